/** #44 L10: a field limited in length shows its count as the person types, from the limits its hint gives. */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { countOf, limitsOf } from "../../admin/char-count.ts";
import { editorWordsFiles, wordsOf } from "../../admin/editor-words.ts";
import { root } from "../helpers/content-fixture.ts";

const files = Object.fromEntries(Object.values(editorWordsFiles).map((f) => [f, readFileSync(path.join(root, "content", f), "utf8")]));
const hints = (text: string): string[] => [...text.matchAll(/^\s*hint: (.*)$/gm)].map((m) => String(parse(m[1]!)));

describe("#44 L10 character counts", () => {
  it("reads the limits of every length-limited field from its hint, in English and in Spanish", () => {
    const config = readFileSync(path.join(root, "admin/config.yml"), "utf8");
    const limited = hints(config).filter((h) => /\d+–\d+ characters\)/.test(h));
    expect(limited.length).toBeGreaterThan(0);
    for (const hint of limited) expect(limitsOf(hint), hint).toBeDefined();
    expect(limitsOf("The title search engines and the browser tab show (10–60 characters).")).toEqual({ min: 10, max: 60 });
    expect(limitsOf("Lo que dice, en español (20–400 caracteres).")).toEqual({ min: 20, max: 400 });
    expect(limitsOf("Phrases people search for that this page answers (1–12).")).toBeUndefined();
  });

  it("counts as the build does and says when the text is outside the limits, in the editor's language", () => {
    const limits = { min: 10, max: 60 };
    const en = wordsOf(files, "en");
    expect(countOf("Bail bonds in Graham", limits, en)).toEqual({ text: en("count.within", { n: 20, min: 10, max: 60 }), within: true });
    expect(countOf("Too short", limits, en).within).toBe(false);
    expect(countOf("x".repeat(61), limits, en).within).toBe(false);
    const es = wordsOf(files, "es");
    expect(countOf("Corto", limits, es).text).toBe("5 caracteres: escriba de 10 a 60");
  });
});
