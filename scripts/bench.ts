/**
 * `npm run bench [-- --sizes 4000 --runs 3 --timeout-min 30]`: the targets of issue #17, measured as a user meets them.
 * Every build is the real CLI in a process of its own (`node generator/bundle.mjs generator/build.ts`, what `npm run
 * build` runs), timed from outside with its peak RSS: the real site cold (no caches, as in a fresh clone), with nothing
 * changed, and after one content file changed; then per synthetic site (the real content plus N county-like pages)
 * the same cold with and without checks and after one change, load + render + write against bare renderToString of
 * the same trees, and the dev server's answer after a save. Then the JavaScript each page fetches (js-weight.ts).
 */
import { spawn } from "node:child_process";
import { appendFileSync, cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
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
  },
});
const timeoutMs = Number(args["timeout-min"]) * 60_000;
const temps = new Set<string>();

if (args.ratio) await ratioChild(args.ratio);
else if (args.dev) await devChild(args.dev);
else await main();

/** One whole-process run of the build CLI. */
interface Run {
  ms: number;
  rssMiB: number;
  line: string; // its last line ("Built …" or "Nothing changed …")
  failure?: string;
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

/** Deletes every cache of the build: what a fresh clone has. */
function noCaches(): void {
  rmSync(path.join(root, "node_modules/.cache/ssg"), { recursive: true, force: true });
}

async function main(): Promise<void> {
  const runs = Math.max(1, Number(args.runs) || 1);
  const sizes = args.sizes
    .split(",")
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
  const cleanUp = () => {
    for (const dir of temps) rmSync(dir, { recursive: true, force: true });
  };
  process.once("SIGINT", () => {
    cleanUp();
    process.exit(130);
  });
  const rows: string[][] = [];
  try {
    // The real site: a copy of content/, so that the one-file edit never touches the maintainers' files.
    const content = tempDir("bench-content-");
    cpSync(path.join(root, "content"), content, { recursive: true });
    const cold: Run[] = [];
    const same: Run[] = [];
    const changed: Run[] = [];
    for (let i = 1; i <= runs; i++) {
      progress(`real site, run ${i} of ${runs}: cold, nothing changed, one file changed`);
      const out = path.join(tempDir("bench-out-"), "dist");
      noCaches();
      cold.push(await build(content, out));
      same.push(await build(content, out));
      appendFileSync(path.join(content, "pages/about.md"), `\nA sentence the bench added, run ${i}.\n`);
      changed.push(await build(content, out));
    }
    rows.push(
      row("real site, cold (no caches), all checks", median(cold), "2.5 s, 300 MiB", 2500, 300),
      row("real site, nothing changed", median(same), "0.6 s", 600),
      row("real site, one content file changed", median(changed), "1.2 s", 1200),
    );
    for (const size of sizes) rows.push(...(await synthetic(size)));
  } finally {
    cleanUp();
  }
  const header = ["scenario", "wall s", "peak RSS MiB", "target", "", "what the build said"];
  process.stdout.write(`\n${table(header, rows).join("\n")}\n`);
  process.stdout.write(
    [
      "",
      "wall = the whole process from outside (start-up, Vite, every check, the swap); runs: the median of --runs.",
      "ratio = the build's load + pages phases with checks off, over bare renderToString of the same page trees on one",
      "thread in the same process (the pages phase also compresses, on the worker threads).",
      "",
    ].join("\n"),
  );
  progress("JavaScript per page, in chromium");
  const { measureJsWeight, jsWeightReport } = await import("./js-weight.ts");
  process.stdout.write(`\n${jsWeightReport(await measureJsWeight())}`);
}

/** The rows of one synthetic site. */
async function synthetic(size: number): Promise<string[][]> {
  const n = size.toLocaleString("en-US");
  progress(`synthetic site of ${n} extra pages: writing content`);
  const content = createSyntheticContent(path.join(root, "content"), size);
  temps.add(content);
  const out = path.join(tempDir("bench-out-"), "dist");
  progress(`${n} pages: cold, all checks`);
  noCaches();
  const cold = await build(content, out);
  progress(`${n} pages: one content file changed`);
  appendFileSync(path.join(content, "cities", `${syntheticCountySlug(1)}.md`), "\nOne more sentence, written between two builds.\n");
  const changed = await build(content, out);
  progress(`${n} pages: cold, checks off`);
  noCaches();
  const fast = await build(content, path.join(tempDir("bench-out-"), "dist"), ["--no-checks"]);
  progress(`${n} pages: load + render + write against bare renderToString`);
  const ratio = await child(["--ratio", content]);
  progress(`${n} pages: the dev server after a save`);
  const dev = await child(["--dev", content]);
  const rows = [
    row(`${n} pages, cold, all checks`, cold, "40 s, 800 MiB", 40_000, 800),
    row(`${n} pages, cold, checks off`, fast, "8 s, 670 MiB", 8000, 670),
    row(`${n} pages, one content file changed`, changed, "2.0 s", 2000),
  ];
  if (ratio.result) {
    const { buildMs, bareMs } = ratio.result as { buildMs: number; bareMs: number };
    const x = buildMs / bareMs;
    rows.push([
      `${n} pages, load + render + write / bare renderToString`,
      `${seconds(buildMs)} / ${seconds(bareMs)}`,
      "",
      "1.8x",
      verdict(x <= 1.8),
      `${x.toFixed(2)}x`,
    ]);
  } else rows.push([`${n} pages, ratio`, "", "", "1.8x", "n/a", ratio.failure ?? ""]);
  if (dev.result) {
    const { ms, fresh } = dev.result as { ms: number; fresh: boolean };
    rows.push([
      `dev server at ${n} pages: save to the new page`,
      `${Math.round(ms)} ms`,
      "",
      "150 ms",
      verdict(ms <= 150 && fresh),
      fresh ? "" : "answered with the old page",
    ]);
  } else rows.push([`dev server at ${n} pages`, "", "", "150 ms", "n/a", dev.failure ?? ""]);
  return rows;
}

/** Child mode: the build with checks off on one thread, then bare renderToString of the same page trees. */
async function ratioChild(contentDir: string): Promise<void> {
  await import("../generator/production-env.ts"); // as the build CLI does, before React loads
  const { buildSite } = await import("../generator/build-site.ts");
  const { prepare } = await import("../generator/prepare.ts");
  const { documentTree, routeHead } = await import("../generator/render.tsx");
  const { templates } = await import("../pages/registry.ts");
  const { renderToString } = await import("react-dom/server");
  const out = path.join(mkdtempSync(path.join(tmpdir(), "bench-ratio-")), "dist");
  const built = await buildSite({ root, contentDir, outDir: out, checks: false, cacheDir: path.join(path.dirname(out), "cache") });
  const { content, routes, contexts } = prepare(contentDir);
  const trees = routes.map((r) => {
    void r.page.body; // Markdown → React elements is the generator's work, not React's
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
  const { startDevServer } = await import("../generator/dev.ts");
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

function runChild(command: string, argv: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; stdout: string; stderr: string; ms: number }> {
  return new Promise((resolve) => {
    const start = performance.now();
    const proc = spawn(command, argv, { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    proc.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    // A failed check run can list thousands of problems; the end is enough to say why.
    proc.stderr.on("data", (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-65_536)));
    const timer = setTimeout(() => proc.kill("SIGKILL"), timeoutMs);
    proc.on("close", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr, ms: performance.now() - start });
    });
  });
}

/** A table row: wall time and peak RSS against their targets. */
function row(name: string, run: Run, target: string, msTarget: number, mibTarget?: number): string[] {
  if (run.failure) return [name, seconds(run.ms), "", target, "FAIL", run.failure];
  const pass = run.ms <= msTarget && (mibTarget === undefined || run.rssMiB <= mibTarget);
  return [name, seconds(run.ms), Math.round(run.rssMiB).toLocaleString("en-US"), target, verdict(pass), run.line.replace(/ into \S+/, "")];
}

function median(runs: Run[]): Run {
  return [...runs].sort((a, b) => a.ms - b.ms)[Math.floor((runs.length - 1) / 2)]!;
}

function verdict(pass: boolean): string {
  return pass ? "PASS" : "FAIL";
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
