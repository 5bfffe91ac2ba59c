/**
 * `npm run bench [-- --sizes 1000,4000 --real-runs 3 --timeout-min 30]`: times the real site's CLI build and
 * synthetic sites with extra county pages, each in its own child process, and prints phases, pages/s and peak RSS;
 * then the JavaScript each page fetches before and after interaction (scripts/js-weight.ts).
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { listFiles } from "../generator/write.ts";
import { createSyntheticContent } from "./synthetic-site.ts";

type Timings = Record<"load" | "client" | "render" | "write" | "checks" | "total", number>; // milliseconds

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
const slowChecksMs = 180_000; // beyond ~3 minutes with checks, also report the build without them
const { values: args } = parseArgs({
  options: {
    worker: { type: "boolean", default: false },
    content: { type: "string", default: "" },
    out: { type: "string", default: "" },
    checks: { type: "string", default: "true" },
    sizes: { type: "string", default: "1000,4000" },
    "real-runs": { type: "string", default: "3" },
    "timeout-min": { type: "string", default: "30" },
  },
});
const temps = new Set<string>();

if (args.worker) await worker(args.content, args.out, args.checks !== "false");
else await main();

/** Child mode: one buildSite call, then one JSON line with its timings and this process's peak RSS. */
async function worker(contentDir: string, outDir: string, checks: boolean): Promise<void> {
  await import("../generator/production-env.ts"); // as the build CLI does, before React loads
  const { buildSite } = await import("../generator/build-site.ts");
  try {
    const result = await buildSite({ root, contentDir, outDir, checks });
    const maxRssKiB = process.resourceUsage().maxRSS;
    process.stdout.write(`${resultMarker}${JSON.stringify({ pages: result.pages, timings: result.timings, maxRssKiB })}\n`);
  } catch (error) {
    const { reportFailure } = await import("../generator/cli-report.ts");
    process.exitCode = reportFailure(error, outDir);
  }
}

