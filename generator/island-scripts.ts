/**
 * The script tags of one page, for exactly the islands it used (ARCHITECTURE.md, "JavaScript only in islands"). A page
 * without islands gets none. Islands that load with the page get a module script each; islands that wait for the
 * visitor share one small inline module that imports their entries on the first interaction.
 */
import type { IslandDef } from "../templates/islands/define.ts";
import { islandAttribute } from "../templates/islands/define.ts";
import type { IslandAssets } from "./client.ts";
import { escapeHtml } from "./escape-html.ts";

/** The loader's import of an entry named at run time; the dev server marks it for Vite (devLoader). */
const loaderImport = "import(src)";

/**
 * The page's inline loader as the dev server sends it: Vite transforms a page's inline module there, and would warn
 * on every page that it cannot analyze an import() whose address is known only at run time. The comment tells it the
 * import is meant so. Built pages go without: every byte of the loader is on every page.
 */
export const devLoader = (html: string): string => html.replaceAll(loaderImport, "import(/* @vite-ignore */ src)");

/**
 * The inline loader for "interaction" islands. It imports their entries on the first key press, tap, click or
 * focus change anywhere, on the pointer moving over an island, or, once the visitor scrolls, when an island
 * comes within 200 px of the viewport. Nothing is fetched before that.
 * A visitor may leave while an island is still loading. The browser then aborts the import: that is no error of the
 * page's, so a failed import is not reported (the server HTML works without its island; the build checks that every
 * island's files exist). And any open popover (the header's drawer or menu) is closed as the page is hidden, as the
 * header's island would have done, so that Back does not bring it back open.
 */
export function interactionLoader(entries: string[], preloads: string[], selector: string): string {
  const data = JSON.stringify({ entries, preloads, selector }).replace(/</g, "\\u003c");
  // Short on purpose: it is on every page (the header's island), inside the 14 KiB the page must fit. Each listener
  // fires once; after the first, start() does nothing.
  return `const {entries,preloads,selector}=${data};
const markers=document.querySelectorAll(selector),once={capture:true,passive:true,once:true};let watcher,start=()=>{start=()=>{};watcher?.disconnect();
for(const href of preloads)document.head.append(Object.assign(document.createElement("link"),{rel:"modulepreload",href}));
for(const src of entries)${loaderImport}.catch(()=>{})};
addEventListener("pagehide",()=>{for(const p of document.querySelectorAll(":popover-open"))p.hidePopover()});
for(const e of["pointerdown","keydown","touchstart","focusin"])addEventListener(e,()=>start(),once);
for(const m of markers)m.addEventListener("pointerover",()=>start(),once);
addEventListener("scroll",()=>{watcher=new IntersectionObserver(es=>es.some(e=>e.isIntersecting)&&start(),{rootMargin:"200px"});for(const m of markers)watcher.observe(m)},once);`;
}

/** What an inline loader written by interactionLoader() imports, and which markers it watches; undefined for other text. */
export function readInteractionLoader(text: string): { entries: string[]; preloads: string[]; islands: string[] } | undefined {
  const json = /const \{entries,preloads,selector\}=(\{.*?\});$/m.exec(text)?.[1];
  if (!json) return undefined;
  const data = JSON.parse(json) as { entries: string[]; preloads: string[]; selector: string };
  const islands = [...data.selector.matchAll(new RegExp(`\\[${islandAttribute}="([^"]+)"\\]`, "g"))].map((m) => m[1]!);
  return { entries: data.entries, preloads: data.preloads, islands };
}

/** The HTML to put at the end of <body> for the islands a page used ("" when none). */
export function islandScripts(used: Iterable<IslandDef<never>>, assets: IslandAssets): string {
  const list = [...used].sort((a, b) => a.name.localeCompare(b.name));
  if (list.length === 0) return "";
  const asset = (name: string) => {
    const found = assets[name];
    if (!found) throw new Error(`The client build has no files for the island "${name}".`);
    return found;
  };
  const onLoad = list.filter((i) => i.hydrate === "load").map((i) => asset(i.name));
  const later = list.filter((i) => i.hydrate === "interaction");
  const preloads = [...new Set(onLoad.flatMap((a) => a.imports))];
  const tags = [
    ...preloads.map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}"/>`),
    ...onLoad.map((a) => `<script type="module" src="${escapeHtml(a.entry)}"></script>`),
  ];
  if (later.length > 0) {
    const laterAssets = later.map((i) => asset(i.name));
    const laterPreloads = [...new Set(laterAssets.flatMap((a) => a.imports))].filter((h) => !preloads.includes(h));
    const selector = later.map((i) => `[${islandAttribute}="${i.name}"]`).join(",");
    tags.push(
      `<script type="module">${interactionLoader(
        laterAssets.map((a) => a.entry),
        laterPreloads,
        selector,
      )}</script>`,
    );
  }
  return tags.join("");
}
