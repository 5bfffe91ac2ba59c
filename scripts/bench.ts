/**
 * `npm run bench [-- --sizes 4000 --runs 3 --timeout-min 30 --same-work-sizes "1000 4000" --no-same-work]`: the targets
 * of issue #26 (build speed), each measured as a user meets it and printed beside its target with PASS or FAIL:
 * - the real site cold with every check (no caches, as in a fresh clone) and after one content edit; with nothing
 *   changed too (issue #17's target);
 * - `npm run dev`: the dev server started as a user starts it (package.json's script), timed from the process's spawn
 *   to the whole body of its first page (/);
 * - per synthetic site (the real content plus N county-like pages; the targets are at 4,000): cold with every
 *   check; and, with issue #17's targets, cold with checks off, one edit, load + render + write against bare
 *   renderToString of the same trees, and the dev server's answer after a save;
 * - the same pages against Eleventy, `--no-checks`, from the same-work benchmark's run.sh that `--same-work-script` names
 *   (outside this project; run as it is, its table
 *   read): our median over Eleventy's at most 1.0×, and at 4,000 pages our peak RSS at most Eleventy's.
 * Every build is the real CLI in a process of its own (`node generator/bundle.mjs generator/build.ts`, what `npm run
 * build` runs), timed from outside with its peak RSS; each case is the median of --runs, every cold run without caches.
 * The machine's load average is printed at the start and at the end. Then the JavaScript each page fetches
 * (js-weight.ts).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { codeCache } from "../generator/build/cache.ts";
import { compareWithEleventy, parseSameWork, rssTargetPages } from "./same-work-table.ts";
import { createSyntheticContent, syntheticCountySlug } from "./synthetic-site.ts";

const root = path.resolve(import.meta.dirname, "..");
const self = path.join(root, "scripts/bench.ts");
const resultMarker = "@@bench-result ";
const rssMarker = "@@bench-maxrss ";
const { values: args } = parseArgs({
  options: {
    ratio: { type: "string", default: "" }, // child mode: content dir of the ratio measurement
    dev: { type: "string", default: "" }, // child mode: content dir of the dev server measurement
    sizes: { type: "string", default: "4000" },
    runs: { type: "string", default: "3" },
    "timeout-min": { type: "string", default: "30" },
    "same-work-sizes": { type: "string", default: "1000 4000" },
    "same-work-script": { type: "string", default: "" }, // the same-work benchmark's run.sh; without it the row is not measured
    "no-same-work": { type: "boolean", default: false },
  },
});
const timeoutMs = Number(args["timeout-min"]) * 60_000;
const temps = new Set<string>();
const children = new Set<ChildProcess>();
/** The size at which issue #26 (and #17 before it) set the synthetic site's targets. */
const targetPages = 4000;

if (args.ratio) await ratioChild(args.ratio);
else if (args.dev) await devChild(args.dev);
else await main();

/** One whole-process run: wall time and, for a build, its peak RSS and last line. */
interface Run {
  ms: number;
  rssMiB?: number;
  line?: string; // a build's last line ("Built …" or "Nothing changed …")
  failure?: string;
}

/** A target: at most `ms` (and `mib` of peak RSS), from the issue that set it. */
interface Target {
  ms: number;
  mib?: number;
  from: "#26" | "#17";
}

