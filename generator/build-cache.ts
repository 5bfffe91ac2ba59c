/**
 * The build's memory between runs: one manifest per output folder in node_modules/.cache/ssg/ (safe to delete).
 * One rule decides what it may reuse: every entry is keyed by the hash of exactly the inputs that made it.
 * - `code` (generator, model, pages, templates, public/, the lockfile, the tool configs): a change empties it, and
 *   so does any change to the output folder since the build wrote it (its names, sizes and modification times), and
 *   a build with checks after one without (that build's HTML never passed them).
 * - `inputs` (code, every content file, the options, git's HEAD, the output folder as written): equal means
 *   nothing to do, and the CLI says so before it loads anything else.
 * - Each page's `input` (the site-wide content and its own file): equal means its files are taken from the last
 *   build. Its `html` hash: equal means the HTML passed every check then, so it is not checked or compressed again.
 * Only node: built-ins here, so the CLI's fast path stays fast.
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { PageFacts } from "./build-page.ts";
import type { IslandAssets } from "./client.ts";

/** What the last successful build into one output folder made, and from what. */
export interface Manifest {
  code: string;
  checks: boolean; // whether that build checked its pages (a checked build reuses only checked HTML)
  inputs: string;
  warnings: string[]; // printed again when nothing changed
  counts: { pages: number; redirects: number };
  client?: { key: string; stylesheet: string; islands: IslandAssets; files: string[] };
  pages: Record<string, { input: string; facts: PageFacts }>; // by output file
}

/** Folders and files whose change changes what the generator makes (Tailwind reads templates/, pages/, generator/). */
const codePaths = ["generator", "model", "pages", "templates", "public", "package-lock.json", "vite.config.ts", ".htmlvalidate.json", "tsconfig.json"];

/** The hash of the generator's code and assets. */
function codeHash(root: string): string {
  const hash = createHash("sha1");
  for (const p of codePaths) hashTree(hash, root, p);
  return hash.digest("hex");
}

/** What a build is made from, as one hash: the code, the content, the options and git's HEAD (lastmod dates). */
function inputsHash(code: string, contentDir: string, options: object): string {
  const hash = createHash("sha1").update(code).update(JSON.stringify(options));
  hashTree(hash, contentDir, ".");
  const head = spawnSync("git", ["rev-parse", "HEAD"], { cwd: contentDir, encoding: "utf8" });
  hash.update(head.status === 0 ? head.stdout : "no git");
  return hash.digest("hex");
}

/** Names, sizes and modification times of every file in `dir`: a changed or deleted output file shows here. */
function outputStamp(dir: string): string {
  if (!existsSync(dir)) return "";
  const hash = createHash("sha1");
  const walk = (rel: string) => {
    for (const entry of readdirSync(path.join(dir, rel), { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(child);
      else {
        const { size, mtimeMs } = statSync(path.join(dir, child));
        hash.update(`${child}\0${size}\0${mtimeMs}\n`);
      }
    }
  };
  walk("");
  return hash.digest("hex");
}

function hashTree(hash: ReturnType<typeof createHash>, root: string, rel: string): void {
  const full = path.join(root, rel);
  if (!existsSync(full)) return;
  if (statSync(full).isDirectory()) {
    for (const name of readdirSync(full).sort()) hashTree(hash, root, rel === "." ? name : `${rel}/${name}`);
    return;
  }
  hash.update(`${rel}\0`).update(readFileSync(full)).update("\0");
}

/** The manifest file of the build into `outDir`. */
function manifestFile(cacheDir: string, outDir: string): string {
  return path.join(cacheDir, `build-${createHash("sha1").update(path.resolve(outDir)).digest("hex").slice(0, 12)}.json`);
}

/**
 * The hashes a build starts from; the last build's manifest when it was made by this code and its output is untouched
 * since (`last`: its pages may be reused); and `current` as well when nothing at all has changed.
 */
export function lastBuild(
  root: string,
  contentDir: string,
  outDir: string,
  cacheDir: string,
  options: { strict: boolean; checks: boolean; extraIslands: Record<string, string> },
): { code: string; inputs: string; file: string; last?: Manifest; current?: Manifest } {
  const code = codeHash(root);
  const inputs = inputsHash(code, contentDir, options);
  const file = manifestFile(cacheDir, outDir);
  try {
    const last = JSON.parse(readFileSync(file, "utf8")) as Manifest & { output: string };
    if (last.code === code && (last.checks || !options.checks) && last.output === outputStamp(outDir))
      return { code, inputs, file, last, ...(last.inputs === inputs ? { current: last } : {}) };
  } catch {
    // no manifest yet, or a damaged one: a cache can only make a build slower, never wrong
  }
  return { code, inputs, file };
}

/** Saves the manifest of a build that has just been swapped into `outDir`. */
export function writeManifest(file: string, manifest: Manifest, outDir: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(`${file}.tmp`, JSON.stringify({ ...manifest, output: outputStamp(outDir) }));
  renameSync(`${file}.tmp`, file);
}
