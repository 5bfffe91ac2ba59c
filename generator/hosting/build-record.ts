/**
 * How a dist/ was built, written by the build as `dist/.build.json` and read by `npm run deploy:s3` before it uploads
 * anything: a build without `--strict` keeps placeholder values (a fictional phone number, licence 000000) and law
 * nobody has read, and must not go live by mistake. The file starts with a dot, so no host serves it: the deploy
 * skips dotfiles, nginx answers them 404, and it says nothing a visitor could not learn from the pages anyway.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

export const buildRecordFile = ".build.json";

/** What the build records. */
export interface BuildRecord {
  strict: boolean; // built with --strict: no placeholder, sample or unread law was let through
  checks: boolean; // the link, HTML and budget checks ran (not --no-checks)
}

/** The record's text, as the build writes it. */
export function buildRecordText(record: BuildRecord): string {
  return `${JSON.stringify({ strict: record.strict, checks: record.checks })}\n`;
}

/** The record of the build in `distDir`, or undefined when there is none or it cannot be read (an older build). */
export function readBuildRecord(distDir: string): BuildRecord | undefined {
  const file = path.join(distDir, buildRecordFile);
  if (!existsSync(file)) return undefined;
  try {
    const value = JSON.parse(readFileSync(file, "utf8")) as Partial<BuildRecord>;
    return { strict: value.strict === true, checks: value.checks === true };
  } catch {
    return undefined;
  }
}
