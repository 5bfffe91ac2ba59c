/**
 * No English template word reaches a Spanish page's accessibility tree (finding L1: "Step 1:" read aloud in 76 Spanish
 * headings). For every Spanish page of the built site, in Debian's chromium, what a screen reader meets is collected:
 * the title, text (visually hidden text included, closed menus and answers too), aria-label, aria-description, alt,
 * title and placeholder; `aria-hidden` and `lang="en"` parts are skipped (a review shown as written, a glossary's
 * English word). A word fails when it is in an English message (content/messages/en.yaml) but in no Spanish one, no
 * Spanish content file, no data file a page names places from (jail and court names stay English) and not the
 * business's name: such a word can only come from a template that prints English.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { prepare } from "../../generator/build-site.ts";
import { launchChromium } from "../../scripts/chromium.ts";
import { contentWith, removeDir, root } from "../helpers/content-fixture.ts";
import { type ServedBuild, serveBuild } from "../helpers/site-server.ts";

const wordsOf = (text: string) => new Set((text.replace(/\{\w+\}|https?:\/\/\S+/g, " ").match(/\p{L}+/gu) ?? []).map((w) => w.toLowerCase()));
/** Every string value of a YAML file, joined. */
const valuesOf = (file: string): string => {
  const all: string[] = [];
  const walk = (v: unknown) => {
    if (typeof v === "string") all.push(v);
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === "object") Object.values(v).forEach(walk);
  };
  walk(parse(readFileSync(file, "utf8")));
  return all.join("\n");
};
const filesUnder = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((f) => /\.(md|yaml)$/.test(f))
    .map((f) => path.join(dir, f));

/** English words only a template could print on a Spanish page, computed from the content files. */
function englishOnlyWords(contentDir: string, brand: string): Set<string> {
  const english = wordsOf(valuesOf(path.join(contentDir, "messages/en.yaml")));
  const spanishOrNames = wordsOf(
    [
      valuesOf(path.join(contentDir, "messages/es.yaml")),
      ...filesUnder(path.join(contentDir, "es")).map((f) => readFileSync(f, "utf8")),
      ...filesUnder(path.join(contentDir, "data/counties")).map((f) => readFileSync(f, "utf8")),
      ...filesUnder(path.join(contentDir, "data/cities")).map((f) => readFileSync(f, "utf8")),
      valuesOf(path.join(contentDir, "site.yaml")),
      brand,
    ].join("\n"),
  );
  return new Set([...english].filter((w) => !spanishOrNames.has(w)));
}

let content = "";
let site: ServedBuild;
let browser: Browser;
let english: Set<string>;
const loaded = prepare(path.join(root, "content"));
const pages = [...loaded.routes.filter((r) => r.lang === "es").map((r) => r.path), "/es/no-existe-esta-pagina"];

beforeAll(async () => {
  content = contentWith();
  english = englishOnlyWords(content, loaded.content.site.name);
  site = await serveBuild({ contentDir: content });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
  removeDir(content);
});

/** What a screen reader meets on the page at `url`, outside aria-hidden and English (`lang="en"`) parts. */
async function accessibleTexts(url: string): Promise<string[]> {
  const page = await browser.newPage();
  try {
    // The page's own HTML and scripts are enough: images and outside addresses are not fetched.
    await page.route(
      (u) => !u.href.startsWith(site.base),
      (route) => route.abort(),
    );
    await page.route(/\.(png|jpe?g|webp|avif|svg|ico)$/, (route) => route.abort());
    await page.goto(url, { waitUntil: "domcontentloaded" });
    return await page.evaluate(() => {
      const spanish = (lang: string) => lang.split("-")[0] === "es";
      const texts = spanish(document.documentElement.lang) ? [document.title] : [];
      const hidden = (el: Element) =>
        el.getAttribute("aria-hidden") === "true" || el.hasAttribute("hidden") || ["SCRIPT", "STYLE", "TEMPLATE", "NOSCRIPT"].includes(el.tagName);
      // An English part is not read, but a Spanish part inside it is (404.html is English with a Spanish block).
      const walk = (el: Element, inherited: string) => {
        if (hidden(el)) return;
        const lang = el.getAttribute("lang") ?? inherited;
        if (spanish(lang))
          for (const name of ["aria-label", "aria-description", "alt", "title", "placeholder"]) {
            const value = el.getAttribute(name);
            if (value) texts.push(value);
          }
        for (const child of el.childNodes)
          if (child.nodeType === Node.TEXT_NODE) {
            if (spanish(lang)) texts.push(child.textContent ?? "");
          } else if (child.nodeType === Node.ELEMENT_NODE) walk(child as Element, lang);
      };
      walk(document.body, document.documentElement.lang);
      return texts.filter((t) => t.trim());
    });
  } finally {
    await page.close();
  }
}

describe("the Spanish pages' accessibility tree", () => {
  it("knows the English template words from the messages files (en.yaml says Step {number}, es.yaml Paso {number})", () => {
    expect(english.has("step")).toBe(true);
    expect(english.has("paso")).toBe(false);
  });

  it.each(pages)("%s has no English template word (the 404 page: its Spanish part)", async (p) => {
    const found: string[] = [];
    for (const text of await accessibleTexts(`${site.base}${p}`)) {
      const words = [...wordsOf(text)].filter((w) => english.has(w));
      if (words.length > 0) found.push(`${words.join(", ")} in "${text.trim().slice(0, 80)}"`);
    }
    expect(found).toEqual([]);
  });
});
