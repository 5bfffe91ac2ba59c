/**
 * The site's behaviour in each engine its visitors use (#35): Chromium, Firefox and WebKit (Safari's engine, every
 * iPhone's browser), at a phone's, a tablet's, an iPad's in landscape and a desktop's width, in both languages, with
 * JavaScript on and, where the behaviour must hold without it, off. Input is real input (tests/helpers/engines.ts):
 * pointer moves, clicks at coordinates, key presses. Each page is loaded once per engine, width and language, and
 * every check runs on that load. Chromium's axe and screenshot pass, and the every-page checks, are all-pages.test.ts.
 */
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fileForPath } from "../../generator/checks/links.ts";
import { prepare } from "../../generator/prepare.ts";
import { examplePlan, formatRange } from "../../templates/islands/premium-calculator/premium.ts";
import { premiumRules } from "../../templates/sections.tsx";
import { root } from "../helpers/content-fixture.ts";
import { type Engine, type EngineName, engineNames, launchEngine, type Tab } from "../helpers/engines.ts";
import { islandHydrated, noSideways, telOnFirstScreen, textThatWraps } from "../helpers/page-checks.ts";
import { sharedBuild } from "../helpers/shared-builds.tsx";
import { type ServedBuild, serveBuild } from "../helpers/site-server.ts";

// Built while the tests are collected, where no hook timeout applies: on a busy machine a build takes minutes.
await sharedBuild("site");
await sharedBuild("islands");
let site: ServedBuild;
let withForm: ServedBuild;
beforeAll(async () => {
  [site, withForm] = await Promise.all([serveBuild("site"), serveBuild("islands")]);
});
afterAll(async () => {
  await Promise.all([site?.close(), withForm?.close()]);
});

const widths = [390, 768, 1024, 1280] as const;
const height = (width: number) => (width < 700 ? 844 : 800);
const { content, context, contexts, routes } = prepare(path.join(root, "content"));
const langs = Object.keys(content.langs);
const shots = path.join(root, "test-results/screenshots/engines");

/** The address of `enPath` in `lang`, from the page's own hreflang links (as a search engine reads them). */
function inLang(outDir: string, enPath: string, lang: string): string {
  if (lang === "en") return enPath;
  const file = path.join(outDir, fileForPath(enPath));
  const href = new RegExp(`<link rel="alternate" hrefLang="${lang}" href="https?://[^/"]+([^"]*)"`).exec(readFileSync(file, "utf8"))?.[1];
  if (href === undefined) throw new Error(`${enPath} names no ${lang} version`);
  return href || "/";
}
/** The first English page whose built HTML holds `marker`. */
function pageWith(outDir: string, marker: string): string {
  const found = routes.filter((r) => r.lang === "en").find((r) => readFileSync(path.join(outDir, fileForPath(r.path)), "utf8").includes(marker));
  if (!found) throw new Error(`No page holds ${marker}`);
  return found.path;
}

// ---- In the page (serialised: no closures) ----

/** The box of the first element matching `selector` that is laid out, in viewport coordinates, or null. */
function boxOf(selector: string): { x: number; y: number; top: number; bottom: number } | null {
  for (const el of document.querySelectorAll(selector)) {
    const r = el.getBoundingClientRect();
    if (r.width > 0 && r.height > 0 && el.checkVisibility()) return { x: r.left + r.width / 2, y: r.top + r.height / 2, top: r.top, bottom: r.bottom };
  }
  return null;
}
const isOpen = (selector: string) => document.querySelector(selector)?.matches(":popover-open") ?? false;
const detailsOpen = (selector: string) => [...document.querySelectorAll<HTMLDetailsElement>(selector)].map((d) => d.open);
/** Marks the document, so a page shown again from the back/forward cache can be told from one loaded again. */
const mark = () => {
  (window as unknown as { marked: boolean }).marked = true;
};
const marked = () => (window as unknown as { marked?: boolean }).marked === true;
/** Whether the pointer is over `selector`, and what has focus: what a hover test needs to say when it fails. */
const pointerAndFocus = (selector: string) => {
  const focus = document.activeElement;
  return `button ${document.querySelector(selector)!.matches(":hover") ? "" : "not "}under the pointer, focus on <${focus?.localName ?? "none"}${focus?.id ? `#${focus.id}` : ""}>`;
};

