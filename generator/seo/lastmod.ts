/**
 * Honest `<lastmod>` for sitemap.xml: the date of the last git commit that touched each page's content file. Outside
 * a git checkout (a copied folder, a tarball) there is no such date, and the sitemap leaves lastmod out. The same
 * commit always gives the same dates, so the build stays deterministic.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { perBuild } from "../content/files.ts";

/**
 * Content file (relative to `contentDir`, like counties/wake-county.md) → its last commit's date (ISO 8601). Asked of
 * git once per build; callers only read the map.
 */
export function lastCommitDates(contentDir: string): ReadonlyMap<string, string> {
  return perBuild(contentDir, "lastCommitDates", () => commitDates(contentDir));
}

function commitDates(contentDir: string): Map<string, string> {
  const dates = new Map<string, string>();
  const top = git(contentDir, ["rev-parse", "--show-toplevel"]);
  if (top === undefined) return dates;
  // Newest first: the first date seen for a file is its last commit.
  const log = git(contentDir, ["log", "--format=%x00%cI", "--name-only", "--no-renames", "--", "."]);
  if (log === undefined) return dates;
  let date = "";
  for (const line of log.split("\n")) {
    if (line.startsWith("\0")) date = line.slice(1);
    else if (line && date) {
      const rel = path.relative(contentDir, path.join(top.trim(), line));
      if (!dates.has(rel)) dates.set(rel.split(path.sep).join("/"), date);
    }
  }
  return dates;
}

/** The year of the last commit that touched `contentDir`, for the footer's copyright line; undefined outside git. */
export function lastCommitYear(contentDir: string): number | undefined {
  const date = git(contentDir, ["log", "-1", "--format=%cI", "--", "."])?.trim();
  return date ? Number(date.slice(0, 4)) : undefined;
}

function git(cwd: string, args: string[]): string | undefined {
  const run = spawnSync("git", args, { cwd, encoding: "utf8", maxBuffer: 64 * 2 ** 20 });
  return run.status === 0 ? run.stdout : undefined;
}
