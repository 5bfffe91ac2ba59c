/**
 * The editor's language, English or Spanish: the one the visitor chose with the switch (kept in localStorage), else the
 * first of the browser's languages the editor speaks. Decap ships its own Spanish (its bundle registers every locale);
 * this module gives the editor's own texts (from `words:` of content/messages/editor.<lang>.yaml, editor-words.ts) and
 * the Spanish of the config's labels and hints, which live in content/messages/editor.es.yaml (English text → Spanish
 * text; tests/generator/cms/spanish.test.ts fails when one is missing).
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

/**
 * The editor's own texts, in the words `w` gives (content/messages/editor.<lang>.yaml, `words:`, keys `editor.*`,
 * through editor-words.ts wordsOf, whose type is written out here: that module reads this one's languages). A
 * maintainer changes them there, and a key without its Spanish fails tests/admin/launch-list.test.ts.
 */
export function textsOf(w: (key: string, values?: Record<string, string | number>) => string) {
  return {
    refused: w("editor.refused"),
    notSaved: w("editor.notSaved"),
    refusedTitle: w("editor.refusedTitle"),
    notDeleted: (file: string) => w("editor.notDeleted", { file }),
    close: w("editor.close"),
    holdsPublishing: (files: string[]) => w("editor.holdsPublishing", { files: files.map((f) => `content/${f}`).join(", ") }),
    thisTranslation: w("editor.thisTranslation"),
    englishPage: (file: string) => w("editor.englishPage", { file }),
    upToDate: (file: string) => w("editor.upToDate", { file }),
    stale: (file: string) => w("editor.stale", { file }),
    noHistory: w("editor.noHistory"),
    todo: (tick: string) => w("editor.todo", { tick }),
    staleMark: w("editor.staleMark"),
    switchLabel: w("editor.switchLabel"),
    factsElsewhere: (file: string) => w("editor.factsElsewhere", { file }),
  };
}
export type EditorTexts = ReturnType<typeof textsOf>;

/** Said when the editor cannot start: then it may have no content, and so no messages files, to read its words from. */
export const couldNotStart: Record<EditorLanguage, string> = { en: "The editor could not start:", es: "El editor no pudo iniciar:" };

/**
 * The Spanish of each English label, hint and problem text: `{ labels: {English: Spanish}, hints: {…}, problems: {…} }`.
 * A problem text may hold `%{name}` for a value the build puts in (a number, a file, the value typed).
 */
export interface SpanishLabels {
  labels: Record<string, string>;
  hints: Record<string, string>;
  problems: Record<string, string>;
}
export function readSpanishLabels(text: string | undefined): SpanishLabels {
  const data = (text ? parse(text) : null) as Partial<SpanishLabels> | null;
  return { labels: data?.labels ?? {}, hints: data?.hints ?? {}, problems: data?.problems ?? {} };
}

const templateCache = new WeakMap<Record<string, string>, { match: RegExp; names: string[]; spanish: string }[]>();
/** The problem texts with a `%{name}`, as patterns, the most specific (longest fixed text) first. */
function templatesOf(problems: Record<string, string>) {
  let templates = templateCache.get(problems);
  if (!templates) {
    templates = Object.entries(problems)
      .filter(([english]) => english.includes("%{"))
      .map(([english, spanish]) => {
        const parts = english.split(/%\{(\w+)\}/);
        const names = parts.filter((_, i) => i % 2 === 1);
        const fixed = parts.filter((_, i) => i % 2 === 0);
        const source = fixed.map((f) => f.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("(.+?)");
        return { match: new RegExp(`^${source}$`, "s"), names, spanish, weight: fixed.join("").length };
      })
      .sort((a, b) => b.weight - a.weight);
    templateCache.set(problems, templates);
  }
  return templates;
}

/** The Spanish of one English problem text (a message, an expected or a got), or undefined when the file has none. */
export function spanishText(problems: Record<string, string>, english: string): string | undefined {
  if (problems[english] !== undefined) return problems[english];
  for (const { match, names, spanish } of templatesOf(problems)) {
    const found = match.exec(english);
    if (found) return spanish.replace(/%\{(\w+)\}/g, (whole, name: string) => found[names.indexOf(name) + 1] ?? whole);
  }
  return undefined;
}

/** A value shown as it was typed or counted needs no Spanish: a number, true or false, or a text in quotes alone. */
export const isBareValue = (text: string) => /^(-?[\d.,]+|true|false|"[^"]*"|\[.*\])$/s.test(text.trim());

/** A problem's words in Spanish where the messages file has them (an English text it lacks stays English). */
export function spanishProblem<P extends { message: string; expected?: string; got?: string }>(p: P, problems: Record<string, string>): P {
  const t = (text: string | undefined) => (text === undefined ? text : (spanishText(problems, text) ?? text));
  return { ...p, message: t(p.message)!, expected: t(p.expected), got: t(p.got) };
}

/** formatProblem's text with its "expected:" and "got:" in the editor's language. */
export function problemLabelsIn(lang: EditorLanguage, formatted: string): string {
  if (lang !== "es") return formatted;
  return formatted.replace(/^( {4})expected: /gm, "$1se esperaba: ").replace(/^( {4})got: /gm, "$1se encontró: ");
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
      // Decap shows "<label> no coincide con el patrón: <message>." with the build's message, written without its full stop.
      else if (key === "pattern" && Array.isArray(v) && typeof v[1] === "string")
        out[key] = [v[0], (spanishText(spanish.problems, `${v[1]}.`) ?? v[1]).replace(/\.$/, "")];
      else out[key] = walk(v);
    }
    return out;
  };
  return walk(config) as T;
}

/**
 * The switch English | Español in the page's lower right corner, over the preview, which is read only (in the lower
 * left it covered the form's fields): the choice is kept and the page reloads in it.
 */
export function showLanguageSwitch(current: EditorLanguage, label: string): void {
  const nav = document.createElement("nav");
  nav.setAttribute("aria-label", label);
  nav.dataset.editorLanguage = current;
  Object.assign(nav.style, {
    position: "fixed",
    insetBlockEnd: "8px",
    insetInlineEnd: "8px",
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
