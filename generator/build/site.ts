/**
 * The whole build, top to bottom. The CLI (generator/build.ts), the tests and the bench all call buildSite, so they measure and
 * test the same thing:
 * 1. load and validate all content, every content check up front;
 * 2. make the routes and the site context;
 * 3. build the client files (islands and stylesheet), or take the last build's when the code is unchanged;
 * 4. buildPage for every route, the not-found pages (404.html, es/404.html) and the redirect pages, in memory, each written once;
 * 5. the work that needs every page: links between pages, sitemap.xml, _headers, redirects, icons;
 * 6. swap the new output into place, only when nothing was found.
 * What the last build made is reused by the rules in cache.ts.
 */
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import type { Route } from "../../model/site-context.ts";
import { notFoundLogger } from "../../pages/not-found-page.tsx";
import { templates as defaultTemplates } from "../../pages/registry.ts";
import { checkStylesheetBudget } from "../checks/budgets.ts";
import { type ContentText, newPageFindings, pageGlossaryFindings } from "../checks/glossary.ts";
import { htmlConfig } from "../checks/html.ts";
import { fileForPath, resolveLinks } from "../checks/links.ts";
import { pageNameFindings } from "../checks/spanish-names.ts";
import { buildClient, type IslandAssets } from "../client.ts";
import { writeAdmin } from "../cms/admin-site.ts";
import { type ContentFiles, withContentFiles } from "../content/files.ts";
import type { Content } from "../content/load.ts";
import { fromPlain, listPageMarkdown, type PlainMarkdownFile, readMarkdownFile, toPlain } from "../content/markdown-file.ts";
import { type Problem, ProblemsError } from "../content/problem.ts";
import { buildRecordFile, buildRecordText } from "../hosting/build-record.ts";
import { headerRules, headersFile } from "../hosting/headers.ts";
import { htaccessFile } from "../hosting/htaccess.ts";
import { notFoundFileOf, notFoundRuleOf } from "../hosting/not-found.ts";
import { compressedCopies } from "../hosting/precompress.ts";
import { prepare } from "../prepare.ts";
import { notFoundPage, type PageAssets, type RenderedPage, routePage } from "../render.tsx";
import { langOfPath, languagesOf } from "../routes.ts";
import { appIconFiles } from "../seo/icons.ts";
import { pageInliner } from "../seo/inline-page.ts";
import { lastCommitDates } from "../seo/lastmod.ts";
import { redirectPage, redirectsFile } from "../seo/redirect-page.ts";
import { robotsTxt, sitemapXml } from "../seo/sitemap-xml.ts";
import { discard, listFiles, swapInto, tempDirFor, writeFiles } from "../write.ts";
import { type BuildPlan, type Client, type Manifest, parseCache, planBuild, reuseFrom, saveBuild } from "./cache.ts";
import { pageFinisher } from "./finish-page.ts";
import { buildPage, type PageFacts, type PageSite } from "./page.ts";
import { startPool } from "./pool.ts";

/** Where to read and write, and how strict to be. */
export interface BuildOptions {
  root: string; // the project folder (vite.config.ts, templates/)
  contentDir: string;
  outDir: string;
  strict?: boolean; // refuse placeholder values in site.yaml
  checks?: boolean; // run the link, HTML and budget checks (default true)
  templates?: typeof defaultTemplates; // tests swap in a failing template (such a build reuses nothing)
  extraIslands?: Record<string, string>; // tests add an island: name → entry file relative to root
  onPhase?: (phase: Phase) => void; // called as each phase starts (the CLI shows progress on a terminal)
  threads?: number; // worker threads that check and compress pages; default: one per core from `workersFrom` pages up
  cacheDir?: string; // the build's manifests (default node_modules/.cache/ssg)
  plan?: BuildPlan; // what the cache says, when the caller has asked it already (the CLI); otherwise buildSite asks
}

/**
 * From how many pages to build the build hands html-validate and compression to worker threads. Below it, starting the
 * threads costs more time and memory than they save. The crossing was measured on a 2-core machine: the commit that
 * set this number records the figures, and `npm run bench` measures again.
 */
export const workersFrom = 64;

/** The build's phases, in order. */
export type Phase = "load" | "client" | "pages" | "site";

/** What a successful build did. */
export interface BuildResult {
  pages: number;
  redirects: number;
  warnings: string[];
  upToDate: boolean; // nothing had changed since the last build: nothing was done
  rendered: number; // pages rendered; the others' inputs were unchanged and their files were taken from the last build
  validated: number; // pages html-validate checked; the others' HTML had passed before
  threads: number; // worker threads used
  client: { stylesheet: string; islands: IslandAssets; reused: boolean };
  timings: Record<Phase | "total", number>;
}

