/**
 * What deleting an entry would do to the build (issue #34, finding 4): the content without the file goes through the
 * build's own prepare, and every page it still makes through the link check, keeping the findings on links to the
 * pages the deletion takes away. The problems are the build's own, word for word; none means the deletion is safe.
 * Decap 3.16 has no preDelete event; its deleteEntry calls the preUnpublish handlers first, and a throw there stops it.
 */
import type { ContentSnapshot } from "../generator/admin-site.ts";
import { fileForPath, pageLinks, resolveLinks } from "../generator/checks/links.ts";
import { type Problem, ProblemsError } from "../generator/content/problem.ts";
import { prepare } from "../generator/prepare.ts";
import { renderRoute } from "../generator/render.tsx";
import { contentRoot, mount, withFile } from "./snapshot.ts";

/** The build's problems with `base` once `rel` (a path in content/) is deleted. */
export function deletionProblems(base: ContentSnapshot, rel: string): Problem[] {
  mount(base);
  const before = prepare(contentRoot).routes.map((r) => fileForPath(r.path));
  mount(withFile(base, rel, undefined));
  try {
    return lostLinks(prepare(contentRoot), before, base.stylesheet ?? "");
  } catch (error) {
    if (error instanceof ProblemsError) return error.problems;
    throw error;
  }
}

/** The link check's findings on links to pages that were in `before` (output files) and are no longer made. */
export function lostLinks(after: ReturnType<typeof prepare>, before: string[], stylesheet: string): Problem[] {
  const { content, routes, contexts } = after;
  const made = new Set(routes.map((r) => fileForPath(r.path)));
  const gone = new Set(before.filter((f) => !made.has(f)));
  if (gone.size === 0) return [];
  const assets = { stylesheet, islands: anyIsland };
  const pages = routes.map((r) => {
    const html = renderRoute(r, content, contexts[r.lang]!, assets, undefined, false);
    return { file: fileForPath(r.path), html, source: r.page.file };
  });
  const html = new Map(pages.map((p) => [p.file, p.html]));
  // Every file but the deleted pages exists: the check then finds exactly the links the deletion breaks.
  const files = new (class extends Set<string> {
    override has(file: string) {
      return !gone.has(file);
    }
  })();
  return resolveLinks(
    pages.map((p) => pageLinks(p).links),
    files,
    new Set(content.redirects.map((r) => r.from)),
    (file) => html.get(file) ?? "",
  );
}

// No island runs here: each island's files are a placeholder.
const anyIsland = new Proxy({}, { get: () => ({ entry: "#", imports: [] }) });
