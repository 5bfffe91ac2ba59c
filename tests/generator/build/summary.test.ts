/** The build summary and report: weights measured from a tiny fixture output folder, and the real CLI's output. */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { HtmlValidate } from "html-validate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { descriptionProblem, reportHtml, titleProblem } from "../../../generator/build/report.ts";
import { formatSummary, type Summary, summarize } from "../../../generator/build/summary.ts";
import { compressPage } from "../../../generator/hosting/precompress.ts";
import { interactionLoader } from "../../../generator/island-scripts.ts";
import { prepare } from "../../../generator/prepare.ts";
import { redirectPage } from "../../../generator/seo/redirect-page.ts";
import { writeSampleFormId } from "../../../scripts/sample-form.ts";
import { removeDir, root } from "../../helpers/content-fixture.ts";
import { smallContent } from "../../helpers/small-site.ts";

const work = mkdtempSync(path.join(tmpdir(), "build-summary-test-"));
const made: string[] = [work];
afterAll(() => made.forEach(removeDir));

const gz = (s: string) => gzipSync(s, { level: 9 }).length;
const longTitle = "Bail Bonds in Graham &amp; Alamance County, North Carolina, Open All Hours"; // 70 characters once decoded
const assets = {
  "assets/styles.css": "body{color:#111}".repeat(40),
  "assets/react.js": "export const react=1;".repeat(200),
  "assets/apply-form.js": 'import "./react.js";console.log("apply");',
  "assets/faq.js": 'import "./shared.js";console.log("faq");'.repeat(3),
  "assets/shared.js": "export const shared=2;".repeat(20),
};
const head = (title: string, description: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>${title}</title>` +
  `<meta name="description" content="${description}"/><link rel="stylesheet" href="/assets/styles.css"/></head>`;
const pages = {
  "index.html": `${head(longTitle, "Forty characters of description, exactly")}<body><p>Home</p></body></html>`,
  "apply.html":
    `${head("Apply for a Bail Bond", "Apply online for a bail bond with Main Street Bail Bonds, any hour of the day.")}<body><p>Apply</p>` +
    `<link rel="modulepreload" href="/assets/react.js"/><script type="module" src="/assets/apply-form.js"></script></body></html>`,
  "county/wake-county.html":
    `${head("Wake County Bail Bonds", "Bail bonds for the Wake County jail in Raleigh, around the clock, with payment plans.")}` +
    `<body>${"<h2>Question</h2><p>Answer</p>".repeat(30)}<script type="module">` +
    `${interactionLoader(["/assets/faq.js"], ["/assets/react.js", "/assets/shared.js"], '[data-island="faq"]')}</script></body></html>`,
  "old-apply.html": redirectPage("https://www.example.com", "/apply", prepare(path.join(root, "content")).context),
};
// The web editor: its page, its script, what the script fetches at start, and a chunk Decap loads on demand.
const editor = {
  "admin.html": '<!DOCTYPE html><html lang="en"><head><title>Editor</title><script src="/admin/editor-1.js" defer></script></head></html>',
  "admin/editor-1.js": 'fetch("/admin/config.yml");fetch("/admin/decap-cms.js");'.repeat(30),
  "admin/config.yml": "backend:\n  name: github\n".repeat(100),
  "admin/decap-cms.js": "window.CMS={};".repeat(500),
  "admin/12.decap-cms.js": "chunk();".repeat(300),
};
let summary: Summary;

beforeAll(() => {
  for (const [file, text] of Object.entries({ ...assets, ...pages, ...editor, "sitemap.xml": "<urlset/>" })) {
    mkdirSync(path.dirname(path.join(work, file)), { recursive: true });
    writeFileSync(path.join(work, file), text);
  }
  summary = summarize(work);
});

describe("summarize", () => {
  it("lists every page but the redirects, heaviest first, and counts the redirects", () => {
    expect(summary.pages.map((p) => p.path)).toEqual(["/county/wake-county", "/apply", "/"]);
    expect(summary.redirects).toBe(1);
  });

  it("weighs the editor apart from the visitor pages: its page, its script and what the script fetches at start", () => {
    const atStart = ["admin.html", "admin/editor-1.js", "admin/config.yml", "admin/decap-cms.js"] as const;
    expect(summary.editor).toEqual({
      files: atStart.length,
      bytes: atStart.reduce((total, f) => total + Buffer.byteLength(editor[f]), 0),
      gz: atStart.reduce((total, f) => total + gz(editor[f]), 0),
      onDemand: 1,
    });
  });

  it("measures HTML raw and gzipped at level 9, and the stylesheet each page links", () => {
    for (const [file, html] of Object.entries(pages).filter(([f]) => f !== "old-apply.html")) {
      const page = summary.pages.find((p) => p.path === (file === "index.html" ? "/" : `/${file.replace(".html", "")}`))!;
      expect(page.htmlBytes).toBe(Buffer.byteLength(html));
      expect(page.htmlGz).toBe(gz(html));
      expect(page.htmlBr).toBe(compressPage(html).brotli.length);
      expect(page.cssGz).toBe(gz(assets["assets/styles.css"]));
    }
  });

  it("counts module scripts and modulepreloads before interaction, and the islands loader's imports after it", () => {
    const [wake, apply, home] = summary.pages;
    const before = gz(assets["assets/react.js"]) + gz(assets["assets/apply-form.js"]);
    expect(apply).toMatchObject({ jsBeforeGz: before, jsAfterGz: before });
    const after = gz(assets["assets/faq.js"]) + gz(assets["assets/react.js"]) + gz(assets["assets/shared.js"]);
    expect(wake).toMatchObject({ jsBeforeGz: 0, jsAfterGz: after, totalGz: gz(pages["county/wake-county.html"]) + wake!.cssGz + after });
    expect(home).toMatchObject({ jsBeforeGz: 0, jsAfterGz: 0 });
  });

  it("reads the title and description with character references decoded", () => {
    const home = summary.pages.find((p) => p.path === "/")!;
    expect(home.title).toBe("Bail Bonds in Graham & Alamance County, North Carolina, Open All Hours");
    expect(home.title).toHaveLength(70);
    expect(home.description).toHaveLength(40);
  });
});

describe("titleProblem and descriptionProblem", () => {
  it("flag titles over 60 characters and descriptions outside 50–160, and missing ones", () => {
    expect([titleProblem(""), titleProblem("x".repeat(60)), titleProblem("x".repeat(61))]).toEqual(["missing", null, "over 60"]);
    expect(["", "x".repeat(49), "x".repeat(50), "x".repeat(160), "x".repeat(161)].map(descriptionProblem)).toEqual([
      "missing",
      "under 50",
      null,
      null,
      "over 160",
    ]);
  });
});

describe("formatSummary", () => {
  const timings = { load: 120, client: 1500, pages: 2340, site: 50, total: 4010 };

  it("prints counts, checks, phases and the heaviest pages with their gzip bytes", () => {
    const [wake, apply] = summary.pages;
    const n = (v: number) => v.toLocaleString("en-US");
    const lines = formatSummary(summary, timings, true, 2).split("\n");
    expect(lines.slice(0, 3)).toEqual([
      "Written  3 pages and 1 redirect",
      "Checks   links, html-validate, script budget",
      "Phases   load 0.12 s, client 1.50 s, pages 2.34 s, site 0.05 s, total 4.01 s",
    ]);
    expect(lines[4]!.split(/\s{2,}/)).toEqual(["Heaviest pages (gzip bytes)", "HTML", "CSS", "JS before", "JS after", "total", "HTML br"]);
    expect(lines[5]!.split(/\s+/)).toEqual([
      "/county/wake-county",
      ...[wake!.htmlGz, wake!.cssGz, 0, wake!.jsAfterGz, wake!.totalGz, wake!.htmlBr].map(n),
    ]);
    expect(lines[6]!.split(/\s+/)).toEqual([
      "/apply",
      ...[apply!.htmlGz, apply!.cssGz, apply!.jsBeforeGz, apply!.jsAfterGz, apply!.totalGz, apply!.htmlBr].map(n),
    ]);
    expect(lines[7]).toBe("HTML: the page, its inline <style> included. CSS: the stylesheets it links.");
    // The page heaviest in brotli, which the budget is about, whether or not it is among the rows.
    const heaviestBr = [...summary.pages].sort((a, b) => b.htmlBr - a.htmlBr)[0]!;
    expect(lines[8]).toBe(
      `HTML br: the page in brotli, as served; at most 14,336 (the first round trip). Heaviest in brotli: ${heaviestBr.path} ${n(heaviestBr.htmlBr)}.`,
    );
    expect(lines[9]).toMatch(/^JS before: /);
  });

  it('says "checks off" when the checks did not run', () => {
    expect(formatSummary(summary, timings, false)).toContain("\nChecks   checks off\n");
  });
});

describe("reportHtml", () => {
  const html = () => reportHtml(summary);

  it("lists every page heaviest first with its bytes, and flags the long title and the short description", () => {
    const rows = [...html().matchAll(/<tr><th scope="row">([^<]*)<\/th>((?:<td>[\d,]+<\/td>){6})/g)];
    expect(rows.map((r) => r[1])).toEqual(["/county/wake-county", "/apply", "/"]);
    const home = summary.pages[2]!;
    const cells = [home.htmlBytes, home.htmlGz, home.cssGz, 0, 0, home.totalGz].map((v) => `<td>${v.toLocaleString("en-US")}</td>`);
    expect(rows[2]![2]).toBe(cells.join(""));
    expect(html()).toContain('<td class="flag">70 (over 60)</td><td class="flag">40 (under 50)</td>');
    expect(html()).toContain("1 page has a flag.");
  });

  it("is valid, self-contained HTML with a language, a title, a caption and scoped headers, and no script", () => {
    const report = new HtmlValidate({ extends: ["html-validate:recommended"] }).validateStringSync(html());
    expect(report.results.flatMap((r) => r.messages.map((m) => `${m.ruleId}: ${m.message}`))).toEqual([]);
    expect(html()).toMatch(/^<!DOCTYPE html>\n<html lang="en">/);
    expect(html()).toContain("<title>Build report: 3 pages</title>");
    expect(html()).toMatch(/<caption>[^<]+<\/caption>/);
    expect(html().match(/<th scope="col">/g)).toHaveLength(10);
    expect(html()).not.toMatch(/<script|<link|style="|https?:/);
  });
});

describe("the build CLI", () => {
  it("prints the summary table before its last line, the one scripts/bench.ts parses, and writes the report", () => {
    // The small site (helpers/small-site.ts) with a form id, so /apply loads its island and has JavaScript before
    // interaction.
    const content = smallContent();
    writeSampleFormId(content);
    made.push(content);
    const out = path.join(work, "cli/dist");
    const reportFile = path.join(work, "cli/reports/build.html");
    const run = spawnSync(
      process.execPath,
      ["generator/bundle.mjs", "generator/build.ts", "--content", content, "--out", out, "--report-file", reportFile],
      { cwd: root, encoding: "utf8" },
    );
    expect(run.stderr).not.toContain("\x1b"); // no progress line when stderr is not a terminal
    expect(run.status).toBe(0);
    const lines = run.stdout.trimEnd().split("\n");
    expect(lines.at(-1)).toMatch(
      /^Built (\d+) pages.*\(load ([\d.]+) s, client ([\d.]+) s, pages ([\d.]+) s, site ([\d.]+) s; (\d+) pages rendered, (\d+) validated/,
    );
    expect(lines.at(-2)).toBe(`Report   ${path.relative(root, reportFile)}`);
    expect(lines).toContain("Checks   links, html-validate, script budget");
    const table = lines.findIndex((l) => l.startsWith("Heaviest pages (gzip bytes)"));
    expect(table).toBeGreaterThan(0);
    expect(lines.slice(table + 1, table + 6).every((l) => /^\/\S*( +[\d,]+){6}$/.test(l))).toBe(true);
    // The editor is not among the visitor pages; its line counts what it downloads when it opens.
    expect(lines.some((l) => l.startsWith("/admin "))).toBe(false);
    const script = /src="\/(admin\/editor-[0-9a-f]+\.js)"/.exec(readFileSync(path.join(out, "admin.html"), "utf8"))![1]!;
    const opened = ["admin.html", script, "admin/config.yml", "admin/content.json", "admin/decap-cms.js"];
    const bytes = opened.reduce((total, f) => total + statSync(path.join(out, f)).size, 0);
    expect(summarize(out).editor).toMatchObject({ files: opened.length, bytes });
    expect(lines.find((l) => l.startsWith("Editor   "))).toContain(`${(bytes / 1_000_000).toFixed(1)} MB in ${opened.length} files`);

    expect(summarize(out).pages.find((p) => p.path === "/apply")!.jsBeforeGz).toBeGreaterThan(0);
    expect(existsSync(reportFile)).toBe(true);
    const report = readFileSync(reportFile, "utf8");
    for (const route of prepare(content).routes) expect(report).toContain(`<th scope="row">${route.path}</th>`);
    expect(report).toContain('<th scope="row">/404</th>');
  });

  it("#17 answers an unknown flag with what went wrong and the usage, not a stack trace", () => {
    const run = spawnSync(process.execPath, ["generator/bundle.mjs", "generator/build.ts", "--contnet", "x"], { cwd: root, encoding: "utf8" });
    expect(run.status).toBe(2);
    const lines = run.stderr.trimEnd().split("\n");
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/Unknown option '--contnet'/);
    expect(lines[1]).toMatch(/^Usage: npm run build /);
  });

  it("refuses a report file inside the output folder, before building", () => {
    const out = path.join(work, "refused");
    const run = spawnSync(process.execPath, ["generator/bundle.mjs", "generator/build.ts", "--out", out, "--report-file", path.join(out, "build.html")], {
      cwd: root,
      encoding: "utf8",
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toBe(
      `The report cannot go inside ${path.relative(root, out)}/: it would be published. Leave out --report-file to write reports/build.html.\n`,
    );
    expect(existsSync(out)).toBe(false);
  });
});
