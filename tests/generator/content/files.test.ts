/**
 * #47: one in-memory copy of content/ per build. The plan reads every content file once; while a build runs, loading
 * and checking the content (prepare: the loader, the translation checks) read that copy, not the disk.
 */
import fs, { rmSync } from "node:fs";
import { syncBuiltinESMExports } from "node:module";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readContentFiles, withContentFiles } from "../../../generator/content/files.ts";
import { prepare } from "../../../generator/prepare.ts";
import { lastCommitDates } from "../../../generator/seo/lastmod.ts";
import { contentWith } from "../../helpers/content-fixture.ts";

const dir = contentWith();
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The files under `dir` that `run` reads from disk, each with how many times. */
async function readsDuring(run: () => Promise<unknown>): Promise<Map<string, number>> {
  const reads = new Map<string, number>();
  const original = fs.readFileSync;
  fs.readFileSync = ((file: fs.PathOrFileDescriptor, ...rest: never[]) => {
    const name = String(file);
    if (name.startsWith(dir)) reads.set(path.relative(dir, name), (reads.get(path.relative(dir, name)) ?? 0) + 1);
    return original(file, ...rest);
  }) as typeof fs.readFileSync;
  syncBuiltinESMExports();
  try {
    await run();
  } finally {
    fs.readFileSync = original;
    syncBuiltinESMExports();
  }
  return reads;
}

describe("the content's one copy", () => {
  it("is read once per file, and loading the content reads nothing more from disk", async () => {
    let files = new Map<string, string>();
    const planReads = await readsDuring(async () => {
      files = readContentFiles(dir).files;
    });
    expect([...planReads.values()].every((n) => n === 1)).toBe(true);
    expect(planReads.size).toBe(files.size);
    expect(files.has("site.yaml")).toBe(true);
    const content = { dir, files };
    const loadReads = await readsDuring(() => withContentFiles(content, async () => prepare(dir)));
    expect([...loadReads.keys()]).toEqual([]);
  });

  it("asks git for the content's commit dates once per build (the loader, the sitemap and the editor's snapshot share them)", async () => {
    const repo = path.join(import.meta.dirname, "../../../content");
    const content = readContentFiles(repo);
    const [first, second] = await withContentFiles(content, async () => [lastCommitDates(repo), lastCommitDates(repo)]);
    expect(first.size, "dates of a content folder in git").toBeGreaterThan(0);
    expect(second).toBe(first);
    // Outside a build (the dev server between builds, the scripts) git is asked again: a commit may have come since.
    expect(lastCommitDates(repo)).not.toBe(lastCommitDates(repo));
  });
});
