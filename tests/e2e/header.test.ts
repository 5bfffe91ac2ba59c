/** The header's drawer and Counties menu work with JavaScript disabled, by touch and by keyboard (issue #2, item 7). */
import { mkdtempSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSite } from "../../generator/build-site.ts";
import { createPreviewServer } from "../../scripts/preview.ts";
import { launchChromium } from "../helpers/browser.ts";
import { removeDir, root } from "../helpers/content-fixture.ts";

const out = mkdtempSync(path.join(tmpdir(), "e2e-"));
const server = createPreviewServer(out);
let browser: Browser;
let base = "";

beforeAll(async () => {
  await buildSite({ root, contentDir: path.join(root, "content"), outDir: out, checks: false });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server.close(resolve));
  removeDir(out);
});

const noJs = (width: number, height: number, hasTouch = false): Promise<BrowserContext> =>
  browser.newContext({ viewport: { width, height }, javaScriptEnabled: false, hasTouch });

describe("mobile drawer at 390 px without JavaScript", () => {
  it("opens from the menu button, shows every header link and closes with the close button", async () => {
    const ctx = await noJs(390, 844, true);
    const page = await ctx.newPage();
    await page.goto(`${base}/contact`);
    const drawer = page.locator("#nav-drawer");
    await expect.poll(() => drawer.isVisible()).toBe(false);
    await page.getByRole("button", { name: "Open menu" }).tap();
    await expect.poll(() => drawer.isVisible()).toBe(true);
    for (const name of ["Home", "Jail Locations", "Vehicle Bonds", "NC Laws", "Apply Now", "Contact"])
      expect(await drawer.getByRole("link", { name, exact: true }).isVisible()).toBe(true);
    await drawer.locator("summary").tap();
    expect(await drawer.getByRole("link", { name: "Davidson County" }).isVisible()).toBe(true);
    await page.getByRole("button", { name: "Close menu" }).tap();
    await expect.poll(() => drawer.isVisible()).toBe(false);
    await ctx.close();
  });

  it("closes with Escape and follows a link", async () => {
    const ctx = await noJs(390, 844);
    const page = await ctx.newPage();
    await page.goto(`${base}/`);
    const drawer = page.locator("#nav-drawer");
    await page.getByRole("button", { name: "Open menu" }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => drawer.isVisible()).toBe(true);
    await page.keyboard.press("Escape");
    await expect.poll(() => drawer.isVisible()).toBe(false);
    await page.getByRole("button", { name: "Open menu" }).click();
    await drawer.getByRole("link", { name: "Contact", exact: true }).click();
    await page.waitForURL(`${base}/contact`);
    expect(await page.locator("h1").textContent()).toContain("Contact");
    await ctx.close();
  });
});

describe("Counties menu at 1280 px without JavaScript", () => {
  it("opens from its button, lists the 12 counties, closes with Escape", async () => {
    const ctx = await noJs(1280, 800);
    const page = await ctx.newPage();
    await page.goto(`${base}/`);
    const menu = page.locator("#counties-menu");
    expect(await page.getByRole("button", { name: "Open menu" }).isVisible()).toBe(false);
    await page.getByRole("button", { name: "Counties We Serve" }).click();
    await expect.poll(() => menu.isVisible()).toBe(true);
    expect(await menu.getByRole("link").count()).toBe(12);
    await page.keyboard.press("Escape");
    await expect.poll(() => menu.isVisible()).toBe(false);
    await ctx.close();
  });
});