/** Runs the build CLI as `npm run build` does, from outside: wall time, peak RSS, last line. */
async function build(contentDir: string, outDir: string, extra: string[] = []): Promise<Run> {
  // The preload reports the process's peak RSS (worker threads included) at exit.
  const preload = `process.on("exit",()=>process.stderr.write("${rssMarker}"+process.resourceUsage().maxRSS+"\\n"))`;
  const env = { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --import=data:text/javascript,${encodeURIComponent(preload)}` };
  const run = await runChild(process.execPath, ["generator/bundle.mjs", "generator/build.ts", "--content", contentDir, "--out", outDir, ...extra], env);
  const rss = Number(new RegExp(`${rssMarker}(\\d+)`).exec(run.stderr)?.[1] ?? 0) / 1024;
  const line = run.stdout.trim().split("\n").at(-1) ?? "";
  const failure =
    run.code === 0
      ? undefined
      : `exit code ${run.code}: ${run.stderr
          .split("\n")
          .filter((l) => !l.startsWith(rssMarker))
          .slice(-4)
          .join(" / ")}`;
  return { ms: run.ms, rssMiB: rss, line, ...(failure ? { failure } : {}) };
}

/**
 * Deletes the build cache (what the last builds made: a cold build of the content). With `code`, also what the code
 * compiles to (the bundles, the editor's script, the client files: generator/build/cache.ts, codeCache), as after a fresh clone.
 */
function noCaches(code = false): void {
  rmSync(path.join(root, "node_modules/.cache/ssg"), { recursive: true, force: true });
  if (code) rmSync(path.join(root, codeCache), { recursive: true, force: true });
}

async function main(): Promise<void> {
  const runs = Math.max(1, Number(args.runs) || 1);
  const sizes = numbers(args.sizes);
  const cleanUp = () => {
    for (const proc of children) kill(proc, "SIGKILL");
    for (const dir of temps) rmSync(dir, { recursive: true, force: true });
  };
  process.once("SIGINT", () => {
    cleanUp();
    process.exit(130);
  });
  const loadAtStart = loadavg();
  progress(`load average ${load(loadAtStart)}; ${runs} run(s) per case`);
  const rows: string[][] = [];
  let sameWork: string[] = [];
  try {
    // The real site: a copy of content/, so that the one-file edit never touches the maintainers' files.
    const content = tempDir("bench-content-");
    cpSync(path.join(root, "content"), content, { recursive: true });
    const fresh: Run[] = [];
    const cold: Run[] = [];
    const same: Run[] = [];
    const changed: Run[] = [];
    for (let i = 1; i <= runs; i++) {
      progress(`real site, run ${i} of ${runs}: fresh clone, cold, nothing changed, one file changed`);
      const outParent = tempDir("bench-out-");
      const out = path.join(outParent, "dist");
      noCaches(true);
      fresh.push(await build(content, path.join(outParent, "dist-fresh")));
      noCaches();
      cold.push(await build(content, out));
      same.push(await build(content, out));
      appendFileSync(path.join(content, "pages/about.md"), `\nA sentence the bench added, run ${i}.\n`);
      changed.push(await build(content, out));
      removeTemp(outParent);
    }
    rows.push(
      row("real site, first build after a fresh clone (code compiled too), every check", median(fresh), { ms: 3000, mib: 350, from: "#26" }),
      row("real site, cold (no build cache), every check", median(cold), { ms: 3000, mib: 350, from: "#26" }),
      row("real site, nothing changed", median(same), { ms: 600, from: "#17" }),
      row("real site, one content edit", median(changed), { ms: 1000, from: "#26" }),
    );
    const dev: Run[] = [];
    for (let i = 1; i <= runs; i++) {
      progress(`npm run dev, run ${i} of ${runs}: spawn to the first page's whole body`);
      dev.push(await devFirstPage());
    }
    rows.push(row("npm run dev: first page (/) after start", median(dev), { ms: 1000, from: "#26" }));
    for (const size of sizes) rows.push(...(await synthetic(size, runs)));
    if (!args["no-same-work"]) sameWork = await sameWorkRows(runs);
  } finally {
    cleanUp();
  }
  const loadAtEnd = loadavg();
  const header = ["scenario", "wall s", "peak RSS MiB", "target", "from", "", "what the build said"];
  process.stdout.write(`\nload average (1, 5, 15 min) at the start: ${load(loadAtStart)}, on ${availableParallelism()} cores\n`);
  process.stdout.write(`\n${table(header, rows).join("\n")}\n`);
  if (sameWork.length > 0) process.stdout.write(`\n${sameWork.join("\n")}\n`);
  process.stdout.write(
    [
      "",
      `load average (1, 5, 15 min) at the end: ${load(loadAtEnd)}`,
      "",
      `wall = the whole process from outside (start-up, Vite, every check, the swap), the median of ${runs} run(s); peak RSS`,
      "is that of the same runs (median). from = the issue that set the target. The synthetic site's targets are at",
      `${targetPages.toLocaleString("en-US")} pages; at other sizes the rows say n/a.`,
      "npm run dev = package.json's dev script with --port 0 (a free port) on content/, from its spawn to the whole body of /.",
      "ratio = the build's load + pages phases with checks off, over bare renderToString of the same page trees on one",
      "thread in the same process (the pages phase also compresses, on the worker threads).",
      "",
    ].join("\n"),
  );
  progress("JavaScript per page, in chromium");
  const { measureJsWeight, jsWeightReport } = await import("./js-weight.ts");
  process.stdout.write(`\n${jsWeightReport(await measureJsWeight())}`);
}

