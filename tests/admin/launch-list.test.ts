/**
 * #44 the launch list agrees with the strict build: run in Node on the editor's in-memory content folder (admin/shims/fs.ts,
 * as the browser bundle has it), its refused lines are exactly what `prepare(dir, true)` refuses on the same content on
 * disk; with every gate cleared it lists none. Its words exist in English and Spanish.
 */
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { parse } from "yaml";
import type { ContentSnapshot } from "../../generator/cms/admin-site.ts";

vi.mock("node:fs", async () => {
  const real = await vi.importActual<Record<string, (...args: unknown[]) => unknown>>("node:fs");
  const shim = (await import("../../admin/shims/fs.ts")) as unknown as Record<string, (...args: unknown[]) => unknown>;
  const either =
    (name: string) =>
    (p: unknown, ...rest: unknown[]) =>
      (String(p) === "/content" || String(p).startsWith("/content/") ? shim[name]! : real[name]!)(p, ...rest);
  return { ...real, ...Object.fromEntries(Object.keys(shim).map((name) => [name, either(name)])) };
});
const fs = await vi.importActual<typeof import("node:fs")>("node:fs");
const { launchList, entryHref } = await import("../../admin/launch-list.ts");
const { wordsIn, wordsOf } = await import("../../admin/editor-words.ts");
const { problemsOf, withRealValues } = await import("../helpers/content-fixture.ts");
const languageModule = await import("../../admin/language.ts");

const root = path.resolve(import.meta.dirname, "../..");
const config = parse(fs.readFileSync(path.join(root, "admin/config.yml"), "utf8"));
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

function copy(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "launch-"));
  cpSync(path.join(root, "content"), dir, { recursive: true });
  dirs.push(dir);
  return dir;
}

function snapshotOf(dir: string): ContentSnapshot {
  const files: Record<string, string> = {};
  for (const rel of fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .map((r) => r.split(path.sep).join("/"))
    .sort())
    if (/\.(md|yaml)$/.test(rel) && !/(^|\/)\./.test(rel) && !rel.endsWith("README.md")) files[rel] = fs.readFileSync(path.join(dir, rel), "utf8");
  return { files, dates: {}, year: 2026 };
}

const at = (p: { file: string; field: string; message: string }) => `${p.file} ${p.field} ${p.message}`;

describe("#44 the launch list", () => {
  it("lists as refused exactly what the strict build refuses, each line with its entry's address in the editor", () => {
    const dir = copy();
    const strict = problemsOf(dir, true);
    expect(strict.length).toBeGreaterThan(0);
    const list = launchList(snapshotOf(dir), config, "en");
    expect(list.stage).toEqual([]);
    const refused = list.items.filter((i) => i.refused && i.kind !== "page");
    expect(refused.map((i) => at(i.problem)).sort()).toEqual(strict.map(at).sort());
    for (const item of list.items) expect(item.href, at(item.problem)).toMatch(/^#\/collections\/[\w-]+\/entries\/[\w-]+$/);
    // The reviews' list is named as the form names it, not by its raw index (L1).
    const review = list.items.find((i) => i.kind === "sample");
    expect(review?.field).toBe("Sample, in item 1 of Reviews");
  });

  it("says the site can go live once every gate is cleared", () => {
    const dir = withRealValues(copy());
    expect(problemsOf(dir, true)).toEqual([]);
    const list = launchList(snapshotOf(dir), config, "en");
    expect(list.items.filter((i) => i.refused)).toEqual([]);
  });

  it("opens a site.yaml line at the site settings and a Spanish page in its own collection", () => {
    const files = snapshotOf(path.join(root, "content")).files;
    expect(entryHref(config, files, "content/site.yaml")).toBe("#/collections/settings/entries/site");
    expect(entryHref(config, files, "content/es/pages/faqs.md")).toMatch(/^#\/collections\/pages(-[a-z-]+)?-es\/entries\/faqs$/);
  });

  it("shows every line's message in Spanish in the Spanish editor, with no English sentence left in it", () => {
    const { readSpanishLabels, spanishProblem } = languageModule;
    const spanish = readSpanishLabels(fs.readFileSync(path.join(root, "content/messages/editor.es.yaml"), "utf8")).problems;
    const list = launchList(snapshotOf(copy()), config, "es");
    expect(list.items.length).toBeGreaterThan(0);
    // Words no Spanish sentence uses; URLs, file names and field keys (geo.latitude) are left as they are.
    const english = /\b(the|is|it|and|with|before|this|not|yet|from|Replace|delete|Read|Nobody|changed|write)\b/;
    const left = list.items
      .map((i) => spanishProblem(i.problem, spanish).message.replace(/https?:\/\/\S+|`[^`]*`|\S+\.(?:md|ya?ml)\b/g, ""))
      .filter((m) => english.test(m));
    expect([...new Set(left)]).toEqual([]);
  });

  it("has every English word of the editor in Spanish, and no Spanish word without its English", () => {
    const read = (f: string) => fs.readFileSync(path.join(root, "content/messages", f), "utf8");
    const [en, es] = [wordsIn(read("editor.en.yaml")), wordsIn(read("editor.es.yaml"))];
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
    const w = wordsOf({ "messages/editor.en.yaml": read("editor.en.yaml"), "messages/editor.es.yaml": read("editor.es.yaml") }, "es");
    expect(w("launch.title")).toBe("Antes de publicar el sitio");
    expect(w("launch.left", { n: 3 })).toBe("Quedan 3 cosas antes de publicar el sitio.");
  });
});
