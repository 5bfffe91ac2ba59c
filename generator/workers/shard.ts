/**
 * The build's per-page work, done for one share of the pages: read and validate their Markdown, render and write
 * their HTML, check it, and precompress it. Each function runs on a worker thread (worker.ts) or, for tests that
 * swap in templates, on the main thread; its state (the parsed bodies, the pages it wrote) stays where it runs, so
 * no page's HTML ever crosses threads.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { deserialize, serialize } from "node:v8";
import { gzipSync } from "node:zlib";
import { HtmlValidate, type ConfigData } from "html-validate";
import { templates as defaultTemplates } from "../../pages/registry.ts";
import { checkBudgets } from "../checks/budgets.ts";
import { fileForPath, pageLinks, type OutputPage, type PageLinks } from "../checks/links.ts";
import { checkScripts } from "../checks/scripts.ts";
import { htmlProblems } from "../checks/html.ts";
import type { IslandAssets } from "../client.ts";
import { loadContent, readMarkdownFile, type MarkdownFile } from "../content/load.ts";
import { ProblemsError, type Problem } from "../content/problem.ts";
import { renderNotFound, renderRoute } from "../render.tsx";
import { buildRoutes } from "../routes.ts";
import { pageInliner } from "../seo/inline-page.ts";
import { buildSiteContext } from "../site-context.ts";

/** A written page as the main thread needs it: no HTML, only what `_headers` is computed from. */
export interface WrittenPage {
  file: string;
  source: string;
  /** The page's inline <script> and <style> elements and its apply-form marker: all its CSP depends on. */
  policyInput: string;
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

/** One thread's state between the phases. */
export class Shard {
  private trees = new Map<string, MarkdownFile>();

  constructor(private templates = defaultTemplates) {}

  /**
   * Reads and validates `rels`; keeps their parsed bodies here and returns the rest. With `cache` (a folder and the
   * version of the code that parses), a file read before with the same text and code is taken from there.
   */
  load(contentDir: string, rels: string[], cache?: { dir: string; version: string }): MarkdownFile[] {
    if (cache) mkdirSync(cache.dir, { recursive: true });
    return rels.map((rel) => {
      const text = readFileSync(path.join(contentDir, rel), "utf8");
      const entry = cache && path.join(cache.dir, `${createHash("sha1").update(`${cache.version}\n${rel}\n${text}`).digest("hex")}.bin`);
      let file = entry && existsSync(entry) ? (deserialize(readFileSync(entry)) as MarkdownFile) : undefined;
      if (!file) {
        file = readMarkdownFile(contentDir, rel, text);
        const { source: _source, ...stored } = file;
        if (entry) writeFileSync(entry, serialize(stored));
      }
      this.trees.set(rel, file);
      const { tree: _tree, source: _source, ...rest } = file;
      return rest;
    });
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
      written.push({ file, source, policyInput: policyInput(html) });
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

const policyElements = /<script(?![^>]*\ssrc=)[^>]*>[\s\S]*?<\/script>|<style\b[^>]*>[\s\S]*?<\/style>|\sdata-island="apply-form"/g;

/** The parts of a page its Content-Security-Policy is made from (inline scripts and styles, the form's marker). */
export function policyInput(html: string): string {
  return [...html.matchAll(policyElements)].map((m) => m[0]).join("\n");
}
