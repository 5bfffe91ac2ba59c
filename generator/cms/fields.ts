/**
 * The CMS's fields, from the JSON Schema of each zod schema: the same `z.toJSONSchema` the editor schemas of
 * content/.schemas/ use, so the two agree; each pattern carries the build's own message for a value that breaks it
 * (content/zod-messages.ts).
 */
import { type core, z } from "zod";
import { explainIssue } from "../content/zod-messages.ts";
import type { CmsField, Json } from "./types.ts";

/** Strings this long or longer are edited in a multi-line box (`text`) rather than one line (`string`). */
const multiLineFrom = 200;

const messageKey = "x-cms-message";

/**
 * The build's message for a value that breaks a string's pattern or format: `validate()` turns the zod issue into it
 * with explainIssue. Found by parsing values no pattern of ours accepts.
 */
function patternMessage(schema: core.$ZodType): string | undefined {
  for (const bad of ["\u0000", "", " "]) {
    const result = z.safeParse(schema, bad, { reportInput: true });
    const issue = result.error?.issues.find((i) => i.code === "invalid_format");
    if (issue) return explainIssue(issue).message;
  }
  return undefined;
}

/** The JSON Schema of `schema` (as content/.schemas/ has it), each pattern with the build's message beside it. */
export function jsonSchemaOf(schema: z.ZodType): Json {
  return z.toJSONSchema(schema, {
    target: "draft-7",
    io: "input",
    override: (ctx) => {
      if (typeof ctx.jsonSchema.pattern === "string") {
        const message = patternMessage(ctx.zodSchema);
        if (message) (ctx.jsonSchema as Record<string, unknown>)[messageKey] = message;
      }
    },
  }) as Json;
}

const acronyms: Record<string, string> = { url: "URL", id: "ID", faq: "FAQ", cta: "CTA" };

// Field names whose words are the build's rather than the office's.
const namedLabels: Record<string, string> = {
  sourceHash: "English version it matches",
  translationOf: "English page it translates",
  lang: "Language",
  open24x7: "Open 24 hours, 7 days a week",
  hreflang: "Language code",
  ogLocale: "Language and country code",
};

/** `postalCode` → "Postal code", `payNowUrl` → "Pay now URL". */
export function labelOf(key: string): string {
  if (namedLabels[key]) return namedLabels[key];
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .split(/[\s_-]+/)
    .map((w) => acronyms[w.toLowerCase()] ?? w.toLowerCase());
  const first = words[0] ?? key;
  return [first === first.toUpperCase() ? first : first.charAt(0).toUpperCase() + first.slice(1), ...words.slice(1)].join(" ");
}

// A county's file name without .md: such a field names a county page, so it is picked from the counties collection.
const countyFileName = /^[a-z]+(-[a-z]+)*-county$/.source;
const countyRelation = { collection: "counties", value_field: "{{slug}}", search_fields: ["label"], display_fields: ["label"] };

/** Drops `null` from a nullable value's choices: the field is then optional in the form. */
function nonNull(node: Json): { node: Json; nullable: boolean } {
  const choices = node.anyOf ?? node.oneOf;
  if (choices?.some((c) => c.type === "null")) {
    const rest = choices.filter((c) => c.type !== "null");
    if (rest.length === 1) return { node: { ...rest[0]!, description: node.description ?? rest[0]!.description }, nullable: true };
  }
  return { node, nullable: false };
}

/** Number bounds, leaving out the ones zod adds for any whole number (the safe-integer range). */
function bounds(node: Json, low: string, high: string): { min?: number; max?: number } {
  const safe = Number.MAX_SAFE_INTEGER;
  const min = node[low];
  const max = node[high];
  return {
    ...(typeof min === "number" && Math.abs(min) < safe ? { min } : {}),
    ...(typeof max === "number" && Math.abs(max) < safe ? { max } : {}),
  };
}

