/**
 * What a save through the editor keeps of a file's own ways (admin/yaml-style.ts): a placeholder's comment goes with
 * the placeholder, a new list item is quoted as its siblings and goes where the list's order says; and a reviewed
 * translation's recorded sourceHash is not undone by the form that still shows the old one (admin/translation.ts).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { isMap, isScalar, parse, parseDocument } from "yaml";
import { type EntryData, fromMarkdown, fromYaml, listField, toMarkdown, toYaml } from "../../admin/formats.ts";
import { formDiffersFromFile } from "../../admin/saves.ts";
import { rememberReview, reviewedField, withReview } from "../../admin/translation.ts";
import type { ContentSnapshot } from "../../generator/cms/admin-site.ts";
import { sourceHashOf } from "../../generator/content/translations.ts";
import { root } from "../helpers/content-fixture.ts";

const read = (rel: string) => readFileSync(path.join(root, "content", rel), "utf8");
const placeholder = /#\s*placeholder\b/i;

describe("a placeholder's comment", () => {
  const text = read("site.yaml");
  // The top-level keys whose line carries a placeholder comment, read from the file.
  const marked = text
    .split("\n")
    .filter((l) => /^[a-zA-Z]\w*:/.test(l) && placeholder.test(l))
    .map((l) => l.slice(0, l.indexOf(":")));

  it.each(marked)("%s: goes once its value changes; every other comment stays", (key) => {
    const data = fromYaml(text);
    const value = data[key];
    data[key] = typeof value === "string" ? `${value}x` : { ...(value as object), [Object.keys(value as object)[0]!]: 1 }; // a real value typed in
    const out = toYaml(data, text);
    const line = (t: string) => t.split("\n").find((l) => l.startsWith(`${key}:`))!;
    expect(line(text)).toMatch(placeholder);
    expect(line(out)).not.toMatch(placeholder);
    const others = (t: string) => t.split("\n").filter((l) => /#/.test(l) && !l.startsWith(`${key}:`));
    expect(others(out)).toEqual(others(text));
  });

  it("stays while its value is unchanged, when another value changes", () => {
    expect(marked.length).toBeGreaterThan(3);
    const data = fromYaml(text);
    data.name = `${data.name} (edited)`;
    const out = toYaml(data, text);
    expect(out.split("\n").filter((l) => placeholder.test(l))).toEqual(text.split("\n").filter((l) => placeholder.test(l)));
  });
});

describe("a new list item", () => {
  it("a new FAQ answer is quoted as the answers beside it", () => {
    const text = read("pages/faqs.md");
    const data = fromMarkdown(text) as EntryData & { faq: { items: { question: string; answer: string }[] }[] };
    data.faq[0]!.items.push({ question: "Is this a new question?", answer: "Yes: a new answer, typed in the editor." });
    const out = toMarkdown(data, text);
    const doc = parseDocument(out.split("---\n")[1]!);
    const items = (doc.getIn(["faq", 0, "items"]) as { items: unknown[] }).items;
    const styles = items.map((item) => (isMap(item) ? item.items.map((p) => (isScalar(p.value) ? p.value.type : "")) : []));
    expect(styles.at(-2)).toEqual(styles.at(-1)); // the new item's quoting is its sibling's
    expect(out).toContain('- question: "Is this a new question?"\n        answer: "Yes: a new answer, typed in the editor."');
  });

  it("follows its siblings' block scalars and flow lists", () => {
    const text = "- text: |\n    One.\n  tags: [a, b]\n";
    const out = toYaml({ [listField]: [...(fromYaml(text)[listField] as object[]), { text: "Two.\n", tags: ["c"] }] }, text);
    expect(out).toBe(`${text}- text: |\n    Two.\n  tags: [c]\n`);
  });

  it("a new review goes to the top of reviews.yaml, newest first, under the file's head comment", () => {
    const text = read("data/reviews.yaml");
    expect(text).toMatch(/newest first/i);
    const reviews = fromYaml(text)[listField] as Record<string, unknown>[];
    const review: Record<string, unknown> = { ...reviews[0]!, name: "A New Client", text: "A new review." };
    delete review.sample;
    const out = toYaml({ [listField]: [...reviews, review] }, text);
    expect((parse(out) as unknown[])[0]).toEqual(review);
    expect((parse(out) as unknown[]).slice(1)).toEqual(reviews);
    const head = (t: string) => t.slice(0, t.indexOf("\n- "));
    expect(head(out)).toBe(head(text));
  });

  it("a dated list in date order takes a new item at its date", () => {
    const text = "- date: March 2026\n- date: January 2025\n";
    const out = toYaml({ [listField]: [{ date: "March 2026" }, { date: "January 2025" }, { date: "June 2025" }] }, text);
    expect(out).toBe("- date: March 2026\n- date: June 2025\n- date: January 2025\n");
  });
});

describe("a reviewed translation after its save", () => {
  const english = "pages/faqs.md";
  const spanish = "es/pages/faqs.md";
  const edited = `${read(english)}\nMore.\n`;
  const snapshot: ContentSnapshot = { files: { [english]: edited, [spanish]: read(spanish) }, dates: {} };

  it("the form still showing the old hash cannot write it back by unticking; the form is opened again", () => {
    const form: EntryData = { ...fromMarkdown(read(spanish)), [reviewedField]: true };
    const old = form.sourceHash;
    expect(old).not.toBe(sourceHashOf(edited));
    const saved = withReview(snapshot, spanish, form);
    expect(saved.sourceHash).toBe(sourceHashOf(edited));
    expect(formDiffersFromFile(form, saved)).toBe(true); // so the editor opens the saved file again
    rememberReview(spanish, form, saved);
    // Decap's form after the save: the old hash; unticked, the recorded one is written
    expect(withReview(snapshot, spanish, { ...form, [reviewedField]: false }).sourceHash).toBe(sourceHashOf(edited));
    // Opened again: the form shows the recorded hash, unticked, and writes it as it is
    const reopened: EntryData = { ...fromMarkdown(toMarkdown(saved, read(spanish))), [reviewedField]: false };
    expect(reopened.sourceHash).toBe(sourceHashOf(edited));
    expect(withReview(snapshot, spanish, reopened).sourceHash).toBe(sourceHashOf(edited));
    expect(formDiffersFromFile(reopened, fromMarkdown(toMarkdown(saved, read(spanish))))).toBe(false);
  });
});
