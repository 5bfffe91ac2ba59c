/**
 * How the web editor reads and writes content files. Decap's own YAML writer drops every comment and reorders keys;
 * these keep the file as it was and change only what the editor changed: the new values are merged into the file's
 * own YAML document (comments, key order, quoting and flow lists kept), and a new key goes at the end of its map.
 */

import { type Document, isMap, isScalar, isSeq, type Node, type Pair, parseDocument } from "yaml";
import { rootListField } from "../generator/cms/types.ts";
import { splitFrontMatter } from "../generator/content/markdown.ts";
import { carryOver } from "./diff.ts";
import { addInPlaceOfNote, dropPlaceholderComment, insertedAt, keepHead, placeAdded, styleLike, unvouchSource } from "./yaml-style.ts";

/** Decap's entry data: the YAML's fields, and a Markdown file's body under `body`. */
export type EntryData = Record<string, unknown>;

// No folding of long lines, and flow lists as the content files write them ([a, b]).
const written = { lineWidth: 0, flowCollectionPadding: false } as const;

/**
 * Decap edits an object's fields; a file that is one list (reviews.yaml, glossary.yaml) is edited as the one field
 * the config gives it, and written back as the list it was.
 */
export const listField = rootListField;

export function fromYaml(text: string): EntryData {
  const data = parseDocument(text).toJS() as unknown;
  if (Array.isArray(data)) return { [listField]: data };
  return data && typeof data === "object" ? (data as EntryData) : {};
}

/**
 * `data` as YAML: `original`'s document with the changes merged in, or new YAML when there is no original. Where the
 * YAML writer would format an unchanged line its own way (a comment after a key moves below it), the line stays as
 * it was in `original`.
 */
export function toYaml(data: EntryData, original = "", day = new Date().toISOString().slice(0, 10)): string {
  const doc = parseDocument(original);
  const replaced: Path[] = []; // maps whose placeholder comment, on their key's line, goes
  doc.contents = merge(doc, doc.contents, isSeq(doc.contents) ? data[listField] : data, [], replaced, day) as typeof doc.contents;
  const changed = doc.toString(written);
  if (original === "") return changed;
  const rewritten = parseDocument(original).toString(written);
  return withoutKeyComments(rewritten === original ? changed : (carryOver(original, rewritten, changed) ?? changed), replaced);
}

export function fromMarkdown(text: string): EntryData {
  const { yaml, body } = splitFrontMatter(text);
  return { ...fromYaml(yaml), body };
}

export function toMarkdown(data: EntryData, original = ""): string {
  const { body = "", ...fields } = data;
  const old = splitFrontMatter(original);
  if (old.head === "") return `---\n${toYaml(fields)}---\n${String(body)}`;
  const yamlStart = old.head.indexOf("\n") + 1;
  return `${old.head.slice(0, yamlStart)}${toYaml(fields, old.yaml)}${old.head.slice(yamlStart + old.yaml.length)}${String(body)}`;
}

type Path = (string | number)[];