/** One field: its widget and options from the JSON Schema node, nested at any depth. */
export function fieldOf(name: string, source: Json, required: boolean): CmsField {
  const { node, nullable } = nonNull(source);
  const head: CmsField = {
    label: labelOf(name),
    name,
    widget: "string",
    ...(required && !nullable && !emptyAllowed(node) ? {} : { required: false as const }),
    ...(required ? {} : { omit_empty: true as const }),
    ...(typeof node.description === "string" ? { hint: node.description } : {}),
  };
  const withDefault = (f: CmsField): CmsField => ("default" in node ? { ...f, default: node.default } : f);
  const choices = node.anyOf ?? node.oneOf;

  if (node.const !== undefined) {
    if (typeof node.const === "boolean") return withDefault({ ...head, widget: "boolean" });
    return { ...head, widget: "select", options: [node.const as string | number], default: node.const };
  }
  if (Array.isArray(node.enum)) return withDefault({ ...head, widget: "select", options: node.enum as (string | number)[] });
  if (choices?.every((c) => c.const !== undefined))
    return withDefault({ ...head, widget: "select", options: choices.map((c) => c.const as string | number) });

  switch (node.type) {
    case "string": {
      const message = node[messageKey];
      const pattern: Partial<CmsField> =
        typeof node.pattern === "string"
          ? // Decap shows "<Label> didn't match the pattern: <message>." and adds the full stop itself.
            { pattern: [node.pattern, typeof message === "string" ? message.replace(/\.$/, "") : "This value is not written the right way"] }
          : {};
      if (node.pattern === countyFileName) return withDefault({ ...head, widget: "relation", ...countyRelation, ...pattern });
      const long = typeof node.maxLength === "number" && node.maxLength >= multiLineFrom;
      return withDefault({ ...head, widget: long ? "text" : "string", ...pattern });
    }
    // Decap checks min and max on an empty number too, so a field that may be null (`upTo: null`) has none here.
    case "integer":
      return withDefault({ ...head, widget: "number", value_type: "int", ...(nullable ? {} : bounds(node, "minimum", "maximum")) });
    case "number":
      return withDefault({ ...head, widget: "number", value_type: "float", ...(nullable ? {} : bounds(node, "minimum", "maximum")) });
    case "boolean":
      // Decap shows an untouched switch as off but writes nothing: a new list item would lack a required flag.
      return withDefault({ ...head, widget: "boolean", ...(required && !nullable ? { default: false } : {}) });
    case "array":
      return withDefault(listOf(head, node));
    case "object":
      // Decap checks the required fields of an object even when the object itself is optional and absent (a page
      // without a heroImage could not be saved), so inside an optional object nothing is required; the build's own
      // check, which the editor runs before saving (admin/main.ts), still refuses an image without its alt text.
      if (node.properties)
        return withDefault({ ...head, widget: "object", fields: required && !nullable ? fieldsOf(node) : fieldsOf(node).map(optional) });
      // A map with free keys (a law's `says`): Decap has no widget for it, so the form keeps it as it is.
      return { ...head, widget: "hidden" };
  }
  throw new Error(`cms-config: no widget for the JSON Schema of field ${name}: ${JSON.stringify(node).slice(0, 200)}`);
}

/**
 * Whether the schema accepts an empty string here (a placeholder like `formId: ""`). Decap's "required" means "not
 * empty", so such a field is not required in the form.
 */
export function emptyAllowed(node: Json): boolean {
  if (node.type !== "string") return false;
  if (typeof node.minLength === "number" && node.minLength > 0) return false;
  return typeof node.pattern !== "string" || new RegExp(node.pattern).test("");
}

/** `field` and, if it is an object, its fields at any depth, not required. */
function optional(field: CmsField): CmsField {
  return { ...field, required: false, ...(field.widget === "object" && field.fields ? { fields: field.fields.map(optional) } : {}) };
}

