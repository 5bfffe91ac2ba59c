/** The site's languages and what a template's words are. */
/**
 * A language's code (content/data/languages.yaml), like en or es: the name of its messages file and, but for the
 * default language, of its content folder (content/es/) and its addresses' prefix (/es).
 */
export type Lang = string;

/** What pages in one language are called (html lang, og:locale, hreflang), as content/data/languages.yaml says. */
export interface Locale {
  code: Lang;
  /** The language's name in itself (the language switch). */
  name: string;
  hreflang: string;
  ogLocale: string;
  /** Where its addresses start: "" for the default language (the site's root), "/es" for Spanish. */
  prefix: string;
}

/** A template's words: `t("header.callNow")`, `t("footer.copyright", { year: 2026 })`. */
export type Translate = (key: string, vars?: Record<string, string | number>) => string;

/**
 * A place's label as it reads inside a sentence. A label that starts with a common noun and "de" (Spanish
 * "Condado de Alamance") takes a small letter there ("en el condado de Alamance"); a name ("Alamance County",
 * "Chapel Hill") stays as written.
 */
export function labelInSentence(label: string): string {
  return /^\p{Lu}\p{Ll}+ de /u.test(label) ? label[0]!.toLowerCase() + label.slice(1) : label;
}
