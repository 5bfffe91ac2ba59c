/**
 * The header and footer are the same on most pages, and together they are most of each page's rendering time.
 * While the build renders pages, Layout leaves a marker where each goes (see templates/chrome-slot.ts), and
 * renderDocument fills it with HTML rendered once: the footer once per site, the header once per navigation
 * state (the page it marks as current, if the page is in the header at all). The bytes are the same as rendering
 * them in place; tests/generator/chrome-cache.test.ts compares every page both ways.
 */
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import type { SiteContext } from "../model/site-context.ts";
import { chromeMarkers } from "../templates/chrome-slot.ts";
import { Footer } from "../templates/footer.tsx";
import { Header, otherLanguages } from "../templates/header.tsx";
import type { IslandDef } from "../templates/islands/define.ts";
import { IslandsUsed } from "../templates/islands/island.tsx";
import { PageSite } from "../templates/words.tsx";
import type { SharedPart } from "./checks/html.ts";
import { escapeHtml } from "./escape-html.ts";

const switchStandIn = (lang: string) => `/__language-switch-${lang}__`;

const caches = new WeakMap<SiteContext, { footer?: string; headers: Map<string, string>; islands: Set<IslandDef<never>>; navPaths: Set<string> }>();

function cacheFor(ctx: SiteContext) {
  let cache = caches.get(ctx);
  if (!cache) {
    const navPaths = new Set([...ctx.header.flatMap((i) => (i.kind === "link" ? [i.path] : [])), ...ctx.counties.map((c) => c.path)]);
    cache = { headers: new Map(), islands: new Set(), navPaths };
    caches.set(ctx, cache);
  }
  return cache;
}

/**
 * `html` with the header and footer markers replaced by their (cached) HTML for the page at `path`, and the two as
 * parts other pages share, which html-validate checks once (checks/html.ts). The header's key is its HTML before this
 * page's language-switch addresses are filled in. The islands the header uses are added to `used`.
 */
export function fillChrome(html: string, ctx: SiteContext, path: string, used: Set<IslandDef<never>>): { html: string; shared: SharedPart[] } {
  const cache = cacheFor(ctx);
  // A page the header does not link to renders the same header as any other such page.
  // The language switch's address differs on every page: the header is rendered with a stand-in, filled in here.
  const others = otherLanguages(ctx, path);
  const navKey = cache.navPaths.has(path) ? path : "";
  const key = `${navKey} ${others.map((o) => o.lang).join(" ")}`;
  let header = cache.headers.get(key);
  if (header === undefined) {
    // The stand-in page has this page's alternates, so the header finds the same other languages.
    const standIns = Object.fromEntries(others.map((o) => [o.lang, switchStandIn(o.lang)]));
    const standIn = others.length > 0 ? { ...ctx, alternates: { ...ctx.alternates, [navKey]: { [ctx.lang]: navKey, ...standIns } } } : ctx;
    const tree = createElement(Header, { ctx: standIn, path: navKey, switchTo: others.length > 0 ? standIns : undefined });
    // In the page's context, as Layout renders it: the header's islands are recorded, with the page's words.
    header = renderToString(createElement(IslandsUsed, { value: cache.islands }, createElement(PageSite, { value: ctx }, tree)));
    cache.headers.set(key, header);
  }
  for (const island of cache.islands) used.add(island);
  const filled = others.reduce((html, o) => html.replace(switchStandIn(o.lang), escapeHtml(o.path)), header);
  cache.footer ??= renderToString(createElement(Footer, { ctx }));
  const footer = cache.footer;
  return {
    html: html.replace(chromeMarkers.header, () => filled).replace(chromeMarkers.footer, () => footer),
    shared: [
      { key: header, text: filled },
      { key: footer, text: footer },
    ],
  };
}