/** The rows of one synthetic site: each case the median of `runs`, every cold build without caches. */
async function synthetic(size: number, runs: number): Promise<string[][]> {
  const n = size.toLocaleString("en-US");
  progress(`synthetic site of ${n} extra pages: writing content`);
  const content = createSyntheticContent(path.join(root, "content"), size);
  temps.add(content);
  const cold: Run[] = [];
  const changed: Run[] = [];
  const fast: Run[] = [];
  for (let i = 1; i <= runs; i++) {
    const outParent = tempDir("bench-out-");
    const out = path.join(outParent, "dist");
    progress(`${n} pages, run ${i} of ${runs}: cold, every check`);
    noCaches();
    cold.push(await build(content, out));
    progress(`${n} pages, run ${i} of ${runs}: one content file changed`);
    appendFileSync(path.join(content, "cities", `${syntheticCountySlug(1)}.md`), `\nOne more sentence, written between two builds, run ${i}.\n`);
    changed.push(await build(content, out));
    progress(`${n} pages, run ${i} of ${runs}: cold, checks off`);
    noCaches();
    fast.push(await build(content, path.join(outParent, "dist-no-checks"), ["--no-checks"]));
    removeTemp(outParent);
  }
  progress(`${n} pages: load + render + write against bare renderToString`);
  const ratio = await child(["--ratio", content]);
  progress(`${n} pages: the dev server after a save`);
  const dev = await child(["--dev", content]);
  const atTarget = size === targetPages;
  const rows = [
    row(`${n} pages, cold, every check`, median(cold), { ms: 40_000, mib: 800, from: "#26" }, atTarget),
    row(`${n} pages, cold, checks off`, median(fast), { ms: 8000, mib: 670, from: "#17" }, atTarget),
    row(`${n} pages, one content file changed`, median(changed), { ms: 2000, from: "#17" }, atTarget),
  ];
  if (ratio.result) {
    const { buildMs, bareMs } = ratio.result as { buildMs: number; bareMs: number };
    const x = buildMs / bareMs;
    rows.push([
      `${n} pages, load + render + write / bare renderToString`,
      `${seconds(buildMs)} / ${seconds(bareMs)}`,
      "",
      "≤ 1.8x",
      "#17",
      atTarget ? verdict(x <= 1.8) : "n/a",
      `${x.toFixed(2)}x (one run)`,
    ]);
  } else rows.push([`${n} pages, ratio`, "", "", "≤ 1.8x", "#17", "FAIL", ratio.failure ?? ""]);
  if (dev.result) {
    const { ms, fresh } = dev.result as { ms: number; fresh: boolean };
    rows.push([
      `dev server at ${n} pages: save to the new page`,
      seconds(ms),
      "",
      "≤ 0.15 s",
      "#17",
      fresh ? (atTarget ? verdict(ms <= 150) : "n/a") : "FAIL",
      fresh ? "(one run)" : "answered with the old page",
    ]);
  } else rows.push([`dev server at ${n} pages`, "", "", "≤ 0.15 s", "#17", "FAIL", dev.failure ?? ""]);
  return rows;
}

