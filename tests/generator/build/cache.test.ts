/**
 * The build's plan (generator/build/cache.ts), on a tiny project of its own: with nothing changed there is nothing to
 * do; after a content edit the last build may be reused, and only the edited page's input differs; after a code edit,
 * a touched output folder or a build without checks, nothing of the last build is reused.
 */
import { appendFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type BuildPlan, type PlanOptions, planBuild, reuseFrom, saveBuild } from "../../../generator/build/cache.ts";
import type { PageFacts } from "../../../generator/build/page.ts";
import { readMarkdownFile } from "../../../generator/content/markdown-file.ts";

let work: string;
let root: string;
let contentDir: string;
let outDir: string;
let cacheDir: string;
const options: PlanOptions = { strict: false, checks: true, extraIslands: {} };
const pageFiles = ["pages/a.md", "pages/b.md"];
const plan = (extra: Partial<PlanOptions & { remember: boolean }> = {}) => planBuild(root, contentDir, outDir, cacheDir, { ...options, ...extra });

/** What the build of `plan` would reuse, with the content as it is now. */
function reuseOf(p: BuildPlan) {
  const texts = new Map(pageFiles.map((rel) => [rel, readFileSync(path.join(contentDir, rel), "utf8")]));
  const markdown = new Map([...texts].map(([rel, text]) => [rel, readMarkdownFile(contentDir, rel, text)]));
  return reuseFrom(p, { contentDir, outDir, tempDir: path.join(work, "temp") }, markdown, texts, { year: 2026 });
}

/** Saves a build of the two pages into outDir, as buildSite does after its swap. */
function build(p: BuildPlan): void {
  const reuse = reuseOf(p);
  const pages = pageFiles.map((rel) => ({ file: `${rel.replace(/^pages\/|\.md$/g, "")}.html`, input: reuse.inputOf([`content/${rel}`]) }));
  mkdirSync(outDir, { recursive: true });
  for (const { file } of pages) writeFileSync(path.join(outDir, file), `<p>${file}</p>`);
  const facts = pages.map(({ file }) => ({ file, files: [file] }) as PageFacts);
  saveBuild(p, outDir, { warnings: ["a warning"], counts: { pages: 2, redirects: 0 }, pages, facts });
}

beforeEach(() => {
  work = mkdtempSync(path.join(tmpdir(), "build-cache-test-"));
  root = path.join(work, "project");
  contentDir = path.join(root, "content");
  outDir = path.join(root, "dist");
  cacheDir = path.join(root, "cache");
  mkdirSync(path.join(root, "generator"), { recursive: true });
  mkdirSync(path.join(contentDir, "pages"), { recursive: true });
  writeFileSync(path.join(root, "generator/build.ts"), "export const x = 1;\n");
  writeFileSync(path.join(contentDir, "site.yaml"), "name: A\n");
  for (const rel of pageFiles) writeFileSync(path.join(contentDir, rel), `---\ntitle: ${rel}\n---\n\nThe text of ${rel}.\n`);
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

describe("planBuild", () => {
  it("has nothing to reuse before the first build", () => {
    const first = plan();
    expect([first.last, first.current]).toEqual([undefined, undefined]);
  });

  it("says there is nothing to do when nothing changed, with the last build's warnings", () => {
    build(plan());
    const again = plan();
    expect(again.current?.warnings).toEqual(["a warning"]);
  });

  it("after one page's text changed, reuses the last build, where only that page's input differs", () => {
    const first = plan();
    build(first);
    const before = reuseOf(first);
    appendFileSync(path.join(contentDir, "pages/b.md"), "\nOne more sentence.\n");
    const next = plan();
    expect(next.current).toBeUndefined();
    expect(next.last).toBeDefined();
    const after = reuseOf(next);
    expect(after.unchanged("a.html", after.inputOf(["content/pages/a.md"]))?.files).toEqual(["a.html"]);
    expect(after.unchanged("b.html", after.inputOf(["content/pages/b.md"]))).toBeUndefined();
    expect(after.inputOf(["content/pages/a.md"])).toBe(before.inputOf(["content/pages/a.md"]));
  });

  it("changes every page's input when a file every page reads changes", () => {
    const before = reuseOf(plan());
    writeFileSync(path.join(contentDir, "site.yaml"), "name: B\n");
    const after = reuseOf(plan());
    for (const rel of pageFiles) expect(after.inputOf([`content/${rel}`])).not.toBe(before.inputOf([`content/${rel}`]));
  });

  it("reuses nothing after a change of code", () => {
    build(plan());
    appendFileSync(path.join(root, "generator/build.ts"), "export const y = 2;\n");
    const next = plan();
    expect([next.last, next.current]).toEqual([undefined, undefined]);
  });

  it("reuses nothing when the output folder was changed by hand", () => {
    build(plan());
    rmSync(path.join(outDir, "a.html"));
    expect(plan().last).toBeUndefined();
  });

  it("reuses nothing of a build without checks in a build with them, but the other way round it does", () => {
    build(plan({ checks: false }));
    expect(plan().last).toBeUndefined();
    build(plan());
    expect(plan({ checks: false }).last).toBeDefined();
  });

  it("neither reuses nor remembers a build that asks not to be", () => {
    build(plan());
    const forgetful = plan({ remember: false });
    expect([forgetful.file, forgetful.last, forgetful.current]).toEqual([undefined, undefined, undefined]);
    build(forgetful); // rewrites the output: only a manifest written now would match it
    expect(plan().current).toBeUndefined();
  });

  it("takes a reused page's files into the new output as hard links", () => {
    build(plan());
    const reuse = reuseOf(plan());
    reuse.take(["a.html"]);
    expect(statSync(path.join(work, "temp/a.html")).ino).toBe(statSync(path.join(outDir, "a.html")).ino);
  });
});

describe("the client files in the code cache", () => {
  const client = (key: string) => ({ key, stylesheet: "/assets/s.css", islands: {}, files: ["assets/s.css"] });
  const tempDir = () => path.join(work, "temp");

  it("are kept by their key and taken into a build with no build cache of its own", () => {
    const reuse = reuseOf(plan());
    mkdirSync(path.join(tempDir(), "assets"), { recursive: true });
    writeFileSync(path.join(tempDir(), "assets/s.css"), "a{color:red}");
    reuse.keepClient(client(reuse.clientKey));
    rmSync(tempDir(), { recursive: true });
    expect(reuseOf(plan()).takeClient()).toEqual(client(reuse.clientKey));
    expect(readFileSync(path.join(tempDir(), "assets/s.css"), "utf8")).toBe("a{color:red}");
  });

  it("are not taken after a code change, nor by a build under another NODE_ENV (Vite's output differs)", () => {
    const reuse = reuseOf(plan());
    mkdirSync(path.join(tempDir(), "assets"), { recursive: true });
    writeFileSync(path.join(tempDir(), "assets/s.css"), "a{color:red}");
    reuse.keepClient(client(reuse.clientKey));
    const env = process.env.NODE_ENV;
    process.env.NODE_ENV = "production";
    try {
      expect(reuseOf(plan()).takeClient()).toBeUndefined();
    } finally {
      if (env === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = env;
    }
    writeFileSync(path.join(root, "generator/build.ts"), "export const x = 2;\n");
    expect(reuseOf(plan()).takeClient()).toBeUndefined();
  });
});
