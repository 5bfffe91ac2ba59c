/**
 * `npm run build [-- --strict] [-- --report]`: builds the site into dist/, then prints a summary (pages, checks,
 * phases, the heaviest pages) and, as its last line, "Built … (load … s, …)", which scripts/bench.ts parses.
 * `--report` also writes reports/build.html (build-report.ts); `--report-file <path>` writes it elsewhere.
 * Options for tests and the bench: `--content <dir>` (default content/), `--out <dir>` (default dist/).
 */
import "./production-env.ts"; // before anything that loads React
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { reportHtml } from "./build-report.ts";
import { buildSite, type BuildResult } from "./build-site.ts";
import { formatSummary, summarize } from "./build-summary.ts";
import { reportFailure } from "./cli-report.ts";

const root = path.resolve(import.meta.dirname, "..");
const usage = "Usage: npm run build -- [--strict] [--report] [--report-file <path>] [--content <dir>] [--out <dir>]";
const options = {
  strict: { type: "boolean", default: false },
  content: { type: "string", default: path.join(root, "content") },
  out: { type: "string", default: path.join(root, "dist") },
  report: { type: "boolean", default: false },
  "report-file": { type: "string" },
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
// A progress line on a terminal only; pipes and the tests see nothing extra.
const progress = process.stderr.isTTY ? (text: string) => process.stderr.write(`\r\x1b[2K${text}`) : () => {};

let result: BuildResult | undefined;
if (reportFile && !path.relative(path.resolve(values.out), reportFile).startsWith("..")) {
  process.stderr.write(`The report cannot go inside ${outName}: it would be published. Leave out --report-file to write reports/build.html.\n`);
  process.exitCode = 1;
} else {
  try {
    result = await buildSite({
      root,
      contentDir: values.content,
      outDir: values.out,
      strict: values.strict,
      onPhase: (phase) => progress(`Building… ${phase}`),
    });
  } catch (error) {
    progress("");
    process.exitCode = reportFailure(error, outName);
  }
}

if (result) {
  progress("Building… summary");
  const summary = summarize(values.out);
  if (reportFile) {
    mkdirSync(path.dirname(reportFile), { recursive: true });
    writeFileSync(reportFile, reportHtml(summary));
  }
  progress("");
  for (const w of result.warnings) process.stderr.write(`${w}\n`);
  const t = result.timings;
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  process.stdout.write(
    `${formatSummary(summary, t, true)}${reportFile ? `Report   ${relative(reportFile)}\n` : ""}` +
      `Built ${result.pages} pages, 404.html and ${result.redirects} redirects into ${outName} in ${s(t.total)} ` +
      `(load ${s(t.load)}, client ${s(t.client)}, render ${s(t.render)}, write ${s(t.write)}, compress ${s(t.compress)}, checks ${s(t.checks)}; ` +
      `${result.validated} pages validated, the rest unchanged since they last passed).\n`,
  );
}