// ---- Test-side helpers ----

// Not vitest's expect.poll: called through the global `expect` in these concurrent tests, it failed 4 of 9 checks that
// pass alone (tried 2026-11-27).
// `explain`, read only when the wait fails, adds what the page shows to the message.
async function poll<T>(read: () => Promise<T>, want: T, what: string, explain?: () => Promise<string>): Promise<void> {
  const end = Date.now() + 15_000;
  let got = await read();
  while (got !== want && Date.now() < end) {
    await new Promise((r) => setTimeout(r, 50));
    got = await read();
  }
  expect(got, got === want || !explain ? what : `${what} (${await explain()})`).toBe(want);
}
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Scrolls the first laid-out element matching `selector` into view, as a visitor would. */
function reveal(selector: string): void {
  const el = [...document.querySelectorAll(selector)].find((e) => e.checkVisibility());
  el?.scrollIntoView({ block: "nearest", behavior: "instant" });
}
async function clickOn(tab: Tab, selector: string): Promise<void> {
  await tab.evaluate(reveal, selector);
  // As a finger waits for what it aims at to stop moving: on a busy machine the drawer may still be sliding in.
  // (Read from here: with JavaScript off, Firefox runs no timer in the page.)
  let box = await tab.evaluate(boxOf, selector);
  for (let i = 0; i < 30; i++) {
    await pause(100);
    const now = await tab.evaluate(boxOf, selector);
    if (now?.x === box?.x && now?.y === box?.y) break;
    box = now;
  }
  expect(box, `${selector} is laid out`).not.toBeNull();
  await tab.click(box!.x, box!.y);
}

const drawer = "#nav-drawer";
const submenu = "#nav-drawer details";
const menu = "#counties-menu";
const trigger = '[data-slot="counties-trigger"]';
/** In the page: the words of the links inside `selector`, those laid out only when `visible`. */
const linkTexts = ([selector, visible]: [string, boolean]) =>
  [...document.querySelectorAll<HTMLElement>(`${selector} a`)]
    .filter((a) => !visible || a.checkVisibility())
    .map((a) => (a.textContent ?? "").replace(/\s+/g, " ").trim());
/** The header's links and the county pages, as the content names them (#33: the apply page's name follows the form). */
const headerLinks = context.header.flatMap((item) => (item.kind === "link" ? [item.label] : []));
const countyLabels = content.langs.en!.counties.map((c) => c.label);

/** The phone menu shows every header link and every county page, and its close button closes it. */
async function phoneMenuLinks(tab: Tab): Promise<void> {
  await clickOn(tab, 'button[popovertarget="nav-drawer"]');
  await poll(() => tab.evaluate(isOpen, drawer), true, "the drawer opens from the menu button");
  expect(await tab.evaluate(linkTexts, [drawer, true]), "every header link in the drawer").toEqual(expect.arrayContaining(headerLinks));
  if (!(await tab.evaluate(detailsOpen, submenu))[0]) await clickOn(tab, `${submenu} > summary`);
  await poll(
    () => tab.evaluate(linkTexts, [submenu, true]).then((shown) => countyLabels.every((c) => shown.includes(c))),
    true,
    "the Counties submenu shows every county page",
  );
  await clickOn(tab, 'button[popovertargetaction="hide"]');
  await poll(() => tab.evaluate(isOpen, drawer), false, "the close button closes the drawer");
}

/** The wide header has no menu button; its Counties menu lists every county page, in order. */
async function desktopMenuLinks(tab: Tab): Promise<void> {
  expect(await tab.evaluate(boxOf, 'button[popovertarget="nav-drawer"]'), "no menu button at this width").toBeNull();
  expect(await tab.evaluate(linkTexts, [menu, false])).toEqual(countyLabels);
}

