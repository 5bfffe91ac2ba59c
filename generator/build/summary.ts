/**
 * What a build wrote, measured by reading the output folder after the build: each page's HTML and the CSS and
 * JavaScript it references, in gzip bytes (level 9, as a server would send them) and the page in brotli, its title and description, and
 * the number of redirect pages. The CLI prints `formatSummary`; `--report` writes `reportHtml` (report.ts).
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { budgets } from "../checks/budgets.ts";
import { adminDir } from "../cms/admin-site.ts";
import { compressPage } from "../hosting/precompress.ts";
import { readInteractionLoader } from "../island-scripts.ts";
import { listFiles } from "../write.ts";
import type { BuildResult } from "./site.ts";

/** One page of the output and what it costs a visitor, in bytes. */
export interface PageWeight {
  path: string; // index.html is "/", county/wake-county.html is "/county/wake-county", 404.html is "/404", es/404.html "/es/404"
  htmlBytes: number;
  htmlGz: number;
  htmlBr: number; // brotli, as served: the page's budget (checks/budgets.ts)
  cssGz: number; // its <link rel="stylesheet">s
  jsBeforeGz: number; // its <script src>s and modulepreloads: fetched while the page loads
  jsAfterGz: number; // all of the above plus what the inline islands loader imports on the first interaction
  totalGz: number; // htmlGz + cssGz + jsAfterGz
  title: string;
  description: string;
}

/**
 * What the web editor at /admin downloads when it opens, in bytes: its page, its script, and the files that script
 * fetches at start (Decap, the config, the content snapshot). Decap's other chunks load only when a widget needs one.
 */
export interface EditorWeight {
  files: number;
  bytes: number;
  gz: number;
  onDemand: number; // Decap's chunks, not fetched at start
}

/** The pages of one output folder, heaviest first, how many redirect pages it holds, and the editor's weight apart. */
export interface Summary {
  pages: PageWeight[];
  redirects: number;
  editor?: EditorWeight; // not a visitor page: never in `pages`
}

