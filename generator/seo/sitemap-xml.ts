/** sitemap.xml (every canonical URL, nothing else) and robots.txt (which names it). */

import type { Lang, Locale } from "../../model/language.ts";
import { escapeHtml } from "../escape-html.ts";
import { absoluteUrl } from "./head.tsx";

/** One page of the sitemap: its path and, when it exists in more than one language, each language's path. */
export interface SitemapEntry {
  path: string;
  alternates?: Partial<Record<Lang, string>>;
}

/**
 * The XML sitemap of the given pages, in the given order; `lastmod` (path → date) where a date is known. A page in
 * several languages lists each (in `locales`' order), and the English as x-default, as `xhtml:link` alternates (the
 * same pairs as hreflang).
 */
export function sitemapXml(
  siteUrl: string,
  pages: (string | SitemapEntry)[],
  lastmod: Map<string, string> = new Map(),
  locales: readonly Pick<Locale, "code" | "hreflang">[] = [],
): string {
  const urls = pages
    .map((entry) => {
      const { path: p, alternates = {} } = typeof entry === "string" ? { path: entry } : entry;
      const date = lastmod.get(p);
      const links = hreflangLinks(alternates, locales)
        .map((l) => `<xhtml:link rel="alternate" hreflang="${l.hreflang}" href="${escapeHtml(absoluteUrl(siteUrl, l.path))}"/>`)
        .join("");
      return `  <url><loc>${escapeHtml(absoluteUrl(siteUrl, p))}</loc>${date ? `<lastmod>${escapeHtml(date)}</lastmod>` : ""}${links}</url>`;
    })
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
}

/**
 * The hreflang pairs of a page in more than one language (none for a page in one): each language in `locales`' order,
 * then x-default (the default language's, English, the first of `locales`).
 */
export function hreflangLinks(
  alternates: Partial<Record<Lang, string>>,
  locales: readonly Pick<Locale, "code" | "hreflang">[],
): { hreflang: string; path: string }[] {
  const present = locales.filter((l) => alternates[l.code] !== undefined);
  if (present.length < 2) return [];
  const links = present.map((l) => ({ hreflang: l.hreflang, path: alternates[l.code]! }));
  const fallback = locales[0] && alternates[locales[0].code];
  return fallback ? [...links, { hreflang: "x-default", path: fallback }] : links;
}

/** robots.txt allowing everything and naming the sitemap. */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(siteUrl, "/sitemap.xml")}\n`;
}
