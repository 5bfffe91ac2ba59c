/**
 * A build problem's field as the form labels it: `faq.1.items.4.question` becomes "Question, in item 5 of Questions
 * (item 2 of FAQ)", and reviews.yaml's `18.name` "Name, in item 19 of Reviews", in the editor's words (content/messages, `field.*`), from the (translated) config the form is drawn from. A path the config does not
 * know stays as it is.
 */
import type { Words } from "./editor-words.ts";

/** The little of a config field this reads. */
export interface NamedField {
  label?: string;
  name: string;
  field?: NamedField;
  fields?: NamedField[];
  types?: NamedField[];
  typeKey?: string;
}

/** The label of the field at `path` (dot-separated names and list indexes from 0) among `fields`, or undefined. */
export function fieldName(fields: readonly NamedField[], path: string, words: Words, item?: Record<string, unknown>): string | undefined {
  const parts = path.split(".").filter((p) => p !== "");
  // A file that is one list (reviews.yaml, law.yaml): the build counts from the file, the form from its one list
  // field, whose data (formats.ts fromYaml) holds the file's items.
  const only = fields.length === 1 ? fields[0] : undefined;
  if (/^\d+$/.test(parts[0] ?? "") && only && (only.fields || only.types || only.field)) parts.unshift(only.name);
  // Each list passed through, innermost last: its label and the 1-based item.
  const lists: { label: string; n: number }[] = [];
  let level: readonly NamedField[] | undefined = fields;
  let leaf: NamedField | undefined;
  let data: unknown = item;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    const field: NamedField | undefined = level?.find((f) => f.name === part);
    if (!field) return undefined;
    leaf = field;
    data = (data as Record<string, unknown> | undefined)?.[part];
    const index = parts[i + 1];
    if (index !== undefined && /^\d+$/.test(index)) {
      i++;
      lists.push({ label: field.label ?? field.name, n: Number(index) + 1 });
      const entry = (data as unknown[] | undefined)?.[Number(index)] as Record<string, unknown> | undefined;
      data = entry;
      if (field.types) {
        const kind: unknown = entry?.[field.typeKey ?? "type"];
        level = field.types.find((t) => t.name === kind)?.fields ?? field.types.flatMap((t) => t.fields ?? []);
      } else level = field.fields ?? (field.field ? [field.field] : undefined);
      if (field.field && i === parts.length - 1) leaf = field.field;
    } else level = field.fields;
  }
  if (!leaf) return undefined;
  const label = leaf.label ?? leaf.name;
  const inner = lists.at(-1);
  if (!inner) return label;
  // "Intro 4 of the section Sections" read as a fourth intro: the item is named as the form shows it, counted from 1.
  const w = {
    item: (n: number, list: string) => words("field.item", { n, list }),
    in: (label: string, item: string) => words("field.in", { label, item }),
  };
  // The leaf is the list's own item (a line of a list of values) or a field of it.
  const head = inner.label === label ? w.item(inner.n, label) : w.in(label, w.item(inner.n, inner.label));
  const outer = lists.slice(0, -1).map((l) => w.item(l.n, l.label));
  return outer.length > 0 ? `${head} (${outer.reverse().join(", ")})` : head;
}

/** The label of the first field named `name` at any depth of `fields` (or of collections and their files). */
export function findLabel(
  fields: readonly (NamedField | { fields?: NamedField[]; files?: { fields: NamedField[] }[] })[],
  name: string,
): string | undefined {
  for (const f of fields) {
    if ("name" in f && f.name === name) return (f as NamedField).label;
    const inner = findLabel([...(f.fields ?? []), ...("files" in f ? (f.files ?? []) : [])], name);
    if (inner) return inner;
  }
  return undefined;
}
