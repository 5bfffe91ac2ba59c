/**
 * node:fs for the preview in the browser: reads the mounted content snapshot (admin/snapshot.ts). Only what the
 * loader calls exists; anything else throws, so a new call shows up in the preview's first test, not as wrong output.
 */
import { contentRoot, mounted } from "../snapshot.ts";

const relOf = (p: string) => (p === contentRoot ? "" : p.startsWith(`${contentRoot}/`) ? p.slice(contentRoot.length + 1) : undefined);

function missing(p: string): Error {
  return Object.assign(new Error(`ENOENT: no such file or directory, '${p}'`), { code: "ENOENT" });
}

export function readFileSync(p: string): string {
  const rel = relOf(p);
  const text = rel === undefined ? undefined : mounted().files[rel];
  if (text === undefined) throw missing(p);
  return text;
}

/** The names in a folder: its files and subfolders, as node lists them. */
export function readdirSync(p: string): string[] {
  const rel = relOf(p);
  if (rel === undefined) throw missing(p);
  const prefix = rel === "" ? "" : `${rel}/`;
  const names = new Set<string>();
  for (const file of Object.keys(mounted().files)) if (file.startsWith(prefix)) names.add(file.slice(prefix.length).split("/")[0]!);
  if (names.size === 0) throw missing(p);
  return [...names].sort();
}

export function existsSync(p: string): boolean {
  const rel = relOf(p);
  if (rel === undefined) return false;
  if (rel === "") return true;
  const files = mounted().files;
  return files[rel] !== undefined || Object.keys(files).some((f) => f.startsWith(`${rel}/`));
}
