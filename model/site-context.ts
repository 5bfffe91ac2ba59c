/**
 * The contract every page template is given: its route (path, language, template, page) and the site context (the
 * site constants, menus, words and links shared by the pages of one language). generator/routes.ts and
 * generator/site-context.ts make them from the content.
 */

import type { Loaded, ShownLaw } from "./content.ts";
import type { Lang, Translate } from "./language.ts";
import type { BondPage, CityData, CityPage, CountyData, CountyPage, FixedPage, Glossary, Reviews, Site } from "./schemas/index.ts";
import type { SitemapSection } from "./sitemap.ts";

/** Which group a page belongs to on the sitemap page. */
export type RouteGroup = "main" | "bonds" | "counties" | "cities";

/** The page templates in pages/, by name. */
export type TemplateName = FixedPage["template"] | "county" | "city" | "bond";

/** What every route has besides its page: its language and the same page's path in each language that has it. */
interface RouteBase {
  path: string;
  lang: Lang;
  /** The page's path in every language it exists in, this one included (hreflang, the language switch, sitemap.xml). */
  alternates: Partial<Record<Lang, string>>;
  /** A sitemap part's group and number ("cities 2"): its pair is the other language's same part. */
  part?: string;
}

/** One page of the site. */
export type Route = RouteBase &
  (
    | { group: "main"; template: FixedPage["template"]; page: Loaded<FixedPage> }
    | { group: "bonds"; template: "bond"; page: Loaded<BondPage> }
    | { group: "counties"; template: "county"; page: Loaded<CountyPage> }
    | { group: "cities"; template: "city"; page: Loaded<CityPage> }
  );

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
  /** Each language's name in itself, by code (content/data/languages.yaml): the language switch shows it. */
  languageNames: Record<Lang, string>;
  /** A short text of a data file (a phone's label, a courthouse's hours) in the page's language (messages `phrases`). */
  phrase: (english: string) => string;
  /** The bail terms in English and Spanish (content/data/glossary.yaml). */
  glossary: Glossary;
  site: Site;
  /**
   * Whether site.yaml has the online form's id (form-text.ts `hasApplyForm`). Without it no button offers to apply
   * online: the call button takes the apply buttons' place, and the apply page explains applying by phone.
   */
  applyOnline: boolean;
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
  /** The law page's "as of" date (YYYY-MM-DD): the day its least recently read statute was read at its official source. */
  lawDate?: string;
  /**
   * This language's pages whose English changed after they were translated, by path: the English page's path and the
   * day its file was last committed (when git knows it). Such a page shows a dated note linking the English page.
   */
  pendingTranslations?: Record<string, { english: string; changed?: string }>;
  /** The year of the content's last commit (the footer's copyright year); undefined outside a git checkout. */
  year?: number;
  /** Paths of the pages that templates link to by role. */
  paths: { home: string; apply: string; contact: string; sitemap: string; jailLocations?: string; inmateSearch?: string };
}
