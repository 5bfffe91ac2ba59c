/** A share's parsed content files are kept between builds in one cache file, keyed by each file's text (#7). */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { deserialize, serialize } from "node:v8";
import { afterAll, describe, expect, it } from "vitest";
import type { MarkdownFile } from "../../generator/content/load.ts";
import { Shard } from "../../generator/workers/shard.ts";
import { contentWith, removeDir } from "../helpers/content-fixture.ts";

const contentDir = contentWith();
const work = mkdtempSync(path.join(tmpdir(), "parse-cache-"));
afterAll(() => {
  removeDir(contentDir);
  removeDir(work);
});
const rels = ["pages/about.md", "pages/faqs.md", "counties/wake-county.md"];
const cache = { dir: path.join(work, "parsed"), name: "share-1-of-1", version: "v1" };
const pack = path.join(cache.dir, "share-1-of-1.bin");
const titleOf = (files: MarkdownFile[], rel: string) => files.find((f) => f.rel === rel)?.data?.title;
const readPack = () => deserialize(readFileSync(pack)) as Map<string, MarkdownFile>;

describe("Shard.load with a parse cache", () => {
  it("writes one cache file for the share, with one entry per file", () => {
    const files = new Shard().load(contentDir, rels, cache);
    expect(files.map((f) => f.rel)).toEqual(rels);
    expect(readPack().size).toBe(3);
  });

  it("takes an unchanged file from the cache instead of parsing it again", () => {
    // Mark the cached about.md: a file taken from the cache comes back with the mark.
    const entries = readPack();
    for (const entry of entries.values()) if (entry.rel === "pages/about.md") (entry.data as { title: string }).title = "FROM THE CACHE";
    writeFileSync(pack, serialize(entries));
    const files = new Shard().load(contentDir, rels, cache);
    expect(titleOf(files, "pages/about.md")).toBe("FROM THE CACHE");
    expect(titleOf(files, "pages/faqs.md")).not.toBe("FROM THE CACHE");
  });

  it("parses a file again once its text changed, and keeps only the current files' entries", () => {
    const about = path.join(contentDir, "pages/about.md");
    writeFileSync(about, readFileSync(about, "utf8").replace(/\n---\n/, "\n---\nOne more line.\n"));
    const files = new Shard().load(contentDir, rels.slice(0, 2), cache);
    expect(titleOf(files, "pages/about.md")).not.toBe("FROM THE CACHE");
    expect([...readPack().values()].map((e) => e.rel).sort()).toEqual(["pages/about.md", "pages/faqs.md"]);
  });

  it("parses everything again under a new code version, and reads past an unreadable cache file", () => {
    const files = new Shard().load(contentDir, rels, { ...cache, version: "v2" });
    expect(titleOf(files, "pages/about.md")).not.toBe("FROM THE CACHE");
    writeFileSync(pack, "not a cache");
    expect(new Shard().load(contentDir, rels, cache).map((f) => f.problems)).toEqual([[], [], []]);
    expect(readPack().size).toBe(3);
  });

});
