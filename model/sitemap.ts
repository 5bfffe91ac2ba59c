/** The HTML sitemap's long groups cut into parts (generator/sitemap-parts.ts cuts them; pages/sitemap-page.tsx shows them). */

/** A link to one page. */
export interface Link {
  path: string;
  label: string;
}

/** One page of a long group's links. */
export interface SitemapPart {
  path: string;
  number: number; // counting from 1
  of: number; // how many parts the group has
  links: Link[];
}

/** One group of the sitemap page: its links when they fit on it, else its parts (and `links` holds them all). */
export interface SitemapSection {
  group: string;
  title: string;
  links: Link[];
  parts: SitemapPart[]; // empty when the sitemap page lists the group itself
}

/** The sitemap page's link to a part, named after the first and last page it lists. */
export function partLink(part: SitemapPart): Link {
  return { path: part.path, label: partRange(part) };
}

/** "Raleigh to Wilson": the first and last page a part lists. */
export function partRange(part: SitemapPart): string {
  const first = part.links[0]!.label;
  const last = part.links.at(-1)!.label;
  return part.links.length === 1 ? first : `${first} – ${last}`;
}

/** The part of the sitemap at `path`, with its group's heading; undefined for the sitemap page itself. */
export function sitemapPartAt(sections: SitemapSection[], path: string): { section: SitemapSection; part: SitemapPart } | undefined {
  for (const section of sections) {
    const part = section.parts.find((p) => p.path === path);
    if (part) return { section, part };
  }
  return undefined;
}