/** `text` without the placeholder comment on the line of each key at `paths` (`geo: # placeholder: …`), or below it. */
function withoutKeyComments(text: string, paths: Path[]): string {
  if (paths.length === 0) return text;
  const doc = parseDocument(text);
  const lines = text.split("\n");
  for (const path of paths) {
    const parent = path.length > 1 ? doc.getIn(path.slice(0, -1), true) : doc.contents;
    const pair = isMap(parent) ? parent.items.find((p) => keyOf(p) === String(path.at(-1))) : undefined;
    const start = isScalar(pair?.key) ? pair.key.range?.[0] : undefined;
    if (start === undefined) continue;
    const line = text.slice(0, start).split("\n").length - 1;
    const own = lines[line]!.replace(placeholderOnKeyLine, "");
    if (own !== lines[line]) lines[line] = own;
    else if (/^\s*#\s*placeholder\b/i.test(lines[line + 1] ?? "")) lines.splice(line + 1, 1);
  }
  return lines.join("\n");
}
const placeholderOnKeyLine = /\s+#\s*placeholder\b.*$/i;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const isEmpty = (v: unknown) => v === undefined || v === null || v === "" || (Array.isArray(v) && v.length === 0);
const keyOf = (pair: Pair) => (isScalar(pair.key) ? String(pair.key.value) : String(pair.key));

/** `node` changed to hold `value`, keeping what can be kept; a new node where the shapes differ. */
function merge(doc: Document, node: unknown, value: unknown, at: Path, replaced: Path[], day: string): unknown {
  if (isMap(node) && isRecord(value)) {
    node.items = node.items.filter((pair) => value[keyOf(pair)] !== undefined);
    for (const [key, v] of Object.entries(value)) {
      const pair = node.items.find((p) => keyOf(p) === key);
      if (pair) {
        const before = (pair.value as Node | null)?.toJSON?.() as unknown;
        pair.value = merge(doc, pair.value, v, [...at, key], replaced, day) as Node;
        if (dropPlaceholderComment(pair.value, before)) replaced.push([...at, key]);
        unvouchSource(pair.value, before, day);
      } else if (!isEmpty(v)) addInPlaceOfNote(node, key, doc.createNode(v)); // an empty field the editor left alone stays out
    }
    return node;
  }
  if (isSeq(node) && Array.isArray(value)) {
    const old = node.items;
    const fresh = (v: unknown) => {
      const item = doc.createNode(v);
      styleLike(item, old[0]);
      return item;
    };
    const at0 = insertedAt(old, value);
    if (at0 === undefined) {
      node.items = value.map((v, i) => (i < old.length ? merge(doc, old[i], v, [...at, i], replaced, day) : fresh(v)) as Node);
      placeAdded(doc, node, old.length);
    } else {
      // Items added between the file's own ones (Decap's "add to top"): the file's items stay as they were.
      node.items = [...old.slice(0, at0), ...value.slice(at0, at0 + value.length - old.length).map(fresh), ...old.slice(at0)];
      keepHead(node, old[0]);
    }
    return node;
  }
  if (isScalar(node) && !isRecord(value) && !Array.isArray(value)) {
    if (node.value !== value) node.value = value;
    return node;
  }
  return value === undefined ? node : doc.createNode(value);
}

/** The little of a config field `withoutEmptied` reads. */
export interface FormField {
  name: string;
  widget?: string;
  omit_empty?: boolean;
  field?: FormField;
  fields?: FormField[];
  types?: FormField[];
  typeKey?: string;
}

/** Emptied, for a key the schema may leave out: "", null, [], or a switch turned off. */
const isOff = (field: FormField, value: unknown) => isEmpty(value) || (field.widget === "boolean" && value === false);

/**
 * `data` without the keys the person emptied or switched off where the schema lets the key be left out (the config
 * marks them `omit_empty`): the file then loses the line, as it would be written by hand. An empty value the file
 * already held (`before`) stays, so an untouched entry is written as it was.
 */
export function withoutEmptied(data: EntryData, fields: readonly FormField[] | undefined, before: unknown): EntryData {
  if (!fields) return data;
  const was = isRecord(before) ? before : {};
  const out: EntryData = { ...data };
  for (const field of fields) {
    const [value, old] = [out[field.name], was[field.name]];
    if (!(field.name in out)) continue;
    if (field.omit_empty && isOff(field, value) && JSON.stringify(value) !== JSON.stringify(old)) delete out[field.name];
    else if (isRecord(value) && field.fields) out[field.name] = withoutEmptied(value, field.fields, old);
    else if (Array.isArray(value) && (field.fields || field.types)) {
      const olds = Array.isArray(old) ? old : [];
      out[field.name] = value.map((item, i) => {
        if (!isRecord(item)) return item;
        const kind = field.types?.find((t) => t.name === item[field.typeKey ?? "type"]);
        return withoutEmptied(item, field.fields ?? kind?.fields, olds[i]);
      });
    }
  }
  return out;
}

/**
 * `data` with each map's keys in the order of the form's fields (keys the form does not know after them). Decap
 * builds a new list item from its defaults first (a review's `verified: false`) and then the fields in the order they
 * were typed; a new item is written in the data's order, so it is put in the form's, the order the file's other items
 * follow. Items already in the file keep their own order (toYaml merges into them).
 */
export function inFormOrder(data: EntryData, fields: readonly FormField[] | undefined): EntryData {
  if (!fields) return data;
  const out: EntryData = {};
  for (const field of fields) if (field.name in data) out[field.name] = ordered(data[field.name], field);
  for (const [key, value] of Object.entries(data)) if (!(key in out)) out[key] = value;
  return out;
}

function ordered(value: unknown, field: FormField): unknown {
  if (isRecord(value) && field.fields) return inFormOrder(value, field.fields);
  if (!Array.isArray(value) || !(field.fields || field.types)) return value;
  return value.map((item) => {
    if (!isRecord(item)) return item;
    const kind = field.types?.find((t) => t.name === item[field.typeKey ?? "type"]);
    const own = field.fields ?? kind?.fields;
    // A kind's own key (a section's `kind`) leads, as in the files.
    const head = field.types ? { [field.typeKey ?? "type"]: item[field.typeKey ?? "type"] } : {};
    return own ? { ...(kind ? head : {}), ...inFormOrder(item, own) } : item;
  });
}
