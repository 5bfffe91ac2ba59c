/**
 * Page-weight budgets (issue #7): the site's visitors are on cheap phones and bad connections, so the build fails
 * when a page grows past them. HTML at most 25 KB gzipped and 14 KiB brotli (as served: the `.br` beside it) per page,
 * so it arrives in the first round trip (ten TCP segments); the stylesheet at most 12 KB gzipped; no web
 * fonts (the system font stack); no JavaScript fetched before interaction except where an island must load at once
 * (the apply form); every <img> and <svg> with explicit width and height, so nothing shifts while loading.
 */
import { gzipSync } from "node:zlib";
import type { IslandAssets } from "../client.ts";
import type { Problem } from "../content/problem.ts";
import { compressPage, firstRoundTrip } from "../hosting/precompress.ts";
import { type OutputPage, position } from "./links.ts";

export const budgets = { htmlGzip: 25 * 1024, htmlBrotli: firstRoundTrip, cssGzip: 12 * 1024 } as const;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const eagerScript = /<script\b[^>]*\stype="module"[^>]*\ssrc="([^"]+)"|<link\b[^>]*\srel="modulepreload"[^>]*\shref="([^"]+)"/g;
const sized = /<(img|svg)\b([^>]*)>/g;

/** What one page breaks of the budgets. `eagerIslands` may load with the page (their entries and chunks). */
export function checkBudgets(page: OutputPage, islands: IslandAssets, eagerIslands: string[]): Problem[] {
  const allowed = new Set(eagerIslands.flatMap((name) => (islands[name] ? [islands[name].entry, ...islands[name].imports] : [])));
  const problems: Problem[] = [];
  const finding = (at: number, message: string, got: string) =>
    problems.push({
      file: `dist/${page.file}`,
      ...position(page.html, at),
      field: "",
      message: page.source ? `${message} The page is made from ${page.source}.` : message,
      got,
    });
  const gz = page.gzipBytes ?? gzipSync(page.html).length;
  if (gz > budgets.htmlGzip)
    finding(0, `The page is ${kb(gz)} gzipped, over the ${kb(budgets.htmlGzip)} budget. Shorten it or split it into two pages.`, kb(gz));
  const br = page.brotliBytes ?? compressPage(page.html).brotli.length;
  if (br > budgets.htmlBrotli)
    finding(
      0,
      `The page is ${br.toLocaleString("en-US")} bytes brotli, over the ${budgets.htmlBrotli.toLocaleString("en-US")} that arrive in the first round trip. Shorten it or split it into two pages.`,
      `${br} bytes`,
    );
  for (const m of page.html.matchAll(eagerScript)) {
    const src = (m[1] ?? m[2])!;
    if (!allowed.has(src))
      finding(m.index, "The page fetches JavaScript before the visitor does anything; only the apply form may (its island loads at once).", src);
  }
  for (const m of page.html.matchAll(sized)) {
    const attributes = m[2]!;
    if (!/\swidth="[^"]+"/.test(attributes) || !/\sheight="[^"]+"/.test(attributes))
      finding(m.index, `Every <${m[1]}> needs width and height attributes, so the page does not jump while it loads.`, m[0].slice(0, 80));
  }
  return problems;
}

/** What the site's stylesheet (`file` as reported, `text` its CSS) breaks of the budgets: its weight and web fonts. */
export function checkStylesheetBudget(css: { file: string; text: string }): Problem[] {
  const problems: Problem[] = [];
  const cssGz = gzipSync(css.text).length;
  if (cssGz > budgets.cssGzip)
    problems.push({
      file: css.file,
      line: 1,
      column: 1,
      field: "",
      message: `The stylesheet is ${kb(cssGz)} gzipped, over the ${kb(budgets.cssGzip)} budget.`,
      got: kb(cssGz),
    });
  if (/@font-face/.test(css.text))
    problems.push({
      file: css.file,
      line: 1,
      column: 1,
      field: "",
      message: "The stylesheet loads a web font; the site uses the system font stack (issue #7).",
      got: "@font-face",
    });
  return problems;
}
