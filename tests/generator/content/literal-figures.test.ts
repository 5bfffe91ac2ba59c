/** The typed-figure check (ARCHITECTURE.md, "Facts live once") for the arrival estimates named in site.yaml (truth audit T-2). */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { literalFigureProblems } from "../../../generator/content/literal-figures.ts";
import { prepare } from "../../../generator/prepare.ts";
import { root } from "../../helpers/content-fixture.ts";

const { content } = prepare(path.join(root, "content"));
const values = content.langs.en!.values;
const site = readFileSync(path.join(root, "content/site.yaml"), "utf8");

describe("arrival estimates", () => {
  it("come from site.yaml, in minutes", () => {
    expect(values.arrivalAlamance).toBe(`${content.site.arrival.alamance} minutes`);
    expect(values.arrivalOrange).toBe(`${content.site.arrival.orange} minutes`);
    expect(site).toMatch(/^arrival:/m);
  });

  it("are reported where a page types one, at its line and column, with the placeholders to write", () => {
    const text = `---\narrival: "about ${values.arrivalAlamance}"\n---\nAn agent can usually meet you in about ${values.arrivalOrange} in Hillsborough.\n`;
    const problems = literalFigureProblems("content/counties/x.md", text, values);
    const lines = text.split("\n");
    expect(problems.map((p) => [p.line, p.column, p.field, p.got])).toEqual([
      [2, lines[1]!.indexOf(values.arrivalAlamance) + 1, "arrival", JSON.stringify(values.arrivalAlamance)],
      [4, lines[3]!.indexOf(values.arrivalOrange) + 1, "body", JSON.stringify(values.arrivalOrange)],
    ]);
    // #33: the minutes are shown only through the promises that state them, in each language.
    expect(problems[0]!.message).toBe(
      "This figure is typed, so it can contradict site.yaml. Write {promise.arrivalAlamance} or {promise.arrivalOrange} instead.",
    );
  });

  it("leave another office's minutes alone", () => {
    const text = "---\ntitle: x\n---\nICE agents may arrive within 45 minutes of the call.\n";
    expect(literalFigureProblems("content/bonds/x.md", text, values)).toEqual([]);
  });
});
