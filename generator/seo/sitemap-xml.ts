/** sitemap.xml (every canonical URL, nothing else) and robots.txt (which names it). */
import { escapeHtml } from "../escape-html.ts";
import { absoluteUrl } from "./head.tsx";

/** The XML sitemap of the given paths, in the given order; `lastmod` (path → date) where a date is known. */
export function sitemapXml(siteUrl: string, paths: string[], lastmod: Map<string, string> = new Map()): string {
  const urls = paths
    .map((p) => {
      const date = lastmod.get(p);
      return `  <url><loc>${escapeHtml(absoluteUrl(siteUrl, p))}</loc>${date ? `<lastmod>${escapeHtml(date)}</lastmod>` : ""}</url>`;
    })
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** robots.txt allowing everything and naming the sitemap. */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(siteUrl, "/sitemap.xml")}\n`;
}
