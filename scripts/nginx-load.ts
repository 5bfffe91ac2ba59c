/**
 * `npm run bench:nginx [-- --dist dist --duration 10 --connections 10]`: a short load check of the built site on
 * Debian's nginx with the generated config (scripts/nginx-server.ts): autocannon on 127.0.0.1 against the home page
 * and the largest hashed asset (React's chunk, fetched on a visitor's first interaction), each with `Accept-Encoding: gzip` as browsers send it. Prints requests/s and errors; a
 * measurement, not a test (CONTRIBUTING.md, "Tests": no test asserts on elapsed time).
 */
import { existsSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { parseArgs } from "node:util";
import { startNginx } from "./nginx-server.ts";

/** The part of autocannon's result this check reads. */
interface LoadResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  throughput: { average: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}

// autocannon ships no types; its options and result are described here at the one place it is called.
const autocannon = createRequire(import.meta.url)("autocannon") as (options: {
  url: string;
  connections: number;
  duration: number;
  headers: Record<string, string>;
}) => Promise<LoadResult>;

const { values } = parseArgs({
  options: {
    dist: { type: "string", default: "dist" },
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "10" },
  },
});
const dist = path.resolve(values.dist);
if (!existsSync(path.join(dist, "_headers"))) {
  process.stderr.write(`${values.dist}/ holds no build. Run \`npm run build\` first.\n`);
  process.exit(1);
}
const duration = Number(values.duration);
const connections = Number(values.connections);
// Pages carry their CSS inline (ARCHITECTURE.md, "CSS inline per page"); the heaviest file a visitor fetches after one
// is React's.
const react = readdirSync(path.join(dist, "assets")).find((f) => /^react-.*\.js$/.test(f));
if (!react) {
  process.stderr.write(`${values.dist}/assets/ holds no react-*.js chunk.\n`);
  process.exit(1);
}
const asset = `/assets/${react}`;

const server = await startNginx(dist, { workers: 1 });
try {
  process.stdout.write(`nginx on ${server.base}, 1 worker; ${connections} connections for ${duration} s per URL\n\n`);
  const rows: string[][] = [["url", "requests/s", "requests", "p50 ms", "p99 ms", "MB/s", "errors", "non-2xx"]];
  for (const urlPath of ["/", asset]) {
    const r = await autocannon({ url: `${server.base}${urlPath}`, connections, duration, headers: { "accept-encoding": "gzip" } });
    rows.push([
      urlPath,
      r.requests.average.toFixed(0),
      String(r.requests.total),
      String(r.latency.p50),
      String(r.latency.p99),
      (r.throughput.average / 1e6).toFixed(1),
      String(r.errors + r.timeouts),
      String(r.non2xx),
    ]);
  }
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  for (const row of rows) process.stdout.write(`${row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join("  ")}\n`);
} finally {
  await server.stop();
}
