/**
 * The Spanish site stays true to the English: stale and missing translations and words the glossary avoids are
 * warnings that name file and line, `--strict` refuses all but the stale ones, and a broken pairing or a missing message stops the build.
 */
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadContent } from "../../../generator/content/load.ts";
import { listPageMarkdown, readMarkdownFile } from "../../../generator/content/markdown-file.ts";
import { formatProblems, type Problem, ProblemsError } from "../../../generator/content/problem.ts";
import { sourceHashOf } from "../../../generator/content/translations.ts";
import { prepare } from "../../../generator/prepare.ts";
import { contentWith, problemsOf, removeDir, root } from "../../helpers/content-fixture.ts";

const made: string[] = [];
afterAll(() => made.forEach(removeDir));

/** A copy of the real content, changed by `edit` (which gets a helper to rewrite one file). */
function contentEdited(edit: (change: (rel: string, f: (text: string) => string) => void, dir: string) => void): string {
  const dir = contentWith();
  made.push(dir);
  edit((rel, f) => writeFileSync(path.join(dir, rel), f(readFileSync(path.join(dir, rel), "utf8"))), dir);
  return dir;
}

/** A glossary finding: a word the glossary avoids, at its line. */
const isGlossary = (f: Problem) => f.message.startsWith("The glossary ");

/** The translation findings of a content folder; glossary words only with `glossary` (each test looks at its own kind). */
const findingsOf = (dir: string, glossary = false) => {
  const loaded = loadContent(dir);
  if (!loaded.content) throw new Error(formatProblems(loaded.problems));
  return loaded.content.translationFindings.filter((f) => glossary || !isGlossary(f));
};

/** The line of `pattern` in a content file, counted from 1. */
const lineOf = (dir: string, rel: string, pattern: RegExp) =>
  readFileSync(path.join(dir, rel), "utf8")
    .split("\n")
    .findIndex((l) => pattern.test(l)) + 1;

