/** Spell check of the public copy (content/, pages/, templates/) with cspell, as set up in cspell.config.yaml. */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Issue } from "cspell";
import { lint } from "cspell";
import { afterAll, describe, expect, it } from "vitest";
import { removeDir, root } from "../helpers/content-fixture.ts";

const config = path.join(root, "cspell.config.yaml");

/** Runs cspell with the project's config; returns the number of files checked and one `file:line:col word` per issue. */
async function spellCheck(cwd: string, globs: string[] = []) {
  const problems: string[] = [];
  const where = (issue: Issue) => (issue.uri ? path.relative(cwd, fileURLToPath(issue.uri)) : "?");
  const result = await lint(
    globs, // none: the `files` of the config
    { config, root: cwd, progress: false, summary: false, mustFindFiles: true },
    {
      issue: (issue) => problems.push(`${where(issue)}:${issue.row}:${issue.col} ${issue.text}`),
      error: (message, error) => problems.push(`cspell error: ${message}: ${error.message}`),
    },
  );
  return { files: result.files, errors: result.errors, problems };
}

/** The files cspell.config.yaml is meant to cover, listed without cspell. */
function copyFiles(): string[] {
  const list = (dir: string, ext: RegExp) =>
    readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
      .filter((f) => ext.test(f) && !f.split(path.sep).some((part) => part.startsWith(".")))
      .map((f) => path.join(dir, f));
  return [...list("content", /\.(md|yaml)$/), ...list("pages", /\.tsx$/), ...list("templates", /\.tsx$/)];
}

describe("spelling", () => {
  it("finds no unknown word in the content, pages and templates", async () => {
    const { files, errors, problems } = await spellCheck(root);
    const message = `Misspelled or unknown words. Fix the spelling; if the word is right (a place, a name), add it to project-words.txt:\n${problems.join("\n")}`;
    expect(problems, message).toEqual([]);
    expect(errors).toBe(0);
    expect(files).toBe(copyFiles().length);
  });

  it("keeps project-words.txt sorted, one word a line, without repeats", () => {
    const words = readFileSync(path.join(root, "project-words.txt"), "utf8").trimEnd().split("\n");
    expect(words.every((w) => /^[\p{L}][\p{L}'.-]*$/u.test(w))).toBe(true);
    const sorted = [...new Set(words)].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" }));
    expect(words).toEqual(sorted);
  });

  describe("a file with misspellings", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "spelling-"));
    afterAll(() => removeDir(dir));

    it("is reported word by word, while place names from project-words.txt pass", async () => {
      writeFileSync(path.join(dir, "page.md"), "# Mebane\n\nAlamance County: Recieve the bondd today.\n");
      const { files, problems } = await spellCheck(dir, ["page.md"]);
      expect(files).toBe(1);
      expect(problems).toEqual(["page.md:3:18 Recieve", "page.md:3:30 bondd"]);
    });
  });

  describe("a Spanish page (content/es/)", () => {
    // The project's own config and word lists, in a folder of its own, so the config's `content/es/**` override applies.
    const dir = mkdtempSync(path.join(tmpdir(), "spelling-es-"));
    afterAll(() => removeDir(dir));
    for (const file of ["cspell.config.yaml", "project-words.txt", "project-words-es.txt"])
      writeFileSync(path.join(dir, file), readFileSync(path.join(root, file)));
    const check = async (text: string) => {
      mkdirSync(path.join(dir, "content/es/pages"), { recursive: true });
      writeFileSync(path.join(dir, "content/es/pages/page.md"), text);
      const problems: string[] = [];
      const result = await lint(
        ["content/es/pages/page.md"],
        { config: path.join(dir, "cspell.config.yaml"), root: dir, progress: false, summary: false, mustFindFiles: true },
        { issue: (issue) => problems.push(issue.text) },
      );
      return { files: result.files, problems };
    };

    it("is checked against Spanish, so an English sentence left untranslated is flagged", async () => {
      const { files, problems } = await check(
        '---\ntitle: "Fianzas en el condado de Wake"\nkind: cards\n---\nLlame al {phone}: un agente contesta. Call us today for your release.\n',
      );
      expect(files).toBe(1);
      expect(problems).toEqual(["Call", "today", "your"]); // what the Spanish check flags here; "us" and "for" are under its 4-letter minimum, and "release" passes it
    });

    it("passes Spanish prose, field names, {placeholders} and the names of project-words-es.txt", async () => {
      const { problems } = await check(
        '---\nheading: "El cofirmante y la fianza"\nicon: clock\n---\nEl Wake County Detention Center está en Raleigh. Pregúntenos por la prima ({premiumCap}).\n',
      );
      expect(problems).toEqual([]);
    });

    it("flags a misspelled Spanish word", async () => {
      const { problems } = await check("La fianza se paga con una prma.\n");
      expect(problems).toEqual(["prma"]);
    });
  });
});
