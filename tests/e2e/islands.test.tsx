/**
 * The islands in a real browser (issue #3): the FAQ accordion, the apply-form loader with the provider stubbed
 * (success, failure, timeout, leaving the page), the toasts, the error boundary, and the no-JavaScript versions.
 * The site is the shared "islands" build: a form id in site.yaml and a test-only island that throws on the FAQ page.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Browser, BrowserContext, Page, Route as PwRoute } from "playwright-core";
import { afterAll, beforeAll, describe, type ExpectStatic, expect, it } from "vitest";
import { fileForPath } from "../../generator/checks/links.ts";
import { prepare } from "../../generator/prepare.ts";
import { launchChromium } from "../../scripts/chromium.ts";
import { sampleFormId } from "../../scripts/sample-form.ts";
import { examplePlan, formatDollars, formatMonths, formatRange, pick } from "../../templates/islands/premium-calculator/premium.ts";
import { premiumRules } from "../../templates/sections.tsx";
import { axeViolations } from "../helpers/axe.ts";
import { root } from "../helpers/content-fixture.ts";
import { islandHydrated } from "../helpers/page-checks.ts";
import { sharedBuild } from "../helpers/shared-builds.tsx";
import { type ServedBuild, serveBuild, watchPage } from "../helpers/site-server.ts";

const formId = sampleFormId;
const provider = "https://form.jotform.com";
const scriptUrl = `${provider}/jsform/${formId}`;

// Built (or taken from an earlier file of this run) while the tests are collected, where no hook timeout applies (on
// a busy machine a build takes minutes); the pages that carry islands are read from it, so each is its own named test.
const build = await sharedBuild("islands");
const content = build.contentDir;
const { routes } = prepare(content);
const htmlOf = (urlPath: string) => readFileSync(path.join(build.outDir, fileForPath(urlPath)), "utf8");
// Every page whose HTML carries an island of its own (a new island page is covered without a change here). The header's,
// header-menus, is on every page and hidden at 390 px; engines.test.ts tries it in every engine.
const islandPages = routes.map((r) => r.path).filter((p) => /data-island="(?!throws|header-menus)/.test(htmlOf(p)));

let site: ServedBuild;
let browser: Browser;

beforeAll(async () => {
  [site, browser] = await Promise.all([serveBuild("islands"), launchChromium()]);
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

/** The provider's embed script, as Jotform's does it: an iframe placed right after the script element. */
const providerPlacesForm = `(function(){var s=document.currentScript;var f=document.createElement("iframe");
f.id="JotFormIFrame-${formId}";f.title="Bail bond application";f.src="about:blank";f.style.height="600px";
s.parentNode.insertBefore(f,s.nextSibling);})();`;

type Stub = "form" | "error" | "nothing";
async function stubProvider(page: Page, stub: Stub): Promise<string[]> {
  const requests: string[] = [];
  await page.route(
    (url) => url.origin === provider,
    async (route: PwRoute) => {
      requests.push(route.request().url());
      if (stub === "error") return route.abort("connectionrefused");
      return route.fulfill({ contentType: "text/javascript", body: stub === "form" ? providerPlacesForm : "/* places nothing */" });
    },
  );
  return requests;
}

async function open(width: number, options: { js?: boolean; stub?: Stub; clock?: boolean } = {}) {
  const context: BrowserContext = await browser.newContext({
    viewport: { width, height: width < 600 ? 844 : 800 },
    javaScriptEnabled: options.js ?? true,
    hasTouch: width < 600,
    isMobile: width < 600,
  });
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname);
  });
  // Routes added later take precedence: the provider's stub must come after watchPage's "abort everything outside".
  const problems = await watchPage(page, site.base);
  const providerRequests = await stubProvider(page, options.stub ?? "form");
  if (options.clock) await page.clock.install();
  return { context, page, scripts, providerRequests, problems };
}

const faq = (page: Page) => page.locator('[data-island="faq-accordion"]');
const toasts = (page: Page) => page.getByRole("region", { name: "Notifications" }).locator("li");

/** Whether React has hydrated the island on this page. */
const hydrated = (page: Page, island: string) => page.evaluate(islandHydrated, island);

