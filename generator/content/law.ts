/**
 * Statements of law live once (ARCHITECTURE.md, "Facts live once"): content/data/law.yaml names
 * each thing the site says about a statute under `says`, next to its source, and content/es/data/law.yaml gives the
 * Spanish of each. A page writes `{law.forfeitureNotice}` and shows that text in its language, so a statement cannot
 * drift between pages or languages. A statute cited anywhere else (but on the law page) is a warning.
 */

import type { Jurisdiction, ShownLaw, YamlSource } from "../../model/content.ts";
import type * as schemas from "../../model/schemas/index.ts";
import type { Law, LawTranslation } from "../../model/schemas/index.ts";
import { lawStatementNames } from "./placeholders.ts";
import type { Problem } from "./problem.ts";

/**
 * Where each kind of law is read: its official text, never a copy (a copy can be older than the law, #33). A cite is
 * of the first kind whose pattern it matches; its source must be on one of that kind's hosts (or a subdomain of one).
 * Commentary, like the UNC School of Government's, goes in `commentary:`, beside the official text.
 */
export const officialSources: readonly { kind: string; cite: RegExp; hosts: readonly string[]; jurisdiction?: Jurisdiction }[] = [
  { kind: "North Carolina statute or session law", cite: /^(G\.S\.|S\.L\.)/, hosts: ["www.ncleg.gov"] },
  { kind: "North Carolina administrative rule", cite: /\bNCAC\b/, hosts: ["reports.oah.state.nc.us", "www.oah.nc.gov"] },
  { kind: "federal statute", cite: /\bU\.S\.C\./, hosts: ["uscode.house.gov"], jurisdiction: "federal" },
  { kind: "federal regulation", cite: /\bC\.F\.R\./, hosts: ["www.ecfr.gov"], jurisdiction: "federal" },
  {
    kind: "immigration court or Board of Immigration Appeals decision",
    cite: /^Matter of\b|\bI&N Dec\./,
    hosts: ["www.justice.gov"],
    jurisdiction: "federal",
  },
  {
    kind: "court decision",
    cite: /\sv\.\s/,
    hosts: ["uscourts.gov", "www.supremecourt.gov", "www.govinfo.gov", "appellate.nccourts.org", "www.nccourts.gov"],
  },
];

/** Whose law `cite` is: federal for the kinds marked so in officialSources (a court decision counts as North Carolina's). */
export function jurisdictionOf(cite: string): Jurisdiction {
  return officialSources.find((k) => k.cite.test(cite))?.jurisdiction ?? "north-carolina";
}

/** The law entries as the English pages show them: each with its jurisdiction. */
export function shownEnglishLaw(law: Law): ShownLaw {
  return law.map((l) => ({ ...l, jurisdiction: jurisdictionOf(l.cite) }));
}

/** How many days after someone last read an entry's official text `--strict` still builds from it. */
export const rereadWithinDays = 180;

const onHost = (host: string, allowed: string) => host === allowed || host.endsWith(`.${allowed}`);

/** An entry whose cite is of no known kind, or whose source is not on its kind's official hosts, at its line. */
export function lawSourceProblems(law: Law, source: YamlSource): Problem[] {
  return law.flatMap((entry, i) => {
    const kind = officialSources.find((k) => k.cite.test(entry.cite));
    const at = { file: source.file, ...source.at([i, "source"]), field: `${i}.source` };
    if (!kind)
      return [
        {
          ...at,
          message: `No official host is known for "${entry.cite}". Write the cite as pages do (G.S. …, S.L. …, … NCAC …, … U.S.C. …, Matter of …, A v. B), or add its kind to officialSources in generator/content/law.ts.`,
          expected: officialSources.map((k) => k.kind).join(", "),
          got: JSON.stringify(entry.cite),
        },
      ];
    const host = new URL(entry.source).hostname;
    if (kind.hosts.some((h) => onHost(host, h))) return [];
    return [
      {
        ...at,
        message: `${entry.cite} is a ${kind.kind}: link its official text, not a copy on ${host}. A copy can be older than the law. Commentary may go in \`commentary:\`, beside it.`,
        expected: kind.hosts.join(" or "),
        got: JSON.stringify(entry.source),
      },
    ];
  });
}

