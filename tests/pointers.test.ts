/**
 * Pointers that lead somewhere (#24): code and documents cite a decision or a section by its title
 * (`ARCHITECTURE.md, "JavaScript only in islands"`), never by a number that moves when the list changes, and
 * name only Markdown documents the repository has (CONTRIBUTING.md, "Comments and pointers").
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");

/** The folders whose files are checked, and the documents and configs beside them. */
const folders = ["generator", "model", "pages", "templates", "scripts", "tests", "hosting"];
const extraFiles = ["content/README.md"];
const textFile = /\.(?:ts|tsx|js|mjs|cjs|json|jsonc|css|md|yaml|yml)$/;
const skipped = new Set(["node_modules", "dist", "package-lock.json"]);

/** Every text file checked, relative to the root, with `/` separators. */
function checkedFiles(): string[] {
  const walk = (rel: string): string[] =>
    readdirSync(path.join(root, rel), { withFileTypes: true }).flatMap((entry) => {
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (skipped.has(entry.name)) return [];
      if (entry.isDirectory()) return rel || folders.includes(entry.name) ? walk(child) : [];
      return textFile.test(entry.name) ? [child] : [];
    });
  return [...walk(""), ...extraFiles];
}

/** A Markdown document named in code or prose: an upper-case name such as README.md, maybe with its folder. */
const documentName = /(?<![\w./-])((?:[\w.-]+\/)*[A-Z][A-Z0-9_-]*\.md)\b/g;
/** A decision cited by its number. */
const decisionNumber = /\bdecisions?\s+(?:#\s*)?\d+/gi;
/** A section cited by its number after a document's name (with or without `.md`), with `§` or the word section. */
const sectionNumber = /\b[A-Z][A-Z0-9_-]+(?:\.md)?\s+(?:§\s*|section\s+)\d+\w*/g;
/** A title in quotes after a document's name and a comma (the title may run onto the next comment line). */
const citedTitle = /(?<![\w./-])((?:[\w.-]+\/)*[A-Z][A-Z0-9_-]*\.md),?[ \t]+(["'])([^"'`]{1,200}?)\2/g;

/** Collapses a title that runs across lines (and their `*`, `//` or `#` comment marks) to one line. */
const oneLine = (text: string) =>
  text
    .replace(/\s*\n\s*(?:\*|\/\/|#)?\s*/g, " ")
    .replace(/`/g, "")
    .replace(/\s+/g, " ")
    .replace(/[.:]$/, "")
    .trim();

/** The titles a Markdown document offers: its headings and the bold lead of each list item (its decisions). */
function titlesOf(markdown: string): Set<string> {
  const titles = new Set<string>();
  for (const [, heading] of markdown.matchAll(/^#{1,6}\s+(.+)$/gm)) titles.add(oneLine(heading ?? ""));
  for (const [, lead] of markdown.matchAll(/^\s*(?:\d+\.|-)\s+\*\*(.+?)\*\*/gm)) titles.add(oneLine(lead ?? ""));
  return titles;
}

/** Reads a document of the repository, or undefined when it is not there. */
interface Repository {
  read(file: string): string | undefined;
}

/** Each broken pointer in `text` (the content of `file`), as `file:line  what is wrong`. */
function brokenPointers(file: string, text: string, repo: Repository): string[] {
  const problems: { index: number; message: string }[] = [];
  const at = (index: number, message: string) => problems.push({ index, message });
  const resolve = (name: string) =>
    [path.posix.normalize(name), path.posix.join(path.posix.dirname(file), name)].find((candidate) => repo.read(candidate) !== undefined);

  for (const match of text.matchAll(decisionNumber)) at(match.index, `"${match[0]}" cites a decision by its number; cite the decision's title instead.`);
  for (const match of text.matchAll(sectionNumber)) at(match.index, `"${match[0]}" cites a section by its number; cite the section's title instead.`);
  for (const match of text.matchAll(documentName)) {
    const name = match[1] ?? "";
    if (!resolve(name)) at(match.index, `names ${name}, which is not in the repository (from the root or from this file's folder).`);
  }
  for (const match of text.matchAll(citedTitle)) {
    const [, name = "", , raw = ""] = match;
    const document = resolve(name);
    if (!document) continue; // reported above
    const title = oneLine(raw);
    if (!titlesOf(repo.read(document) ?? "").has(title))
      at(match.index, `cites "${title}" in ${document}, which has no heading or decision of that title.`);
  }
  return problems.sort((a, b) => a.index - b.index).map(({ index, message }) => `${file}:${text.slice(0, index).split("\n").length}  ${message}`);
}

/** The repository on disk. */
const onDisk: Repository = {
  read(file) {
    const full = path.join(root, file);
    return existsSync(full) && statSync(full).isFile() ? readFileSync(full, "utf8") : undefined;
  },
};

describe("brokenPointers", () => {
  // The names are built from parts, so that this file's own text holds no broken pointer.
  const guide = ["GUIDE", "md"].join(".");
  const notes = ["NOTES", "md"].join(".");
  const style = ["STYLE", "md"].join(".");
  const docs: Record<string, string> = {
    [guide]: "# Guide\n\n## Tests\n\nText.\n\n## Decisions\n\n1. **One route table** (`routes.ts`).\n2. **Clean URLs, no trailing slash.** Text.\n",
    [`docs/${notes}`]: "# Notes\n",
  };
  const repo: Repository = { read: (file) => docs[file] };
  const q = '"';
  const n = 2;

  it("accepts titles the document has, also when a comment line breaks them, and documents found beside the file", () => {
    const text = [
      `// ${guide}, ${q}One route table${q}; ${guide}, 'Tests'`,
      ` * (${guide}, ${q}Clean URLs,`,
      ` * no trailing slash${q}); see ${notes} and docs/${notes}`,
    ].join("\n");
    expect(brokenPointers("docs/x.ts", text, repo)).toEqual([]);
  });

  it("reports a decision or section cited by number, a missing document and an unknown title, each with its line", () => {
    const text = [`// the route table (${guide} decision ${n}); ${guide} §${n}`, `// see ${style} for more`, `// ${guide}, ${q}One route tables${q}`].join(
      "\n",
    );
    expect(brokenPointers("generator/x.ts", text, repo)).toEqual([
      `generator/x.ts:1  "decision ${n}" cites a decision by its number; cite the decision's title instead.`,
      `generator/x.ts:1  "${guide} §${n}" cites a section by its number; cite the section's title instead.`,
      `generator/x.ts:2  names ${style}, which is not in the repository (from the root or from this file's folder).`,
      `generator/x.ts:3  cites "One route tables" in ${guide}, which has no heading or decision of that title.`,
    ]);
  });
});

describe("the repository's pointers", () => {
  const files = checkedFiles();

  it("checks the code, the tests and the documents", () => {
    for (const file of ["ARCHITECTURE.md", "CONTRIBUTING.md", "README.md", "biome.jsonc", "content/README.md", "tests/pointers.test.ts"])
      expect(files).toContain(file);
    for (const folder of folders) expect(files.some((file) => file.startsWith(`${folder}/`))).toBe(true);
  });

  it("cite decisions and sections by title, and name only Markdown documents the repository has", () => {
    const problems = files.flatMap((file) => brokenPointers(file, onDisk.read(file) ?? "", onDisk));
    expect(problems).toEqual([]);
  });
});
