/** The preview server answers a built site over real HTTP with the production URL rules. */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { commonHeaders, contentSecurityPolicy, headerRules, headersFile, inlineHashes } from "../../generator/hosting/headers.ts";
import { writeFiles } from "../../generator/write.ts";
import { createPreviewServer } from "../../scripts/preview.ts";
import { removeDir } from "../helpers/content-fixture.ts";
import { startNpmScript, stopsAnswering } from "../helpers/npm-script.ts";

const work = mkdtempSync(path.join(tmpdir(), "preview-test-"));
const dist = path.join(work, "dist");
const notFoundHtml = "<!DOCTYPE html><title>Not found</title><h1>Oops! Page not found</h1><script>console.error(1)</script>\n";
// Its own inline script, so its policy differs from 404.html's.
const spanishNotFoundHtml = '<!DOCTYPE html><html lang="es"><title>Página no encontrada</title><h1>¡Uy!</h1><script>console.error(2)</script>\n';
const pageHtml: Record<string, string> = {
  "index.html": "<!DOCTYPE html><h1>Home</h1>\n",
  "apply.html": '<!DOCTYPE html><h1>Apply</h1><script type="module">import("/assets/app.js")</script>\n',
  "county/wake-county.html": "<!DOCTYPE html><h1>Wake County</h1>\n",
  "404.html": notFoundHtml,
  "es.html": '<!DOCTYPE html><html lang="es"><h1>Inicio</h1>\n',
  "es/contacto.html": '<!DOCTYPE html><html lang="es"><h1>Contacto</h1>\n',
  "es/404.html": spanishNotFoundHtml,
};
const formOrigin = "https://form.example";
// The _headers file as the build writes it, from these pages; only /apply may use the form provider.
const headersText = headersFile(
  headerRules(
    Object.entries(pageHtml).map(([file, html]) => ({ file, hashes: inlineHashes(html), form: file === "apply.html" })),
    [formOrigin],
  ),
);
let server: Server;
let base: string;

beforeAll(async () => {
  const files: Record<string, string> = {
    ...pageHtml,
    _headers: headersText,
    "assets/x.css": "body{color:red}\n",
    "assets/app.js": "console.log(1);\n",
    "favicon.svg": '<svg xmlns="http://www.w3.org/2000/svg"/>\n',
    "sitemap.xml": '<?xml version="1.0"?><urlset/>\n',
    "robots.txt": "User-agent: *\n",
    "site.webmanifest": "{}\n",
    _redirects: "/apply-for-bail-bond /apply 301\n/wake-county /county/wake-county 301\n/es/* /es/404.html 404\n",
    ".secret": "dotfile secret\n",
  };
  writeFiles(dist, new Map(Object.entries(files)));
  writeFileSync(path.join(work, "secret.txt"), "outside secret\n");
  server = createPreviewServer(dist);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  removeDir(work);
});

const get = (urlPath: string, method = "GET") => fetch(`${base}${urlPath}`, { method, redirect: "manual" });

