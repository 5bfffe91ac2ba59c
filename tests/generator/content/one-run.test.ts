/**
 * #47: every content problem found in one run and printed together (CONTRIBUTING.md promises it). A content folder
 * with problems that different stages of loading find: a field its schema refuses, a figure typed where site.yaml
 * names it (checked later, once every file is read); prepare lists both at once.
 */
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ProblemsError } from "../../../generator/content/problem.ts";
import { prepare } from "../../../generator/prepare.ts";
import { contentWith, root } from "../../helpers/content-fixture.ts";

const dir = contentWith();
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Replaces the front matter's first line that starts with `field:` in a content file. */
function setField(rel: string, field: string, line: string): void {
  const file = path.join(dir, rel);
  const text = readFileSync(file, "utf8");
  const next = text.replace(new RegExp(`^${field}:.*$`, "m"), line);
  expect(next).not.toBe(text);
  writeFileSync(file, next);
}

describe("content problems of several stages", () => {
  it("are all reported by one run of prepare", () => {
    // A schema's refusal: a county page's order is a number.
    setField("counties/alamance-county.md", "order", 'order: "first"');
    // A figure typed where site.yaml names it (the arrival minutes), in another file.
    const { content } = prepare(path.join(root, "content"));
    const minutes = content.langs.en!.values.arrivalAlamance!;
    const bond = path.join(dir, "bonds/surety-bonds.md");
    writeFileSync(bond, `${readFileSync(bond, "utf8")}\nAn agent can meet you in about ${minutes}.\n`);
    let error: unknown;
    try {
      prepare(dir);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ProblemsError);
    const found = (error as ProblemsError).problems.map((p) => `${p.file} ${p.field}`);
    expect(found).toContain("content/counties/alamance-county.md order");
    expect(found).toContainEqual(expect.stringMatching(/^content\/bonds\/surety-bonds\.md body/));
  });
});
