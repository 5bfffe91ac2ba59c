/**
 * vitest's globalSetup: one empty folder per `vitest run` for the build of the real content that many test files read
 * (built-site.ts builds it on first use, so a run that needs none builds none), removed when the run ends.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    builtSiteDir: string;
  }
}

let dir: string | undefined;

export function setup(project: TestProject): void {
  dir = mkdtempSync(path.join(tmpdir(), "built-site-"));
  project.provide("builtSiteDir", dir);
}

export function teardown(): void {
  if (dir) rmSync(dir, { recursive: true, force: true });
}
