/** One route → one HTML document: the page template inside <html>, with the head and JSON-LD from seo/. */
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { templates as defaultTemplates, type Template } from "../pages/registry.ts";
import { ChromeSlots } from "../templates/chrome-slot.ts";
import type { IslandDef } from "../templates/islands/define.ts";
import { IslandsUsed } from "../templates/islands/island.tsx";
import { fillChrome } from "./chrome-cache.tsx";
import type { Content } from "./content/load.ts";
import { GeneratorBug } from "./content/problem.ts";
import { islandScripts } from "./island-scripts.ts";
import type { Route } from "./routes.ts";
import { absoluteUrl, Head, type HeadData } from "./seo/head.tsx";
import { localBusiness } from "./seo/json-ld.ts";
import type { SiteContext } from "./site-context.ts";

/** A rendered page: its HTML and the islands it used (whose declarations say when each may load). */
export interface RenderedPage {
  html: string;
  islands: IslandDef<never>[];
}

/**
 * Renders a template to a full document; an exception is a generator bug naming the route and template.
 * With `cached`, the header and footer come from the cache in chrome-cache.tsx (same bytes, rendered once).
 * The scripts of the islands the page used go at the end of <body>.
 */
export function renderDocument(template: Template, props: object, head: HeadData, path: string, ctx: SiteContext, cached = true): RenderedPage {
  try {
    const used = new Set<IslandDef<never>>();
    const html = renderToString(documentTree(template, props, head, used, cached));
    const page = cached ? fillChrome(html, ctx, path) : html;
    const scripts = islandScripts(used, ctx.islands);
    const doc = `<!DOCTYPE html>${scripts ? page.replace("</body>", `${scripts}</body>`) : page}\n`;
    // Its CSS and favicon inline (seo/inline-page.ts).
    return { html: ctx.inlineAssets ? ctx.inlineAssets(doc) : doc, islands: [...used] };
  } catch (error) {
    throw new GeneratorBug(`Could not render ${path} with ${template.file}.`, { cause: error });
  }
}

/** The React tree of a whole document, as renderDocument renders it (the bench renders it bare, to compare). */
export function documentTree(template: Template, props: object, head: HeadData, used: Set<IslandDef<never>>, cached: boolean) {
  return (
    <ChromeSlots value={cached}>
      <IslandsUsed value={used}>
        <html lang="en">
          <Head head={head} />
          <body className="bg-background font-sans text-foreground antialiased">{createElement(template.component, props as never)}</body>
        </html>
      </IslandsUsed>
    </ChromeSlots>
  );
}

/** The head of one route's page. */
export function routeHead(route: Route, content: Content, ctx: SiteContext): HeadData {
  const url = absoluteUrl(content.site.url, route.path);
  return {
    title: route.page.title,
    description: route.page.description,
    keywords: route.page.keywords,
    canonical: url,
    siteName: content.site.name,
    stylesheet: ctx.stylesheet,
    jsonLd: localBusiness(content.site, content.counties, { isHome: route.template === "home", url }),
  };
}

/** One route's page; `cached: false` renders the header and footer in place (tests compare both ways). */
export function routePage(route: Route, content: Content, ctx: SiteContext, templates = defaultTemplates, cached = true): RenderedPage {
  return renderDocument(templates[route.template], { page: route.page, ctx }, routeHead(route, content, ctx), route.path, ctx, cached);
}

/** The HTML of one route. */
export function renderRoute(route: Route, content: Content, ctx: SiteContext, templates = defaultTemplates, cached = true): string {
  return routePage(route, content, ctx, templates, cached).html;
}

/** The HTML of 404.html. */
export function renderNotFound(content: Content, ctx: SiteContext, templates = defaultTemplates): string {
  return notFoundPage(content, ctx, templates).html;
}

/** 404.html's page. It is served at any address, so it has no canonical URL and is not indexed. */
export function notFoundPage(content: Content, ctx: SiteContext, templates = defaultTemplates): RenderedPage {
  const page = content.notFound;
  const head: HeadData = {
    title: page.title,
    description: page.description,
    siteName: content.site.name,
    stylesheet: ctx.stylesheet,
    noindex: true,
  };
  return renderDocument(templates["not-found"], { page: { ...page, path: "/404" }, ctx }, head, "/404", ctx);
}