/**
 * The dev server as `npm run dev -- --port 0` starts it (package.json's script, in a shell with node_modules/.bin on
 * the PATH, as npm runs it; the real content/; a free port), timed from the spawn of its process to the whole body of
 * its first page, /; the process is stopped after.
 */
async function devFirstPage(): Promise<Run> {
  const script = (JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts.dev;
  const env = { ...process.env, PATH: `${path.join(root, "node_modules/.bin")}${path.delimiter}${process.env.PATH ?? ""}` };
  const start = performance.now();
  const proc = spawn("sh", ["-c", `${script} --port 0`], {
    cwd: root,
    env,
    stdio: ["ignore", "pipe", "pipe"],
    detached: true, // its own process group, so that stopping it stops tsx's child too
  });
  children.add(proc);
  const closed = new Promise<void>((resolve) => proc.on("close", () => resolve()));
  let stderr = "";
  proc.stderr.on("data", (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-65_536)));
  try {
    const url = await new Promise<string>((resolve, reject) => {
      let stdout = "";
      const timer = setTimeout(() => reject(new Error(`no "Dev server running at" within ${args["timeout-min"]} min`)), timeoutMs);
      proc.stdout.on("data", (chunk: Buffer) => {
        stdout += chunk.toString();
        const url = /Dev server running at (\S+)/.exec(stdout)?.[1];
        if (url) {
          clearTimeout(timer);
          resolve(url);
        }
      });
      void closed.then(() => {
        clearTimeout(timer);
        reject(new Error(`exit code ${proc.exitCode}: ${stderr.trim().split("\n").slice(-3).join(" / ")}`));
      });
    });
    const response = await fetch(url);
    const html = await response.text();
    const ms = performance.now() - start;
    if (!response.ok || !html.includes("</html>")) return { ms, failure: `GET / answered ${response.status} with ${html.length} characters` };
    return { ms };
  } catch (error) {
    return { ms: performance.now() - start, failure: (error as Error).message };
  } finally {
    kill(proc, "SIGTERM");
    const killer = setTimeout(() => kill(proc, "SIGKILL"), 10_000);
    await closed;
    clearTimeout(killer);
    children.delete(proc);
  }
}

/**
 * Runs the same-work benchmark's run.sh (`--same-work-script`) from the project root with SIZES and RUNS, and reads its table: per size, our
 * median against Eleventy's. The lines to print: the comparison, then run.sh's own output.
 */
async function sameWorkRows(runs: number): Promise<string[]> {
  const sizes = numbers(args["same-work-sizes"]).join(" ");
  const title = `same work against Eleventy (run.sh, SIZES="${sizes}" RUNS=${runs}; ours --no-checks, cold)`;
  const script = sameWorkScript();
  if (!script) return [title, "not measured: name the same-work benchmark's run.sh with --same-work-script PATH"];
  progress(`same work against Eleventy and Hugo: ${script} with SIZES="${sizes}" RUNS=${runs} (minutes)`);
  const run = await runChild("bash", [script], { ...process.env, SIZES: sizes, RUNS: String(runs) }, true);
  const comparisons = compareWithEleventy(parseSameWork(run.stdout));
  const rows = comparisons.map((c) => [
    c.pages.toLocaleString("en-US"),
    c.oursS.toFixed(2),
    c.eleventyS.toFixed(2),
    `${c.ratio.toFixed(2)}x`,
    c.rssCounts ? "≤ 1.0x, RSS ≤ Eleventy's" : "≤ 1.0x",
    String(c.oursRssMiB),
    String(c.eleventyRssMiB),
    verdict(c.pass),
  ]);
  const missing = numbers(args["same-work-sizes"]).filter((n) => !comparisons.some((c) => c.pages === n));
  for (const n of missing) rows.push([n.toLocaleString("en-US"), "", "", "", "≤ 1.0x", "", "", "FAIL"]);
  const header = ["pages", "ours s", "Eleventy s", "ours/Eleventy", "target (#26)", "ours RSS MiB", "Eleventy RSS MiB", ""];
  const lines = [title, ...table(header, rows)];
  if (run.code !== 0) lines.push(`run.sh failed, exit code ${run.code}: ${run.stderr.trim().split("\n").slice(-4).join(" / ")}`);
  lines.push(
    `s = the median of each generator's runs; RSS = the largest peak of its runs (run.sh's columns); the RSS target is at ${rssTargetPages.toLocaleString("en-US")} pages.`,
    "",
    "run.sh's output:",
    ...run.stdout.trimEnd().split("\n"),
  );
  return lines;
}

