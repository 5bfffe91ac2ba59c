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

/** The documents whose code pointers are checked: the design, the contributors' guide and every README. */
const guides = ["ARCHITECTURE.md", "CONTRIBUTING.md", "README.md", "content/README.md", "hosting/README.md", "model/README.md"];
/** A file named in backticks: a path with an extension of the project's files, no spaces, no wildcards. */
const fileName = /^(?:\.{0,2}[\w-]*\/)*[\w.-]+\.(?:ts|tsx|mjs|js|json|jsonc|css|yaml|yml|md|patch|txt)$/;
/** A symbol named in backticks: a camelCase or PascalCase identifier (maybe called, maybe a member: `SiteContext.applyOnline`). */
const symbolName = /^([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*)(?:\(\))?$/;
const isCodeIdentifier = (word: string) => /^[a-z][a-z0-9]*[A-Z]\w*$/.test(word) || /^[A-Z][a-z0-9]+[A-Z]\w*$/.test(word);

/** The project's files, the folders of its code (where a relative pointer like `build/page.ts` starts), and its code and configs as one text. */
function repositoryFiles(): { files: string[]; codeDirs: Set<string>; code: string } {
  const list = (dir: string) =>
    existsSync(path.join(root, dir))
      ? (readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" }) as string[]).map((f) => `${dir}/${f}`)
      : [];
  const files = [
    ...new Set(
      [...checkedFiles(), ...["admin", "content", "public", "patches", ".github", ".ci"].flatMap(list), ...readdirSync(root)].map((f) =>
        f.split(path.sep).join("/"),
      ),
    ),
  ];
  const codeDirs = new Set<string>();
  for (const file of files) {
    const parts = file.split("/");
    if (!["generator", "model", "pages", "templates", "scripts", "tests", "admin", "hosting"].includes(parts[0]!) || file.startsWith("tests/fixtures/"))
      continue;
    for (const part of parts.slice(0, -1)) codeDirs.add(part);
  }
  for (const top of [".ci", ".github", "patches", "public"]) codeDirs.add(top);
  const code = files
    .filter((f) => (/\.(?:ts|tsx|mjs|js)$/.test(f) && !f.startsWith("tests/")) || /^[^/]+\.jsonc?$/.test(f))
    .map((f) => onDisk.read(f) ?? "")
    .join("\n");
  return { files, codeDirs, code };
}

/**
 * Each code pointer of a guide that leads nowhere: a file of the project's code that no path of the repository ends
 * with, a symbol that no code or config has, a path outside the repository. Not pointers: files outside the code's
 * folders (a page's output, a package's source, an example of a file to write) and a name the text says not to use.
 */
function brokenCodePointers(guide: string, text: string, repo: { files: string[]; codeDirs: Set<string>; code: string }): string[] {
  const problems: string[] = [];
  for (const match of text.matchAll(/`([^`\n]+)`/g)) {
    const token = match[1]!.trim();
    const line = text.slice(0, match.index).split("\n").length;
    if (/\b(?:no|not|never)\b[^.`]{0,20}$/i.test(text.slice(Math.max(0, match.index - 30), match.index))) continue;
    if (fileName.test(token)) {
      if (token.startsWith("../")) {
        problems.push(`${guide}:${line}  names ${token}, outside the repository: a clone of the project alone has no such file.`);
        continue;
      }
      const name = token.replace(/^\.\//, "");
      const first = name.includes("/") ? name.split("/")[0]! : undefined;
      const isCode = first ? repo.codeDirs.has(first) : /\.(?:ts|tsx|mjs|js)$/.test(name);
      if (isCode && !repo.files.some((f) => f === name || f.endsWith(`/${name}`)))
        problems.push(`${guide}:${line}  names the file ${token}, which no path of the repository ends with.`);
      continue;
    }
    const symbol = symbolName.exec(token)?.[1];
    if (!symbol) continue;
    for (const part of symbol.split("."))
      if (isCodeIdentifier(part) && !new RegExp(`\\b${part.replace(/\$/g, "\\$")}\\b`).test(repo.code))
        problems.push(`${guide}:${line}  names ${part}, which no code or config of the project has.`);
  }
  return problems;
}

describe("code pointers (#45)", () => {
  const repo = repositoryFiles();

  it("finds a renamed file, a symbol no code has and a path outside the repository", () => {
    // The names are built from parts, so that this file's own text holds no broken pointer.
    const guide = ["GUIDE", "md"].join(".");
    const outside = ["..", "elsewhere", ["NOTES", "md"].join(".")].join("/");
    const q = "`";
    const text = [
      `See ${q}generator/build/site.ts${q} and ${q}build/pool.ts${q}, ${q}planBuild${q}.`,
      `${q}generator/build/gone.ts${q} ${q}planBuilds()${q}`,
      `${q}${outside}${q}`,
    ].join("\n");
    expect(brokenCodePointers(guide, text, repo)).toEqual([
      `${guide}:2  names the file generator/build/gone.ts, which no path of the repository ends with.`,
      `${guide}:2  names planBuilds, which no code or config of the project has.`,
      `${guide}:3  names ${outside}, outside the repository: a clone of the project alone has no such file.`,
    ]);
  });

  it("every file and symbol that ARCHITECTURE.md, CONTRIBUTING.md and the READMEs name in backticks exists", () => {
    expect(guides.flatMap((guide) => brokenCodePointers(guide, onDisk.read(guide) ?? "", repo))).toEqual([]);
  });

  it("no test or product file names ../shared: a clone of the project alone must pass", () => {
    const outside = checkedFiles()
      .concat(guides, [".ci/run", ".github/workflows/publish.yml", "package.json", "vite.config.ts"])
      .filter((file) => file !== "tests/pointers.test.ts" && /\.\.\/shared\b/.test(onDisk.read(file) ?? ""));
    expect(outside).toEqual([]);
  });
});
