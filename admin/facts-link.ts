/**
 * A county or city page shows facts kept in another file (its jail, sheriff and courts in data/counties/<name>.yaml):
 * the page's form has no field for them, so its preview points to the entry that has.
 */

/** The entry with the facts a page at `rel` shows, in the collection whose folder holds them, or undefined. */
export function factsEntryOf(
  rel: string,
  files: Record<string, string>,
  collections: readonly { name: string; label?: string; folder?: string }[],
): { collection: string; label: string; slug: string; file: string } | undefined {
  const [, kind, slug] = /^(?:[a-z]{2,3}\/)?(counties|cities)\/([^/]+)\.md$/.exec(rel) ?? [];
  if (!kind || !slug) return undefined;
  const file = `data/${kind}/${slug}.yaml`;
  const collection = collections.find((c) => c.folder === `content/data/${kind}`);
  if (!collection || files[file] === undefined) return undefined;
  return { collection: collection.name, label: collection.label ?? collection.name, slug, file };
}
