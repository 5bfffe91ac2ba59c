/**
 * The header and footer are the same on most pages, and together they are most of each page's rendering time.
 * While the build renders pages, Layout leaves a marker where each goes (see templates/chrome-slot.ts), and
 * renderDocument fills it with HTML rendered once: the footer once per site, the header once per navigation
 * state (the page it marks as current, if the page is in the header at all). The bytes are the same as rendering
 * them in place; tests/generator/chrome-cache.test.ts compares every page both ways.
 */
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { chromeMarkers } from "../templates/chrome-slot.ts";
import { Footer } from "../templates/footer.tsx";
import { Header, otherLanguage } from "../templates/header.tsx";
import { escapeHtml } from "./escape-html.ts";
import type { SiteContext } from "./site-context.ts";

const switchStandIn = "/__language-switch__";

const caches = new WeakMap<SiteContext, { footer?: string; headers: Map<string, string>; navPaths: Set<string> }>();

function cacheFor(ctx: SiteContext) {
  let cache = caches.get(ctx);
  if (!cache) {
    const navPaths = new Set([...ctx.header.flatMap((i) => (i.kind === "link" ? [i.path] : [])), ...ctx.counties.map((c) => c.path)]);
    cache = { headers: new Map(), navPaths };
    caches.set(ctx, cache);
  }
  return cache;
}

/** `html` with the header and footer markers replaced by their (cached) HTML for the page at `path`. */
export function fillChrome(html: string, ctx: SiteContext, path: string): string {
  const cache = cacheFor(ctx);
  // A page the header does not link to renders the same header as any other such page.
  // The language switch's address differs on every page: the header is rendered with a stand-in, filled in here.
  const other = otherLanguage(ctx, path);
  const navKey = cache.navPaths.has(path) ? path : "";
  const key = `${navKey} ${other?.lang ?? ""}`;
  let header = cache.headers.get(key);
  if (header === undefined) {
    // The stand-in page has this page's alternates, so the header finds the same other language.
    const standIn = other ? { ...ctx, alternates: { ...ctx.alternates, [navKey]: { [ctx.lang]: navKey, [other.lang]: switchStandIn } } } : ctx;
    header = renderToString(createElement(Header, { ctx: standIn, path: navKey, switchTo: other ? switchStandIn : undefined }));
    cache.headers.set(key, header);
  }
  const filled = other ? header.replace(switchStandIn, escapeHtml(other.path)) : header;
  cache.footer ??= renderToString(createElement(Footer, { ctx }));
  return html.replace(chromeMarkers.header, () => filled).replace(chromeMarkers.footer, () => cache.footer!);
}
