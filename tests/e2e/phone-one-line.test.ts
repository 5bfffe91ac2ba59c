/**
 * A phone number never breaks across lines (ARCHITECTURE.md, "The build checks itself"). On every page at a phone
 * and a desktop width, every phone number in the text (tel: links, and numbers written in sentences; FAQ answers and
 * the menu drawer opened) lays out on one line: the boxes of its characters all share one top. A number that breaks
 * after "336-" has boxes on two lines.
 */
import path from "node:path";
import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, it } from "vitest";
import { prepare } from "../../generator/build-site.ts";
import { launchChromium } from "../../scripts/chromium.ts";
import { root } from "../helpers/content-fixture.ts";
import { type ServedBuild, serveBuild } from "../helpers/site-server.ts";

const { routes } = prepare(path.join(root, "content"));
const viewports = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

let site: ServedBuild;
let browser: Browser;

beforeAll(async () => {
  [site, browser] = await Promise.all([serveBuild(), launchChromium()]);
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

/** In the page: every phone number in a rendered text node, with the distinct tops of its line boxes. */
function phoneLines(): { number: string; tops: number[]; where: string }[] {
  // 336-555-0142, as the site writes every number; a word joiner (U+2060) may sit beside a dash.
  const pattern = /\d{3}\u2060?[-\u2011]\u2060?\d{3}\u2060?[-\u2011]\u2060?\d{4}/g;
  const found: { number: string; tops: number[]; where: string }[] = [];
  // Open every disclosure (FAQ answers, the menu drawer) so the numbers inside are laid out too; without its name a
  // FAQ <details> no longer closes the others of its group.
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

for (const { width, height } of viewports) {
  describe.concurrent(`phone numbers at ${width} px`, () => {
    let ctx: BrowserContext;
    beforeAll(async () => {
      ctx = await browser.newContext({ viewport: { width, height } });
    });
    afterAll(async () => {
      await ctx?.close();
    });

    it.for(routes.map((r) => r.path))("%s keeps every phone number on one line", async (urlPath, { expect }) => {
      const page = await ctx.newPage();
      try {
        await page.goto(site.base + urlPath);
        const numbers = await page.evaluate(phoneLines);
        // Every page shows the site's number at least in the header and footer.
        expect(numbers.length, "phone numbers laid out").toBeGreaterThan(0);
        const broken = numbers.filter((n) => n.tops.length > 1).map((n) => `${n.number} in ${n.where}: lines at ${n.tops.join(", ")} px`);
        expect(broken, `numbers broken across lines:\n  ${broken.join("\n  ")}`).toEqual([]);
      } finally {
        await page.close();
      }
    });
  });
}