/** The phone menu: opens, its Counties submenu opens, Escape and a tap outside close it, and Back does not reopen it. */
async function phoneMenu(tab: Tab, js: boolean): Promise<void> {
  const opens = async () => {
    await clickOn(tab, 'button[popovertarget="nav-drawer"]');
    await poll(() => tab.evaluate(isOpen, drawer), true, "the drawer opens from the menu button");
  };
  await opens();
  await clickOn(tab, `${submenu} > summary`);
  await poll(async () => (await tab.evaluate(boxOf, `${submenu} a`)) !== null, true, "the Counties submenu opens");
  await tab.press("Escape");
  await poll(() => tab.evaluate(isOpen, drawer), false, "Escape closes the drawer");
  await opens();
  await tab.click(8, 400); // left of the drawer, which takes at most 85% of the width from the right
  await poll(() => tab.evaluate(isOpen, drawer), false, "a tap outside closes the drawer");
  if (!js) return; // without JavaScript, Back shows the page as it was left, menu open: only a script can close it
  // Finding 2: open the menu and its submenu, follow a link, come Back.
  await opens();
  if (!(await tab.evaluate(detailsOpen, submenu))[0]) await clickOn(tab, `${submenu} > summary`);
  await tab.evaluate(mark, null);
  const from = await tab.evaluate(() => location.pathname, null);
  await clickOn(tab, `${submenu} a`);
  await nextPath(tab, from);
  await tab.back();
  expect(await tab.evaluate(() => location.pathname, null)).toBe(from);
  const restored = await tab.evaluate(marked, null);
  expect(await tab.evaluate(isOpen, drawer), `Back (${restored ? "from the back/forward cache" : "loaded again"}) shows the drawer closed`).toBe(false);
  expect(await tab.evaluate(detailsOpen, submenu), "and its submenu closed").toEqual([false]);
}

/** Waits until the tab leaves `from`, and returns where it went. */
async function nextPath(tab: Tab, from: string): Promise<string> {
  const end = Date.now() + 15_000;
  for (;;) {
    const now = await tab.evaluate(() => (document.readyState === "complete" ? location.pathname : ""), null).catch(() => "");
    if (now && now !== from) return now;
    if (Date.now() > end) throw new Error(`The page stayed on ${from}`);
    await pause(50);
  }
}

/**
 * The desktop Counties dropdown: click, keyboard, outside click; with JavaScript also hover; Back leaves it closed.
 * `briefly`: only a click, Escape and Back (the same menu in the other language, where only the layout differs).
 */
async function desktopMenu(tab: Tab, js: boolean, briefly = false): Promise<void> {
  const open = () => tab.evaluate(isOpen, menu);
  const at = (await tab.evaluate(boxOf, trigger))!;
  expect(at, "the Counties button is laid out").not.toBeNull();
  // Somewhere with nothing to click and away from the open menu: the right end of the page's heading (a corner of the
  // window may hold a link or a call button; the menu opens below its button, on the left).
  const away = await tab.evaluate(() => {
    const r = document.querySelector("main h1")!.getBoundingClientRect();
    return { x: r.right - 4, y: r.bottom - 4 };
  }, null);
  // A click opens it and it stays open: a pointer that arrived just before the click must not close it when its hover delay ends.
  await tab.click(at.x, at.y);
  await poll(open, true, "a click opens the Counties menu");
  await pause(300);
  expect(await open(), "still open 0.3 s after the click").toBe(true);
  await tab.press("Escape");
  await poll(open, false, "Escape closes it");
  if (!briefly) await desktopMenuInDepth(tab, at, away, js);
  if (!js) return; // closing the menu for Back is the island's
  // Finding 2 on a wide screen: follow a county link from the open menu, come Back.
  await tab.click(at.x, at.y);
  await poll(open, true, "a click opens it before following a link");
  await tab.evaluate(mark, null);
  const from = await tab.evaluate(() => location.pathname, null);
  await clickOn(tab, `${menu} a`);
  await nextPath(tab, from);
  await tab.back();
  const restored = await tab.evaluate(marked, null);
  expect(await tab.evaluate(isOpen, menu), `Back (${restored ? "from the back/forward cache" : "loaded again"}) shows the menu closed`).toBe(false);
}

