/**
 * #45: the small site the tests of the build's mechanisms use (helpers/small-site.ts) is a site the build takes as it
 * is: no problem, no warning the real content does not have (a stale translation would change what a build redoes),
 * a few pages in every language of the real content. It picks its pages by what they are, so a maintainer who
 * removes one of them does not break it.
 */
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildSite } from "../generator/build/site.ts";
import { prepare } from "../generator/prepare.ts";
import { problemsOf, removeDir, root } from "./helpers/content-fixture.ts";
import { removePages, smallContent, smallSitePages } from "./helpers/small-site.ts";

const dir = smallContent();
const scratch: string[] = [dir];
afterAll(() => {
  for (const d of scratch) removeDir(d);
});

describe("the small site", () => {
  const real = prepare(path.join(root, "content"));

  it("passes the content checks, with the warnings of the real content and no other", () => {
    expect(problemsOf(dir).map((p) => `${p.file}:${p.line}: ${p.message}`)).toEqual([]);
    expect(prepare(dir).warnings).toEqual(real.warnings);
  });

  it("has the pages it keeps, in every language of the real content, and fewer pages than the real content", () => {
    const small = prepare(dir);
    const langs = [...new Set(real.routes.map((r) => r.lang))];
    expect([...new Set(small.routes.map((r) => r.lang))].sort()).toEqual(langs.sort());
    const kept = new Set(smallSitePages().map((f) => `content/${f}`));
    const english = small.routes.filter((r) => r.lang === "en");
    expect(
      english
        .filter((r) => !r.page.file.endsWith("404.md"))
        .map((r) => r.page.file)
        .sort(),
    ).toEqual([...kept].filter((f) => !f.endsWith("404.md")).sort());
    expect(small.routes.length).toBe(english.length * langs.length);
    // Well under half: room for a maintainer to remove pages from the real content without failing this.
    expect(small.routes.length).toBeLessThan(real.routes.length / 2);
  });

  it("#45 picks the next page of a kind when a maintainer removes one it kept (a county, a bond page, the FAQ page), and still builds", async () => {
    const picked = smallSitePages();
    // The kinds with more than one page in the content: the counties, the bond pages, the info pages with questions.
    const removed = [picked.find((f) => f.startsWith("counties/"))!, picked.find((f) => f.startsWith("bonds/"))!, "pages/faqs.md"].filter((f) =>
      picked.includes(f),
    );
    expect(removed.length, `pages to remove among ${picked.join(", ")}`).toBeGreaterThanOrEqual(2);
    const edited = mkdtempSync(path.join(tmpdir(), "content-edited-"));
    scratch.push(edited);
    cpSync(path.join(root, "content"), edited, { recursive: true });
    // A county goes with its cities (the content checks ask for that).
    const county = path.basename(removed[0]!, ".md");
    const cities = readdirSync(path.join(edited, "cities"))
      .filter((f) => new RegExp(`^county: "?${county}"?\\s*$`, "m").test(readFileSync(path.join(edited, "cities", f), "utf8")))
      .map((f) => `cities/${f}`);
    removePages(edited, [...removed, ...cities]);
    expect(
      problemsOf(edited).map((p) => `${p.file}:${p.line}: ${p.message}`),
      "the content with those pages removed",
    ).toEqual([]);

    const now = smallSitePages(edited);
    expect(now.filter((f) => removed.includes(f))).toEqual([]);
    for (const f of now) expect(existsSync(path.join(edited, f)), f).toBe(true);
    // A removed county or bond page is replaced by one of its kind (the FAQ page may have none: then it is gone).
    for (const folder of ["counties/", "bonds/"])
      expect(now.filter((f) => f.startsWith(folder)).length, folder).toBe(picked.filter((f) => f.startsWith(folder)).length);

    const small = smallContent("small-content-edited-", edited);
    scratch.push(small);
    expect(problemsOf(small).map((p) => `${p.file}:${p.line}: ${p.message}`)).toEqual([]);
    const outDir = path.join(small, ".out");
    await buildSite({ root, contentDir: small, outDir, checks: true });
    for (const route of prepare(small).routes)
      expect(existsSync(path.join(outDir, route.path === "/" ? "index.html" : `${route.path.slice(1)}.html`)), route.path).toBe(true);
  });
});