/** Whole days from `reread` (YYYY-MM-DD) to the UTC day of `today`. */
export function daysSince(reread: string, today: Date): number {
  const day = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Math.round((day - Date.parse(`${reread}T00:00:00Z`)) / 86_400_000);
}

/**
 * Entries nobody has read at their official source yet (no `reread:`), at their cite, and entries last read more than
 * rereadWithinDays before `today`, at their `reread:` line: warnings. `--strict` refuses only the never read ones, a
 * gate of the first publishing: a reading that grew old is no save's doing, so it holds none. The law page still
 * shows the day it was read, and the monthly reminder (scripts/reminder.ts) lists it until someone reads it again.
 */
export function staleLawProblems(law: Law, source: YamlSource, today: Date): { unread: Problem[]; overdue: Problem[] } {
  const unread: Problem[] = [];
  const overdue: Problem[] = [];
  law.forEach((entry, i) => {
    if (!entry.reread) {
      unread.push({
        file: source.file,
        ...source.at([i, "cite"]),
        field: `${i}.reread`,
        message: `Nobody has read ${entry.cite} at its official source yet. Read ${entry.source}, correct the entry and its statements if the law says otherwise, and write the day under reread: (like 2026-11-22).`,
        got: `${entry.cite}: never read there`,
      });
      return;
    }
    const days = daysSince(entry.reread, today);
    if (days > rereadWithinDays)
      overdue.push({
        file: source.file,
        ...source.at([i, "reread"]),
        field: `${i}.reread`,
        message: `${entry.cite} was last read at its official source ${days} days ago, more than ${rereadWithinDays}. Read ${entry.source} again, correct what changed, and write today's date here (\`npm run law\` lists every entry by age).`,
        got: entry.reread,
      });
  });
  return { unread, overdue };
}

/** The law page's "as of" date: the day the least recently read entry was read; none while an entry is unread. */
export function lawAsOf(law: Law): string | undefined {
  const days = law.map((entry) => entry.reread);
  return days.every((day) => day !== undefined) ? days.toSorted()[0] : undefined;
}

/** `{law.name}` → its text in one language, for placeholders.ts's `fill`. */
export function lawValues(law: readonly { says?: Record<string, string> | undefined }[]): Record<`law.${string}`, string> {
  const values: Record<`law.${string}`, string> = {};
  for (const entry of law) for (const [name, text] of Object.entries(entry.says ?? {})) values[`law.${name}`] = text;
  return values;
}

/** Where `offset` is in `text`, 1-based. */
function positionOf(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split("\n");
  return { line: before.length, column: before.at(-1)!.length + 1 };
}

/** A `{law.name}` that content/data/law.yaml does not name, at its line. */
export function unknownStatementProblems(file: string, text: string, named: ReadonlySet<string>): Problem[] {
  return lawStatementNames(text)
    .filter(({ name }) => !named.has(name))
    .map(({ name, offset }) => ({
      file,
      ...positionOf(text, offset),
      field: "",
      message: `content/data/law.yaml names no statement "${name}". Use one of the names under \`says:\` there, or add the statement to its statute (with its Spanish in content/es/data/law.yaml).`,
      expected: [...named].map((n) => `{law.${n}}`).join(", "),
      got: `{law.${name}}`,
    }));
}

