/**
 * Debian's nginx with the config of `npm run nginx-conf`, serving a fresh build on 127.0.0.1 and checked over HTTP:
 * clean URLs, the 404 page with status 404, the redirects, each response's headers and the precompressed files.
 */
import { cpSync, existsSync, lstatSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { parse } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fileForPath } from "../../generator/checks/links.ts";
import { assetCache, type HeaderRule, headersFor, htmlCache, parseHeadersFile } from "../../generator/hosting/headers.ts";
import { prepare } from "../../generator/prepare.ts";
import { parseRedirectsFile } from "../../generator/seo/redirect-page.ts";
import { type NginxServer, nginxBinary, startNginx } from "../../scripts/nginx-server.ts";
import { builtSite } from "../helpers/built-site.ts";
import { removeDir, root, stylesheetOf } from "../helpers/content-fixture.ts";
import { seeded } from "../helpers/seeded.ts";

// npm test installs nginx first (scripts/system-packages.mjs), so a missing nginx fails here instead of skipping (#17).
const binary = nginxBinary();

const contentDir = path.join(root, "content");
let work: string;
let dist: string;
let shared: string; // the shared build, copied into dist
let server: NginxServer;
let rules: HeaderRule[];

beforeAll(async () => {
  if (!binary) return; // the first test says why
  work = mkdtempSync(path.join(tmpdir(), "nginx-test-"));
  dist = path.join(work, "dist");
  shared = await builtSite();
  cpSync(shared, dist, { recursive: true }); // a copy of the shared build: this test adds files to it
  rules = parseHeadersFile(readFileSync(path.join(dist, "_headers"), "utf8"));
  // Things nginx must refuse: a dotfile, and (without the brotli module) a symlink to a file outside dist.
  writeFileSync(path.join(dist, ".secret"), "dotfile secret\n");
  writeFileSync(path.join(work, "outside.txt"), "outside secret\n");
  symlinkSync(path.join(work, "outside.txt"), path.join(dist, "linked.txt"));
  server = await startNginx(dist);
});

afterAll(async () => {
  await server?.stop();
  if (work) removeDir(work);
});

const get = (urlPath: string, headers: Record<string, string> = {}) => fetch(`${server.base}${urlPath}`, { redirect: "manual", headers });

