/**
 * The route table: the one list of every path of the site, each with its content file and its page template
 * (ARCHITECTURE.md, "One route table"). Header, footer, sitemap page, sitemap.xml and the link checks all read it.
 */

import type { LangContent, Loaded } from "../model/content.ts";
import { hasApplyForm } from "../model/form-text.ts";
import type { Lang, Locale } from "../model/language.ts";
import type { Route } from "../model/site-context.ts";
import type { Content } from "./content/load.ts";
import { translator } from "./content/messages.ts";
import type { Problem } from "./content/problem.ts";
import { sitemapPartRoutes } from "./sitemap-parts.ts";

/** The pages of each language, in content/data/languages.yaml's order: English (the default), then Spanish and any other. */
export const languagesOf = (content: Content): LangContent[] => content.locales.map((l) => content.langs[l.code]!);

/**
 * Every route, in a stable order: per language, home, the other fixed pages, bond pages, counties by `order`,
 * cities, sitemap parts. A translated page is paired with the English page of the same file (content/es/x ↔ content/x).
 */
export function buildRoutes(content: Content): { routes: Route[]; problems: Problem[] } {
  const routes = languagesOf(content).flatMap((set) => {
    const home = set.pages.filter((p) => p.template === "home");
    const base = (page: { path: string }) => ({ path: page.path, lang: set.lang, alternates: {} });
    const own: Route[] = [
      ...[...home, ...set.pages.filter((p) => p.template !== "home")].map(
        (page) => ({ ...base(page), group: "main", template: page.template, page }) as const,
      ),
      ...set.bonds.map((page) => ({ ...base(page), group: "bonds", template: "bond", page }) as const),
      ...set.counties.map((page) => ({ ...base(page), group: "counties", template: "county", page }) as const),
      ...set.cities.map((page) => ({ ...base(page), group: "cities", template: "city", page }) as const),
    ];
    own.push(...sitemapPartRoutes(own, translator(set.messages, set.values, hasApplyForm(content.site)))); // a long sitemap group's own pages (sitemap-parts.ts)
    return own;
  });
  pairLanguages(routes, content.locales);
  return {
    routes,
    problems: [
      ...duplicatePaths(routes),
      ...languagePaths(routes, content.locales),
      ...navigationLanguages(content, routes),
      ...checkReferences(content, routes),
    ],
  };
}

/** Fills each route's `alternates`: the routes made from the same file in each language (sitemap parts by group and number). */
function pairLanguages(routes: Route[], locales: Locale[]) {
  const folder = new RegExp(`^content/(?:${locales.map((l) => l.code).join("|")})/`);
  const key = (r: Route) => `${r.page.file.replace(folder, "content/")}#${r.part ?? ""}`;
  const byKey = new Map<string, Partial<Record<Lang, string>>>();
  for (const r of routes) {
    const k = key(r);
    const found = byKey.get(k) ?? {};
    found[r.lang] = r.path;
    byKey.set(k, found);
    r.alternates = found;
  }
}

/** The language of a path of this site: /es and below are Spanish, any path under no language's prefix English (the default). */
export const langOfPath = (locales: Locale[], p: string): Lang =>
  (locales.find((l) => l.prefix !== "" && (p === l.prefix || p.startsWith(`${l.prefix}/`))) ?? locales[0]!).code;

/** The language of a content file: content/es/… and content/messages/es.yaml are Spanish, the rest English (the default). */
export const langOfFile = (locales: Locale[], file: string): Lang =>
  (locales.find((l) => l.prefix !== "" && (file.startsWith(`content/${l.code}/`) || file === `content/messages/${l.code}.yaml`)) ?? locales[0]!).code;

/** A language's menus list its own pages: a Spanish menu that links an English page would leave the visitor's language. */
function navigationLanguages(content: Content, routes: Route[]): Problem[] {
  const langOf = new Map(routes.map((r) => [r.path, r.lang]));
  return languagesOf(content).flatMap((set) => {
    const { navigation: nav, navigationSource: source } = set;
    const listed: { path: string; at: (string | number)[] }[] = [
      ...nav.header.flatMap((item, i) => ("path" in item ? [{ path: item.path, at: ["header", i, "path"] }] : [])),
      ...nav.footerServices.map((p, i) => ({ path: p, at: ["footerServices", i] })),
      ...nav.footerQuickLinks.map((p, i) => ({ path: p, at: ["footerQuickLinks", i] })),
    ];
    return listed
      .filter(({ path }) => langOf.has(path) && langOf.get(path) !== set.lang)
      .map(({ path, at }) => ({
        file: source.file,
        ...source.at(at),
        field: at.join("."),
        message: `${path} is a page of ${content.locales.length === 2 ? "the other" : "another"} language. This menu lists the pages of its own language: write the ${languageName(content.locales, set.lang)} page's address.`,
        got: JSON.stringify(path),
      }));
  });
}

