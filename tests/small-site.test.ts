/**
 * #45: the small site the tests of the build's mechanisms use (helpers/small-site.ts) is a site the build takes as it
 * is: no problem, no warning the real content does not have (a stale translation would change what a build redoes),
 * a few pages in every language of the real content.
 */
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { prepare } from "../generator/prepare.ts";
import { problemsOf, removeDir, root } from "./helpers/content-fixture.ts";
import { smallContent, smallSitePages } from "./helpers/small-site.ts";

const dir = smallContent();
afterAll(() => removeDir(dir));

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
    const kept = new Set(smallSitePages.map((f) => `content/${f}`));
    const english = small.routes.filter((r) => r.lang === "en");
    expect(
      english
        .filter((r) => !r.page.file.endsWith("404.md"))
        .map((r) => r.page.file)
        .sort(),
    ).toEqual([...kept].filter((f) => !f.endsWith("404.md")).sort());
    expect(small.routes.length).toBe(english.length * langs.length);
    expect(small.routes.length).toBeLessThan(real.routes.length / 3);
  });
});
