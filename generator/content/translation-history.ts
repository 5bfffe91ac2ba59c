/**
 * The English a translation was made from, found in git by its `sourceHash` (translations.ts): what `npm run
 * translations` diffs against, and what the web editor shows beside a stale translation.
 */
import { execFileSync } from "node:child_process";
import { sourceHashOf } from "./translations.ts";

/** The newest commit whose version of `file` (relative to `repo`) has the hash `hash`, if git has one. */
export function commitWithHash(repo: string, file: string, hash: string): string | undefined {
  try {
    const commits = execFileSync("git", ["log", "--format=%H", "--", file], { cwd: repo, encoding: "utf8" }).trim().split("\n").filter(Boolean);
    return commits.find((c) => sourceHashOf(textAt(repo, c, file)) === hash);
  } catch {
    return undefined; // not a git checkout, or the file is new
  }
}

/** The text of `file` at `commit`. */
export function textAt(repo: string, commit: string, file: string): string {
  return execFileSync("git", ["show", `${commit}:${file}`], { cwd: repo, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });
}
