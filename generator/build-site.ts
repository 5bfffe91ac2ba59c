/**
 * The whole build as one function: load → validate → route → client assets → render → write → check → swap.
 * The CLI (build.ts), the tests and the bench all call it, so they measure and test the same thing.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { templates as defaultTemplates } from "../pages/registry.ts";
import { notFoundLogger } from "../pages/not-found-page.tsx";
import { applyForm } from "../templates/islands/apply-form/apply-form.tsx";
import { toaster } from "../templates/islands/toaster/toaster.tsx";
import { checkBudgets } from "./checks/budgets.ts";
import { htmlCache } from "./checks/html-cache.ts";
import { fileForPath, resolveLinks, type OutputPage } from "./checks/links.ts";
import { buildClient, type IslandAssets } from "./client.ts";
import { listPageMarkdown, loadContent, type Content, type MarkdownFile } from "./content/load.ts";
import { ProblemsError, type Problem } from "./content/problem.ts";
import { findSampleReviews, findUnfinishedValues } from "./content/unfinished-values.ts";
import { headerRules, headersFile, inlineHashes } from "./hosting/headers.ts";
import { htaccessFile } from "./hosting/htaccess.ts";
import { compressibleFiles } from "./hosting/precompress.ts";
import { buildRoutes, type Route } from "./routes.ts";
import { appIconFiles } from "./seo/icons.ts";
import { lastCommitDates } from "./seo/lastmod.ts";
import { redirectPage, redirectsFile } from "./seo/redirect-page.ts";
import { robotsTxt, sitemapXml } from "./seo/sitemap-xml.ts";
import { buildSiteContext } from "./site-context.ts";
import { deal, startPool } from "./workers/pool.ts";
import type { WrittenPage } from "./workers/shard.ts";
import { discard, listFiles, swapInto, tempDirFor, writeFiles } from "./write.ts";

/** Where to read and write, and how strict to be. */
export interface BuildOptions {
  root: string; // the project folder (vite.config.ts, templates/)
  contentDir: string;
  outDir: string;
  strict?: boolean; // refuse placeholder values in site.yaml
  checks?: boolean; // run the link and HTML checks (default true)
  templates?: typeof defaultTemplates; // tests swap in a failing template
  extraIslands?: Record<string, string>; // tests add an island: name → entry file relative to root
  onPhase?: (phase: Phase) => void; // called as each phase starts (the CLI shows progress on a terminal)
  threads?: number; // worker threads (default: one per core); 0 runs everything on this thread
  cacheDir?: string; // parsed content and html-validate results (default node_modules/.cache/ssg)
  budgetExempt?: string[]; // output files spared the HTML-weight budget: the bench's sitemap page of 4,000 made-up pages
}

/** The build's phases, in order. */
export type Phase = "load" | "client" | "render" | "write" | "compress" | "checks";

/** What a successful build did. */
export interface BuildResult {
  pages: number;
  redirects: number;
  warnings: string[];
  validated: number; // pages html-validate checked; the others' HTML had passed before (the cache)
  checkMs: { links: number; html: number }; // inside the checks phase: the link check, html-validate (slowest thread)
  client: { stylesheet: string; islands: IslandAssets };
  timings: Record<Phase | "total", number>;
}

/** Loads, validates and routes the content; throws ProblemsError listing every content problem. */
export function prepare(
  contentDir: string,
  strict = false,
  markdown?: Map<string, MarkdownFile>, // files already read on worker threads
): { content: Content; routes: Route[]; warnings: string[] } {
  const loaded = loadContent(contentDir, markdown ? { markdown } : {});
  if (!loaded.content) throw new ProblemsError(loaded.problems);
  const { content } = loaded;
  const { routes, problems } = buildRoutes(content);
  const unfinished = findUnfinishedValues(content.site, content.siteSource);
  const samples = findSampleReviews(content.reviews, content.reviewsSource);
  if (strict) problems.push(...unfinished, ...samples);
  if (problems.length > 0) throw new ProblemsError(problems);
  const warnings = [
    ...(unfinished.length > 0
      ? [
          `content/site.yaml still holds ${unfinished.length} placeholder values (${unfinished.map((p) => p.field).join(", ")}). ` +
            "Replace them before publishing: `npm run build -- --strict` refuses them.",
        ]
      : []),
    ...(samples.length > 0
      ? [`content/data/reviews.yaml still holds ${samples.length} sample reviews. Replace them with real ones: \`npm run build -- --strict\` refuses them.`]
      : []),
  ];
  return { content, routes, warnings };
}

