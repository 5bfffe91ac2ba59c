/**
 * Every route of the route table, and the not-found pages (an English and a Spanish address), in a real browser at a phone and a desktop width with JavaScript on:
 * status, console and network cleanliness, no sideways scrolling and a tel: link on the first screen (at 1280, then 1024 and 768 px on the same load with every <details> open), no violation of the page's Content-Security-Policy, one <h1>, axe-core (WCAG 2.2 AA), and, with
 * SCREENSHOTS=1 (`npm run test:screenshots`), a full-page screenshot for review in test-results/screenshots/<width>/. On the same load: every phone number on one line, and on Spanish pages (at 1280 px) no English template word in
 * what a screen reader meets (tests/helpers/page-checks.ts says how each is found). Each page is loaded once per width: loads are most of the time.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, type ExpectStatic, it } from "vitest";
import { prepare } from "../../generator/prepare.ts";
import { launchChromium } from "../../scripts/chromium.ts";
import { axeViolations } from "../helpers/axe.ts";
import { removeDir, root } from "../helpers/content-fixture.ts";
import { englishFound, englishOnlyWords, noSideways, phoneLines, spanishTexts, telOnFirstScreen } from "../helpers/page-checks.ts";
import { sharedBuild } from "../helpers/shared-builds.tsx";
import { type PageProblems, type ServedBuild, serveBuild, serveDir, watchPage } from "../helpers/site-server.ts";

// Read at module load, so each route is its own named test and new content files add tests by themselves.
// The "site" build is made from content/ as it is.
const { routes, content } = prepare(path.join(root, "content"));
const english = englishOnlyWords(path.join(root, "content"), content.site.name);
const viewports = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;
// An unknown English address gets 404.html, an unknown Spanish one es/404.html; each its own heading.
const missing = [
  ["/no-such-page", content.langs.en!.notFound.heading],
  ...(content.langs.es ? [["/es/algo-mal-escrito", content.langs.es.notFound.heading] as const] : []),
] as const;
const shots = path.join(root, "test-results/screenshots");
// The full-page screenshots are for people to look at, and no test compares them; taken one at a time (below), they
// held up every other page's checks. They are taken when asked for.
const takeScreenshots = process.env.SCREENSHOTS === "1";

// Built while the tests are collected, where no hook timeout applies: on a busy machine a build takes minutes.
await sharedBuild("site");
let site: ServedBuild;
let browser: Browser;

beforeAll(async () => {
  [site, browser] = await Promise.all([serveBuild("site"), launchChromium()]);
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

/** test-results/screenshots/<width>/<slug>.png, with "/" → "index" and "/county/x" → "county_x". */
// One full-page screenshot at a time: taken while other pages of the context render, chromium sometimes returns
// the first screen tiled down the whole page (seen on /contact at 390 px), which defeats looking at them.
let screenshotQueue: Promise<unknown> = Promise.resolve();
async function screenshot(page: Page, width: number, urlPath: string): Promise<void> {
  if (!takeScreenshots) return;
  const slug = urlPath === "/" ? "index" : urlPath.slice(1).replaceAll("/", "_");
  mkdirSync(path.join(shots, String(width)), { recursive: true });
  const taken = screenshotQueue.then(() => page.screenshot({ path: path.join(shots, String(width), `${slug}.png`), fullPage: true }));
  screenshotQueue = taken.catch(() => undefined);
  await taken;
}

/** Opens `urlPath` in a fresh page of `ctx` with its problems recorded. */
async function visit(ctx: BrowserContext, urlPath: string, base = site.base) {
  const page = await ctx.newPage();
  const problems = await watchPage(page, base);
  const response = await page.goto(base + urlPath);
  return { page, problems, status: response?.status() };
}

const listed = (label: string, items: string[]) => `${label}:\n  ${items.join("\n  ")}`;

/** Asserts what every page shares: one <h1>, no uncaught errors, outside requests or CSP violations, axe clean. */
async function expectSound(expect: ExpectStatic, page: Page, problems: PageProblems): Promise<void> {
  expect.soft(await page.locator("h1").count(), "number of <h1> elements").toBe(1);
  const violations = await axeViolations(page);
  expect.soft(violations, listed("axe-core violations", violations)).toEqual([]);
  expect.soft(problems.pageErrors, listed("uncaught errors", problems.pageErrors)).toEqual([]);
  expect.soft(problems.outsideRequests, listed("requests to other origins (aborted)", problems.outsideRequests)).toEqual([]);
  expect.soft(problems.cspViolations, listed("Content-Security-Policy violations", problems.cspViolations)).toEqual([]);
}

