/**
 * The three browser engines the site's visitors use, behind one small interface, so one behaviour test runs in each
 * (tests/e2e/engines.test.ts). Each is a Debian package, driven as follows:
 * - chromium: playwright-core (as every other browser test);
 * - firefox: Debian's firefox-esr over WebDriver BiDi with puppeteer-core;
 * - webkit: Debian's WebKitWebDriver (WebKitGTK, Safari's engine) under xvfb-run, with selenium-webdriver. Its
 *   MiniBrowser window cannot be narrower than its toolbar (447 px): a GTK style sheet shrinks the toolbar to nothing,
 *   so the page area can be 390 px like a phone's.
 * Input is real input: pointer moves, clicks at coordinates, key presses. A tab's JavaScript is on or off for its life.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser as PlaywrightBrowser, Page as PlaywrightPage } from "playwright-core";
import { chromium } from "playwright-core";
import puppeteer, { type KeyInput, type Browser as PuppeteerBrowser, type Page as PuppeteerPage } from "puppeteer-core";
import { Builder, Key, Origin, type WebDriver } from "selenium-webdriver";
import { chromiumFlags, chromiumPath } from "../../scripts/chromium.ts";
import { removeDir } from "./content-fixture.ts";
import { freePort } from "./decap-server.ts";

export type EngineName = "chromium" | "firefox" | "webkit";
export const engineNames: EngineName[] = ["chromium", "firefox", "webkit"];

export interface TabOptions {
  width: number;
  height: number;
  js: boolean;
}

export type KeyName = "Enter" | "Escape" | "Tab";

/** One page in one engine, at one size. */
export interface Tab {
  goto(url: string): Promise<void>;
  /** Runs `fn` in the page (as its source text: no closures) with JSON `arg`, and returns its JSON result. */
  evaluate<A, R>(fn: (arg: A) => R, arg: A): Promise<Awaited<R>>;
  /** Moves the mouse to viewport coordinates. */
  hover(x: number, y: number): Promise<void>;
  /** A mouse click at viewport coordinates (WebKitGTK's driver has no touch: a phone's tap arrives as one there too). */
  click(x: number, y: number): Promise<void>;
  press(key: KeyName): Promise<void>;
  /** Types into whatever has focus. */
  type(text: string): Promise<void>;
  /** History back, waiting until the page before is shown (from the back/forward cache or loaded again). */
  back(): Promise<void>;
  /** The viewport as a PNG. */
  screenshot(file: string): Promise<void>;
  close(): Promise<void>;
}

export interface Engine {
  name: EngineName;
  open(options: TabOptions): Promise<Tab>;
  close(): Promise<void>;
}

/** What each engine needs installed, and the one command that installs it (scripts/system-packages.mjs does, as root). */
const needs: Record<EngineName, { files: string[]; install: string }> = {
  chromium: { files: ["/usr/bin/chromium"], install: "apt-get install -y chromium" },
  firefox: { files: ["/usr/bin/firefox-esr"], install: "apt-get update && apt-get install -y firefox-esr" },
  webkit: { files: ["/usr/bin/WebKitWebDriver", "/usr/bin/xvfb-run"], install: "apt-get install -y webkit2gtk-driver xvfb" },
};

/** Starts `name`. A missing browser fails with the command that installs it: a test never skips for it. */
export async function launchEngine(name: EngineName): Promise<Engine> {
  const missing = needs[name].files.filter((f) => !existsSync(f));
  if (missing.length > 0) throw new Error(`${name} is not installed (${missing.join(", ")} missing). Install it with:\n  sudo ${needs[name].install}`);
  // Playwright turns Chromium's back/forward cache off; a visitor's Chrome has it on, and Back (finding 2 of #35) needs it.
  if (name === "chromium")
    return chromiumEngine(
      await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags, ignoreDefaultArgs: ["--disable-back-forward-cache"] }),
    );
  if (name === "firefox") {
    const problem = firefoxVersionProblem(spawnSync("/usr/bin/firefox-esr", ["--version"], { encoding: "utf8" }).stdout ?? "");
    if (problem) throw new Error(problem);
    return firefoxEngine();
  }
  return webkitEngine();
}

/**
 * The oldest firefox-esr whose WebDriver BiDi knows every command puppeteer-core sends when it opens a page: Debian's
 * base 140 answers `emulation.setScreenOrientationOverride` with "unknown command", so each test would fail with a bare
 * ProtocolError. Debian's security repository carries 153.
 */
export const firefoxNeeded = 153;