/** run.sh, as --same-work-script names it: it lives outside the project, which never guesses where. */
function sameWorkScript(): string | undefined {
  return args["same-work-script"] ? path.resolve(args["same-work-script"]) : undefined;
}

/** Child mode: the build with checks off on one thread, then bare renderToString of the same page trees. */
async function ratioChild(contentDir: string): Promise<void> {
  await import("../generator/production-env.ts"); // as the build CLI does, before React loads
  const { buildSite } = await import("../generator/build/site.ts");
  const { prepare } = await import("../generator/prepare.ts");
  const { documentTree, routeHead } = await import("../generator/render.tsx");
  const { templates } = await import("../pages/registry.ts");
  const { renderToString } = await import("react-dom/server");
  const out = path.join(mkdtempSync(path.join(tmpdir(), "bench-ratio-")), "dist");
  const built = await buildSite({ root, contentDir, outDir: out, checks: false, cacheDir: path.join(path.dirname(out), "cache") });
  const { content, routes, contexts } = prepare(contentDir);
  const trees = routes.map((r) => {
    void r.page.body; // Markdown → HTML is the generator's work, not React's
    const ctx = contexts[r.lang]!;
    return documentTree(templates[r.template], { page: r.page, ctx }, routeHead(r, content, ctx, built.client.stylesheet), new Set(), true);
  });
  const start = performance.now();
  for (const tree of trees) renderToString(tree);
  const bareMs = performance.now() - start;
  rmSync(path.dirname(out), { recursive: true, force: true });
  process.stdout.write(`${resultMarker}${JSON.stringify({ buildMs: built.timings.load + built.timings.pages, bareMs })}\n`);
}

/** Child mode: saves a page's file and times the dev server's answer to the next request for it. */
async function devChild(contentDir: string): Promise<void> {
  const { startDevServer } = await import("../generator/dev/server.ts");
  const server = await startDevServer({ root, contentDir, port: 0, logLevel: "silent" });
  const urlPath = `/${syntheticCountySlug(1)}`;
  try {
    await (await fetch(new URL(urlPath, server.url))).text(); // the first request parses every file
    await (await fetch(new URL(urlPath, server.url))).text();
    const marker = "Saved while the dev server was running.";
    appendFileSync(path.join(contentDir, "cities", `${syntheticCountySlug(1)}.md`), `\n${marker}\n`);
    const start = performance.now();
    const html = await (await fetch(new URL(urlPath, server.url))).text();
    process.stdout.write(`${resultMarker}${JSON.stringify({ ms: performance.now() - start, fresh: html.includes(marker) })}\n`);
  } finally {
    await server.close();
  }
}

/** Runs this script in a child mode; its result line, or why there is none. */
async function child(argv: string[]): Promise<{ result?: unknown; failure?: string }> {
  const run = await runChild(process.execPath, ["--import", "tsx", self, ...argv], process.env);
  const line = run.stdout.split("\n").find((l) => l.startsWith(resultMarker));
  if (run.code === 0 && line) return { result: JSON.parse(line.slice(resultMarker.length)) };
  return { failure: `exit code ${run.code}: ${run.stderr.trim().split("\n").slice(-3).join(" / ")}` };
}

