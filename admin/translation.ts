/**
 * A translation beside its English in the editor: whether the English changed since the translation was made (its
 * `sourceHash`, generator/content/translations.ts), what changed, and the new sourceHash once the translator says the
 * translation was checked against the English as it is now.
 */
import type { ContentSnapshot } from "../generator/cms/admin-site.ts";
import { translationReviewedField } from "../generator/cms/sources.ts";
import { englishFileOf, sourceHashOf } from "../generator/content/translations.ts";
import { changedLines, type DiffLine } from "./diff.ts";
import type { EntryData } from "./formats.ts";

/** The editor's tick box on a translation, "checked against the English as it is now" (generator/cms/sources.ts). */
export const reviewedField = translationReviewedField;

export interface TranslationStatus {
  english: string; // its English file, like pages/faqs.md
  stale: boolean;
  current: string; // the English's version now, the sourceHash to record
  /** What changed in the English since, when the snapshot has the version it was made from. */
  changes?: DiffLine[];
}

/** The status of `rel` (a file under a language's folder, like es/pages/faqs.md); undefined for an English file. */
export function translationStatus(snapshot: ContentSnapshot, rel: string, data: EntryData): TranslationStatus | undefined {
  const english = englishFileOf(`content/${rel}`).slice("content/".length);
  const text = snapshot.files[english];
  if (english === rel || text === undefined) return undefined;
  const current = sourceHashOf(text);
  const stale = data.sourceHash !== current;
  const was = snapshot.translatedFrom?.[rel];
  return { english, stale, current, ...(stale && was !== undefined ? { changes: changedLines(was, text) } : {}) };
}

/**
 * The sourceHash each save of this page's session recorded, by file, and the one the form held before: Decap keeps
 * the form as it was after a save, so a form still showing the older hash must not write it back.
 */
const recorded = new Map<string, { was: unknown; now: unknown }>();

/**
 * The data to write: without the tick box, and with the English's current version recorded if it was ticked. Unticked,
 * the sourceHash is the form's, unless the form still shows the one a save of this session replaced.
 */
export function withReview(snapshot: ContentSnapshot, rel: string, data: EntryData): EntryData {
  if (!(reviewedField in data)) return data;
  const { [reviewedField]: reviewed, ...rest } = data;
  const status = reviewed === true ? translationStatus(snapshot, rel, rest) : undefined;
  if (status) return { ...rest, sourceHash: status.current };
  const saved = recorded.get(rel);
  return saved && rest.sourceHash === saved.was ? { ...rest, sourceHash: saved.now } : rest;
}

/** After a save of `rel`: the form's data and what was written, so a later save cannot undo the recorded sourceHash. */
export function rememberReview(rel: string, form: EntryData, written: EntryData): void {
  if (form[reviewedField] === true && written.sourceHash !== form.sourceHash) recorded.set(rel, { was: form.sourceHash, now: written.sourceHash });
}

/**
 * The translations made from `rel` (an English file), by their paths in content/. A change to `rel` makes them stale,
 * and `build --strict`, which publishes, refuses a stale translation: the editor says so on the English page.
 */
export function translationsOf(snapshot: ContentSnapshot, rel: string): string[] {
  return Object.keys(snapshot.files).filter((file) => file !== rel && englishFileOf(`content/${file}`) === `content/${rel}`);
}