/** No English template word in what a screen reader meets on the Spanish page (or Spanish part) loaded in `page`. */
async function expectSpanish(expect: ExpectStatic, page: Page): Promise<void> {
  const found = englishFound(await page.evaluate(spanishTexts), english);
  expect.soft(found, listed("English template words on a Spanish page", found)).toEqual([]);
}

/** The page fits the window's width (no sideways scrolling), and a tel: link is on its first screen (#35). */
async function expectFits(expect: ExpectStatic, page: Page): Promise<void> {
  const width = page.viewportSize()?.width;
  const sideways = await page.evaluate(noSideways);
  expect.soft(sideways, listed(`at ${width} px the page scrolls sideways; widest`, sideways.widest)).toEqual({ overflow: 0, widest: [] });
  expect.soft(await page.evaluate(telOnFirstScreen), `at ${width} px a tel: link on the first screen`).toBe(true);
}

/** Every phone number laid out in `page` is on one line; every page shows at least the header's and footer's. */
async function expectPhonesOnOneLine(expect: ExpectStatic, page: Page): Promise<void> {
  const numbers = await page.evaluate(phoneLines);
  expect.soft(numbers.length, "phone numbers laid out").toBeGreaterThan(0);
  const broken = numbers.filter((n) => n.tops.length > 1).map((n) => `${n.number} in ${n.where}: lines at ${n.tops.join(", ")} px`);
  expect.soft(broken, listed("phone numbers broken across lines", broken)).toEqual([]);
}

for (const { width, height } of viewports) {
  // Concurrent (vitest's maxConcurrency pages at a time): axe dominates each test, and the pages don't share state.
  describe.concurrent(`every page at ${width}×${height} with JavaScript`, () => {
    let ctx: BrowserContext;
    beforeAll(async () => {
      ctx = await browser.newContext({ viewport: { width, height } });
    });
    afterAll(async () => {
      await ctx?.close();
    });

    // The test context's `expect`, as vitest requires in concurrent tests; expect.soft reports each check's failure
    // without hiding the others'.
    it.for(routes)(
      "$path loads cleanly, has one <h1>, no axe violations, phone numbers on one line (Spanish: no English template word)",
      async (route, { expect }) => {
        const { page, problems, status } = await visit(ctx, route.path);
        try {
          await screenshot(page, width, route.path);
          expect(status, "response status").toBe(200);
          await expectSound(expect, page, problems);
          expect.soft(problems.consoleErrors, listed("console errors", problems.consoleErrors)).toEqual([]);
          expect.soft(problems.failedRequests, listed("failed same-origin requests", problems.failedRequests)).toEqual([]);
          if (route.lang === "es" && width === 1280) await expectSpanish(expect, page);
          await expectFits(expect, page);
          await expectPhonesOnOneLine(expect, page); // it opens every <details>
          // An iPad's (landscape) and a tablet's widths, on the same load: the window narrowed, as the layout only
          // changes with it. Every answer is open now, as a visitor may leave them: the page must fit that way too.
          if (width === 1280)
            for (const narrower of [1024, 768]) {
              await page.setViewportSize({ width: narrower, height });
              await expectFits(expect, page);
            }
        } finally {
          await page.close();
        }
      },
    );

    it.for(missing)("%s answers 404 with its not-found page, and logs the missing path", async ([missingPath, heading], { expect }) => {
      const { page, problems, status } = await visit(ctx, missingPath);
      try {
        await screenshot(page, width, missingPath);
        expect(status, "response status").toBe(404);
        expect(await page.locator("h1").textContent()).toBe(heading);
        await expectSound(expect, page, problems);
        // The only failed request is the document itself.
        expect(problems.failedRequests).toEqual([`${site.base}${missingPath}: status 404`]);
        // Chromium reports the 404 document load; the page's own script logs the missing path, once.
        const documentLoad = /^Failed to load resource: the server responded with a status of 404/;
        const unexpected = problems.consoleErrors.filter((m) => !documentLoad.test(m) && !m.includes(missingPath));
        expect(unexpected, listed("unexpected console errors", unexpected)).toEqual([]);
        const pathLogs = problems.consoleErrors.filter((m) => m.includes(missingPath));
        expect(pathLogs, listed(`want one console error naming ${missingPath}; all console errors`, problems.consoleErrors)).toHaveLength(1);
        if (missingPath.startsWith("/es/") && width === 1280) await expectSpanish(expect, page); // its Spanish part
      } finally {
        await page.close();
      }
    });
  });
}

