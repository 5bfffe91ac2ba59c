/** One route → one HTML document: the page template inside <html>, with the head and JSON-LD from seo/. */
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import type { Lang, Locale, Translate } from "../model/language.ts";
import type { Route, SiteContext } from "../model/site-context.ts";
import { templates as defaultTemplates, type Template } from "../pages/registry.ts";
import { ChromeSlots } from "../templates/chrome-slot.ts";
import type { IslandDef } from "../templates/islands/define.ts";
import { IslandsUsed } from "../templates/islands/island.tsx";
import { PageSite } from "../templates/words.tsx";
import type { SharedPart } from "./checks/html.ts";
import { fillChrome } from "./chrome-cache.tsx";
import type { IslandAssets } from "./client.ts";
import type { Content } from "./content/load.ts";
import { GeneratorBug } from "./content/problem.ts";
import { notFoundFileOf } from "./hosting/not-found.ts";
import { islandScripts } from "./island-scripts.ts";
import { languagesOf } from "./routes.ts";
import { absoluteUrl, Head, type HeadData } from "./seo/head.tsx";
import { manifestPath } from "./seo/icons.ts";
import type { PageInliner } from "./seo/inline-page.ts";
import { type BusinessWords, pageJsonLd } from "./seo/json-ld.ts";
import { hreflangLinks } from "./seo/sitemap-xml.ts";

/**
 * A rendered page: its HTML, the islands it used (whose declarations say when each may load) and the parts of it
 * other pages share (the cached header and footer), which html-validate checks once.
 */
export interface RenderedPage {
  html: string;
  islands: IslandDef<never>[];
  shared?: SharedPart[];
}

/**
 * The build's own files a page is rendered with: the stylesheet's URL, the islands' client files and, in a build, the
 * inliner that puts the page's CSS and SVG favicon into it (seo/inline-page.ts; the dev server has none, Vite serves them).
 */
export interface PageAssets {
  stylesheet: string;
  islands: IslandAssets;
  inline?: PageInliner;
}

/**
 * Renders a template to a full document; an exception is a generator bug naming the route and template.
 * With `cached`, the header and footer come from the cache in chrome-cache.tsx (same bytes, rendered once).
 * The scripts of the islands the page used go at the end of <body>.
 */
export function renderDocument(
  template: Template,
  props: object,
  head: HeadData,
  path: string,
  ctx: SiteContext,
  assets: PageAssets,
  cached = true,
): RenderedPage {
  try {
    const used = new Set<IslandDef<never>>();
    const html = renderToString(documentTree(template, props, head, used, cached));
    const { html: page, shared } = cached ? fillChrome(html, ctx, path, used) : { html, shared: undefined };
    const scripts = islandScripts(used, assets.islands);
    const doc = `<!DOCTYPE html>${scripts ? page.replace("</body>", `${scripts}</body>`) : page}\n`;
    // Its CSS and favicon inline (seo/inline-page.ts).
    return { html: assets.inline ? assets.inline(doc) : doc, islands: [...used], ...(shared ? { shared } : {}) };
  } catch (error) {
    throw new GeneratorBug(`Could not render ${path} with ${template.file}.`, { cause: error });
  }
}

/** The React tree of a whole document, as renderDocument renders it (the bench renders it bare, to compare). */
export function documentTree(template: Template, props: object, head: HeadData, used: Set<IslandDef<never>>, cached: boolean) {
  return (
    <ChromeSlots value={cached}>
      <IslandsUsed value={used}>
        <html lang={head.lang}>
          <Head head={head} />
          <body className="bg-background font-sans text-foreground antialiased">
            {/* The page's words for everything on it, islands placed beside the Layout included. */}
            <PageSite value={(props as { ctx?: SiteContext }).ctx ?? null}>{createElement(template.component, props as never)}</PageSite>
          </body>
        </html>
      </IslandsUsed>
    </ChromeSlots>
  );
}

/** The head of one route's page, in its language, with the same page's other languages. */
export function routeHead(route: Route, content: Content, ctx: SiteContext, stylesheet: string): HeadData {
  const url = absoluteUrl(content.site.url, route.path);
  const locale = localeOf(content, route.lang);
  const others = content.locales.filter((l) => l.code !== route.lang && route.alternates[l.code] !== undefined);
  return {
    lang: locale.hreflang,
    title: route.page.title,
    description: route.page.description,
    keywords: route.page.keywords,
    canonical: url,
    siteName: content.site.name,
    stylesheet,
    manifest: manifestPath(locale),
    ogLocale: locale.ogLocale,
    ogLocaleAlternates: others.map((l) => l.ogLocale),
    hreflang: hreflangLinks(route.alternates, content.locales).map((l) => ({ hreflang: l.hreflang, href: absoluteUrl(content.site.url, l.path) })),
    jsonLd: pageJsonLd(
      ctx.site,
      ctx.counties.map((c) => c.page),
      {
        isHome: route.template === "home",
        aboutBusiness: isAboutBusiness(route),
        url,
        title: route.page.title,
        lang: locale.hreflang,
        // The site is written in the languages its agents speak: their codes, not site.yaml's names.
        languages: content.locales.map((l) => l.hreflang),
        words: businessWords(ctx.t),
      },
    ),
  };
}

