/**
 * What a save keeps of a YAML file's own ways besides its comments (admin/formats.ts): a new list item is quoted as
 * its siblings are, goes where the list's order says, and a placeholder's comment goes once its value is replaced.
 */
import { type Document, isMap, isNode, isScalar, isSeq, type Node, Pair, Scalar, type YAMLMap, type YAMLSeq } from "yaml";

/**
 * A placeholder's comment: one on a key's own line (after the value, or after `key:` above a nested map) that starts
 * with "placeholder", as content/site.yaml marks the values `build --strict` refuses
 * (`phone: 336-555-0142 # placeholder: a reserved fictional number`).
 */
const placeholderComment = /^\s*placeholder\b/i;

/**
 * `node` (a key's value) without its placeholder comment, once `before` (its value as the file had it) changed. True
 * for a nested map's comment on its key's line (`geo: # placeholder: …`, the map's commentBefore), which the caller
 * takes out of the written text: the YAML writer would move it below the key.
 */
export function dropPlaceholderComment(node: unknown, before: unknown): boolean {
  if (!isScalar(node) && !isMap(node) && !isSeq(node)) return false;
  if (JSON.stringify(node.toJSON()) === JSON.stringify(before)) return false;
  if (isScalar(node) && placeholderComment.test(node.comment ?? "")) node.comment = undefined;
  return !isScalar(node) && placeholderComment.test(node.commentBefore ?? "");
}

const sourceComment = /^\s*source:\s*(.*)$/is;

/**
 * A value changed in the editor whose line names its source (`phone: "919-245-2900" # source: https://…`): the source
 * vouched for the old value, not the one typed, so the note says that the value was changed in the editor on `day`
 * and needs a source, keeping where the old one came from, until someone records the new one.
 */
export function unvouchSource(node: unknown, before: unknown, day: string): void {
  if (!isScalar(node) || JSON.stringify(node.toJSON()) === JSON.stringify(before)) return;
  const source = sourceComment.exec(node.comment ?? "");
  if (source) node.comment = ` changed in the editor on ${day}; needs a source (the value before it came from ${source[1]!.trim()})`;
}

/** `node`, a new item, written the way `sibling`, an item already in the list, is: its quoting, block and flow styles. */
export function styleLike(node: unknown, sibling: unknown): void {
  if (isScalar(node) && isScalar(sibling)) {
    if (typeof node.value === "string" && typeof sibling.value === "string" && sibling.type !== Scalar.PLAIN) node.type = sibling.type;
  } else if (isMap(node) && isMap(sibling)) {
    for (const pair of node.items) {
      const like = sibling.items.find((p) => isScalar(p.key) && isScalar(pair.key) && p.key.value === pair.key.value);
      if (like) styleLike(pair.value, like.value);
    }
  } else if (isSeq(node) && isSeq(sibling)) {
    node.flow = sibling.flow;
    const first = sibling.items[0];
    for (const item of node.items) styleLike(item, first);
  }
}

const dateOf = (item: unknown) => (item && typeof item === "object" && "date" in item ? Date.parse(String(item.date)) : Number.NaN);

/**
 * Where the items added at the end of `seq` (from `added` on) belong: by date when every item has a date the
 * browser can read and the list is in date order, else at the top of a list whose comments say it is "newest
 * first" (content/data/reviews.yaml), else where the editor put them.
 */
export function placeAdded(doc: Document, seq: YAMLSeq, added: number): void {
  const old = seq.items.slice(0, added);
  const fresh = seq.items.slice(added);
  if (fresh.length === 0 || old.length === 0) return;
  const dates = old.map((n) => dateOf((n as Node).toJSON()));
  const newestFirst = dates.every((d, i) => !Number.isNaN(d) && (i === 0 || d <= dates[i - 1]!));
  if (newestFirst && fresh.every((n) => !Number.isNaN(dateOf((n as Node).toJSON())))) {
    const items = [...old];
    for (const n of fresh) {
      const d = dateOf((n as Node).toJSON());
      const at = items.findIndex((o) => dateOf((o as Node).toJSON()) < d);
      items.splice(at === -1 ? items.length : at, 0, n);
    }
    seq.items = items;
  } else if (/newest first/i.test([doc.commentBefore, seq.commentBefore, (old[0] as Node).commentBefore].join("\n"))) {
    seq.items = [...fresh, ...old];
  }
  keepHead(seq, old[0]);
}

/** The file's head comment, which the YAML parser hangs on the first item, stays at the head when `first` moved down. */
export function keepHead(seq: YAMLSeq, first: unknown): void {
  const now = seq.items[0] as Node | undefined;
  if (!now || now === first || !isNode(first) || !first.commentBefore) return;
  now.commentBefore = first.commentBefore;
  first.commentBefore = undefined;
}

/** A value with its keys in order, to compare an item of the form with one of the file. */
const canonical = (v: unknown): string =>
  JSON.stringify(v, (_, x: unknown) =>
    x && typeof x === "object" && !Array.isArray(x) ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => a.localeCompare(b))) : x,
  );

/**
 * Where the form's list `value` has new items inserted among the file's `items`, all others unchanged and in order;
 * undefined when the items are not just the file's with some added.
 */
export function insertedAt(items: unknown[], value: unknown[]): number | undefined {
  const added = value.length - items.length;
  if (added <= 0) return undefined;
  const same = (i: number, j: number) => isNode(items[i]) && canonical(items[i].toJSON()) === canonical(value[j]);
  let at = 0;
  while (at < items.length && same(at, at)) at++;
  if (at === items.length) return undefined; // added at the end: placeAdded decides
  for (let i = at; i < items.length; i++) if (!same(i, i + added)) return undefined;
  return at;
}

/**
 * A key the editor adds to `map`, where a note stood in for it: a comment line `# <key>: (none yet) …` (law.yaml's
 * `# reread: (none yet) …` until someone reads the official text). The note said the value was missing; the key
 * takes its place and the note goes, the other comment lines beside it staying. Without such a note the key goes at
 * the end of the map. True when a note was replaced.
 */
export function addInPlaceOfNote(map: YAMLMap, key: string, value: Node): boolean {
  const note = new RegExp(`^\\s*${key.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}:\\s*\\(none yet\\)`);
  const at = map.items.findIndex((p) => isNode(p.key) && (p.key.commentBefore ?? "").split("\n").some((l) => note.test(l)));
  if (at === -1) {
    map.set(key, value);
    return false;
  }
  const holder = map.items[at]!.key as Node;
  const lines = holder.commentBefore!.split("\n");
  const i = lines.findIndex((l) => note.test(l));
  // The lines above the note stay above the new key; those below it stay with the key they were above.
  const above = lines.slice(0, i).join("\n");
  const below = lines.slice(i + 1).join("\n");
  holder.commentBefore = below === "" ? undefined : below;
  const pair = new Pair(new Scalar(key), value);
  if (above !== "") (pair.key as Node).commentBefore = above;
  map.items.splice(at, 0, pair);
  return true;
}
