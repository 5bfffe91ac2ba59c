/**
 * The CMS config (generator/cms/, written to admin/config.yml by `npm run schemas`) offers every field of
 * every zod schema, nested at any depth, in every collection that uses the schema, with the schema's required flag,
 * pattern, choices and description; its patterns carry the build's own messages; it comes out the same every time.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { cmsConfig, cmsConfigText, readCmsInputs } from "../../../generator/cms/config.ts";
import { emptyAllowed } from "../../../generator/cms/fields.ts";
import { cmsSources } from "../../../generator/cms/sources.ts";
import { type CmsField, type CmsSchemaName, type CmsSource, cmsSchemas, rootListField } from "../../../generator/cms/types.ts";
import { validate } from "../../../generator/content/validate.ts";
import { parseYamlSource } from "../../../generator/content/yaml-source.ts";
import { root } from "../../helpers/content-fixture.ts";

type Json = Record<string, unknown> & { properties?: Record<string, Json>; required?: string[]; items?: Json | Json[] };
type Collection = { name: string; fields?: CmsField[]; files?: { name: string; fields: CmsField[] }[] };

const inputs = readCmsInputs(root);
const defaultLang = inputs.languages[0]!.code;
const translationKeys = ["translationOf", "sourceHash"];
// The JSON Schema content/.schemas/ holds (scripts/content-schemas.ts makes it the same way).
const jsonOf = (name: CmsSchemaName) => z.toJSONSchema(cmsSchemas[name], { target: "draft-7", io: "input" }) as Json;

/** What a collection's (or a file's) fields must show: its schema's object, or the member of a union it edits. */
function expectedObject(schema: CmsSchemaName, template?: string): Json {
  const json = jsonOf(schema);
  if (template !== undefined) return ((json.oneOf ?? json.anyOf) as Json[]).find((m) => m.properties?.template?.const === template)!;
  if (json.type === "array") return { properties: { [rootListField]: json }, required: [rootListField] };
  return json;
}

/**
 * Every difference between a schema node's fields and a config's fields, as `where: what` lines: a field missing,
 * or with the wrong required flag, pattern, choices or hint. Lists of objects, of kinds and of scalars are followed.
 */
function differences(node: Json, fields: CmsField[] | undefined, at: string, lang: string | null, inOptionalObject = false): string[] {
  const found: string[] = [];
  const required = new Set(node.required ?? []);
  for (const [key, raw] of Object.entries(node.properties ?? {})) {
    const where = `${at}.${key}`;
    // Translation fields belong to translations only (the build refuses them in the default language's files).
    if (lang === defaultLang && translationKeys.includes(key) && !required.has(key)) continue;
    const field = fields?.find((f) => f.name === key);
    if (!field) {
      found.push(`${where}: missing`);
      continue;
    }
    const choices = (raw.anyOf ?? raw.oneOf) as Json[] | undefined;
    const nullable = choices?.some((c) => c.type === "null") ?? false;
    const value = nullable ? { ...choices!.find((c) => c.type !== "null")!, description: raw.description } : raw;
    // Inside an optional object nothing is required (Decap would require it even when the object is absent).
    // …and a text the schema accepts empty is not required either (Decap's "required" means "not empty").
    const mustBe =
      !inOptionalObject &&
      ((required.has(key) && !nullable && !emptyAllowed(value)) || (lang !== null && lang !== defaultLang && translationKeys.includes(key)));
    if ((field.required !== false) !== mustBe) found.push(`${where}: required should be ${mustBe}`);
    if (typeof value.description === "string" && !field.hint?.startsWith(value.description)) found.push(`${where}: hint`);
    if (typeof value.pattern === "string" && field.widget !== "relation" && field.pattern?.[0] !== value.pattern) found.push(`${where}: pattern`);
    if (field.pattern && /not written the right way/.test(field.pattern[1])) found.push(`${where}: the pattern has no message of its own`);
    const options = Array.isArray(value.enum)
      ? value.enum
      : value.const !== undefined && typeof value.const !== "boolean"
        ? [value.const]
        : (value.anyOf as Json[] | undefined)?.every((c) => c.const !== undefined)
          ? (value.anyOf as Json[]).map((c) => c.const)
          : undefined;
    if (options && JSON.stringify(field.options) !== JSON.stringify(options)) found.push(`${where}: options`);
    if (value.properties) found.push(...differences(value, field.fields, where, null, !mustBe));
    const items = value.items;
    if (items && !Array.isArray(items)) {
      const kinds = (items.oneOf ?? items.anyOf) as Json[] | undefined;
      if (kinds && field.typeKey) {
        for (const kind of kinds) {
          const name = (kind.properties?.[field.typeKey]?.const ?? "") as string;
          const type = field.types?.find((t) => t.name === name);
          if (!type) found.push(`${where}: kind ${name} missing`);
          else found.push(...differences({ ...kind, properties: omit(kind.properties!, field.typeKey) }, type.fields, `${where}.${name}`, null));
        }
      } else if (kinds) {
        // Shapes nothing tells apart: each field of each shape, required only when every shape requires it.
        const merged = Object.assign({}, ...kinds.map((k) => k.properties)) as Record<string, Json>;
        const all = Object.keys(merged).filter((k) => kinds.every((kind) => kind.required?.includes(k)));
        found.push(...differences({ properties: merged, required: all }, field.fields, where, null));
      } else if (items.properties) found.push(...differences(items, field.fields, where, null));
      else if (field.widget === "list" && !field.field) found.push(`${where}: a list without its item field`);
    }
  }
  return found;
}

