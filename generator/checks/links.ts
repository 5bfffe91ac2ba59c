/**
 * The link check (ARCHITECTURE.md, "The build checks itself"): every internal href/src and #fragment in the written
 * pages resolves to a written file and id; no link points at a redirect; every target="_blank" link carries
 * rel="noopener noreferrer".
 */
import type { Problem } from "../content/problem.ts";

/** A written HTML page: its output file (relative to dist/), its HTML and the content file it came from. */
export interface OutputPage {
  file: string;
  html: string;
  source?: string;
  gzipBytes?: number; // when already known (the precompressed copy's size)
  brotliBytes?: number; // the same for the .br copy
}

const attrPattern = /\s(href|src)="([^"]*)"/g;
const idPattern = /\sid="([^"]+)"/g;
const anchorPattern = /<a\s[^>]*>/g;

/** The output file a site path is served from: `/` → index.html, `/apply` → apply.html, `/x.css` → x.css. */
export function fileForPath(path: string): string {
  if (path === "/") return "index.html";
  const last = path.split("/").at(-1) ?? "";
  return last.includes(".") ? path.slice(1) : `${path.slice(1)}.html`;
}

/**
 * What one page links to and which ids it has: the part of the link check that needs the page's HTML. Links to
 * the page's own #fragments and new-tab links are checked here; the rest goes to resolveLinks with every page's.
 */
export interface PageLinks {
  file: string;
  source?: string;
  ids: string[];
  /** Each distinct href/src value that leaves the page (a path, maybe with #fragment), with where it first appears. */
  refs: [attr: string, value: string, index: number][];
}

/** The links and ids of one page, and the findings that need no other page. */
export function pageLinks(page: OutputPage): { links: PageLinks; problems: Problem[] } {
  const ids = new Set([...page.html.matchAll(idPattern)].map((m) => m[1]!));
  const problems: Problem[] = [];
  const report = reporter(page, problems);
  const refs: PageLinks["refs"] = [];
  const seen = new Set<string>();
  for (const m of page.html.matchAll(attrPattern)) {
    const [, attr, raw] = m as unknown as [string, string, string];
    if (!raw.startsWith("#") && !(raw.startsWith("/") && !raw.startsWith("//"))) continue;
    const at = m.index + 1; // the attribute's name, after the whitespace the pattern starts with
    if (raw.startsWith("#")) {
      const value = decodeEntities(raw);
      if (value.length > 1 && !ids.has(decodeURIComponent(value.slice(1))))
        report(at, attr, `The ${attr} ${value} points at ${value}, which is not an id on this page.`);
      continue;
    }
    if (seen.has(attr + raw)) continue;
    seen.add(attr + raw);
    refs.push([attr, raw, at]);
  }
  for (const m of page.html.matchAll(anchorPattern)) {
    const tag = m[0];
    if (!/\starget="_blank"/.test(tag)) continue;
    const rel = (/\srel="([^"]*)"/.exec(tag)?.[1] ?? "").split(/\s+/);
    if (!rel.includes("noopener") || !rel.includes("noreferrer"))
      report(m.index, "rel", 'A link that opens a new tab needs rel="noopener noreferrer".', JSON.stringify(tag.slice(0, 120)));
  }
  return { links: { file: page.file, ...(page.source ? { source: page.source } : {}), ids: [...ids], refs }, problems };
}

/**
 * The findings of links between pages: every path leads to a written file, every #fragment to an id there, and no
 * link to a redirect. `htmlOf(file)` is asked for a page's HTML only to say where a finding is.
 */
export function resolveLinks(pages: PageLinks[], files: Set<string>, redirectSources: Set<string>, htmlOf: (file: string) => string): Problem[] {
  const ids = new Map(pages.map((p) => [p.file, new Set(p.ids)]));
  // Most links (the header's and footer's) are on every page: each distinct value is resolved once.
  const verdicts = new Map<string, ((attr: string) => [message: string, got?: string]) | null>();
  const verdict = (raw: string) => {
    const value = decodeEntities(raw);
    const [pathAndQuery, fragment] = splitOnce(value, "#");
    const path = decodeURI(pathAndQuery.split("?")[0]!);
    const target = fileForPath(path);
    if (redirectSources.has(path)) return (attr: string) => [`The ${attr} ${value} points at a redirect. Link to the page it redirects to.`] as [string];
    if (!files.has(target)) return (attr: string) => [`The ${attr} ${value} leads to no file of the site.`, JSON.stringify(value)] as [string, string];
    if (fragment && !ids.get(target)?.has(decodeURIComponent(fragment)))
      return (attr: string) => [`The ${attr} ${value} points at #${fragment}, which is not an id on ${path}.`] as [string];
    return null;
  };
  const problems: Problem[] = [];
  for (const page of pages) {
    let report: ReturnType<typeof reporter> | undefined;
    for (const [attr, raw, at] of page.refs) {
      let v = verdicts.get(raw);
      if (v === undefined) {
        v = verdict(raw);
        verdicts.set(raw, v);
      }
      if (v === null) continue;
      report ??= reporter({ file: page.file, html: htmlOf(page.file), ...(page.source ? { source: page.source } : {}) }, problems);
      const [message, got] = v(attr);
      report(at, attr, message, got);
    }
  }
  return problems;
}

function reporter(page: OutputPage, problems: Problem[]) {
  const from = page.source ? ` The page is made from ${page.source}.` : "";
  return (index: number, field: string, message: string, got?: string) =>
    problems.push({ file: `dist/${page.file}`, ...position(page.html, index), field, message: message + from, ...(got ? { got } : {}) });
}

function splitOnce(s: string, sep: string): [string, string | undefined] {
  const i = s.indexOf(sep);
  return i < 0 ? [s, undefined] : [s.slice(0, i), s.slice(i + 1)];
}

function decodeEntities(s: string): string {
  return s
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");
}

/** 1-based line and column of `index` in `text`. */
export function position(text: string, index: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf("\n"); i !== -1 && i < index; i = text.indexOf("\n", i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, column: index - lineStart + 1 };
}
