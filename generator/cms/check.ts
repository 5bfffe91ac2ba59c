/**
 * The build's question "is admin/config.yml stale?", asked at most once per change of what the config is made from.
 * Making the config takes longer than a build with nothing to do, so the answer is kept with what the code compiles to
 * (build/cache.ts, codeCache), under the hash of the config, its inputs (hosting/cms.yaml, languages.yaml) and the
 * generator's code (the bundle's list of sources with their times, generator/bundle.mjs). Without that list (not run
 * from the bundle) it asks every time.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { codeCache } from "../build/cache.ts";

const inputs = ["admin/config.yml", "hosting/cms.yaml", "content/data/languages.yaml", "node_modules/zod/package.json"];

/** The warning generator/cms/config.ts gives for admin/config.yml, remembered while nothing changes. */
export async function cmsConfigWarningCached(root: string): Promise<string | undefined> {
  const cacheDir = path.join(root, codeCache);
  const stamp = path.join(cacheDir, "build/inputs.json");
  const memoFile = path.join(cacheDir, "cms-config.json");
  const hash = createHash("sha256");
  for (const rel of [...inputs, stamp]) {
    const file = path.resolve(root, rel);
    hash.update(`${rel}\0${existsSync(file) ? readFileSync(file, "utf8") : "(none)"}\0`);
  }
  const key = hash.digest("hex");
  if (existsSync(stamp) && existsSync(memoFile)) {
    const memo = JSON.parse(readFileSync(memoFile, "utf8")) as { key?: string; warning?: string };
    if (memo.key === key) return memo.warning;
  }
  const { cmsConfigWarning } = await import("./config.ts");
  const warning = cmsConfigWarning(root);
  if (existsSync(stamp)) {
    mkdirSync(cacheDir, { recursive: true });
    writeFileSync(memoFile, JSON.stringify(warning === undefined ? { key } : { key, warning }));
  }
  return warning;
}