/** Holds back the island's entry script until `release()` is called: the moment before the JavaScript arrives. */
async function holdScript(page: Page, island: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.startsWith(`/assets/${island}-`),
    async (route) => {
      await released;
      await route.fallback();
    },
  );
  return release;
}

/**
 * Records every layout-shift entry from the page's start, whether or not it follows input, with what moved. Under
 * CPU load chromium paints a page before its layout settles, and the header bar or a row of buttons then moves by
 * itself (0.004–0.04, measured at 4–6× CPU throttling), before anything is touched: tests that ask what the islands
 * move call resetShifts once the page has loaded.
 */
const recordShifts = (context: BrowserContext) =>
  context.addInitScript(() => {
    const w = window as unknown as { shifts: { value: number; moved: string[] }[] };
    w.shifts = [];
    const name = (n: Node | null) =>
      n instanceof Element ? `${n.tagName.toLowerCase()}${n.id ? `#${n.id}` : ""}.${[...n.classList].slice(0, 3).join(".")}` : String(n?.nodeName);
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; sources: { node: Node | null }[] }[])
        w.shifts.push({ value: e.value, moved: e.sources.map((s) => name(s.node)) });
    }).observe({ type: "layout-shift", buffered: true });
  });
/** The recorded shifts' sum, and what moved (for the failure message). */
const shiftsOf = (page: Page) =>
  page.evaluate(() => {
    const { shifts } = window as unknown as { shifts: { value: number; moved: string[] }[] };
    return { sum: shifts.reduce((a, s) => a + s.value, 0), moved: shifts.map((s) => `${s.value.toFixed(4)}: ${s.moved.join(", ")}`) };
  });
const expectNoShift = async (page: Page, label = "layout shifts") => {
  const { sum, moved } = await shiftsOf(page);
  expect(sum, `${label}:\n  ${moved.join("\n  ")}`).toBe(0);
};
const top = (page: Page, selector: string) => page.locator(selector).evaluate((el) => Math.round(el.getBoundingClientRect().top));
/** Taps a point of the viewport that is no control (so the tap only wakes the islands), without scrolling. */
async function tapNothing(page: Page) {
  const point = await page.evaluate(() => {
    for (let y = innerHeight - 20; y > 100; y -= 20)
      for (const x of [2, innerWidth - 2, innerWidth / 2]) {
        const el = document.elementFromPoint(x, y);
        if (el && !el.closest("a, button, summary, input, label, select, textarea, iframe, [tabindex]:not([tabindex='-1']), header")) return { x, y };
      }
    return null;
  });
  if (!point) throw new Error(`No point of ${page.url()} to tap that is not a control.`);
  await page.touchscreen.tap(point.x, point.y);
}
/** Resolves once the page has laid out and painted twice more: whatever a render just changed is on screen. */
const twoFrames = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
/** Whether every island of the page but the test's throwing one has hydrated. */
const allHydrated = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('[data-island]:not([data-island="throws"])')].every((m) =>
      Object.keys(m.firstElementChild ?? {}).some((k) => k.startsWith("__reactFiber$")),
    ),
  );
/** Forgets the layout shifts so far: what loading the page moved is not what the visitor's actions and hydration move. */
const resetShifts = (page: Page) => page.evaluate(() => ((window as unknown as { shifts: unknown[] }).shifts.length = 0));
/** Turns the mouse wheel by `dy` and waits until the page has scrolled there (as far as it can); `expect` is the test's. */
async function wheelBy(page: Page, dy: number, expect: ExpectStatic) {
  const { from, max } = await page.evaluate(() => ({ from: scrollY, max: document.documentElement.scrollHeight - innerHeight }));
  await page.mouse.wheel(0, dy);
  const to = Math.min(max, Math.max(0, from + dy));
  await expect.poll(() => page.evaluate(() => Math.round(scrollY))).toBe(Math.round(to));
}
const docHeight = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight);

const questions = (page: Page) => faq(page).locator("details > summary");
const openCount = (page: Page) => faq(page).locator("details[open]").count();