/** A list: of scalars (`field`), of objects (`fields`), of objects of several kinds (`types`), or a fixed-length tuple. */
function listOf(head: CmsField, node: Json): CmsField {
  const items = node.items;
  const size = bounds(node, "minItems", "maxItems");
  if (Array.isArray(items)) {
    // A pair such as [low, high]: exactly that many values of the first one's kind, none to add or remove; the item's
    // label says which is which, since Decap labels every item of a list alike.
    const item = { ...fieldOf("value", items[0]!, true), label: items.length === 2 ? "From, then to" : "Value" };
    return { ...head, widget: "list", min: items.length, max: items.length, allow_add: false, allow_remove: false, field: item };
  }
  if (!items) throw new Error(`cms-config: the list ${head.name} has no item schema`);
  const kinds = items.oneOf ?? items.anyOf;
  if (kinds?.every((k) => k.type === "object" && k.properties)) {
    const key = Object.keys(kinds[0]!.properties!).find((k) => kinds.every((kind) => typeof kind.properties![k]?.const === "string"));
    if (key)
      return {
        ...head,
        ...oneOf(head.label),
        widget: "list",
        ...size,
        typeKey: key,
        types: kinds.map((kind) => {
          const value = kind.properties![key]!.const as string;
          const { [key]: _discriminator, ...rest } = kind.properties!;
          return {
            label: labelOf(value),
            name: value,
            widget: "object",
            ...(typeof kind.properties![key]!.description === "string" ? { hint: kind.properties![key]!.description as string } : {}),
            // A collapsed section shows its heading rather than its kind ("Cards").
            ...(rest.heading ? { summary: "{{fields.heading}}" } : {}),
            fields: fieldsOf({ ...kind, properties: rest }),
          };
        }),
      };
    // Shapes with no field that tells them apart (a header link or the Counties menu): every field of any of them,
    // each required only when every shape requires it.
    const merged: Record<string, Json> = {};
    for (const kind of kinds) Object.assign(merged, kind.properties);
    const required = Object.keys(merged).filter((k) => kinds.every((kind) => kind.required?.includes(k)));
    return { ...head, widget: "list", ...size, fields: fieldsOf({ properties: merged, required }) };
  }
  if (items.type === "object" && items.properties) {
    // A category's `items` are its questions: the form (and a problem's field name) says so.
    const label = "question" in items.properties ? "Questions" : head.label;
    // A newest-first list (the reviews) gets its new item at the top of the file (admin/yaml-style.ts placeAdded); the
    // form adds it there too, so the item the build names by its place is the one the form shows there.
    const top = /newest first/i.test(head.hint ?? "") ? { add_to_top: true as const } : {};
    return { ...head, label, ...oneOf(label), widget: "list", ...top, ...size, fields: fieldsOf(items) };
  }
  const field = fieldOf(singular(head.name), items, true);
  if (field.widget === "relation") {
    const { pattern: _pattern, required: _required, hint: _hint, label: _label, name: _name, widget: _widget, ...relation } = field;
    return { ...head, widget: "relation", ...relation, multiple: true, ...size };
  }
  return { ...head, widget: "list", ...size, field };
}

/**
 * The label of one item of a list of objects, for Decap's "1 section" and "Add section" (it says "1 sections"
 * with the list's label): "Sections" → "Section". A label that is no plural is left to Decap.
 */
function oneOf(label: string | undefined): { label_singular?: string } {
  if (!label || !/[^s]s$/.test(label)) return {};
  return { label_singular: label.endsWith("ies") ? `${label.slice(0, -3)}y` : label.slice(0, -1) };
}

/** The name of one item of a list field, for its label: `towns` → `town`. */
function singular(name: string): string {
  return name.endsWith("ies") ? `${name.slice(0, -3)}y` : name.endsWith("s") ? name.slice(0, -1) : `${name} item`;
}

/** The fields of an object node, in the schema's order. */
export function fieldsOf(node: Json): CmsField[] {
  const required = new Set(node.required ?? []);
  return Object.entries(node.properties ?? {}).map(([key, value]) => fieldOf(key, value, required.has(key)));
}
