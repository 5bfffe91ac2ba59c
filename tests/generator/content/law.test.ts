/**
 * Statements of law live once: content/data/law.yaml names each one under `says`, its Spanish sits under the same
 * name in content/es/data/law.yaml, and pages show them with {law.name}. A retyped citation, an unknown name, a missing
 * Spanish statement and a Spanish law text older than its English are each caught.
 */
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, describe, expect, it } from "vitest";
import { loadContent } from "../../../generator/content/load.ts";
import { formatProblems, type Problem } from "../../../generator/content/problem.ts";
import { prepare } from "../../../generator/prepare.ts";
import type { Loaded } from "../../../model/content.ts";
import { contentWith, problemsOf, removeDir, root } from "../../helpers/content-fixture.ts";

const made: string[] = [];
afterAll(() => made.forEach(removeDir));

function contentEdited(edit: (change: (rel: string, f: (text: string) => string) => void) => void): string {
  const dir = contentWith();
  made.push(dir);
  edit((rel, f) => writeFileSync(path.join(dir, rel), f(readFileSync(path.join(dir, rel), "utf8"))));
  return dir;
}

/** A statement's text in a law file, replaced: `name: "…"` → `name: "<text>"`. */
const restate = (name: string, text: string) => (yaml: string) => {
  const line = new RegExp(`^(\\s+${name}: )".*"$`, "m");
  expect(yaml).toMatch(line);
  return yaml.replace(line, `$1"${text}"`);
};

/** Everything a page shows from its file: its fields and its body. */
const shown = (page: Loaded<Record<string, unknown>>) => JSON.stringify({ ...page, source: undefined, body: undefined }) + renderToStaticMarkup(page.body);

describe("statements of law", () => {
  it("changing a statement in law.yaml changes every page that makes it, in each language", () => {
    const dir = contentEdited((change) => {
      change("data/law.yaml", restate("forfeitureNotice", "ENGLISH-NOTICE-TEXT: the notice rule, restated for this test."));
      change("es/data/law.yaml", restate("forfeitureNotice", "TEXTO-ESPAÑOL-DEL-AVISO: la regla del aviso, dicha otra vez."));
    });
    const { content } = loadContent(dir);
    if (!content) throw new Error("the edited content should load");
    for (const [set, mine, other] of [
      [content.langs.en!, "ENGLISH-NOTICE-TEXT", "TEXTO-ESPAÑOL-DEL-AVISO"],
      [content.langs.es!, "TEXTO-ESPAÑOL-DEL-AVISO", "ENGLISH-NOTICE-TEXT"],
    ] as const) {
      const pages = [...set.pages, ...set.counties, ...set.cities, ...set.bonds] as Loaded<Record<string, unknown>>[];
      const making = pages.filter((p) => readFileSync(path.join(dir, p.file.replace(/^content\//, "")), "utf8").includes("{law.forfeitureNotice}"));
      expect(making.length, `${set.lang}: pages that write {law.forfeitureNotice}`).toBeGreaterThan(0);
      for (const page of making) {
        expect(shown(page), page.file).toContain(mine);
        expect(shown(page), page.file).not.toContain(other);
        expect(shown(page), page.file).not.toContain("{law.");
      }
    }
  });

  it("a statute cited in a page's own words is a warning, and --strict refuses it at its line", () => {
    const sentence = "Under G.S. 15A-543, missing court is a crime.";
    const dir = contentEdited((change) => change("pages/faqs.md", (text) => `${text.trimEnd()}\n\n${sentence}\n`));
    const lineOf = readFileSync(path.join(dir, "pages/faqs.md"), "utf8").split("\n").indexOf(sentence) + 1;
    const { warnings } = prepare(dir);
    expect(warnings.join("\n")).toContain(`content/pages/faqs.md:${lineOf}:7`);
    const refused = problemsOf(dir, true).filter((p) => p.file === "content/pages/faqs.md");
    expect(refused).toEqual([expect.objectContaining({ line: lineOf, column: 7, got: JSON.stringify("G.S. 15A-543, missing court is a crime.") })]);
    expect(refused[0]!.message).toContain("{law.name}");
  });

  it("the real pages cite no statute outside law.yaml's statements and the law page", () => {
    const { content } = loadContent(contentWith());
    expect(content?.citationFindings).toEqual([]);
  });

  it("a Spanish law text older than its English is a warning, refused by --strict", () => {
    const dir = contentEdited((change) =>
      change("data/law.yaml", restate("missedCourtCrime", "Missing court on purpose is a crime, said anew for this test.")),
    );
    const stale = (ps: Problem[]) => ps.filter((p) => p.file === "content/es/data/law.yaml" && p.field === "sourceHash");
    expect(problemsOf(dir)).toEqual([]);
    expect(stale(loadContent(dir).content!.translationFindings)).toHaveLength(1);
    expect(stale(problemsOf(dir, true))).toHaveLength(1);
  });

  it("a statement law.yaml does not name stops the build at its line", () => {
    const dir = contentEdited((change) => change("pages/faqs.md", (text) => `${text.trimEnd()}\n\n{law.forfeitureNotise}\n`));
    const lines = readFileSync(path.join(dir, "pages/faqs.md"), "utf8").split("\n");
    const problems = problemsOf(dir);
    expect(formatProblems(problems)).toContain(`content/pages/faqs.md:${lines.indexOf("{law.forfeitureNotise}") + 1}:1`);
    expect(problems[0]!.message).toContain('names no statement "forfeitureNotise"');
  });

  it("an English statement with no Spanish stops the build, naming the Spanish law file", () => {
    const dir = contentEdited((change) =>
      change("data/law.yaml", (yaml) =>
        yaml.replace(/^(\s+)forfeitureNotice: /m, '$1newRule: "A new statement with no Spanish text yet, for this test."\n$1forfeitureNotice: '),
      ),
    );
    const problems = problemsOf(dir);
    expect(problems.map((p) => [p.file, p.field])).toContainEqual(["content/es/data/law.yaml", expect.stringMatching(/says\.newRule$/)]);
  });

  it("the law page's date is when its text last changed (git), until every statute records a re-reading", () => {
    const git = (files: string[]) =>
      spawnSync("git", ["log", "-1", "--format=%cI", "--", ...files], { cwd: root, encoding: "utf8" })
        .stdout.trim()
        .slice(0, 10);
    const { content } = loadContent(path.join(root, "content"));
    const changed = git(["content/pages/nc-bail-bond-laws.md", "content/data/law.yaml"]);
    expect(changed).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(content?.langs.en?.lawDate).toEqual({ reread: false, date: changed });
    expect(content?.langs.es?.lawDate).toEqual({
      reread: false,
      date: git(["content/es/pages/nc-bail-bond-laws.md", "content/es/data/law.yaml", "content/data/law.yaml"]),
    });

    const dir = contentEdited((change) =>
      change("data/law.yaml", (yaml) => {
        let day = 10;
        return yaml.replace(/^ {2}status: found$/gm, () => `  status: found\n  reread: 2026-12-${day++}`);
      }),
    );
    expect(loadContent(dir).content?.langs.en?.lawDate).toEqual({ reread: true, date: "2026-12-10" });
  });
});
