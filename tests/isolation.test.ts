/**
 * #45 The "unit" project shares modules between its files within a worker (vite.config.ts, isolate: false). A file
 * that replaces a module or a global there would do it for the files after it, or find the module already imported
 * and not replaced, depending on the order files reach a worker: such a file runs in "unit-mocks", which isolates it.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import config from "../vite.config.ts";

const root = path.resolve(import.meta.dirname, "..");

interface Project {
  test: { name: string; isolate?: boolean; include?: string[]; exclude?: string[] };
}
const projects = (config as unknown as { test: { projects: Project[] } }).test.projects;
const project = (name: string) => projects.find((p) => p.test.name === name)!.test;

const testFiles = readdirSync(path.join(root, "tests"), { recursive: true, encoding: "utf8" })
  .map((f) => `tests/${f.split(path.sep).join("/")}`)
  .filter((f) => /\.test\.tsx?$/.test(f));
const matches = (file: string, globs: string[] = []) => globs.some((glob) => path.matchesGlob(file, glob));
const inProject = (file: string, p: Project["test"]) => matches(file, p.include) && !matches(file, p.exclude);

// A call, not a word in a comment or a string: `vi.mock(`, `vi.doMock(`, `vi.stubGlobal(`, `vi.stubEnv(`.
const replaces = (file: string) =>
  /\bvi\.(?:mock|doMock|stubGlobal|stubEnv)\(/.test(
    readFileSync(path.join(root, file), "utf8")
      .replace(/\/\*[\s\S]*?\*\//g, "")
      .replace(/(^|[^:"'`\\])\/\/.*$/gm, "$1"),
  );

describe("#45 the unit files that share their modules", () => {
  it("replace no module and no global: every file that does runs in unit-mocks, with modules of its own", () => {
    const unit = project("unit");
    expect(unit.isolate).toBe(false);
    const mocks = project("unit-mocks");
    expect(mocks.isolate).not.toBe(false);
    const shared = testFiles.filter((f) => inProject(f, unit));
    expect(shared.length).toBeGreaterThan(0);
    expect(shared.filter(replaces)).toEqual([]);
    // Every file listed there exists, is a unit file and mocks, so the list stays the short one it must be.
    for (const file of mocks.include ?? []) {
      expect(existsSync(path.join(root, file)), file).toBe(true);
      expect(replaces(file), `${file} replaces nothing: it can share its modules in "unit"`).toBe(true);
    }
  });
});
