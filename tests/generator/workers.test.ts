/** The build on worker threads: the same bytes as on one thread, and a rebuild that redoes only what changed (#7). */
import { appendFileSync, mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSite, type BuildResult } from "../../generator/build-site.ts";
import { deal } from "../../generator/workers/pool.ts";
import { contentWith, removeDir, root } from "../helpers/content-fixture.ts";
import { snapshot } from "../helpers/dir-snapshot.ts";

const work = mkdtempSync(path.join(tmpdir(), "workers-test-"));
const contentDir = contentWith();
const cacheDir = path.join(work, "cache");
const threaded = path.join(work, "threaded");
const single = path.join(work, "single");
let first: BuildResult;
let singleRun: BuildResult;

beforeAll(async () => {
  first = await buildSite({ root, contentDir, outDir: threaded, threads: 2, cacheDir });
  singleRun = await buildSite({ root, contentDir, outDir: single, threads: 0, cacheDir: path.join(work, "cache-single") });
}, 300_000);
afterAll(() => {
  removeDir(work);
  removeDir(contentDir);
});

describe("buildSite on worker threads", () => {
  it("writes byte for byte what the single-thread build writes", () => {
    expect(first.pages).toBeGreaterThan(30);
    expect(snapshot(threaded)).toEqual(snapshot(single));
  });

  it("validates every page's HTML on a cold cache", () => {
    expect(first.validated).toBe(singleRun.validated);
    expect(first.validated).toBeGreaterThan(first.pages);
  });

  it("after one content file changed, validates only the changed page and takes the other pages' .gz copies", async () => {
    const before = snapshot(threaded);
    const inode = (file: string) => statSync(path.join(threaded, file)).ino;
    const [home, about] = [inode("index.html.gz"), inode("about.html.gz")];
    appendFileSync(path.join(contentDir, "pages/about.md"), "\nOne more sentence about the agency, added by a test.\n");
    const again = await buildSite({ root, contentDir, outDir: threaded, threads: 2, cacheDir });
    expect(again.validated).toBe(1);
    const after = snapshot(threaded);
    const changed = Object.keys(after).filter((f) => after[f] !== before[f]);
    expect(changed.sort()).toEqual(["about.html", "about.html.br", "about.html.gz"]);
    expect(readFileSync(path.join(threaded, "about.html"), "utf8")).toContain("added by a test.");
    expect(inode("index.html.gz")).toBe(home); // the last build's copy, hard-linked
    expect(inode("about.html.gz")).not.toBe(about); // compressed anew
  }, 120_000);
});

describe("deal", () => {
  it("deals items round-robin into n shares", () => {
    expect(deal([1, 2, 3, 4, 5], 2)).toEqual([
      [1, 3, 5],
      [2, 4],
    ]);
  });
});