/** The site-wide files made on the main thread: redirect pages, sitemap.xml, robots.txt, _redirects, _headers, .htaccess. */
export function siteFiles(
  content: Content,
  routes: Route[],
  pages: WrittenPage[], // every page written by the shards
  lastmod: Map<string, string> = new Map(), // path → date of the last commit of its content file
): { files: Map<string, string>; redirectPages: OutputPage[] } {
  const redirectPages = content.redirects.map((r) => ({
    file: fileForPath(r.from),
    html: redirectPage(content.site.url, r.to),
    source: content.redirectsSource.file,
  }));
  const files = new Map(redirectPages.map((p) => [p.file, p.html]));
  files.set("sitemap.xml", sitemapXml(content.site.url, routes.map((r) => r.path), lastmod));
  files.set("robots.txt", robotsTxt(content.site.url));
  files.set("_redirects", redirectsFile(content.redirects));
  // The form provider may run scripts and frames only on the page that embeds its form.
  const form = content.site.applyForm;
  const providerOrigins = [...new Set([form.scriptUrl, form.hostedUrl].map((u) => new URL(u.replace("{formId}", "x")).origin))];
  const policyPages = [
    ...pages.map(({ file, hashes, form }) => ({ file, hashes, form })),
    ...redirectPages.map((p) => ({ file: p.file, hashes: inlineHashes(p.html), form: false })),
  ].sort((a, b) => a.file.localeCompare(b.file));
  const rules = headerRules(policyPages, providerOrigins);
  files.set("_headers", headersFile(rules));
  files.set(".htaccess", htaccessFile(rules, content.redirects));
  return { files, redirectPages };
}