async function main(): Promise<void> {
  const sizes = args.sizes.split(",").map(Number).filter((n) => Number.isInteger(n) && n > 0);
  const timeoutMs = Number(args["timeout-min"]) * 60_000;
  const cleanUp = () => temps.forEach((dir) => rmSync(dir, { recursive: true, force: true }));
  process.once("SIGINT", () => (cleanUp(), process.exit(130)));
  const rows: Measurement[] = [];
  try {
    rows.push(await measureReal(Math.max(1, Number(args["real-runs"]) || 1), timeoutMs));
    for (const size of sizes) rows.push(...(await measureSynthetic(size, timeoutMs)));
  } finally {
    cleanUp();
  }
  process.stdout.write(`\n${report(rows)}`);
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
    const m = /^Built (\d+) pages.*\(load ([\d.]+) s, client ([\d.]+) s, render ([\d.]+) s, write ([\d.]+) s, checks ([\d.]+) s\)/.exec(line);
    const rss = [...run.stderr.matchAll(new RegExp(`${rssMarker}(\\d+)`, "g"))].map((r) => Number(r[1]));
    const site = runs > 1 ? `real (median of ${runs})` : "real";
    if (run.code !== 0 || !m) results.push({ site, checks: true, failure: failure(run, timeoutMs), fullMs: run.wallMs });
    else {
      const [load, client, render, write, checks] = m.slice(2).map((s) => Number(s) * 1000) as [number, number, number, number, number];
      results.push({
        site,
        checks: true,
        pages: Number(m[1]),
        fullMs: run.wallMs,
        timings: { load, client, render, write, checks, total: load + client + render + write + checks },
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

/** A synthetic site of the real content plus `count` county pages: with checks, and without when that is slow. */
async function measureSynthetic(count: number, timeoutMs: number): Promise<Measurement[]> {
  progress(`synthetic site with ${count} extra county-like pages: writing content`);
  const content = createSyntheticContent(path.join(root, "content"), count);
  temps.add(content);
  const site = `synthetic ${count.toLocaleString("en-US")}`;
  // Without checks first: if that fails (out of memory, time limit), the run with checks cannot do better.
  const withoutChecks = await measureWorker(site, content, false, timeoutMs);
  const withChecks: Measurement = withoutChecks.failure
    ? { site, checks: true, failure: "skipped, because the build without checks already failed" }
    : await measureWorker(site, content, true, timeoutMs);
  rmSync(content, { recursive: true, force: true });
  temps.delete(content);
  if (withChecks.timedOut && withoutChecks.timings)
    withChecks.failure += `; the other phases take ${seconds(withoutChecks.timings.total)} s, so the checks took more than about ${seconds(timeoutMs - withoutChecks.timings.total)} s`;
  const slow = withChecks.failure !== undefined || (withChecks.fullMs ?? 0) > slowChecksMs;
  return slow ? [withChecks, withoutChecks] : [withChecks];
}

async function measureWorker(site: string, content: string, checks: boolean, timeoutMs: number): Promise<Measurement> {
  const dir = tempDir("bench-out-");
  const out = path.join(dir, "dist");
  progress(`${site}: buildSite({ checks: ${checks} }) in a child process`);
  const run = await runChild(
    process.execPath,
    ["--import", "tsx", self, "--worker", "--content", content, "--out", out, "--checks", String(checks)],
    process.env,
    timeoutMs,
    "SIGKILL",
  );
  const line = run.stdout.split("\n").find((l) => l.startsWith(resultMarker));
  let result: Measurement = { site, checks, failure: failure(run, timeoutMs), timedOut: run.timedOut };
  if (run.code === 0 && line) {
    const data = JSON.parse(line.slice(resultMarker.length)) as { pages: number; timings: Timings; maxRssKiB: number };
    result = { site, checks, pages: data.pages, fullMs: data.timings.total, timings: data.timings, rssMiB: data.maxRssKiB / 1024, html: htmlSize(out) };
  }
  rmSync(dir, { recursive: true, force: true });
  temps.delete(dir);
  return result;
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
    const timer = setTimeout(() => ((timedOut = true), child.kill(stopWith)), timeoutMs);
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

/** The table, the notes that explain it, and the two targets of the issue. */
function report(rows: Measurement[]): string {
  const header = ["site", "pages", "full build (s)", "load (s)", "client (s)", "render (s)", "write (s)", "checks (s)", "render pages/s", "full pages/s", "peak RSS (MiB)"];
  const cells = rows.map((r) => {
    const t = r.timings;
    if (!t || r.pages === undefined) return [label(r), "-", "failed", "-", "-", "-", "-", "-", "-", "-", "-"];
    return [
      label(r),
      r.pages.toLocaleString("en-US"),
      seconds(r.fullMs!),
      seconds(t.load),
      seconds(t.client),
      seconds(t.render),
      seconds(t.write),
      r.checks ? seconds(t.checks) : "off",
      perSecond(r.pages, t.render),
      perSecond(r.pages, r.fullMs!),
      r.rssMiB === undefined ? "n/a" : Math.round(r.rssMiB).toLocaleString("en-US"),
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) => c.map((v, i) => (i === 0 ? v.padEnd(widths[i]!) : v.padStart(widths[i]!))).join(" | ");
  const table = [line(header), widths.map((w) => "-".repeat(w)).join("-|-"), ...cells.map(line)];

  const notes = [
    "pages = routed content pages; 404.html and the redirect pages are rendered and checked too but not counted.",
    "full build: real = wall time of `tsx generator/build.ts` measured from outside (Node and tsx start-up included);",
    "  synthetic = buildSite()'s own total inside its child process (start-up excluded).",
    "Synthetic pages are county-like bodies written as city pages, so every page keeps the real 12-county header",
    "  and footer; only the sitemap page lists them all.",
    ...rows.flatMap((r) => [
      ...(r.html ? [`${label(r)}: ${r.html.files.toLocaleString("en-US")} HTML files, ${r.html.totalMiB.toFixed(1)} MiB, largest ${r.html.largestKiB.toFixed(0)} KiB.`] : []),
      ...(r.spread ? [`${label(r)}: full build of each run ${r.spread}.`] : []),
      ...(r.failure ? [`${label(r)}: not measured, ${r.failure}`] : []),
    ]),
  ];

  const real = rows[0]!;
  const targets = [
    `real site full build < 5 s: ${real.fullMs === undefined || real.failure ? "not measured" : `${real.fullMs < 5000 ? "PASS" : "FAIL"} (${seconds(real.fullMs)} s)`}`,
    "render phase >= 1,000 pages/s:",
    ...rows.map((r) => {
      if (!r.timings || r.pages === undefined) return `  ${label(r)}: not measured`;
      const rate = r.pages / (r.timings.render / 1000);
      return `  ${label(r)}: ${rate >= 1000 ? "PASS" : "FAIL"} (${perSecond(r.pages, r.timings.render)} pages/s)`;
    }),
  ];
  return `${table.join("\n")}\n\nNotes\n${notes.map((n) => `  ${n}`).join("\n")}\n\nTargets\n${targets.map((t) => `  ${t}`).join("\n")}\n`;
}

function label(r: Measurement): string {
  return r.checks ? r.site : `${r.site} (no checks)`;
}
