/**
 * Checks that tests/e2e/all-pages.test.ts runs on every page it loads, besides axe-core: one load per page and width.
 * - Phone numbers (decision "a phone number never breaks across lines"): every phone number in the text (tel: links,
 *   and numbers written in sentences; FAQ answers and the menu drawer opened) lays out on one line: the boxes of its
 *   characters all share one top. A number that breaks after "336-" has boxes on two lines.
 * - English words on Spanish pages (finding L1: "Step 1:" read aloud in 76 Spanish headings): what a screen reader
 *   meets on a Spanish page (the title, text, visually hidden text included, closed menus and answers too,
 *   aria-label, aria-description, alt, title and placeholder; `aria-hidden` and `lang="en"` parts skipped: a review
 *   shown as written, a glossary's English word) holds no word that is in an English message (messages/en.yaml)
 *   but in no Spanish one, no Spanish content file, no data file a page names places from (jail and court names stay
 *   English) and not the business's name: such a word can only come from a template that prints English.
 * Also what other browser tests read in the page: whether an island has hydrated.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";

/** In the page: whether React has hydrated the island `name` (it tags the elements it owns with a fiber key). */
export function islandHydrated(name: string): boolean {
  const el = document.querySelector(`[data-island="${name}"]`)?.firstElementChild;
  return el ? Object.keys(el).some((k) => k.startsWith("__reactFiber$")) : false;
}

/** A phone number as laid out: the distinct tops of its line boxes, and the element it is in. */
export interface PhoneLayout {
  number: string;
  tops: number[];
  where: string;
}

/**
 * In the page (page.evaluate): every phone number in a rendered text node, with the distinct tops of its line boxes.
 * It opens every <details> (FAQ answers, the menu drawer) so the numbers inside are laid out too: run it last.
 */
export function phoneLines(): PhoneLayout[] {
  // 336-555-0142, as the site writes every number; a word joiner (U+2060) may sit beside a dash.
  const pattern = /\d{3}\u2060?[-\u2011]\u2060?\d{3}\u2060?[-\u2011]\u2060?\d{4}/g;
  const found: PhoneLayout[] = [];
  // Without its name a FAQ <details> no longer closes the others of its group.
  for (const d of document.querySelectorAll("details")) {
    d.removeAttribute("name");
    d.open = true;
  }
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    // Text only screen readers get is clipped to 1 px on purpose; it is never seen, so never wrapped for the eye.
    if (!parent || parent.closest(".sr-only, script, style, template")) continue;
    for (const m of (node.textContent ?? "").matchAll(pattern)) {
      const range = document.createRange();
      range.setStart(node, m.index);
      range.setEnd(node, m.index + m[0].length);
      const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
      if (rects.length === 0) continue; // not laid out here: a closed menu, a hidden panel
      const tops = [...new Set(rects.map((r) => Math.round(r.top)))];
      const where = `${parent.tagName.toLowerCase()}${parent.className ? `.${String(parent.className).split(" ").slice(0, 2).join(".")}` : ""}`;
      found.push({ number: m[0].replace(/\u2060/g, ""), tops, where });
    }
  }
  return found;
}

/** In the page (page.evaluate): what a screen reader meets, outside aria-hidden and English (`lang="en"`) parts. */
export function spanishTexts(): string[] {
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
}

