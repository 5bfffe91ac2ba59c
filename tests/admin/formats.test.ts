/**
 * How the web editor writes content files (admin/formats.ts): a save changes the lines the editor changed and no
 * other, comments and key order included, and a translation's review tick becomes its sourceHash (admin/translation.ts).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { carryOver, changedLines } from "../../admin/diff.ts";
import { type EntryData, fromMarkdown, fromYaml, listField, toMarkdown, toYaml } from "../../admin/formats.ts";
import { reviewedField, translationStatus, withReview } from "../../admin/translation.ts";
import type { ContentSnapshot } from "../../generator/cms/admin-site.ts";
import { sourceHashOf } from "../../generator/content/translations.ts";
import { root } from "../helpers/content-fixture.ts";

const contentDir = path.join(root, "content");
const contentFiles = readdirSync(contentDir, { recursive: true, encoding: "utf8" })
  .map((f) => f.split(path.sep).join("/"))
  .filter((f) => /\.(yaml|md)$/.test(f) && !/(^|\/)\./.test(f) && !f.endsWith("README.md"));
const read = (rel: string) => readFileSync(path.join(contentDir, rel), "utf8");
const roundTrip = (rel: string, text: string, change: (d: EntryData) => void = () => {}) => {
  const data = rel.endsWith(".md") ? fromMarkdown(text) : fromYaml(text);
  change(data);
  return rel.endsWith(".md") ? toMarkdown(data, text) : toYaml(data, text);
};
const differingLines = (a: string, b: string) => changedLines(a, b, 0).map((l) => `${l.op}${l.text}`);

describe("saving a content file through the editor", () => {
  it.each(contentFiles)("%s: saved unchanged, it is byte for byte the same", (rel) => {
    expect(roundTrip(rel, read(rel))).toBe(read(rel));
  });

  it("an edited value changes its own line only; the comments beside and above it stay", () => {
    const text = read("site.yaml");
    const data = fromYaml(text) as { callback: number; rating?: { reviewCount: number } };
    const out = roundTrip("site.yaml", text, (d) => {
      (d as typeof data).callback = data.callback + 1;
    });
    const changed = differingLines(text, out);
    expect(changed).toHaveLength(2); // one line out, one in
    expect(changed).toContainEqual(expect.stringMatching(new RegExp(`^-callback: ${data.callback}( #|$)`)));
    expect(changed).toContainEqual(expect.stringMatching(new RegExp(`^\\+callback: ${data.callback + 1}( #|$)`)));
    // Every comment line of the file is still there, in order.
    const comments = (t: string) => t.split("\n").filter((l) => /(^|\s)#/.test(l) && !l.startsWith("callback"));
    expect(comments(out)).toEqual(comments(text));
    expect(parse(out).callback).toBe(data.callback + 1);
  });

  it.each(["site.yaml", "data/counties/wake-county.yaml"])("%s: each value changed alone lands on its own line, nowhere else", (rel) => {
    const text = read(rel);
    const leaves: (string | number)[][] = [];
    const walk = (v: unknown, at: (string | number)[]) => {
      if (Array.isArray(v)) for (const [i, x] of v.entries()) walk(x, [...at, i]);
      else if (v && typeof v === "object") for (const [k, x] of Object.entries(v)) walk(x, [...at, k]);
      else if (typeof v === "string" || typeof v === "number") leaves.push(at);
    };
    walk(parse(text), []);
    expect(leaves.length).toBeGreaterThan(5);
    for (const at of leaves) {
      const changed = (data: EntryData) => {
        let node = data as Record<string | number, unknown>;
        for (const key of at.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
        const key = at.at(-1)!;
        node[key] = typeof node[key] === "number" ? (node[key] as number) + 1 : `${node[key]} (edited)`;
      };
      const out = roundTrip(rel, text, changed);
      const expected = parse(text);
      changed(expected);
      expect(parse(out), at.join(".")).toEqual(expected);
      // and a placeholder's comment on a map's own line goes with it (admin/yaml-style.ts): that line changes too
      const marked = at.slice(0, -1).filter((_, k) => new RegExp(`^ {${2 * k}}${at[k]}:.*# placeholder`, "m").test(text)).length;
      expect(differingLines(text, out), at.join(".")).toHaveLength(2 + 2 * marked);
    }
  });

  it("a Markdown page keeps its body and front matter order when one field changes", () => {
    const rel = contentFiles.find((f) => f.startsWith("counties/"))!;
    const text = read(rel);
    const out = roundTrip(rel, text, (d) => {
      d.description = "A new description.";
    });
    const changed = differingLines(text, out);
    expect(changed).toHaveLength(2);
    expect(changed).toContainEqual(expect.stringMatching(/^-description: /));
    expect(changed).toContainEqual('+description: "A new description."');
  });

  it("a file that is one list (reviews.yaml) is edited as `items` and stays a list, its header comments kept", () => {
    const text = read("data/reviews.yaml");
    const before = parse(text) as object[];
    const review = { name: "New Client", rating: 5, text: "They answered at 3 a.m.", verified: false, date: "2026-11" };
    const out = roundTrip("data/reviews.yaml", text, (d) => {
      (d[listField] as object[]).unshift(review);
    });
    expect(parse(out)).toEqual([review, ...before]);
    const header = (t: string) => t.split("\n").filter((l) => l.startsWith("#"));
    expect(header(out)).toEqual(header(text));
  });

  it("a new file is written from its fields alone", () => {
    const data = { path: "/x", label: "X", body: "Text.\n" };
    const out = toMarkdown(data);
    expect(out.startsWith("---\n")).toBe(true);
    expect(fromMarkdown(out)).toEqual(data);
  });

  it("a line the YAML writer formats its own way stays as written, unless the edit falls on it", () => {
    const original = "a: # note after the key\n  b: 1\nc: 2\n";
    const written = "a:\n  # note after the key\n  b: 1\nc: 2\n";
    expect(carryOver(original, written, "a:\n  # note after the key\n  b: 1\nc: 3\n")).toBe("a: # note after the key\n  b: 1\nc: 3\n");
    expect(carryOver(original, written, "a:\n  b: 1\nc: 2\n")).toBeUndefined();
  });
});

describe("a translation's review in the editor", () => {
  const english = "pages/faqs.md";
  const spanish = "es/pages/faqs.md";
  const snapshot = (englishText: string, was?: string): ContentSnapshot => ({
    files: { [english]: englishText, [spanish]: read(spanish) },
    dates: {},
    ...(was ? { translatedFrom: { [spanish]: was } } : {}),
  });

  it("is up to date when its sourceHash is the English's version now, and stale with what changed once the English changes", () => {
    const data = fromMarkdown(read(spanish));
    expect(translationStatus(snapshot(read(english)), spanish, data)).toMatchObject({ english, stale: data.sourceHash !== sourceHashOf(read(english)) });
    const edited = read(english).replace(/\n\n/, "\n\nA sentence added to the English.\n\n");
    const status = translationStatus(snapshot(edited, read(english)), spanish, { ...data, sourceHash: sourceHashOf(read(english)) });
    expect(status?.stale).toBe(true);
    expect(status?.changes?.filter((l) => l.op !== " ").map((l) => `${l.op}${l.text}`)).toEqual(["+A sentence added to the English.", "+"]);
    expect(translationStatus(snapshot(edited), english, fromMarkdown(edited))).toBeUndefined(); // English has no status
  });

  it("ticking “checked against the English” records the English's version now; the tick itself is never written", () => {
    const edited = `${read(english)}\nMore.\n`;
    const data = { ...fromMarkdown(read(spanish)), [reviewedField]: true };
    expect(withReview(snapshot(edited), spanish, data)).toEqual({ ...fromMarkdown(read(spanish)), sourceHash: sourceHashOf(edited) });
    const unticked = withReview(snapshot(edited), spanish, { ...data, [reviewedField]: false });
    expect(unticked).toEqual(fromMarkdown(read(spanish)));
  });
});