/** Runs a process in a process group of its own (a timeout or Ctrl+C stops all of it); `echo` copies its output to stderr. */
function runChild(
  command: string,
  argv: string[],
  env: NodeJS.ProcessEnv,
  echo = false,
): Promise<{ code: number | null; stdout: string; stderr: string; ms: number }> {
  return new Promise((resolve) => {
    const start = performance.now();
    const proc = spawn(command, argv, { cwd: root, env, stdio: ["ignore", "pipe", "pipe"], detached: true });
    children.add(proc);
    let stdout = "";
    let stderr = "";
    proc.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
      if (echo) process.stderr.write(chunk);
    });
    // A failed check run can list thousands of problems; the end is enough to say why.
    proc.stderr.on("data", (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-65_536);
      if (echo) process.stderr.write(chunk);
    });
    const timer = setTimeout(() => kill(proc, "SIGKILL"), timeoutMs);
    proc.on("close", (code) => {
      clearTimeout(timer);
      children.delete(proc);
      resolve({ code, stdout, stderr, ms: performance.now() - start });
    });
  });
}

/** Signals a child's whole process group (it was spawned detached), if it still runs. */
function kill(proc: ChildProcess, signal: NodeJS.Signals): void {
  if (proc.pid === undefined || proc.exitCode !== null || proc.signalCode !== null) return;
  try {
    process.kill(-proc.pid, signal);
  } catch {
    // the group has already gone
  }
}

/** A table row: wall time and peak RSS against their target; n/a where the target is for another size. */
function row(name: string, run: Run, target: Target, applies = true): string[] {
  const label = [`≤ ${targetSeconds(target.ms)} s`, ...(target.mib === undefined ? [] : [`≤ ${target.mib} MiB`])].join(", ");
  const rss = run.rssMiB === undefined ? "" : Math.round(run.rssMiB).toLocaleString("en-US");
  if (run.failure) return [name, seconds(run.ms), rss, label, target.from, "FAIL", run.failure];
  const pass = run.ms <= target.ms && (target.mib === undefined || (run.rssMiB ?? 0) <= target.mib);
  return [name, seconds(run.ms), rss, label, target.from, applies ? verdict(pass) : "n/a", (run.line ?? "").replace(/ into \S+/, "")];
}

/** The median wall time and the median peak RSS of the runs, with the median run's line; a failed run if any failed. */
function median(runs: Run[]): Run {
  const failed = runs.find((r) => r.failure);
  if (failed) return failed;
  const middle = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;
  const byTime = [...runs].sort((a, b) => a.ms - b.ms)[Math.floor((runs.length - 1) / 2)]!;
  const rss = runs.flatMap((r) => (r.rssMiB === undefined ? [] : [r.rssMiB]));
  return { ...byTime, ...(rss.length > 0 ? { rssMiB: middle(rss) } : {}) };
}

function verdict(pass: boolean): string {
  return pass ? "PASS" : "FAIL";
}

/** Positive integers from a list separated by commas or spaces ("1000 4000", "300,1000"). */
function numbers(list: string): number[] {
  return list
    .split(/[\s,]+/)
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
}

function load(averages: number[]): string {
  return averages.map((a) => a.toFixed(2)).join(" ");
}

function targetSeconds(ms: number): string {
  return ms < 10_000 ? (ms / 1000).toFixed(ms % 100 === 0 ? 1 : 2) : String(ms / 1000);
}

function removeTemp(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
  temps.delete(dir);
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

function table(header: string[], cells: string[][]): string[] {
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => (c[i] ?? "").length)));
  const line = (c: string[]) =>
    c
      .map((v, i) => (i === 0 || i === c.length - 1 ? v.padEnd(widths[i]!) : v.padStart(widths[i]!)))
      .join(" | ")
      .trimEnd();
  return [line(header), widths.map((w) => "-".repeat(w)).join("-|-"), ...cells.map(line)];
}
