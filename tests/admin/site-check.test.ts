/**
 * #44: the web editor's save and delete checks are the publish job's: every page rendered with the change made, its
 * links and glossary checked, and a deletion lists every dependent at once. Run here in Node on the editor's own
 * in-memory content folder (admin/shims/fs.ts, as the browser bundle has it) and checked against the build run on a
 * copy of content/ on disk.
 */
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import type { ContentSnapshot } from "../../generator/cms/admin-site.ts";
import { type Problem, ProblemsError } from "../../generator/content/problem.ts";

// The editor's node:fs reads the mounted snapshot (under /content), as in the browser; the build on disk reads files.
vi.mock("node:fs", async () => {
  const real = await vi.importActual<Record<string, (...args: unknown[]) => unknown>>("node:fs");
  const shim = (await import("../../admin/shims/fs.ts")) as unknown as Record<string, (...args: unknown[]) => unknown>;
  const either =
    (name: string) =>
    (p: unknown, ...rest: unknown[]) =>
      (String(p) === "/content" || String(p).startsWith("/content/") ? shim[name]! : real[name]!)(p, ...rest);
  return { ...real, ...Object.fromEntries(Object.keys(shim).map((name) => [name, either(name)])) };
});
const fs = await vi.importActual<typeof import("node:fs")>("node:fs");
const { deletionProblems } = await import("../../admin/deletion.ts");
const { findingsOf, saveCheck } = await import("../../admin/site-check.ts");
const { prepare } = await import("../../generator/prepare.ts");

const root = path.resolve(import.meta.dirname, "../..");
const contentDir = path.join(root, "content");

/** content/ as the editor's snapshot holds it. */
function snapshotOf(dir: string): ContentSnapshot {
  const files: Record<string, string> = {};
  for (const rel of fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .map((r) => r.split(path.sep).join("/"))
    .sort())
    if (/\.(md|yaml)$/.test(rel) && !/(^|\/)\./.test(rel) && !rel.endsWith("README.md")) files[rel] = fs.readFileSync(path.join(dir, rel), "utf8");
  return { files, dates: {}, year: 2026 };
}
const site = snapshotOf(contentDir);

const made: string[] = [];
afterAll(() => {
  for (const d of made) fs.rmSync(d, { recursive: true, force: true });
});

/** What `npm run build`'s first stage says of content/ on disk with `rels` deleted. */
function buildWithout(rels: string[]): Problem[] {
  const dir = fs.mkdtempSync(path.join(tmpdir(), "site-check-"));
  made.push(dir);
  fs.cpSync(contentDir, dir, { recursive: true });
  for (const rel of rels) fs.rmSync(path.join(dir, rel));
  try {
    prepare(dir);
    return [];
  } catch (error) {
    if (error instanceof ProblemsError) return error.problems;
    throw error;
  }
}

const key = (p: Problem) => `${p.file}:${p.line}:${p.column} ${p.message}`;

describe("#44 a deletion lists every dependent at once", () => {
  it("a county: its Spanish page and facts file first, then every page that links to it or names it, in both languages", () => {
    const county = "counties/alamance-county.md";
    const own = [`es/${county}`, "data/counties/alamance-county.yaml"];
    const found = deletionProblems(site, county, () => findingsOf(site));
    // Its own files, named first, in the order to delete them.
    expect(found.slice(0, 2).map((p) => p.file)).toEqual(own.map((f) => `content/${f}`));
    // Everything else the build refuses once the county and its own files are gone: one list, not a stage at a time.
    const dependents = buildWithout([county, ...own]);
    expect(new Set(dependents.map((p) => p.file)).size).toBeGreaterThan(2);
    expect(dependents.some((p) => p.file.startsWith("content/es/"))).toBe(true);
    expect(found.slice(2).map(key).sort()).toEqual(dependents.map(key).sort());
    // No advice to delete a file that would lead nowhere: those are named as its own, above.
    expect(found.map((p) => p.message).join("\n")).not.toMatch(/There is no (page|English file)/);
  });

  it("the facts file of a county that stands is refused with the county named and what still needs the county", () => {
    const facts = "data/counties/alamance-county.yaml";
    const found = deletionProblems(site, facts, () => findingsOf(site));
    expect(found[0]).toMatchObject({ file: `content/${facts}` });
    expect(found[0]!.message).toContain("content/counties/alamance-county.md");
    expect(found.length).toBeGreaterThan(3);
  });

  it("a city linked from inside another page's fields: both languages' linking pages are listed", () => {
    const city = "cities/lexington-nc-bail-bonds.md";
    const found = deletionProblems(site, city, () => findingsOf(site));
    const fields = found.filter((p) => /^sections\.\d+\./.test(p.field)).map((p) => p.file);
    expect(fields).toEqual(expect.arrayContaining(["content/counties/davidson-county.md", "content/es/counties/davidson-county.md"]));
  });
});

describe("#44 the save check is the publish job's", () => {
  const faqs = "pages/faqs.md";
  const withAnswerPrefix = (rel: string, prefix: string) => site.files[rel]!.replace(/^(\s+- question: .*\n\s+answer: ")/m, `$1${prefix}`);

  it("refuses a link to an id that the linked page does not have, which the content stage lets through", () => {
    const text = withAnswerPrefix(faqs, "See [our office](/contact#no-such-part). ");
    expect(text).not.toBe(site.files[faqs]);
    const found = saveCheck(site, faqs, text).problems;
    expect(found).toEqual([expect.objectContaining({ file: "dist/faqs.html", field: "href", message: expect.stringContaining("#no-such-part") })]);
  });

  it("refuses a word the glossary avoids in a Spanish answer, which only --strict refuses", () => {
    const rel = "es/pages/faqs.md";
    const found = saveCheck(site, rel, withAnswerPrefix(rel, "Un bail es una fianza. ")).problems;
    expect(found).toEqual([expect.objectContaining({ file: `content/${rel}`, message: expect.stringContaining('not "bail"') })]);
  });

  it("accepts a save that causes no finding", () => {
    expect(saveCheck(site, faqs, withAnswerPrefix(faqs, "Call us. ")).problems).toEqual([]);
  });
});
