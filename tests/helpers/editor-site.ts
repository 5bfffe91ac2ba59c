/**
 * The web editor as a browser test meets it: `project/content` committed to git (the editor's backend reads and writes
 * there), the site built into `project/dist` with its /admin pointed at a local decap-server, served, and Chromium.
 * The caller fills `project/content` first.
 */
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Browser } from "playwright-core";
import { buildSite } from "../../generator/build/site.ts";
import { adminPolicy } from "../../generator/hosting/headers.ts";
import { launchChromium } from "../../scripts/chromium.ts";
import { root } from "./content-fixture.ts";
import { startDecapServer } from "./decap-server.ts";
import { serveDir } from "./site-server.ts";

export interface EditorSite {
  local: string; // decap-server's origin
  site: { base: string; close(): Promise<void> };
  browser: Browser;
  close(): Promise<void>;
}

export async function startEditorSite(project: string): Promise<EditorSite> {
  const git = (...args: string[]) => execFileSync("git", args, { cwd: project, stdio: "ignore" });
  git("init", "-q");
  git("add", "-A");
  git("-c", "user.name=Test", "-c", "user.email=test@example.com", "commit", "-qm", "content");
  const outDir = path.join(project, "dist");
  await buildSite({ root, contentDir: path.join(project, "content"), outDir, checks: false, cacheDir: path.join(project, "cache") });
  const decap = await startDecapServer(project);
  const config = path.join(outDir, "admin/config.yml");
  writeFileSync(config, readFileSync(config, "utf8").replace(/^local_backend: true$/m, `local_backend:\n  url: ${decap.origin}/api/v1`));
  const headers = path.join(outDir, "_headers");
  writeFileSync(headers, readFileSync(headers, "utf8").replaceAll(adminPolicy(), adminPolicy(decap.origin)));
  const [site, browser] = await Promise.all([serveDir(outDir), launchChromium()]);
  return {
    local: decap.origin,
    site,
    browser,
    close: async () => {
      await browser.close();
      await site.close();
      decap.process.kill();
    },
  };
}
