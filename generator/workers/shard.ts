/**
 * The build's per-page work, done for one share of the pages: read and validate their Markdown, render and write
 * their HTML, check it, and precompress it. Each function runs on a worker thread (worker.ts) or, for tests that
 * swap in templates, on the main thread; its state (the parsed bodies, the pages it wrote) stays where it runs, so
 * no page's HTML ever crosses threads.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { deserialize, serialize } from "node:v8";
import { threadId } from "node:worker_threads";
import { gzipSync } from "node:zlib";
import { HtmlValidate, type ConfigData } from "html-validate";
import { templates as defaultTemplates } from "../../pages/registry.ts";
import { checkBudgets } from "../checks/budgets.ts";
import { fileForPath, pageLinks, type OutputPage, type PageLinks } from "../checks/links.ts";
import { checkScripts } from "../checks/scripts.ts";
import { htmlProblems } from "../checks/html.ts";
import { embedsForm, inlineHashes, type PolicyPage } from "../hosting/headers.ts";
import type { IslandAssets } from "../client.ts";
import { loadContent, readMarkdownFile, type MarkdownFile } from "../content/load.ts";
import { ProblemsError, type Problem } from "../content/problem.ts";
import { renderNotFound, renderRoute } from "../render.tsx";
import { buildRoutes } from "../routes.ts";
import { pageInliner } from "../seo/inline-page.ts";
import { buildSiteContext } from "../site-context.ts";

/**
 * A written page as the main thread needs it: no HTML, only what `_headers` is computed from. The hashes are taken
 * here, on the page's own thread: sending each page's inline CSS and JSON-LD instead (20 KB a page) cost the main
 * thread 0.23 s and the build 315 MiB of peak RSS at 4,000 pages.
 */
export interface WrittenPage extends PolicyPage {
  source: string;
}

/** What rendering a share needs besides the Markdown files. */
export interface RenderJob {
  contentDir: string;
  outDir: string; // the build's temporary folder
  markdown: MarkdownFile[]; // every file of the site; the share's own still have their trees here
  stylesheet: string;
  islands: IslandAssets;
}

/** What checking a share needs. */
export interface CheckJob {
  outDir: string;
  pages: { file: string; source?: string }[];
  htmlConfig: ConfigData;
  validHashes: string[]; // pages whose HTML passed html-validate before (content hashes)
  islands: IslandAssets;
  eagerIslands: string[];
  notFound: { file: string; script: string };
  sizeExempt: string[]; // pages exempt from the HTML-weight budget (BuildOptions.budgetExempt)
}

/** What a share's checks found, and the hashes of the pages that passed html-validate. */
export interface CheckResult {
  problems: Problem[];
  links: PageLinks[];
  validHashes: string[];
  validated: number;
  ms: { links: number; html: number; other: number };
}

/** Where a share keeps its parsed files between builds: a folder, a name per share, and the parsing code's version. */
export interface ParseCache {
  dir: string;
  name: string;
  version: string;
}

/** A parsed file as cached: no YAML source (its positions are found again from the text if a problem needs them). */
type StoredFile = Omit<MarkdownFile, "source">;

/** The entries of a share's cache file; none when it is missing or unreadable (a cache is never worth a failure). */
function readPack(file: string): Map<string, StoredFile> {
  try {
    const pack = deserialize(readFileSync(file)) as unknown;
    return pack instanceof Map ? (pack as Map<string, StoredFile>) : new Map();
  } catch {
    return new Map();
  }
}

/** One thread's state between the phases. */
export class Shard {
  private trees = new Map<string, MarkdownFile>();

  constructor(private templates = defaultTemplates) {}

  /**
   * Reads and validates `rels`; keeps their parsed bodies here and returns the rest. With `cache`, a file read before
   * with the same text and parsing code is taken from the share's cache file (`<dir>/<name>.bin`, one file per share:
   * one small file per page cost 0.55 ms each to write, 1.2 s of a 4,000-page build); the file is rewritten when any
   * entry changed, holding only this build's files.
   */
  load(contentDir: string, rels: string[], cache?: ParseCache): MarkdownFile[] {
    const packFile = cache && path.join(cache.dir, `${cache.name}.bin`);
    const previous = packFile ? readPack(packFile) : new Map<string, StoredFile>();
    const next = new Map<string, StoredFile>();
    let missed = false;
    const files = rels.map((rel) => {
      const text = readFileSync(path.join(contentDir, rel), "utf8");
      const key = createHash("sha1").update(`${cache?.version}\n${rel}\n${text}`).digest("hex");
      let file: MarkdownFile | undefined = previous.get(key);
      if (!file) {
        missed = true;
        file = readMarkdownFile(contentDir, rel, text);
      }
      const { source: _source, ...stored } = file;
      next.set(key, stored);
      this.trees.set(rel, file);
      const { tree: _tree, source: _source2, ...rest } = file;
      return rest;
    });
    if (packFile && (missed || next.size !== previous.size)) {
      mkdirSync(path.dirname(packFile), { recursive: true });
      const temp = `${packFile}.${process.pid}-${threadId}.tmp`;
      writeFileSync(temp, serialize(next));
      renameSync(temp, packFile); // a build stopped halfway leaves the old cache file, not half a new one
    }
    return files;
  }

