/**
 * How the web editor reads and writes content files. Decap's own YAML writer drops every comment and reorders keys;
 * these keep the file as it was and change only what the editor changed: the new values are merged into the file's
 * own YAML document (comments, key order, quoting and flow lists kept), and a new key goes at the end of its map.
 */

import { type Document, isMap, isScalar, isSeq, type Node, type Pair, parseDocument } from "yaml";
import { rootListField } from "../generator/cms-config.ts";
import { splitFrontMatter } from "../generator/content/markdown.ts";
import { carryOver } from "./diff.ts";

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
export function toYaml(data: EntryData, original = ""): string {
  const doc = parseDocument(original);
  doc.contents = merge(doc, doc.contents, isSeq(doc.contents) ? data[listField] : data) as typeof doc.contents;
  const changed = doc.toString(written);
  if (original === "") return changed;
  const rewritten = parseDocument(original).toString(written);
  return rewritten === original ? changed : (carryOver(original, rewritten, changed) ?? changed);
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

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const isEmpty = (v: unknown) => v === undefined || v === null || v === "" || (Array.isArray(v) && v.length === 0);
const keyOf = (pair: Pair) => (isScalar(pair.key) ? String(pair.key.value) : String(pair.key));

/** `node` changed to hold `value`, keeping what can be kept; a new node where the shapes differ. */
function merge(doc: Document, node: unknown, value: unknown): unknown {
  if (isMap(node) && isRecord(value)) {
    node.items = node.items.filter((pair) => value[keyOf(pair)] !== undefined);
    for (const [key, v] of Object.entries(value)) {
      const pair = node.items.find((p) => keyOf(p) === key);
      if (pair) pair.value = merge(doc, pair.value, v) as Node;
      else if (!isEmpty(v)) node.set(key, doc.createNode(v)); // an empty field the editor left alone stays out
    }
    return node;
  }
  if (isSeq(node) && Array.isArray(value)) {
    node.items = value.map((v, i) => (i < node.items.length ? merge(doc, node.items[i], v) : doc.createNode(v)) as Node);
    return node;
  }
  if (isScalar(node) && !isRecord(value) && !Array.isArray(value)) {
    if (node.value !== value) node.value = value;
    return node;
  }
  return value === undefined ? node : doc.createNode(value);
}