describe("FAQ accordion as a phone visitor (390 px, touch)", () => {
  it("#16 the first tap on a question, before the JavaScript arrives, opens it; hydration keeps it open and in place", async () => {
    const { context, page, scripts, problems } = await open(390);
    await recordShifts(context);
    const release = await holdScript(page, "faq-accordion");
    await page.goto(`${site.base}/faqs`, { waitUntil: "networkidle" });
    expect(scripts.filter((s) => s.includes("faq-accordion"))).toEqual([]);
    const count = await questions(page).count();
    expect(count).toBeGreaterThan(1);
    expect(await openCount(page)).toBe(0); // the server HTML is the first frame: collapsed
    const q = questions(page).nth(Math.min(6, count - 1));
    await q.scrollIntoViewIfNeeded();
    const [y, height] = [await top(page, `#${await q.getAttribute("id")}`), await docHeight(page)];
    await q.tap();
    expect(await hydrated(page, "faq-accordion")).toBe(false); // still before the JavaScript
    expect(await q.evaluate((el) => (el.parentElement as HTMLDetailsElement).open)).toBe(true);
    const openHeight = await docHeight(page);
    expect(openHeight).toBeGreaterThan(height);
    await resetShifts(page); // the page's load and the tap's own opening
    release();
    await expect.poll(() => hydrated(page, "faq-accordion")).toBe(true);
    await twoFrames(page);
    expect(await q.evaluate((el) => (el.parentElement as HTMLDetailsElement).open)).toBe(true);
    expect(await top(page, `#${await q.getAttribute("id")}`)).toBe(y);
    expect(await docHeight(page)).toBe(openHeight);
    await expectNoShift(page);
    // A second tap closes it, a tap on another question opens that one and closes this one.
    await q.tap();
    expect(await openCount(page)).toBe(0);
    await questions(page).nth(0).tap();
    await questions(page)
      .nth(count - 1)
      .tap();
    expect(await openCount(page)).toBe(1);
    expect(
      await questions(page)
        .nth(count - 1)
        .evaluate((el) => (el.parentElement as HTMLDetailsElement).open),
    ).toBe(true);
    expect(problems.pageErrors).toEqual([]);
    await context.close();
  });

  it("#16 a question scrolled to stays where it is when a tap elsewhere wakes the island", async () => {
    const { context, page } = await open(390);
    await recordShifts(context);
    await page.goto(`${site.base}/faqs`, { waitUntil: "networkidle" });
    const q = questions(page).nth(Math.min(6, (await questions(page).count()) - 1));
    const id = `#${await q.getAttribute("id")}`;
    await twoFrames(page);
    await resetShifts(page); // what the load moved is not the island's
    await page.evaluate((sel) => {
      const el = document.querySelector(sel)!;
      scrollTo(0, el.getBoundingClientRect().top + scrollY - 300);
    }, id);
    const [y, height] = [await top(page, id), await docHeight(page)];
    await tapNothing(page); // not a control: only wakes the island
    await expect.poll(() => hydrated(page, "faq-accordion")).toBe(true);
    await twoFrames(page);
    expect(await top(page, id)).toBe(y);
    expect(await docHeight(page)).toBe(height);
    expect(await openCount(page)).toBe(0);
    await expectNoShift(page);
    await context.close();
  });
});