  /** Renders and writes the pages whose files this shard loaded (404.html included); returns what `_headers` needs. */
  render(job: RenderJob): WrittenPage[] {
    const markdown = new Map(job.markdown.map((f) => [f.rel, this.trees.get(f.rel) ?? f]));
    const { content, problems } = loadContent(job.contentDir, { markdown });
    if (!content) throw new ProblemsError(problems);
    const { routes } = buildRoutes(content);
    const built = buildSiteContext(content, routes, job.stylesheet, job.islands);
    if (!built.context) throw new ProblemsError(built.problems);
    // Each page carries the CSS it uses and the SVG favicon inline (decision 46).
    const ctx = { ...built.context, inlineAssets: pageInliner(job.outDir, job.stylesheet, job.islands) };
    const written: WrittenPage[] = [];
    const write = (file: string, source: string, html: string) => {
      const full = path.join(job.outDir, file);
      mkdirSync(path.dirname(full), { recursive: true });
      writeFileSync(full, html);
      written.push({ file, source, hashes: inlineHashes(policyInput(html)), form: embedsForm(html) });
    };
    const own = (file: string) => this.trees.has(file.replace(/^content\//, ""));
    for (const route of routes)
      if (own(route.page.file)) write(fileForPath(route.path), route.page.file, renderRoute(route, content, ctx, this.templates));
    if (own(content.notFound.file)) write("404.html", content.notFound.file, renderNotFound(content, ctx, this.templates));
    this.trees.clear(); // the bodies are rendered; their trees are not needed again
    return written;
  }

  /** The link facts, script and page-weight budgets and html-validate findings of `job.pages`, read back from disk. */
  check(job: CheckJob): CheckResult {
    const ms = { links: 0, html: 0, other: 0 };
    const known = new Set(job.validHashes);
    const validHashes: string[] = [];
    const problems: Problem[] = [];
    const links: PageLinks[] = [];
    let validator: HtmlValidate | undefined;
    let validated = 0;
    const exempt = new Set(job.sizeExempt);
    for (const { file, source } of job.pages) {
      const full = path.join(job.outDir, file);
      const html = readFileSync(full, "utf8");
      const page: OutputPage = { file, html, ...(source ? { source } : {}), ...(exempt.has(file) ? {} : { gzipBytes: gzipSizeOf(full, html) }) };
      let t = performance.now();
      const found = pageLinks(page);
      links.push(found.links);
      problems.push(...found.problems);
      ms.links += performance.now() - t;
      t = performance.now();
      problems.push(...checkScripts([page], job.islands, job.notFound), ...checkBudgets([page], undefined, job.islands, job.eagerIslands, exempt));
      ms.other += performance.now() - t;
      t = performance.now();
      const hash = createHash("sha1").update(html).digest("hex");
      if (!known.has(hash)) {
        validator ??= new HtmlValidate(job.htmlConfig);
        const found = htmlProblems(validator, page);
        validated++;
        if (found.length === 0) validHashes.push(hash);
        problems.push(...found);
      } else validHashes.push(hash);
      ms.html += performance.now() - t;
    }
    return { problems, links, validHashes, validated, ms };
  }
}

/** The gzip size of a page: its precompressed copy's when the compress phase wrote one. */
function gzipSizeOf(full: string, html: string): number {
  return existsSync(`${full}.gz`) ? statSync(`${full}.gz`).size : gzipSync(html, { level: 9 }).length;
}

/**
 * The parts of a page its inline hashes are taken from: its <script> and <style> elements (each kind in document
 * order). Found with indexOf, not regular expressions over the whole page: those cost 0.12 ms a page, 0.49 s of a
 * 4,000-page build.
 */
export function policyInput(html: string): string {
  return [...elements(html, "script"), ...elements(html, "style")].join("\n");
}

/** Every `<name …>…</name>` element of `html`, as written. */
function elements(html: string, name: string): string[] {
  const found: string[] = [];
  const open = `<${name}`;
  const close = `</${name}>`;
  for (let i = html.indexOf(open); i >= 0; i = html.indexOf(open, i + open.length)) {
    const next = html.charCodeAt(i + open.length); // `>`, `/` or white space: not `<scripts` or `<styled`
    if (next !== 62 && next !== 47 && next !== 32 && next !== 9 && next !== 10 && next !== 12 && next !== 13) continue;
    const end = html.indexOf(close, i);
    if (end < 0) break;
    found.push(html.slice(i, end + close.length));
    i = end;
  }
  return found;
}
