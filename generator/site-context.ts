/**
 * What every page template receives besides its own content: the site constants and the links of the header,
 * footer and sitemap page, all taken from the route table so that no template types a path.
 */

import type { SitemapSection } from "../model/sitemap.ts";
import type { Content, LawDate, Loaded, ShownLaw } from "./content/load.ts";
import { type Lang, type SiteTranslation, type Translate, translator } from "./content/messages.ts";
import type { Problem } from "./content/problem.ts";
import type { RichSection } from "./content/rich-fields.ts";
import type { CityData, CountyData, CountyPage, Glossary, Reviews, Site } from "./content/schemas.ts";
import type { Route, RouteGroup } from "./routes.ts";
import { isSitemapPart, sitemapSections } from "./sitemap-parts.ts";

/** A link to one page. */
export interface NavLink {
  path: string;
  label: string;
}

/** The shared data of every page of one language. */
export interface SiteContext {
  /** The language of the pages this context renders. */
  lang: Lang;
  /** The templates' words in that language (content/messages/<lang>.yaml). */
  t: Translate;
  /** Every page's path in each language it exists in, by its path (the language switch, hreflang). */
  alternates: Record<string, Partial<Record<Lang, string>>>;
  /** A short text of a data file (a phone's label, a courthouse's hours) in the page's language (messages `phrases`). */
  phrase: (english: string) => string;
  /** The bail terms in English and Spanish (content/data/glossary.yaml). */
  glossary: Glossary;
  site: Site;
  header: (({ kind: "link" } & NavLink) | { kind: "counties"; label: string })[];
  /** Every county page in menu order, with its file name (like wake-county) and its data file, if it has one. */
  counties: (NavLink & { page: Loaded<CountyPage>; slug: string; data?: CountyData })[];
  /** content/data/cities/*.yaml by city file name (like raleigh-nc-bail-bonds). */
  cityData: Record<string, CityData>;
  services: NavLink[];
  quickLinks: NavLink[];
  groups: Record<RouteGroup, NavLink[]>;
  /** The HTML sitemap's groups, long ones cut into parts of their own (sitemap-parts.ts). */
  sitemap: SitemapSection[];
  /** The short name of every page, by path (links written as paths in content show it). */
  labels: Record<string, string>;
  /** Client reviews (content/data/reviews.yaml). */
  reviews: Reviews;
  /** The statutes and rules the site cites, with their sources (content/data/law.yaml). */
  law: ShownLaw;
  /** What the law page's date means and the date (load.ts LawDate); absent outside git until a re-reading is recorded. */
  lawDate?: LawDate;
  /** The year of the content's last commit (the footer's copyright year); undefined outside a git checkout. */
  year?: number;
  /** Paths of the pages that templates link to by role. */
  paths: { home: string; apply: string; contact: string; sitemap: string; jailLocations?: string; inmateSearch?: string };
}

/** Builds the context; a role page that is missing (no apply page, say) is a content problem. */
export function buildSiteContext(content: Content, allRoutes: Route[], lang: Lang = "en"): { context?: SiteContext; problems: Problem[] } {
  const set = lang === "en" ? content : content.es;
  if (!set) return { problems: [{ file: "content/es", line: 1, column: 1, field: "", message: "There are no Spanish pages (content/es/)." }] };
  const routes = allRoutes.filter((r) => r.lang === lang);
  const t = translator(set.messages, set.values);
  const byPath = new Map(routes.map((r) => [r.path, r]));
  const link = (path: string, label?: string): NavLink => ({ path, label: label ?? byPath.get(path)!.page.label });
  const problems: Problem[] = [];
  const roleOf = (template: Route["template"]) => {
    const found = routes.find((r) => r.template === template);
    if (!found)
      problems.push({
        file: lang === "en" ? "content/pages" : `content/${lang}/pages`,
        line: 1,
        column: 1,
        field: "",
        message: `No page uses the template "${template}". Restore that page's file from git.`,
      });
    return found?.path ?? "/";
  };
  const optionalRole = (template: Route["template"]) => routes.find((r) => r.template === template)?.path;
  const paths = {
    home: roleOf("home"),
    apply: roleOf("apply"),
    contact: roleOf("contact"),
    sitemap: roleOf("sitemap"),
    jailLocations: optionalRole("jail-locations"),
    inmateSearch: optionalRole("inmate-search"),
  };
  for (const r of routes)
    for (const [i, s] of ((r.page as { sections?: RichSection[] }).sections ?? []).entries())
      if (s.kind === "reviews" && s.more && !content.site.socials.some((n) => n.network === s.more!.network))
        problems.push({
          file: r.page.file,
          ...r.page.source.at(["sections", i, "more", "network"]),
          field: `sections.${i}.more.network`,
          message: "No social profile in content/site.yaml has this network name.",
          expected: content.site.socials.map((n) => n.network).join(", "),
          got: s.more.network,
        });
  if (problems.length > 0) return { problems };
  // The sitemap's parts are not in its groups: the sitemap page links them where their group's links would be.
  const group = (g: RouteGroup) => routes.filter((r) => r.group === g && !isSitemapPart(r, paths.sitemap)).map((r) => link(r.path));
  const groups = { main: group("main"), bonds: group("bonds"), counties: group("counties"), cities: group("cities") };
  return {
    problems,
    context: {
      lang,
      t,
      alternates: Object.fromEntries(routes.map((r) => [r.path, r.alternates])),
      phrase: (english) => set.messages.phrases?.get(english) ?? english,
      glossary: content.glossary,
      site: localSite(content.site, set.messages.site),
      header: set.navigation.header.map((item) =>
        "counties" in item ? { kind: "counties", label: item.counties } : { kind: "link", ...link(item.path, item.label) },
      ),
      counties: set.counties.map((page) => {
        const slug = countySlug(page.file);
        return { path: page.path, label: page.label, page, slug, data: content.countyData[slug] };
      }),
      cityData: content.cityData,
      services: set.navigation.footerServices.map((p) => link(p)),
      quickLinks: set.navigation.footerQuickLinks.map((p) => link(p)),
      groups,
      sitemap: sitemapSections(paths.sitemap, groups, t),
      labels: Object.fromEntries(routes.map((r) => [r.path, r.page.label])),
      reviews: reviewsShownIn(content.reviews, lang),
      law: set.law,
      ...(set.lawDate ? { lawDate: set.lawDate } : {}),
      ...(content.year === undefined ? {} : { year: content.year }),
      paths,
    },
  };
}

/** site.yaml with its sentences in the page's language (content/messages/es.yaml `site:`); figures are the same. */
function localSite(site: Site, translated: SiteTranslation | undefined): Site {
  if (!translated) return site;
  return {
    ...site,
    description: translated.description,
    hours: { ...site.hours, label: translated.hoursLabel },
    cosignerRule: translated.cosignerRule,
    languages: translated.languages,
    offeredServices: translated.offeredServices,
  };
}

/** `content/counties/wake-county.md` → `wake-county`: the name data files, `nearby:` and directory anchors use. */
export function countySlug(file: string): string {
  return file.replace(/^.*\/|\.md$/g, "");
}

/**
 * The reviews the pages of `lang` show (L4): a real review in every language, as written; a sample, which is our own
 * text, only in the language it is written in, so Spanish pages show Spanish samples and English pages English ones.
 */
export function reviewsShownIn(reviews: Reviews, lang: Lang): Reviews {
  return reviews.filter((r) => !r.sample || (r.lang ?? "en") === lang);
}
