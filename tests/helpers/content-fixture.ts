/** Test content folders: a copy of the real content/ with a fixture's files laid over it. */
import { cpSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { writeSampleFormId } from "../../scripts/sample-form.ts";

/** The project folder. */
export const root = path.resolve(import.meta.dirname, "../..");

/** Copies content/ to a temp folder and overlays tests/fixtures/content/<name>/ (if given); returns the folder. */
export function contentWith(name?: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), "content-"));
  cpSync(path.join(root, "content"), dir, { recursive: true });
  if (name) cpSync(path.join(root, "tests/fixtures/content", name), dir, { recursive: true });
  return dir;
}

/** contentWith(), with scripts/sample-form.ts's made-up form id in site.yaml, so /apply has its form island. */
export function contentWithFormId(): string {
  const dir = contentWith();
  writeSampleFormId(dir);
  return dir;
}

/** Removes a folder made by contentWith or a test. */
export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

/** The URL path of a build's hashed stylesheet: pages carry their rules inline (decision 46), so none links it. */
export function stylesheetOf(dist: string): string {
  const css = readdirSync(path.join(dist, "assets")).filter((f) => /^styles-.*\.css$/.test(f));
  if (css.length !== 1) throw new Error(`Expected one stylesheet in ${dist}/assets, found ${css.length}.`);
  return `/assets/${css[0]}`;
}
