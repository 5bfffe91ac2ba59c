/** A built copy of the site served by the preview server, and a recorder of what a browser page does wrong on it. */
import { mkdtempSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import { type BuildOptions, buildSite, prepare } from "../../generator/build-site.ts";
import type { Route } from "../../model/site-context.ts";
import { createPreviewServer } from "../../scripts/preview.ts";
import { removeDir, root } from "./content-fixture.ts";

/** A running preview server for a fresh build; `close()` stops it and deletes the build. */
export interface ServedBuild {
  base: string; // http://127.0.0.1:<port>, no trailing slash
  outDir: string;
  routes: Route[];
  close(): Promise<void>;
}

/**
 * Builds `contentDir` (default content/) into a temp folder and serves it on 127.0.0.1, port 0. The build's own
 * checks are off unless `checks` is set; `templates` and `extraIslands` are passed to buildSite (test islands).
 */
export async function serveBuild(
  options: { contentDir?: string } & Pick<BuildOptions, "checks" | "templates" | "extraIslands"> = {},
): Promise<ServedBuild> {
  const contentDir = options.contentDir ?? path.join(root, "content");
  const outDir = mkdtempSync(path.join(tmpdir(), "site-"));
  let server: Server;
  try {
    const { checks = false, templates, extraIslands } = options;
    await buildSite({ root, contentDir, outDir, checks, templates, extraIslands });
    // Made after the build, so it starts with the build's _headers (the CSP every page is then served with).
    server = createPreviewServer(outDir);
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(0, "127.0.0.1", () => resolve());
    });
  } catch (error) {
    removeDir(outDir);
    throw error;
  }
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    outDir,
    routes: prepare(contentDir).routes,
    async close() {
      // Browsers keep connections alive; drop them so close() does not wait for their timeout.
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      removeDir(outDir);
    },
  };
}

/** What went wrong on a page, as readable one-line strings. */
export interface PageProblems {
  consoleErrors: string[]; // console messages of type "error"
  pageErrors: string[]; // uncaught exceptions
  failedRequests: string[]; // same-origin requests that failed, or answered with status >= 400
  outsideRequests: string[]; // requests to any other origin; all of them are aborted
  cspViolations: string[]; // Content-Security-Policy violations (the preview server sends each page's policy)
}

/**
 * The prefix of the console line through which pages report `securitypolicyviolation` events to watchPage. A console
 * message rather than page.exposeBinding: the binding's bootstrap in the page sometimes threw ("reading
 * 'addBinding'") on /apply, while console messages reach Playwright from every document.
 */
const cspPrefix = "[csp-violation] ";

/** Starts recording `page`'s problems on `base` and aborts every request to another origin; call before `goto`. */
export async function watchPage(page: Page, base: string): Promise<PageProblems> {
  const origin = new URL(base).origin;
  const problems: PageProblems = { consoleErrors: [], pageErrors: [], failedRequests: [], outsideRequests: [], cspViolations: [] };
  const isOutside = (url: URL) => url.origin !== origin;
  await page.route(isOutside, async (route) => {
    problems.outsideRequests.push(route.request().url());
    await route.abort("blockedbyclient");
  });
  page.on("console", (message) => {
    if (message.type() === "error") problems.consoleErrors.push(message.text());
    else if (message.type() === "warning" && message.text().startsWith(cspPrefix)) problems.cspViolations.push(message.text().slice(cspPrefix.length));
  });
  page.on("pageerror", (error) => problems.pageErrors.push(String(error)));
  // A listener on document, added before any script of the page runs, reports every violation of every document.
  await page.addInitScript((prefix) => {
    document.addEventListener("securitypolicyviolation", (e) => {
      const where = e.sourceFile ? ` at ${e.sourceFile}:${e.lineNumber}` : "";
      const sample = e.sample ? ` (${JSON.stringify(e.sample)})` : "";
      console.warn(`${prefix}${e.documentURI}: ${e.effectiveDirective} blocked ${e.blockedURI || "inline"}${sample}${where}`);
    });
  }, cspPrefix);
  page.on("requestfailed", (request) => {
    // Aborted outside requests are already listed in outsideRequests.
    if (!isOutside(new URL(request.url()))) problems.failedRequests.push(`${request.url()}: ${request.failure()?.errorText ?? "failed"}`);
  });
  page.on("response", (response) => {
    if (response.status() >= 400 && !isOutside(new URL(response.url()))) problems.failedRequests.push(`${response.url()}: status ${response.status()}`);
  });
  return problems;
}
