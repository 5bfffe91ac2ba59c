/**
 * The link check (ARCHITECTURE.md decision 8): every internal href/src and #fragment in the written pages
 * resolves to a written file and id; no link points at a redirect; every target="_blank" link carries
 * rel="noopener noreferrer".
 */
import type { Problem } from "../content/problem.ts";

/** A written HTML page: its output file (relative to dist/), its HTML and the content file it came from. */
export interface OutputPage {
  file: string;
  html: string;
  source?: string;
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

/** Every finding of the link check, for all pages together. `files` lists every file in the output. */
export function checkLinks(pages: OutputPage[], files: Set<string>, redirectSources: Set<string> = new Set()): Problem[] {
  const ids = new Map(pages.map((p) => [p.file, new Set([...p.html.matchAll(idPattern)].map((m) => m[1]!))]));
  const problems: Problem[] = [];
  for (const page of pages) {
    const from = page.source ? ` The page is made from ${page.source}.` : "";
    const report = (index: number, field: string, message: string, got?: string) =>
      problems.push({ file: `dist/${page.file}`, ...position(page.html, index), field, message: message + from, ...(got ? { got } : {}) });

    for (const m of page.html.matchAll(attrPattern)) {
      const [, attr, raw] = m as unknown as [string, string, string];
      const value = decodeEntities(raw);
      const at = m.index + 1; // the attribute's name, after the whitespace the pattern starts with
      if (!value.startsWith("#") && !(value.startsWith("/") && !value.startsWith("//"))) continue;
      const [pathAndQuery, fragment] = splitOnce(value, "#");
      const path = decodeURI(pathAndQuery.split("?")[0]!);
      const target = path === "" ? page.file : fileForPath(path);
      if (path !== "" && redirectSources.has(path)) {
        report(at, attr, `The ${attr} ${value} points at a redirect. Link to the page it redirects to.`);
        continue;
      }
      if (!files.has(target)) {
        report(at, attr, `The ${attr} ${value} leads to no file of the site.`, JSON.stringify(value));
        continue;
      }
      if (fragment) {
        const targetIds = ids.get(target);
        if (!targetIds?.has(decodeURIComponent(fragment)))
          report(at, attr, `The ${attr} ${value} points at #${fragment}, which is not an id on ${path || "this page"}.`);
      }
    }

    for (const m of page.html.matchAll(anchorPattern)) {
      const tag = m[0];
      if (!/\starget="_blank"/.test(tag)) continue;
      const rel = (/\srel="([^"]*)"/.exec(tag)?.[1] ?? "").split(/\s+/);
      if (!rel.includes("noopener") || !rel.includes("noreferrer"))
        report(m.index, "rel", 'A link that opens a new tab needs rel="noopener noreferrer".', JSON.stringify(tag.slice(0, 120)));
    }
  }
  return problems;
}

function splitOnce(s: string, sep: string): [string, string | undefined] {
  const i = s.indexOf(sep);
  return i < 0 ? [s, undefined] : [s.slice(0, i), s.slice(i + 1)];
}

function decodeEntities(s: string): string {
  return s.replace(/&amp;/g, "&").replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">");
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
