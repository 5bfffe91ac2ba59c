/**
 * `npm run screenshot -- /payment-plans /about [--dir dist] [--out test-results/look]`: full-page screenshots of
 * built pages at 390 and 1280 px, for looking at a page while writing it (the browser suite takes them all).
 * `--interact` also focuses the page first, so islands that wait for interaction are live in the picture;
 * `--slices` cuts each page into screen-high pieces (-1.png, -2.png, …) that are readable at full size.
 */
import { mkdirSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { parseArgs } from "node:util";
import { launchChromium } from "./chromium.ts";
import { createPreviewServer } from "./preview.ts";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    dir: { type: "string", default: "dist" },
    out: { type: "string", default: "test-results/look" },
    interact: { type: "boolean", default: false },
    slices: { type: "boolean", default: false },
  },
});
const server = createPreviewServer(path.resolve(values.dir));
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const browser = await launchChromium();
mkdirSync(values.out, { recursive: true });
for (const route of positionals.length ? positionals : ["/"]) {
  for (const width of [390, 1280]) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await page.goto(base + route, { waitUntil: "load" });
    if (values.interact) {
      await page.keyboard.press("Shift");
      await page.waitForTimeout(500);
    }
    const file = path.join(values.out, `${route.replace(/^\//, "").replace(/\//g, "_") || "home"}-${width}.png`);
    if (values.slices) {
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      const step = width < 600 ? 1200 : 1000;
      for (let y = 0, n = 1; y < height; y += step, n++) {
        const slice = file.replace(/\.png$/, `-${n}.png`);
        await page.screenshot({ path: slice, fullPage: true, clip: { x: 0, y, width, height: Math.min(step, height - y) } });
        console.log(slice);
      }
    } else {
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
    }
    await page.close();
  }
}
await browser.close();
server.close();
