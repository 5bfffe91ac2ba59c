/**
 * `npm run audit [-- --dir dist]`: Lighthouse 13 with its mobile defaults (simulated Slow 4G, 4× CPU) on one page of each kind, served from the build by the preview
 * server (so with the real security headers), one page at a time in one shared chromium. Prints the scores and metrics, then every failing audit of each category under 100, and exits
 * non-zero when a score is under its floor (issue #7). The full reports land in reports/lighthouse/.
 */
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { parseArgs } from "node:util";
import { launch } from "chrome-launcher";
import lighthouse, { type Result, type RunnerResult } from "lighthouse";
import { chromiumFlags, chromiumPath } from "./chromium.ts";
import { createPreviewServer } from "./preview.ts";

const categories = ["performance", "accessibility", "best-practices", "seo"] as const;
type Category = (typeof categories)[number];

/** The audited pages and their floors; a floor not named here is 100. */
const pages: { path: string; floors?: Partial<Record<Category, number>> }[] = [
  { path: "/", floors: { performance: 95 } },
  { path: "/alamance-county", floors: { performance: 95 } }, // a county page
  { path: "/raleigh-nc-bail-bonds", floors: { performance: 95 } }, // a city page
  { path: "/faqs", floors: { performance: 95 } },
  { path: "/payment-plans", floors: { performance: 95 } },
  { path: "/nc-jail-locations", floors: { performance: 95 } },
  // The application page loads the form provider's script when a form id is set.
  { path: "/apply", floors: { performance: 90 } },
  // The same page types in Spanish.
  { path: "/es", floors: { performance: 95 } },
  { path: "/es/fianzas-condado-de-alamance", floors: { performance: 95 } },
  { path: "/es/fianzas-raleigh-nc", floors: { performance: 95 } },
  { path: "/es/preguntas-frecuentes", floors: { performance: 95 } },
  { path: "/es/planes-de-pago", floors: { performance: 95 } },
  { path: "/es/carceles-nc", floors: { performance: 95 } },
  { path: "/es/solicitar", floors: { performance: 90 } },
];

const { values } = parseArgs({ options: { dir: { type: "string", default: "dist" }, out: { type: "string", default: "reports/lighthouse" } } });
const dist = path.resolve(values.dir);
if (!existsSync(path.join(dist, "index.html"))) {
  process.stderr.write(`There is no built site in ${values.dir}/. Run \`npm run build\` first.\n`);
  process.exit(1);
}

// Precompressed copies, as every host sends them (ARCHITECTURE.md, "Precompressed copies"); uncompressed HTML would
// cost a slow-4G round trip or two.
const server = createPreviewServer(dist, { precompressed: true });
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const chrome = await launch({
  chromePath: chromiumPath,
  chromeFlags: [
    "--headless=new",
    ...chromiumFlags,
    // Every other host, IP literals included, fails at once with ERR_NAME_NOT_RESOLVED, so the audit never reaches
    // the network. Without the EXCLUDE the preview server itself is unreachable ("Chrome prevented page load").
    "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
  ],
});

const results: { path: string; lhr: Result; below: string[] }[] = [];
try {
  mkdirSync(values.out, { recursive: true });
  for (const page of pages) {
    const run = await audit(origin + page.path);
    const { lhr } = run;
    const name = page.path.slice(1).replaceAll("/", "_") || "home";
    const [json, html] = run.report as string[];
    writeFileSync(path.join(values.out, `${name}.json`), json ?? "");
    writeFileSync(path.join(values.out, `${name}.html`), html ?? "");
    const below = categories.filter((c) => score(lhr, c) < (page.floors?.[c] ?? 100)).map((c) => `${c} ${score(lhr, c)} < ${page.floors?.[c] ?? 100}`);
    results.push({ path: page.path, lhr, below });
    for (const url of outsideRequests(lhr)) process.stderr.write(`  ${page.path} asked for ${url} (blocked)\n`);
    process.stderr.write(`audited ${page.path}\n`);
  }
} finally {
  chrome.kill();
  server.close();
}

printTable(results);
for (const { path: pagePath, lhr } of results) printFailures(pagePath, lhr);
const failed = results.filter((r) => r.below.length > 0);
for (const r of failed) console.log(`${r.path}: ${r.below.join(", ")}`);
console.log(failed.length ? `${failed.length} of ${results.length} pages are under a floor.` : `All ${results.length} pages meet their floors.`);
console.log(`Full reports: ${values.out}/*.html`);
process.exit(failed.length ? 1 : 0);

/**
 * One Lighthouse run of `url`. A run that fails to record its trace (NO_NAVSTART, now and then with a shared
 * headless chromium) is repeated once, as Lighthouse's own message advises.
 */
