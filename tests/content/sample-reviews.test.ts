/**
 * #16: a heading over sample reviews never calls them clients' words, and it turns back into the page's own heading
 * by itself once content/data/reviews.yaml holds real reviews. In every language the site has.
 */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parse } from "node-html-parser";
import { afterAll, describe, expect, it } from "vitest";
import { buildSite } from "../../generator/build/site.ts";
import { prepare } from "../../generator/prepare.ts";
import { languagesOf } from "../../generator/routes.ts";
import { builtSite } from "../helpers/built-site.ts";
import { contentWith, removeDir, root } from "../helpers/content-fixture.ts";

/** The published languages, whose word for a sample this test knows. */
type Lang = "en" | "es";

const made: string[] = [];
afterAll(() => made.forEach(removeDir));

/** How each language says a text is a sample. */
const sampleWord: Record<Lang, RegExp> = { en: /sample/i, es: /muestra/i };

/** The heading of every reviews section on the built site (`built`: its build, if made), with the heading its content file gives it. */
async function reviewHeadings(contentDir: string, built?: string) {
  const out = built ?? mkdtempSync(path.join(tmpdir(), "reviews-test-"));
  const { content, routes } = prepare(contentDir);
  if (!built) {
    made.push(out);
    await buildSite({ root, contentDir, outDir: out, checks: false });
  }
  const written = routes.flatMap((r) => {
    const html = parse(readFileSync(path.join(out, r.path === "/" ? "index.html" : `${r.path.slice(1)}.html`), "utf8"));
    return html
      .querySelectorAll('section[data-kind="reviews"]')
      .map((s) => ({ lang: r.lang, path: r.path, id: s.id, shown: s.querySelector("h2")!.text }));
  });
  const sections = languagesOf(content).flatMap(({ lang, pages, counties }) =>
    [...pages, ...counties].flatMap((p) =>
      (("sections" in p ? p.sections : undefined) ?? [])
        .filter((s) => s.kind === "reviews")
        .map((s) => ({ lang, path: p.path, id: s.id, heading: s.heading })),
    ),
  );
  // The heading over samples, in each language (content/messages/<lang>.yaml).
  const sampleHeading = Object.fromEntries(languagesOf(content).map(({ lang, messages }) => [lang, messages.leaves.get("reviews.sampleHeading")!]));
  return { written, sections, reviews: content.reviews, sampleHeading, languages: languagesOf(content).map((l) => l.lang) };
}

describe("reviews sections", () => {
  it("say 'sample' over sample reviews, never the page's claim", async () => {
    const { written, sections, reviews, sampleHeading, languages } = await reviewHeadings(path.join(root, "content"), await builtSite());
    for (const lang of languages) expect(sections.filter((s) => s.lang === lang).length, `${lang} reviews sections`).toBeGreaterThan(0);
    expect(written).toHaveLength(sections.length);
    if (!reviews.some((r) => r.sample)) return; // real reviews only: the next test covers the headings
    for (const w of written) {
      expect(w.shown, w.path).toBe(sampleHeading[w.lang]);
      expect(w.shown, w.path).toMatch(sampleWord[w.lang as Lang]);
      expect(w.shown).not.toBe(sections.find((s) => s.path === w.path && s.id === w.id)!.heading);
    }
  });

  it("show the page's own heading once every review is real", async () => {
    const dir = contentWith();
    made.push(dir);
    const file = path.join(dir, "data/reviews.yaml");
    writeFileSync(file, readFileSync(file, "utf8").replace(/\n {2}sample: true/g, ""));
    const { written, sections, languages } = await reviewHeadings(dir);
    for (const lang of languages) expect(written.filter((w) => w.lang === lang).length, `${lang} reviews sections`).toBeGreaterThan(0);
    for (const w of written) expect(w.shown, w.path).toBe(sections.find((s) => s.path === w.path && s.id === w.id)?.heading);
  });
});
