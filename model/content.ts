/**
 * The content as templates receive it: a loaded page (its fields, Markdown fields as rich-text nodes, where it lives,
 * its body), one language's pages and menus (`LangContent`), its messages file, and the position map of a YAML text
 * that lets every problem name its line. generator/content/load.ts makes these; pages/ and templates/ read them.
 */
import type { Lang } from "./language.ts";
import type { PlaceholderValues } from "./placeholders.ts";
import type { RichNode } from "./rich-text.ts";
import type { BondPage, Card, CityPage, CountyPage, Faq, FixedPage, Law, Navigation, NotFoundPage, Section, SiteTranslation } from "./schemas/index.ts";

/** A parsed YAML text that can say where each of its fields is. */
export interface YamlSource {
  file: string;
  data: unknown;
  /** Line and column of the value at `path`; for a field that is missing, of the object that lacks it. */
  at(path: readonly PropertyKey[]): { line: number; column: number };
  /** Line and column of the key `key` of the object at `path` (for unknown fields). */
  keyAt(path: readonly PropertyKey[], key: string): { line: number; column: number };
}

type WithIntro<S> = Omit<S, "intro"> & { intro?: RichNode[] };
type Step = Extract<Section, { kind: "steps" }>["items"][number];
type FaqItem = Faq[number]["items"][number];
type ToRich<S> = S extends { kind: "cards" }
  ? WithIntro<Omit<S, "items"> & { items: RichCard[] }>
  : S extends { kind: "steps" }
    ? WithIntro<Omit<S, "items"> & { items: (Omit<Step, "text"> & { text: RichNode[] })[] }>
    : S extends { kind: "text" }
      ? WithIntro<Omit<S, "text"> & { text: RichNode[] }>
      : WithIntro<S>;

/** A card of a `cards` section, its text converted. */
export type RichCard = Omit<Card, "text"> & { text: RichNode[] };
/** A section of a loaded page, its Markdown fields converted. */
export type RichSection = ToRich<Section>;
/** A loaded page's `faq:`, its answers converted. */
export type RichFaq = (Omit<Faq[number], "items"> & { items: (Omit<FaqItem, "answer"> & { answer: RichNode[] })[] })[];
/** A page's front matter as templates receive it: `sections` and `faq` converted. */
export type WithRichText<T> = { [K in keyof T]: K extends "sections" ? RichSection[] : K extends "faq" ? RichFaq : T[K] };

/**
 * A Markdown body rendered to HTML by the generator (remark, rehype; no raw HTML from content), in the shape React's
 * `dangerouslySetInnerHTML` takes: templates place it with `Prose`, never build it.
 */
export interface PageBody {
  readonly __html: string;
}

/** A validated content file: its fields (placeholders filled, Markdown fields as rich text), where it lives, and its rendered body. */
export type Loaded<T> = WithRichText<T> & { file: string; source: YamlSource; body: PageBody };

/** The statutes as a language's pages show them; `lang: "en"` marks one whose translation is missing. */
/** Whose law an entry is: North Carolina's (the law page lists it) or federal (the federal and immigration bond pages). */
export type Jurisdiction = "north-carolina" | "federal";
export type ShownLaw = (Law[number] & { lang?: Lang; jurisdiction: Jurisdiction })[];

/** The pages and menus of one language: content/ for the default language (English), content/<lang>/ for another (content/es/). */
export interface LangContent {
  lang: Lang;
  navigation: Navigation;
  navigationSource: YamlSource;
  law: ShownLaw;
  /** The law page's "as of" date (YYYY-MM-DD): the oldest `reread` of law.yaml; undefined when it has no entries. */
  lawDate?: string;
  pages: Loaded<FixedPage>[];
  notFound: Loaded<NotFoundPage>;
  counties: Loaded<CountyPage>[];
  cities: Loaded<CityPage>[];
  bonds: Loaded<BondPage>[];
  values: PlaceholderValues; // the placeholders' text in this language
  messages: MessagesFile;
}

/** One language's messages file, loaded. */
export interface MessagesFile {
  lang: Lang;
  file: string;
  source: YamlSource;
  leaves: Map<string, string>; // "header.callNow" → "Call Now"
  site?: SiteTranslation;
  /** The data files' short texts (phone labels, courthouse hours) in this language, by their English. */
  phrases?: Map<string, string>;
}
