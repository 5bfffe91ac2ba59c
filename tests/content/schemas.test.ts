/**
 * The editor's JSON Schemas (content/.schemas/) and the CMS config (admin/config.yml) are current, every content file
 * passes them as well as the zod schemas, and every YAML file names its schema on its first line.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { Ajv } from "ajv";
import { describe, expect, it } from "vitest";
import { parse, parseDocument } from "yaml";
import { cmsConfigFile, cmsConfigText, readCmsInputs } from "../../generator/cms/config.ts";
import { parseMarkdown } from "../../generator/content/markdown.ts";
import { listMarkdown } from "../../generator/content/markdown-file.ts";
import { schemaFiles, schemaLine, writeContentSchemas, yamlFiles } from "../../scripts/content-schemas.ts";
import { contentWith, problemsOf, removeDir, root } from "../helpers/content-fixture.ts";

const content = path.join(root, "content");
const schemaDir = path.join(content, ".schemas");
// Formats (email, uri) are the zod schemas' job; the editor schemas are checked for structure and descriptions.
const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
const validator = (name: string) => ajv.compile(JSON.parse(readFileSync(path.join(schemaDir, `${name}.schema.json`), "utf8")));

/** Each Markdown folder's front matter and its schema, in English and in content/es/; pages/404.md has its own. */
const markdownFolders: [string, string][] = ["", "es/"].flatMap((lang) => [
  [`${lang}pages`, "fixed-page"],
  [`${lang}counties`, "county-page"],
  [`${lang}cities`, "city-page"],
  [`${lang}bonds`, "bond-page"],
]);
const notFoundPages = ["pages/404.md", "es/pages/404.md"];
const frontMatter = (file: string) => parse(parseMarkdown(readFileSync(file, "utf8"), file).source!.matter) as unknown;

