/**
 * The script budget (ARCHITECTURE.md, "JavaScript only in islands"): a page ships JavaScript only for the islands it
 * uses. Allowed are JSON-LD, the module scripts and inline loader of the islands whose markers are on the page, and on
 * the not-found pages (404.html, es/404.html) their one logging line. Anything else, or an island script on a page without that island, is a finding.
 */
import type { IslandAssets } from "../client.ts";
import type { Problem } from "../content/problem.ts";
import { readInteractionLoader } from "../island-scripts.ts";
import { type OutputPage, position } from "./links.ts";

const scriptPattern = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;
const markerPattern = /\sdata-island="([^"]+)"/g;

/** Every script on one page that the budget does not allow. `notFound` is the not-found pages' files and inline script. */
export function checkScripts(page: OutputPage, islands: IslandAssets, notFound: { files: string[]; script: string }): Problem[] {
  const entryOf = new Map(Object.entries(islands).map(([name, a]) => [a.entry, name]));
  const problems: Problem[] = [];
  const onPage = new Set([...page.html.matchAll(markerPattern)].map((m) => m[1]!));
  const from = page.source ? ` The page is made from ${page.source}.` : "";
  for (const m of page.html.matchAll(scriptPattern)) {
    const [, attributes = "", body = ""] = m;
    const src = /\ssrc="([^"]*)"/.exec(attributes)?.[1];
    const type = /\stype="([^"]*)"/.exec(attributes)?.[1];
    let finding: string | undefined;
    if (type === "application/ld+json") continue;
    if (notFound.files.includes(page.file) && !src && body === notFound.script) continue;
    if (type === "module" && src !== undefined) {
      const island = entryOf.get(src);
      if (island === undefined) finding = `The script ${src} is not an island's entry.`;
      else if (!onPage.has(island)) finding = `The page loads the ${island} island's script but has no ${island} island.`;
    } else if (type === "module" && src === undefined && readInteractionLoader(body)) {
      const names = readInteractionLoader(body)!.islands;
      const missing = names.filter((n) => !onPage.has(n));
      if (names.length === 0 || missing.length > 0)
        finding = `The islands' loader names ${missing.join(", ") || "no island"}, which the page does not have.`;
    } else finding = "Only islands may add JavaScript to a page (ARCHITECTURE.md, 'JavaScript only in islands'); this script is not one.";
    if (finding)
      problems.push({
        file: `dist/${page.file}`,
        ...position(page.html, m.index),
        field: "script budget",
        message: finding + from,
        got: m[0].length > 120 ? `${m[0].slice(0, 117)}...` : m[0],
      });
  }
  return problems;
}
