/**
 * Statements of law live once: content/data/law.yaml names each one under `says`, its Spanish sits under the same
 * name in content/es/data/law.yaml, and pages show them with {law.name}. A retyped citation, an unknown name, a missing
 * Spanish statement and a Spanish law text older than its English are each caught; so are a source that is not the
 * official text, an entry with no reading date (refused by --strict), and one read more than 180 days ago (a warning).
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, describe, expect, it } from "vitest";
import { loadContent } from "../../../generator/content/load.ts";
import { formatProblems, type Problem } from "../../../generator/content/problem.ts";
import { prepare } from "../../../generator/prepare.ts";
import type { Loaded } from "../../../model/content.ts";
import { InfoPage } from "../../../pages/info-page.tsx";
import { contentWith, everyEntryReadOn, problemsOf, removeDir, root, withRealValues } from "../../helpers/content-fixture.ts";

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
const shown = (page: Loaded<Record<string, unknown>>) => JSON.stringify({ ...page, source: undefined, body: undefined }) + page.body.__html;

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

  it("#44 a Spanish law text older than its English is a warning, which --strict lets through (no save of the Spanish caused it)", () => {
    const dir = contentEdited((change) =>
      change("data/law.yaml", restate("missedCourtCrime", "Missing court on purpose is a crime, said anew for this test.")),
    );
    const stale = (ps: Problem[]) => ps.filter((p) => p.file === "content/es/data/law.yaml" && p.field === "sourceHash");
    expect(problemsOf(dir)).toEqual([]);
    expect(stale(loadContent(dir).content!.translationFindings)).toHaveLength(1);
    expect(stale(problemsOf(dir, true))).toHaveLength(0);
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

  it("the law page's date is the oldest day an entry of law.yaml was read, in every language, once every entry was read", () => {
    const yaml = readFileSync(path.join(root, "content/data/law.yaml"), "utf8");
    const rereads = [...yaml.matchAll(/^ {2}reread: (\d{4}-\d{2}-\d{2})/gm)].map((m) => m[1]!);
    const entries = yaml.match(/^- cite: /gm)!.length;
    const { content } = loadContent(path.join(root, "content"));
    for (const set of Object.values(content!.langs)) expect(set.lawDate).toBe(rereads.length === entries ? rereads.toSorted()[0] : undefined);

    const dir = contentEdited((change) =>
      change("data/law.yaml", (text) => {
        // One day apart from December 10 on, into January when there are more entries than days left in December.
        let day = 10;
        const next = () => new Date(Date.UTC(2026, 11, day++)).toISOString().slice(0, 10);
        return everyEntryReadOn(text, "2026-12-31").replace(/^ {2}reread: .*$/gm, () => `  reread: ${next()}`);
      }),
    );
    const edited = loadContent(dir).content!;
    expect(edited.langs.en?.lawDate).toBe("2026-12-10");
    expect(edited.langs.es?.lawDate).toBe("2026-12-10");
  });
});

/** The 1-based line of the first line of `rel` in `dir` that matches `pattern`. */
const lineOf = (dir: string, rel: string, pattern: RegExp) =>
  readFileSync(path.join(dir, rel), "utf8")
    .split("\n")
    .findIndex((l) => pattern.test(l)) + 1;