// fetch decompresses bodies and normalizes `..` away, so these go out through node:http as written.
function rawGet(target: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port: server.port, path: target, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

const h1Of = (html: string) =>
  parse(html)
    .querySelectorAll("h1")
    .map((h) => h.text.trim());

function expectHeaders(res: Response, expected: Record<string, string>): void {
  const got = Object.fromEntries(Object.keys(expected).map((name) => [name, res.headers.get(name)]));
  expect(got).toEqual(expected);
}

describe("nginx with the generated config", () => {
  it("runs on this machine (npm test installs Debian's nginx)", () => {
    expect(binary, "nginx is not installed: run node scripts/system-packages.mjs").toBeDefined();
  });

  describe("pages", () => {
    it("serves every sitemap URL with status 200, text/html and the page's <h1>", async () => {
      const { routes } = prepare(contentDir);
      const sitemap = readFileSync(path.join(dist, "sitemap.xml"), "utf8");
      const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
      expect(paths.toSorted()).toEqual(routes.map((r) => r.path).toSorted());
      for (const route of routes) {
        const res = await get(route.path);
        expect([route.path, res.status, res.headers.get("content-type")]).toEqual([route.path, 200, "text/html; charset=utf-8"]);
        const html = await res.text();
        expect([route.path, h1Of(html)]).toEqual([route.path, [route.page.heading]]);
        expect(html).toBe(readFileSync(path.join(dist, fileForPath(route.path)), "utf8"));
      }
    });

    it("answers an unknown path, /404 and /404.html with status 404 and the 404 page", async () => {
      const { content } = prepare(contentDir);
      for (const urlPath of ["/no-such-page", "/county/no-such-county", "/404", "/404.html", "/no-such-page.html", "/county"]) {
        const res = await get(urlPath);
        expect([urlPath, res.status, res.headers.get("content-type")]).toEqual([urlPath, 404, "text/html; charset=utf-8"]);
        expect([urlPath, h1Of(await res.text())]).toEqual([urlPath, [content.langs.en!.notFound.heading]]);
      }
    });

    it("answers an unknown Spanish address, /es/404 and /es/404.html with status 404 and the Spanish not-found page", async () => {
      const es = prepare(contentDir).content.langs.es!;
      const page = readFileSync(path.join(dist, "es/404.html"), "utf8");
      for (const urlPath of ["/es/algo-mal-escrito", "/es/condado/no-existe", "/es/404", "/es/404.html", "/es/no-existe.html", "/es/.oculto"]) {
        const res = await get(urlPath);
        expect([urlPath, res.status, res.headers.get("content-type")]).toEqual([urlPath, 404, "text/html; charset=utf-8"]);
        const html = await res.text();
        expect([urlPath, h1Of(html)]).toEqual([urlPath, [es.notFound.heading]]);
        expect(html).toBe(page);
      }
      // What that page is: Spanish, with the Spanish title, header and a language switch to the English home.
      const doc = parse(page);
      expect(doc.querySelector("html")?.getAttribute("lang")).toBe("es");
      expect(doc.querySelector("title")?.text).toBe(es.notFound.title);
      expect(doc.querySelector("header a[href='/es']")).not.toBeNull();
      const languageSwitch = doc.querySelector("header [data-slot=language-switch]");
      expect([languageSwitch?.getAttribute("href"), languageSwitch?.getAttribute("lang")]).toEqual(["/", "en"]);
    });

    it("still answers an unknown English address with the bilingual 404 page", async () => {
      const { content } = prepare(contentDir);
      for (const urlPath of ["/espanol-no-existe", "/county/es/no-such-page"]) {
        const res = await get(urlPath);
        expect([urlPath, res.status, h1Of(await res.text())]).toEqual([urlPath, 404, [content.langs.en!.notFound.heading]]);
      }
    });

    it("redirects /page.html to /page with a 301, keeping the query", async () => {
      const cases = [
        ["/apply.html", "/apply"],
        ["/county/wake-county.html?utm_source=x", "/county/wake-county?utm_source=x"],
        ["/index.html", "/"],
        ["/apply/", "/apply"],
      ];
      for (const [from, to] of cases) {
        const res = await get(from!);
        expect([from, res.status, res.headers.get("location")]).toEqual([from, 301, to]);
      }
    });
  });

  describe("redirects", () => {
    it("answers each line of _redirects (content/data/redirects.yaml) with a 301 to its target", async () => {
      const { content } = prepare(contentDir);
      const redirects = parseRedirectsFile(readFileSync(path.join(dist, "_redirects"), "utf8"));
      expect(redirects.map((r) => [r.from, r.to])).toEqual(content.redirects.map((r) => [r.from, r.to]));
      for (const { from, to } of redirects) {
        const res = await get(from);
        expect([from, res.status, res.headers.get("location")]).toEqual([from, 301, to]);
        expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      }
    });
  });

  describe("what is not served", () => {
    it("answers _headers, _redirects and dotfiles with the 404 page", async () => {
      for (const urlPath of ["/_headers", "/_redirects", "/.secret"]) {
        const res = await get(urlPath);
        expect([urlPath, res.status]).toEqual([urlPath, 404]);
        expect(await res.text()).not.toContain("secret");
      }
    });

    // With the brotli module the config checks no symlinks (generator/hosting/nginx.ts says why): the build makes none.
    it("is given a build with no symbolic link in it", () => {
      const links = readdirSync(shared, { recursive: true, encoding: "utf8" }).filter((f) => lstatSync(path.join(shared, f)).isSymbolicLink());
      expect(links).toEqual([]);
    });

    it("answers a symlink out of dist with the 404 page when it runs without the brotli module", async () => {
      const plain = await startNginx(dist, { brotli: false });
      try {
        expect(plain.config).toContain("disable_symlinks on");
        const res = await fetch(`${plain.base}/linked.txt`);
        expect(res.status).toBe(404);
        expect(await res.text()).not.toContain("secret");
      } finally {
        await plain.stop();
      }
    });

    it("refuses paths that climb out of dist", async () => {
      for (const target of ["/../outside.txt", "/%2e%2e/outside.txt", "/assets/../../outside.txt"]) {
        const res = await rawGet(target);
        expect([target, [400, 404].includes(res.status)]).toEqual([target, true]);
        expect(res.body.toString()).not.toContain("outside secret");
      }
    });
  });

  describe("headers", () => {
    it("sends a page its _headers rule: its own CSP, revalidated caching and the common headers", async () => {
      for (const urlPath of ["/", "/apply", "/county/wake-county"]) {
        const res = await get(urlPath);
        const expected = headersFor(rules, urlPath);
        expect(expected["Cache-Control"]).toBe(htmlCache);
        expect(expected["Content-Security-Policy"]).toMatch(/^default-src 'self'/);
        expectHeaders(res, expected);
      }
      // The apply page's policy differs from the home page's (its form provider, its inline scripts).
      const policy = async (urlPath: string) => (await get(urlPath)).headers.get("content-security-policy");
      expect(await policy("/apply")).not.toBe(await policy("/"));
    });

    it("sends hashed assets immutable caching and the common headers", async () => {
      const css = stylesheetOf(dist);
      const res = await get(css);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("text/css; charset=utf-8");
      expect(res.headers.get("cache-control")).toBe(assetCache);
      expectHeaders(res, headersFor(rules, css));
      expect(res.headers.get("content-security-policy")).toBeNull();
    });

    it("sends the 404 page's own headers with status 404, and the Spanish one's under /es", async () => {
      for (const [urlPath, page] of [
        ["/no-such-page", "/404.html"],
        ["/es/no-existe", "/es/404.html"],
      ] as const) {
        const res = await get(urlPath);
        expect(res.status).toBe(404);
        const expected = headersFor(rules, page);
        expect(Object.keys(expected)).toEqual(expect.arrayContaining(["Content-Security-Policy", "Cache-Control", "X-Frame-Options"]));
        expectHeaders(res, expected);
      }
      // Each page's own policy: their inline CSS differs.
      expect(headersFor(rules, "/es/404.html")["Content-Security-Policy"]).not.toBe(headersFor(rules, "/404.html")["Content-Security-Policy"]);
    });
  });

  describe("precompressed files", () => {
    it("sends the build's .gz file to a client that accepts gzip, and the plain file to one that does not", async () => {
      const css = stylesheetOf(dist);
      const cases: [urlPath: string, file: string, status: number][] = [
        ["/", "index.html", 200],
        ["/county/wake-county", "county/wake-county.html", 200],
        [css, css.slice(1), 200],
        ["/no-such-page", "404.html", 404],
        ["/es/no-existe", "es/404.html", 404],
      ];
      for (const [urlPath, file, status] of cases) {
        const gzFile = path.join(dist, `${file}.gz`);
        expect(existsSync(gzFile), `the build wrote no ${file}.gz (generator/hosting/precompress.ts)`).toBe(true);
        const gz = readFileSync(gzFile);
        const zipped = await rawGet(urlPath, { "Accept-Encoding": "gzip" });
        const { "content-encoding": encoding, vary } = zipped.headers;
        expect([urlPath, zipped.status, encoding, vary]).toEqual([urlPath, status, "gzip", "Accept-Encoding"]);
        expect(zipped.body.equals(gz)).toBe(true);
        const plain = await rawGet(urlPath);
        expect([urlPath, plain.headers["content-encoding"]]).toEqual([urlPath, undefined]);
        expect(plain.body.equals(readFileSync(path.join(dist, file)))).toBe(true);
      }
    });

    it("sends the build's .br file to a client that accepts brotli (with Debian's libnginx-mod-http-brotli-static)", async () => {
      expect(server.brotli, "Debian's nginx has no brotli module by default: npm test installs libnginx-mod-http-brotli-static").toBe(true);
      for (const [urlPath, file, status] of [
        ["/apply", "apply.html", 200],
        ["/no-such-page", "404.html", 404],
        ["/es/no-existe", "es/404.html", 404],
      ] as const) {
        const zipped = await rawGet(urlPath, { "Accept-Encoding": "gzip, deflate, br" });
        expect([urlPath, zipped.status, zipped.headers["content-encoding"]]).toEqual([urlPath, status, "br"]);
        expect(zipped.body.equals(readFileSync(path.join(dist, `${file}.br`)))).toBe(true);
      }
    });

    // With symlink checks on, brotli_static took an existing .br file for a missing one (generator/hosting/nginx.ts says why);
    // requests full of slashes, of changing lengths, leave the stray bytes that made it happen.
    it("sends the .br file every time, whatever the requests before it left in nginx's memory", async () => {
      const next = seeded(1);
      const sent: string[] = [];
      for (let round = 0; round < 100; round++) {
        for (let k = 0; k <= next(3); k++) {
          const uri = `${next(2) ? "/es" : ""}/${"a/".repeat(next(20))}${"x".repeat(next(9))}${next(2) ? ".html" : ""}`;
          const padding = Object.fromEntries(Array.from({ length: next(6) }, (_, j) => [`X-Pad-${j}`, "/x".repeat(next(30))]));
          await rawGet(uri, { "Accept-Encoding": "gzip, deflate, br", ...padding });
        }
        for (const urlPath of ["/apply", "/no-such-page", "/es/no-existe"]) {
          const res = await rawGet(urlPath, { "Accept-Encoding": "gzip, deflate, br" });
          sent.push(`${urlPath} ${res.headers["content-encoding"]}`);
        }
      }
      expect(sent.filter((s) => !s.endsWith(" br"))).toEqual([]);
    });
  });
});
