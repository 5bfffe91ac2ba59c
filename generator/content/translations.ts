/**
 * How translations stay true to the English (ARCHITECTURE.md, "Languages"): each file of a language's folder
 * (content/es/) lives at its English file's place under that folder, names it in `translationOf`, and records in
 * `sourceHash` the version of the English it was made from. The build warns when the English changed since and when
 * an English page has no translation; for Spanish, also when a page uses a word the glossary avoids (the glossary is
 * English↔Spanish). `--strict` refuses the last two; a stale page is published with a note (isStaleTranslation).
 */
import { createHash } from "node:crypto";
import path from "node:path";
import type { LangContent, YamlSource } from "../../model/content.ts";
import type { Glossary } from "../../model/schemas/index.ts";
import { contentHas, contentNames, contentText } from "./files.ts";
import type { Problem } from "./problem.ts";

/** The version of a file's text, as `sourceHash` records it: the first 12 hex digits of its SHA-256 (line ends normalized). */
export function sourceHashOf(text: string): string {
  return createHash("sha256").update(text.replace(/\r\n?/g, "\n")).digest("hex").slice(0, 12);
}

/** content/es/pages/faqs.md → content/pages/faqs.md (any language's folder: a first folder that holds no English files). */
export const englishFileOf = (translatedFile: string) =>
  translatedFile.replace(/^content\/(?!(?:pages|counties|cities|bonds|data|messages)\/)[a-z]{2,3}\//, "content/");

/**
 * A content file's own checks of `translationOf`: required in a translation (`lang`, the language of a folder like
 * content/es/), naming the file at the same place; absent in the default language's files (no `lang`).
 */
export function translationFieldProblems(file: string, source: YamlSource, contentDir: string, lang?: string): Problem[] {
  const data = (source.data ?? {}) as { translationOf?: unknown; sourceHash?: unknown };
  if (lang === undefined) {
    return data.translationOf === undefined && data.sourceHash === undefined
      ? []
      : [
          {
            file,
            ...source.at([data.translationOf === undefined ? "sourceHash" : "translationOf"]),
            field: data.translationOf === undefined ? "sourceHash" : "translationOf",
            message: "Only translations (in a language's folder, like content/es/) translate another file. Remove translationOf and sourceHash here.",
          },
        ];
  }
  const expected = englishFileOf(file);
  const kind = lang === "es" ? "Spanish" : "translated";
  if (!contentHas(contentDir, expected.replace(/^content\//, "")))
    return [
      {
        file,
        line: 1,
        column: 1,
        field: "",
        message: `There is no English file ${expected} for this ${kind} file to translate. A ${kind} file has the name and folder of its English file (under content/${lang}/); rename it, or delete it.`,
      },
    ];
  if (data.translationOf === expected && typeof data.sourceHash === "string") return [];
  if (data.translationOf !== expected)
    return [
      {
        file,
        ...source.at(data.translationOf === undefined ? [] : ["translationOf"]),
        field: "translationOf",
        message: `A ${kind} file translates the English file at the same place under content/: write translationOf: ${expected}, and name this file like the English one.`,
        expected,
        got: JSON.stringify(data.translationOf ?? null),
      },
    ];
  const now = sourceHashOf(contentText(contentDir, expected.replace(/^content\//, "")));
  return [
    {
      file,
      ...source.at(["translationOf"]),
      field: "sourceHash",
      message: `Write the version of ${expected} this translation was made from, on a line of its own: sourceHash: "${now}" (the English as it is now; write it once the translation says the same).`,
      expected: now,
      got: "null",
    },
  ];
}

/**
 * A translation whose English changed since it was made (its sourceHash is behind). No save of the translation causes
 * it, so it holds nothing: the page is published with its last reviewed text and a dated note linking the English
 * page, and `npm run translations` and the monthly reminder list it. Missing translations and avoided words stay refused.
 */
export const isStaleTranslation = (finding: Problem) => finding.field === "sourceHash";

/** The pages of one language, each with its file. */
const pagesOf = (set: LangContent) => [...set.pages, set.notFound, ...set.counties, ...set.cities, ...set.bonds];

/**
 * One language's stale and missing translations, as warnings at their lines; with `glossary` (Spanish: the glossary
 * is English↔Spanish), the words it avoids too.
 */
export function translationFindings(
  contentDir: string,
  english: LangContent,
  spanish: LangContent, // the translation: Spanish, or any other language but the default
  lawSource: YamlSource,
  glossary?: { glossary: Glossary; source: YamlSource },
): Problem[] {
  const folder = `content/${spanish.lang}/`;
  const inContent = (file: string) => file.replace(/^content\//, "");
  const read = (file: string) => contentText(contentDir, inContent(file));
  const findings: Problem[] = [];
  const translated = new Set<string>();
  const stale = (file: string, source: YamlSource, recorded: string | undefined) => {
    const englishFile = englishFileOf(file);
    translated.add(englishFile);
    if (!contentHas(contentDir, inContent(englishFile))) return; // an error of its own (translationFieldProblems)
    const now = sourceHashOf(read(englishFile));
    if (recorded !== now)
      findings.push({
        file,
        ...source.at(["sourceHash"]),
        field: "sourceHash",
        message: `${englishFile} changed after this translation was made. Bring the translation up to date (\`npm run translations\` shows what changed in the English), then write the new sourceHash.`,
        expected: now,
        got: JSON.stringify(recorded ?? null),
      });
  };
  for (const page of pagesOf(spanish)) stale(page.file, page.source, (page as { sourceHash?: string }).sourceHash);
  stale(`${folder}data/law.yaml`, lawSource, (lawSource.data as { sourceHash?: string }).sourceHash);
  // Translated files that exist but are not pages (drafts), listed once: a large site has thousands of English pages.
  const drafts = new Set(
    ["pages", "counties", "cities", "bonds"].flatMap((sub) => contentNames(contentDir, `${spanish.lang}/${sub}`).map((f) => `${folder}${sub}/${f}`)),
  );
  const language = spanish.lang === "es" ? "Spanish" : `${spanish.lang} (content/${spanish.lang}/)`;
  for (const page of pagesOf(english))
    if (!translated.has(page.file)) {
      const spanishFile = page.file.replace(/^content\//, folder);
      const name = path.basename(page.file, ".md");
      findings.push({
        file: page.file,
        line: 1,
        column: 1,
        field: "",
        message: drafts.has(spanishFile)
          ? `${spanishFile} is still a draft, so this page has no ${language} version yet. Finish it and set draft: false.`
          : `This page has no ${language} version. Start one with \`npm run new -- translation ${name}${spanish.lang === "es" ? "" : ` --lang ${spanish.lang}`}\`.`,
      });
    }
  if (!glossary) return findings;
  for (const page of pagesOf(spanish)) findings.push(...glossaryFindings(page.file, read(page.file), glossary.glossary));
  // The Spanish words pages take from elsewhere: the templates' messages, the menus, the statutes, the glossary itself.
  for (const source of [spanish.messages.source, spanish.navigationSource, lawSource]) findings.push(...yamlGlossaryFindings(source, glossary.glossary));
  findings.push(...yamlGlossaryFindings(glossary.source, glossary.glossary, new Set(["es", "meaning"])));
  return findings;
}

// A word is a run of letters: "bono" is found in "el bono", not in "abono"; the words of a phrase may be apart by any
// white space (a line break of a folded text, a no-break space). All avoided words in one pattern, longest first.
const escapeRegExp = (phrase: string) => phrase.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const normalWord = (phrase: string) => phrase.toLowerCase().trim().replace(/\s+/g, " ");
const avoidPatterns = new WeakMap<Glossary, { pattern: RegExp; terms: Map<string, Glossary[number]> }>();
function avoidPattern(glossary: Glossary) {
  let found = avoidPatterns.get(glossary);
  if (!found) {
    const terms = new Map(glossary.flatMap((term) => (term.avoid ?? []).map((a) => [normalWord(a), term] as const)));
    const words = [...terms.keys()].sort((a, b) => b.length - a.length).map((w) => escapeRegExp(w).replace(/ /g, "\\s+"));
    found = { pattern: new RegExp(`(?<![\\p{L}])(?:${words.join("|") || "(?!)"})(?![\\p{L}])`, "giu"), terms };
    avoidPatterns.set(glossary, found);
  }
  return found;
}

/** One avoided word found in a text: where it starts, the word as written, and the glossary entry that avoids it. */
export interface AvoidedWord {
  index: number;
  word: string; // as written, its white space made single spaces
  term: Glossary[number];
}

/**
 * Addresses written as text: e-mail addresses, URLs and domain names (office@mainstreet-bail.com,
 * www.mainstreet-bail.com). They are names, not words to translate, as the brand and href/mailto: values are.
 */
const addresses = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\bhttps?:\/\/[^\s"'<>]+|\b(?:[a-z0-9][\w-]*\.)+[a-z]{2,}\b(?:\/[^\s"'<>]*)?/gi;

/** The words of `text` the glossary avoids, in order; addresses written as text are not words. */
export function avoidedWords(text: string, glossary: Glossary): AvoidedWord[] {
  const { pattern, terms } = avoidPattern(glossary);
  const words = text.replace(addresses, (m) => " ".repeat(m.length)); // indexes stay true
  return [...words.matchAll(pattern)].map((m) => ({ index: m.index, word: m[0].replace(/\s+/g, " "), term: terms.get(normalWord(m[0]))! }));
}

/** The message of a word the glossary avoids. */
export const avoidMessage = (found: AvoidedWord) =>
  `The glossary (content/data/glossary.yaml) says "${found.term.es}" for "${found.term.en}", not "${found.word.toLowerCase()}".`;

/**
 * The glossary's own rules, which stop the build: one entry per Spanish word (two entries "fianza" cannot be told apart
 * on the resources page), each avoided word listed once, and no entry avoiding the word another entry uses.
 */
export function glossaryProblems(glossary: Glossary, source: YamlSource): Problem[] {
  const problems: Problem[] = [];
  const headwords = new Map<string, number>();
  const avoided = new Map<string, number>();
  glossary.forEach((term, i) => {
    const es = normalWord(term.es);
    const first = headwords.get(es);
    if (first !== undefined)
      problems.push({
        file: source.file,
        ...source.at([i, "es"]),
        field: `${i}.es`,
        message: `"${term.es}" is already the Spanish word of entry ${first + 1} ("${glossary[first]!.en}"). Each idea has its own word: tell the two apart (like "fianza" and "fianza comercial"), or merge the entries.`,
        got: JSON.stringify(term.es),
      });
    else headwords.set(es, i);
    (term.avoid ?? []).forEach((word, j) => {
      const w = normalWord(word);
      const again = avoided.get(w);
      if (again !== undefined)
        problems.push({
          file: source.file,
          ...source.at([i, "avoid", j]),
          field: `${i}.avoid.${j}`,
          message: `"${word}" is already avoided by entry ${again + 1} ("${glossary[again]!.en}"). List an avoided word once, under the idea it is a wrong word for.`,
          got: JSON.stringify(word),
        });
      else avoided.set(w, i);
    });
  });
  glossary.forEach((term, i) => {
    (term.avoid ?? []).forEach((word, j) => {
      const user = headwords.get(normalWord(word));
      if (user !== undefined)
        problems.push({
          file: source.file,
          ...source.at([i, "avoid", j]),
          field: `${i}.avoid.${j}`,
          message: `"${word}" is the Spanish word of entry ${user + 1} ("${glossary[user]!.en}"), so a page could not use it. Remove it from this avoid list, or change that entry's word.`,
          got: JSON.stringify(word),
        });
    });
  });
  return problems;
}

// Fields that hold names of files, paths and anchors, not words a visitor reads.
const nonProse = /^\s*-?\s*(translationOf|sourceHash|id|path|src|icon|county|template|nearby):/;

/** Words a Spanish page must not use (glossary `avoid`), at their lines; search phrases (`keywords`) and link targets are exempt. */
export function glossaryFindings(file: string, text: string, glossary: Glossary): Problem[] {
  const findings: Problem[] = [];
  const lines = text.split("\n");
  let inKeywords = false;
  lines.forEach((line, i) => {
    if (/^keywords:/.test(line)) inKeywords = true;
    else if (!/^\s+-/.test(line)) inKeywords = false;
    if (inKeywords || nonProse.test(line)) return;
    const prose = line.replace(/\]\([^)]*\)|https?:\/\/\S+|\{[\w.]+\}/g, (m) => " ".repeat(m.length)); // columns stay true
    for (const found of avoidedWords(prose, glossary))
      findings.push({
        file,
        line: i + 1,
        column: found.index + 1,
        field: "",
        message: avoidMessage(found),
        expected: found.term.es,
        got: JSON.stringify(found.word),
      });
  });
  return findings;
}

// Keys of a Spanish YAML file whose values are not Spanish words a visitor reads: English originals, addresses, names.
const notSpanish = new Set(["en", "translationOf", "sourceHash", "path", "paths", "cite", "url", "href", "id", "icon", "keywords"]);

/**
 * Words the glossary avoids in the values of a Spanish YAML file (content/messages/es.yaml, content/es/data/*.yaml,
 * the glossary's own words and meanings), at the line of each value. `only` limits the keys looked at.
 */
export function yamlGlossaryFindings(source: YamlSource, glossary: Glossary, only?: ReadonlySet<string>): Problem[] {
  const findings: Problem[] = [];
  const walk = (value: unknown, at: (string | number)[]) => {
    if (typeof value === "string") {
      const key = at.findLast((k) => typeof k === "string");
      if (only && !only.has(String(key))) return;
      for (const found of avoidedWords(value.replace(/https?:\/\/\S+|\{[\w.]+\}/g, " "), glossary))
        findings.push({
          file: source.file,
          ...source.at(at),
          field: at.join("."),
          message: avoidMessage(found),
          expected: found.term.es,
          got: JSON.stringify(found.word),
        });
    } else if (Array.isArray(value))
      value.forEach((v, i) => {
        walk(v, [...at, i]);
      });
    else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) if (!notSpanish.has(k)) walk(v, [...at, k]);
  };
  walk(source.data, []);
  return findings;
}
