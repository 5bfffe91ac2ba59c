/**
 * The whole build as one function: load → validate → route → client assets → render → write → check → swap.
 * The CLI (build.ts), the tests and the bench all call it, so they measure and test the same thing.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { templates as defaultTemplates } from "../pages/registry.ts";
import { notFoundLogger } from "../pages/not-found-page.tsx";
import { checkHtml } from "./checks/html.ts";
import { checkScripts } from "./checks/scripts.ts";
import { checkLinks, fileForPath, type OutputPage } from "./checks/links.ts";
import { buildClient } from "./client.ts";
import { loadContent, type Content } from "./content/load.ts";
import { ProblemsError, type Problem } from "./content/problem.ts";
import { findSampleReviews, findUnfinishedValues } from "./content/unfinished-values.ts";
import { renderNotFound, renderRoute } from "./render.tsx";
import { buildRoutes, type Route } from "./routes.ts";
import { redirectPage, redirectsFile } from "./seo/redirect-page.ts";
import { lastCommitDates } from "./seo/lastmod.ts";
import { robotsTxt, sitemapXml } from "./seo/sitemap-xml.ts";
import { buildSiteContext, type SiteContext } from "./site-context.ts";
import { discard, listFiles, swapInto, tempDirFor, writeFiles } from "./write.ts";
import { headerRules, headersFile } from "./hosting/headers.ts";
import { htaccessFile } from "./hosting/htaccess.ts";
import { precompress } from "./hosting/precompress.ts";
import { checkBudgets } from "./checks/budgets.ts";
import { applyForm } from "../templates/islands/apply-form/apply-form.tsx";
import { toaster } from "../templates/islands/toaster/toaster.tsx";
import { appIconFiles } from "./seo/icons.ts";

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
}

/** The build's phases, in order. */
export type Phase = "load" | "client" | "render" | "write" | "checks";

/** What a successful build did. */
export interface BuildResult {
  pages: number;
  redirects: number;
  warnings: string[];
  timings: Record<"load" | "client" | "render" | "write" | "checks" | "total", number>;
}

/** Loads, validates and routes the content; throws ProblemsError listing every content problem. */
export function prepare(contentDir: string, strict = false): { content: Content; routes: Route[]; warnings: string[] } {
  const loaded = loadContent(contentDir);
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

/** Every output file except the client assets: pages, 404, redirects, sitemap.xml, robots.txt, _redirects, _headers. */
export function renderSite(
  content: Content,
  routes: Route[],
  ctx: SiteContext,
  templates = defaultTemplates,
  lastmod: Map<string, string> = new Map(), // path → date of the last commit of its content file
): { files: Map<string, string>; pages: OutputPage[] } {
  const pages: OutputPage[] = routes.map((route) => ({
    file: fileForPath(route.path),
    html: renderRoute(route, content, ctx, templates),
    source: route.page.file,
  }));
  pages.push({ file: "404.html", html: renderNotFound(content, ctx, templates), source: content.notFound.file });
  for (const r of content.redirects)
    pages.push({ file: fileForPath(r.from), html: redirectPage(content.site.url, r.to), source: content.redirectsSource.file });
  const files = new Map(pages.map((p) => [p.file, p.html]));
  files.set("sitemap.xml", sitemapXml(content.site.url, routes.map((r) => r.path), lastmod));
  files.set("robots.txt", robotsTxt(content.site.url));
  files.set("_redirects", redirectsFile(content.redirects));
  // The form provider may run scripts and frames only on the page that embeds its form.
  const form = content.site.applyForm;
  const providerOrigins = [...new Set([form.scriptUrl, form.hostedUrl].map((u) => new URL(u.replace("{formId}", "x")).origin))];
  const rules = headerRules(pages, (page) => (page.html.includes('data-island="apply-form"') ? providerOrigins : []));
  files.set("_headers", headersFile(rules));
  files.set(".htaccess", htaccessFile(rules, content.redirects));
  return { files, pages };
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
  phase("load");
  const { content, routes, warnings } = prepare(options.contentDir, options.strict);
  const load = mark();

  const tempDir = tempDirFor(path.resolve(options.outDir));
  let precompressed: Promise<unknown> | undefined;
  try {
    phase("client");
    const { stylesheet, islands } = await buildClient(options.root, tempDir, options.extraIslands);
    const client = mark();
    const built = buildSiteContext(content, routes, stylesheet, islands);
    if (!built.context) throw new ProblemsError(built.problems);
    phase("render");
    const dates = lastCommitDates(options.contentDir);
    const lastmod = new Map(
      routes.flatMap((r) => {
        const date = dates.get(r.page.file.replace(/^content\//, ""));
        return date ? [[r.path, date] as const] : [];
      }),
    );
    const { files, pages } = renderSite(content, routes, built.context, options.templates, lastmod);
    const render = mark();
    phase("write");
    writeFiles(tempDir, files);
    for (const [file, data] of appIconFiles(path.join(options.root, "public"), content.site)) {
      mkdirSync(path.dirname(path.join(tempDir, file)), { recursive: true });
      writeFileSync(path.join(tempDir, file), data);
    }
    // .gz and .br copies are made on worker threads while the checks below run on this one.
    precompressed = precompress(tempDir);
    const write = mark();
    if (options.checks !== false) {
      phase("checks");
      const redirectSources = new Set(content.redirects.map((r) => r.from));
      // Redirect pages are checked for HTML validity but may of course "link" to their own target.
      const linkPages = pages.filter((p) => !redirectSources.has(`/${p.file.replace(/\.html$/, "")}`));
      const problems: Problem[] = [
        ...checkLinks(linkPages, new Set(listFiles(tempDir)), redirectSources),
        ...checkHtml(pages),
        ...checkScripts(pages, islands, { file: "404.html", script: notFoundLogger }),
        ...checkBudgets(
          pages,
          { file: `dist${stylesheet}`, text: readFileSync(path.join(tempDir, stylesheet), "utf8") },
          islands,
          // Islands that must wake with the page; a caller's extra islands (tests) are its own business.
          [...[applyForm, toaster].filter((i) => i.hydrate === "load").map((i) => i.name), ...Object.keys(options.extraIslands ?? {})],
        ),
      ];
      if (problems.length > 0) throw new ProblemsError(problems, "checks");
    }
    const checks = mark();
    await precompressed;
    const compressing = mark(); // what the checks did not hide
    swapInto(tempDir, path.resolve(options.outDir));
    return {
      pages: routes.length,
      redirects: content.redirects.length,
      warnings,
      timings: { load, client, render, write: write + compressing, checks, total: performance.now() - t0 },
    };
  } finally {
    await precompressed?.catch(() => {}); // a failed build's workers finish before their folder goes
    if (existsSync(tempDir)) discard(tempDir);
  }
}