describe("translations", () => {
  it("the real content: every English page has its Spanish page, each made from the English as it is now", () => {
    const dir = contentWith();
    made.push(dir);
    expect(findingsOf(dir, true)).toEqual([]);
    const { warnings } = prepare(dir);
    expect(warnings.join("\n")).not.toMatch(/translation/);
  });

  it("#44 warns at the Spanish file's sourceHash when the English changed after the translation, and --strict lets it through", () => {
    const dir = contentEdited((change) =>
      change("pages/faqs.md", (t) => t.replace("Answers to the questions families ask most", "Answers to the questions NC families ask")),
    );
    const now = sourceHashOf(readFileSync(path.join(dir, "pages/faqs.md"), "utf8"));
    const findings = findingsOf(dir);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({
      file: "content/es/pages/faqs.md",
      line: lineOf(dir, "es/pages/faqs.md", /^sourceHash:/),
      field: "sourceHash",
      expected: now,
    });
    expect(findings[0]!.message).toContain("content/pages/faqs.md changed after this translation was made");
    // A warning: the build goes on and says so; --strict too (the page is published with a note, tests/generator/unrelated-saves.test.tsx).
    const { warnings } = prepare(dir);
    expect(warnings.find((w) => w.includes("translation"))).toContain(`content/es/pages/faqs.md:${findings[0]!.line}`);
    expect(
      problemsOf(dir, true)
        .filter((p) => p.field === "sourceHash")
        .map((p) => p.file),
    ).toEqual([]);
  });

  it("is up to date again once the new sourceHash is written", () => {
    const dir = contentEdited((change, d) => {
      change("pages/faqs.md", (t) => t.replace("Answers to the questions families ask most", "Answers to the questions NC families ask"));
      const now = sourceHashOf(readFileSync(path.join(d, "pages/faqs.md"), "utf8"));
      change("es/pages/faqs.md", (t) => t.replace(/^sourceHash: .*$/m, `sourceHash: ${now}`));
    });
    expect(findingsOf(dir)).toEqual([]);
  });

  it("warns at a new English page that has no Spanish page yet, naming the command that starts one; the page has no hreflang pair", () => {
    const dir = contentEdited((_, d) =>
      writeFileSync(
        path.join(d, "bonds/probation-bonds.md"),
        readFileSync(path.join(d, "bonds/appeal-bonds.md"), "utf8")
          .replace(/^path: .*$/m, 'path: "/probation-bonds"')
          .replace(/^label: .*$/m, 'label: "Probation Bonds"'),
      ),
    );
    const findings = findingsOf(dir);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ file: "content/bonds/probation-bonds.md", line: 1 });
    expect(findings[0]!.message).toContain("npm run new -- translation probation-bonds");
    const { routes } = prepare(dir);
    expect(routes.find((r) => r.path === "/probation-bonds")!.alternates).toEqual({ en: "/probation-bonds" });
    expect(routes.find((r) => r.path === "/appeal-bonds")!.alternates).toEqual({ en: "/appeal-bonds", es: "/es/fianzas-de-apelacion" });
    expect(problemsOf(dir, true).some((p) => p.file === "content/bonds/probation-bonds.md")).toBe(true);
  });

  it("warns at the line and column of a word the glossary avoids on a Spanish page, but not in its search keywords", () => {
    const dir = contentEdited((change) =>
      change("es/pages/faqs.md", (t) => t.replace(/^(keywords:\n)/m, '$1  - "bono de fianza Graham"\n').replace(/\n*$/, "\n\nPague el bono hoy.\n")),
    );
    const text = readFileSync(path.join(dir, "es/pages/faqs.md"), "utf8").split("\n");
    // Only the words added here: the rest of the file is the maintainers' to keep.
    const findings = findingsOf(dir, true).filter((f) => f.file === "content/es/pages/faqs.md" && /bono/i.test(f.got ?? ""));
    expect(findings.map((f) => [f.file, f.line, f.column, f.got])).toEqual([
      ["content/es/pages/faqs.md", text.indexOf("Pague el bono hoy.") + 1, "Pague el ".length + 1, '"bono"'],
    ]);
    expect(findings[0]!.expected).toBe("fianza");
  });

  it("stops the build when a Spanish file names another English file, or one that does not exist", () => {
    const wrong = contentEdited((change) =>
      change("es/pages/faqs.md", (t) => t.replace("translationOf: content/pages/faqs.md", "translationOf: content/pages/about.md")),
    );
    expect(formatProblems(problemsOf(wrong))).toContain("content/es/pages/faqs.md");
    expect(problemsOf(wrong)[0]).toMatchObject({ field: "translationOf", expected: "content/pages/faqs.md" });

    const orphan = contentEdited((_, d) =>
      writeFileSync(
        path.join(d, "es/pages/preguntas.md"),
        readFileSync(path.join(d, "es/pages/faqs.md"), "utf8").replace(/^path: .*$/m, 'path: "/es/preguntas"'),
      ),
    );
    expect(
      problemsOf(orphan)
        .map((p) => p.message)
        .join("\n"),
    ).toContain("There is no English file content/pages/preguntas.md");
  });

  it("stops the build when the Spanish messages lack an English key or have one the English does not", () => {
    const dir = contentEdited((change) => change("messages/es.yaml", (t) => t.replace(/^ {2}callNow: .*\n/m, "").replace("  payNow:", "  payNoww:")));
    const problems = problemsOf(dir);
    expect(problems.map((p) => [p.file, p.field])).toEqual([
      ["content/messages/es.yaml", "header.callNow"],
      ["content/messages/es.yaml", "header.payNow"],
      ["content/messages/es.yaml", "header.payNoww"],
    ]);
    expect(problems[0]!.message).toContain('(the English reads: "Call Now")');
    expect(problems[2]!.line).toBe(lineOf(dir, "messages/es.yaml", /payNoww:/));
  });

  it("stops the build when a phrase of a data file has no Spanish", () => {
    const dir = contentEdited((change) => change("messages/es.yaml", (t) => t.replace(/^ {2}- \{ en: "general contact".*\n/m, "")));
    const problems = problemsOf(dir);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file: "content/messages/es.yaml", field: "phrases" });
    expect(problems[0]!.message).toContain('says "general contact", which has no translation here');
  });

  it("sourceHash is the same for a file with Windows line ends", () => {
    const text = readFileSync(path.join(root, "content/pages/faqs.md"), "utf8");
    expect(sourceHashOf(text.replace(/\n/g, "\r\n"))).toBe(sourceHashOf(text));
    expect(sourceHashOf(text)).toMatch(/^[0-9a-f]{12}$/);
  });

  it("stops the build when a Spanish page's address is not under /es, or an English page's is", () => {
    const dir = contentEdited((change) => {
      change("es/pages/faqs.md", (t) => t.replace(/^path: .*$/m, 'path: "/preguntas-frecuentes"'));
      change("pages/about.md", (t) => t.replace(/^path: .*$/m, 'path: "/es/about"'));
    });
    const problems = problemsOf(dir).filter((p) => p.field === "path");
    expect(problems.map((p) => [p.file, p.got])).toEqual([
      ["content/pages/about.md", '"/es/about"'],
      ["content/es/pages/faqs.md", '"/preguntas-frecuentes"'],
    ]);
    expect(problems[1]!.message).toContain("starts with /es/");
  });

  it("refuses a menu that lists a page of the other language, at its line, instead of crashing", () => {
    const dir = contentEdited((change) => change("es/data/navigation.yaml", (t) => t.replace("  - /es/testimonios\n", "  - /testimonials\n")));
    const problems = problemsOf(dir);
    expect(problems.map((p) => [p.file, p.line, p.got])).toEqual([
      ["content/es/data/navigation.yaml", lineOf(dir, "es/data/navigation.yaml", /^ {2}- \/testimonials$/), '"/testimonials"'],
    ]);
    expect(problems[0]!.message).toContain("page of the other language");
  });

  it("refuses a Spanish message with a {name} its English message does not have, at its line", () => {
    const dir = contentEdited((change) =>
      change("messages/es.yaml", (t) => t.replace('callNumber: "Llame al {phone}"', 'callNumber: "Llame al {telefono}"')),
    );
    const problems = problemsOf(dir);
    expect(problems.map((p) => [p.file, p.field, p.got, p.expected])).toEqual([
      ["content/messages/es.yaml", "common.callNumber", "{telefono}", "{phone}"],
    ]);
    expect(problems[0]!.line).toBe(lineOf(dir, "messages/es.yaml", /callNumber:/));
  });

  it("names the sourceHash to write when a Spanish file has none", () => {
    const dir = contentEdited((change) => change("es/pages/faqs.md", (t) => t.replace(/^sourceHash: .*\n/m, "")));
    const now = sourceHashOf(readFileSync(path.join(dir, "pages/faqs.md"), "utf8"));
    const problems = problemsOf(dir);
    expect(problems.map((p) => [p.file, p.field, p.expected])).toEqual([["content/es/pages/faqs.md", "sourceHash", now]]);
    expect(problems[0]!.message).toContain(`sourceHash: "${now}"`);
  });

  it("reports an English file deleted after its Spanish file was read (the dev server keeps files read), without crashing", () => {
    const dir = contentWith();
    made.push(dir);
    const markdown = new Map(listPageMarkdown(dir).map((rel) => [rel, readMarkdownFile(dir, rel)]));
    rmSync(path.join(dir, "bonds/appeal-bonds.md"));
    markdown.delete("bonds/appeal-bonds.md");
    const problems = (() => {
      try {
        prepare(dir, false, markdown);
      } catch (error) {
        if (error instanceof ProblemsError) return error.problems;
        throw error;
      }
      return [];
    })();
    expect(problems.map((p) => p.message)).toContain(
      "There is no English file content/bonds/appeal-bonds.md for this Spanish file to translate. A Spanish file has the name and folder of its English file (under content/es/); rename it, or delete it.",
    );
  });

  it("shows a statute not yet translated in English on Spanish pages, marked lang=en, and warns", () => {
    const dir = contentEdited((change) =>
      change(
        "data/law.yaml",
        (t) =>
          `${t}- cite: G.S. 15A-999\n  fact: A statute added to the English list after the Spanish list was translated, for this test.\n  source: https://www.ncleg.gov/\n  reread: 2026-11-26\n  status: found\n`,
      ),
    );
    const findings = findingsOf(dir);
    expect(findings.map((f) => [f.file, f.field])).toEqual([
      ["content/es/data/law.yaml", "sourceHash"], // the English list changed
      ["content/es/data/law.yaml", "entries"],
    ]);
    expect(findings[1]!.message).toContain("No translation of G.S. 15A-999");
    const { content } = prepare(dir);
    expect(content.langs.es!.law.at(-1)).toMatchObject({ cite: "G.S. 15A-999", lang: "en" });
  });

  it("tells the maintainer which county has no Spanish page yet when a Spanish page names it", () => {
    const dir = contentEdited((change) =>
      change("es/cities/raleigh-nc-bail-bonds.md", (t) => t.replace('county: "wake-county"', 'county: "randolph-county"')),
    );
    expect(problemsOf(dir).map((p) => p.message)).toContain(
      "There is no Spanish page of this county yet (content/es/counties/randolph-county.md). Translate it first (npm run new -- translation randolph-county), or leave the name out until then.",
    );
  });

  it("refuses a link from a Spanish page to an English page that has a Spanish version, naming that version", () => {
    const dir = contentEdited((change) => change("es/pages/faqs.md", (t) => `${t.trimEnd()}\n\nVea [el proceso](/process).\n`));
    const problems = problemsOf(dir);
    expect(problems.map((p) => [p.file, p.expected])).toEqual([["content/es/pages/faqs.md", "/es/proceso-de-fianza"]]);
    expect(problems[0]!.message).toContain("/process is a page of the other language");
  });
});