/** Reads every HTML file in `outDir` (a finished build) and weighs it; redirect pages are only counted. */
export function summarize(outDir: string): Summary {
  const gzCache = new Map<string, number>();
  const assetGz = (url: string): number => {
    // Only the site's own files: "/assets/x.js", not "https://…" or "//host/…"; query and fragment dropped.
    if (!url.startsWith("/") || url.startsWith("//")) return 0;
    const file = path.join(outDir, url.replace(/[?#].*$/, ""));
    if (!gzCache.has(file)) gzCache.set(file, existsSync(file) ? builtGzSize(file, readFileSync(file)) : 0);
    return gzCache.get(file)!;
  };
  const sum = (urls: Set<string>) => [...urls].reduce((total, url) => total + assetGz(url), 0);

  const pages: PageWeight[] = [];
  let redirects = 0;
  let editor: EditorWeight | undefined;
  for (const file of listFiles(outDir).filter((f) => f.endsWith(".html"))) {
    const bytes = readFileSync(path.join(outDir, file));
    const html = bytes.toString("utf8");
    if (file === `${adminDir}.html`) {
      editor = editorWeight(outDir, file, html);
      continue;
    }
    if (/<meta\s+http-equiv="refresh"/i.test(html)) {
      redirects++;
      continue;
    }
    const refs = references(html);
    const htmlGz = builtGzSize(path.join(outDir, file), bytes);
    const htmlBr = builtBrSize(path.join(outDir, file), bytes);
    const cssGz = sum(refs.css);
    const jsBeforeGz = sum(refs.jsBefore);
    const jsAfterGz = sum(new Set([...refs.jsBefore, ...refs.jsAfter]));
    pages.push({
      path: pathForFile(file),
      htmlBytes: bytes.length,
      htmlGz,
      htmlBr,
      cssGz,
      jsBeforeGz,
      jsAfterGz,
      totalGz: htmlGz + cssGz + jsAfterGz,
      title: decodeEntities(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ""),
      description: decodeEntities(metaDescription(html)),
    });
  }
  pages.sort((a, b) => b.totalGz - a.totalGz || a.path.localeCompare(b.path));
  return { pages, redirects, ...(editor ? { editor } : {}) };
}

/** The editor's page, its scripts, and every `/admin/…` file its scripts name (what admin/main.ts fetches at start). */
function editorWeight(outDir: string, file: string, html: string): EditorWeight {
  const fileOf = (url: string) => path.join(outDir, url.replace(/^\//, ""));
  const scripts = [...references(html).jsBefore].filter((url) => existsSync(fileOf(url)));
  const fetched = scripts.flatMap((url) => [...readFileSync(fileOf(url), "utf8").matchAll(/"(\/admin\/[\w.-]+)"/g)].map((m) => m[1]!));
  const files = [...new Set([`/${file}`, ...scripts, ...fetched])].map(fileOf).filter((f) => existsSync(f));
  const chunks = listFiles(path.join(outDir, adminDir)).filter((f) => /^\d+\.decap-cms\.js$/.test(f));
  return {
    files: files.length,
    bytes: files.reduce((total, f) => total + statSync(f).size, 0),
    gz: files.reduce((total, f) => total + builtGzSize(f, readFileSync(f)), 0),
    onDemand: chunks.length,
  };
}

/** The site path a page file is served at: `index.html` → `/`, `x.html` → `/x`, `county/y.html` → `/county/y`. */
export function pathForFile(file: string): string {
  return file === "index.html" ? "/" : `/${file.replace(/\.html$/, "")}`;
}

/** The gzip size of a file: its precompressed copy's, the same level-9 bytes, when the build wrote one. */
function builtGzSize(file: string, data: Buffer): number {
  return existsSync(`${file}.gz`) ? statSync(`${file}.gz`).size : gzSize(data);
}

/** The brotli size of a page: its precompressed copy's, or the same quality's bytes when the build wrote none. */
function builtBrSize(file: string, data: Buffer): number {
  return existsSync(`${file}.br`) ? statSync(`${file}.br`).size : compressPage(data.toString()).brotli.length;
}

/** Bytes of `data` gzipped at level 9. */
export function gzSize(data: Buffer | string): number {
  return gzipSync(data, { level: 9 }).length;
}

/** The compact table the build CLI prints before its "Built …" line: counts, checks, phases, heaviest pages. */
export function formatSummary(summary: Summary, timings: BuildResult["timings"], checks: boolean, top = 5): string {
  const n = (bytes: number) => bytes.toLocaleString("en-US");
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const phases = (["load", "client", "pages", "site", "total"] as const).map((p) => `${p} ${s(timings[p])}`);
  const heading = "Heaviest pages (gzip bytes)";
  const heaviest = summary.pages.slice(0, top);
  const width = Math.max(heading.length, ...heaviest.map((p) => p.path.length));
  const row = (cells: string[]) =>
    cells
      .map((c, i) => (i === 0 ? c.padEnd(width) : c.padStart(11)))
      .join("")
      .trimEnd();
  return [
    `Written  ${pagesAndRedirects(summary)}`,
    `Checks   ${checks ? "links, html-validate, script budget" : "checks off"}`,
    `Phases   ${phases.join(", ")}`,
    "",
    row([heading, "HTML", "CSS", "JS before", "JS after", "total", "HTML br"]),
    ...heaviest.map((p) => row([p.path, n(p.htmlGz), n(p.cssGz), n(p.jsBeforeGz), n(p.jsAfterGz), n(p.totalGz), n(p.htmlBr)])),
    "HTML: the page, its inline <style> included. CSS: the stylesheets it links.",
    `HTML br: the page in brotli, as served; at most ${n(budgets.htmlBrotli)} (the first round trip). Heaviest in brotli: ${heaviestBr(summary)}.`,
    "JS before: fetched while the page loads. JS after: everything once the visitor interacts (before included).",
    ...(summary.editor ? [editorLine(summary.editor)] : []),
    "",
  ].join("\n");
}

/** The editor's own line: not a visitor page, so not in the table, but what it costs whoever opens it. */
export function editorLine(editor: EditorWeight): string {
  const mb = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;
  return (
    `Editor   /admin, not a visitor page: ${mb(editor.bytes)} in ${editor.files} files when it opens (${mb(editor.gz)} gzip), ` +
    `Decap's ${editor.onDemand} other chunks only when needed.`
  );
}

/** The page heaviest in brotli and its bytes, like "/es/faq 13,799". */
function heaviestBr({ pages }: Summary): string {
  const top = pages.reduce<PageWeight | undefined>((a, p) => (a && a.htmlBr >= p.htmlBr ? a : p), undefined);
  return top ? `${top.path} ${top.htmlBr.toLocaleString("en-US")}` : "none";
}

/** "42 pages (404.html and es/404.html included) and 12 redirects": what the output holds, for the summary and the report. */
export function pagesAndRedirects({ pages, redirects }: Summary): string {
  const files = pages.filter((p) => /^(?:\/[a-z]{2})?\/404$/.test(p.path)).map((p) => `${p.path.slice(1)}.html`);
  const notFound = files.length > 0 ? ` (${files.sort((a, b) => a.length - b.length || a.localeCompare(b)).join(" and ")} included)` : "";
  return `${pages.length} ${pages.length === 1 ? "page" : "pages"}${notFound} and ${redirects} ${redirects === 1 ? "redirect" : "redirects"}`;
}

/** The CSS and JavaScript URLs a page references, the JavaScript split by when it is fetched. */
function references(html: string): { css: Set<string>; jsBefore: Set<string>; jsAfter: Set<string> } {
  const css = new Set<string>();
  const jsBefore = new Set<string>();
  const jsAfter = new Set<string>();
  for (const [, tag, rest] of html.matchAll(/<(link|script)\b([^>]*)>/gi)) {
    const attrs = attributes(rest ?? "");
    if (tag!.toLowerCase() === "script" && attrs.src) jsBefore.add(attrs.src);
    else if (attrs.rel === "stylesheet" && attrs.href) css.add(attrs.href);
    else if (attrs.rel === "modulepreload" && attrs.href) jsBefore.add(attrs.href);
  }
  // What the inline loader of "interaction" islands imports once the visitor acts.
  const loader = readInteractionLoader(html);
  for (const url of [...(loader?.entries ?? []), ...(loader?.preloads ?? [])]) jsAfter.add(url);
  return { css, jsBefore, jsAfter };
}

/** The double-quoted attributes of one tag, names lower-cased, values decoded. */
function attributes(source: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const [, name, value] of source.matchAll(/([\w:-]+)="([^"]*)"/g)) attrs[name!.toLowerCase()] = decodeEntities(value!);
  return attrs;
}

/** The content of `<meta name="description">`, or "" when the page has none. */
function metaDescription(html: string): string {
  for (const [, rest] of html.matchAll(/<meta\b([^>]*)>/gi)) {
    const attrs = attributes(rest ?? "");
    if (attrs.name === "description") return attrs.content ?? "";
  }
  return "";
}

const named: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

/** Text with the character references React and escapeHtml write turned back into characters. */
function decodeEntities(s: string): string {
  return s.replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (whole, ref: string) => {
    if (ref[0] !== "#") return named[ref.toLowerCase()] ?? whole;
    const code = ref[1] === "x" || ref[1] === "X" ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
    return String.fromCodePoint(code);
  });
}
