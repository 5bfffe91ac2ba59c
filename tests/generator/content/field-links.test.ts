/**
 * #44: a Markdown link written inside a field (an FAQ answer, a section intro, a card's text) is checked by the content
 * stage like a link in a page's body: a dead one is refused at its file, line and column, by `prepare` (which the
 * web editor runs) and by `npm run build`, which names the content file.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { contentWith, problemsOf, removeDir, root } from "../../helpers/content-fixture.ts";

const made: string[] = [];
afterAll(() => made.forEach(removeDir));

const dead = "/payment-options"; // no page of the site has this path (asserted below)

/**
 * A copy of content/ with `[…](dead)` written at the start of the first double-quoted value of `key` in `rel`, and
 * where it was written (1-based line and column of the path).
 */
function withDeadLink(rel: string, key: string, target = dead): { dir: string; line: number; column: number } {
  const dir = contentWith();
  made.push(dir);
  const lines = readFileSync(path.join(dir, rel), "utf8").split("\n");
  const i = lines.findIndex((l) => new RegExp(`^\\s+(- )?${key}: "`).test(l));
  expect(i).toBeGreaterThan(0);
  const open = lines[i]!.indexOf('"') + 1;
  const link = `See [how to pay](${target}). `;
  lines[i] = lines[i]!.slice(0, open) + link + lines[i]!.slice(open);
  writeFileSync(path.join(dir, rel), lines.join("\n"));
  return { dir, line: i + 1, column: open + link.indexOf(target) + 1 };
}

describe("#44 links inside fields", () => {
  it.each([
    ["an FAQ answer", "pages/faqs.md", "answer", /^faq\.\d+\.items\.\d+\.answer$/],
    ["a section intro", "pages/faqs.md", "intro", /^sections\.\d+\.intro$/],
    ["a card's text", "counties/davidson-county.md", "text", /^sections\.\d+\.items\.\d+\.text$/],
    ["a Spanish FAQ answer", "es/pages/faqs.md", "answer", /^faq\.\d+\.items\.\d+\.answer$/],
  ])("a dead link in %s is refused at its line and column", (_what, rel, key, field) => {
    const { dir, line, column } = withDeadLink(rel, key);
    const found = problemsOf(dir).filter((p) => p.got === JSON.stringify(dead));
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ file: `content/${rel}`, line, column, message: expect.stringContaining(`The link ${dead} goes to no page`) });
    expect(found[0]!.field).toMatch(field);
  });

  it("a link inside a field to a page that exists is accepted, and one to the other language's page is refused", () => {
    expect(problemsOf(withDeadLink("pages/faqs.md", "answer", "/contact").dir)).toEqual([]);
    const { dir, line, column } = withDeadLink("es/pages/faqs.md", "answer", "/contact");
    expect(problemsOf(dir)).toEqual([
      expect.objectContaining({ file: "content/es/pages/faqs.md", line, column, message: expect.stringContaining("page of the other language") }),
    ]);
  });

  it("`npm run build` refuses a dead link in an FAQ answer naming the content file, and writes nothing", () => {
    const { dir, line, column } = withDeadLink("pages/faqs.md", "answer");
    const out = path.join(mkdtempSync(path.join(tmpdir(), "field-links-")), "dist");
    made.push(path.dirname(out));
    const run = spawnSync(process.execPath, ["generator/bundle.mjs", "generator/build.ts", "--content", dir, "--out", out], {
      cwd: root,
      encoding: "utf8",
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`content/pages/faqs.md:${line}:${column}`);
    expect(run.stderr).toContain(`The link ${dead} goes to no page of this site.`);
    expect(existsSync(out)).toBe(false);
  });
});
