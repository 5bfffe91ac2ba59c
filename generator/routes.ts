/**
 * The route table: the one list of every path of the site, each with its content file and its page template
 * (ARCHITECTURE.md decision 2). Header, footer, sitemap page, sitemap.xml and the link checks all read it.
 */
import type { Content, Loaded } from "./content/load.ts";
import type { Problem } from "./content/problem.ts";
import type { BondPage, CityPage, CountyPage, FixedPage } from "./content/schemas.ts";
import { sitemapPartRoutes } from "./sitemap-parts.ts";

/** Which group a page belongs to on the sitemap page. */
export type RouteGroup = "main" | "bonds" | "counties" | "cities";

/** The page templates in pages/, by name. */
export type TemplateName = FixedPage["template"] | "county" | "city" | "bond";

/** One page of the site. */
export type Route =
  | { path: string; group: "main"; template: FixedPage["template"]; page: Loaded<FixedPage> }
  | { path: string; group: "bonds"; template: "bond"; page: Loaded<BondPage> }
  | { path: string; group: "counties"; template: "county"; page: Loaded<CountyPage> }
  | { path: string; group: "cities"; template: "city"; page: Loaded<CityPage> };

/** Every route, in a stable order: home, the other fixed pages, bond pages, counties by `order`, cities, sitemap parts. */
export function buildRoutes(content: Content): { routes: Route[]; problems: Problem[] } {
  const home = content.pages.filter((p) => p.path === "/");
  const routes: Route[] = [
    ...[...home, ...content.pages.filter((p) => p.path !== "/")].map(
      (page) => ({ path: page.path, group: "main", template: page.template, page }) as const,
    ),
    ...content.bonds.map((page) => ({ path: page.path, group: "bonds", template: "bond", page }) as const),
    ...content.counties.map((page) => ({ path: page.path, group: "counties", template: "county", page }) as const),
    ...content.cities.map((page) => ({ path: page.path, group: "cities", template: "city", page }) as const),
  ];
  routes.push(...sitemapPartRoutes(routes)); // a long sitemap group's own pages (sitemap-parts.ts)
  return { routes, problems: [...duplicatePaths(routes), ...checkReferences(content, routes)] };
}

function duplicatePaths(routes: Route[]): Problem[] {
  const byPath = new Map<string, Route[]>();
  for (const r of routes) byPath.set(r.path, [...(byPath.get(r.path) ?? []), r]);
  return [...byPath.values()]
    .filter((group) => group.length > 1)
    .flatMap((group) =>
      group.map((r) => ({
        file: r.page.file,
        ...r.page.source.at(["path"]),
        field: "path",
        message: `Two files claim the address ${r.path}: ${group.map((g) => g.page.file).join(" and ")}. Give each page its own path.`,
      })),
    );
}

/** Links in content, redirects and city → county references, checked against the route table. */
function checkReferences(content: Content, routes: Route[]): Problem[] {
  const paths = new Set(routes.map((r) => r.path));
  const problems: Problem[] = [];
  const redirectSources = new Map(content.redirects.map((r) => [r.from, r.to]));
  for (const link of content.links) {
    const target = link.href.split("#")[0]!.split("?")[0]!;
    if (!link.href.startsWith("/") || link.href.startsWith("//")) {
      if (!/^(https:|tel:|mailto:|#)/.test(link.href))
        problems.push({
          ...link,
          message: "Links to other websites must start with https:// (or tel: and mailto: for phone and email).",
          got: JSON.stringify(link.href),
        });
      continue;
    }
    if (redirectSources.has(target))
      problems.push({
        ...link,
        message: `${target} only redirects to ${redirectSources.get(target)}. Link to ${redirectSources.get(target)} directly.`,
      });
    else if (!paths.has(target))
      problems.push({
        ...link,
        message: `The link ${link.href} goes to no page of this site. Use the path of an existing page.`,
        expected: "a path listed on the sitemap page, like /contact",
        got: JSON.stringify(link.href),
      });
  }
  content.redirects.forEach((r, i) => {
    if (paths.has(r.from))
      problems.push({
        file: content.redirectsSource.file,
        ...content.redirectsSource.at([i, "from"]),
        field: `${i}.from`,
        message: `${r.from} is already the address of a page, so it cannot also redirect. Remove this redirect.`,
      });
  });
  const counties = new Set(content.counties.map((c) => c.file.replace(/^content\/counties\/|\.md$/g, "")));
  for (const city of content.cities)
    if (!counties.has(city.county))
      problems.push({
        file: city.file,
        ...city.source.at(["county"]),
        field: "county",
        message: `There is no county file content/counties/${city.county}.md.`,
        expected: [...counties].join(", "),
        got: JSON.stringify(city.county),
      });
  problems.push(...countyReferences(content, counties));
  return problems;
}

/** County file names written in front matter (`nearby:` on county pages) must name a county. */
function countyReferences(content: Content, counties: Set<string>): Problem[] {
  const problems: Problem[] = [];
  const check = (page: Loaded<unknown>, field: "nearby", names: string[] | undefined, needsData: boolean) =>
    names?.forEach((name, i) => {
      const at = { file: page.file, ...page.source.at([field, i]), field: `${field}.${i}`, got: JSON.stringify(name) };
      if (!counties.has(name))
        problems.push({ ...at, message: `There is no county file content/counties/${name}.md.`, expected: [...counties].join(", ") });
      else if (needsData && !content.countyData[name])
        problems.push({
          ...at,
          message: `The card is built from content/data/counties/${name}.yaml, which does not exist. Add it, or remove this county from the list.`,
        });
    });
  for (const county of content.counties) check(county, "nearby", county.nearby, false);
  return problems;
}
