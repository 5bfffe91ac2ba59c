/**
 * Agency and building names on Spanish pages. The official English name is kept (it is on the sign, and what a family
 * searches for), but a Spanish reader first meets what it is: "el Departamento de Policía de Greensboro (Greensboro
 * Police Department)". The Spanish of each name is written once, in the `phrases` of content/messages/es.yaml, where
 * the cards of the location pages take it from. On a built Spanish page, in the text a visitor reads:
 * - the first time a name of that list appears, it must come as "<its Spanish> (<the name>)";
 * - in a title, a description or an alt text (which a visitor may meet first, or alone), every mention comes with
 *   its Spanish before it, or the Spanish stands alone;
 * - a name that looks like an agency or a building ("… Police Department", "… Detention Center") but is not in the
 *   list is reported, so that its Spanish is added there.
 * English parts (`lang="en"`, as the cards mark the official name) are not Spanish text and are not looked at.
 */
import type { Problem } from "../content/problem.ts";
import { spanishPieces } from "./glossary.ts";

/** What an agency's or a building's English name ends with. */
const kinds =
  "Sheriff['’]s Office|Police Department|Detention Center|Detention Facility|Courthouse|Justice Center|Jail|Public Safety Center|Law Enforcement Center|Federal Building|Processing Center|Hall of Justice|Correctional Center|Department of Insurance";
/** A run of capitalised words ending in one of `kinds`, like "Alamance County Sheriff's Office". */
const nameLike = new RegExp(`(?:\\b[A-Z][\\w.&'’-]*\\s+)+(?:${kinds})\\b|\\b(?:${kinds})\\b`, "g");

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A phrase (English → Spanish) with its pattern, and the part of it before any apostrophe, which every match contains. */
interface Name {
  en: string;
  es: string;
  at: RegExp;
  clue: string;
}

/**
 * The phrases, longest first, with their patterns: made once per phrase list (every page of a build shares one), as
 * a new pattern per phrase per page was most of this check's time. Every phrase is looked for, not only names: a label
 * like "24 hours" found in Spanish text would be as much a leftover as a name.
 */
const lists = new WeakMap<ReadonlyMap<string, string>, Name[]>();
function nameList(phrases: ReadonlyMap<string, string>): Name[] {
  let names = lists.get(phrases);
  if (!names) {
    names = [...phrases]
      .map(([en, es]) => ({ en, es, at: new RegExp(`(?<![\\w])${escapeRegExp(en).replace(/'/g, "['’]")}(?![\\w])`, "g"), clue: en.split("'")[0]! }))
      .sort((a, b) => b.en.length - a.en.length);
    lists.set(phrases, names);
  }
  return names;
}

/** Findings for one built page: its Spanish texts as checks/glossary.ts reads them. */
export function pageNameFindings(html: string, file: string, source: string, phrases: ReadonlyMap<string, string>): Problem[] {
  const names = nameList(phrases);
  const problems: Problem[] = [];
  const page = `/${file.replace(/\.html$/, "").replace(/^index$/, "")}`;
  const report = (where: string, message: string, got: string, expected?: string) =>
    problems.push({
      file: `dist/${file}`,
      line: 1,
      column: 1,
      field: where,
      message: `${message} (page ${page}, made from ${source})`,
      got,
      ...(expected ? { expected } : {}),
    });
  const met = new Set<string>();
  const seenUnknown = new Set<string>();
  for (const piece of spanishPieces(html)) {
    const inText = piece.where === "text" || piece.where === "island props";
    let text = piece.text;
    for (const { en, es, at, clue } of names) {
      if (!text.includes(clue)) continue;
      for (const m of text.matchAll(at)) {
        const before = text.slice(0, m.index);
        const intro = before.replace(/\s*\($/, "");
        const introduced = before.endsWith("(") && intro.slice(intro.length - es.length).toLowerCase() === es.toLowerCase();
        if (!inText) {
          if (!introduced)
            report(piece.where, `"${m[0]}" in the ${piece.where}: say it in Spanish ("${es}"), or as "${es} (${en})"`, JSON.stringify(m[0]), es);
          continue;
        }
        if (met.has(en)) continue;
        met.add(en);
        if (!introduced)
          report(
            piece.where,
            `The first mention of "${en}" must say what it is in Spanish first: "${es} (${en})", as content/messages/es.yaml's phrases write it`,
            JSON.stringify(m[0]),
            `${es} (${en})`,
          );
      }
      text = text.replace(at, (n) => " ".repeat(n.length)); // a longer name found is not found again as a shorter one
    }
    for (const m of text.matchAll(nameLike)) {
      const name = m[0].trim();
      if (seenUnknown.has(name)) continue;
      seenUnknown.add(name);
      report(
        piece.where,
        `"${name}" reads as an agency's or a building's name, and content/messages/es.yaml's phrases have no Spanish for it: add - { en: "${name}", es: "…" } there, and write its first mention as "<Spanish> (${name})"`,
        JSON.stringify(name),
      );
    }
  }
  return problems;
}
