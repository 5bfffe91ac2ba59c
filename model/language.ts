/** The site's languages and what a template's words are. */
/** The site's languages; English is the reference and lives at the site's root, Spanish under /es/. */
export const languages = ["en", "es"] as const;
export type Lang = (typeof languages)[number];

/** What pages in each language are called (html lang, og:locale, hreflang). */
export const locales: Record<Lang, { hreflang: string; ogLocale: string; name: string }> = {
  en: { hreflang: "en", ogLocale: "en_US", name: "English" },
  es: { hreflang: "es", ogLocale: "es_US", name: "Español" },
};

/** A template's words: `t("header.callNow")`, `t("footer.copyright", { year: 2026 })`. */
export type Translate = (key: string, vars?: Record<string, string | number>) => string;
