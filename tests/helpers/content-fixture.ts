/** Test content folders: a copy of the real content/ with a fixture's files laid over it. */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** The project folder. */
export const root = path.resolve(import.meta.dirname, "../..");

/** Copies content/ to a temp folder and overlays tests/fixtures/content/<name>/ (if given); returns the folder. */
export function contentWith(name?: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), "content-"));
  cpSync(path.join(root, "content"), dir, { recursive: true });
  if (name) cpSync(path.join(root, "tests/fixtures/content", name), dir, { recursive: true });
  return dir;
}

/** A made-up form id (Jotform's ids are 15 digits), for builds that need the apply page's form island. */
export const testFormId = "241234567890123";

/** contentWith(), with `testFormId` as site.yaml's form id. */
export function contentWithFormId(): string {
  const dir = contentWith();
  const siteYaml = path.join(dir, "site.yaml");
  writeFileSync(siteYaml, readFileSync(siteYaml, "utf8").replace(/formId: ""/, `formId: "${testFormId}"`));
  return dir;
}

/** Removes a folder made by contentWith or a test. */
export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}
