/**
 * The page an entry makes, as the build makes it: the snapshot of content/ with the entry's file swapped in goes through
 * the build's own prepare (load, validate, route) and render. The problems are the build's own, word for word.
 */
import type { ContentSnapshot } from "../generator/cms/admin-site.ts";
import type { Problem } from "../generator/content/problem.ts";
import { ProblemsError } from "../generator/content/problem.ts";
import { prepare } from "../generator/prepare.ts";
import { renderNotFound, renderRoute } from "../generator/render.tsx";
import { contentRoot, mount, withFile } from "./snapshot.ts";

/** What the preview shows for an entry: the page's HTML, or the problems that stop the build. */
export type Preview = { html: string; path: string; problems: [] } | { html?: undefined; problems: Problem[] };

/** Data files and the page that shows them best; any other file shows its language's home page. */
const shownOn: Record<string, string> = {
  "data/reviews.yaml": "pages/testimonials.md",
  "data/law.yaml": "pages/nc-bail-bond-laws.md",
  "es/data/law.yaml": "es/pages/nc-bail-bond-laws.md",
};

/** The content file whose page shows `rel` (a county's data file → its county page). */
function pageFileOf(rel: string): string {
  const data = /^(?:([a-z]{2})\/)?data\/(counties|cities)\/(.+)\.yaml$/.exec(rel);
  if (data) return `${data[1] ? `${data[1]}/` : ""}${data[2]}/${data[3]}.md`;
  return shownOn[rel] ?? rel;
}

/**
 * Renders the page of `rel` (a path in content/, like counties/wake-county.md) with its text `text`; the rest of the
 * site is `base`. `undefined` text removes the file (a preview of a deletion).
 */
export function previewEntry(base: ContentSnapshot, rel: string, text: string | undefined): Preview {
  mount(withFile(base, rel, text));
  try {
    const { content, routes, contexts } = prepare(contentRoot);
    const assets = { stylesheet: base.stylesheet ?? "", islands: anyIsland };
    const file = `content/${pageFileOf(rel)}`;
    const lang = content.locales.find((l) => l.prefix && rel.startsWith(`${l.code}/`))?.code ?? content.locales[0]!.code;
    if (/(^|\/)pages\/404\.md$/.test(rel)) {
      return { html: renderNotFound(content, contexts, assets, undefined, lang), path: "404.html", problems: [] };
    }
    const route = routes.find((r) => r.page.file === file) ?? routes.find((r) => r.lang === lang && r.template === "home") ?? routes[0]!;
    return { html: renderRoute(route, content, contexts[route.lang]!, assets, undefined, false), path: route.path, problems: [] };
  } catch (error) {
    if (error instanceof ProblemsError) return { problems: error.problems };
    throw error;
  }
}

// The preview runs no island: each island's files are a placeholder, and renderPreviewBody drops the scripts.
const anyIsland = new Proxy({}, { get: () => ({ entry: "#", imports: [] }) });

/** The inside of a rendered document's <body>, without scripts: what the preview pane shows. */
export function bodyOf(html: string): string {
  const start = html.indexOf(">", html.indexOf("<body")) + 1;
  const end = html.lastIndexOf("</body>");
  return html.slice(start, end).replace(/<script\b[\s\S]*?<\/script>/g, "");
}