describe("content/.schemas", () => {
  it("matches what npm run schemas writes now (run it after changing model/schemas/ or content/messages/en.yaml)", () => {
    const expected = schemaFiles();
    expect(readdirSync(schemaDir).sort()).toEqual([...expected.keys()].sort());
    for (const [name, text] of expected) expect(readFileSync(path.join(schemaDir, name), "utf8"), name).toBe(text);
  });

  it("has the CMS config npm run schemas writes now from the same schemas (admin/config.yml)", () => {
    expect(readFileSync(path.join(root, cmsConfigFile), "utf8")).toBe(cmsConfigText(readCmsInputs(root)));
  });

  it("describes every field for the editor", () => {
    const missing: string[] = [];
    const walk = (node: unknown, at: string) => {
      if (!node || typeof node !== "object") return;
      const n = node as Record<string, unknown>;
      if (n.properties && typeof n.properties === "object")
        for (const [key, value] of Object.entries(n.properties as Record<string, Record<string, unknown>>)) {
          const field = `${at}.${key}`;
          if (typeof value.description !== "string" || value.description.length < 10) {
            // a `template` literal or an optional wrapper may carry it one level down
            const inner = (value.anyOf ?? value.oneOf) as Record<string, unknown>[] | undefined;
            if (!inner?.some((v) => typeof v.description === "string")) missing.push(field);
          }
          walk(value, field);
        }
      for (const key of ["items", "anyOf", "oneOf", "allOf"]) {
        const v = n[key];
        if (Array.isArray(v)) for (const x of v) walk(x, at);
        else walk(v, at);
      }
    };
    for (const [name, text] of schemaFiles()) walk(JSON.parse(text), name);
    expect(missing).toEqual([]);
  });

  it("is named on the first line of each YAML file", () => {
    for (const file of Object.keys(yamlFiles)) expect(readFileSync(path.join(content, file), "utf8").split("\n")[0], file).toBe(schemaLine(file));
  });

  it("has a schema for every YAML file found in content/, so a new folder cannot slip past", () => {
    const found = readdirSync(content, { recursive: true, encoding: "utf8" })
      .filter((f) => /\.ya?ml$/.test(f))
      .map((f) => f.split(path.sep).join("/"));
    expect(found.length).toBeGreaterThan(0);
    const unnamed = found.filter((f) => !(f in yamlFiles)).map((f) => `content/${f} has no schema: add it to yamlFiles in scripts/content-schemas.ts`);
    expect(unnamed).toEqual([]);
    for (const file of found) expect(readFileSync(path.join(content, file), "utf8").split("\n")[0], file).toMatch(/^# yaml-language-server: \$schema=/);
  });

  it("is the same on a second run of npm run schemas, and the same as the files in git", () => {
    const dir = contentWith();
    try {
      const snapshot = () =>
        new Map(
          [...readdirSync(path.join(dir, ".schemas")), ...Object.keys(yamlFiles)].map((f) => [
            f,
            readFileSync(path.join(dir, existsSync(path.join(dir, f)) ? f : `.schemas/${f}`), "utf8"),
          ]),
        );
      const before = snapshot();
      writeContentSchemas(dir);
      const once = snapshot();
      writeContentSchemas(dir);
      expect(snapshot()).toEqual(once);
      expect(once).toEqual(before);
    } finally {
      removeDir(dir);
    }
  });

  it("accepts every content file, as the zod schemas do", () => {
    const failures: string[] = [];
    const check = (file: string, name: string, data: unknown) => {
      const validate = validator(name);
      if (!validate(data)) failures.push(`${file}: ${ajv.errorsText(validate.errors)}`);
    };
    for (const [file, name] of Object.entries(yamlFiles)) check(file, name, parse(readFileSync(path.join(content, file), "utf8")));
    for (const [folder, name] of markdownFolders)
      for (const rel of listMarkdown(content, folder).filter((f) => !notFoundPages.includes(f))) check(rel, name, frontMatter(path.join(content, rel)));
    for (const rel of notFoundPages) if (existsSync(path.join(content, rel))) check(rel, "not-found-page", frontMatter(path.join(content, rel)));
    expect(failures).toEqual([]);
  });

  it("rejects what the zod schema rejects: an unknown field, a wrong type, a missing field", () => {
    const county = frontMatter(path.join(content, "counties/wake-county.md")) as Record<string, unknown>;
    const validate = validator("county-page");
    expect(validate({ ...county, colour: "blue" })).toBe(false);
    expect(validate({ ...county, order: "first" })).toBe(false);
    const { towns: _towns, ...withoutTowns } = county;
    expect(validate(withoutTowns)).toBe(false);
    expect(validate(county)).toBe(true);
  });
});

/** The text messages of a messages file by dotted key, the translation groups left out. */
function leaves(data: unknown, at: string[] = []): Map<string, string> {
  const found = new Map<string, string>();
  if (typeof data === "string") found.set(at.join("."), data);
  else if (data && typeof data === "object")
    for (const [k, v] of Object.entries(data))
      if (!(at.length === 0 && (k === "site" || k === "phrases"))) for (const e of leaves(v, [...at, k])) found.set(...e);
  return found;
}

describe("content/.schemas for content/messages/", () => {
  const english = leaves(parse(readFileSync(path.join(content, "messages/en.yaml"), "utf8")));
  const schemaOf = (name: string) => JSON.parse(readFileSync(path.join(schemaDir, `${name}.schema.json`), "utf8")) as Record<string, unknown>;
  const at = (schema: Record<string, unknown>, key: string) =>
    key
      .split(".")
      .reduce((node, k) => (node?.properties as Record<string, Record<string, unknown>> | undefined)?.[k], schema as Record<string, unknown> | undefined);

  it("gives each Spanish key its English text and the {names} it must keep as its hint, and requires every English key", () => {
    const es = schemaOf("messages-es");
    expect(english.size).toBeGreaterThan(0);
    for (const [key, text] of english) {
      const description = at(es, key)?.description;
      expect(description, key).toContain(JSON.stringify(text));
      const names = [...new Set([...text.matchAll(/\{([A-Za-z][A-Za-z0-9]*)\}/g)].map((m) => `{${m[1]}}`))];
      if (names.length > 0) expect(String(description).split("Keep ")[1], key).toContain(names.join(", "));
      const parent = key.split(".").slice(0, -1).join(".");
      const group = parent ? at(es, parent) : es;
      expect(group?.required, key).toContain(key.split(".").at(-1));
      expect(group?.additionalProperties, key).toBe(false);
    }
  });

  it("refuses a Spanish file with a misspelt, a missing and an extra key, naming the same keys as the build", () => {
    // The fixture: content/messages/es.yaml with three mistakes, in groups taken from en.yaml.
    const groups = [...new Set([...english.keys()].map((k) => k.split(".").slice(0, -1).join(".")))].filter(
      (g) => g && [...english.keys()].filter((k) => k.startsWith(`${g}.`) && !k.slice(g.length + 1).includes(".")).length >= 2,
    );
    const [group, other] = [groups[0]!, groups.at(-1)!];
    const [missing, misspelt] = [...english.keys()].filter((k) => k.startsWith(`${group}.`) && !k.slice(group.length + 1).includes("."));
    const last = (key: string) => key.split(".").at(-1)!;
    const typo = `${misspelt}${last(misspelt!).at(-1)}`; // payNow → payNoww
    const extra = `${other}.notAMessage`;
    const dir = contentWith();
    try {
      const file = path.join(dir, "messages/es.yaml");
      const doc = parseDocument(readFileSync(file, "utf8"));
      const path_ = (key: string) => key.split(".");
      doc.deleteIn(path_(missing!));
      const text = doc.getIn(path_(misspelt!));
      doc.deleteIn(path_(misspelt!));
      doc.setIn(path_(typo), text);
      doc.setIn(path_(extra), "Un mensaje que ninguna página usa");
      writeFileSync(file, doc.toString());

      const validate = validator("messages-es");
      expect(validate(parse(readFileSync(file, "utf8")))).toBe(false);
      const dotted = (instancePath: string, key: string) => [...instancePath.split("/").filter(Boolean), key].join(".");
      const bySchema = (validate.errors ?? []).map((e) =>
        e.keyword === "required"
          ? dotted(e.instancePath, String(e.params.missingProperty))
          : e.keyword === "additionalProperties"
            ? dotted(e.instancePath, String(e.params.additionalProperty))
            : `${e.instancePath} ${e.message}`,
      );
      const problems = problemsOf(dir);
      expect(problems.every((p) => p.file === "content/messages/es.yaml")).toBe(true);
      const byBuild = problems.map((p) => p.field);
      const expected = [missing, misspelt, typo, extra].sort();
      expect(bySchema.sort()).toEqual(expected);
      expect(byBuild.sort()).toEqual(expected);
    } finally {
      removeDir(dir);
    }
  });
});
