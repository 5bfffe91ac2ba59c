/**
 * The web editor in dist/ (generator/cms/admin-site.ts): at /admin, never indexed nor listed, with a policy of its own,
 * the generated config as it is, Decap's files from npm (no outside script), and a content snapshot without drafts.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { contentSnapshot } from "../../../generator/cms/admin-site.ts";
import { adminPolicy, headersFor, localBackendPort, parseHeadersFile } from "../../../generator/hosting/headers.ts";
import { compressible, minBytes } from "../../../generator/hosting/precompress.ts";
import { builtSite } from "../../helpers/built-site.ts";
import { contentWith, removeDir, root } from "../../helpers/content-fixture.ts";

const out = await builtSite();
const read = (file: string) => readFileSync(path.join(out, file), "utf8");

describe("the web editor in dist/", () => {
  it("is a page at /admin that search engines are told to leave alone, and no visitor page links to it", () => {
    const html = read("admin.html");
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(read("sitemap.xml")).not.toContain("/admin");
    const headers = headersFor(parseHeadersFile(read("_headers")), "/admin");
    expect(headers["X-Robots-Tag"]).toBe("noindex, nofollow");
    const pages = readdirSync(out, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".html") && f !== "admin.html");
    for (const page of pages) expect(read(page), page).not.toMatch(/href="\/admin/);
  });

  it("has a Content-Security-Policy of its own, on its page and its files, with scripts from the site only", () => {
    const rules = parseHeadersFile(read("_headers"));
    for (const url of ["/admin", "/admin/decap-cms.js", "/admin/config.yml"]) {
      const csp = headersFor(rules, url)["Content-Security-Policy"]!;
      expect(csp, url).toMatch(/script-src 'self'( 'unsafe-eval')?;/);
      expect(csp, url).toContain("object-src 'none'");
    }
    // The visitor pages keep theirs: no 'unsafe-inline' or 'unsafe-eval' anywhere but /admin.
    expect(headersFor(rules, "/apply")["Content-Security-Policy"]).not.toMatch(/unsafe/);
  });

  it("lets the published editor talk to no server on the visitor's computer: decap-server only where it is served locally", () => {
    const local = `http://localhost:${localBackendPort}`;
    for (const file of ["_headers", ".htaccess"]) expect(read(file), file).not.toMatch(/localhost|127\.0\.0\.1/);
    expect(headersFor(parseHeadersFile(read("_headers")), "/admin")["Content-Security-Policy"]).toBe(adminPolicy());
    expect(adminPolicy(local)).toMatch(new RegExp(`connect-src [^;]* ${local.replaceAll(".", "\\.")}(;|$)`));
  });

  it("loads only scripts it ships itself: Decap from npm and the editor's own bundle", () => {
    const html = read("admin.html");
    const scripts = [...html.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1]!);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatch(/^\/admin\/editor-[0-9a-f]+\.js$/);
    expect(existsSync(path.join(out, scripts[0]!))).toBe(true);
    const sha = (file: string) => createHash("sha1").update(readFileSync(file)).digest("hex");
    expect(sha(path.join(out, "admin/decap-cms.js"))).toBe(sha(path.join(root, "node_modules/decap-cms/dist/decap-cms.js")));
    expect(read(scripts[0]!)).not.toMatch(/https:\/\/unpkg|cdn\.jsdelivr/);
  });

  it("has a .gz and a .br copy of each of its text files, as visitor files have, so hosts send its 7 MB compressed", () => {
    const texts = ["admin.html", ...readdirSync(path.join(out, "admin")).map((f) => `admin/${f}`)].filter(
      (f) => compressible.has(path.extname(f)) && readFileSync(path.join(out, f)).length > minBytes,
    );
    expect(texts).toEqual(expect.arrayContaining(["admin/decap-cms.js", "admin/config.yml", "admin/content.json"]));
    for (const file of texts) {
      const bytes = readFileSync(path.join(out, file));
      expect(gunzipSync(readFileSync(path.join(out, `${file}.gz`))).equals(bytes), file).toBe(true);
      expect(brotliDecompressSync(readFileSync(path.join(out, `${file}.br`))).equals(bytes), file).toBe(true);
    }
  });

  it("ships the generated config as it is", () => {
    expect(read("admin/config.yml")).toBe(readFileSync(path.join(root, "admin/config.yml"), "utf8"));
  });

  it("holds every content file in its snapshot but drafts, which are not public yet", () => {
    const snapshot = JSON.parse(read("admin/content.json")) as { files: Record<string, string> };
    expect(snapshot.files["site.yaml"]).toBe(readFileSync(path.join(root, "content/site.yaml"), "utf8"));
    expect(Object.keys(snapshot.files).some((f) => f.startsWith(".") || f.endsWith("README.md"))).toBe(false);
    const dir = contentWith();
    try {
      const about = readFileSync(path.join(dir, "pages/about.md"), "utf8");
      writeFileSync(path.join(dir, "pages/draft-page.md"), about.replace(/^---\n/, "---\ndraft: true\n"));
      const files = contentSnapshot(dir, "/s.css").files;
      expect(files["pages/about.md"]).toBeDefined();
      expect(files["pages/draft-page.md"]).toBeUndefined();
    } finally {
      removeDir(dir);
    }
  });
});