/** The dropdown by keyboard, a click outside, and (with JavaScript) hover and the click a hover invited (finding 1). */
async function desktopMenuInDepth(tab: Tab, at: { x: number; y: number }, away: { x: number; y: number }, js: boolean): Promise<void> {
  const open = () => tab.evaluate(isOpen, menu);
  // Keyboard: focus alone does not open it (finding 1, Chromium); Enter does, and it stays open.
  await tab.evaluate((s) => (document.querySelector(s) as HTMLElement).focus(), trigger);
  await pause(300);
  expect(await open(), "focus alone leaves it closed").toBe(false);
  await tab.press("Enter");
  await poll(open, true, "Enter opens it");
  await pause(300);
  expect(await open(), "still open 0.3 s after Enter").toBe(true);
  await tab.press("Escape");
  await poll(open, false, "Escape closes it again");
  // A click elsewhere closes it.
  await tab.click(at.x, at.y);
  await poll(open, true, "a click opens it again");
  await tab.hover(away.x, away.y);
  await pause(300);
  expect(await open(), "opened by a click, it stays open when the pointer leaves").toBe(true);
  await tab.click(away.x, away.y);
  await poll(open, false, "a click outside closes it");
  if (!js) return; // hover is the island's
  // Hover opens it; the click the hover invited keeps it open; leaving closes a menu hover opened.
  await tab.hover(at.x, at.y);
  // Failed twice in Chromium under the full suite's load (2026-11-27): a click outside's late "toggle" event cancelled
  // the hover's opening (header-menus.tsx, and header.test.ts's test of it). If it fails again, the message says what the page showed.
  const state = async () =>
    `island ${(await tab.evaluate(islandHydrated, "header-menus")) ? "" : "not "}hydrated, ${await tab.evaluate(pointerAndFocus, trigger)}`;
  await poll(open, true, "hovering the Counties button opens the menu", state);
  await tab.click(at.x, at.y);
  await pause(300);
  expect(await open(), "the click that follows the hover keeps it open").toBe(true);
  await tab.press("Escape");
  await poll(open, false, "Escape closes it");
  await tab.hover(away.x, away.y);
  await tab.hover(at.x, at.y);
  await poll(open, true, "hovering opens it again", state);
  await tab.hover(away.x, away.y);
  await poll(open, false, "leaving closes a menu that hover opened");
}

/** No sideways scrolling, and a tel: link on the first screen. */
async function expectFits(tab: Tab, where: string): Promise<void> {
  expect(await tab.evaluate(noSideways, null), `${where}: the page is as wide as the window`).toEqual({ overflow: 0, widest: [] });
  expect(await tab.evaluate(telOnFirstScreen, null), `${where}: a tel: link on the first screen`).toBe(true);
}

/** Scrolls question `i` to `y` px from the top of the window, and returns its top after that. */
const questionAt = ([i, y]: [number, number]) => {
  const q = document.querySelectorAll('[data-island="faq-accordion"] summary')[i]!;
  scrollBy({ top: q.getBoundingClientRect().top - y, behavior: "instant" });
  return q.getBoundingClientRect().top;
};
const questionTop = (i: number) => document.querySelectorAll('[data-island="faq-accordion"] summary')[i]!.getBoundingClientRect().top;
const openQuestions = () =>
  [...document.querySelectorAll<HTMLDetailsElement>('[data-island="faq-accordion"] details')].flatMap((d, i) => (d.open ? [i] : []));

/** Taps question `i` (its first line) and returns how far it moved, in px. */
async function tapQuestion(tab: Tab, i: number): Promise<number> {
  const before = await tab.evaluate(questionTop, i);
  const x = await tab.evaluate((n) => document.querySelectorAll('[data-island="faq-accordion"] summary')[n]!.getBoundingClientRect().left + 40, i);
  await tab.click(x, before + 20);
  await poll(() => tab.evaluate(openQuestions, null).then((open) => open.includes(i)), true, `question ${i + 1} opens`);
  return (await tab.evaluate(questionTop, i)) - before;
}

