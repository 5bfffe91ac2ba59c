/**
 * What the build does to each rendered page before writing it (ARCHITECTURE.md, "CSS inline per page"): the rules of
 * the stylesheet that the page uses replace its stylesheet link (inline-css.ts), and the SVG favicon goes in as a data:
 * URI. Each saves a request before the first paint on a slow connection. Made once per build from the client files.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { type IslandAssets, isReactChunk } from "../client.ts";
import { svgFaviconHref } from "./head.tsx";
import { svgDataUri } from "./icons.ts";
import { cssInliner } from "./inline-css.ts";

/** A rendered page's HTML → the HTML to write. */
export type PageInliner = (pageHtml: string) => string;

/**
 * The inliner for a build whose client files (the stylesheet, the islands' code and public/'s favicon.svg) are in
 * `outDir`. `stylesheet` and `islands` are what buildClient returned.
 */
export function pageInliner(outDir: string, stylesheet: string, islands: IslandAssets): PageInliner {
  const read = (url: string) => readFileSync(path.join(outDir, url), "utf8");
  // The classes an island adds once it runs are in its code, not in the server HTML. Not in React's chunk: the
  // element names and words in React's code (input, select, hidden…) would keep rules no island uses.
  const code = Object.fromEntries(
    Object.entries(islands).map(([name, a]) => [name, [a.entry, ...a.imports.filter((f) => !isReactChunk(f))].map(read).join("\n")]),
  );
  const css = cssInliner(read(stylesheet), stylesheet, code);
  const svgLink = new RegExp(`<link rel="icon" href="${svgFaviconHref}"[^>]*>`);
  const favicon = `<link rel="icon" href="${svgDataUri(read(svgFaviconHref))}" type="image/svg+xml"/>`;
  return (html) => css(html).replace(svgLink, () => favicon);
}