describe("the English-word check on Spanish pages", () => {
  it("knows the English template words from the messages files (en.yaml says Step {number}, es.yaml Paso {number})", ({ expect }) => {
    expect(english.has("step")).toBe(true);
    expect(english.has("paso")).toBe(false);
  });
});

describe("the axe-core check", () => {
  it("reports a WCAG failure planted in a page (an image without alt, grey on white), and no best-practice-only rule", async ({ expect }) => {
    // A page of its own in a folder of its own, served with no policy, so the planted markup loads as written.
    const dir = mkdtempSync(path.join(tmpdir(), "axe-probe-"));
    const image = "data:image/gif;base64,R0lGODlhAQABAAAAACw="; // a 1-px image, so no request fails
    const planted = `<main><h1>Probe</h1><img src="${image}"><p style="color:#bbb;background:#fff">Low contrast text</p><h5>skipped levels</h5></main>`;
    writeFileSync(path.join(dir, "axe-probe.html"), `<!doctype html><html lang="en"><head><title>Probe</title></head><body>${planted}</body></html>`);
    writeFileSync(path.join(dir, "_headers"), "");
    const served = await serveDir(dir);
    const ctx = await browser.newContext();
    try {
      const page = await ctx.newPage();
      await page.goto(`${served.base}/axe-probe`);
      const rules = (await axeViolations(page)).map((line) => line.split(" ")[0]);
      expect(rules).toContain("image-alt"); // WCAG 2 A
      expect(rules).toContain("color-contrast"); // WCAG 2 AA
      expect(rules, "heading-order is a best practice, not a WCAG rule").not.toContain("heading-order");
    } finally {
      await ctx.close();
      await served.close();
      removeDir(dir);
    }
  });
});

describe("the Content-Security-Policy check", () => {
  it("reports an inline script and a style attribute that the page's policy does not allow", async ({ expect }) => {
    // A copy of the home page with an inline script the build never hashed and an inline style, served under the
    // home page's policy: what a hand-edited page or a template that bypasses the build would look like.
    // On a copy: the build is shared with other files.
    const copy = mkdtempSync(path.join(tmpdir(), "csp-probe-"));
    cpSync(site.outDir, copy, { recursive: true });
    const probe = "/csp-probe";
    const html = readFileSync(path.join(copy, "index.html"), "utf8").replace(
      "</body>",
      '<script>document.title = "changed";</script><p style="color: red">styled</p></body>',
    );
    writeFileSync(path.join(copy, `${probe.slice(1)}.html`), html);
    const headersPath = path.join(copy, "_headers");
    const homePolicy = /^\/\n {2}(Content-Security-Policy: .*)$/m.exec(readFileSync(headersPath, "utf8"))?.[1];
    expect(homePolicy, "the home page's policy in _headers").toBeDefined();
    writeFileSync(headersPath, `${probe}\n  ${homePolicy}\n${readFileSync(headersPath, "utf8")}`);

    const served = await serveDir(copy);
    const ctx = await browser.newContext();
    try {
      const { page, problems, status } = await visit(ctx, probe, served.base);
      expect(status).toBe(200);
      expect(await page.title(), "the unhashed script did not run").not.toBe("changed");
      await expect.poll(() => problems.cspViolations.length).toBe(2);
      expect(problems.cspViolations.join("\n")).toMatch(/script-src-elem blocked inline/);
      expect(problems.cspViolations.join("\n")).toMatch(/style-src-attr blocked inline/);
      expect(problems.cspViolations.every((v) => v.startsWith(`${served.base}${probe}: `))).toBe(true);
    } finally {
      await ctx.close();
      await served.close();
      removeDir(copy);
    }
  });
});
