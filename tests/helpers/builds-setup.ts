/**
 * vitest's global setup: one folder per run where test files share their builds (shared-builds.tsx for the browser
 * tests, built-site.ts for those that read the real content built without checks).
 * Nothing is built here: the first file that needs a build makes it, so a run without browser tests builds nothing.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    sharedBuilds: string;
  }
}

// vitest runs the global setup once per project: the first project makes the folder and the others get the same one, so the
// "site" and "browser" projects share one build of the real content.
const key = "GBB_SHARED_BUILDS";
let mine = false;

export function setup(project: TestProject): void {
  let dir = process.env[key];
  if (!dir) {
    // Which Node runs the suite: the project's own (node_modules/.bin/node, the `node` devDependency) under npm scripts.
    console.log(`Node ${process.version} (${process.execPath})`);
    dir = mkdtempSync(path.join(tmpdir(), "shared-builds-"));
    process.env[key] = dir;
    mine = true;
  }
  project.provide("sharedBuilds", dir);
}

export function teardown(): void {
  const dir = process.env[key];
  if (!mine || !dir) return;
  rmSync(dir, { recursive: true, force: true });
  delete process.env[key];
}
