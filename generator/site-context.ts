/**
 * What every page template receives besides its own content: the site constants and the links of the header,
 * footer and sitemap page, all taken from the route table so that no template types a path.
 */

import type { RichSection } from "../model/content.ts";
import { formText, hasApplyForm } from "../model/form-text.ts";
import type { Lang } from "../model/language.ts";
import type { Reviews, Site, SiteTranslation } from "../model/schemas/index.ts";
import type { NavLink, Route, RouteGroup, SiteContext } from "../model/site-context.ts";
import type { Content } from "./content/load.ts";
import { translator } from "./content/messages.ts";
import type { Problem } from "./content/problem.ts";
import { isSitemapPart, sitemapSections } from "./sitemap-parts.ts";

/** Builds the context; a role page that is missing (no apply page, say) is a content problem. */
export function buildSiteContext(
  content: Content,
  allRoutes: Route[],
  lang: Lang = content.locales[0]!.code, // the default language's
): { context?: SiteContext; problems: Problem[] } {
  const set = content.langs[lang];
  if (!set)
    return { problems: [{ file: `content/${lang}`, line: 1, column: 1, field: "", message: `There are no pages in ${lang} (content/${lang}/).` }] };
  const routes = allRoutes.filter((r) => r.lang === lang);
  const applyOnline = hasApplyForm(content.site);
  const t = translator(set.messages, set.values, applyOnline);
  const byPath = new Map(routes.map((r) => [r.path, r]));
  const link = (path: string, label?: string): NavLink => ({ path, label: label ?? byPath.get(path)!.page.label });
  const problems: Problem[] = [];
  const roleOf = (template: Route["template"]) => {
    const found = routes.find((r) => r.template === template);
    if (!found)
      problems.push({
        file: lang === content.locales[0]!.code ? "content/pages" : `content/${lang}/pages`,
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
  const pending = Object.fromEntries(
    routes.flatMap((r) => {
      const found = content.pendingTranslations[r.page.file];
      const english = r.alternates[content.locales[0]!.code];
      return found && english ? [[r.path, { english, ...found }] as const] : [];
    }),
  );
  const group = (g: RouteGroup) => routes.filter((r) => r.group === g && !isSitemapPart(r, paths.sitemap)).map((r) => link(r.path));
  const groups = { main: group("main"), bonds: group("bonds"), counties: group("counties"), cities: group("cities") };
  return {
    problems,
    context: {
      lang,
      t,
      alternates: Object.fromEntries(routes.map((r) => [r.path, r.alternates])),
      languageNames: Object.fromEntries(content.locales.map((l) => [l.code, l.name])),
      phrase: (english) => set.messages.phrases?.get(english) ?? english,
      glossary: content.glossary,
      site: localSite(content.site, set.messages.site),
      applyOnline,
      header: set.navigation.header.map((item) =>
        "counties" in item
          ? { kind: "counties", label: item.counties }
          : { kind: "link", ...link(item.path, item.label === undefined ? undefined : formText(item.label, applyOnline)) },
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
      reviews: reviewsShownIn(content.reviews, lang, content.locales[0]!.code),
      law: set.law,
      ...(set.lawDate ? { lawDate: set.lawDate } : {}),
      ...(Object.keys(pending).length > 0 ? { pendingTranslations: pending } : {}),
      ...(content.year === undefined ? {} : { year: content.year }),
      paths,
    },
  };
}

/** site.yaml with its sentences in the page's language (content/messages/<lang>.yaml `site:`); figures are the same. */
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
 * The reviews the pages of `lang` show: a real review in every language, as written; a sample, which is our own
 * text, only in the language it is written in, so Spanish pages show Spanish samples and English pages English ones.
 */
export function reviewsShownIn(reviews: Reviews, lang: Lang, defaultLang: Lang = "en"): Reviews {
  return reviews.filter((r) => !r.sample || (r.lang ?? defaultLang) === lang);
}