describe("law that stays current", () => {
  const day = (d: string) => new Date(`${d}T15:30:00Z`);
  /** A day `days` before 2027-06-30, as law.yaml writes it. */
  const readOn = (days: number) => new Date(Date.UTC(2027, 5, 30) - days * 86_400_000).toISOString().slice(0, 10);
  const rereadProblems = (dir: string, today: Date) => {
    try {
      prepare(dir, true, undefined, today);
    } catch (error) {
      return (error as { problems: Problem[] }).problems.filter((p) => p.file === "content/data/law.yaml" && p.field.endsWith(".reread"));
    }
    return [];
  };
  /** Every entry read on 2027-06-30, but G.S. 15A-543's read `days` before. */
  const readDaysBefore = (days: number) =>
    contentEdited((change) =>
      change("data/law.yaml", (yaml) =>
        everyEntryReadOn(yaml, "2027-06-30").replace(/(- cite: G\.S\. 15A-543\n(?: {2}.*\n| {4}.*\n)*? {2}reread: )2027-06-30/, `$1${readOn(days)}`),
      ),
    );

  it("#44 an entry read 181 days before the build is a warning at its reread line; --strict still builds, and the law page shows the day it was read", () => {
    // Real values everywhere else, so that --strict has nothing else to refuse.
    const stale = withRealValues(contentEdited(() => {}));
    const lawFile = path.join(stale, "data/law.yaml");
    writeFileSync(
      lawFile,
      everyEntryReadOn(readFileSync(lawFile, "utf8"), "2027-06-30").replace(
        /(- cite: G\.S\. 15A-543\n(?: {2}.*\n| {4}.*\n)*? {2}reread: )2027-06-30/,
        `$1${readOn(181)}`,
      ),
    );
    const line = lineOf(stale, "data/law.yaml", new RegExp(`^ {2}reread: ${readOn(181)}$`));
    expect(line).toBeGreaterThan(0);
    // No save caused the reading to grow old: it holds none. The reminder lists it (tests/scripts/reminder.test.ts).
    expect(rereadProblems(stale, day("2027-06-30"))).toEqual([]);
    const { warnings, contexts, content } = prepare(stale, true, undefined, day("2027-06-30"));
    expect(warnings.join("\n")).toContain(`content/data/law.yaml:${line}  ${readOn(181)}`);
    for (const set of Object.values(content.langs)) {
      expect(set.lawDate).toBe(readOn(181));
      const page = set.pages.find((p) => "sections" in p && p.sections?.some((s) => s.kind === "sources"))!;
      const html = renderToStaticMarkup(<InfoPage page={page as never} ctx={contexts[set.lang]!} />);
      expect(html).toContain(`<time dateTime="${readOn(181)}">`);
      expect(html).not.toContain(contexts[set.lang]!.t("info.rereadPending"));
    }
    expect(rereadProblems(readDaysBefore(179), day("2027-06-30"))).toEqual([]);
  });

  it("an entry linked to a copy of the law on another host stops the build at its source line", () => {
    const copy = "https://law.onecle.com/north-carolina/58-insurance/58-71-95.html";
    const dir = contentEdited((change) =>
      change("data/law.yaml", (yaml) =>
        yaml.replace("  source: https://www.ncleg.gov/EnactedLegislation/Statutes/HTML/BySection/Chapter_58/GS_58-71-95.html", `  source: ${copy}`),
      ),
    );
    const line = lineOf(dir, "data/law.yaml", new RegExp(`^ {2}source: ${copy.replaceAll(".", "\\.")}$`));
    expect(line).toBeGreaterThan(0);
    const problems = problemsOf(dir);
    expect(problems).toEqual([expect.objectContaining({ file: "content/data/law.yaml", line, got: JSON.stringify(copy), expected: "www.ncleg.gov" })]);
    expect(problems[0]!.message).toContain("link its official text, not a copy on law.onecle.com");
    expect(formatProblems(problems)).toContain(`content/data/law.yaml:${line}:`);
  });

  it("an official text on its kind's host builds; a federal statute must be on uscode.house.gov, not ncleg.gov", () => {
    const dir = contentEdited((change) => change("data/law.yaml", (yaml) => yaml.replace("- cite: G.S. 15A-543\n", "- cite: 18 U.S.C. 3142\n")));
    const line = lineOf(dir, "data/law.yaml", /^ {2}source: .*GS_15A-543\.html$/);
    // #47: in the same run, the Spanish law.yaml's entry for the cite that is gone (a problem of its own).
    expect(problemsOf(dir)).toContainEqual(expect.objectContaining({ file: "content/data/law.yaml", line, expected: "uscode.house.gov" }));
  });

  it("an entry with no reread date is refused by --strict at its entry, and the law page says texts are unchecked instead of a date", () => {
    const dir = contentEdited((change) =>
      change("data/law.yaml", (yaml) =>
        everyEntryReadOn(yaml, "2027-06-30").replace(/(- cite: G\.S\. 15A-543\n(?: {2}.*\n| {4}.*\n)*?) {2}reread: .*\n/, "$1"),
      ),
    );
    const problems = rereadProblems(dir, day("2027-06-30"));
    expect(problems).toHaveLength(1);
    expect(problems[0]!.field).toMatch(/^\d+\.reread$/);
    expect(problems[0]!.line).toBe(lineOf(dir, "data/law.yaml", /^- cite: G\.S\. 15A-543$/));
    expect(problems[0]!.message).toContain("Nobody has read G.S. 15A-543 at its official source yet.");
    expect(formatProblems(problems)).toMatch(new RegExp(`content/data/law\\.yaml:${problems[0]!.line}:\\d+ +\\d+\\.reread`));
    // A plain build warns and goes on; the law page has no "as of" date, and says so in each language.
    const { warnings, contexts, content } = prepare(dir, false, undefined, day("2027-06-30"));
    expect(warnings.join("\n")).toContain(`content/data/law.yaml:${problems[0]!.line}  G.S. 15A-543: never read there`);
    for (const set of Object.values(content.langs)) {
      expect(set.lawDate).toBeUndefined();
      const page = set.pages.find((p) => "sections" in p && p.sections?.some((s) => s.kind === "sources"))!;
      const html = renderToStaticMarkup(<InfoPage page={page as never} ctx={contexts[set.lang]!} />);
      expect(html).not.toContain("<time");
      expect(html).toContain(contexts[set.lang]!.t("info.rereadPending"));
    }
  });
});
