/**
 * The Spanish site as a Spanish-speaking family uses it on a phone (390 px, touch): the FAQ, the premium
 * calculator and the apply form's failure toast work and speak Spanish, and the language switch leads to the same
 * page in English, with or without JavaScript. Screenshots of the Spanish page types land in
 * test-results/screenshots/spanish/ for review.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { translator } from "../../generator/content/messages.ts";
import { prepare } from "../../generator/prepare.ts";
import { hasApplyForm } from "../../model/form-text.ts";
import type { RichNode } from "../../model/rich-text.ts";
import { launchChromium } from "../../scripts/chromium.ts";
import { examplePlan, formatMonths, formatRange, pick } from "../../templates/islands/premium-calculator/premium.ts";
import { premiumRules } from "../../templates/sections.tsx";
import { root } from "../helpers/content-fixture.ts";
import { islandHydrated, textThatWraps } from "../helpers/page-checks.ts";
import { sharedBuild } from "../helpers/shared-builds.tsx";
import { type ServedBuild, serveBuild, watchPage } from "../helpers/site-server.ts";

const provider = "https://form.jotform.com";
const shots = path.join(root, "test-results/screenshots/spanish");

// Built while the tests are collected, where no hook timeout applies: on a busy machine a build takes minutes.
await sharedBuild("islands");
let site: ServedBuild;
let browser: Browser;
let loaded: ReturnType<typeof prepare>;
let t: ReturnType<typeof translator>;
const pathOf = (template: string) => loaded.routes.find((r) => r.lang === "es" && r.template === template)!.path;

beforeAll(async () => {
  // The shared "islands" build: a form id, so the apply page carries its form; its test-only island is on /faqs only.
  [site, browser] = await Promise.all([serveBuild("islands"), launchChromium()]);
  loaded = prepare(site.contentDir);
  t = translator(loaded.content.langs.es!.messages, loaded.content.langs.es!.values, hasApplyForm(loaded.content.site));
  mkdirSync(shots, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

async function open(width: number, options: { js?: boolean; failForm?: boolean } = {}) {
  const context: BrowserContext = await browser.newContext({
    viewport: { width, height: width < 600 ? 844 : 800 },
    javaScriptEnabled: options.js ?? true,
    hasTouch: width < 600,
    isMobile: width < 600,
    locale: "es-US",
  });
  const page = await context.newPage();
  const problems = await watchPage(page, site.base);
  await page.route(
    (url) => url.origin === provider,
    (route) => (options.failForm ? route.abort("connectionrefused") : route.fulfill({ contentType: "text/javascript", body: "/* places nothing */" })),
  );
  return { context, page, problems };
}

/** The first words of a rich-text answer (its first text node). */
const _firstText = (nodes: RichNode[]): string => {
  for (const n of nodes) {
    if (typeof n === "string") return n.trim();
    const inner = _firstText(n.slice(2) as RichNode[]);
    if (inner) return inner;
  }
  return "";
};

const hydrated = (page: Page, island: string) => page.evaluate(islandHydrated, island);

