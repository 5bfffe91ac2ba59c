/**
 * How the web editor writes content files (admin/formats.ts): a save changes the lines the editor changed and no
 * other, comments and key order included, and a translation's review tick becomes its sourceHash (admin/translation.ts).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { carryOver, changedLines } from "../../admin/diff.ts";
import {
  type EntryData,
  type FormField,
  fromMarkdown,
  fromYaml,
  inFormOrder,
  listField,
  toMarkdown,
  toYaml,
  withoutEmptied,
} from "../../admin/formats.ts";
import { reviewedField, translationStatus, withReview } from "../../admin/translation.ts";
import type { ContentSnapshot } from "../../generator/cms/admin-site.ts";
import { cmsConfig, readCmsInputs } from "../../generator/cms/config.ts";
import { sourceHashOf } from "../../generator/content/translations.ts";
import { findUnfinishedValues } from "../../generator/content/unfinished-values.ts";
import { parseYamlSource } from "../../generator/content/yaml-source.ts";
import { site as siteSchema } from "../../model/schemas/index.ts";
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

/** The form's fields of a file collection's file (`content/site.yaml`), or of a folder collection, from the config. */
function formFieldsOf(file: string, collection?: string): FormField[] {
  type C = { name: string; fields?: FormField[]; files?: { file: string; fields: FormField[] }[] };
  const collections = (cmsConfig(readCmsInputs(root)) as { collections: C[] }).collections;
  if (collection) return collections.find((c) => c.name === collection)!.fields!;
  return collections.flatMap((c) => c.files ?? []).find((f) => f.file === `content/${file}`)!.fields;
}

/** Every switch (an optional on/off field) among `fields`, as paths, at any depth of objects. */
function switches(fields: readonly FormField[], at: string[] = []): string[][] {
  return fields.flatMap((f) =>
    f.widget === "boolean" && f.omit_empty ? [[...at, f.name]] : f.widget === "object" && f.fields ? switches(f.fields, [...at, f.name]) : [],
  );
}

/** Saved as the editor saves: emptied keys left out, merged into the file's text. */
const saveYaml = (data: EntryData, fields: FormField[], text: string) => toYaml(withoutEmptied(data, fields, fromYaml(text)), text);
const setIn = (data: EntryData, path: string[], value: unknown) => {
  let at = data as Record<string, unknown>;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string, unknown>;
  at[path.at(-1)!] = value;
};
const unfinished = (text: string) => {
  const { source } = parseYamlSource(text, "content/site.yaml");
  return findUnfinishedValues(siteSchema.parse(parse(text)), source!).map((p) => p.field);
};

describe("#44: turning off a switch and emptying an optional field in the editor", () => {
  const fields = formFieldsOf("site.yaml");
  const paths = switches(fields);

  it("finds the launch switches of site.yaml in the form (rating.sample, geo.unconfirmed, …)", () => {
    expect(paths.map((p) => p.join("."))).toEqual(expect.arrayContaining(["rating.sample", "geo.unconfirmed", "arrival.unconfirmed"]));
  });

  it.each(paths.map((p) => [p.join("."), p] as const))("%s: turned off, its line goes, the site is valid and strict no longer names it", (_, p) => {
    // On first (as before launch), whatever site.yaml holds today.
    const on = fromYaml(read("site.yaml"));
    setIn(on, p, true);
    const withSwitch = saveYaml(on, fields, read("site.yaml"));
    expect(unfinished(withSwitch)).toContain(p.join("."));
    const off = fromYaml(withSwitch);
    setIn(off, p, false); // what Decap's boolean widget gives when switched off
    const saved = saveYaml(off, fields, withSwitch);
    // The switch's line goes; so may the placeholder note on its object's key line, which the switch stood for
    // ("rating: # placeholder: sample figures …"): switched off, the figures are the real ones.
    const changes = differingLines(withSwitch, saved);
    expect(changes.filter((l) => new RegExp(`^-\\s*${p.at(-1)}: true\\b`).test(l))).toHaveLength(1);
    const rest = changes.filter((l) => !new RegExp(`^-\\s*${p.at(-1)}: true\\b`).test(l));
    expect(rest).toEqual(p.length > 1 && rest.length > 0 ? [expect.stringMatching(`^-${p[0]}: # placeholder`), `+${p[0]}:`] : []);
    expect(siteSchema.safeParse(parse(saved)).success).toBe(true);
    expect(unfinished(saved)).not.toContain(p.join("."));
  });

  it("a switch turned on and off again before saving writes nothing", () => {
    const text = read("site.yaml");
    const data = fromYaml(text);
    setIn(data, paths[0]!, false);
    const before = fromYaml(text);
    setIn(before, paths[0]!, undefined);
    expect(toYaml(withoutEmptied(data, fields, before), text)).not.toMatch(new RegExp(`\\b${paths[0]!.at(-1)}: false`));
  });

  it("an optional field emptied is removed from the file; an empty value the file already had stays", () => {
    const counties = formFieldsOf("", "counties");
    const rel = contentFiles.find((f) => f.startsWith("counties/") && /^\s+intro: /m.test(read(f)))!;
    const text = read(rel);
    const data = fromMarkdown(text);
    const sections = data.sections as Record<string, unknown>[];
    const i = sections.findIndex((s) => typeof s.intro === "string");
    sections[i]!.intro = ""; // what Decap gives for a cleared text box
    const saved = toMarkdown(withoutEmptied(data, counties, fromMarkdown(text)), text);
    expect((fromMarkdown(saved).sections as Record<string, unknown>[])[i]).not.toHaveProperty("intro");
    expect(differingLines(text, saved).every((l) => l.startsWith("-"))).toBe(true);
    // A required field emptied stays, so the build names it ("This field is required").
    const heading = fromMarkdown(text);
    heading.heading = "";
    expect(fromMarkdown(toMarkdown(withoutEmptied(heading, counties, fromMarkdown(text)), text)).heading).toBe("");
    // Untouched: an empty optional value already in the file is written as it was.
    const untouched = { ...fromMarkdown(text), draft: false };
    const withDraft = toMarkdown(untouched, text);
    expect(toMarkdown(withoutEmptied(fromMarkdown(withDraft), counties, fromMarkdown(withDraft)), withDraft)).toBe(withDraft);
  });
});

