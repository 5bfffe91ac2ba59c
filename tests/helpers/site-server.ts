/** A shared build (tests/helpers/shared-builds.tsx) served by the preview server, and a recorder of what a browser page does wrong on it. */
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "playwright-core";
import { prepare } from "../../generator/prepare.ts";
import type { Route } from "../../model/site-context.ts";
import { createPreviewServer } from "../../scripts/preview.ts";
import { sharedBuild, type Variant } from "./shared-builds.tsx";

/** A running preview server; `close()` stops it (the build stays, other files read it). */
export interface ServedBuild {
  base: string; // http://127.0.0.1:<port>, no trailing slash
  outDir: string; // shared: read it, never write to it
  contentDir: string; // what it was built from
  routes: Route[];
  close(): Promise<void>;
}

/** Serves the folder `outDir` on 127.0.0.1, port 0, with the production URL rules and its `_headers`. */
export async function serveDir(outDir: string): Promise<{ base: string; close(): Promise<void> }> {
  const server: Server = createPreviewServer(outDir);
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    async close() {
      // Browsers keep connections alive; drop them so close() does not wait for their timeout.
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** The shared build `variant` (made first if no file has made it yet), served by a server of this file's own. */
export async function serveBuild(variant: Variant): Promise<ServedBuild> {
  const { outDir, contentDir } = await sharedBuild(variant);
  const served = await serveDir(outDir);
  return { ...served, outDir, contentDir, routes: prepare(contentDir).routes };
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