/** The FAQ: one answer open at a time; with JavaScript, a question tapped below an open answer stays under the finger. */
async function faqBehaves(tab: Tab, height: number, js: boolean, shot?: string): Promise<void> {
  await tab.evaluate(questionAt, [0, 120]);
  // The first tap, before the JavaScript: nothing is open above, so nothing moves.
  expect(Math.abs(await tapQuestion(tab, 0)), "the first question opens where it was tapped").toBeLessThanOrEqual(1);
  expect(await tab.evaluate(openQuestions, null)).toEqual([0]);
  if (js) {
    await poll(() => tab.evaluate(islandHydrated, "faq-accordion"), true, "the tap wakes the FAQ's JavaScript");
    expect(await tab.evaluate(openQuestions, null), "hydration keeps the tapped answer open").toEqual([0]);
  }
  // Finding 3: the third question, below the open first answer, where a thumb reaches it.
  await tab.evaluate(questionAt, [2, Math.round(height * 0.6)]);
  const moved = await tapQuestion(tab, 2);
  expect(await tab.evaluate(openQuestions, null), "one answer open at a time").toEqual([2]);
  if (js) expect(Math.abs(moved), `the tapped question moved ${Math.round(moved)} px under the finger`).toBeLessThanOrEqual(1);
  // A second tap on the open question closes it: no answer open.
  await tab.click(
    await tab.evaluate((n) => document.querySelectorAll('[data-island="faq-accordion"] summary')[n]!.getBoundingClientRect().left + 40, 2),
    (await tab.evaluate(questionTop, 2)) + 20,
  );
  await poll(() => tab.evaluate(openQuestions, null).then((open) => open.length), 0, "a second tap closes the open answer");
  if (shot) await pause(300).then(() => tab.screenshot(shot)); // after the chevrons turn
}

/** In the page: where the heading of the in-page link's target landed (its own heading, or the first one inside it). */
function landedHeading(): { target: string; top: number; inView: boolean } {
  const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
  const heading = target?.matches("h1, h2, h3") ? target : target?.querySelector("h1, h2, h3");
  const r = heading?.getBoundingClientRect();
  return { target: location.hash, top: r?.top ?? Number.NaN, inView: !!r && r.top >= 0 && r.bottom <= innerHeight };
}

/** The premium calculator works the premium out as the visitor types, and says so when the amount is not a number. */
async function calculatorAdds(tab: Tab, lang: string): Promise<void> {
  const field = '[data-island="premium-calculator"] input';
  const premium = () => tab.evaluate(() => document.querySelector('[data-island="premium-calculator"] dd')?.textContent ?? "", null);
  const typeIn = async (text: string) => {
    await clickOn(tab, field);
    await tab.evaluate((s) => (document.querySelector(s) as HTMLInputElement).select(), field);
    await tab.type(text);
  };
  const rules = premiumRules(content.site);
  // #48 the field comes with the island: bringing the calculator into view wakes it.
  await tab.evaluate(reveal, '[data-island="premium-calculator"]');
  await poll(
    () => tab.evaluate((s) => document.querySelector(s)?.checkVisibility({ visibilityProperty: true }) ?? false, field),
    true,
    "the field appears once the island runs",
  );
  await typeIn("5000");
  await poll(premium, formatRange(examplePlan(5_000, rules).premium), "the premium on a $5,000 bail");
  await typeIn("$25,000");
  await poll(premium, formatRange(examplePlan(25_000, rules).premium), "the premium on a $25,000 bail");
  await typeIn("a lot");
  const invalid = contexts[lang]!.t("calculator.invalid");
  await poll(
    () => tab.evaluate((s) => document.querySelector(s)?.textContent ?? "", '[data-island="premium-calculator"]').then((t) => t.includes(invalid)),
    true,
    "a bad amount is named",
  );
  // #48 a nine-digit bail fits the screen; ten digits are named as too large, not as "not a number".
  await typeIn("999999999");
  await poll(premium, formatRange(examplePlan(999_999_999, rules).premium), "the premium on a nine-digit bail");
  expect(await tab.evaluate(() => document.documentElement.scrollWidth - innerWidth, null), "the page scrolls sideways by").toBeLessThanOrEqual(0);
  await typeIn("1000000000");
  const tooLarge = contexts[lang]!.t("calculator.tooLarge");
  await poll(
    () => tab.evaluate((s) => document.querySelector(s)?.textContent ?? "", '[data-island="premium-calculator"]').then((t) => t.includes(tooLarge)),
    true,
    "a ten-digit amount is named as too large",
  );
}

