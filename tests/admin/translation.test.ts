/**
 * The English page's notice in the editor: which translations a change to it holds back (admin/translation.ts). Read
 * from the real content, so a new page or translation needs no change here.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { translationsOf } from "../../admin/translation.ts";
import { englishFileOf } from "../../generator/content/translations.ts";
import { root } from "../helpers/content-fixture.ts";

const contentDir = path.join(root, "content");
const files = Object.fromEntries(
  readdirSync(contentDir, { recursive: true, encoding: "utf8" })
    .filter((rel) => /\.(md|yaml)$/.test(rel) && !rel.startsWith("."))
    .map((rel) => [rel.split(path.sep).join("/"), readFileSync(path.join(contentDir, rel), "utf8")]),
);
const snapshot = { files, dates: {} };

describe("translationsOf", () => {
  it("names each translation of an English file, and every translation is named by its English", () => {
    const translations = Object.keys(files).filter((rel) => englishFileOf(`content/${rel}`) !== `content/${rel}`);
    expect(translations.length).toBeGreaterThan(0);
    for (const rel of translations) {
      const english = englishFileOf(`content/${rel}`).slice("content/".length);
      if (files[english] === undefined) continue;
      expect(translationsOf(snapshot, english)).toContain(rel);
    }
  });

  it("names nothing for a translation itself or a file nobody translates", () => {
    const translation = Object.keys(files).find((rel) => rel.startsWith("es/pages/"))!;
    expect(translationsOf(snapshot, translation)).toEqual([]);
    expect(translationsOf(snapshot, "site.yaml")).toEqual([]);
  });

  it("names the Spanish county page for the English one", () => {
    const county = Object.keys(files).find((rel) => rel.startsWith("counties/"))!;
    expect(translationsOf(snapshot, county)).toEqual([`es/${county}`]);
  });
});
