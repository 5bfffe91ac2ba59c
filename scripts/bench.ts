/**
 * `npm run bench [-- --sizes 1000,4000 --real-runs 3 --timeout-min 30]`: times the real site's CLI build, then for
 * each synthetic site (the real content plus N county-like pages, in its own child process) a cold build with every
 * check, the bare renderToString of the same pages (on one thread, and split over one process per core), a rebuild
 * after one content file changed, and the dev server's answer after a save; prints phases, pages/s, peak and idle
 * RSS, the targets of issue #7 and the floors under them; then the JavaScript each page fetches before and after
 * interaction (scripts/js-weight.ts).
 */
import { spawn } from "node:child_process";
import { appendFileSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { createInterface } from "node:readline";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { listFiles } from "../generator/write.ts";
import type { IslandAssets } from "../generator/client.ts";
import { createSyntheticContent, syntheticCountySlug } from "./synthetic-site.ts";

type Timings = Record<"load" | "client" | "render" | "write" | "compress" | "checks" | "total", number>; // milliseconds

/** One measured build, or why it could not be measured. */
interface Measurement {
  site: string;
  checks: boolean;
  pages?: number;
  fullMs?: number; // what the table calls the full build; see the notes printed under it
  timings?: Timings;
  rssMiB?: number;
  html?: { files: number; totalMiB: number; largestKiB: number };
  spread?: string; // the full build of each real-site run
  timedOut?: boolean;
  failure?: string;
}

const root = path.resolve(import.meta.dirname, "..");
const self = path.join(root, "scripts/bench.ts");
const resultMarker = "@@bench-result ";
const rssMarker = "@@bench-maxrss ";
const { values: args } = parseArgs({
  options: {
    worker: { type: "boolean", default: false },
    content: { type: "string", default: "" },
    out: { type: "string", default: "" },
    checks: { type: "string", default: "true" },
    sizes: { type: "string", default: "1000,4000" },
    "real-runs": { type: "string", default: "3" },
    "timeout-min": { type: "string", default: "30" },
    "bare-share": { type: "string", default: "" }, // i/n: one process of the parallel bare renderToString
    client: { type: "string", default: "" }, // with --bare-share: a JSON file of the build's client assets
  },
});
const temps = new Set<string>();

if (args.worker) await worker(args.content, args.out, args.checks !== "false");
else if (args["bare-share"]) await bareShare(args.content, args.client, args["bare-share"]);
else await main();

/** What one synthetic site's child process measured (milliseconds, MiB). */
interface Scenario {
  pages: number;
  cold: { timings: Timings; rssMiB: number; validated: number; checkMs: { links: number; html: number } };
  bareMs: number; // renderToString of the same page trees, on one thread, after the build
  parallelBareMs: number; // the same split over one process per core, all rendering at once: the slowest one's time
  idleMiB: number; // RSS with the generator's modules loaded and its worker threads started, before any page
  rebuild: { timings: Timings; validated: number; checkMs: { links: number; html: number } };
  devMs?: number; // the dev server's answer to the first request after a save
  devFresh?: boolean;
}

/**
 * Child mode: a cold build with checks (empty caches), the bare renderToString of the same pages, a rebuild after one
 * content file changed, and the dev server's first answer after that file is saved again. One JSON line at the end.
 */
async function worker(contentDir: string, outDir: string, checks: boolean): Promise<void> {
  await import("../generator/production-env.ts"); // as the build CLI does, before React loads
  const { buildSite } = await import("../generator/build-site.ts");
  const cacheDir = path.join(path.dirname(outDir), "cache");
  try {
    const idleMiB = await idleRss(contentDir);
    // The sitemap page lists every synthetic page (4,000 links weigh 32 KB gzipped): a real site that size would split it.
    const budgetExempt = ["sitemap.html"];
    const cold = await buildSite({ root, contentDir, outDir, checks, cacheDir, budgetExempt });
    const rssMiB = process.resourceUsage().maxRSS / 1024;
    const bareMs = (await bareRender(contentDir, cold.client)).ms;
    const parallelBareMs = await parallelBare(contentDir, cold.client, path.dirname(outDir));
    const changed = path.join(contentDir, "cities", `${syntheticCountySlug(1)}.md`);
    const edit = (marker: string) => appendFileSync(changed, `\n${marker}\n`);
    edit("One more sentence, written between two builds.");
    const rebuild = await buildSite({ root, contentDir, outDir, checks, cacheDir, budgetExempt });
    const dev = checks ? await devReload(contentDir, `/${syntheticCountySlug(1)}`, changed) : undefined;
    const result: Scenario = {
      pages: cold.pages,
      cold: { timings: cold.timings, rssMiB, validated: cold.validated, checkMs: cold.checkMs },
      bareMs,
      parallelBareMs,
      idleMiB,
      rebuild: { timings: rebuild.timings, validated: rebuild.validated, checkMs: rebuild.checkMs },
      ...(dev ? { devMs: dev.ms, devFresh: dev.fresh } : {}),
    };
    process.stdout.write(`${resultMarker}${JSON.stringify(result)}\n`);
  } catch (error) {
    const { reportFailure } = await import("../generator/cli-report.ts");
    process.exitCode = reportFailure(error, outDir);
  }
}

/** The process's RSS once the build's modules are loaded and its worker threads have started: before any page. */
async function idleRss(contentDir: string): Promise<number> {
  const { startPool } = await import("../generator/workers/pool.ts");
  const pool = await startPool(root);
  try {
    await Promise.all(Array.from({ length: pool.size }, (_, i) => pool.call(i, "load", contentDir, [])));
    return process.memoryUsage.rss() / 2 ** 20;
  } finally {
    await pool.close();
  }
}

/**
 * renderToString of every route's document tree on this thread, bodies made beforehand: React's own cost. With
 * `share` (i of n), only every n-th route from the i-th, and `ready` is awaited between making the trees and
 * rendering them.
 */
async function bareRender(
  contentDir: string,
  client: { stylesheet: string; islands: IslandAssets },
  share = { i: 0, n: 1 },
  ready = async () => {},
): Promise<{ ms: number; pages: number }> {
  const { prepare } = await import("../generator/build-site.ts");
  const { buildSiteContext } = await import("../generator/site-context.ts");
  const { documentTree, routeHead } = await import("../generator/render.tsx");
  const { templates } = await import("../pages/registry.ts");
  const { renderToString } = await import("react-dom/server");
  const { content, routes } = prepare(contentDir);
  const ctx = buildSiteContext(content, routes, client.stylesheet, client.islands).context!;
  const trees = routes
    .filter((_, j) => j % share.n === share.i)
    .map((r) => {
      void r.page.body; // Markdown → React elements is the generator's work, not React's
      return documentTree(templates[r.template], { page: r.page, ctx }, routeHead(r, content, ctx), new Set(), true);
    });
  await ready();
  const start = performance.now();
  for (const tree of trees) renderToString(tree);
  return { ms: performance.now() - start, pages: trees.length };
}

/**
 * The bare renderToString split over one child process per core, started together once every child has made its
 * trees; the slowest child's time. Separate processes, not threads, so that nothing but the hardware is shared: a
 * generator that renders each page once with React cannot render these pages on this machine in less.
 */
async function parallelBare(contentDir: string, client: { stylesheet: string; islands: IslandAssets }, dir: string): Promise<number> {
  const clientFile = path.join(dir, "client.json");
  writeFileSync(clientFile, JSON.stringify(client));
  const n = availableParallelism();
  const children = Array.from({ length: n }, (_, i) =>
    spawn(process.execPath, ["--import", "tsx", self, "--bare-share", `${i}/${n}`, "--content", contentDir, "--client", clientFile], {
      cwd: root,
      stdio: ["pipe", "pipe", "inherit"],
    }),
  );
  const lines = children.map((child) => createInterface({ input: child.stdout! })[Symbol.asyncIterator]());
  const next = async (i: number) => (await lines[i]!.next()).value as string | undefined;
  const ready = await Promise.all(children.map((_, i) => next(i)));
  if (!ready.every((l) => l === "ready")) throw new Error(`A bare renderToString process did not start: ${JSON.stringify(ready)}`);
  for (const child of children) child.stdin!.end("go\n");
  const times = (await Promise.all(children.map((_, i) => next(i)))).map(Number);
  if (!times.every(Number.isFinite)) throw new Error(`A bare renderToString process failed: ${JSON.stringify(times)}`);
  return Math.max(...times);
}

/** Child mode of parallelBare: makes its share's trees, says "ready", waits for "go" on stdin, renders, prints ms. */
async function bareShare(contentDir: string, clientFile: string, share: string): Promise<void> {
  await import("../generator/production-env.ts");
  const [i, n] = share.split("/").map(Number) as [number, number];
  const client = JSON.parse(readFileSync(clientFile, "utf8")) as { stylesheet: string; islands: IslandAssets };
  const go = async () => {
    process.stdout.write("ready\n");
    const input = createInterface({ input: process.stdin });
    for await (const _ of input) break;
  };
  const { ms } = await bareRender(contentDir, client, { i, n }, go);
  process.stdout.write(`${ms}\n`);
}

/** Saves `file` with a new sentence and times the dev server's answer to the next request for its page. */
async function devReload(contentDir: string, urlPath: string, file: string): Promise<{ ms: number; fresh: boolean }> {
  const { startDevServer } = await import("../generator/dev.ts");
  const server = await startDevServer({ root, contentDir, port: 0, logLevel: "silent" });
  try {
    await (await fetch(new URL(urlPath, server.url))).text(); // the first request parses every file
    await (await fetch(new URL(urlPath, server.url))).text();
    const marker = "Saved while the dev server was running.";
    appendFileSync(file, `\n${marker}\n`);
    const start = performance.now();
    const html = await (await fetch(new URL(urlPath, server.url))).text();
    return { ms: performance.now() - start, fresh: html.includes(marker) };
  } finally {
    await server.close();
  }
}

async function main(): Promise<void> {
  const sizes = args.sizes.split(",").map(Number).filter((n) => Number.isInteger(n) && n > 0);
  const timeoutMs = Number(args["timeout-min"]) * 60_000;
  const cleanUp = () => {
    for (const dir of temps) rmSync(dir, { recursive: true, force: true });
  };
  process.once("SIGINT", () => {
    cleanUp();
    process.exit(130);
  });
  let real: Measurement;
  const synthetic: SyntheticRow[] = [];
  try {
    real = await measureReal(Math.max(1, Number(args["real-runs"]) || 1), timeoutMs);
    for (const size of sizes) synthetic.push(await measureSynthetic(size, timeoutMs));
  } finally {
    cleanUp();
  }
  process.stdout.write(`\n${report(real, synthetic)}`);
  progress("JavaScript per page, in chromium");
  const { measureJsWeight, jsWeightReport } = await import("./js-weight.ts");
  process.stdout.write(`\n${jsWeightReport(await measureJsWeight())}`);
}

/** The real CLI as a user runs it, timed from outside; the median of `runs` runs by full-build time. */
async function measureReal(runs: number, timeoutMs: number): Promise<Measurement> {
  // The preload reports each process's peak RSS at exit; the tsx CLI is a thin parent of the real build process.
  const preload = `process.on("exit",()=>process.stderr.write("${rssMarker}"+process.resourceUsage().maxRSS+"\\n"))`;
  const env = { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --import=data:text/javascript,${encodeURIComponent(preload)}` };
  const results: Measurement[] = [];
  for (let i = 1; i <= runs; i++) {
    const dir = tempDir("bench-real-");
    const out = path.join(dir, "dist");
    progress(`real site, run ${i} of ${runs}: tsx generator/build.ts --out ${out}`);
    const run = await runChild(path.join(root, "node_modules/.bin/tsx"), ["generator/build.ts", "--out", out], env, timeoutMs, "SIGTERM");
    const line = run.stdout.trim().split("\n").at(-1) ?? "";
    const m = /^Built (\d+) pages.*\(load ([\d.]+) s, client ([\d.]+) s, render ([\d.]+) s, write ([\d.]+) s, compress ([\d.]+) s, checks ([\d.]+) s/.exec(line);
    const rss = [...run.stderr.matchAll(new RegExp(`${rssMarker}(\\d+)`, "g"))].map((r) => Number(r[1]));
    const site = runs > 1 ? `real (median of ${runs})` : "real";
    if (run.code !== 0 || !m) results.push({ site, checks: true, failure: failure(run, timeoutMs), fullMs: run.wallMs });
    else {
      const [load, client, render, write, compress, checks] = m.slice(2).map((s) => Number(s) * 1000) as [number, number, number, number, number, number];
      results.push({
        site,
        checks: true,
        pages: Number(m[1]),
        fullMs: run.wallMs,
        timings: { load, client, render, write, compress, checks, total: load + client + render + write + compress + checks },
        ...(rss.length > 0 ? { rssMiB: Math.max(...rss) / 1024 } : {}),
        html: htmlSize(out),
      });
    }
    rmSync(dir, { recursive: true, force: true });
    temps.delete(dir);
  }
  const ok = results.filter((r) => !r.failure).sort((a, b) => a.fullMs! - b.fullMs!);
  const chosen = ok[Math.floor((ok.length - 1) / 2)];
  if (!chosen) return results[0]!;
  const failed = runs - ok.length;
  const spread = `${ok.map((r) => seconds(r.fullMs!)).join(", ")} s${failed > 0 ? ` (${failed} failed run(s) left out)` : ""}`;
  return ok.length > 1 || failed > 0 ? { ...chosen, spread } : chosen;
}

/** A synthetic site of the real content plus `count` county-like pages: the whole scenario in one child process. */
async function measureSynthetic(count: number, timeoutMs: number): Promise<SyntheticRow> {
  progress(`synthetic site with ${count} extra county-like pages: writing content`);
  const content = createSyntheticContent(path.join(root, "content"), count);
  temps.add(content);
  const site = `synthetic ${count.toLocaleString("en-US")}`;
  const dir = tempDir("bench-out-");
  progress(`${site}: cold build, bare renderToString, rebuild after one change, dev server, in a child process`);
  const run = await runChild(
    process.execPath,
    ["--import", "tsx", self, "--worker", "--content", content, "--out", path.join(dir, "dist"), "--checks", "true"],
    process.env,
    timeoutMs,
    "SIGKILL",
  );
  const line = run.stdout.split("\n").find((l) => l.startsWith(resultMarker));
  const html = run.code === 0 && line ? htmlSize(path.join(dir, "dist")) : undefined;
  for (const d of [dir, content]) {
    rmSync(d, { recursive: true, force: true });
    temps.delete(d);
  }
  if (run.code !== 0 || !line) return { site, failure: failure(run, timeoutMs) };
  return { site, scenario: JSON.parse(line.slice(resultMarker.length)) as Scenario, ...(html ? { html } : {}) };
}

/** One synthetic site's row: its scenario, or why it could not be measured. */
interface SyntheticRow {
  site: string;
  scenario?: Scenario;
  html?: Measurement["html"];
  failure?: string;
}

interface ChildRun {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  wallMs: number;
  timedOut: boolean;
}

function runChild(command: string, argv: string[], env: NodeJS.ProcessEnv, timeoutMs: number, stopWith: NodeJS.Signals): Promise<ChildRun> {
  return new Promise((resolve) => {
    const start = performance.now();
    const child = spawn(command, argv, { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    let timedOut = false;
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    // A failed check run can list thousands of problems; the end is enough to say why.
    child.stderr.on("data", (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-65_536)));
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill(stopWith);
    }, timeoutMs);
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, stdout, stderr, wallMs: performance.now() - start, timedOut });
    });
  });
}

function failure(run: ChildRun, timeoutMs: number): string {
  const after = `after ${seconds(run.wallMs)} s`;
  if (run.timedOut) return `stopped at the time limit of ${seconds(timeoutMs)} s (--timeout-min)`;
  if (/heap out of memory/i.test(run.stderr)) return `ran out of memory ${after}: the V8 heap limit was reached`;
  if (run.signal === "SIGKILL") return `killed by the system (SIGKILL) ${after}, most likely out of memory`;
  if (run.signal) return `stopped by ${run.signal} from outside the bench ${after}`;
  const tail = run.stderr.trim().split("\n").filter((l) => !l.startsWith(rssMarker)).slice(-6).join("\n      ");
  return `exit code ${run.code} ${after}; end of its output:\n      ${tail}`;
}

function htmlSize(out: string): Measurement["html"] {
  const sizes = listFiles(out).filter((f) => f.endsWith(".html")).map((f) => statSync(path.join(out, f)).size);
  return { files: sizes.length, totalMiB: sizes.reduce((a, b) => a + b, 0) / 2 ** 20, largestKiB: Math.max(...sizes) / 1024 };
}

function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  temps.add(dir);
  return dir;
}

function progress(text: string): void {
  process.stderr.write(`bench: ${text}\n`);
}

function seconds(ms: number): string {
  return (ms / 1000).toFixed(2);
}

function perSecond(pages: number, ms: number): string {
  return Math.round(pages / (ms / 1000)).toLocaleString("en-US");
}

/** The tables, the notes that explain them, and the targets of issues #2 and #7. */
function report(real: Measurement, synthetic: SyntheticRow[]): string {
  const out: string[] = [];
  const t = real.timings;
  out.push(
    "Real site (tsx generator/build.ts, wall time from outside)",
    real.failure || !t
      ? `  not measured: ${real.failure}`
      : `  ${real.pages} pages in ${seconds(real.fullMs!)} s${real.spread ? ` (runs: ${real.spread})` : ""}; load ${seconds(t.load)}, client ${seconds(t.client)}, ` +
          `render ${seconds(t.render)}, write ${seconds(t.write)}, compress ${seconds(t.compress)}, checks ${seconds(t.checks)} s; peak RSS ${real.rssMiB ? Math.round(real.rssMiB) : "n/a"} MiB`,
    "",
  );

  const ok = synthetic.filter((r): r is SyntheticRow & { scenario: Scenario } => r.scenario !== undefined);
  const phases = ["load", "render", "write", "compress", "checks"] as const;
  const header = [
    "site",
    "pages",
    ...phases.map((p) => `${p} s (pages/s)`),
    "load..write s",
    "peak RSS MiB",
    "idle RSS MiB",
    "bare rTS s",
    "ratio",
    "bare rTS all cores s",
  ];
  const cells = ok.map(({ site, scenario: r }) => {
    const c = r.cold.timings;
    return [
      site,
      r.pages.toLocaleString("en-US"),
      ...phases.map((p) => `${seconds(c[p])} (${perSecond(r.pages, c[p])})`),
      seconds(loadToWrite(c)),
      Math.round(r.cold.rssMiB).toLocaleString("en-US"),
      Math.round(r.idleMiB).toLocaleString("en-US"),
      seconds(r.bareMs),
      ((c.render + c.write) / r.bareMs).toFixed(2),
      seconds(r.parallelBareMs),
    ];
  });
  out.push("Synthetic sites, cold (empty caches, no previous dist/)", ...table(header, cells), "");

  const rHeader = ["site", "rebuild total s", "load..write s", "compress s", "checks s", "link check s", "html-validate s", "pages validated", "dev reload ms"];
  const rCells = ok.map(({ site, scenario: r }) => {
    const b = r.rebuild.timings;
    return [
      site,
      seconds(b.total),
      seconds(loadToWrite(b)),
      seconds(b.compress),
      seconds(b.checks),
      seconds(r.rebuild.checkMs.links),
      seconds(r.rebuild.checkMs.html),
      r.rebuild.validated.toLocaleString("en-US"),
      r.devMs === undefined ? "n/a" : `${Math.round(r.devMs)}${r.devFresh ? "" : " (stale!)"}`,
    ];
  });
  out.push("Synthetic sites, after one content file changed (warm caches, the previous dist/ in place)", ...table(rHeader, rCells), "");

  out.push(
    "Notes",
    "  pages = routed content pages; 404.html and the redirect pages are rendered and checked too but not counted.",
    "  load = read + parse + validate every content file and route them; render = render and write every page on the worker",
    "  threads; write = the main thread's site files (sitemap, _headers, icons); load..write = load + render + write (the",
    "  client build, Vite's islands and stylesheet, is not part of it); bare rTS = renderToString of the same page trees",
    "  on one thread with the bodies made beforehand; ratio = (render + write) / bare rTS.",
    "  idle RSS = the build's modules loaded and its worker threads started, before any page is read.",
    `  bare rTS all cores = the same renderToString split over ${availableParallelism()} fresh processes rendering at once (the slowest`,
    "  one): the least a generator that renders each page once with React could spend on these pages on this machine.",
    "  dev reload = the dev server's answer to the first request after the page's file was saved.",
    ...synthetic.flatMap((r) => [
      ...(r.html ? [`  ${r.site}: ${r.html.files.toLocaleString("en-US")} HTML files, ${r.html.totalMiB.toFixed(1)} MiB, largest ${r.html.largestKiB.toFixed(0)} KiB.`] : []),
      ...(r.failure ? [`  ${r.site}: not measured, ${r.failure}`] : []),
    ]),
    "",
  );

  const find = (n: number) => ok.find((r) => r.scenario.pages >= n && r.scenario.pages < n + 100)?.scenario;
  const k4 = find(4000);
  const k1 = find(1000);
  const verdict = (pass: boolean, text: string) => `  ${pass ? "PASS" : "FAIL"}  ${text}`;
  const targets = ["Targets (#7)"];
  if (real.fullMs !== undefined && !real.failure) targets.push(verdict(real.fullMs < 5000, `real site full build < 5 s: ${seconds(real.fullMs)} s`));
  if (k4) {
    const c = k4.cold.timings;
    targets.push(
      verdict(loadToWrite(c) <= 2000, `4,000 pages load + validate + render + write <= 2.0 s (cold): ${seconds(loadToWrite(c))} s`),
      verdict(loadToWrite(k4.rebuild.timings) <= 2000, `the same after one changed file (warm caches): ${seconds(loadToWrite(k4.rebuild.timings))} s`),
      verdict(k4.cold.rssMiB <= 300, `peak RSS <= 300 MiB: ${Math.round(k4.cold.rssMiB)} MiB`),
      verdict((c.render + c.write) / k4.bareMs <= 1.5, `render + write <= 1.5x bare renderToString: ${((c.render + c.write) / k4.bareMs).toFixed(2)}x`),
      verdict(k4.cold.checkMs.links <= 1000, `link check <= 1 s: ${seconds(k4.cold.checkMs.links)} s`),
      verdict(k4.rebuild.validated <= 2, `rebuild re-validates only changed pages: ${k4.rebuild.validated} validated`),
      verdict(k4.rebuild.timings.total <= 1500, `rebuild after one changed file <= 1.5 s (whole build): ${seconds(k4.rebuild.timings.total)} s`),
      verdict(k4.rebuild.timings.checks <= 1500, `its checks phase <= 1.5 s: ${seconds(k4.rebuild.timings.checks)} s`),
      ...(k4.devMs !== undefined ? [verdict(k4.devMs <= 300 && k4.devFresh === true, `dev server answers with the saved content <= 300 ms: ${Math.round(k4.devMs)} ms`)] : []),
    );
    if (k1) {
      const ratio = loadToWrite(c) / loadToWrite(k1.cold.timings);
      targets.push(verdict(ratio <= 4.4, `4,000 pages cost <= 4.4x 1,000 (load..write, cold): ${ratio.toFixed(2)}x`));
    }
    targets.push(
      "Floors of those targets on this machine (4,000 pages)",
      `  renderToString alone, on every core at once: ${seconds(k4.parallelBareMs)} s of the 2.0 s; ` +
        `${seconds(Math.max(0, 2000 - k4.parallelBareMs))} s would be left to read, parse, validate and write ${k4.pages.toLocaleString("en-US")} pages`,
      `  RSS before any page (modules loaded, worker threads started): ${Math.round(k4.idleMiB)} MiB of the 300 MiB`,
    );
  }
  out.push(...targets);
  return `${out.join("\n")}\n`;
}

function loadToWrite(t: Timings): number {
  return t.load + t.render + t.write;
}

function table(header: string[], cells: string[][]): string[] {
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) => c.map((v, i) => (i === 0 ? v.padEnd(widths[i]!) : v.padStart(widths[i]!))).join(" | ");
  return [line(header), widths.map((w) => "-".repeat(w)).join("-|-"), ...cells.map(line)];
}