const omit = (o: Record<string, Json>, key: string) => Object.fromEntries(Object.entries(o).filter(([k]) => k !== key));

/** Every difference between the schemas and a config object, over every collection the sources name. */
function checkConfig(config: Record<string, unknown>): string[] {
  const collections = config.collections as Collection[];
  const found: string[] = [];
  for (const [name, source] of Object.entries(cmsSources(inputs.languages)) as [string, CmsSource][]) {
    const collection = collections.find((c) => c.name === name);
    if (!collection) {
      found.push(`${name}: collection missing`);
      continue;
    }
    if (source.kind === "folder") found.push(...differences(expectedObject(source.schema, source.template), collection.fields, name, source.lang));
    else
      for (const [fileName, f] of Object.entries(source.files)) {
        const file = collection.files?.find((x) => x.name === fileName);
        if (!file) found.push(`${name}/${fileName}: file missing`);
        else found.push(...differences(expectedObject(f.schema), file.fields, `${name}/${fileName}`, f.lang));
      }
  }
  return found;
}

const fieldAt = (fields: CmsField[] | undefined, name: string) => fields?.find((f) => f.name === name);

describe("the CMS config", () => {
  it("offers every field of every schema, nested, with its required flag, pattern, choices and hint, in every collection that uses it", () => {
    expect(checkConfig(cmsConfig(inputs))).toEqual([]);
  });

  it("reports a field missing from the config (planted: the card's title, deep in a section of the pages collection)", () => {
    const config = cmsConfig(inputs);
    const pages = (config.collections as Collection[]).find((c) => c.name === "pages")!;
    const cards = fieldAt(pages.fields, "sections")!.types!.find((t) => t.name === "cards")!;
    const items = fieldAt(cards.fields, "items")!;
    items.fields = items.fields!.filter((f) => f.name !== "title");
    expect(checkConfig(config)).toEqual(["pages.sections.cards.items.title: missing"]);
  });

  it("reports a wrong required flag and a lost hint (planted in site.yaml's phone)", () => {
    const config = cmsConfig(inputs);
    const site = (config.collections as Collection[]).find((c) => c.name === "settings")!.files!.find((f) => f.name === "site")!;
    const phone = fieldAt(site.fields, "phone")!;
    phone.required = false;
    delete phone.hint;
    expect(checkConfig(config)).toEqual(["settings/site.phone: required should be true", "settings/site.phone: hint"]);
  });

  it("is the same text each time it is made (tests/content/schemas.test.ts compares it with admin/config.yml)", () => {
    expect(cmsConfigText(readCmsInputs(root))).toBe(cmsConfigText(inputs));
  });

  it("gives the phone pattern the message the build prints for a bad phone", () => {
    const file = "content/site.yaml";
    const text = readFileSync(path.join(root, file), "utf8").replace(/^phone: .*$/m, 'phone: "336 555 01"');
    const { source } = parseYamlSource(text, file);
    const { problems } = validate(cmsSchemas.site, source!);
    const buildMessage = problems.find((p) => p.field === "phone")?.message;
    expect(buildMessage).toMatch(/phone/);
    const site = (cmsConfig(inputs).collections as Collection[]).find((c) => c.name === "settings")!.files!.find((f) => f.name === "site")!;
    expect(fieldAt(site.fields, "phone")!.pattern![1]).toBe(buildMessage!.replace(/\.$/, "")); // Decap adds the full stop
  });

  it("lets a city's county be picked only from the county pages, so a new county needs no new config", () => {
    const cities = (cmsConfig(inputs).collections as Collection[]).find((c) => c.name === "cities")!;
    expect(fieldAt(cities.fields, "county")).toMatchObject({ widget: "relation", collection: "counties", value_field: "{{slug}}" });
  });

  it("names no file of the page and data folders, so adding a county, city, bond or page file leaves it current", () => {
    const files = Object.values(cmsSources(inputs.languages)).flatMap((s) => (s.kind === "files" ? Object.values(s.files).map((f) => f.file) : []));
    const folders = Object.values(cmsSources(inputs.languages)).flatMap((s) => (s.kind === "folder" ? [s.folder] : []));
    expect(files.filter((f) => folders.includes(path.posix.dirname(f)) && !f.endsWith("/404.md"))).toEqual([]);
  });

  it("#44 L3: puts Settings and data (the phone, address, reviews) at the top of the sidebar, where Decap opens first", () => {
    const names = (cmsConfig(inputs).collections as Collection[]).map((c) => c.name);
    expect(names[0]).toBe("settings");
    expect(names.filter((n) => n !== "settings")).toEqual(Object.keys(cmsSources(inputs.languages)).filter((n) => n !== "settings"));
  });

  it("#44 L7: names one item of a list of objects in the singular, so Decap says “1 section”, not “1 sections”", () => {
    const pages = (cmsConfig(inputs).collections as Collection[]).find((c) => c.name === "pages")!;
    expect(fieldAt(pages.fields, "sections")).toMatchObject({ label: "Sections", label_singular: "Section" });
  });
});