export const wordsOf = (text: string) => new Set((text.replace(/\{\w+\}|https?:\/\/\S+/g, " ").match(/\p{L}+/gu) ?? []).map((w) => w.toLowerCase()));
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
export function englishOnlyWords(contentDir: string, brand: string): Set<string> {
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

/** The English-only words in `texts`, one line per text that has any (empty when none). */
export function englishFound(texts: string[], english: Set<string>): string[] {
  const found: string[] = [];
  for (const text of texts) {
    const words = [...wordsOf(text)].filter((w) => english.has(w));
    if (words.length > 0) found.push(`${words.join(", ")} in "${text.trim().slice(0, 80)}"`);
  }
  return found;
}

/**
 * In the page (page.evaluate): how far the page scrolls sideways (0 when it fits the window), and the elements that
 * reach furthest past its right edge, to say what to fix.
 */
export function noSideways(): { overflow: number; widest: string[] } {
  const root = document.documentElement;
  const overflow = root.scrollWidth - root.clientWidth;
  if (overflow <= 0) return { overflow: 0, widest: [] };
  const past = [...document.body.querySelectorAll("*")]
    .map((el) => ({ el, right: el.getBoundingClientRect().right }))
    .filter((e) => e.right > root.clientWidth)
    .sort((a, b) => b.right - a.right)
    .slice(0, 3);
  const widest = past.map(
    ({ el, right }) => `${el.tagName.toLowerCase()} "${(el.textContent ?? "").trim().slice(0, 30)}" ends at ${Math.round(right)} px`,
  );
  return { overflow, widest };
}

/** In the page (page.evaluate): whether a tel: link is shown on the first screen, as the page opens. */
export function telOnFirstScreen(): boolean {
  return [...document.querySelectorAll('a[href^="tel:"]')].some((a) => {
    const r = a.getBoundingClientRect();
    return a.checkVisibility({ visibilityProperty: true }) && r.width > 0 && r.top >= 0 && r.bottom <= innerHeight && r.left >= 0 && r.right <= innerWidth;
  });
}

/**
 * In the page (page.evaluate; self-contained, so the engines' drivers can send it as source): what does not fit on
 * one line (#48). Every link styled as a button (buttonVariants: `rounded-md … justify-center`) whose visible text
 * lays out on more than one line or runs out of its box; on a wide screen, the header's navigation, red top bar and
 * Counties menu cells, which must each keep one row. Visually hidden text ("opens in a new tab") does not count.
 */
export function textThatWraps(): string[] {
  const lines = (el: Element) => {
    const middles: number[] = [];
    const walk = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let n = walk.nextNode(); n; n = walk.nextNode()) {
      if (!n.textContent?.trim() || n.parentElement!.getBoundingClientRect().width <= 1) continue;
      const range = document.createRange();
      range.selectNodeContents(n);
      for (const r of range.getClientRects()) if (r.width > 0) middles.push(r.top + r.height / 2);
    }
    middles.sort((a, b) => a - b);
    return middles.filter((m, i) => i === 0 || m - middles[i - 1]! > 4).length;
  };
  // Items of one row share their middle (they are centred on it); a wrapped item's is a row lower.
  const rows = (els: Element[]) => {
    const middles = els
      .map((e) => e.getBoundingClientRect())
      .filter((r) => r.width > 0)
      .map((r) => r.top + r.height / 2)
      .sort((a, b) => a - b);
    return middles.filter((m, i) => i === 0 || m - middles[i - 1]! > 4).length;
  };
  const label = (el: Element) => `"${el.textContent!.trim().replace(/\s+/g, " ").slice(0, 60)}"`;
  const found: string[] = [];
  for (const a of document.querySelectorAll('a[class*="rounded-md"][class*="justify-center"]')) {
    const box = a.getBoundingClientRect();
    if (box.width === 0) continue;
    const n = lines(a);
    if (n > 1) found.push(`button ${label(a)} on ${n} lines (${Math.round(box.width)}×${Math.round(box.height)})`);
    else if (a.scrollWidth > a.clientWidth + 1) found.push(`button ${label(a)} runs out of its box (${a.scrollWidth} > ${a.clientWidth})`);
  }
  const nav = document.querySelector("header nav ul");
  if (nav && nav.getBoundingClientRect().width > 0) {
    if (rows([...nav.children]) > 1) found.push(`the header's navigation wraps onto ${rows([...nav.children])} rows`);
    const bar = document.querySelector("header > div > div")!;
    if (rows([...bar.children]) > 1) found.push(`the header's top bar wraps onto ${rows([...bar.children])} rows`);
    const menu = document.getElementById("counties-menu");
    if (menu) {
      menu.showPopover();
      for (const a of menu.querySelectorAll("a"))
        if (a.scrollWidth > a.clientWidth + 1 || lines(a) > 1)
          found.push(`Counties menu cell ${label(a)} does not fit (${a.scrollWidth} > ${a.clientWidth})`);
      menu.hidePopover();
    }
  }
  if (document.documentElement.scrollWidth > innerWidth) found.push(`the page scrolls sideways (${document.documentElement.scrollWidth} px)`);
  return found;
}