describe("FAQ accordion keys (1280 px)", () => {
  it("after hydration, Arrow keys (wrapping), Home and End move focus across every question; Enter and Space toggle", async () => {
    const { context, page, problems } = await open(1280);
    await page.goto(`${site.base}/faqs`);
    await page.keyboard.press("Tab");
    await expect.poll(() => hydrated(page, "faq-accordion")).toBe(true);
    const count = await questions(page).count();
    const focused = () => page.evaluate(() => document.activeElement?.id ?? "");
    const id = async (i: number) => (await questions(page).nth(i).getAttribute("id"))!;
    await questions(page).nth(0).focus();
    await page.keyboard.press("ArrowDown");
    expect(await focused()).toBe(await id(1));
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowUp");
    expect(await focused()).toBe(await id(count - 1)); // wraps to the last, across categories
    await page.keyboard.press("ArrowDown");
    expect(await focused()).toBe(await id(0)); // wraps to the first
    await page.keyboard.press("End");
    expect(await focused()).toBe(await id(count - 1));
    await page.keyboard.press("Home");
    expect(await focused()).toBe(await id(0));
    await page.keyboard.press("Enter");
    expect(await openCount(page)).toBe(1);
    await page.keyboard.press("Space");
    expect(await openCount(page)).toBe(0);
    // The only console error is the test island's, which fails on purpose.
    expect(problems.consoleErrors.every((e) => e.startsWith("[island throws]"))).toBe(true);
    await context.close();
  });

  it("fetches no JavaScript before the visitor does something, and hydrates when a scroll brings it near", async () => {
    const { context, page, scripts } = await open(1280);
    // networkidle: no request for 500 ms after the load.
    await page.goto(`${site.base}/vehicle-bail-bonds`, { waitUntil: "networkidle" });
    expect(scripts).toEqual([]);
    await page.mouse.move(100, 300);
    // Scrolls as a reader does until the accordion is near; each wheel is waited for until it has scrolled.
    const near = () => faq(page).evaluate((el) => el.getBoundingClientRect().top < innerHeight + 200);
    while (!(await near())) {
      const before = await page.evaluate(() => scrollY);
      await page.mouse.wheel(0, 400);
      await expect.poll(() => page.evaluate(() => scrollY)).not.toBe(before);
    }
    await expect.poll(() => hydrated(page, "faq-accordion")).toBe(true);
    expect(scripts.some((s) => s.includes("/assets/faq-accordion-"))).toBe(true);
    await context.close();
  });
});

