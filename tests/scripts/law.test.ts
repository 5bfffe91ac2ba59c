/** `npm run law`: every statute and statement of content/data/law.yaml, oldest reading first, with the pages that show it. */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { afterAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { lawChecklist } from "../../scripts/law.ts";
import { contentWith, everyEntryReadOn, removeDir } from "../helpers/content-fixture.ts";

const dir = contentWith();
// Every entry read on one day, so the order and ages below do not depend on which entries the real content has read.
writeFileSync(path.join(dir, "data/law.yaml"), everyEntryReadOn(readFileSync(path.join(dir, "data/law.yaml"), "utf8"), "2026-11-26"));
afterAll(() => removeDir(dir));
const today = new Date("2027-03-01T12:00:00Z");
const law = () => parse(readFileSync(path.join(dir, "data/law.yaml"), "utf8")) as { cite: string; reread: string; source: string; says?: object }[];

/** Each Markdown page of the content with its path and text (both languages). */
const pages = (function walk(rel: string): { path: string; text: string }[] {
  return readdirSync(path.join(dir, rel), { withFileTypes: true }).flatMap((e) => {
    const file = path.join(rel, e.name);
    if (e.isDirectory()) return walk(file);
    if (!e.name.endsWith(".md") || e.name === "404.md" || e.name === "README.md") return [];
    const text = readFileSync(path.join(dir, file), "utf8");
    const page = matter(text).data as { path?: string; draft?: boolean };
    return page.path && !page.draft ? [{ path: page.path, text }] : [];
  });
})("");

describe("npm run law", () => {
  it("lists each statute and each of its statements, with its official text, its age and every page that writes it", () => {
    const { rows, text } = lawChecklist(dir, today);
    const entries = law();
    const statements = entries.flatMap((e) => Object.keys(e.says ?? {}).map((name) => ({ name, entry: e })));
    expect(rows.map((r) => r.name).toSorted()).toEqual([...entries.map((e) => e.cite), ...statements.map((s) => `{law.${s.name}}`)].toSorted());
    const lawPages = rows.find((r) => r.name === entries[0]!.cite)!.pages;
    expect(lawPages.length).toBeGreaterThanOrEqual(2); // the law page in English and in Spanish
    for (const { name, entry } of statements) {
      const row = rows.find((r) => r.name === `{law.${name}}`)!;
      expect(row).toMatchObject({ cite: entry.cite, source: entry.source, reread: entry.reread });
      expect(row.days).toBe(Math.round((Date.UTC(2027, 2, 1) - Date.parse(`${entry.reread}T00:00:00Z`)) / 86_400_000));
      // Every page whose file writes {law.name} is listed (the glossary's statements add the page that shows it).
      for (const page of pages.filter((p) => p.text.includes(`{law.${name}}`))) expect(row.pages, `{law.${name}}`).toContain(page.path);
      expect(text).toContain(`  {law.${name}}: ${row.pages.join(", ")}`);
    }
    for (const entry of entries) expect(text).toContain(`  official text: ${entry.source}`);
  });

  it("puts the oldest reading first: an entry made the oldest moves to the top", () => {
    const { rows } = lawChecklist(dir, today);
    const days = rows.map((r) => r.days);
    expect(days).toEqual(days.toSorted((a, b) => b - a));

    const newest = rows.at(-1)!.cite;
    const yaml = readFileSync(path.join(dir, "data/law.yaml"), "utf8");
    const entry = new RegExp(`(- cite: ${newest.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\n(?: {2}.*\\n)*? {2}reread: )[^\\n]*`);
    expect(yaml).toMatch(entry);
    writeFileSync(path.join(dir, "data/law.yaml"), yaml.replace(entry, "$11999-01-01"));
    const moved = lawChecklist(dir, today);
    expect(moved.rows[0]).toMatchObject({ name: newest, reread: "1999-01-01" });
    expect(moved.text.split("\n").find((l) => /days since read/.test(l))).toContain(`(1999-01-01)  ${newest}  OVER 180 DAYS`);
  });

  it("puts an entry nobody has read at its official source above every dated one", () => {
    const yaml = readFileSync(path.join(dir, "data/law.yaml"), "utf8");
    const second = law()[1]!.cite;
    const entry = new RegExp(`(- cite: ${second.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\n(?: {2}.*\\n)*?) {2}reread: [^\\n]*\\n`);
    expect(yaml).toMatch(entry);
    writeFileSync(path.join(dir, "data/law.yaml"), yaml.replace(entry, "$1"));
    const { rows, text } = lawChecklist(dir, today);
    expect(rows[0]).toMatchObject({ name: second, reread: undefined });
    expect(text).toContain(`not read at its official source yet  ${second}  NEVER READ: --strict refuses it`);
  });
});
