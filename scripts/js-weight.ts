/**
 * JavaScript per page, before and after the visitor interacts (issue #3), measured in Debian's chromium against a
 * fresh build served by the preview server. The build uses a copy of content/ with a made-up form id, so that
 * the application pages (/apply, /es/solicitar) load their island as they will in production; the provider's script is
 * stubbed and not counted.
 * Run by `npm run bench`, or alone with `tsx scripts/js-weight.ts`.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { buildSite } from "../generator/build/site.ts";
import { prepare } from "../generator/prepare.ts";
import { launchChromium } from "./chromium.ts";
import { createPreviewServer } from "./preview.ts";
import { writeSampleFormId } from "./sample-form.ts";

const root = path.resolve(import.meta.dirname, "..");

/** Bytes of JavaScript one page fetched (gzip level 9, as a server would send it). */
export interface JsWeight {
  path: string;
  beforeGz: number; // fetched while loading, before any interaction
  afterGz: number; // fetched in total after a key press, a tap and a scroll
  inlineGz: number; // inline scripts in the HTML (the islands' loader, the 404 line); JSON-LD not counted
  apply?: boolean; // the application page (of either language), whose form loads with the page
}

/** Measures every route and the 404 page at 390 × 844. */
export async function measureJsWeight(): Promise<JsWeight[]> {
  const temp = mkdtempSync(path.join(tmpdir(), "js-weight-"));
  const content = path.join(temp, "content");
  const out = path.join(temp, "dist");
  cpSync(path.join(root, "content"), content, { recursive: true });
  writeSampleFormId(content);
  const server = createPreviewServer(out);
  const browser = await launchChromium();
  try {
    await buildSite({ root, contentDir: content, outDir: out, checks: false });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const gz = (file: string) => gzipSync(readFileSync(path.join(out, file)), { level: 9 }).length;
    const { routes } = prepare(content);
    const paths = [...routes.map((r) => r.path), "/no-such-page"];
    const applyPages = new Set(routes.filter((r) => r.template === "apply").map((r) => r.path));
    const results: JsWeight[] = [];
    for (const p of paths) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
      const page = await context.newPage();
      await page.route(
        (url) => url.origin !== base,
        (route) => route.fulfill({ contentType: "text/javascript", body: "/* provider stub */" }),
      );
      const fetched = new Set<string>();
      page.on("response", (r) => {
        const url = new URL(r.url());
        if (url.origin === base && url.pathname.endsWith(".js")) fetched.add(url.pathname.slice(1));
      });
      await page.goto(`${base}${p}`, { waitUntil: "networkidle" });
      await page.waitForTimeout(300);
      const sum = () => [...fetched].reduce((n, f) => n + gz(f), 0);
      const beforeGz = sum();
      await page.keyboard.press("Tab");
      await page.mouse.wheel(0, 4000);
      await page.waitForLoadState("networkidle");
      await page.waitForTimeout(300);
      const inline = await page.evaluate(() =>
        [...document.querySelectorAll("script:not([src])")]
          .filter((s) => s.getAttribute("type") !== "application/ld+json")
          .map((s) => s.textContent ?? "")
          .join(""),
      );
      results.push({
        path: p,
        beforeGz,
        afterGz: sum(),
        inlineGz: inline ? gzipSync(inline, { level: 9 }).length : 0,
        ...(applyPages.has(p) ? { apply: true } : {}),
      });
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    rmSync(temp, { recursive: true, force: true });
  }
}

/** The table and the issue's target: no JavaScript before interaction on any page but the application pages. */
export function jsWeightReport(rows: JsWeight[]): string {
  const kb = (n: number) => (n === 0 ? "0" : `${(n / 1024).toFixed(1)} KiB`);
  const width = Math.max(...rows.map((r) => r.path.length), 4);
  const lines = [
    `${"page".padEnd(width)} | JS before interaction (gz) | JS after interaction (gz) | inline JS (gz)`,
    ...rows.map((r) => `${r.path.padEnd(width)} | ${kb(r.beforeGz).padStart(26)} | ${kb(r.afterGz).padStart(25)} | ${kb(r.inlineGz).padStart(14)}`),
  ];
  const offenders = rows.filter((r) => !r.apply && r.beforeGz > 0);
  const target = `0 bytes of JavaScript before interaction on every page but the application pages (${rows
    .filter((r) => r.apply)
    .map((r) => r.path)
    .join(", ")}): ${offenders.length === 0 ? "PASS" : `FAIL (${offenders.map((r) => r.path).join(", ")})`}`;
  return `JavaScript per page at 390 × 844 (after = a key press and a scroll)\n${lines.join("\n")}\n\nTarget\n  ${target}\n`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.join(root, "scripts/js-weight.ts"))
  process.stdout.write(jsWeightReport(await measureJsWeight()));