describe.concurrent("islands at 390 px with touch: no layout shift while scrolling and tapping", () => {
  it("finds the island pages in the build", () => {
    expect(islandPages).toEqual(expect.arrayContaining(["/faqs", "/payment-plans", "/apply"]));
  });

  // As a visitor on a phone: the page has loaded, they scroll to the island, tap beside it (which wakes the islands)
  // and scroll on while the JavaScript arrives and hydrates.
  it.for(islandPages)("#16 %s: waking and hydrating its islands moves nothing, and the island is its server HTML", async (route, { expect }) => {
    const { context, page } = await open(390, { stub: "form" });
    try {
      await recordShifts(context);
      await page.goto(`${site.base}${route}`);
      const island = page.locator('[data-island]:not([data-island="throws"]):not([data-island="toaster"]):not([data-island="header-menus"])').first();
      await island.evaluate((el) => scrollTo(0, el.getBoundingClientRect().top + scrollY - 200));
      await twoFrames(page);
      await resetShifts(page); // what loading the page moved is not the islands' doing
      const y = await island.evaluate((el) => Math.round(el.getBoundingClientRect().top));
      const before = await island.innerHTML();
      await tapNothing(page);
      await wheelBy(page, 200, expect);
      await wheelBy(page, -200, expect);
      await expect.poll(() => allHydrated(page)).toBe(true);
      await twoFrames(page);
      expect(await island.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBe(y);
      // #48: the calculator's field, invisible before its script (typing into it changed nothing), is shown once it
      // runs, in the place kept for it: its markup changes there, and nothing may move.
      const shown = (html: string) => html.replace(/<p class="absolute[^"]*">[^<]*<\/p>/, "").replace('<div class="invisible">', "<div>");
      expect(shown(await island.innerHTML()), "the hydrated island is its server HTML").toBe(shown(before));
      const { sum, moved } = await shiftsOf(page);
      expect(sum, `layout shifts after the page loaded:\n  ${moved.join("\n  ")}`).toBe(0);
    } finally {
      await context.close();
    }
  });
});

describe("island error boundary", () => {
  it("shows the fallback inside the failing island only; the rest of the page keeps working", async () => {
    const { context, page, problems } = await open(1280);
    await page.goto(`${site.base}/faqs`);
    const marker = page.locator('[data-island="throws"]');
    await expect.poll(() => marker.getByRole("heading", { name: "Unexpected Application Error!" }).isVisible()).toBe(true);
    expect(await marker.getByText("The test island failed on purpose.").isVisible()).toBe(true);
    expect(problems.consoleErrors.some((e) => e.startsWith("[island throws]"))).toBe(true);
    expect(problems.pageErrors).toEqual([]);
    // Another island on the same page still hydrates and works.
    await page.keyboard.press("Tab");
    await expect.poll(() => hydrated(page, "faq-accordion")).toBe(true);
    await questions(page).first().click();
    expect(await openCount(page)).toBe(1);
    expect(await page.getByRole("heading", { name: "Unexpected Application Error!" }).count()).toBe(1);
    await context.close();
  });
});

describe("apply-form loader", () => {
  const container = (page: Page) => page.locator('[data-slot="apply-form-embed"]');

  it("adds the provider's script for the form id and lets it place the form", async () => {
    const { context, page, providerRequests, problems } = await open(390, { stub: "form" });
    await page.goto(`${site.base}/apply`);
    await expect.poll(() => container(page).locator(`iframe#JotFormIFrame-${formId}`).count()).toBe(1);
    expect(await container(page).locator(`script[src="${scriptUrl}"]`).count()).toBe(1);
    expect(providerRequests).toEqual([scriptUrl]);
    await expect.poll(() => page.locator('[data-status="ready"]').count()).toBe(1);
    expect(await toasts(page).count()).toBe(0);
    // The way out stays: the number and the hosted form.
    expect(await page.locator('[data-island="apply-form"] a[href^="tel:"]').isVisible()).toBe(true);
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.failedRequests).toEqual([]);
    // The policy of /apply lets the provider's script run and place its frame, and nothing else.
    expect(problems.cspViolations).toEqual([]);
    await context.close();
  });

  it("when the script fails: keeps the phone number and link, removes the script, and raises a toast", async () => {
    const { context, page, problems } = await open(390, { stub: "error" });
    await page.goto(`${site.base}/apply`);
    await expect.poll(() => toasts(page).count()).toBe(1);
    expect(await toasts(page).first().textContent()).toContain("The application form could not load.");
    expect(problems.cspViolations).toEqual([]); // the toaster's styles and motion included
    expect(await container(page).locator("script, iframe").count()).toBe(0);
    const fallback = page.locator('[data-island="apply-form"]');
    expect(await fallback.getByText("The online form could not load.").isVisible()).toBe(true);
    expect(await fallback.locator(`a[href="${provider}/${formId}"]`).isVisible()).toBe(true);
    expect(await fallback.locator('a[href^="tel:"]').isVisible()).toBe(true);
    await context.close();
  });

  it("when nothing appears within 10 s: gives up at 10 s, not before", async () => {
    const { context, page } = await open(1280, { stub: "nothing", clock: true });
    await page.goto(`${site.base}/apply`);
    await expect.poll(() => container(page).locator("script").count()).toBe(1);
    await page.clock.fastForward(9_000);
    expect(await page.locator('[data-status="loading"]').count()).toBe(1);
    await page.clock.fastForward(1_100);
    await expect.poll(() => page.locator('[data-status="failed"]').count()).toBe(1);
    expect(await toasts(page).count()).toBe(1);
    expect(await container(page).locator("script").count()).toBe(0);
    await context.close();
  });

  it("removes the script and the form when the visitor leaves, and restores them on coming back", async () => {
    const { context, page } = await open(1280, { stub: "form" });
    await page.goto(`${site.base}/apply`);
    await expect.poll(() => container(page).locator("iframe").count()).toBe(1);
    // A pagehide listener added after the island's runs after it: it records what the island left behind.
    await page.evaluate(() =>
      addEventListener("pagehide", () => {
        const left = document.querySelectorAll('[data-slot="apply-form-embed"] > *').length;
        sessionStorage.setItem("left-behind", String(left));
      }),
    );
    await page.goto(`${site.base}/contact`);
    expect(await page.evaluate(() => sessionStorage.getItem("left-behind"))).toBe("0");
    await page.goBack();
    await expect.poll(() => container(page).locator("iframe").count()).toBe(1);
    expect(await container(page).locator("script").count()).toBe(1);
    await context.close();
  });
});

