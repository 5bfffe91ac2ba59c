/**
 * Decap's own words, changed where they would mislead here or are missing in Spanish. A save through the local
 * backend (`npm run cms`, decap-server) writes a file on this computer and publishes nothing, so Decap's "Published"
 * and "Entry saved" say so instead. Decap's Spanish lacks some words this editor shows ("Add %{item}" stayed English
 * under every list); they are given here, from the `decap:` group of content/messages/editor.en.yaml and editor.es.yaml.
 * Registered over Decap's own locale before it starts (admin/main.ts).
 */
import { parse } from "yaml";
import { editorWordsFiles, wordsOf } from "./editor-words.ts";
import type { EditorLanguage } from "./language.ts";

type Words = { [key: string]: string | Words };

/** The `decap:` group of the editor's messages file in `lang` (content/messages/editor.<lang>.yaml). */
function decapGroup(files: Record<string, string | undefined>, lang: EditorLanguage): { all?: Words; onThisComputer?: Words; missing?: Words } {
  const text = files[editorWordsFiles[lang]];
  const data = (text ? parse(text) : null) as { decap?: { all?: Words; onThisComputer?: Words; missing?: Words } } | null;
  return data?.decap ?? {};
}

/** `words` over `base`, group by group. */
export function mergeWords(base: Words, words: Words): Words {
  const out: Words = { ...base };
  for (const [key, value] of Object.entries(words)) {
    const under = out[key];
    out[key] = typeof value === "object" && typeof under === "object" ? mergeWords(under, value) : value;
  }
  return out;
}

/**
 * The words to put over Decap's locale `lang`, from the content's messages files (`files`, by path in content/):
 * what Decap's Spanish lacks, a refusal's notice in plain words, and when saves go to decap-server (`onThisComputer`) what such a save is called.
 */
export function decapWords(lang: EditorLanguage, onThisComputer: boolean, files: Record<string, string | undefined>): Words {
  const group = decapGroup(files, lang);
  const always = mergeWords(lang === "es" ? (group.missing ?? {}) : {}, group.all ?? {});
  return onThisComputer ? mergeWords(always, group.onThisComputer ?? {}) : always;
}

/** The tab's title in the editor's language (the page is built with the English one). */
export function tabTitle(lang: EditorLanguage, title: string, files: Record<string, string | undefined>): string {
  return title.replace(/^Content editor\b/, wordsOf(files, lang)("editor.title"));
}
