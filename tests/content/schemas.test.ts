/**
 * The editor's JSON Schemas (content/.schemas/) and the CMS config (admin/config.yml) are current, every content file
 * passes them as well as the zod schemas, and every YAML file names its schema on its first line.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { Ajv } from "ajv";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { cmsConfigFile, cmsConfigText, readCmsInputs } from "../../generator/cms-config.ts";
import { parseMarkdown } from "../../generator/content/markdown.ts";
import { listMarkdown } from "../../generator/content/markdown-file.ts";
import { type contentSchemas, schemaFiles, schemaLine, yamlFiles } from "../../scripts/content-schemas.ts";
import { root } from "../helpers/content-fixture.ts";

const content = path.join(root, "content");
const schemaDir = path.join(content, ".schemas");
// Formats (email, uri) are the zod schemas' job; the editor schemas are checked for structure and descriptions.
const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
const validator = (name: keyof typeof contentSchemas) => ajv.compile(JSON.parse(readFileSync(path.join(schemaDir, `${name}.schema.json`), "utf8")));

/** Each Markdown folder's front matter and its schema, in English and in content/es/; pages/404.md has its own. */
const markdownFolders: [string, keyof typeof contentSchemas][] = ["", "es/"].flatMap((lang) => [
  [`${lang}pages`, "fixed-page"],
  [`${lang}counties`, "county-page"],
  [`${lang}cities`, "city-page"],
  [`${lang}bonds`, "bond-page"],
]);
const notFoundPages = ["pages/404.md", "es/pages/404.md"];
const frontMatter = (file: string) => parse(parseMarkdown(readFileSync(file, "utf8"), file).source!.matter) as unknown;

describe("content/.schemas", () => {
  it("matches what npm run schemas writes now (run it after changing model/schemas/)", () => {
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

  it("accepts every content file, as the zod schemas do", () => {
    const failures: string[] = [];
    const check = (file: string, name: keyof typeof contentSchemas, data: unknown) => {
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