/** The business data's free text in the page's language. */
const businessWords = (t: Translate): BusinessWords => ({
  contactType: t("businessData.contactType"),
  credential: t("businessData.credential"),
  regulator: t("businessData.regulator"),
  state: t("businessData.state"),
});

/** The English files of the pages about the business itself; their translations are too. */
const businessPages = new Set(["pages/home.md", "pages/about.md", "pages/contact.md", "pages/testimonials.md"]);

/** Whether a route's page is about the business (home, about, contact, reviews), not about bail or a place. */
export const isAboutBusiness = (route: Route): boolean => businessPages.has(route.page.file.split("/").slice(-2).join("/"));

/** How the pages of `lang` are called (content/data/languages.yaml). */
const localeOf = (content: Content, lang: Lang): Locale => {
  const found = content.locales.find((l) => l.code === lang);
  if (!found) throw new GeneratorBug(`content/data/languages.yaml has no language ${lang}.`);
  return found;
};

/** One route's page; `cached: false` renders the header and footer in place (tests compare both ways). */
export function routePage(
  route: Route,
  content: Content,
  ctx: SiteContext,
  assets: PageAssets,
  templates = defaultTemplates,
  cached = true,
): RenderedPage {
  const head = routeHead(route, content, ctx, assets.stylesheet);
  return renderDocument(templates[route.template], { page: route.page, ctx }, head, route.path, ctx, assets, cached);
}

/** The HTML of one route. */
export function renderRoute(route: Route, content: Content, ctx: SiteContext, assets: PageAssets, templates = defaultTemplates, cached = true): string {
  return routePage(route, content, ctx, assets, templates, cached).html;
}

/** The HTML of a not-found page: 404.html, or with `lang` a language's own (es/404.html). */
export function renderNotFound(
  content: Content,
  contexts: Record<Lang, SiteContext>,
  assets: PageAssets,
  templates = defaultTemplates,
  lang: Lang = content.locales[0]!.code,
): string {
  return notFoundPage(content, contexts, assets, templates, lang).html;
}

/**
 * A not-found page. It is served at any address, so it has no canonical URL and is not indexed. The root one
 * (404.html, the default language's) speaks every language: the default frame, and each language's message with its
 * own way home, because some hosts (S3) take one error document for every address. Another language's own
 * (es/404.html, served for unknown addresses under /es) is that language's frame and message only; it has no twin
 * page, so its language switch leads to the other languages' homes.
 */
export function notFoundPage(
  content: Content,
  contexts: Record<Lang, SiteContext>,
  assets: PageAssets,
  templates = defaultTemplates,
  lang: Lang = content.locales[0]!.code,
): RenderedPage {
  const set = content.langs[lang];
  const own = contexts[lang];
  if (!set || !own) throw new GeneratorBug(`There is no ${lang} content to make its not-found page from.`);
  const locale = localeOf(content, lang);
  const root = locale.prefix === "";
  const path = `/${notFoundFileOf(locale.prefix).replace(/\.html$/, "")}`;
  const homes = Object.fromEntries(
    content.locales.flatMap(({ code }) => {
      const home = contexts[code]?.paths.home;
      return home === undefined ? [] : [[code, code === lang ? path : home]];
    }),
  );
  // The switch of a language's own page leads to the other languages' homes; the root page keeps one frame, no switch.
  const ctx = root ? own : { ...own, alternates: { ...own.alternates, [path]: homes } };
  const page = set.notFound;
  const head: HeadData = {
    lang: locale.hreflang,
    title: page.title,
    description: page.description,
    siteName: content.site.name,
    stylesheet: assets.stylesheet,
    manifest: manifestPath(locale),
    noindex: true,
    ogLocale: locale.ogLocale,
  };
  const versions = root
    ? languagesOf(content).flatMap((s) => {
        const c = contexts[s.lang];
        return c ? [{ page: s.notFound, ctx: c }] : [];
      })
    : [{ page, ctx }];
  return renderDocument(templates["not-found"], { page: { ...page, path }, ctx, versions }, head, path, ctx, assets);
}
