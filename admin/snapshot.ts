/**
 * The content folder as the web editor's preview reads it: every file's text, held in memory and swapped per entry.
 * The build writes it to dist/admin/content.json (generator/cms/admin-site.ts); `npm run cms` serves it fresh from disk.
 */
import type { ContentSnapshot } from "../generator/cms/admin-site.ts";

/** Where the preview's content folder is mounted in the virtual file system. */
export const contentRoot = "/content";

let snapshot: ContentSnapshot = { files: {}, dates: {} };

/** Mounts a snapshot: from now on, the shims of node:fs and lastmod read it. */
export function mount(next: ContentSnapshot): void {
  snapshot = next;
}

/** The mounted snapshot. */
export function mounted(): ContentSnapshot {
  return snapshot;
}

/** The snapshot with one file's text replaced (a file being edited), or removed when `text` is undefined. */
export function withFile(base: ContentSnapshot, rel: string, text: string | undefined): ContentSnapshot {
  const files = { ...base.files };
  if (text === undefined) delete files[rel];
  else files[rel] = text;
  return { ...base, files };
}
