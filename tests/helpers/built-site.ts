/**
 * The real content/ built once per `vitest run` with checks off (as `npm run build -- --no-checks`), shared by the test
 * files that only read the output: each file building its own copy cost a whole build (Vite included) per file.
 * Treat the folder as read-only; a test that changes files copies it first (copyOfBuiltSite).
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { inject } from "vitest";
import { buildSite } from "../../generator/build/site.ts";
import { root } from "./content-fixture.ts";

/**
 * The output folder of that build. The first caller builds it; a caller in another worker meanwhile waits for it
 * (builds-setup.ts gives every worker the same folder).
 */
export async function builtSite(): Promise<string> {
  const dir = path.join(inject("sharedBuilds"), "content-without-checks");
  mkdirSync(dir, { recursive: true });
  const out = path.join(dir, "site");
  const done = path.join(dir, "done");
  const failed = path.join(dir, "failed");
  try {
    mkdirSync(path.join(dir, "lock")); // atomic: exactly one caller gets to build
  } catch {
    while (!existsSync(done)) {
      if (existsSync(failed)) throw new Error(`The shared build of content/ failed in another test file: ${readFileSync(failed, "utf8")}`);
      await sleep(100);
    }
    return out;
  }
  try {
    await buildSite({ root, contentDir: path.join(root, "content"), outDir: out, checks: false, cacheDir: path.join(dir, "cache") });
  } catch (error) {
    writeFileSync(failed, error instanceof Error ? error.message : String(error));
    throw error;
  }
  writeFileSync(done, "");
  return out;
}

/** A copy of builtSite() in a new temp folder, for a test that adds or changes files; the caller removes it. */
export async function copyOfBuiltSite(prefix: string): Promise<string> {
  const copy = mkdtempSync(path.join(tmpdir(), prefix));
  cpSync(await builtSite(), copy, { recursive: true });
  return copy;
}
