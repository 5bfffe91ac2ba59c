/**
 * Atomic output (ARCHITECTURE.md, "The life of a page"): everything is built into a temporary folder next to dist/,
 * and only when every check has passed is it swapped into place. A failed build leaves the previous dist/ as it was.
 */
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

/** A build's temporary output folder, beside `outDir` so the final rename stays on one file system. */
export function tempDirFor(outDir: string): string {
  return path.join(path.dirname(outDir), `.${path.basename(outDir)}-build-${process.pid}`);
}

/** Writes `files` (path relative to `dir` → contents) into `dir`. */
export function writeFiles(dir: string, files: Map<string, string | Uint8Array>): void {
  for (const [rel, text] of files) {
    const full = path.join(dir, rel);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, text);
  }
}

/** Every file under `dir`, as paths relative to it with forward slashes. */
export function listFiles(dir: string, prefix = ""): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const rel = prefix ? `${prefix}/${name}` : name;
      return statSync(path.join(dir, name)).isDirectory() ? listFiles(path.join(dir, name), rel) : [rel];
    });
}

/** Replaces `outDir` by `tempDir` with two renames; the old output is deleted only after the swap. */
export function swapInto(tempDir: string, outDir: string): void {
  const old = `${tempDir}-old`;
  if (existsSync(outDir)) renameSync(outDir, old);
  renameSync(tempDir, outDir);
  rmSync(old, { recursive: true, force: true });
}

/** Removes a temporary folder after a failed build. */
export function discard(tempDir: string): void {
  rmSync(tempDir, { recursive: true, force: true });
}
