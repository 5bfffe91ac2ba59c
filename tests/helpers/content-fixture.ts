/** Test content folders: a copy of the real content/ with a fixture's files laid over it. */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Problem, ProblemsError } from "../../generator/content/problem.ts";
import { sourceHashOf } from "../../generator/content/translations.ts";
import { prepare } from "../../generator/prepare.ts";
import { writeSampleFormId } from "../../scripts/sample-form.ts";

/** The project folder. */
export const root = path.resolve(import.meta.dirname, "../..");

/** Copies content/ to a temp folder and overlays tests/fixtures/content/<name>/ (if given); returns the folder. */
export function contentWith(name?: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), "content-"));
  cpSync(path.join(root, "content"), dir, { recursive: true });
  if (name) cpSync(path.join(root, "tests/fixtures/content", name), dir, { recursive: true });
  return dir;
}

/** contentWith(), with scripts/sample-form.ts's made-up form id in site.yaml, so /apply has its form island. */
export function contentWithFormId(): string {
  const dir = contentWith();
  writeSampleFormId(dir);
  return dir;
}

/**
 * Writes made-up real values over the placeholders of a content folder's site.yaml and reviews.yaml, and today's
 * date over law.yaml's readings, so that `--strict` has only the case under test to refuse.
 */
export function withRealValues(dir: string): string {
  const site = readFileSync(path.join(dir, "site.yaml"), "utf8")
    .replace(/^phone: .*/m, "phone: 336-229-0000")
    .replace("info@example.com", "office@mainstreetbail.com")
    .replaceAll("https://www.example.com", "https://www.mainstreetbail.com")
    .replace('formId: ""', 'formId: "241234567890"')
    .replace(/^licenseNumber: .*/m, 'licenseNumber: "0123456"')
    .replace(/\n {2}unconfirmed: true[^\n]*/g, "")
    .replace(/\ncallbackUnconfirmed: true[^\n]*/, "")
    .replace(/\n {2}sample: true[^\n]*/, "")
    .replace(/\nfoundingYearUnconfirmed: true[^\n]*/, "");
  writeFileSync(path.join(dir, "site.yaml"), site);
  const reviews = readFileSync(path.join(dir, "data/reviews.yaml"), "utf8").replace(/\n {2}sample: true/g, "");
  writeFileSync(path.join(dir, "data/reviews.yaml"), reviews);
  // Every statute read today at its official source, so --strict's age check (generator/content/law.ts) passes.
  const law = everyEntryReadOn(readFileSync(path.join(dir, "data/law.yaml"), "utf8"), new Date().toISOString().slice(0, 10));
  writeFileSync(path.join(dir, "data/law.yaml"), law);
  const spanish = path.join(dir, "es/data/law.yaml"); // still the translation of the English, which changed only its dates
  writeFileSync(spanish, readFileSync(spanish, "utf8").replace(/^sourceHash: .*$/m, `sourceHash: ${sourceHashOf(law)}`));
  return dir;
}

/** A law.yaml in which every entry, the unread ones too, was last read at its official source on `day` (YYYY-MM-DD). */
export function everyEntryReadOn(yaml: string, day: string): string {
  return yaml.replace(/^ {2}(?:# )?reread:.*\n/gm, "").replace(/^( {2}source: .*\n)/gm, `$1  reread: ${day}\n`);
}

/**
 * The day the least recently read statute of a content folder's law.yaml was read: a `today` for `prepare` at which
 * no reading is too old, so a test of other warnings does not change as the calendar moves.
 */
export function lawReadDay(dir: string): Date {
  const days = [...readFileSync(path.join(dir, "data/law.yaml"), "utf8").matchAll(/^ {2}reread: (\d{4}-\d{2}-\d{2})/gm)].map((m) => m[1]!);
  return new Date(`${days.toSorted()[0]}T12:00:00Z`);
}

/** Removes a folder made by contentWith or a test. */
export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

/** The URL path of a build's hashed stylesheet: pages carry their rules inline (ARCHITECTURE.md, "CSS inline per page"), so none links it. */
export function stylesheetOf(dist: string): string {
  const css = readdirSync(path.join(dist, "assets")).filter((f) => /^styles-.*\.css$/.test(f));
  if (css.length !== 1) throw new Error(`Expected one stylesheet in ${dist}/assets, found ${css.length}.`);
  return `/assets/${css[0]}`;
}

/** The problems that stop `prepare` for a content folder (none: []); `strict` as `npm run build -- --strict`. */
export function problemsOf(dir: string, strict = false): Problem[] {
  try {
    prepare(dir, strict);
  } catch (error) {
    if (error instanceof ProblemsError) return error.problems;
    throw error;
  }
  return [];
}
