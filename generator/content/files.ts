/**
 * One in-memory copy of content/ per build. The build's plan reads every file of the folder once (it hashes them to
 * know whether anything changed); while the build runs (`withContentFiles`), every reader of content files asks here
 * and gets that copy, so a file is read from disk once and every check sees the same text, even if an editor saves
 * during the build. Outside a build (the dev server, the web editor, the scripts) the same functions read the disk.
 * Only node: built-ins here: the CLI's fast path loads this module. The editor's preview bundles it with admin/shims/fs.ts.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** Every file of a content folder, by its path relative to it ("counties/wake-county.md"), with its text. */
export interface ContentFiles {
  dir: string;
  files: Map<string, string>;
  made?: Map<string, unknown>; // what `perBuild` made from this copy
}

/** Reads every file under `dir` (dot folders such as .schemas too: they are what the editor is made from), sorted. */
export function readContentFiles(dir: string): ContentFiles {
  const files = new Map<string, string>();
  const walk = (rel: string) => {
    const full = rel ? path.join(dir, rel) : dir;
    for (const entry of readdirSync(full, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(child);
      else files.set(child, readFileSync(path.join(dir, child), "utf8"));
    }
  };
  if (existsSync(dir)) walk("");
  return { dir: path.resolve(dir), files };
}

const open = new Map<string, ContentFiles>();

/** Runs `build` with `content` as the only source of its folder's files; it is released when `build` settles. */
export async function withContentFiles<T>(content: ContentFiles, build: () => Promise<T>): Promise<T> {
  open.set(content.dir, content);
  try {
    return await build();
  } finally {
    if (open.get(content.dir) === content) open.delete(content.dir);
  }
}

const copyOf = (contentDir: string) => (open.size === 0 ? undefined : open.get(path.resolve(contentDir)));

/**
 * `make()` once per build of `contentDir` under `key` (what git says of the folder, which the loader, the sitemap and
 * the editor's snapshot all ask for); outside a build, every time.
 */
export function perBuild<T>(contentDir: string, key: string, make: () => T): T {
  const copy = copyOf(contentDir);
  if (!copy) return make();
  copy.made ??= new Map();
  if (!copy.made.has(key)) copy.made.set(key, make());
  return copy.made.get(key) as T;
}

/** The text of `rel` in `contentDir`. */
export function contentText(contentDir: string, rel: string): string {
  const text = copyOf(contentDir)?.files.get(rel);
  return text ?? readFileSync(path.join(contentDir, rel), "utf8");
}

/** Whether `rel` (a file or a folder) is in `contentDir`. */
export function contentHas(contentDir: string, rel: string): boolean {
  const copy = copyOf(contentDir);
  if (!copy) return existsSync(path.join(contentDir, rel));
  const prefix = `${rel.replace(/\/$/, "")}/`;
  return copy.files.has(rel) || [...copy.files.keys()].some((f) => f.startsWith(prefix));
}

/** The names in the folder `rel` of `contentDir` (its files and folders), sorted; none when there is no such folder. */
export function contentNames(contentDir: string, rel: string): string[] {
  const copy = copyOf(contentDir);
  if (!copy) {
    const dir = path.join(contentDir, rel);
    return existsSync(dir) ? readdirSync(dir).sort() : [];
  }
  const prefix = rel === "" || rel === "." ? "" : `${rel.replace(/\/$/, "")}/`;
  const names = new Set<string>();
  for (const file of copy.files.keys()) if (file.startsWith(prefix)) names.add(file.slice(prefix.length).split("/")[0]!);
  return [...names].sort();
}

/** Every file of `contentDir`, relative to it, sorted. */
export function contentFileList(contentDir: string): string[] {
  const copy = copyOf(contentDir);
  return copy ? [...copy.files.keys()] : [...readContentFiles(contentDir).files.keys()];
}