async function audit(url: string, attempt = 1): Promise<RunnerResult> {
  const run = await lighthouse(url, { port: chrome.port, logLevel: "error", output: ["json", "html"], onlyCategories: [...categories] });
  const error = run ? run.lhr.runtimeError : { code: "NO_RESULT", message: "Lighthouse returned nothing." };
  if (run && !error) return run;
  if (attempt < 2) return audit(url, attempt + 1);
  throw new Error(`Lighthouse could not audit ${url}: ${error?.message} (${error?.code})`);
}

/** Requests the page made to anything but the preview server; the resolver rules make them all fail. */
function outsideRequests(lhr: Result): string[] {
  const items = (lhr.audits["network-requests"]?.details as { items?: { url?: string }[] } | undefined)?.items ?? [];
  return items.map((i) => i.url ?? "").filter((u) => /^(https?|wss?):/.test(u) && !u.startsWith(`${origin}/`));
}

/** A category's score out of 100 (0 when Lighthouse could not score it). */
function score(lhr: Result, category: Category): number {
  return Math.round((lhr.categories[category]?.score ?? 0) * 100);
}

function printTable(rows: typeof results): void {
  const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const header = ["page", "perf", "a11y", "best", "seo", "LCP", "CLS", "TBT", "bytes"];
  const lines = rows.map(({ path: p, lhr }) => [
    p,
    ...categories.map((c) => String(score(lhr, c))),
    `${(numeric(lhr, "largest-contentful-paint") / 1000).toFixed(2)} s`,
    numeric(lhr, "cumulative-layout-shift").toFixed(3),
    `${Math.round(numeric(lhr, "total-blocking-time"))} ms`,
    `${(numeric(lhr, "total-byte-weight") / 1024).toFixed(1)} KiB`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? "").length)));
  for (const line of [header, ...lines])
    console.log(line.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join("  "));
}

/** Each category under 100: its audits that did not pass, with the elements or URLs they name. */
function printFailures(pagePath: string, lhr: Result): void {
  for (const c of categories) {
    const category = lhr.categories[c];
    if (!category || score(lhr, c) === 100) continue;
    console.log(`\n${pagePath}  ${c} ${score(lhr, c)}`);
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null) continue;
      // What costs points (a weighted audit under 1), and for performance also every insight or diagnostic in trouble.
      const costs = ref.weight > 0 && audit.score < 1;
      if (!costs && !(c === "performance" && audit.score < 0.9)) continue;
      const value = audit.displayValue ? ` (${audit.displayValue})` : "";
      console.log(`  ${audit.id}: ${audit.title}${value}, score ${audit.score}`);
      for (const item of itemsOf(audit.details).slice(0, 5)) console.log(`    ${item}`);
    }
  }
}

/** The elements, URLs or messages an audit's details name, one line each. */
function itemsOf(details: unknown): string[] {
  const d = details as { type?: string; items?: unknown; chains?: Record<string, Chain>; value?: unknown } | undefined;
  if (!d || typeof d !== "object") return [];
  // An insight's checklist: the labels of the checks that failed ("No compression applied").
  if (d.type === "checklist" && d.items && typeof d.items === "object")
    return Object.values(d.items as Record<string, { label: string; value: boolean }>)
      .filter((c) => !c.value)
      .map((c) => c.label);
  if (d.type === "network-tree") return Object.values(d.chains ?? {}).flatMap((chain) => chainUrls(chain));
  if (d.type === "list-section") return itemsOf(d.value);
  if (!Array.isArray(d.items)) return [];
  if (d.type === "list") return d.items.flatMap(itemsOf);
  return d.items.map(describe).filter((s) => s !== "");
}

/** A request chain of the network-dependency-tree insight. */
interface Chain {
  url: string;
  children?: Record<string, Chain>;
}

function chainUrls(chain: Chain, depth = 0): string[] {
  return [`${"→ ".repeat(depth)}${chain.url}`, ...Object.values(chain.children ?? {}).flatMap((c) => chainUrls(c, depth + 1))];
}

function describe(item: unknown): string {
  if (typeof item !== "object" || item === null) return "";
  const record = item as Record<string, unknown>;
  for (const value of Object.values(record)) {
    const node = value as { type?: string; snippet?: string; selector?: string } | null;
    if (node && typeof node === "object" && node.type === "node") return `${node.selector ?? ""} ${(node.snippet ?? "").slice(0, 140)}`.trim();
  }
  const source = (record.sourceLocation ?? record.source) as { url?: string } | undefined;
  const url = typeof record.url === "string" ? record.url : source?.url;
  const text = typeof record.description === "string" ? record.description : "";
  return [url, text.slice(0, 160)].filter(Boolean).join("  ");
}