/** One page to build: its output file, the content file it is made from, the hash of its inputs, how to render it. */
interface PageJob {
  file: string;
  source: string;
  input: string;
  render: () => RenderedPage;
}

/** Builds the site into `outDir`, or throws (ProblemsError for content and check findings) leaving it untouched. */
export async function buildSite(options: BuildOptions): Promise<BuildResult> {
  const t0 = performance.now();
  const { root, contentDir, outDir } = options;
  const plan =
    options.plan ??
    planBuild(root, contentDir, outDir, options.cacheDir ?? path.join(root, "node_modules/.cache/ssg"), {
      strict: options.strict === true,
      checks: options.checks !== false,
      extraIslands: options.extraIslands ?? {},
      remember: options.templates === undefined, // a test's templates are functions that no hash sees
    });
  if (plan.current) return unchanged(plan.current, performance.now() - t0);
  // Every reader of content/ during this build gets the copy the plan read (content/files.ts).
  return withContentFiles(plan.content, () => build(options, plan, t0));
}

async function build(options: BuildOptions, plan: BuildPlan, t0: number): Promise<BuildResult> {
  const timings = { load: 0, client: 0, pages: 0, site: 0, total: 0 };
  let current: Phase | undefined;
  let since = t0;
  const phase = (next?: Phase) => {
    const now = performance.now();
    if (current) timings[current] = now - since;
    [current, since] = [next, now];
    if (next) options.onPhase?.(next);
  };
  const { root, contentDir } = options;
  const outDir = path.resolve(options.outDir);
  const checks = options.checks !== false;
  const strict = options.strict === true;

  // 1–2. Content, routes and site context: every content problem is found here, before anything is built.
  phase("load");
  const texts = new Map(listPageMarkdown(contentDir).map((rel) => [rel, plan.content.files.get(rel)!]));
  // A file unchanged since the last build is taken as that build parsed it; its body is parsed again only if its page
  // is rendered again (cache.ts parseCache).
  const parses = parseCache(plan);
  const plain = new Map<string, PlainMarkdownFile>();
  let parsed = 0;
  const markdown = new Map(
    [...texts].map(([rel, text]) => {
      const known = parses.get(rel, text);
      const file = known ? fromPlain(known, () => readMarkdownFile(contentDir, rel, text).tree) : readMarkdownFile(contentDir, rel, text);
      if (!known) parsed++;
      plain.set(rel, known ?? toPlain(file));
      return [rel, file] as const;
    }),
  );
  if (parsed > 0) parses.save(texts, plain);
  const { content, routes, contexts, warningsWith } = prepare(contentDir, strict, markdown);
  let warnings = warningsWith([]);
  const tempDir = tempDirFor(outDir);
  // What every page shows besides its files: the footer's year (from git) and the law page's date (law.yaml). A stale
  // translation's note is its own page's input only (inputOf's `own`), so an English edit renders its twin, not the site.
  const reuse = reuseFrom(plan, { contentDir, outDir, tempDir }, markdown, texts, {
    year: content.year,
    lawDate: languagesOf(content).map((set) => set.lawDate),
  });
  let assets: PageAssets = { stylesheet: "", islands: {} }; // the client files, once built below
  const templates = options.templates ?? defaultTemplates;
  const jobs: PageJob[] = [
    ...routes.map((route) => ({
      file: fileForPath(route.path),
      source: route.page.file,
      input: reuse.inputOf([route.page.file], content.pendingTranslations[route.page.file]),
      render: () => routePage(route, content, contexts[route.lang]!, assets, templates),
    })),
    // 404.html speaks every language (it reads each one's 404.md); es/404.html only its own.
    ...content.locales.map(({ code, prefix }) => ({
      file: notFoundFileOf(prefix),
      source: content.langs[code]!.notFound.file,
      input: reuse.inputOf(prefix === "" ? languagesOf(content).map((s) => s.notFound.file) : [content.langs[code]!.notFound.file]),
      render: () => notFoundPage(content, contexts, assets, templates, code),
    })),
  ];
  const redirectJobs: PageJob[] = content.redirects.map((r) => ({
    file: fileForPath(r.from),
    source: content.redirectsSource.file,
    input: reuse.redirectInput(r.from, r.to),
    render: () => ({ html: redirectPage(content.site.url, r.to, contexts[langOfPath(content.locales, r.to)]!), islands: [] }),
  }));
  const toBuild = jobs.filter((job) => !reuse.unchanged(job.file, job.input)).length;

  const threads = options.threads ?? (toBuild >= workersFrom ? availableParallelism() : 0);
  // Started before the client build, so the threads load html-validate while Vite works.
  const pool = threads > 0 ? await startPool(root, threads, checks ? htmlConfig() : undefined) : undefined;
  try {
    // 3. The client files, taken from the last build when the code that makes them is unchanged.
    phase("client");
    mkdirSync(tempDir, { recursive: true });
    const lastClient = reuse.takeClient();
    let client: Client;
    if (lastClient) client = lastClient;
    else {
      const built = await buildClient(root, tempDir, options.extraIslands);
      // Vite's output and its copy of public/, with their compressed copies.
      for (const file of listFiles(tempDir)) writeFiles(tempDir, new Map(compressedCopies(file, readFileSync(path.join(tempDir, file)))));
      client = { key: reuse.clientKey, ...built, files: listFiles(tempDir) };
      reuse.keepClient(client);
    }
    const { stylesheet, islands } = client;
    // Each page carries the CSS it uses and the SVG favicon inline (seo/inline-page.ts).
    assets = { stylesheet, islands, inline: pageInliner(tempDir, stylesheet, islands) };

    // 4. Every page, in memory; a page whose inputs are unchanged is taken from the last build.
    phase("pages");
    const site: PageSite = {
      islands,
      checks,
      notFound: { files: content.locales.map((l) => notFoundFileOf(l.prefix)), script: notFoundLogger },
      finish: pool ? (job) => pool.finish(job) : pageFinisher(checks ? htmlConfig() : undefined),
      // The glossary is English↔Spanish: its avoided words are looked for on Spanish pages only (page.ts).
      // So are agency and building names without their Spanish (checks/spanish-names.ts).
      ...(content.langs.es ? { glossary: (html, file, source) => spanishPageFindings(html, file, source, content, yamlTexts(plan.content)) } : {}),
    };
    const facts: PageFacts[] = [];
    const problems: Problem[] = [];
    let rendered = 0;
    let validated = 0;
    const one = async (job: PageJob) => {
      const reused = reuse.unchanged(job.file, job.input);
      if (reused) {
        reuse.take(reused.files);
        facts.push(reused);
        return;
      }
      rendered++;
      const built = await buildPage(job.file, job.source, job.render, site, reuse.lastFacts(job.file));
      if (built.files.length === 0) reuse.take(built.facts.files);
      else validated += checks ? 1 : 0;
      writeFiles(tempDir, new Map(built.files));
      facts.push(built.facts);
      problems.push(...built.problems);
    };
    // A few pages in flight per thread keep every thread busy without holding every page's HTML at once.
    const inFlight = new Set<Promise<void>>();
    for (const job of [...jobs, ...redirectJobs]) {
      if (inFlight.size >= 4 * Math.max(1, threads)) await Promise.race(inFlight);
      const p = one(job).finally(() => inFlight.delete(p));
      inFlight.add(p);
    }
    await Promise.all(inFlight);

    // 5. What needs every page.
    phase("site");
    const redirectFiles = new Set(redirectJobs.map((j) => j.file));
    const dates = lastCommitDates(contentDir);
    const lastmod = new Map(
      routes.flatMap((r) => {
        const date = dates.get(r.page.file.replace(/^content\//, ""));
        return date ? [[r.path, date] as const] : [];
      }),
    );
    const files = siteFiles(content, routes, facts, lastmod);
    const manifests = content.locales.flatMap((l) => {
      const translated = content.langs[l.code]!.messages.site;
      return translated ? [{ ...l, description: translated.description }] : [];
    });
    for (const [file, data] of appIconFiles(path.join(root, "public"), content.site, manifests)) files.set(file, data);
    writeFiles(tempDir, new Map([...files].flatMap(([file, data]) => [[file, data] as const, ...compressedCopies(file, data)])));
    // How this dist/ was built, for the deploy to refuse a draft (hosting/build-record.ts); no visitor asks for it.
    writeFiles(tempDir, new Map([[buildRecordFile, buildRecordText({ strict, checks })]]));
    // The web editor at /admin (cms/admin-site.ts): not a visitor page, so no compressed copies and none of the page checks.
    await writeAdmin({ root, contentDir, outDir: tempDir, codeKey: reuse.clientKey, siteName: content.site.name, stylesheet, markdown });
    if (checks) {
      const redirectSources = new Set(content.redirects.map((r) => r.from));
      problems.push(
        ...resolveLinks(
          facts.filter((f) => !redirectFiles.has(f.file)).map((f) => f.links), // a redirect page links to its target, of course
          new Set(listFiles(tempDir)),
          redirectSources,
          (file) => readFileSync(path.join(tempDir, file), "utf8"), // only to say where a finding is
        ),
        ...checkStylesheetBudget({ file: `dist${stylesheet}`, text: readFileSync(path.join(tempDir, stylesheet), "utf8") }),
      );
    }
    // Words the glossary avoids on built pages that no content file shows at a line (a word split by a line break or
    // by emphasis, a label made of a message and a name).
    const pageFindings = newPageFindings(
      facts.flatMap((f) => f.glossary ?? []),
      content.translationFindings,
    );
    if (strict) problems.push(...pageFindings);
    else warnings = warningsWith(pageFindings);
    const found = problems.filter((p) => !(redirectFiles.has(p.file.slice("dist/".length)) && (p.field === "href" || p.field === "rel")));
    if (found.length > 0) throw new ProblemsError(found, "checks");

    // 6. Into place, and remembered for the next build.
    swapInto(tempDir, outDir);
    const counts = { pages: routes.length, redirects: content.redirects.length };
    saveBuild(plan, outDir, { warnings, counts, client, pages: [...jobs, ...redirectJobs], facts });
    phase();
    timings.total = performance.now() - t0;
    return {
      ...counts,
      warnings,
      upToDate: false,
      rendered,
      validated,
      threads,
      client: { stylesheet, islands, reused: lastClient !== undefined },
      timings,
    };
  } finally {
    await pool?.close();
    if (existsSync(tempDir)) discard(tempDir);
  }
}

/** The YAML files of the content (site.yaml, messages, data): where a glossary finding's words may be written. */
const yamlTexts = (content: ContentFiles): ContentText[] =>
  [...content.files].filter(([rel]) => rel.endsWith(".yaml") && !/(^|\/)\./.test(rel)).map(([rel, text]) => ({ file: `content/${rel}`, text }));

/** The result of a build that found nothing changed. */
function unchanged(manifest: Manifest, ms: number): BuildResult {
  const { stylesheet = "", islands = {} } = manifest.client ?? {};
  return {
    ...manifest.counts,
    warnings: manifest.warnings,
    upToDate: true,
    rendered: 0,
    validated: 0,
    threads: 0,
    client: { stylesheet, islands, reused: true },
    timings: { load: 0, client: 0, pages: 0, site: 0, total: ms },
  };
}

/** The site-wide files: sitemap.xml, robots.txt, _redirects, _headers and .htaccess. */
function siteFiles(content: Content, routes: Route[], pages: PageFacts[], lastmod: Map<string, string> = new Map()): Map<string, string | Uint8Array> {
  const files = new Map<string, string | Uint8Array>();
  files.set(
    "sitemap.xml",
    sitemapXml(
      content.site.url,
      routes.map((r) => ({ path: r.path, alternates: r.alternates })),
      lastmod,
      content.locales,
    ),
  );
  files.set("robots.txt", robotsTxt(content.site.url));
  // Each language but English (the default, at the root) has its own not-found page for its addresses; 404.html answers the rest.
  const notFound = content.locales.filter((l) => l.prefix !== "").map((l) => notFoundRuleOf(l.prefix));
  files.set("_redirects", redirectsFile(content.redirects, notFound));
  // The form provider may run scripts and frames only on the page that embeds its form.
  const form = content.site.applyForm;
  const providerOrigins = [...new Set([form.scriptUrl, form.hostedUrl].map((u) => new URL(u.replace("{formId}", "x")).origin))];
  const policyPages = pages.map(({ file, hashes, form }) => ({ file, hashes, form })).sort((a, b) => a.file.localeCompare(b.file));
  const rules = headerRules(policyPages, providerOrigins);
  files.set("_headers", headersFile(rules));
  files.set(".htaccess", htaccessFile(rules, content.redirects, notFound));
  return files;
}

/** A Spanish page's words: those the glossary avoids, and agency and building names without their Spanish. */
function spanishPageFindings(html: string, file: string, source: string, content: Content, texts: ContentText[]): Problem[] {
  return [
    ...pageGlossaryFindings(html, file, source, content.glossary, content.site.name, texts),
    ...pageNameFindings(html, file, source, content.langs.es?.messages.phrases ?? new Map()),
  ];
}
