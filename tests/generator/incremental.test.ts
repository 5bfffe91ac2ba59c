/**
 * #17: the build redoes only what changed. Worker threads write the same bytes as one thread; after one content file
 * changed only that page is rendered and checked again, in either language; with nothing changed the build does nothing.
 * On the small site (helpers/small-site.ts): these mechanisms do not depend on how many pages there are.
 */
import { appendFileSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { planBuild } from "../../generator/build/cache.ts";
import { type BuildResult, buildSite } from "../../generator/build/site.ts";
import { fileForPath } from "../../generator/checks/links.ts";
import { ProblemsError } from "../../generator/content/problem.ts";
import { prepare } from "../../generator/prepare.ts";
import { languagesOf } from "../../generator/routes.ts";
import { removeDir, root } from "../helpers/content-fixture.ts";
import { snapshot } from "../helpers/dir-snapshot.ts";
import { smallContent } from "../helpers/small-site.ts";

const work = mkdtempSync(path.join(tmpdir(), "incremental-test-"));
const contentDir = smallContent();
const cacheDir = path.join(work, "cache");
const threaded = path.join(work, "threaded");
const single = path.join(work, "single");
let first: BuildResult;
let one: BuildResult;
// One not-found page per language: 404.html, es/404.html.
const notFoundPages = languagesOf(prepare(contentDir).content).length;
// The page the tests edit, read from the small site: an English page with a Spanish twin that every page's menus name
// (a label change must reach the home page). Its content file, its Spanish twin's, and its output file.
const navigation = readFileSync(path.join(contentDir, "data/navigation.yaml"), "utf8");
const edited = prepare(contentDir).routes.find(
  (r) => r.lang === "en" && r.path !== "/" && r.template === "info" && new RegExp(`["\\s]${r.path}["\\s]`).test(navigation),
)!;
const rel = edited.page.file.replace(/^content\//, "");
const twinRel = `es/${rel}`;
const html = fileForPath(edited.path);

// A code cache of its own (generator/build/cache.ts, codeCache): the first build runs Vite and keeps the client files there.
const codeDir = path.join(work, "code");
const planWith = (outDir: string, cache: string) => ({
  ...planBuild(root, contentDir, outDir, cache, { strict: false, checks: true, extraIslands: {} }),
  codeDir,
});

// The first build runs Vite into the code cache; the one-thread build, into a folder with no build cache of its own,
// takes the client files from there. Their outputs compared show both: threads and the kept client files change no byte.
beforeAll(async () => {
  first = await buildSite({ root, contentDir, outDir: threaded, threads: 2, cacheDir, plan: planWith(threaded, cacheDir) });
  const singleCache = path.join(work, "cache-single");
  one = await buildSite({ root, contentDir, outDir: single, threads: 0, cacheDir: singleCache, plan: planWith(single, singleCache) });
});
afterAll(() => {
  removeDir(work);
  removeDir(contentDir);
});

describe("buildSite", () => {
  it("writes byte for byte on worker threads what it writes on one thread", () => {
    expect(first.threads).toBe(2);
    expect(snapshot(threaded)).toEqual(snapshot(single));
  });

  it("renders and validates every page, the not-found pages and every redirect page on a cold cache", () => {
    expect(first.rendered).toBe(first.pages + notFoundPages + first.redirects);
    expect(first.validated).toBe(first.rendered);
    expect(first.client.reused).toBe(false);
  });

  it("takes the client files kept in the code cache into a new folder with no build cache, byte for byte", () => {
    expect(one.client.reused).toBe(true);
    expect(one.rendered).toBe(first.rendered);
    expect(snapshot(single)).toEqual(snapshot(threaded));
  });

  it("does nothing when nothing changed", async () => {
    const before = snapshot(threaded);
    const again = await buildSite({ root, contentDir, outDir: threaded, cacheDir });
    expect(again.upToDate).toBe(true);
    expect(again.rendered).toBe(0);
    expect(snapshot(threaded)).toEqual(before);
  });

  it("builds again when an output file was deleted by hand", async () => {
    rmSync(path.join(threaded, html));
    const again = await buildSite({ root, contentDir, outDir: threaded, cacheDir });
    expect(again.upToDate).toBe(false);
    expect(snapshot(threaded)).toEqual(snapshot(single));
  });

  it("after one page's text changed, renders and validates only that page and its now stale translation, and takes the others' files", async () => {
    const before = snapshot(threaded);
    const inode = (file: string) => statSync(path.join(threaded, file)).ino;
    const [home, page] = [inode("index.html.gz"), inode(`${html}.gz`)];
    appendFileSync(path.join(contentDir, rel), "\nOne more sentence about the agency, added by a test.\n");
    const again = await buildSite({ root, contentDir, outDir: threaded, cacheDir });
    // Its Spanish twin is now a translation of an older English, and shows the note that says so (#44): two pages.
    const twin = fileForPath(/^path: "(.*)"$/m.exec(readFileSync(path.join(contentDir, twinRel), "utf8"))![1]!);
    expect([again.rendered, again.validated, again.client.reused]).toEqual([2, 2, true]);
    const after = snapshot(threaded);
    const changed = Object.keys(after).filter((f) => after[f] !== before[f]);
    // …and the web editor's copy of content/ (admin/content.json), which holds every content file's text, with its
    // compressed copies.
    const editorCopy = ["admin/content.json", "admin/content.json.br", "admin/content.json.gz"];
    // The twin's note brings CSS rules of its own into its inline <style>, whose hash the hosting headers list.
    const headers = [".htaccess", "_headers"];
    expect(changed.sort()).toEqual([html, `${html}.br`, `${html}.gz`, ...editorCopy, ...headers, twin, `${twin}.br`, `${twin}.gz`].sort());
    expect(readFileSync(path.join(threaded, twin), "utf8")).toContain("data-translation-pending");
    expect(readFileSync(path.join(threaded, html), "utf8")).toContain("added by a test.");
    expect(inode("index.html.gz")).toBe(home); // the last build's copy, hard-linked
    expect(inode(`${html}.gz`)).not.toBe(page); // compressed anew
  });

  it("does the same for a Spanish page: only that page, not its English pair", async () => {
    const before = snapshot(threaded);
    const file = path.join(contentDir, twinRel);
    const page = fileForPath(/^path: "(.*)"$/m.exec(readFileSync(file, "utf8"))![1]!);
    appendFileSync(file, "\nUna frase más sobre la agencia, añadida por una prueba.\n");
    const again = await buildSite({ root, contentDir, outDir: threaded, cacheDir });
    expect([again.rendered, again.validated, again.client.reused]).toEqual([1, 1, true]);
    const after = snapshot(threaded);
    const changed = Object.keys(after).filter((f) => after[f] !== before[f]);
    expect(changed.sort()).toEqual(["admin/content.json", "admin/content.json.br", "admin/content.json.gz", page, `${page}.br`, `${page}.gz`]);
    expect(readFileSync(path.join(threaded, page), "utf8")).toContain("añadida por una prueba.");
  });

  it("renders every page again when a title changes, since menus and the sitemap page show titles and labels", async () => {
    const file = path.join(contentDir, rel);
    const text = readFileSync(file, "utf8");
    const label = /^label: (.*)$/m.exec(text)?.[1];
    expect(label).toBeDefined();
    writeFileSync(file, text.replace(`label: ${label}`, "label: About our agency"));
    const again = await buildSite({ root, contentDir, outDir: threaded, cacheDir });
    expect(again.rendered).toBe(again.pages + notFoundPages + again.redirects);
    expect(readFileSync(path.join(threaded, "index.html"), "utf8")).toContain("About our agency");
    // Every other file came from the last build's parse (cache.ts parseCache), its body parsed again to render it:
    // the same bytes as a build that parsed everything.
    const cold = path.join(work, "cold-after-title");
    await buildSite({ root, contentDir, outDir: cold, threads: 0, cacheDir: path.join(work, "cache-cold") });
    expect(snapshot(threaded)).toEqual(snapshot(cold));
  });

  it("reports a problem in a file the last build parsed again, at its line and column, until it is mended", async () => {
    const file = path.join(contentDir, rel);
    const text = readFileSync(file, "utf8");
    const broken = `${text.trimEnd()}\n\n# A second page heading\n`;
    writeFileSync(file, broken);
    const where = { file: `content/${rel}`, line: broken.trimEnd().split("\n").length, column: 1, field: "body" };
    try {
      for (const attempt of ["parsed", "taken from the last build's parse"]) {
        const error = await buildSite({ root, contentDir, outDir: threaded, cacheDir }).catch((e: unknown) => e);
        expect(error, attempt).toBeInstanceOf(ProblemsError);
        expect((error as ProblemsError).problems, attempt).toContainEqual(expect.objectContaining(where));
      }
    } finally {
      writeFileSync(file, text);
    }
    // Mended: the content is the last good build's again.
    await expect(buildSite({ root, contentDir, outDir: threaded, cacheDir })).resolves.toMatchObject({ upToDate: true });
  });

  it("validates every page again after a build with checks off: that build's HTML never passed html-validate", async () => {
    const out = path.join(work, "checks-off-first");
    const off = await buildSite({ root, contentDir, outDir: out, checks: false, cacheDir });
    expect(off.validated).toBe(0);
    const on = await buildSite({ root, contentDir, outDir: out, cacheDir });
    expect(on.validated).toBe(on.pages + notFoundPages + on.redirects);
  });
});