// The engines side by side (most of a test is waiting on a browser); each one's tests in order, one window at a time.
/** One behaviour to try in each engine (`engines`): `run` gets a fresh tab from `tabAt` and closes it. */
interface Check {
  title: string;
  engines: EngineName[];
  run: (name: EngineName, tabAt: (width: number, js: boolean) => Promise<Tab>) => Promise<void>;
}
const checks: Check[] = [];
function check(title: string, ...args: [Check["run"]] | [EngineName[], Check["run"]]): void {
  const [engines, run] = args.length === 1 ? [engineNames, args[0]] : args;
  checks.push({ title, engines, run });
}
// Chromium loads every page at every width in all-pages.test.ts.
const notChromium = engineNames.filter((n) => n !== "chromium");

for (const width of widths)
  for (const lang of langs) {
    check(
      `${lang} at ${width} px: the home page fits, a call is on the first screen, and the header's menus work with JavaScript`,
      async (name, tabAt) => {
        const tab = await tabAt(width, true);
        try {
          const home = inLang(site.outDir, "/", lang);
          await tab.goto(site.base + home);
          await expectFits(tab, home);
          if (name !== "chromium" && width !== 768 && (home === "/" || home === "/es"))
            await tab.screenshot(path.join(mkdirIn(name), `${home === "/" ? "index" : "es"}-${width}.png`));
          if (width < 1024) await phoneMenu(tab, true);
          else await desktopMenu(tab, true, lang !== "en");
        } finally {
          await tab.close();
        }
      },
    );

    check(`${lang} at ${width} px: a county page and the laws page fit, with a call on the first screen`, notChromium, async (_name, tabAt) => {
      const tab = await tabAt(width, true);
      try {
        for (const enPath of [context.counties[0]!.path, pageWith(site.outDir, "https://www.ncleg.gov/")]) {
          const p = inLang(site.outDir, enPath, lang);
          await tab.goto(site.base + p);
          await expectFits(tab, p);
        }
      } finally {
        await tab.close();
      }
    });
  }

for (const width of widths)
  for (const lang of langs.filter((l) => l === "en" || width === 390 || width === 1280))
    check(`${lang} at ${width} px: the FAQ keeps one answer open, and the question tapped where the finger is`, async (name, tabAt) => {
      const tab = await tabAt(width, true);
      try {
        await tab.goto(site.base + inLang(site.outDir, pageWith(site.outDir, 'data-island="faq-accordion"'), lang));
        const shot = name !== "chromium" && lang === "en" && (width === 390 || width === 1024);
        await faqBehaves(tab, height(width), true, shot ? path.join(mkdirIn(name), `faqs-open-${width}.png`) : undefined);
      } finally {
        await tab.close();
      }
    });

// #48 Spanish labels keep one line (every Spanish page in Chromium: spanish.test.ts). Firefox renders the same wide
// font as Chromium here, WebKit a narrower one; the pages with the longest labels, JavaScript off. At 390 px only the
// home page's call buttons: this desktop Firefox draws a 12 px scrollbar a phone's does not, so its page is 378 px
// wide there, and the laws page's longest outline label needs the phone's full width.
for (const width of [390, 1024])
  check(`es at ${width} px, JavaScript off: call buttons, the nav, the top bar and the Counties menu keep one line`, notChromium, async (_name, tabAt) => {
    const tab = await tabAt(width, false);
    try {
      const found: string[] = [];
      for (const en of width < 600 ? ["/"] : ["/", "/nc-bail-bond-laws"]) {
        const url = inLang(site.outDir, en, "es");
        await tab.goto(site.base + url);
        found.push(...(await tab.evaluate(textThatWraps, null)).map((f) => `${url}: ${f}`));
      }
      expect(found).toEqual([]);
    } finally {
      await tab.close();
    }
  });

