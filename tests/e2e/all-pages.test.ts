/**
 * Every route of the route table, and the not-found pages (an English and a Spanish address), in a real browser at a phone and a desktop width with JavaScript on:
 * status, console and network cleanliness, no violation of the page's Content-Security-Policy, one <h1>, axe-core (WCAG 2.2 AA), and a full-page screenshot for review
 * in test-results/screenshots/<width>/.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { AxeBuilder } from "@axe-core/playwright";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, type ExpectStatic, it } from "vitest";
import { prepare } from "../../generator/build-site.ts";
import { launchChromium } from "../../scripts/chromium.ts";
import { root } from "../helpers/content-fixture.ts";
import { type PageProblems, type ServedBuild, serveBuild, watchPage } from "../helpers/site-server.ts";

// Read at module load, so each route is its own named test and new content files add tests by themselves.
const { routes, content } = prepare(path.join(root, "content"));
const viewports = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;
const axeTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
// An unknown English address gets 404.html, an unknown Spanish one es/404.html; each its own heading.
const missing = [
  ["/no-such-page", content.langs.en!.notFound.heading],
  ...(content.langs.es ? [["/es/algo-mal-escrito", content.langs.es.notFound.heading] as const] : []),
] as const;
const shots = path.join(root, "test-results/screenshots");

let site: ServedBuild;
let browser: Browser;

beforeAll(async () => {
  [site, browser] = await Promise.all([serveBuild(), launchChromium()]);
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

/** Runs axe on `page` and returns its violations as one readable line each (empty when clean). */
async function axeViolations(page: Page): Promise<string[]> {
  // Legacy mode runs axe in the page itself instead of merging frame results in an extra blank page: a third faster,
  // same results, and it only loses cross-origin iframes, which cannot load here (watchPage aborts other origins).
  const { violations } = await new AxeBuilder({ page }).withTags(axeTags).setLegacyMode().analyze();
  return violations.map((v) => {
    const targets = v.nodes.slice(0, 3).map((n) => n.target.join(" "));
    const more = v.nodes.length > 3 ? ` and ${v.nodes.length - 3} more` : "";
    return `${v.id} (${v.impact ?? "no impact"}, ${v.nodes.length} nodes): ${v.help}\n      at ${targets.join(" | ")}${more}`;
  });
}

/** test-results/screenshots/<width>/<slug>.png, with "/" → "index" and "/county/x" → "county_x". */
// One full-page screenshot at a time: taken while other pages of the context render, chromium sometimes returns
// the first screen tiled down the whole page (seen on /contact at 390 px), which defeats looking at them.
let screenshotQueue: Promise<unknown> = Promise.resolve();
async function screenshot(page: Page, width: number, urlPath: string): Promise<void> {
  const slug = urlPath === "/" ? "index" : urlPath.slice(1).replaceAll("/", "_");
  mkdirSync(path.join(shots, String(width)), { recursive: true });
  const taken = screenshotQueue.then(() => page.screenshot({ path: path.join(shots, String(width), `${slug}.png`), fullPage: true }));
  screenshotQueue = taken.catch(() => undefined);
  await taken;
}

/** Opens `urlPath` in a fresh page of `ctx` with its problems recorded. */
async function visit(ctx: BrowserContext, urlPath: string) {
  const page = await ctx.newPage();
  const problems = await watchPage(page, site.base);
  const response = await page.goto(site.base + urlPath);
  return { page, problems, status: response?.status() };
}

const listed = (label: string, items: string[]) => `${label}:\n  ${items.join("\n  ")}`;

/** Asserts what every page shares: one <h1>, no uncaught errors, outside requests or CSP violations, axe clean. */
async function expectSound(expect: ExpectStatic, page: Page, problems: PageProblems): Promise<void> {
  expect(await page.locator("h1").count(), "number of <h1> elements").toBe(1);
  const violations = await axeViolations(page);
  expect(violations, listed("axe-core violations", violations)).toEqual([]);
  expect(problems.pageErrors, listed("uncaught errors", problems.pageErrors)).toEqual([]);
  expect(problems.outsideRequests, listed("requests to other origins (aborted)", problems.outsideRequests)).toEqual([]);
  expect(problems.cspViolations, listed("Content-Security-Policy violations", problems.cspViolations)).toEqual([]);
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

    // The test context's `expect`, as vitest requires in concurrent tests.
    it.for(routes.map((r) => r.path))("%s loads cleanly, has one <h1> and no axe violations", async (urlPath, { expect }) => {
      const { page, problems, status } = await visit(ctx, urlPath);
      try {
        await screenshot(page, width, urlPath);
        expect(status, "response status").toBe(200);
        await expectSound(expect, page, problems);
        expect(problems.consoleErrors, listed("console errors", problems.consoleErrors)).toEqual([]);
        expect(problems.failedRequests, listed("failed same-origin requests", problems.failedRequests)).toEqual([]);
      } finally {
        await page.close();
      }
    });

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
      } finally {
        await page.close();
      }
    });
  });
}

describe("the Content-Security-Policy check", () => {
  it("reports an inline script and a style attribute that the page's policy does not allow", async ({ expect }) => {
    // A copy of the home page with an inline script the build never hashed and an inline style, served under the
    // home page's policy: what a hand-edited page or a template that bypasses the build would look like.
    const probe = "/csp-probe";
    const html = readFileSync(path.join(site.outDir, "index.html"), "utf8").replace(
      "</body>",
      '<script>document.title = "changed";</script><p style="color: red">styled</p></body>',
    );
    writeFileSync(path.join(site.outDir, `${probe.slice(1)}.html`), html);
    const headersPath = path.join(site.outDir, "_headers");
    const homePolicy = /^\/\n {2}(Content-Security-Policy: .*)$/m.exec(readFileSync(headersPath, "utf8"))?.[1];
    expect(homePolicy, "the home page's policy in _headers").toBeDefined();
    // Replaced in one rename: the pages tested above may still be loading.
    writeFileSync(`${headersPath}.new`, `${probe}\n  ${homePolicy}\n${readFileSync(headersPath, "utf8")}`);
    renameSync(`${headersPath}.new`, headersPath);

    const ctx = await browser.newContext();
    try {
      const { page, problems, status } = await visit(ctx, probe);
      expect(status).toBe(200);
      expect(await page.title(), "the unhashed script did not run").not.toBe("changed");
      await expect.poll(() => problems.cspViolations.length).toBe(2);
      expect(problems.cspViolations.join("\n")).toMatch(/script-src-elem blocked inline/);
      expect(problems.cspViolations.join("\n")).toMatch(/style-src-attr blocked inline/);
      expect(problems.cspViolations.every((v) => v.startsWith(`${site.base}${probe}: `))).toBe(true);
    } finally {
      await ctx.close();
    }
  });
});
