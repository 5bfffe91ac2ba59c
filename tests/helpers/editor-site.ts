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
  site: { base: string; close(): Promise<void> }; // the build served now (serve() replaces it)
  browser: Browser;
  /** Builds `project/content` into `project/<name>`, checks off (they have tests of their own), its /admin pointed at decap-server. */
  build(name: string): Promise<string>;
  /** Serves the build `outDir` in place of the one served before (the editor of a build knows the files saved before it). */
  serve(outDir: string): Promise<void>;
  close(): Promise<void>;
}

export async function startEditorSite(project: string): Promise<EditorSite> {
  const git = (...args: string[]) => execFileSync("git", args, { cwd: project, stdio: "ignore" });
  git("init", "-q");
  git("add", "-A");
  git("-c", "user.name=Test", "-c", "user.email=test@example.com", "commit", "-qm", "content");
  // decap-server and Chromium start while the site builds.
  const [decap, browser] = await Promise.all([startDecapServer(project), launchChromium()]);
  const build = async (name: string): Promise<string> => {
    const outDir = path.join(project, name);
    await buildSite({ root, contentDir: path.join(project, "content"), outDir, checks: false, cacheDir: path.join(project, `cache-${name}`) });
    // The built editor looks for decap-server on port 8081, and its published policy allows none: this run's port instead.
    const config = path.join(outDir, "admin/config.yml");
    writeFileSync(config, readFileSync(config, "utf8").replace(/^local_backend: true$/m, `local_backend:\n  url: ${decap.origin}/api/v1`));
    const headers = path.join(outDir, "_headers");
    writeFileSync(headers, readFileSync(headers, "utf8").replaceAll(adminPolicy(), adminPolicy(decap.origin)));
    return outDir;
  };
  let site: EditorSite["site"];
  try {
    site = await serveDir(await build("dist"));
  } catch (error) {
    await browser.close();
    decap.process.kill();
    throw error;
  }
  const editor: EditorSite = {
    local: decap.origin,
    site,
    browser,
    build,
    async serve(outDir) {
      await editor.site.close();
      editor.site = await serveDir(outDir);
    },
    async close() {
      await browser.close();
      await editor.site.close();
      decap.process.kill();
    },
  };
  return editor;
}
