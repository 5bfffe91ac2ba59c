/**
 * The build's memory between runs, and every rule of what a rebuild may reuse: one manifest per output folder in
 * node_modules/.cache/ssg/ (safe to delete). Every entry is keyed by the hash of exactly the inputs that made it.
 * What the code alone compiles to (the CLI's and the worker's bundles, the editor's script, the client files) is kept
 * apart, in node_modules/.cache/ssg-code/ (`codeCache`), by the code's hash: deleting ssg/ makes a cold build of the
 * content with the code as installed, like node_modules itself; deleting ssg-code/ too compiles the code again.
 * - `code` (generator, model, pages, templates, public/, the lockfile, the tool configs): a change empties it, and
 *   so does any change to the output folder since the build wrote it (its names, sizes and modification times), and
 *   a build with checks after one without (that build's HTML never passed them).
 * - `inputs` (code, every content file, the options, git's HEAD): equal means nothing to do (planBuild, which the CLI
 *   asks before it loads anything else).
 * - Each page's `input` (what every page reads, siteHash, and its own files): equal means its files are taken from the
 *   last build. Its `html` hash: equal means the HTML passed every check then, so it is not checked or compressed again.
 * - The client files' key (the code, the extra islands and NODE_ENV): equal means Vite does not run.
 * Only node: built-ins at run time here, so the CLI's fast path stays fast.
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, linkSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { IslandAssets } from "../client.ts";
import { type ContentFiles, readContentFiles } from "../content/files.ts";
import type { MarkdownFile, PlainMarkdownFile } from "../content/markdown-file.ts";
import type { PageFacts } from "./page.ts";

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

/** Where what the code compiles to is kept, under the project folder (bundle.mjs names the same folder). */
export const codeCache = "node_modules/.cache/ssg-code";

/**
 * Folders and files whose change changes what the generator makes (Tailwind reads templates/, pages/, generator/;
 * patches/ changes html-validate, which the checks run).
 */
const codePaths = [
  "admin",
  "generator",
  "model",
  "pages",
  "templates",
  "public",
  "patches",
  "package-lock.json",
  "vite.config.ts",
  ".htmlvalidate.json",
  "tsconfig.json",
];

/** The hash of the generator's code and assets. */
export function codeHash(root: string): string {
  const hash = createHash("sha1");
  for (const p of codePaths) hashTree(hash, root, p);
  return hash.digest("hex");
}

