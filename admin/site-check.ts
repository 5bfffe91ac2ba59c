/**
 * The publish job's checks, for the web editor's save and delete: the content through the build's own prepare, then
 * every page rendered in memory (nothing is written) and the checks the build runs on its pages: links between pages
 * (every href to a page leads to one, every #fragment to an id there, none to a redirect) and the glossary on the
 * Spanish pages. A save or deletion is refused for what it causes: the page checks' findings the site had before it
 * (a launch gate, a stale page's word) do not hold it, the way the content stage's findings stop everything.
 */

import { type ContentText, newPageFindings, pageGlossaryFindings } from "../generator/checks/glossary.ts";
import { fileForPath, type OutputPage, pageLinks, resolveLinks } from "../generator/checks/links.ts";
import { pageNameFindings } from "../generator/checks/spanish-names.ts";
import type { ContentSnapshot } from "../generator/cms/admin-site.ts";
import type { Content } from "../generator/content/load.ts";
import { type Problem, ProblemsError } from "../generator/content/problem.ts";
import { notFoundFileOf } from "../generator/hosting/not-found.ts";
import { prepare } from "../generator/prepare.ts";
import { renderNotFound, renderRoute } from "../generator/render.tsx";
import type { Lang } from "../model/language.ts";
import type { Route, SiteContext } from "../model/site-context.ts";
import { contentRoot, mount, withFile } from "./snapshot.ts";

/** What prepare gives: the content, its routes and each language's context. */
export interface Prepared {
  content: Content;
  routes: Route[];
  contexts: Record<Lang, SiteContext>;
}

/** The site's findings: the content stage's (`stage`, which stop the build) or, past it, the built pages' (`pages`). */
export type SiteFindings = { stage: Problem[]; pages: [] } | { stage: []; pages: Problem[] };

/** The findings of the site whose content is `snapshot`. */
export function checkSnapshot(snapshot: ContentSnapshot): SiteFindings {
  const origins = Object.entries(snapshot.files)
    .filter(([rel]) => rel.endsWith(".yaml"))
    .map(([rel, text]) => ({ file: `content/${rel}`, text }));
  mount(snapshot);
  let prepared: Prepared;
  try {
    prepared = prepare(contentRoot);
  } catch (error) {
    if (error instanceof ProblemsError) return { stage: error.problems, pages: [] };
    throw error;
  }
  return { stage: [], pages: pageProblems(prepared, origins) };
}

/**
 * Every page and the not-found pages, rendered as the build renders them, and the build's page checks on them. Links
 * to files beside the pages (pictures, the stylesheet, icons) are left to the build: the editor has no list of them,
 * and it cannot add or remove one.
 */
export function pageProblems({ content, routes, contexts }: Prepared, origins: ContentText[] = []): Problem[] {
  const assets = { stylesheet: "/editor-check.css", islands: anyIsland }; // no file: the check reads no stylesheet
  const pages: (OutputPage & { source: string })[] = [
    ...routes.map((route) => ({
      file: fileForPath(route.path),
      source: route.page.file,
      html: renderRoute(route, content, contexts[route.lang]!, assets, undefined, false),
    })),
    ...content.locales.map(({ code, prefix }) => ({
      file: notFoundFileOf(prefix),
      source: content.langs[code]!.notFound.file,
      html: renderNotFound(content, contexts, assets, undefined, code),
    })),
  ];
  const problems: Problem[] = [];
  const toPages = pages.map((page) => {
    const { links, problems: own } = pageLinks(page);
    problems.push(...own);
    return { ...links, refs: links.refs.filter(([, value]) => isPage(value)) };
  });
  const html = new Map(pages.map((p) => [p.file, p.html]));
  const files = new Set([...html.keys(), ...content.redirects.map((r) => fileForPath(r.from))]);
  problems.push(...resolveLinks(toPages, files, new Set(content.redirects.map((r) => r.from)), (file) => html.get(file) ?? ""));
  if (content.langs.es) {
    const onPages = pages.flatMap((p) => pageGlossaryFindings(p.html, p.file, p.source, content.glossary, content.site.name, origins));
    // The glossary's words in content lines are --strict's findings too, found when the content loads.
    const atLines = content.translationFindings.filter((p) => p.message.startsWith("The glossary "));
    problems.push(...atLines, ...newPageFindings(onPages, atLines));
    // Agency and building names without their Spanish: --strict refuses them too (checks/spanish-names.ts).
    const phrases = content.langs.es.messages.phrases ?? new Map<string, string>();
    problems.push(...pages.flatMap((p) => pageNameFindings(p.html, p.file, p.source, phrases)));
  }
  return problems;
}

/** Whether an href/src value names a page (an .html file), not a file beside the pages. */
function isPage(value: string): boolean {
  const path = value.split(/[?#]/)[0]!;
  try {
    return fileForPath(decodeURI(path)).endsWith(".html");
  } catch {
    return true; // a malformed address: the link check says so
  }
}

// Nothing runs in the check: each island's files are a placeholder (preview.ts does the same).
const anyIsland = new Proxy({}, { get: () => ({ entry: "#", imports: [] }) });

/** A finding's identity across two versions of the site: without its line and column, which a save moves. */
const key = (p: Problem) => [p.file, p.field, p.message, p.got ?? ""].join("\0");

/**
 * What a change causes: every finding of the content stage after it (the build stops at any), else the page checks'
 * findings after it that the site before it did not have. `before` is asked only when there are such findings.
 */
export function causedBy(before: () => SiteFindings, after: SiteFindings): Problem[] {
  if (after.stage.length > 0) return after.stage;
  if (after.pages.length === 0) return [];
  const had = new Set(before().pages.map(key));
  return after.pages.filter((p) => !had.has(key(p)));
}

/** The findings of each version of the site the editor has checked, so that one is checked once. */
const known = new WeakMap<ContentSnapshot, SiteFindings>();

/** The findings of `snapshot`, checked once. */
export function findingsOf(snapshot: ContentSnapshot): SiteFindings {
  let found = known.get(snapshot);
  if (!found) {
    found = checkSnapshot(snapshot);
    known.set(snapshot, found);
  }
  return found;
}

/**
 * What saving `text` into `rel` would cause in `site`, and the findings of the site with it (for `remember` once
 * the save is made).
 */
export function saveCheck(site: ContentSnapshot, rel: string, text: string): { problems: Problem[]; after: SiteFindings } {
  const after = checkSnapshot(withFile(site, rel, text));
  return { problems: causedBy(() => findingsOf(site), after), after };
}

/** Records the findings of a version of the site already checked (the site once a checked save is made). */
export function remember(snapshot: ContentSnapshot, findings: SiteFindings): void {
  known.set(snapshot, findings);
}