/** Each English statement needs its Spanish, with the same name, and the Spanish names nothing else. */
export function statementTranslationProblems(law: Law, translation: LawTranslation, source: YamlSource): Problem[] {
  const problems: Problem[] = [];
  const byCite = new Map(translation.entries.map((e, i) => [e.cite, { entry: e, i }]));
  for (const english of law) {
    const spanish = byCite.get(english.cite);
    const names = Object.keys(english.says ?? {});
    if (!spanish) {
      // An untranslated statute is shown in English on the law page (a finding); a statement inside a Spanish sentence cannot be.
      if (names.length > 0)
        problems.push({
          file: source.file,
          ...source.at(["entries"]),
          field: "entries",
          message: `${english.cite} has statements (${names.join(", ")}) that Spanish pages show: add its entry here with its cite, title, fact and the Spanish of each statement under says:.`,
        });
      continue;
    }
    const translated = spanish.entry.says ?? {};
    for (const name of names)
      if (!(name in translated))
        problems.push({
          file: source.file,
          ...source.at(["entries", spanish.i, ...(spanish.entry.says ? ["says"] : [])]),
          field: `entries.${spanish.i}.says.${name}`,
          message: `content/data/law.yaml has a statement "${name}" for ${english.cite}; write its Spanish here under says:, with the same name. Spanish pages cannot show a statement of law in English.`,
        });
    for (const name of Object.keys(translated))
      if (!names.includes(name))
        problems.push({
          file: source.file,
          ...source.at(["entries", spanish.i, "says", name]),
          field: `entries.${spanish.i}.says.${name}`,
          message: `content/data/law.yaml has no statement "${name}" for ${english.cite}. Use the English entry's names, or delete this one.`,
          expected: names.join(", ") || "(none)",
          got: JSON.stringify(name),
        });
  }
  return problems;
}

// A statute or rule as pages would write it: G.S. …, a 15A- or 58-71- section, a session law, an NCAC rule.
// One match a citation: "G.S. 15A-535" is one finding, not two.
const citation =
  /\bG\.\s?S\.(?:\s(?:Chapter|Capítulo)?\s?\d[\w.-]*)?|\b15A-\d[\d.]*|\b58-71-\d+|\bS\.\s?L\.\s?\d{4}(?:-\d+)?|\b(?:Session Law|[Ll]ey de [Ss]esión)\s\d{4}(?:-\d+)?|\b\d+\s?NCAC\b/g;

/**
 * A statute cited in a page's own words, outside the statements of content/data/law.yaml: it is how a statement of
 * law gets retyped and drifts. Warnings (refused by --strict); the law page, which lists the statutes, may cite them.
 */
export function citationFindings(file: string, text: string): Problem[] {
  return [...text.matchAll(citation)].map((m) => ({
    file,
    ...positionOf(text, m.index),
    field: "",
    message:
      "This page cites a statute in its own words. Say it with a statement of content/data/law.yaml ({law.name}, with its Spanish in content/es/data/law.yaml), so every page and both languages say the same; only the law page lists statutes.",
    got: JSON.stringify(text.slice(m.index).split("\n")[0]!.slice(0, 40)),
  }));
}

/** A translated law list (content/es/data/law.yaml): each English entry's cite, source and status with the Spanish title and fact. */
export function translateLaw(
  law: schemas.Law,
  translation: schemas.LawTranslation,
  source: YamlSource,
  problems: Problem[],
  missing: Problem[], // a statute not translated yet: a translation finding, shown in English meanwhile
): ShownLaw {
  const byCite = new Map(translation.entries.map((e) => [e.cite, e]));
  const english = new Set(law.map((l) => l.cite));
  translation.entries.forEach((e, i) => {
    if (!english.has(e.cite))
      problems.push({
        file: source.file,
        ...source.at(["entries", i, "cite"]),
        field: `entries.${i}.cite`,
        message: "content/data/law.yaml has no statute with this cite. Write the cite exactly as there, or delete this entry.",
        expected: [...english].join(", "),
        got: JSON.stringify(e.cite),
      });
  });
  return law.map((l) => {
    const t = byCite.get(l.cite);
    if (!t) {
      missing.push({
        file: source.file,
        ...source.at(["entries"]),
        field: "entries",
        message: `No translation of ${l.cite} here yet: this language's pages show it in English. Add an entry with its cite, title and fact.`,
      });
      return { ...l, lang: "en" as const, jurisdiction: jurisdictionOf(l.cite) };
    }
    const { title: _title, says: _says, ...rest } = l;
    return {
      ...rest,
      jurisdiction: jurisdictionOf(l.cite),
      cite: t.label ?? l.cite,
      ...(t.title ? { title: t.title } : {}),
      fact: t.fact,
      ...(t.says ? { says: t.says } : {}),
    };
  });
}