/** What a build is made from, as one hash: the code, the content, the options and git's HEAD (lastmod dates). */
function inputsHash(code: string, content: ContentFiles, options: object): string {
  const hash = createHash("sha1").update(code).update(JSON.stringify(options));
  for (const [rel, text] of content.files) hash.update(`${rel}\0`).update(text).update("\0");
  const head = spawnSync("git", ["rev-parse", "HEAD"], { cwd: content.dir, encoding: "utf8" });
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

/** What a build's output depends on besides its code and content. */
export interface PlanOptions {
  strict: boolean;
  checks: boolean;
  extraIslands: Record<string, string>; // tests add an island: name → entry file relative to root
}

/** What a build starts from. The CLI asks for it once, before loading anything else, and hands it to buildSite. */
export interface BuildPlan {
  code: string;
  codeDir: string; // codeCache in this project
  inputs: string;
  content: ContentFiles; // every file of the content folder, read once: the build reads them from here
  options: PlanOptions;
  file?: string; // where the manifest of this build goes; none when the build is not to be remembered
  last?: Manifest; // made by this code into the output as it is now: its pages and client files may be reused
  current?: Manifest; // made from these very inputs: there is nothing to do
}

/**
 * The plan of a build into `outDir`. `remember: false` is for code that no hash sees (templates a test swaps in): such
 * a build reuses nothing and is not remembered.
 */
export function planBuild(root: string, contentDir: string, outDir: string, cacheDir: string, options: PlanOptions & { remember?: boolean }): BuildPlan {
  const { remember = true, ...own } = options;
  const code = codeHash(root);
  const content = readContentFiles(contentDir);
  const inputs = inputsHash(code, content, own);
  const codeDir = path.join(root, codeCache);
  if (!remember) return { code, codeDir, inputs, content, options: own };
  const file = manifestFile(cacheDir, outDir);
  try {
    const last = JSON.parse(readFileSync(file, "utf8")) as Manifest & { output: string };
    if (last.code === code && (last.checks || !own.checks) && last.output === outputStamp(outDir))
      return { code, codeDir, inputs, content, options: own, file, last, ...(last.inputs === inputs ? { current: last } : {}) };
  } catch {
    // no manifest yet, or a damaged one: a cache can only make a build slower, never wrong
  }
  return { code, codeDir, inputs, content, options: own, file };
}

/** What a build may take from the last one into its new output, once its content is read. */
export interface Reuse {
  /**
   * A page's input: what every page reads (siteHash), the text of each content file it is made from, and what only
   * this page shows besides them (`own`: a stale translation's note).
   */
  inputOf(sources: string[], own?: unknown): string;
  /** A redirect page's input: what every page reads and its line of the redirects. */
  redirectInput(from: string, to: string): string;
  /** The last build's facts of the page at `file` when it was made from the same `input`: its files can be taken. */
  unchanged(file: string, input: string): PageFacts | undefined;
  /** The last build's facts of the page at `file`, whatever its input: the same HTML passed every check then. */
  lastFacts(file: string): PageFacts | undefined;
  /**
   * The client files made by this code, taken into the new output: the last build's, or those kept in the code cache
   * (`keepClient`) by any build of the same code.
   */
  takeClient(): Client | undefined;
  /** Keeps a freshly built client's files (in `tempDir`) in the code cache. */
  keepClient(client: Client): void;
  /** The key client files are remembered by. */
  clientKey: string;
  /** Takes these files of the last build into the new output (hard links: the old folder is deleted after the swap). */
  take(files: string[]): void;
}

/** The client files of a build: the stylesheet's URL, the islands' files, and every file they are (compressed copies too). */
export type Client = NonNullable<Manifest["client"]>;

/**
 * What this build may reuse. `markdown` is every page's Markdown file by path in `contentDir` and `texts` their text;
 * `shown` is whatever else a template sees (the footer's year and the law page's date, taken from git).
 */
export function reuseFrom(
  plan: BuildPlan,
  at: { contentDir: string; outDir: string; tempDir: string },
  markdown: Map<string, MarkdownFile>,
  texts: Map<string, string>,
  shown: object,
): Reuse {
  const { last } = plan;
  const site = siteHash(plan.content, plan.code, markdown, { ...shown, strict: plan.options.strict, checks: plan.options.checks });
  // Vite's output depends on NODE_ENV too (under vitest it is "test", and the islands get React's development JSX).
  const clientKey = createHash("sha1")
    .update(plan.code)
    .update(JSON.stringify(plan.options.extraIslands))
    .update(`NODE_ENV=${process.env.NODE_ENV ?? ""}`)
    .digest("hex");
  const take = (files: string[]) => {
    for (const file of files) linkFrom(at.outDir, at.tempDir, file);
  };
  return {
    inputOf: (sources, own) => {
      const hash = createHash("sha1").update(site);
      for (const rel of sources.map((s) => s.replace(/^content\//, ""))) hash.update(rel).update(texts.get(rel) ?? "");
      if (own !== undefined) hash.update(JSON.stringify(own));
      return hash.digest("hex");
    },
    redirectInput: (from, to) => createHash("sha1").update(site).update(`${from} ${to}`).digest("hex"),
    unchanged: (file, input) => (last?.pages[file]?.input === input ? last.pages[file].facts : undefined),
    lastFacts: (file) => last?.pages[file]?.facts,
    takeClient: () => {
      const client = last?.client?.key === clientKey ? last.client : undefined;
      if (client) take(client.files);
      return client ?? keptClient(plan.codeDir, clientKey, at.tempDir);
    },
    keepClient: (client) => keepClient(plan.codeDir, client, at.tempDir),
    clientKey,
    take,
  };
}

/** How many client builds the code cache keeps (a test's extra island is another key): the newest. */
const keptClients = 6;

/** Copies client `files` from one folder to another (copies, not links: nobody editing dist/ may change the cache). */
function copyFiles(files: string[], from: string, to: string): void {
  for (const file of files) {
    mkdirSync(path.dirname(path.join(to, file)), { recursive: true });
    copyFileSync(path.join(from, file), path.join(to, file));
  }
}

/** The client files kept under `key`, copied into `tempDir`; none when there are none, or they are damaged. */
function keptClient(codeDir: string, key: string, tempDir: string): Client | undefined {
  const dir = path.join(codeDir, "client", key);
  try {
    const client = JSON.parse(readFileSync(path.join(dir, "client.json"), "utf8")) as Client;
    if (client.key !== key) return undefined;
    copyFiles(client.files, dir, tempDir);
    return client;
  } catch {
    return undefined; // a cache can only make a build slower, never wrong
  }
}

/** Keeps `client` (its files in `tempDir`) under its key, written beside and renamed into place; the oldest others go. */
function keepClient(codeDir: string, client: Client, tempDir: string): void {
  const parent = path.join(codeDir, "client");
  const dir = path.join(parent, client.key);
  if (existsSync(dir)) return;
  const temp = `${dir}.${process.pid}.tmp`;
  rmSync(temp, { recursive: true, force: true });
  copyFiles(client.files, tempDir, temp);
  writeFileSync(path.join(temp, "client.json"), JSON.stringify(client));
  try {
    renameSync(temp, dir);
  } catch {
    rmSync(temp, { recursive: true, force: true }); // another build kept the same files first
  }
  const others = readdirSync(parent)
    .filter((name) => !name.endsWith(".tmp"))
    .map((name) => ({ name, time: statSync(path.join(parent, name)).mtimeMs }))
    .sort((a, b) => b.time - a.time);
  for (const { name } of others.slice(keptClients)) rmSync(path.join(parent, name), { recursive: true, force: true });
}

/**
 * What every page reads besides its own file: the code, each content file but the Markdown pages, every page's front
 * matter (titles and labels reach menus and the sitemap page), and whatever else a template sees (`extra`).
 */
function siteHash(content: ContentFiles, code: string, markdown: Map<string, MarkdownFile>, extra: object): string {
  const hash = createHash("sha1").update(code).update(JSON.stringify(extra));
  for (const [rel, text] of content.files) if (!markdown.has(rel)) hash.update(rel).update(text);
  for (const [rel, file] of [...markdown].sort(([a], [b]) => a.localeCompare(b))) hash.update(rel).update(file.matter);
  return hash.digest("hex");
}

/** Takes `file` from the last build's output into the new one (a hard link, or a copy where links are refused). */
function linkFrom(lastDir: string, tempDir: string, file: string): void {
  const from = path.join(lastDir, file);
  const to = path.join(tempDir, file);
  mkdirSync(path.dirname(to), { recursive: true });
  try {
    linkSync(from, to);
  } catch {
    writeFileSync(to, readFileSync(from));
  }
}

/**
 * Remembers a build that has just been swapped into `outDir` (unless its plan says not to): each page by its output
 * file, with its input and facts, for the next build to reuse.
 */
export function saveBuild(
  plan: BuildPlan,
  outDir: string,
  build: Pick<Manifest, "warnings" | "counts" | "client"> & { pages: { file: string; input: string }[]; facts: PageFacts[] },
): void {
  if (!plan.file) return;
  const factsOf = new Map(build.facts.map((f) => [f.file, f]));
  const pages = Object.fromEntries(build.pages.map(({ file, input }) => [file, { input, facts: factsOf.get(file)! }]));
  const { code, inputs, options } = plan;
  const manifest = { code, checks: options.checks, inputs, warnings: build.warnings, counts: build.counts, client: build.client, pages };
  mkdirSync(path.dirname(plan.file), { recursive: true });
  writeFileSync(`${plan.file}.tmp`, JSON.stringify({ ...manifest, output: outputStamp(outDir) }));
  renameSync(`${plan.file}.tmp`, plan.file);
}

/** The Markdown files as the last build of this code parsed them, by path and the hash of their text. */
export interface ParseCache {
  get(rel: string, text: string): PlainMarkdownFile | undefined;
  /** Keeps `files` (parsed from `texts`) for the next build, in place of what was kept. */
  save(texts: Map<string, string>, files: Map<string, PlainMarkdownFile>): void;
}

/**
 * Each Markdown file's parse, kept beside the manifest: parsing depends only on a file's path, its text and the code,
 * so a build after an edit parses only the files that changed. The cache keeps no body's tree: a page rendered again
 * parses its body again (markdown-file.ts fromPlain). None for a build that is not remembered.
 */
export function parseCache(plan: BuildPlan): ParseCache {
  const file = plan.file?.replace(/\.json$/, ".parsed.json");
  const hashOf = (text: string) => createHash("sha1").update(text).digest("hex");
  let kept: Record<string, { hash: string; file: PlainMarkdownFile }> = {};
  try {
    if (file) {
      const read = JSON.parse(readFileSync(file, "utf8")) as { code: string; files: typeof kept };
      if (read.code === plan.code) kept = read.files;
    }
  } catch {
    // none yet, or damaged: a cache can only make a build slower, never wrong
  }
  const get = (rel: string, text: string) => (kept[rel]?.hash === hashOf(text) ? kept[rel].file : undefined);
  return {
    get,
    save(texts, files) {
      if (!file) return;
      const next = Object.fromEntries([...files].map(([rel, plain]) => [rel, { hash: hashOf(texts.get(rel)!), file: plain }]));
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(`${file}.tmp`, JSON.stringify({ code: plan.code, files: next }));
      renameSync(`${file}.tmp`, file);
    },
  };
}
