/**
 * How the HTML sitemap stays under the page-weight budget as the site grows (#17): it lists its four groups of
 * links in full while each is short, and a group longer than `linksPerPart` gets pages of its own (its parts),
 * which the sitemap page links to instead. The route table adds the parts' routes; the sitemap template renders
 * both kinds of page. Parts are flat paths next to the sitemap (`/sitemap-cities-2`), not a folder under it:
 * `/sitemap` as both a file and a folder would be redirected to `/sitemap/` by some static hosts.
 */

import type { Loaded } from "../model/content.ts";
import type { Translate } from "../model/language.ts";
import type { FixedPage } from "../model/schemas/index.ts";
import type { NavLink, Route, RouteGroup } from "../model/site-context.ts";
import { partLink, partRange, type SitemapSection } from "../model/sitemap.ts";

/** The sitemap page's groups in the order it lists them (their headings and the words of their parts' paths are messages). */
export const sitemapGroups: readonly { group: RouteGroup }[] = [{ group: "main" }, { group: "bonds" }, { group: "counties" }, { group: "cities" }];

/**
 * How much one page of the sitemap lists: the sitemap page all told, and each part. Characters are those of the
 * links' labels and paths, the part of a link that compresses least. The limits keep every page of the sitemap well
 * under the HTML budget (checks/budgets.ts), even with labels of the schema's longest: tests/pages/sitemap-page.test.tsx
 * proves it on a large made-up site, and `npm run bench` reports the sizes. The sitemap page itself lists every part
 * of every group, so these limits also bound how many parts, and so pages, the site can have.
 */
export const pageLimits = { links: 250, characters: 10_000 } as const;

const characters = (links: NavLink[]) => links.reduce((n, l) => n + l.label.length + l.path.length, 0);
const fits = (links: NavLink[]) => links.length <= pageLimits.links && characters(links) <= pageLimits.characters;

/**
 * The sitemap's groups as the sitemap page lists them. While its links do not fit on one page, the group with the
 * most text is split into parts that each fit, and the page links the parts instead.
 */
export function sitemapSections(sitemapPath: string, groups: Record<RouteGroup, NavLink[]>, t: Translate): SitemapSection[] {
  const sections: (SitemapSection & { group: RouteGroup })[] = sitemapGroups.map(({ group }) => ({
    group,
    title: t(`sitemap.group.${group}`),
    links: groups[group],
    parts: [],
  }));
  const listed = () => sections.flatMap((s) => (s.parts.length > 0 ? s.parts.map(partLink) : s.links));
  while (!fits(listed())) {
    const whole = sections.filter((s) => s.parts.length === 0 && s.links.length > 0);
    if (whole.length === 0) break; // every group is in parts already; the budget check reports the page
    const heaviest = whole.reduce((a, b) => (characters(b.links) > characters(a.links) ? b : a));
    const slug = t(`sitemap.slug.${heaviest.group}`); // the word of the part's address, in the page's language
    heaviest.parts = chunk(heaviest.links).map((links, i, all) => ({ path: `${sitemapPath}-${slug}-${i + 1}`, number: i + 1, of: all.length, links }));
  }
  return sections;
}

/** `links` cut in order into runs that each fit on a page. */
function chunk(links: NavLink[]): NavLink[][] {
  const runs: NavLink[][] = [];
  let run: NavLink[] = [];
  let size = 0;
  for (const link of links) {
    const cost = link.label.length + link.path.length;
    if (run.length === pageLimits.links || (run.length > 0 && size + cost > pageLimits.characters)) {
      runs.push(run);
      run = [];
      size = 0;
    }
    run.push(link);
    size += cost;
  }
  if (run.length > 0) runs.push(run);
  return runs;
}

/** Whether a route is one of the sitemap's parts rather than a page made from its own content file. */
export function isSitemapPart(route: Route, sitemapPath: string): boolean {
  return route.template === "sitemap" && route.path !== sitemapPath;
}

/**
 * The routes of the sitemap's parts, made from the sitemap page's content file; none while every group fits on the
 * sitemap page. `routes` is the route table without them.
 */
export function sitemapPartRoutes(routes: Route[], t: Translate): Route[] {
  const sitemap = routes.find((r) => r.template === "sitemap");
  if (sitemap?.group !== "main") return [];
  const groups = Object.fromEntries(
    sitemapGroups.map(({ group }) => [group, routes.filter((r) => r.group === group).map((r) => ({ path: r.path, label: r.page.label }))]),
  ) as Record<RouteGroup, NavLink[]>;
  return sitemapSections(sitemap.path, groups, t).flatMap((section) =>
    section.parts.map((part) => {
      const vars = { group: section.title, number: part.number, of: part.of };
      const name = t("sitemap.partName", vars);
      const page: Loaded<FixedPage> = {
        ...sitemap.page,
        path: part.path,
        label: t("sitemap.partLabel", vars),
        title: `${sitemap.page.label}: ${name}`,
        heading: name,
        description: t("sitemap.partDescription", { ...vars, group: section.title.toLowerCase(), range: partRange(part) }),
      };
      const pair = `${section.group} ${part.number}`;
      return { path: part.path, lang: sitemap.lang, alternates: {}, part: pair, group: "main", template: "sitemap", page } as const;
    }),
  );
}