// What a page asks for after interaction is decided by which islands it carries (a page runs no other script): one page
// for each set of islands and language stands for every page with that set. Its server HTML names no provider either.
const notApply = routes.filter((r) => r.template !== "apply");
const islandsOf = (urlPath: string) => [...new Set(htmlOf(urlPath).match(/data-island="[^"]+"/g))].sort().join(" ");
const onePerIslandSet = [...new Map(notApply.map((r) => [`${r.lang}: ${islandsOf(r.path)}`, r.path])).values()];
describe.concurrent("no page but the apply page sends a request to the form provider", () => {
  it("no page but the apply page names the provider in its HTML", () => {
    expect(notApply.filter((r) => htmlOf(r.path).includes(new URL(provider).host)).map((r) => r.path)).toEqual([]);
    expect(
      routes.filter((r) => r.template === "apply").every((r) => htmlOf(r.path).includes(formId)),
      "the check can see a form",
    ).toBe(true);
  });
  it.for(onePerIslandSet)("%s (one page per set of islands and language), even after interaction", async (urlPath, { expect }) => {
    const { context, page, providerRequests } = await open(1280, { stub: "form" });
    try {
      await page.goto(`${site.base}${urlPath}`);
      await page.keyboard.press("Tab"); // wakes the islands that wait for the visitor
      await expect.poll(() => allHydrated(page)).toBe(true);
      await twoFrames(page); // their effects have run
      expect(providerRequests).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe.each([390, 1280])("premium calculator at %i px", (width) => {
  it("wakes on interaction, then works out the premium and an example plan as the visitor types", async () => {
    const { context, page, scripts, problems } = await open(width);
    await page.goto(`${site.base}/payment-plans`, { waitUntil: "networkidle" });
    expect(scripts).toEqual([]);
    const calculator = page.locator('[data-island="premium-calculator"]');
    const field = calculator.getByRole("textbox", { name: "Bail amount set by the court" });
    const row = (term: string) => calculator.locator("dt", { hasText: term }).locator("xpath=following-sibling::dd");
    // The figures premium.ts works out from site.yaml's rules (its arithmetic: tests/content/money.test.ts).
    const expected = (bail: number) => {
      const { content: model, context } = prepare(content);
      const e = examplePlan(bail, premiumRules(model.site));
      const words = { month: context.t("calculator.month"), months: context.t("calculator.months"), none: context.t("calculator.none") };
      return { premium: formatRange(e.premium), down: formatRange(pick(e, (p) => p.down)), months: formatMonths(e.months, words) };
    };
    // #48 before the script: the worked example for its starting amount, and no field that would change nothing.
    const release = await holdScript(page, "premium-calculator");
    await calculator.scrollIntoViewIfNeeded(); // the scroll that brings it near wakes it
    expect(await calculator.locator("input").isVisible()).toBe(false);
    expect(await hydrated(page, "premium-calculator")).toBe(false);
    release();
    await expect.poll(() => hydrated(page, "premium-calculator")).toBe(true);
    expect(scripts.some((s) => s.includes("/assets/premium-calculator-"))).toBe(true);
    await expect.poll(() => field.isVisible()).toBe(true);
    await field.fill("5000");
    await expect.poll(() => row("Premium").textContent()).toBe(expected(5_000).premium);
    await field.fill("7500");
    await expect.poll(() => row("Premium").textContent()).toBe(expected(7_500).premium);
    expect(await row("Example down payment").textContent()).toBe(expected(7_500).down);
    expect(await row("Example plan length").textContent()).toBe(expected(7_500).months);
    await field.fill("$25,000");
    await expect.poll(() => row("Premium").textContent()).toBe(expected(25_000).premium);
    expect(await row("Example plan length").textContent()).toBe(expected(25_000).months);
    await field.fill("a lot");
    await expect.poll(() => calculator.getByText("Enter the bail amount as a number of dollars").isVisible()).toBe(true);
    expect(await calculator.locator("[aria-live=polite]").count()).toBe(1);
    await field.fill("10000");
    await calculator.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(root, "test-results/screenshots/islands", `premium-calculator-${width}.png`) });
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual({ consoleErrors: [], pageErrors: [], failedRequests: [], outsideRequests: [], cspViolations: [] });
    await context.close();
  });
});

describe("toasts", () => {
  it("has a polite live region labelled Notifications in the server HTML of the apply page", async () => {
    const html = await (await fetch(`${site.base}/apply`)).text();
    expect(html).toMatch(/<section aria-label="Notifications" aria-keyshortcuts="Alt\+T" tabindex="-1"[^>]*><ol aria-live="polite"/);
    const other = await (await fetch(`${site.base}/contact`)).text();
    expect(other).not.toContain('aria-label="Notifications"');
  });

  it("moves focus to the region with Alt+T", async () => {
    const { context, page } = await open(1280, { stub: "error" });
    await page.goto(`${site.base}/apply`);
    await expect.poll(() => toasts(page).count()).toBe(1);
    await page.keyboard.press("Alt+KeyT");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Notifications");
    await context.close();
  });

  it("dismisses itself after 4.5 s and shows at most three at a time", async () => {
    const { context, page } = await open(1280, { stub: "error", clock: true });
    await page.goto(`${site.base}/apply`);
    await expect.poll(() => toasts(page).count()).toBe(1);
    await page.clock.fastForward(4_000);
    expect(await toasts(page).count()).toBe(1);
    await page.clock.fastForward(600);
    await expect.poll(() => toasts(page).count()).toBe(0);
    // Each return from the back/forward cache retries the form; with the provider down, each retry toasts.
    for (let i = 0; i < 5; i++) await page.evaluate(() => dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true })));
    await expect.poll(() => toasts(page).count()).toBe(3);
    await context.close();
  });

  it("is dismissed by a sideways swipe of 50 px, not by a shorter one", async () => {
    const { context, page } = await open(1280, { stub: "error" });
    await page.goto(`${site.base}/apply`);
    await expect.poll(() => toasts(page).count()).toBe(1);
    const swipe = async (dx: number) => {
      const box = (await toasts(page).first().locator("p").boundingBox())!;
      await page.mouse.move(box.x + 5, box.y + 5);
      await page.mouse.down();
      await page.mouse.move(box.x + 5 + dx / 2, box.y + 5);
      await page.mouse.move(box.x + 5 + dx, box.y + 5);
      await page.mouse.up();
    };
    await swipe(30);
    expect(await toasts(page).count()).toBe(1);
    await swipe(60);
    await expect.poll(() => toasts(page).count()).toBe(0);
    await context.close();
  });
});

describe.each([390, 1280])("accessibility of the live islands at %i px", (width) => {
  // Each live state is also saved as a screenshot of the viewport around it, for people to look at.
  const shot = (page: Page, name: string) => page.screenshot({ path: path.join(root, "test-results/screenshots/islands", `${name}-${width}.png`) });

  it("has no axe violations on /apply with the form placed and a toast showing, or on /vehicle-bail-bonds with an answer open", async () => {
    const { context, page } = await open(width, { stub: "form" });
    await page.goto(`${site.base}/apply`);
    await expect.poll(() => page.locator('[data-status="ready"]').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.locator("#apply-form").scrollIntoViewIfNeeded();
    await shot(page, "apply-form-placed");
    const failing = await open(width, { stub: "error" });
    await failing.page.goto(`${site.base}/apply`);
    await expect.poll(() => toasts(failing.page).count()).toBe(1);
    expect(await axeViolations(failing.page)).toEqual([]);
    await failing.page.locator("#apply-form").scrollIntoViewIfNeeded();
    await shot(failing.page, "apply-form-failed-toast");
    await page.goto(`${site.base}/vehicle-bail-bonds`);
    await page.keyboard.press("Tab");
    await expect.poll(() => hydrated(page, "faq-accordion")).toBe(true);
    await questions(page).nth(1).click();
    expect(await axeViolations(page)).toEqual([]);
    await faq(page).scrollIntoViewIfNeeded();
    await shot(page, "faq-answer-open");
    await page.goto(`${site.base}/faqs`);
    const fallback = page.locator('[data-island="throws"]');
    await expect.poll(() => fallback.getByRole("heading", { name: "Unexpected Application Error!" }).isVisible()).toBe(true);
    await fallback.scrollIntoViewIfNeeded();
    await shot(page, "island-error-fallback");
    await failing.context.close();
    await context.close();
  });
});

describe("without JavaScript", () => {
  it("shows the calculator's worked example and the apply page's phone number and hosted form link", async () => {
    const { context, page } = await open(390, { js: false });
    await page.goto(`${site.base}/payment-plans`);
    const calculator = page.locator('[data-island="premium-calculator"]');
    const { start } = JSON.parse((await calculator.getAttribute("data-props"))!) as { start: number };
    const premium = formatRange(examplePlan(start, premiumRules(prepare(content).content.site)).premium);
    expect(await calculator.locator("dd").first().textContent()).toBe(premium); // the worked example for its start amount
    expect(await calculator.locator("dd").first().isVisible()).toBe(true);
    // #48 no field that takes "7500" and keeps showing these figures: the box says first which bail they are for.
    expect(await calculator.locator("input").isVisible()).toBe(false);
    const example = prepare(content).context.t("calculator.example", { amount: formatDollars(start) });
    expect((await calculator.locator("p").first().textContent())?.trim()).toBe(example);
    await page.goto(`${site.base}/apply`);
    const fallback = page.locator('[data-island="apply-form"]');
    expect(await fallback.locator('a[href^="tel:"]').isVisible()).toBe(true);
    expect(await fallback.locator(`a[href="${provider}/${formId}"]`).isVisible()).toBe(true);
    await context.close();
  });

  it.each([390, 1280])("#48 at %i px: a FAQ question tapped below an answer of the group above stays under the finger", async (width) => {
    const { context, page } = await open(width, { js: false });
    await page.goto(`${site.base}/faqs`);
    const groups = page.locator('[data-island="faq-accordion"] details[name]').locator("xpath=..");
    const lastOfFirst = groups.first().locator("summary").last();
    const firstOfSecond = groups.nth(1).locator("summary").first();
    const tapOn = async (summary: typeof lastOfFirst) => {
      const box = (await summary.boundingBox())!;
      await page.mouse.click(box.x + 24, box.y + 12);
      return box.y;
    };
    await lastOfFirst.evaluate((el) => scrollBy(0, el.getBoundingClientRect().top - 120));
    await tapOn(lastOfFirst);
    expect(await lastOfFirst.evaluate((el) => (el.parentElement as HTMLDetailsElement).open)).toBe(true);
    const before = await tapOn(firstOfSecond); // its answer opens, the one above closes
    expect(await firstOfSecond.evaluate((el) => (el.parentElement as HTMLDetailsElement).open)).toBe(true);
    expect(await lastOfFirst.evaluate((el) => (el.parentElement as HTMLDetailsElement).open)).toBe(false);
    const after = (await firstOfSecond.boundingBox())!.y;
    expect(Math.abs(after - before), "px the tapped question moved").toBeLessThanOrEqual(2);
    await context.close();
  });

  it("an apply link leads to the apply page", async () => {
    const { context, page } = await open(390, { js: false });
    await page.goto(`${site.base}/`);
    await page.locator('main a[href="/apply"]').first().click();
    await page.waitForURL(`${site.base}/apply`);
    expect(await page.locator("h1").count()).toBe(1);
    await context.close();
  });
});

describe.concurrent.for([390, 1280])("without JavaScript at %i px", (width) => {
  // One context per width, a page of it per route: without JavaScript a page changes nothing its context keeps, and
  // a context each cost more than most of these loads.
  let context: BrowserContext;
  beforeAll(async () => {
    const phone = width < 600;
    context = await browser.newContext({ viewport: { width, height: phone ? 844 : 800 }, javaScriptEnabled: false, hasTouch: phone, isMobile: phone });
    const origin = new URL(site.base).origin;
    await context.route(
      (url) => url.origin !== origin,
      (route) => route.abort("blockedbyclient"),
    );
  });
  afterAll(async () => {
    await context?.close();
  });

  it.for(routes)("$path has a visible call link and a visible apply link", async (route, { expect }) => {
    const page = await context.newPage();
    try {
      await page.goto(`${site.base}${route.path}`);
      const call = page.locator('main a[href^="tel:"]');
      // The apply page of the page's own language.
      const applyPath = routes.find((r) => r.lang === route.lang && r.template === "apply")!.path;
      const apply = page.locator(`main a[href="${applyPath}"], main a[href="#apply-form"]`);
      expect(await call.first().isVisible(), "call link").toBe(true);
      expect(await apply.first().isVisible(), "apply link").toBe(true);
    } finally {
      await page.close();
    }
  });
});