/** How a maintainer's message names a language: English and Spanish by name, another by its code. */
const languageName = (locales: Locale[], lang: Lang) =>
  lang === locales[0]!.code ? "English" : lang === "es" ? "Spanish" : `${locales.find((l) => l.code === lang)?.name ?? lang} (${lang})`;

/** A page's path says its language: English paths never start with /es/, Spanish ones always do (and so for every language's prefix). */
function languagePaths(routes: Route[], locales: Locale[]): Problem[] {
  return routes
    .filter((r) => r.lang !== langOfPath(locales, r.path))
    .map((r) => {
      const own = locales.find((l) => l.code === r.lang)!;
      const at = langOfPath(locales, r.path);
      const folder = locales.find((l) => l.code === at)!;
      return {
        file: r.page.file,
        ...r.page.source.at(["path"]),
        field: "path",
        message:
          own.prefix !== ""
            ? r.lang === "es"
              ? "A Spanish page's address is /es or starts with /es/, like /es/preguntas-frecuentes."
              : `A ${languageName(locales, r.lang)} page's address is ${own.prefix} or starts with ${own.prefix}/.`
            : `Only ${languageName(locales, at)} pages (in content/${folder.code}/) have addresses under ${folder.prefix}/.`,
        got: JSON.stringify(r.path),
      };
    });
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
  const byPath = new Map(routes.map((r) => [r.path, r]));
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
    else {
      // A page links within its own language where the other page has a version in it.
      const lang = langOfFile(content.locales, link.file);
      const own = byPath.get(target)!.alternates[lang];
      if (byPath.get(target)!.lang !== lang && own && !/^content\/([a-z]{2,3}\/)?data\//.test(link.file))
        problems.push({
          ...link,
          message: `${target} is a page of the other language. Link to this language's version of it: ${own}.`,
          expected: own,
          got: JSON.stringify(link.href),
        });
    }
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
  for (const set of languagesOf(content)) problems.push(...countyNames(content, set));
  return problems;
}

/** City → county references and `nearby:` lists name county files of the same language. */
function countyNames(content: Content, set: LangContent): Problem[] {
  const problems: Problem[] = [];
  const counties = new Set(set.counties.map((c) => c.file.replace(/^.*\/|\.md$/g, "")));
  for (const city of set.cities)
    if (!counties.has(city.county))
      problems.push({
        file: city.file,
        ...city.source.at(["county"]),
        field: "county",
        message: noCounty(content, set.lang, city.county),
        expected: [...counties].join(", "),
        got: JSON.stringify(city.county),
      });
  problems.push(...countyReferences(content, set, counties));
  return problems;
}

/** What a maintainer is told when a county name has no county page in this language. */
const noCounty = (content: Content, lang: Lang, name: string) =>
  lang === content.locales[0]!.code
    ? `There is no county file content/counties/${name}.md.`
    : `There is no ${languageName(content.locales, lang)} page of this county yet (content/${lang}/counties/${name}.md). Translate it first (npm run new -- translation ${name}${lang === "es" ? "" : ` --lang ${lang}`}), or leave the name out until then.`;

/** County file names written in front matter (`nearby:` on county pages) must name a county. */
function countyReferences(content: Content, set: LangContent, counties: Set<string>): Problem[] {
  const problems: Problem[] = [];
  const check = (page: Loaded<unknown>, field: "nearby", names: string[] | undefined, needsData: boolean) =>
    names?.forEach((name, i) => {
      // Found only for a problem: a page's source finds positions by parsing its YAML again (yaml-source.ts lazySource).
      const at = () => ({ file: page.file, ...page.source.at([field, i]), field: `${field}.${i}`, got: JSON.stringify(name) });
      if (!counties.has(name)) problems.push({ ...at(), message: noCounty(content, set.lang, name), expected: [...counties].join(", ") });
      else if (needsData && !content.countyData[name])
        problems.push({
          ...at(),
          message: `The card is built from content/data/counties/${name}.yaml, which does not exist. Add it, or remove this county from the list.`,
        });
    });
  for (const county of set.counties) check(county, "nearby", county.nearby, false);
  return problems;
}
