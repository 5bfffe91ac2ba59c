/**
 * `npm run law`: the maintainers' twice-a-year checklist of the law the site states (content/README.md, "Law that
 * stays current: `npm run law`, twice a year"). Every statute of content/data/law.yaml and every statement under its
 * `says`, oldest reading first: how many days since someone read its official text, that text's address, and the
 * pages that show it in each language (a page shows a statement it writes as {law.name}; the law page shows every
 * statute).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { daysSince, jurisdictionOf, rereadWithinDays } from "../generator/content/law.ts";
import { lawStatementNames } from "../generator/content/placeholders.ts";
import { formatProblems, ProblemsError } from "../generator/content/problem.ts";
import { prepare } from "../generator/prepare.ts";

const root = path.resolve(import.meta.dirname, "..");

/** One line of the checklist: a statute (`name` its cite) or one of its statements (`name` like {law.premiumCap}). */
export interface LawRow {
  name: string;
  cite: string;
  source: string;
  reread: string | undefined;
  days: number;
  /** The paths of the pages that show it, in every language. */
  pages: string[];
}

/** The checklist's rows, oldest reading first (a statute before its statements), and the same as text. */
export function lawChecklist(contentDir: string, today: Date = new Date()): { rows: LawRow[]; text: string } {
  let prepared: ReturnType<typeof prepare>;
  try {
    prepared = prepare(contentDir, false, undefined, today);
  } catch (error) {
    if (!(error instanceof ProblemsError)) throw error;
    return { rows: [], text: `The content has problems; fix them first:\n${formatProblems(error.problems, null)}` };
  }
  const { content, routes } = prepared;
  const read = (file: string) => readFileSync(path.join(contentDir, file.replace(/^content\//, "")), "utf8");
  const glossary = new Set(lawStatementNames(read("content/data/glossary.yaml")).map((s) => s.name));
  // What each page shows: the statements its file writes, those of the glossary it lists, and, on the law page, every statute.
  const shown = routes.map((route) => {
    const kinds = new Set(((route.page as { sections?: { kind: string }[] }).sections ?? []).map((s) => s.kind));
    const names = new Set(lawStatementNames(read(route.page.file)).map((s) => s.name));
    if (kinds.has("glossary")) for (const name of glossary) names.add(name);
    const lists = new Set(
      ((route.page as { sections?: { kind: string; law?: string }[] }).sections ?? []).filter((s) => s.kind === "sources").map((s) => s.law),
    );
    return { path: route.path, names, lists };
  });
  const rows = content.law.flatMap((entry, order) => {
    const base = {
      cite: entry.cite,
      source: entry.source,
      reread: entry.reread,
      days: entry.reread ? daysSince(entry.reread, today) : Number.POSITIVE_INFINITY,
      order,
    };
    return [
      { ...base, name: entry.cite, pages: shown.filter((p) => p.lists.has(jurisdictionOf(entry.cite))).map((p) => p.path) },
      ...Object.keys(entry.says ?? {}).map((name) => ({
        ...base,
        name: `{law.${name}}`,
        pages: shown.filter((p) => p.names.has(name)).map((p) => p.path),
      })),
    ];
  });
  rows.sort((a, b) => b.days - a.days || a.order - b.order); // stable: a statute stays before its statements
  const lines = [
    `The law the site states, oldest reading first (${rows.length} lines: each statute of content/data/law.yaml and each statement under its says:).`,
    `Read each official text again, correct the entry and the statements if the law changed (with their Spanish), and write the day under reread:. \`npm run build -- --strict\` refuses a statute never read; one read more than ${rereadWithinDays} days ago is still published with its date, and the monthly reminder lists it.`,
  ];
  for (const row of rows) {
    const statute = row.name === row.cite;
    if (statute) {
      const late =
        row.days > rereadWithinDays ? `  ${row.reread ? `OVER ${rereadWithinDays} DAYS: read it again` : "NEVER READ: --strict refuses it"}` : "";
      const age = row.reread ? `${row.days} days since read (${row.reread})` : "not read at its official source yet";
      lines.push("", `${age}  ${row.cite}${late}`, `  official text: ${row.source}`);
    }
    lines.push(`  ${statute ? "the statute" : row.name}: ${row.pages.join(", ") || "shown on no page"}`);
  }
  return { rows: rows.map(({ order: _order, ...row }) => row), text: `${lines.join("\n")}\n` };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.join(root, "scripts/law.ts")) {
  const { values } = parseArgs({ options: { content: { type: "string" } } });
  const { rows, text } = lawChecklist(values.content ?? path.join(root, "content"));
  process.stdout.write(text);
  if (rows.length === 0) process.exitCode = 1;
}
