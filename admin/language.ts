/**
 * The editor's language, English or Spanish: the one the visitor chose with the switch (kept in localStorage), else the
 * first of the browser's languages the editor speaks. Decap ships its own Spanish (its bundle registers every locale);
 * this module gives the editor's own texts in both languages and the Spanish of the config's labels and hints, which
 * live in content/messages/editor.es.yaml (English text → Spanish text; tests/generator/cms/spanish.test.ts fails
 * when one is missing).
 */
import { parse } from "yaml";

export const editorLanguages = ["en", "es"] as const;
export type EditorLanguage = (typeof editorLanguages)[number];
/** Where the switch keeps the choice. */
export const languageKey = "editor-language";
/** The Spanish of the config's labels and hints, in content/ (and so in the editor's snapshot). */
export const spanishLabelsFile = "messages/editor.es.yaml";

/** The chosen language, else the browser's first one the editor speaks, else English. */
export function editorLanguage(stored: string | null, browser: readonly string[]): EditorLanguage {
  const known = (code: string | null | undefined) => editorLanguages.find((l) => l === code?.slice(0, 2).toLowerCase());
  return known(stored) ?? browser.map(known).find((l) => l !== undefined) ?? "en";
}

/** The editor's own texts. */
const texts = {
  en: {
    refused: "The build would refuse this. Fix it before saving:",
    notSaved: "The build would refuse this, so it was not saved:",
    refusedTitle: "Not saved: the site's build would refuse this entry. Fix these fields, then save again:",
    notDeleted: (file: string) => `The build would refuse the site without content/${file}, so it was not deleted:`,
    close: "Close",
    holdsPublishing: (files: string[]) =>
      `Translated into ${files.map((f) => `content/${f}`).join(", ")}. A change here is published at once; that page keeps its last reviewed translation, with a dated note linking this page, until it is brought up to date: after saving, tell whoever keeps it.`,
    thisTranslation: "This translation",
    englishPage: (file: string) => `The English page (content/${file})`,
    upToDate: (file: string) => `Up to date: made from the English page as it is now (content/${file}).`,
    stale: (file: string) => `Stale: the English page (content/${file}) changed since this translation was made.`,
    noHistory: "Git has no copy of the English this was translated from: compare the two pages below.",
    todo: (tick: string) => `Bring the translation up to date, tick “${tick}”, and save.`,
    staleMark: "⚠ stale",
    couldNotStart: "The editor could not start:",
    switchLabel: "Language of the editor",
  },
  es: {
    refused: "El sitio no aceptaría esto. Corríjalo antes de guardar:",
    notSaved: "El sitio no aceptaría esto, así que no se guardó:",
    refusedTitle: "No se guardó: el sitio no aceptaría esta entrada. Corrija estos campos y guarde de nuevo:",
    notDeleted: (file: string) => `El sitio no aceptaría quedarse sin content/${file}, así que no se borró:`,
    close: "Cerrar",
    holdsPublishing: (files: string[]) =>
      `Traducida en ${files.map((f) => `content/${f}`).join(", ")}. Un cambio aquí se publica enseguida; esa página conserva su última traducción revisada, con una nota fechada que enlaza esta página, hasta que se ponga al día: después de guardar, avise a quien la mantiene.`,
    thisTranslation: "Esta traducción",
    englishPage: (file: string) => `La página en inglés (content/${file})`,
    upToDate: (file: string) => `Al día: hecha de la página en inglés tal como está ahora (content/${file}).`,
    stale: (file: string) => `Desactualizada: la página en inglés (content/${file}) cambió después de hacer esta traducción.`,
    noHistory: "Git no tiene la versión en inglés de la que se tradujo: compare las dos páginas de abajo.",
    todo: (tick: string) => `Ponga la traducción al día, marque “${tick}” y guarde.`,
    staleMark: "⚠ desactualizada",
    couldNotStart: "El editor no pudo iniciar:",
    switchLabel: "Idioma del editor",
  },
} as const;
export type EditorTexts = (typeof texts)[EditorLanguage];
export const textsOf = (lang: EditorLanguage): EditorTexts => texts[lang];

/** The Spanish of each English label and hint: `{ labels: {English: Spanish}, hints: {…} }`. */
export interface SpanishLabels {
  labels: Record<string, string>;
  hints: Record<string, string>;
}
export function readSpanishLabels(text: string | undefined): SpanishLabels {
  const data = (text ? parse(text) : null) as Partial<SpanishLabels> | null;
  return { labels: data?.labels ?? {}, hints: data?.hints ?? {} };
}

/** The Spanish of an English label: its own entry, else its base's with the suffix kept ("County pages (español)"). */
export function spanishLabel(labels: Record<string, string>, english: string): string | undefined {
  const [, base, suffix] = /^(.*) (\([^)]*\))$/.exec(english) ?? [];
  return labels[english] ?? (base && labels[base] ? `${labels[base]} ${suffix}` : undefined);
}

/** The config with every label and hint in Spanish where the file has one (the English stays otherwise). */
export function localizeConfig<T>(config: T, spanish: SpanishLabels): T {
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (!value || typeof value !== "object") return value;
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value)) {
      if ((key === "label" || key === "label_singular") && typeof v === "string") out[key] = spanishLabel(spanish.labels, v) ?? v;
      else if (key === "hint" && typeof v === "string") out[key] = spanish.hints[v] ?? v;
      else out[key] = walk(v);
    }
    return out;
  };
  return walk(config) as T;
}

/** The switch English | Español in the page's corner: the choice is kept and the page reloads in it. */
export function showLanguageSwitch(current: EditorLanguage): void {
  const nav = document.createElement("nav");
  nav.setAttribute("aria-label", textsOf(current).switchLabel);
  nav.dataset.editorLanguage = current;
  Object.assign(nav.style, {
    position: "fixed",
    insetBlockEnd: "8px",
    insetInlineStart: "8px",
    zIndex: "500",
    display: "flex",
    gap: "4px",
    font: "600 14px/1 system-ui",
  });
  for (const [lang, name] of [
    ["en", "English"],
    ["es", "Español"],
  ] as const) {
    const button = document.createElement("button");
    button.type = "button";
    button.lang = lang;
    button.textContent = name;
    button.setAttribute("aria-pressed", String(lang === current));
    Object.assign(button.style, {
      minHeight: "32px",
      padding: "0 10px",
      border: "1px solid #1d4f91",
      borderRadius: "4px",
      background: lang === current ? "#1d4f91" : "#fff",
      color: lang === current ? "#fff" : "#1d4f91",
      cursor: "pointer",
    });
    button.addEventListener("click", () => {
      localStorage.setItem(languageKey, lang);
      location.reload();
    });
    nav.append(button);
  }
  document.body.append(nav);
}