describe("the Spanish site on a phone (390 px, touch)", () => {
  it("calculator: a Spanish label, Spanish plan lengths and a Spanish message for a bad amount", async () => {
    const { context, page, problems } = await open(390);
    await page.goto(`${site.base}/es/planes-de-pago`, { waitUntil: "networkidle" });
    const calculator = page.locator('[data-island="premium-calculator"]');
    const field = calculator.getByRole("textbox", { name: t("calculator.label") });
    const row = (term: string) => calculator.locator("dt", { hasText: term }).locator("xpath=following-sibling::dd");
    const words = { month: t("calculator.month"), months: t("calculator.months"), none: t("calculator.none") };
    const plan = examplePlan(7_500, premiumRules(loaded.content.site));
    await calculator.scrollIntoViewIfNeeded(); // wakes the island, which brings the field
    await expect.poll(() => hydrated(page, "premium-calculator")).toBe(true);
    await field.fill("7500");
    await expect.poll(() => row(t("calculator.down")).textContent()).toBe(formatRange(pick(plan, (p) => p.down)));
    expect(await row(t("calculator.length")).textContent()).toBe(formatMonths(plan.months, words));
    expect(formatMonths(plan.months, words)).toMatch(/ mes(es)?$/);
    await field.fill("mucho");
    await expect.poll(() => calculator.getByText(t("calculator.invalid")).isVisible()).toBe(true);
    await field.fill("1000000000");
    await expect.poll(() => calculator.getByText(t("calculator.tooLarge")).isVisible()).toBe(true);
    expect(problems.pageErrors).toEqual([]);
    await context.close();
  });

  it("apply form: when the provider fails, the toast and the fallback speak Spanish, and the phone number stays", async () => {
    const { context, page } = await open(390, { failForm: true });
    await page.goto(`${site.base}${pathOf("apply")}`);
    const region = page.getByRole("region", { name: t("toaster.label") });
    await expect.poll(() => region.locator("li").count()).toBe(1);
    const expected = t("applyForm.toast", { provider: loaded.content.site.applyForm.provider });
    expect(await region.locator("li").first().textContent()).toContain(expected);
    const fallback = page.locator('[data-island="apply-form"]');
    expect(await fallback.getByText(t("applyForm.failed")).isVisible()).toBe(true);
    expect(await fallback.locator('a[href^="tel:"]').isVisible()).toBe(true);
    await page.screenshot({ path: path.join(shots, "apply-failed-390.png") });
    await context.close();
  });

  it("the language switch leads to the same page in English and back, without JavaScript too", async () => {
    for (const js of [true, false]) {
      const { context, page } = await open(390, { js });
      await page.goto(`${site.base}/es/preguntas-frecuentes`);
      const toEnglish = page.locator('a[data-slot="language-switch"]');
      expect(await toEnglish.getAttribute("lang")).toBe("en");
      await toEnglish.tap();
      await page.waitForURL(`${site.base}/faqs`);
      expect(await page.locator("html").getAttribute("lang")).toBe("en");
      await page.locator('a[data-slot="language-switch"]').tap();
      await page.waitForURL(`${site.base}/es/preguntas-frecuentes`);
      await context.close();
    }
  });
});

describe("Spanish labels fit (#48)", () => {
  // Spanish labels run a third longer than English ones: "Llame al" broke into "Llame / al" beside the number, the
  // nav took two rows at 1024 px, "Condado de Mecklenburg" ran out of its menu cell. JavaScript off: the server HTML
  // must fit by itself.
  it.each([390, 768, 1024, 1280])(
    "every button-styled link, the header and the Counties menu keep one line on every Spanish page at %i px",
    async (width) => {
      const { context, page } = await open(width, { js: false });
      const found: string[] = [];
      for (const route of loaded.routes.filter((r) => r.lang === "es")) {
        await page.goto(`${site.base}${route.path}`);
        found.push(...(await page.evaluate(textThatWraps)).map((f) => `${route.path}: ${f}`));
      }
      expect(found).toEqual([]);
      await context.close();
    },
  );
});

describe.each([390, 1280])("screenshots of the Spanish page types at %i px", (width) => {
  it("home, FAQ, a county page and the application page", async () => {
    const county = loaded.routes.find((r) => r.lang === "es" && r.template === "county")!.path;
    for (const [name, p] of [
      ["home", "/es"],
      ["faq", "/es/preguntas-frecuentes"],
      ["county", county],
      ["apply", pathOf("apply")],
    ] as const) {
      const { context, page, problems } = await open(width);
      const response = await page.goto(`${site.base}${p}`, { waitUntil: "networkidle" });
      expect(response?.status(), p).toBe(200);
      // Nothing wider than the screen: a long Spanish word or button must wrap, not scroll sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth), p).toBeLessThanOrEqual(width);
      await page.screenshot({ path: path.join(shots, `${name}-${width}.png`), fullPage: true });
      expect(problems.consoleErrors, p).toEqual([]);
      await context.close();
    }
  });
});
