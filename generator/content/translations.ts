/**
 * How Spanish files stay true to the English (ARCHITECTURE.md, "Two languages"): each content/es/ file lives at its
 * English file's place under es/, names it in `translationOf`, and records in `sourceHash` the version of the English
 * it was made from. The build warns when the English changed since, when an English page has no Spanish, and when a
 * Spanish page uses a word the glossary avoids; `--strict` refuses all three.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { LangContent } from "./load.ts";
import type { Problem } from "./problem.ts";
import type { Glossary } from "./schemas.ts";
import type { YamlSource } from "./yaml-source.ts";

/** The version of a file's text, as `sourceHash` records it: the first 12 hex digits of its SHA-256 (line ends normalized). */
export function sourceHashOf(text: string): string {
  return createHash("sha256").update(text.replace(/\r\n?/g, "\n")).digest("hex").slice(0, 12);
}

/** content/es/pages/faqs.md → content/pages/faqs.md. */
export const englishFileOf = (spanishFile: string) => spanishFile.replace(/^content\/es\//, "content/");

/** A content file's own checks of `translationOf`: required in content/es/, naming the file at the same place; absent elsewhere. */
export function translationFieldProblems(file: string, source: YamlSource, contentDir: string): Problem[] {
  const data = (source.data ?? {}) as { translationOf?: unknown; sourceHash?: unknown };
  if (!file.startsWith("content/es/")) {
    return data.translationOf === undefined && data.sourceHash === undefined
      ? []
      : [
          {
            file,
            ...source.at([data.translationOf === undefined ? "sourceHash" : "translationOf"]),
            field: data.translationOf === undefined ? "sourceHash" : "translationOf",
            message: "Only Spanish files (in content/es/) translate another file. Remove translationOf and sourceHash here.",
          },
        ];
  }
  const expected = englishFileOf(file);
  if (!existsSync(path.join(contentDir, expected.replace(/^content\//, ""))))
    return [
      {
        file,
        line: 1,
        column: 1,
        field: "",
        message: `There is no English file ${expected} for this Spanish file to translate. A Spanish file has the name and folder of its English file (under content/es/); rename it, or delete it.`,
      },
    ];
  if (data.translationOf === expected && typeof data.sourceHash === "string") return [];
  if (data.translationOf !== expected)
    return [
      {
        file,
        ...source.at(data.translationOf === undefined ? [] : ["translationOf"]),
        field: "translationOf",
        message: `A Spanish file translates the English file at the same place under content/: write translationOf: ${expected}, and name this file like the English one.`,
        expected,
        got: JSON.stringify(data.translationOf ?? null),
      },
    ];
  const now = sourceHashOf(readFileSync(path.join(contentDir, expected.replace(/^content\//, "")), "utf8"));
  return [
    {
      file,
      ...source.at(["translationOf"]),
      field: "sourceHash",
      message: `Write the version of ${expected} this translation was made from, on a line of its own: sourceHash: ${now} (the English as it is now; write it once the Spanish says the same).`,
      expected: now,
      got: "null",
    },
  ];
}

/** The pages of one language, each with its file. */
const pagesOf = (set: LangContent) => [...set.pages, set.notFound, ...set.counties, ...set.cities, ...set.bonds];

/** Stale and missing translations and glossary words, as warnings at their lines. */
export function translationFindings(contentDir: string, english: LangContent, spanish: LangContent, glossary: Glossary, lawSource: YamlSource): Problem[] {
  const inContent = (file: string) => path.join(contentDir, file.replace(/^content\//, ""));
  const read = (file: string) => readFileSync(inContent(file), "utf8");
  const findings: Problem[] = [];
  const translated = new Set<string>();
  const stale = (file: string, source: YamlSource, recorded: string | undefined) => {
    const englishFile = englishFileOf(file);
    translated.add(englishFile);
    if (!existsSync(inContent(englishFile))) return; // an error of its own (translationFieldProblems)
    const now = sourceHashOf(read(englishFile));
    if (recorded !== now)
      findings.push({
        file,
        ...source.at(["sourceHash"]),
        field: "sourceHash",
        message: `${englishFile} changed after this translation was made. Bring the Spanish up to date (\`npm run translations\` shows what changed in the English), then write the new sourceHash.`,
        expected: now,
        got: JSON.stringify(recorded ?? null),
      });
  };
  for (const page of pagesOf(spanish)) stale(page.file, page.source, (page as { sourceHash?: string }).sourceHash);
  stale("content/es/data/law.yaml", lawSource, (lawSource.data as { sourceHash?: string }).sourceHash);
  // Spanish files that exist but are not pages (drafts), listed once: a large site has thousands of English pages.
  const drafts = new Set(
    ["pages", "counties", "cities", "bonds"].flatMap((folder) =>
      existsSync(path.join(contentDir, "es", folder)) ? readdirSync(path.join(contentDir, "es", folder)).map((f) => `content/es/${folder}/${f}`) : [],
    ),
  );
  for (const page of pagesOf(english))
    if (!translated.has(page.file)) {
      const spanishFile = page.file.replace(/^content\//, "content/es/");
      const name = path.basename(page.file, ".md");
      findings.push({
        file: page.file,
        line: 1,
        column: 1,
        field: "",
        message: drafts.has(spanishFile)
          ? `${spanishFile} is still a draft, so this page has no Spanish version yet. Finish it and set draft: false.`
          : `This page has no Spanish version. Start one with \`npm run new -- translation ${name}\`.`,
      });
    }
  for (const page of pagesOf(spanish)) findings.push(...glossaryFindings(page.file, read(page.file), glossary));
  return findings;
}

// A word is a run of letters: "bono" is found in "el bono", not in "abono". All avoided words in one pattern, longest first.
const escapeRegExp = (phrase: string) => phrase.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const avoidPatterns = new WeakMap<Glossary, { pattern: RegExp; terms: Map<string, Glossary[number]> }>();
function avoidPattern(glossary: Glossary) {
  let found = avoidPatterns.get(glossary);
  if (!found) {
    const terms = new Map(glossary.flatMap((term) => (term.avoid ?? []).map((a) => [a.toLowerCase(), term] as const)));
    const words = [...terms.keys()].sort((a, b) => b.length - a.length).map(escapeRegExp);
    found = { pattern: new RegExp(`(?<![\\p{L}])(?:${words.join("|") || "(?!)"})(?![\\p{L}])`, "giu"), terms };
    avoidPatterns.set(glossary, found);
  }
  return found;
}

// Fields that hold names of files, paths and anchors, not words a visitor reads.
const nonProse = /^\s*-?\s*(translationOf|sourceHash|id|path|src|icon|county|template|nearby):/;

/** Words a Spanish page must not use (glossary `avoid`), at their lines; search phrases (`keywords`) and link targets are exempt. */
export function glossaryFindings(file: string, text: string, glossary: Glossary): Problem[] {
  const findings: Problem[] = [];
  const lines = text.split("\n");
  const { pattern, terms } = avoidPattern(glossary);
  let inKeywords = false;
  lines.forEach((line, i) => {
    if (/^keywords:/.test(line)) inKeywords = true;
    else if (!/^\s+-/.test(line)) inKeywords = false;
    if (inKeywords || nonProse.test(line)) return;
    const prose = line.replace(/\]\([^)]*\)|https?:\/\/\S+|\{law\.[A-Za-z0-9]+\}/g, ""); // a statement of law is checked in its own file
    for (const m of prose.matchAll(pattern)) {
      const term = terms.get(m[0].toLowerCase())!;
      findings.push({
        file,
        line: i + 1,
        column: m.index + 1,
        field: "",
        message: `The glossary (content/data/glossary.yaml) says "${term.es}" for "${term.en}", not "${m[0].toLowerCase()}".`,
        expected: term.es,
        got: JSON.stringify(m[0]),
      });
    }
  });
  return findings;
}
