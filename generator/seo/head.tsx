/** The <head> of every page: title, description, keywords, canonical, social previews, stylesheet and JSON-LD. */

import { themeColor } from "./icons.ts";
import { serializeJsonLd } from "./json-ld.ts";

/** What the head says about one page. `canonical` is absent on pages that must not be indexed (404). */
export interface HeadData {
  /** The page's language, for <html lang>: its hreflang (content/data/languages.yaml), like en or es. */
  lang: string;
  title: string;
  description: string;
  keywords?: string[];
  canonical?: string;
  siteName: string;
  stylesheet: string;
  /** The web app manifest of the page's language (seo/icons.ts manifestPath). */
  manifest: string;
  jsonLd?: unknown;
  noindex?: boolean;
  /** og:locale of the page, like en_US, and of its other languages (og:locale:alternate). */
  ogLocale: string;
  ogLocaleAlternates?: string[];
  /** The same page in each language, with x-default (seo/sitemap-xml.ts hreflangLinks), as absolute URLs. */
  hreflang?: { hreflang: string; href: string }[];
}

/** The SVG favicon's file; the build puts it into each page as a data: URI (seo/inline-page.ts). */
export const svgFaviconHref = "/favicon.svg";

/** The document head. */
export function Head({ head }: { head: HeadData }) {
  return (
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{head.title}</title>
      <meta name="description" content={head.description} />
      {head.keywords && <meta name="keywords" content={head.keywords.join(", ")} />}
      {head.noindex && <meta name="robots" content="noindex" />}
      {head.canonical && <link rel="canonical" href={head.canonical} />}
      {head.hreflang?.map((l) => (
        <link key={l.hreflang} rel="alternate" hrefLang={l.hreflang} href={l.href} />
      ))}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={head.siteName} />
      <meta property="og:locale" content={head.ogLocale} />
      {head.ogLocaleAlternates?.map((l) => (
        <meta key={l} property="og:locale:alternate" content={l} />
      ))}
      <meta property="og:title" content={head.title} />
      <meta property="og:description" content={head.description} />
      {head.canonical && <meta property="og:url" content={head.canonical} />}
      <meta name="twitter:card" content="summary" />
      <meta name="twitter:title" content={head.title} />
      <meta name="twitter:description" content={head.description} />
      <meta name="theme-color" content={themeColor} />
      <link rel="icon" href="/favicon.ico" sizes="32x32" />
      {/* For Google Search, which wants a crawlable icon of a multiple of 48 px; browsers take the SVG. */}
      <link rel="icon" href="/icons/icon-192.png" sizes="192x192" type="image/png" />
      <link rel="icon" href={svgFaviconHref} type="image/svg+xml" />
      <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
      {/* With credentials, the manifest's request can share the page's HTTP/2 connection instead of opening one. */}
      <link rel="manifest" href={head.manifest} crossOrigin="use-credentials" />
      <link rel="stylesheet" href={head.stylesheet} />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD is our own data, serialized so that < cannot close the script */}
      {head.jsonLd !== undefined && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(head.jsonLd) }} />}
    </head>
  );
}

/** The absolute URL of a path: `https://www.example.com` + `/apply`; the home page keeps its slash. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return `${siteUrl.replace(/\/$/, "")}${path}`;
}
