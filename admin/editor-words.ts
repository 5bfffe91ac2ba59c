/**
 * The editor's own words (its launch list, its notices), in the editor's language: they live in content/messages
 * (`words:` of editor.en.yaml and editor.es.yaml, key for key), not in code, so a maintainer can change them and a
 * translator sees them all in one place. `%{name}` stands for a value the editor puts in; a key with `.one` and
 * `.other` forms is counted.
 */
import { parse } from "yaml";
import type { EditorLanguage } from "./language.ts";

/** Each language's file, by its path in content/ (and so in the editor's snapshot). */
export const editorWordsFiles: Record<EditorLanguage, string> = { en: "messages/editor.en.yaml", es: "messages/editor.es.yaml" };

/** A text by its key, with its values put in. */
export type Words = (key: string, values?: Record<string, string | number>) => string;

/** The `words:` map of a messages file's text (nothing when the file is missing or has none). */
export function wordsIn(text: string | undefined): Record<string, string> {
  const data = (text ? parse(text) : null) as { words?: Record<string, string> } | null;
  return data?.words ?? {};
}

/**
 * The words of `lang` from the content's files; a key the language lacks falls back to the English, and one neither
 * has shows as the key itself, which tests/admin/editor-words.test.ts refuses.
 */
export function wordsOf(files: Record<string, string | undefined>, lang: EditorLanguage): Words {
  const own = wordsIn(files[editorWordsFiles[lang]]);
  const english = lang === "en" ? own : wordsIn(files[editorWordsFiles.en]);
  return (key, values = {}) => {
    const counted = typeof values.n === "number" ? `${key}.${values.n === 1 ? "one" : "other"}` : undefined;
    const text = (counted && (own[counted] ?? english[counted])) ?? own[key] ?? english[key] ?? key;
    return text.replace(/%\{(\w+)\}/g, (whole, name: string) => (values[name] === undefined ? whole : String(values[name])));
  };
}