// fetch normalizes `..` and `%2e%2e` away before sending, so traversal attempts go out as raw request targets.
function rawGet(target: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const port = (server.address() as AddressInfo).port;
    const req = request({ host: "127.0.0.1", port, path: target, method: "GET" }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("createPreviewServer", () => {
  describe("pages", () => {
    it("serves index.html at /", async () => {
      const res = await get("/");
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(await res.text()).toContain("<h1>Home</h1>");
    });

    it("serves apply.html at /apply and nested pages at their clean URL", async () => {
      const apply = await get("/apply");
      expect(apply.status).toBe(200);
      expect(apply.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(await apply.text()).toContain("<h1>Apply</h1>");
      const county = await get("/county/wake-county?utm_source=x");
      expect(county.status).toBe(200);
      expect(await county.text()).toContain("<h1>Wake County</h1>");
    });

    it("answers HEAD with the headers and no body", async () => {
      const res = await get("/apply", "HEAD");
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(res.headers.get("content-length")).toBe(String(Buffer.byteLength(pageHtml["apply.html"]!)));
      expect(await res.text()).toBe("");
    });

    it("refuses other methods with 405", async () => {
      const res = await get("/apply", "POST");
      expect(res.status).toBe(405);
      expect(res.headers.get("allow")).toBe("GET, HEAD");
    });
  });

  describe("redirects", () => {
    it("sends /apply.html to /apply and /index.html to / with 301", async () => {
      const apply = await get("/apply.html");
      expect(apply.status).toBe(301);
      expect(apply.headers.get("location")).toBe("/apply");
      const index = await get("/index.html");
      expect(index.status).toBe(301);
      expect(index.headers.get("location")).toBe("/");
    });

    it("removes a trailing slash with 301 and keeps the query", async () => {
      const res = await get("/apply/?a=1");
      expect(res.status).toBe(301);
      expect(res.headers.get("location")).toBe("/apply?a=1");
      const nested = await get("/county/wake-county/");
      expect(nested.headers.get("location")).toBe("/county/wake-county");
    });

    it("answers the rules of _redirects with 301 and their target", async () => {
      const res = await get("/apply-for-bail-bond");
      expect(res.status).toBe(301);
      expect(res.headers.get("location")).toBe("/apply");
      const county = await get("/wake-county");
      expect(county.status).toBe(301);
      expect(county.headers.get("location")).toBe("/county/wake-county");
    });

    it("does not redirect `//host/` to another site", async () => {
      const res = await rawGet("//evil.example/");
      expect(res.status).toBe(404);
    });
  });

  describe("files", () => {
    it.each([
      ["/assets/x.css", "text/css; charset=utf-8", "body{color:red}\n"],
      ["/assets/app.js", "text/javascript; charset=utf-8", "console.log(1);\n"],
      ["/favicon.svg", "image/svg+xml", '<svg xmlns="http://www.w3.org/2000/svg"/>\n'],
      ["/sitemap.xml", "application/xml; charset=utf-8", '<?xml version="1.0"?><urlset/>\n'],
      ["/robots.txt", "text/plain; charset=utf-8", "User-agent: *\n"],
      ["/site.webmanifest", "application/manifest+json; charset=utf-8", "{}\n"],
    ])("serves %s as %s", async (urlPath, type, body) => {
      const res = await get(urlPath);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe(type);
      expect(await res.text()).toBe(body);
    });
  });

  describe("not found", () => {
    it.each(["/nope", "/assets/nope.css", "/nope.html", "/404", "/404.html", "/_redirects", "/county"])(
      "answers %s with 404.html and status 404",
      async (urlPath) => {
        const res = await get(urlPath);
        expect(res.status).toBe(404);
        expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
        expect(await res.text()).toBe(notFoundHtml);
      },
    );

    it.each(["/es/algo-mal-escrito", "/es/condado/nada", "/es/nada.html", "/es/404", "/es/404.html", "/es/.secret"])(
      "answers the Spanish address %s with es/404.html and status 404",
      async (urlPath) => {
        const res = await get(urlPath);
        expect(res.status).toBe(404);
        expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
        expect(await res.text()).toBe(spanishNotFoundHtml);
      },
    );

    it("still serves the Spanish pages, and gives 404.html to addresses that only start like /es", async () => {
      expect(await (await get("/es")).text()).toBe(pageHtml["es.html"]);
      expect(await (await get("/es/contacto")).text()).toBe(pageHtml["es/contacto.html"]);
      for (const urlPath of ["/espanol-no", "/nope/es/x"]) {
        const res = await get(urlPath);
        expect([urlPath, res.status, await res.text()]).toEqual([urlPath, 404, notFoundHtml]);
      }
    });

    it.each([
      "/../secret.txt",
      "/assets/../../secret.txt",
      "/%2e%2e/secret.txt",
      "/assets/%2E%2E/%2e%2e/secret.txt",
      "/..%2fsecret.txt",
      "/assets/..%2F..%2Fsecret.txt",
      "/.secret",
      "/%2esecret",
    ])("never serves a file outside dist/ or a dotfile: %s", async (target) => {
      const res = await rawGet(target);
      expect(res.status).toBe(404);
      expect(res.body).toBe(notFoundHtml);
    });
  });
});

describe("createPreviewServer with _headers", () => {
  const common = Object.fromEntries(commonHeaders.map(([name, value]) => [name.toLowerCase(), value]));
  const expectCommon = (res: Response) => {
    for (const [name, value] of Object.entries(common)) expect(res.headers.get(name), name).toBe(value);
  };

  it.each([
    ["/", "index.html", []],
    ["/apply", "apply.html", [formOrigin]],
    ["/county/wake-county?utm_source=x", "county/wake-county.html", []],
  ] as const)("sends %s its own page's Content-Security-Policy, HTML caching and the common headers", async (urlPath, file, origins) => {
    const res = await get(urlPath);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-security-policy")).toBe(contentSecurityPolicy(pageHtml[file]!, [...origins]));
    expect(res.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    expectCommon(res);
  });

  it("gives the form provider's origin to /apply only", async () => {
    expect((await get("/apply")).headers.get("content-security-policy")).toContain(formOrigin);
    expect((await get("/")).headers.get("content-security-policy")).not.toContain(formOrigin);
  });

  it.each(["/nope", "/404", "/404.html", "/assets/nope.css", "/_headers"])(
    "answers %s (status 404) with the headers of /404.html and the common ones",
    async (urlPath) => {
      const res = await get(urlPath);
      expect(res.status).toBe(404);
      expect(res.headers.get("content-security-policy")).toBe(contentSecurityPolicy(notFoundHtml));
      expect(res.headers.get("content-security-policy")).toMatch(/script-src 'self' 'sha256-[^']+'/);
      expectCommon(res);
    },
  );

  it.each(["/es/nada", "/es/404", "/es/404.html"])("answers %s (status 404) with the headers of /es/404.html and the common ones", async (urlPath) => {
    const res = await get(urlPath);
    expect(res.status).toBe(404);
    expect(res.headers.get("content-security-policy")).toBe(contentSecurityPolicy(spanishNotFoundHtml));
    expect(contentSecurityPolicy(spanishNotFoundHtml)).not.toBe(contentSecurityPolicy(notFoundHtml));
    expectCommon(res);
  });

  it("sends hashed assets with immutable caching and no page's policy", async () => {
    const res = await get("/assets/app.js");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("content-security-policy")).toBeNull();
    expectCommon(res);
  });

  it("sends the common headers with other files, redirects and refusals", async () => {
    for (const [urlPath, method, status] of [
      ["/robots.txt", "GET", 200],
      ["/apply-for-bail-bond", "GET", 301],
      ["/apply/", "GET", 301],
      ["/apply", "POST", 405],
    ] as const) {
      const res = await get(urlPath, method);
      expect(res.status, urlPath).toBe(status);
      expectCommon(res);
    }
    expect((await get("/robots.txt")).headers.get("cache-control")).toBe("no-cache");
  });

  it("serves a build without _headers with the preview's own defaults only", async () => {
    const bare = mkdtempSync(path.join(tmpdir(), "preview-bare-"));
    writeFileSync(path.join(bare, "index.html"), pageHtml["index.html"]!);
    const other = createPreviewServer(bare);
    await new Promise<void>((resolve) => other.listen(0, "127.0.0.1", resolve));
    try {
      const res = await fetch(`http://127.0.0.1:${(other.address() as AddressInfo).port}/`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-security-policy")).toBeNull();
      expect(res.headers.get("cache-control")).toBe("no-cache");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    } finally {
      other.closeAllConnections();
      await new Promise<void>((resolve) => other.close(() => resolve()));
      removeDir(bare);
    }
  });

  it("reads _headers again when a rebuild replaces it, without a restart", async () => {
    const file = path.join(dist, "_headers");
    try {
      writeFileSync(file, "/\n  Content-Security-Policy: default-src 'none'\n");
      expect((await get("/")).headers.get("content-security-policy")).toBe("default-src 'none'");
    } finally {
      writeFileSync(file, headersText);
    }
    expect((await get("/")).headers.get("content-security-policy")).toBe(contentSecurityPolicy(pageHtml["index.html"]!));
  });
});

describe("createPreviewServer with precompressed copies", () => {
  it("sends the .br or .gz copy a client accepts, brotli first, and the plain file otherwise", async () => {
    const site = path.join(work, "zipped");
    mkdirSync(site, { recursive: true });
    writeFileSync(path.join(site, "index.html"), "plain page");
    writeFileSync(path.join(site, "index.html.gz"), "gzip copy");
    writeFileSync(path.join(site, "index.html.br"), "brotli copy");
    writeFileSync(path.join(site, "only-gz.html"), "plain");
    writeFileSync(path.join(site, "only-gz.html.gz"), "gzip only");
    const zipped = createPreviewServer(site, { precompressed: true });
    const plain = createPreviewServer(site);
    for (const s of [zipped, plain]) await new Promise<void>((resolve) => s.listen(0, "127.0.0.1", resolve));
    // Raw bodies: the copies above are not real gzip or brotli, and fetch would try to decode them.
    const raw = (s: Server, target: string, acceptEncoding?: string) =>
      new Promise<{ body: string; encoding?: string; vary?: string }>((resolve, reject) => {
        const headers = acceptEncoding === undefined ? {} : { "Accept-Encoding": acceptEncoding };
        const req = request({ host: "127.0.0.1", port: (s.address() as AddressInfo).port, path: target, headers }, (res) => {
          let body = "";
          res.setEncoding("utf8");
          res.on("data", (chunk: string) => (body += chunk));
          res.on("end", () => resolve({ body, encoding: res.headers["content-encoding"], vary: res.headers.vary }));
        });
        req.on("error", reject);
        req.end();
      });
    try {
      expect(await raw(zipped, "/", "gzip, deflate, br")).toEqual({ body: "brotli copy", encoding: "br", vary: "Accept-Encoding" });
      expect(await raw(zipped, "/", "gzip")).toEqual({ body: "gzip copy", encoding: "gzip", vary: "Accept-Encoding" });
      expect(await raw(zipped, "/", "br;q=0, gzip")).toEqual({ body: "gzip copy", encoding: "gzip", vary: "Accept-Encoding" });
      expect(await raw(zipped, "/only-gz", "br")).toEqual({ body: "plain", vary: "Accept-Encoding" });
      expect(await raw(zipped, "/")).toEqual({ body: "plain page", vary: "Accept-Encoding" });
      // Without the option, as the browser tests run: never a copy.
      expect((await raw(plain, "/", "gzip, br")).body).toBe("plain page");
    } finally {
      for (const s of [zipped, plain]) {
        s.closeAllConnections();
        await new Promise<void>((resolve) => s.close(() => resolve()));
      }
    }
  });
});

describe("npm run preview", () => {
  it("sends the build's compressed copies, as hosts do (the editor's 7 MB under /admin too), and plain files with --no-precompressed", async () => {
    const site = path.join(work, "cli-zipped");
    mkdirSync(path.join(site, "admin"), { recursive: true });
    writeFileSync(path.join(site, "index.html"), "plain page");
    writeFileSync(path.join(site, "admin/decap-cms.js"), "plain script");
    writeFileSync(path.join(site, "admin/decap-cms.js.br"), "brotli copy");
    // The raw body and its encoding: the copy above is not real brotli, and fetch would try to decode it.
    const raw = (url: string) =>
      new Promise<{ body: string; encoding?: string }>((resolve, reject) => {
        const req = request(`${url}admin/decap-cms.js`, { headers: { "Accept-Encoding": "gzip, br" } }, (res) => {
          let body = "";
          res.setEncoding("utf8");
          res.on("data", (chunk: string) => (body += chunk));
          res.on("end", () => resolve({ body, encoding: res.headers["content-encoding"] }));
        });
        req.on("error", reject);
        req.end();
      });
    for (const [flags, expected] of [
      [[], { body: "brotli copy", encoding: "br" }],
      [["--no-precompressed"], { body: "plain script", encoding: undefined }],
    ] as const) {
      const server = await startNpmScript("preview", ["--dir", site, "--port", "0", ...flags]);
      try {
        expect(await raw(server.url), flags.join(" ")).toEqual(expected);
      } finally {
        server.killAll();
        await server.exited;
      }
    }
  });

  // A user stops it with `kill <npm's pid>` as often as with Ctrl+C: npm passes the signal on, and nothing may be left serving.
  it.each(["SIGTERM", "SIGINT"] as const)("stops, and frees its port, when npm's own process gets %s", async (signal) => {
    const server = await startNpmScript("preview", ["--dir", dist, "--port", "0"]);
    try {
      expect((await fetch(server.url)).status).toBe(200);
      process.kill(server.pid, signal);
      expect(await stopsAnswering(server.url), `${server.url} still answers after ${signal} to npm`).toBe(true);
      await server.exited;
    } finally {
      server.killAll();
    }
  });
});