describe("#44: a value whose line names its source, changed in the editor", () => {
  const rel = contentFiles.find((f) => f.startsWith("data/counties/") && /^ {2}phone: .* # source: /m.test(read(f)))!;

  it("keeps no note vouching for the new value: the note says it was changed in the editor that day and needs a source", () => {
    const text = read(rel);
    const data = fromYaml(text) as { sheriff: { phone: string } };
    const source = /^ {2}phone: .* # source: (.*)$/m.exec(text)![1]!;
    data.sheriff.phone = "919-555-0199";
    const saved = toYaml(data, text, "2026-11-28");
    expect(differingLines(text, saved)).toEqual([
      expect.stringMatching(/^- {2}phone: .* # source: /),
      `+  phone: "919-555-0199" # changed in the editor on 2026-11-28; needs a source (the value before it came from ${source})`,
    ]);
    expect(saved).not.toMatch(/919-555-0199.*# source:/);
  });

  it("leaves the source notes of values it did not change as they were", () => {
    const text = read(rel);
    const data = fromYaml(text) as { sheriff: { phone: string } };
    data.sheriff.phone = "919-555-0199";
    const kept = (t: string) => t.split("\n").filter((l) => l.includes("# source:") && !/^ {2}phone: /.test(l));
    expect(kept(toYaml(data, text, "2026-11-28"))).toEqual(kept(text));
  });
});

describe("#44 trial-2 L-1, L-2: a new review", () => {
  const fields = formFieldsOf("data/reviews.yaml");

  it("is added at the top of the form, where the newest-first file writes it, so the build's item number is the form's", () => {
    const list = fields.find((f) => f.name === listField) as FormField & { add_to_top?: boolean };
    expect(list.add_to_top).toBe(true);
    const before = read("data/reviews.yaml");
    const data = fromYaml(before);
    // The form with the new review first, as Decap's add_to_top makes it.
    const added = { verified: false, name: "Dana R.", rating: 5, text: "They answered at four in the morning.", date: "November 2026" };
    data[listField] = [added, ...(data[listField] as unknown[])];
    const saved = parse(toYaml(inFormOrder(data, fields), before)) as Record<string, unknown>[];
    expect(saved[0]).toMatchObject({ name: "Dana R." });
  });

  it("is written in the form's order of fields, not Decap's (its default `verified: false` first)", () => {
    const before = read("data/reviews.yaml");
    const data = fromYaml(before);
    const list = fields.find((f) => f.name === listField)!;
    const order = (list.fields ?? []).map((f) => f.name);
    data[listField] = [
      { verified: false, date: "November 2026", name: "Dana R.", text: "They answered at four in the morning.", rating: 5 },
      ...(data[listField] as unknown[]),
    ];
    const saved = parse(toYaml(inFormOrder(data, fields), before)) as Record<string, unknown>[];
    expect(Object.keys(saved[0]!)).toEqual(order.filter((k) => k in saved[0]!));
    expect(Object.keys(saved[0]!)[0]).toBe("name");
    // The reviews already in the file keep their own order of keys.
    expect(saved.slice(1)).toEqual(parse(before));
    for (const [i, review] of (parse(before) as Record<string, unknown>[]).entries()) expect(Object.keys(saved[i + 1]!)).toEqual(Object.keys(review));
  });
});

describe("#44 trial-2 L-5: a statute's reread date set in the editor", () => {
  const text = read("data/law.yaml");
  const noted = (parse(text) as { cite: string }[])
    .map((entry, i) => ({ cite: entry.cite, i }))
    .filter(({ i }) => /^\s+# reread: \(none yet\)/m.test(text.split(/^- /m)[i + 1] ?? ""));

  it("finds the entries whose reread is a `(none yet)` note", () => {
    expect(noted.length).toBeGreaterThan(0);
  });

  it.each(noted.map((n) => [n.cite, n.i] as const))("%s: the date takes the note's place, and nothing else changes", (_, i) => {
    const saved = roundTrip("data/law.yaml", text, (d) => {
      (d[listField] as Record<string, unknown>[])[i]!.reread = "2026-11-29";
    });
    const changes = differingLines(text, saved);
    expect(changes).toEqual([expect.stringMatching(/^-\s+# reread: \(none yet\)/), "+  reread: 2026-11-29"]);
    expect((parse(saved) as { reread?: string }[])[i]!.reread).toBe("2026-11-29");
  });
});
