/**
 * One address as the dev server answers it, made by the same load → route → render steps as the build. It runs on
 * the dev server's render thread (render-worker.ts), which starts again from a new bundle when templates or
 * generator code change, so edits apply on the next request.
 */
import { statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { islandEntries } from "../client.ts";
import { listPageMarkdown, type MarkdownFile, readMarkdownFile } from "../content/markdown-file.ts";
import { prepare } from "../prepare.ts";
import { type PageAssets, renderNotFound, renderRoute } from "../render.tsx";
import { langOfPath } from "../routes.ts";
import { redirectPage } from "../seo/redirect-page.ts";

/** The stylesheet as Vite serves it in development: plain CSS through the Tailwind plugin, not hashed. */
export const devStylesheet = "/templates/styles.css?direct";

/**
 * The build's files as Vite serves them in development: the stylesheet above, and each island's entry source file,
 * which imports the rest itself. Nothing is inlined.
 */
const devAssets: PageAssets = {
  stylesheet: devStylesheet,
  islands: Object.fromEntries(
    Object.entries(islandEntries(path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../.."))).map(([name, file]) => [
      name,
      { entry: `/${file}`, imports: [] },
    ]),
  ),
};

/** What the dev server sends for one path. `location` is set for redirects. */
export interface DevPage {
  status: number;
  html: string;
  location?: string;
}

/**
 * Renders `urlPath` from the content as it is on disk now: a route's page (200), a redirect (301) or a not-found page
 * (404).
 * Throws ProblemsError when the content has problems.
 */
export function renderPathForDev(contentDir: string, urlPath: string): DevPage {
  const { content, routes, contexts: ctx } = prepare(contentDir, false, markdownFiles(contentDir));
  const route = routes.find((r) => r.path === urlPath);
  if (route) return { status: 200, html: renderRoute(route, content, ctx[route.lang]!, devAssets) };
  const redirect = content.redirects.find((r) => r.from === urlPath);
  if (redirect)
    return { status: 301, html: redirectPage(content.site.url, redirect.to, ctx[langOfPath(content.locales, redirect.to)]!), location: redirect.to };
  // Under /es, the Spanish not-found page, as the hosts serve es/404.html there; elsewhere 404.html in every language.
  const lang = langOfPath(content.locales, urlPath);
  return { status: 404, html: renderNotFound(content, ctx, devAssets, undefined, ctx[lang] ? lang : content.locales[0]!.code) };
}

// Markdown files as last read, by full path, with the modification time and size they had then. A request parses
// only the files saved since the one before, so a site of thousands of pages answers as fast as a small one (#7).
// A code change starts a new render thread, which empties the memory with it.
const parsed = new Map<string, { stamp: string; file: MarkdownFile }>();

/** Parses every Markdown file of the site into the memory above, so that the first request finds them read. */
export function readMarkdownAhead(contentDir: string): void {
  markdownFiles(contentDir);
}

/** Every Markdown file of the site's page folders, parsed again only when it changed on disk. */
function markdownFiles(contentDir: string): Map<string, MarkdownFile> {
  const files = new Map<string, MarkdownFile>();
  for (const rel of listPageMarkdown(contentDir)) {
    const full = path.join(contentDir, rel);
    const { mtimeMs, ctimeMs, size } = statSync(full);
    const stamp = `${mtimeMs}:${ctimeMs}:${size}`;
    let known = parsed.get(full);
    if (known?.stamp !== stamp) {
      known = { stamp, file: readMarkdownFile(contentDir, rel) };
      parsed.set(full, known);
    }
    files.set(rel, known.file);
  }
  return files;
}