// Chromium's English calculator, at these widths, is islands.test.tsx's (typing before the script arrives, too).
for (const width of [390, 1280])
  for (const lang of langs)
    check(`${lang} at ${width} px: the calculator adds up and names a bad amount`, lang === "en" ? notChromium : engineNames, async (_name, tabAt) => {
      const tab = await tabAt(width, true);
      try {
        await tab.goto(site.base + inLang(site.outDir, pageWith(site.outDir, 'data-island="premium-calculator"'), lang));
        await calculatorAdds(tab, lang);
      } finally {
        await tab.close();
      }
    });

for (const width of [390, 1280])
  for (const js of [true, false])
    check(
      `at ${width} px, JavaScript ${js ? "on" : "off"}: /apply offers a call first, and with a form its in-page link lands on the form's heading`,
      async (_name, tabAt) => {
        const tab = await tabAt(width, js);
        try {
          for (const lang of langs) {
            // Without a form (content/ as it is): nothing to jump to, the call is on the first screen.
            const apply = inLang(site.outDir, "/apply", lang);
            await tab.goto(site.base + apply);
            expect(await tab.evaluate(telOnFirstScreen, null), `${apply}: a tel: link on the first screen`).toBe(true);
            // With a form (the "islands" build): finding 5, the link's target heading lands in view.
            await tab.goto(withForm.base + apply);
            await clickOn(tab, 'main a[href^="#"]:not([href="#main"])');
            await poll(() => tab.evaluate(() => location.hash !== "", null), true, "the in-page link is followed");
            const heading = await tab.evaluate(landedHeading, null);
            expect(heading, `${apply}: the heading of ${heading.target} is in view`).toMatchObject({ inView: true });
          }
        } finally {
          await tab.close();
        }
      },
    );

for (const width of [390, 1280])
  check(
    `at ${width} px without JavaScript: the header's menus open and close by click and keyboard, the FAQ keeps one answer open`,
    async (_name, tabAt) => {
      const tab = await tabAt(width, false);
      try {
        await tab.goto(`${site.base}/`);
        await expectFits(tab, "/");
        if (width < 1024) {
          await phoneMenu(tab, false);
          await phoneMenuLinks(tab);
        } else {
          await desktopMenu(tab, false);
          await desktopMenuLinks(tab);
        }
        await tab.goto(site.base + pageWith(site.outDir, 'data-island="faq-accordion"'));
        await faqBehaves(tab, height(width), false);
      } finally {
        await tab.close();
      }
    },
  );

// The engines side by side, one tab at a time in each: most of a check is waiting on a browser. Each engine is started
// by its first check and runs its checks in the order written (a WebKit driver has one window).
const engines = new Map<EngineName, Promise<Engine>>();
const turns = new Map<EngineName, Promise<unknown>>();
function inTurn(name: EngineName, work: (engine: Engine) => Promise<void>): Promise<void> {
  if (!engines.has(name)) engines.set(name, launchEngine(name));
  const run = (turns.get(name) ?? Promise.resolve()).then(async () => work(await engines.get(name)!));
  turns.set(
    name,
    run.catch(() => undefined),
  );
  return run;
}
afterAll(async () => {
  await Promise.all([...engines.values()].map(async (engine) => (await engine.catch(() => undefined))?.close()));
});

describe.concurrent("in every engine", () => {
  for (const { title, engines: where, run } of checks)
    for (const name of where)
      it(`${name}: ${title}`, () => inTurn(name, (engine) => run(name, (width, js) => engine.open({ width, height: height(width), js }))));
});

function mkdirIn(engine: string): string {
  const dir = path.join(shots, engine);
  mkdirSync(dir, { recursive: true });
  return dir;
}
