/**
 * The HTML check's memory: the content hashes of pages that passed html-validate, kept in the build's cache folder
 * (node_modules/.cache/ssg/) under a name made from html-validate's version and the project's configuration. A rebuild validates only pages
 * whose HTML changed; a new html-validate or a changed .htmlvalidate.json starts a new, empty list.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { ConfigData } from "html-validate";
import { htmlConfig } from "./html.ts";

const keep = 50_000; // hashes kept at most: several builds of a site of thousands of pages

/** The configuration, the hashes known to pass, and a way to save the ones that passed now. */
export function htmlCache(cacheDir: string): { config: ConfigData; valid: Set<string>; save(passed: string[]): void } {
  const config = htmlConfig();
  const version = (createRequire(import.meta.url)("html-validate/package.json") as { version: string }).version;
  const key = createHash("sha1")
    .update(`${version}\n${JSON.stringify(config)}`)
    .digest("hex")
    .slice(0, 16);
  const file = path.join(cacheDir, `html-valid-${key}.json`);
  let valid = new Set<string>();
  try {
    if (existsSync(file)) valid = new Set(JSON.parse(readFileSync(file, "utf8")) as string[]);
  } catch {
    // A damaged cache is only a slower build: everything is validated again.
  }
  return {
    config,
    valid,
    save(passed) {
      // The newest first, so trimming drops the hashes of the oldest builds.
      const all = [...new Set([...passed, ...valid])].slice(0, keep);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(`${file}.tmp`, JSON.stringify(all));
      renameSync(`${file}.tmp`, file);
    },
  };
}