/** Why `firefox-esr --version`'s output names a Firefox too old for these tests, with the command that updates it; "" when it will do. */
export function firefoxVersionProblem(versionText: string): string {
  const major = Number(/Firefox (\d+)\./.exec(versionText)?.[1]);
  if (major >= firefoxNeeded) return "";
  const found = versionText.trim() || "a firefox-esr whose version could not be read";
  return (
    `${found} is too old for the Firefox tests: they need firefox-esr ${firefoxNeeded} or later (older ones answer ` +
    `puppeteer-core's emulation.setScreenOrientationOverride with "unknown command"). Install it with:\n  ${needs.firefox.install}`
  );
}

/** Waits until `done()` holds, checking every 50 ms, for at most `ms` (then throws `what`). */
async function until(done: () => Promise<boolean>, what: string | (() => string), ms = 30_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await done().catch(() => false))) {
    if (Date.now() > end) throw new Error(`Timed out waiting for ${typeof what === "string" ? what : what()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Marks the document Back is about to leave, by `token`, and gives its address. */
const leaving = (token: string) => {
  (window as unknown as { leftBy?: string }).leftBy = token;
  return location.href;
};
/** The page's address, whether its document has loaded, and whether it is the one `leaving` marked with `token`. */
const where = (token: string) => ({
  href: location.href,
  ready: document.readyState === "complete",
  left: (window as unknown as { leftBy?: string }).leftBy === token,
});

/**
 * History Back, for the engines whose driver does not wait for it: `read` runs `where` in the tab. Done when another
 * document than the one left shows, complete, and is still the same 250 ms later. The document is told by a mark,
 * not by its address alone: read in between, a document could pass for the one Back shows.
 */
async function settledBack(
  mark: (token: string) => Promise<string>,
  goBack: () => Promise<void>,
  read: (token: string) => Promise<ReturnType<typeof where>>,
  what: string,
) {
  const token = `back-${Date.now()}-${Math.random()}`;
  const from = await mark(token);
  await goBack();
  const seen: string[] = [];
  let since: { href: string; at: number } | undefined;
  await until(
    async () => {
      const now = await read(token);
      seen.push(`${now.href}${now.ready ? "" : " (loading)"}${now.left ? " (the page left)" : ""}`);
      if (now.left || !now.ready || now.href === from) since = undefined;
      else if (since?.href !== now.href) since = { href: now.href, at: Date.now() };
      return since !== undefined && Date.now() - since.at >= 250;
    },
    () => `${what} from ${from}; read: ${[...new Set(seen)].join(" → ")}`,
  );
}

function chromiumEngine(browser: PlaywrightBrowser): Engine {
  return {
    name: "chromium",
    async open({ width, height, js }) {
      const context = await browser.newContext({ viewport: { width, height }, javaScriptEnabled: js });
      const page: PlaywrightPage = await context.newPage();
      return {
        goto: async (url) => void (await page.goto(url)),
        evaluate: (fn, arg) => page.evaluate(fn as never, arg),
        hover: (x, y) => page.mouse.move(x, y),
        click: (x, y) => page.mouse.click(x, y),
        press: (key) => page.keyboard.press(key),
        type: (text) => page.keyboard.type(text),
        // A page shown again from the back/forward cache fires no load event: wait for the address only.
        back: async () => void (await page.goBack({ waitUntil: "commit" })),
        screenshot: async (file) => void (await page.screenshot({ path: file })),
        close: () => context.close(),
      };
    },
    close: () => browser.close(),
  };
}

async function firefoxEngine(): Promise<Engine> {
  // JavaScript is a preference of the whole browser: a second one, started when a tab without it is first asked for.
  const launch = (js: boolean) =>
    puppeteer.launch({
      browser: "firefox",
      protocol: "webDriverBiDi",
      executablePath: "/usr/bin/firefox-esr",
      headless: true,
      // Every other origin through a proxy that refuses at once: this machine has no outside network, and Firefox would
      // otherwise wait seconds on each name it cannot resolve (the form provider's on /apply).
      extraPrefsFirefox: {
        "network.proxy.type": 1,
        "network.proxy.http": "127.0.0.1",
        "network.proxy.http_port": 9,
        "network.proxy.ssl": "127.0.0.1",
        "network.proxy.ssl_port": 9,
        "network.proxy.no_proxies_on": "localhost, 127.0.0.1",
        ...(js ? {} : { "javascript.enabled": false }),
      },
    });
  const browsers = new Map<boolean, Promise<PuppeteerBrowser>>([[true, launch(true)]]);
  return {
    name: "firefox",
    async open({ width, height, js }) {
      if (!browsers.has(js)) browsers.set(js, launch(js));
      const context = await (await browsers.get(js)!).createBrowserContext();
      const page: PuppeteerPage = await context.newPage();
      await page.setViewport({ width, height });
      return {
        goto: async (url) => void (await page.goto(url)),
        evaluate: (fn, arg) => page.evaluate(fn as never, arg) as never,
        hover: (x, y) => page.mouse.move(x, y),
        click: (x, y) => page.mouse.click(x, y),
        press: (key) => page.keyboard.press(key as KeyInput),
        type: (text) => page.keyboard.type(text),
        // Over BiDi, page.goBack() never resolves after a back/forward-cache restore: go back from the
        // page and wait for it (settledBack). The tab is not navigated after that.
        back: () =>
          settledBack(
            (token) => page.evaluate(leaving, token),
            () => page.evaluate(() => history.back()),
            (token) => page.evaluate(where, token),
            "Back in Firefox",
          ),
        screenshot: async (file) => void (await page.screenshot({ path: file })),
        close: () => context.close(),
      };
    },
    async close() {
      await Promise.all([...browsers.values()].map(async (b) => (await b).close()));
    },
  };
}

/** MiniBrowser's style sheet (GTK 3): a toolbar with no size, so the window, and the page, can be a phone's width. */
const gtkStyle = "window * { min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; font-size: 1px; }\n";
const miniBrowser = "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";

/** A WebKitWebDriver (one session at most each) under its own X server, and the session's WebDriver client. */
async function webkitSession(config: string, js: boolean): Promise<{ driver: WebDriver; server: ChildProcess }> {
  const port = await freePort();
  // Its own process group, so closing stops xvfb-run, Xvfb, the driver and the browser together.
  const server = spawn("xvfb-run", ["-a", "WebKitWebDriver", `--port=${port}`], {
    detached: true,
    stdio: "ignore",
    env: { ...process.env, XDG_CONFIG_HOME: config },
  });
  const url = `http://127.0.0.1:${port}`;
  await until(async () => ((await (await fetch(`${url}/status`)).json()) as { value: { ready: boolean } }).value.ready, "WebKitWebDriver");
  const args = ["--automation", ...(js ? [] : ["--enable-javascript=false"])];
  const caps = { browserName: "MiniBrowser", "webkitgtk:browserOptions": { binary: miniBrowser, args } };
  return { driver: await new Builder().usingServer(url).withCapabilities(caps).build(), server };
}

async function webkitEngine(): Promise<Engine> {
  const config = mkdtempSync(path.join(tmpdir(), "webkit-gtk-"));
  mkdirSync(path.join(config, "gtk-3.0"));
  writeFileSync(path.join(config, "gtk-3.0", "gtk.css"), gtkStyle);
  // One browser window per JavaScript setting, each from its own driver; each tab borrows it, one at a time.
  const sessions = new Map<boolean, ReturnType<typeof webkitSession>>();
  const session = async (js: boolean) => {
    if (!sessions.has(js)) sessions.set(js, webkitSession(config, js));
    return (await sessions.get(js)!).driver;
  };
  return {
    name: "webkit",
    async open({ width, height, js }) {
      const driver = await session(js);
      await driver.get("about:blank");
      await driver.manage().window().setRect({ width, height });
      // What is left of the toolbar is taken from the height: make the page area the size asked for.
      const inner = (await driver.executeScript("return [innerWidth, innerHeight]")) as [number, number];
      if (inner[1] !== height)
        await driver
          .manage()
          .window()
          .setRect({ width, height: 2 * height - inner[1] });
      const pointer = (x: number, y: number) => driver.actions().move({ x: Math.round(x), y: Math.round(y), origin: Origin.VIEWPORT });
      const keys: Record<KeyName, string> = { Enter: Key.ENTER, Escape: Key.ESCAPE, Tab: Key.TAB };
      return {
        goto: (to) => driver.get(to),
        evaluate: (fn, arg) => driver.executeScript(`return (${fn.toString()})(arguments[0]);`, arg) as never,
        hover: (x, y) => pointer(x, y).perform(),
        click: (x, y) => pointer(x, y).click().perform(),
        press: (key) => driver.actions().sendKeys(keys[key]).perform(),
        type: (text) => driver.actions().sendKeys(text).perform(),
        back: () =>
          settledBack(
            (token) => driver.executeScript(`return (${leaving.toString()})(arguments[0]);`, token) as Promise<string>,
            () => driver.navigate().back(),
            (token) => driver.executeScript(`return (${where.toString()})(arguments[0]);`, token) as Promise<ReturnType<typeof where>>,
            "Back in WebKit",
          ),
        screenshot: async (file) => writeFileSync(file, Buffer.from(await driver.takeScreenshot(), "base64")),
        close: async () => {
          await driver.get("about:blank");
        },
      };
    },
    async close() {
      await Promise.all(
        [...sessions.values()].map(async (started) => {
          const { driver, server } = await started;
          await driver.quit().catch(() => undefined);
          if (server.pid) process.kill(-server.pid, "SIGTERM");
        }),
      );
      removeDir(config);
    },
  };
}
