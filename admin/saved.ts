/**
 * What this browser saved, until the site is deployed with it (issue #34, finding 3). The editor starts from the
 * deployed snapshot (dist/admin/content.json), which a save does not change; each save is kept in localStorage with
 * the deployed text it replaced, and laid over the snapshot when the editor starts, so previews and translation status
 * read the files as saved, after a reload too. A saved file is dropped once the deployed snapshot has it, or no longer
 * has the text it replaced (the site moved on: the deployed file wins).
 */
import type { ContentSnapshot } from "../generator/cms/admin-site.ts";
import { englishFileOf, sourceHashOf } from "../generator/content/translations.ts";
import { withFile } from "./snapshot.ts";

/** One saved file: its text as saved and the deployed text it replaced (null: no such file, or deleted). */
interface Saved {
  base: string | null;
  text: string | null;
}

const storageKey = "editor.saved";

function load(): Record<string, Saved> {
  try {
    return (JSON.parse(localStorage.getItem(storageKey) ?? "{}") as Record<string, Saved> | null) ?? {};
  } catch {
    return {}; // unreadable or blocked storage: the deployed snapshot alone
  }
}

function store(saved: Record<string, Saved>): void {
  try {
    if (Object.keys(saved).length === 0) localStorage.removeItem(storageKey);
    else localStorage.setItem(storageKey, JSON.stringify(saved));
  } catch {
    // Storage full or blocked: the save itself is done; only the previews after a reload miss it.
  }
}

/** The deployed snapshot with this browser's saved files laid over it; saves the deployment has caught up with are dropped. */
export function withSaved(deployed: ContentSnapshot): ContentSnapshot {
  const saved = load();
  let site = deployed;
  for (const [rel, { base, text }] of Object.entries(saved)) {
    const now = deployed.files[rel] ?? null;
    if (now === text || now !== base) {
      delete saved[rel];
      continue;
    }
    site = withFile(site, rel, text ?? undefined);
    if (base !== null) site = { ...site, translatedFrom: { ...translationsMadeFrom(site, rel, base), ...site.translatedFrom } };
  }
  store(saved);
  return site;
}

/** Remembers that `rel` was saved with `text` (undefined: deleted) over the deployed snapshot. */
export function rememberSave(deployed: ContentSnapshot, rel: string, text: string | undefined): void {
  const saved = load();
  const base = rel in saved ? saved[rel]!.base : (deployed.files[rel] ?? null);
  if ((text ?? null) === base) delete saved[rel];
  else saved[rel] = { base, text: text ?? null };
  store(saved);
}

/** The translations of the English file `rel` made from its text `base`: what a stale status compares against. */
function translationsMadeFrom(site: ContentSnapshot, rel: string, base: string): Record<string, string> {
  const hash = sourceHashOf(base);
  const found: Record<string, string> = {};
  for (const [file, text] of Object.entries(site.files)) {
    if (file === rel || englishFileOf(`content/${file}`) !== `content/${rel}`) continue;
    if (/^sourceHash: "?([^"\s]+)"?\s*$/m.exec(text)?.[1] === hash) found[file] = base;
  }
  return found;
}
