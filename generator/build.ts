/**
 * `npm run build [-- --strict] [-- --report]`: builds the site into dist/, then prints a summary (pages, checks,
 * phases, the heaviest pages) and, as its last line, "Built … (load … s, …)", which scripts/bench.ts parses.
 * When nothing has changed since the last build it says so, before loading React, Vite or html-validate.
 * `--report` also writes reports/build.html (build/report.ts); `--report-file <path>` writes it elsewhere.
 * Options for tests and the bench: `--content <dir>` (default content/), `--out <dir>` (default dist/), and
 * `--no-checks` (no link, HTML or budget check: never for a site to publish).
 * Only the command line is here; the build itself is in build/ (site.ts, top to bottom). This file stays at
 * generator/build.ts because `npm run build` and the benchmarks run `node generator/bundle.mjs generator/build.ts`.
 */
import "./production-env.ts"; // before anything that loads React
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { planBuild } from "./build/cache.ts";

const root = path.resolve(import.meta.dirname, "..");
const usage = "Usage: npm run build -- [--strict] [--report] [--report-file <path>] [--content <dir>] [--out <dir>] [--no-checks]";
const options = {
  strict: { type: "boolean", default: false },
  content: { type: "string", default: path.join(root, "content") },
  out: { type: "string", default: path.join(root, "dist") },
  report: { type: "boolean", default: false },
  "report-file": { type: "string" },
  "no-checks": { type: "boolean", default: false },
} as const;
let parsed: ReturnType<typeof parseArgs<{ options: typeof options }>>;
try {
  parsed = parseArgs({ options });
} catch (error) {
  // #17: a mistyped flag is the person's slip, not a generator bug: one line of what went wrong and one of usage.
  process.stderr.write(`${error instanceof Error ? error.message.split("\n")[0] : String(error)}\n${usage}\n`);
  process.exit(2);
}
const { values } = parsed;
const relative = (file: string) => path.relative(process.cwd(), file) || ".";
const outName = `${relative(values.out)}/`;
const reportFile =
  values["report-file"] !== undefined ? path.resolve(values["report-file"]) : values.report ? path.join(root, "reports/build.html") : null;
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

if (reportFile && !path.relative(path.resolve(values.out), reportFile).startsWith("..")) {
  process.stderr.write(`The report cannot go inside ${outName}: it would be published. Leave out --report-file to write reports/build.html.\n`);
  process.exit(1);
}

const cacheDir = path.join(root, "node_modules/.cache/ssg");
// The CMS config is made from the schemas, not from content/: whether it is stale is a question of its own.
const cmsWarning = async () => (await import("./cms/check.ts")).cmsConfigWarningCached(root);
// The cache is asked once: buildSite is handed the answer.
const plan = planBuild(root, values.content, values.out, cacheDir, { strict: values.strict, checks: !values["no-checks"], extraIslands: {} });
if (plan.current && !reportFile) {
  for (const w of [...plan.current.warnings, await cmsWarning()]) if (w) process.stderr.write(`${w}\n`);
  process.stdout.write(`Nothing changed since the last build: ${outName} is up to date (checked in ${s(performance.now())}).\n`);
  process.exit(0);
}

const [{ buildSite }, { reportFailure }, { formatSummary, summarize }, { reportHtml }] = await Promise.all([
  import("./build/site.ts"),
  import("./build/cli-report.ts"),
  import("./build/summary.ts"),
  import("./build/report.ts"),
]);
// A progress line on a terminal only; pipes and the tests see nothing extra.
const progress = process.stderr.isTTY ? (text: string) => process.stderr.write(`\r\x1b[2K${text}`) : () => {};
try {
  const result = await buildSite({
    root,
    contentDir: values.content,
    outDir: values.out,
    strict: values.strict,
    checks: !values["no-checks"],
    plan,
    onPhase: (phase) => progress(`Building… ${phase}`),
  });
  progress("Building… summary");
  const summary = summarize(values.out);
  if (reportFile) {
    mkdirSync(path.dirname(reportFile), { recursive: true });
    writeFileSync(reportFile, reportHtml(summary));
  }
  progress("");
  for (const w of [...result.warnings, await cmsWarning()]) if (w) process.stderr.write(`${w}\n`);
  const t = result.timings;
  process.stdout.write(
    `${formatSummary(summary, t, !values["no-checks"])}${reportFile ? `Report   ${relative(reportFile)}\n` : ""}` +
      `Built ${result.pages} pages, the 404 pages and ${result.redirects} redirects into ${outName} in ${s(t.total)} ` +
      `(load ${s(t.load)}, client ${s(t.client)}, pages ${s(t.pages)}, site ${s(t.site)}; ` +
      `${result.rendered} pages rendered, ${result.validated} validated, the rest unchanged since the last build).\n`,
  );
} catch (error) {
  progress("");
  process.exitCode = reportFailure(error, outName);
}
