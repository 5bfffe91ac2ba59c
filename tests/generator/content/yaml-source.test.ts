/**
 * #47: front matter is read without positions (js-yaml's core schema) and parsed with them only when a problem asks.
 * The quick reading must give the same data, problems and positions as the position-keeping parser, or step aside.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseMarkdown } from "../../../generator/content/markdown.ts";
import { fromPlain, readMarkdownFile, toPlain } from "../../../generator/content/markdown-file.ts";
import { parseYamlSource, readYamlSource } from "../../../generator/content/yaml-source.ts";

const root = path.resolve(import.meta.dirname, "../../..");
const markdownUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".md") && !f.includes("README"))
    .map((f) => path.join(dir, f));
const files = [...markdownUnder(path.join(root, "content")), ...markdownUnder(path.join(root, "tests/fixtures/content"))];

/** Every field path of a value, and the value's own. */
const paths = (value: unknown, at: PropertyKey[] = []): PropertyKey[][] =>
  value !== null && typeof value === "object"
    ? [at, ...Object.entries(value).flatMap(([k, v]) => paths(v, [...at, Array.isArray(value) ? Number(k) : k]))]
    : [at];

/** What either reading gives: data, problems, and the place of every field. */
function reading(read: typeof parseYamlSource, text: string) {
  const { source, problems } = read(text, "content/x.md", 1);
  return { data: source?.data, problems, places: source ? paths(source.data).map((p) => source.at(p)) : [] };
}

describe("readYamlSource", () => {
  it("reads every front matter of content/ and the fixtures as parseYamlSource does, positions included", () => {
    expect(files.length).toBeGreaterThan(20);
    for (const file of files) {
      const matter = parseMarkdown(readFileSync(file, "utf8").replace(/\r\n?/g, "\n"), file).source?.matter;
      if (matter === undefined) continue;
      expect(reading(readYamlSource, matter), file).toEqual(reading(parseYamlSource, matter));
    }
  });

  // Where js-yaml's core schema reads otherwise than yaml: YAML 1.1 numbers, 1.2 numbers js-yaml misses, flow
  // collections, tags, and texts one of them refuses.
  const cases = [
    "a: 1_000",
    "a: 0b101",
    "a: 012",
    "a: 08",
    "a: 1:30",
    "a: 0o17",
    "a: -.5",
    "a: .5",
    "a: 0x1F",
    "a: [1, 2]",
    "a: { b: 1 }",
    "a: !!str 5",
    "a: 1\na: 2",
    "a:\n\t- b",
    'a: "unclosed',
    "list:\n  - 012\n  - x",
    "a: 2026-05-01",
    "a: yes",
    "a: ~",
    "a: |\n  text [link](/apply)\n  1_000",
    "",
    "# only a comment",
    "a: b\n  c: d",
    "a\nb: c",
    "a: b: c",
    "- a\nb: c",
    "a:\n  - b\n - c",
    "a: b\n\nc",
    "? x\n: y",
    "a: @x",
    "a: `x",
    "a: %x",
    "a: 'it''s'\nb: \"q\\\"\\/\"",
    "a: &x 5\nb: *x",
    "a: >\n  folded\n  text\n\n  more\n",
    "a: plain\n  continued",
    "a: 'x\nb: 1",
    "a:\n  b: 1\n   c: 2",
  ];
  it.each(cases)("reads %j as parseYamlSource does", (text) => {
    expect(reading(readYamlSource, text)).toEqual(reading(parseYamlSource, text));
  });
});

describe("front-matter links", () => {
  it("keep their positions through the parse cache, found when first read", () => {
    let seen = 0;
    for (const file of files.filter((f) => f.startsWith(path.join(root, "content")))) {
      const contentDir = path.join(root, "content");
      const read = readMarkdownFile(contentDir, path.relative(contentDir, file));
      const plain = JSON.parse(JSON.stringify(toPlain(read)));
      const kept = fromPlain(plain);
      const asData = (links: typeof read.links) => links.map((l) => ({ ...l }));
      expect(asData(kept.links), file).toEqual(asData(read.links));
      seen += read.links.length;
    }
    expect(seen).toBeGreaterThan(0);
  });
});
