/**
 * `npm run build [-- --strict]`: builds the site into dist/. Options for tests and the bench:
 * `--content <dir>` (default content/), `--out <dir>` (default dist/).
 */
import "./production-env.ts"; // before anything that loads React
import path from "node:path";
import { parseArgs } from "node:util";
import { buildSite } from "./build-site.ts";
import { reportFailure } from "./cli-report.ts";

const root = path.resolve(import.meta.dirname, "..");
const { values } = parseArgs({
  options: {
    strict: { type: "boolean", default: false },
    content: { type: "string", default: path.join(root, "content") },
    out: { type: "string", default: path.join(root, "dist") },
  },
});
const outName = `${path.relative(process.cwd(), values.out) || "."}/`;

try {
  const result = await buildSite({ root, contentDir: values.content, outDir: values.out, strict: values.strict });
  for (const w of result.warnings) process.stderr.write(`${w}\n`);
  const t = result.timings;
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  process.stdout.write(
    `Built ${result.pages} pages, 404.html and ${result.redirects} redirects into ${outName} in ${s(t.total)} ` +
      `(load ${s(t.load)}, client ${s(t.client)}, render ${s(t.render)}, write ${s(t.write)}, checks ${s(t.checks)}).\n`,
  );
} catch (error) {
  process.exitCode = reportFailure(error, outName);
}