/** Builds the site into `outDir`, or throws (ProblemsError for content and check findings) leaving it untouched. */
export async function buildSite(options: BuildOptions): Promise<BuildResult> {
  const t0 = performance.now();
  const mark = (() => {
    let last = t0;
    return () => {
      const now = performance.now();
      const ms = now - last;
      last = now;
      return ms;
    };
  })();
  const phase = options.onPhase ?? (() => {});
  const outDir = path.resolve(options.outDir);
  phase("load");
  // Templates swapped in by a test are functions, which cannot cross to a worker: such builds run on this thread.
  const cacheDir = options.cacheDir ?? path.join(options.root, "node_modules/.cache/ssg");
  const pool = await startPool(options.root, options.threads ?? (options.templates ? 0 : availableParallelism()), options.templates, cacheDir);
  const tempDir = tempDirFor(outDir);
  try {
    const rels = listPageMarkdown(options.contentDir);
    const shares = deal(rels, pool.size);
    const onEach = <T,>(work: (i: number) => Promise<T>) => Promise.all(shares.map((_, i) => work(i)));
    const cacheOf = (i: number) => pool.parseCache && { ...pool.parseCache, name: `share-${i + 1}-of-${pool.size}` };
    const loaded = await onEach((i) => pool.call(i, "load", options.contentDir, shares[i]!, cacheOf(i)));
    const markdown = new Map(loaded.flat().map((f) => [f.rel, f]));
    const { content, routes, warnings } = prepare(options.contentDir, options.strict, markdown);
    const load = mark();

    phase("client");
    const { stylesheet, islands } = await buildClient(options.root, tempDir, options.extraIslands);
    const built = buildSiteContext(content, routes, stylesheet, islands);
    if (!built.context) throw new ProblemsError(built.problems);
    const client = mark();

    phase("render");
    const all = [...markdown.values()];
    const rendered = await onEach((i) => pool.call(i, "render", { contentDir: options.contentDir, outDir: tempDir, markdown: all, stylesheet, islands }));
    const written = rendered.flat();
    const render = mark();

    phase("write");
    const dates = lastCommitDates(options.contentDir);
    const lastmod = new Map(
      routes.flatMap((r) => {
        const date = dates.get(r.page.file.replace(/^content\//, ""));
        return date ? [[r.path, date] as const] : [];
      }),
    );
    const { files, redirectPages } = siteFiles(content, routes, written, lastmod);
    writeFiles(tempDir, files);
    for (const [file, data] of appIconFiles(path.join(options.root, "public"), content.site)) {
      mkdirSync(path.dirname(path.join(tempDir, file)), { recursive: true });
      writeFileSync(path.join(tempDir, file), data);
    }
    const write = mark();

    // .gz and .br copies, on the shards; a file unchanged since the last build takes that build's copies.
    phase("compress");
    const previous = existsSync(outDir) ? outDir : undefined;
    const compressShares = deal(compressibleFiles(tempDir), pool.size);
    await onEach((i) => pool.call(i, "compress", tempDir, compressShares[i]!, previous));
    const compress = mark();

    let checks = 0;
    let validated = 0;
    const checkMs = { links: 0, html: 0 };
    if (options.checks !== false) {
      phase("checks");
      const redirectSources = new Set(content.redirects.map((r) => r.from));
      const cache = htmlCache(cacheDir);
      const pageShares = deal(
        [...written.map((p) => ({ file: p.file, source: p.source })), ...redirectPages.map((p) => ({ file: p.file, source: p.source }))],
        pool.size,
      );
      const results = await onEach((i) =>
        pool.call(i, "check", {
          outDir: tempDir,
          pages: pageShares[i]!,
          htmlConfig: cache.config,
          validHashes: [...cache.valid],
          islands,
          // Islands that must wake with the page; a caller's extra islands (tests) are its own business.
          eagerIslands: [...[applyForm, toaster].filter((i) => i.hydrate === "load").map((i) => i.name), ...Object.keys(options.extraIslands ?? {})],
          notFound: { file: "404.html", script: notFoundLogger },
          sizeExempt: options.budgetExempt ?? [],
        }),
      );
      cache.save(results.flatMap((r) => r.validHashes));
      validated = results.reduce((n, r) => n + r.validated, 0);
      // Redirect pages are checked for HTML validity but may of course "link" to their own target.
      const isRedirect = (file: string) => redirectSources.has(`/${file.replace(/\.html$/, "")}`);
      const resolveStart = performance.now();
      const betweenPages = resolveLinks(
        results.flatMap((r) => r.links).filter((l) => !isRedirect(l.file)),
        new Set(listFiles(tempDir)),
        redirectSources,
        (file) => readFileSync(path.join(tempDir, file), "utf8"),
      );
      checkMs.links = performance.now() - resolveStart + Math.max(...results.map((r) => r.ms.links));
      checkMs.html = Math.max(...results.map((r) => r.ms.html));
      const problems: Problem[] = [
        ...results.flatMap((r) => r.problems).filter((p) => !(isRedirect(p.file.slice("dist/".length)) && (p.field === "href" || p.field === "rel"))),
        ...betweenPages,
        ...checkBudgets([], { file: `dist${stylesheet}`, text: readFileSync(path.join(tempDir, stylesheet), "utf8") }, islands, []),
      ];
      if (problems.length > 0) throw new ProblemsError(problems, "checks");
      checks = mark();
    }
    swapInto(tempDir, outDir);
    return {
      pages: routes.length,
      redirects: content.redirects.length,
      warnings,
      validated,
      checkMs,
      client: { stylesheet, islands },
      timings: { load, client, render, write, compress, checks, total: performance.now() - t0 },
    };
  } finally {
    await pool.close();
    if (existsSync(tempDir)) discard(tempDir);
  }
}
