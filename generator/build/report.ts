/**
 * `npm run build -- --report`: one self-contained HTML page (inline CSS, no JavaScript) listing every page of the
 * build with its weight in bytes, a bar per page and its title and description lengths, heaviest first, so a
 * maintainer sees the whole site at a glance. It is written outside dist/ and is never published.
 */

import { escapeHtml } from "../escape-html.ts";
import { pagesAndRedirects, type Summary } from "./summary.ts";

/** Why a page's <title> needs a look ("missing", "over 60"), or null when its length is fine. */
export function titleProblem(title: string): string | null {
  const length = [...title].length;
  if (length === 0) return "missing";
  return length > 60 ? "over 60" : null; // search results cut longer titles
}

/** Why a page's meta description needs a look ("missing", "under 50", "over 160"), or null when it is fine. */
export function descriptionProblem(description: string): string | null {
  const length = [...description].length;
  if (length === 0) return "missing";
  if (length < 50) return "under 50";
  return length > 160 ? "over 160" : null; // the range content/ schemas ask for
}

/** The report page for `summary`: a table of every page, heaviest first, with a weight bar in each row. */
export function reportHtml(summary: Summary): string {
  const { pages } = summary;
  const heaviest = Math.max(1, ...pages.map((p) => p.totalGz));
  // Bar widths are classes (".w372" is 37.2%) rather than style attributes, so the page needs no inline styles.
  const widths = new Set<number>();
  const bar = (bytes: number) => {
    const permille = Math.round((bytes / heaviest) * 1000);
    widths.add(permille);
    return `w${permille}`;
  };
  const sum = (key: "htmlBytes" | "htmlGz") => pages.reduce((t, p) => t + p[key], 0).toLocaleString("en-US");
  const rows = pages.map(
    (p) =>
      `<tr><th scope="row">${escapeHtml(p.path)}</th>${numbers(p.htmlBytes, p.htmlGz, p.cssGz, p.jsBeforeGz, p.jsAfterGz, p.totalGz)}` +
      `${lengthCell(p.title, titleProblem(p.title))}${lengthCell(p.description, descriptionProblem(p.description))}` +
      `<td><div class="bar" aria-hidden="true"><span class="html ${bar(p.htmlGz)}"></span><span class="css ${bar(p.cssGz)}">` +
      `</span><span class="js ${bar(p.jsAfterGz)}"></span></div><span class="visually-hidden">` +
      `${Math.round((p.totalGz / heaviest) * 100)}% of the heaviest page</span></td></tr>`,
  );
  const flagged = pages.filter((p) => titleProblem(p.title) || descriptionProblem(p.description)).length;
  const widthRules = [...widths].sort((a, b) => a - b).map((w) => `.w${w}{width:${w / 10}%}`);
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Build report: ${pages.length} pages</title>
<style>
body{margin:0;font:15px/1.45 system-ui,sans-serif;color:#1f2937;background:#fff}
main{padding:1.5rem;max-width:90rem;margin:auto}
h1{font-size:1.5rem;margin:0 0 .5rem}
table{border-collapse:collapse;width:100%;font-variant-numeric:tabular-nums}
caption{text-align:left;font-weight:600;padding:.5rem 0}
th,td{padding:.3rem .6rem;border-bottom:1px solid #e5e7eb;text-align:right;white-space:nowrap}
thead th{position:sticky;top:0;background:#f3f4f6;vertical-align:bottom;white-space:normal}
th[scope=row],thead th:first-child{text-align:left;font-weight:500}
td.flag{color:#b91c1c;font-weight:700}
td:last-child,thead th:last-child{width:30%;text-align:left}
.bar{display:flex;height:.9rem;background:#f3f4f6}
.html{background:#1d4ed8}.css{background:#0f766e}.js{background:#b45309}
.key{display:inline-block;width:.9rem;height:.9rem;vertical-align:-.1rem;margin:0 .3rem 0 .5rem}
.nowrap{white-space:nowrap}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
${widthRules.join("")}
</style>
</head>
<body>
<main>
<h1>Build report</h1>
<p>${pagesAndRedirects(summary)}, together ${sum("htmlBytes")} bytes of HTML (${sum("htmlGz")} gzipped).</p>
<p>Sizes are in bytes; gzip is level 9, as a server sends them. JS before is what a page fetches while it loads; JS after is
everything it has fetched once the visitor interacts (JS before included).</p>
<p>Flagged: titles over 60 characters, descriptions outside 50–160 characters. ${flagged === 0 ? "No page has a flag." : flagged === 1 ? "1 page has a flag." : `${flagged} pages have a flag.`}</p>
<p>Bars, as a share of the heaviest page: <span class="nowrap"><span class="key html"></span>HTML</span> <span class="nowrap"><span class="key css"></span>CSS</span> <span class="nowrap"><span class="key js"></span>JS after interaction</span></p>
<table>
<caption>Every page, heaviest first by total gzip bytes (HTML, CSS and JS after interaction)</caption>
<thead><tr><th scope="col">Page</th><th scope="col">HTML bytes</th><th scope="col">HTML gzip</th><th scope="col">CSS gzip</th><th scope="col">JS before gzip</th><th scope="col">JS after gzip</th><th scope="col">Total gzip</th><th scope="col">Title length</th><th scope="col">Description length</th><th scope="col">Weight</th></tr></thead>
<tbody>
${rows.join("\n")}
</tbody>
</table>
</main>
</body>
</html>
`;
}

/** Table cells of byte counts, with thousands separators. */
function numbers(...values: number[]): string {
  return values.map((v) => `<td>${v.toLocaleString("en-US")}</td>`).join("");
}

/** A length cell, marked and explained when `problem` is set. */
function lengthCell(text: string, problem: string | null): string {
  const length = [...text].length;
  return problem ? `<td class="flag">${length} (${problem})</td>` : `<td>${length}</td>`;
}
