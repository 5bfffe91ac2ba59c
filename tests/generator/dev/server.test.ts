/** The dev server renders pages from the content on disk per request, and shows content problems as a page. */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DevServer, startDevServer } from "../../../generator/dev/server.ts";
import { removeDir, root } from "../../helpers/content-fixture.ts";
import { startNpmScript, stopsAnswering } from "../../helpers/npm-script.ts";
import { smallContent } from "../../helpers/small-site.ts";

// The small site: serving a page per request does not depend on how many pages there are.
const contentDir = smallContent("dev-server-");
const contactFile = path.join(contentDir, "pages/contact.md");
const contact = readFileSync(contactFile, "utf8");
const heading = /^heading: "(.*)"$/m.exec(contact)?.[1] ?? "";
/** A front-matter field of a content file, as written there. */
const field = (file: string, name: string) => new RegExp(`^${name}: "(.*)"$`, "m").exec(readFileSync(path.join(contentDir, file), "utf8"))?.[1] ?? "";
let server: DevServer;

beforeAll(async () => {
  server = await startDevServer({ root, contentDir, port: 0, logLevel: "error" });
});

afterAll(async () => {
  await server?.close();
  removeDir(contentDir);
});

const get = (urlPath: string, init: RequestInit = {}) => fetch(new URL(urlPath, server.url), { redirect: "manual", ...init });

// On a wrong status the failure shows the page, which holds the dev server's error text.
async function expectStatus(res: Response, status: number): Promise<void> {
  if (res.status !== status) expect(res.status, (await res.clone().text()).slice(0, 4000)).toBe(status);
}

describe("startDevServer", () => {
  it("renders / and /contact with their <h1> and the Vite client", async () => {
    const home = await get("/");
    await expectStatus(home, 200);
    expect(home.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const homeHtml = await home.text();
    expect(homeHtml).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    expect(homeHtml).toContain('<script type="module" src="/@vite/client"></script>');
    expect(homeHtml).toContain('href="/templates/styles.css?direct"');

    expect(heading).not.toBe("");
    const page = await get("/contact");
    await expectStatus(page, 200);
    expect(await page.text()).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
  });

  it("renders the Spanish home and contact pages in Spanish, the contact page with its <h1>", async () => {
    const home = await get(field("es/pages/home.md", "path"));
    await expectStatus(home, 200);
    expect(await home.text()).toMatch(/^<!DOCTYPE html><html lang="es">.*<h1[^>]*>[^<]+<\/h1>/s);

    const spanishHeading = field("es/pages/contact.md", "heading");
    expect(spanishHeading).not.toBe("");
    const page = await get(field("es/pages/contact.md", "path"));
    await expectStatus(page, 200);
    expect(await page.text()).toMatch(new RegExp(`<h1[^>]*>${spanishHeading}</h1>`));
  });

  it("answers an unknown path with the 404 page in both languages and status 404, and one under /es in Spanish", async () => {
    const [english, spanish] = [field("pages/404.md", "heading").replace(/'/g, "&#x27;"), field("es/pages/404.md", "heading")];
    expect([english, spanish]).not.toContain("");
    for (const urlPath of ["/no-such-page", "/no-such-file.png", "/espanol-no"]) {
      const res = await get(urlPath);
      await expectStatus(res, 404);
      const html = await res.text();
      expect(html, urlPath).toMatch(/^<!DOCTYPE html><html lang="en">/);
      for (const h of [english, spanish]) expect(html, urlPath).toContain(h);
    }
    for (const urlPath of ["/es/no-existe", "/es/condado/no-existe"]) {
      const res = await get(urlPath);
      await expectStatus(res, 404);
      const html = await res.text();
      expect(html, urlPath).toMatch(/^<!DOCTYPE html><html lang="es">/);
      expect(html, urlPath).toContain(`<title>${field("es/pages/404.md", "title")}</title>`);
      expect(html, urlPath).toMatch(new RegExp(`<h1[^>]*>${spanish}</h1>`));
      expect(html, urlPath).not.toContain(english);
    }
  });

  it("answers a redirect source with 301 to its target, and a trailing slash with 301 to the clean URL", async () => {
    const redirect = await get("/apply-for-bail-bond");
    await expectStatus(redirect, 301);
    expect(redirect.headers.get("location")).toBe("/apply");
    const slash = await get("/contact/");
    await expectStatus(slash, 301);
    expect(slash.headers.get("location")).toBe("/contact");
  });

  it("passes the stylesheet and public files to Vite", async () => {
    const css = await get("/templates/styles.css?direct");
    await expectStatus(css, 200);
    expect(css.headers.get("content-type")).toMatch(/^text\/css/);
    expect(await css.text()).toContain("tailwindcss");
    const icon = await get("/favicon.svg");
    await expectStatus(icon, 200);
    expect(icon.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
  });

  it("points a page's islands at their source entries, which Vite serves", async () => {
    const html = await (await get("/faqs")).text();
    // Vite serves a page's inline module through its html-proxy.
    const proxy = /<script type="module" src="([^"]*html-proxy[^"]*)"><\/script><\/body>/.exec(html)?.[1]?.replace(/&amp;/g, "&");
    expect(proxy).toBeDefined();
    // The FAQ's island, and the header's, which every page has.
    expect(await (await get(proxy!)).text()).toContain(
      '"entries":["/templates/islands/faq-accordion/entry.tsx","/templates/islands/header-menus/entry.tsx"]',
    );
    const entry = await get("/templates/islands/faq-accordion/entry.tsx");
    expect(entry.status).toBe(200);
    expect(entry.headers.get("content-type")).toContain("javascript");
    const contact = await (await get("/contact")).text(); // a page with no island of its own: only the header's
    expect([...contact.matchAll(/data-island="([^"]+)"/g)].map((m) => m[1])).toEqual(["header-menus"]);
  });

  it("shows an edited heading on the next request", async () => {
    writeFileSync(contactFile, contact.replace(`heading: "${heading}"`, 'heading: "We Answer Every Call"'));
    const res = await get("/contact");
    await expectStatus(res, 200);
    expect(await res.text()).toMatch(/<h1[^>]*>We Answer Every Call<\/h1>/);
  });

  it("serves the web editor (npm run cms): its page, script, config, Decap, and the content as it is on disk now", async () => {
    const page = await get("/admin");
    await expectStatus(page, 200);
    const html = await page.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    const script = /<script src="([^"]+)"/.exec(html)![1]!;
    const bundle = await get(script);
    await expectStatus(bundle, 200);
    expect(bundle.headers.get("content-type")).toMatch(/javascript/);
    expect((await bundle.text()).length).toBeGreaterThan(10_000);
    expect(await (await get("/admin/config.yml")).text()).toBe(readFileSync(path.join(root, "admin/config.yml"), "utf8"));
    await expectStatus(await get("/admin/decap-cms.js"), 200);
    await expectStatus(await get("/admin/nothing-here.js"), 404);
    // The snapshot the preview reads is this folder now: an edit shows on the next request.
    writeFileSync(contactFile, `${readFileSync(contactFile, "utf8")}\nSaved by the editor a moment ago.\n`);
    const snapshot = (await (await get("/admin/content.json")).json()) as { files: Record<string, string> };
    expect(snapshot.files["pages/contact.md"]).toContain("Saved by the editor a moment ago.");
    expect(Object.keys(snapshot.files).length).toBeGreaterThan(10);
    writeFileSync(contactFile, contact.replace(`heading: "${heading}"`, 'heading: "We Answer Every Call"'));
  });

  it("shows a content problem as an error page naming file:line:column, and recovers when it is fixed", async () => {
    writeFileSync(contactFile, contact.replace('label: "Contact"', 'label: ["Contact"'));
    const broken = await get("/contact");
    await expectStatus(broken, 500);
    const html = await broken.text();
    expect(html).toContain("<h1>The content has 1 problem</h1>");
    expect(html).toMatch(/<pre>content\/pages\/contact\.md:\d+:\d+\n/);
    expect(html).toContain('<script type="module" src="/@vite/client"></script>');
    // Every page shows the problem, not only the page made from the broken file.
    await expectStatus(await get("/"), 500);

    writeFileSync(contactFile, contact);
    const fixed = await get("/contact");
    await expectStatus(fixed, 200);
    expect(await fixed.text()).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
  });
});

describe("npm run dev", () => {
  // Started as a user starts it. Vite transforms the modules the pages need and nothing else: a module the dev server
  // does not use (the build's bundle.mjs) once made Vite print a warning that read like an error at every start.
  // #45 The page's inline island loader is fetched as a browser fetches it: Vite transforms it then (or, sooner or
  // later, on its own after serving the page), and its import() of an entry named at run time once printed a warning
  // only when that happened before the server stopped.
  it("renders a page and its inline module with no warning on stderr, and stops, freeing its port, when npm's own process gets SIGTERM", async () => {
    const server = await startNpmScript("dev", ["--port", "0"]);
    try {
      const home = await fetch(server.url);
      const html = await home.text();
      expect(home.status, html.slice(0, 4000)).toBe(200);
      const loader = /<script type="module" src="([^"]*html-proxy[^"]*)"><\/script><\/body>/.exec(html)?.[1]?.replace(/&amp;/g, "&");
      expect(loader, "the home page's inline island loader, served through Vite").toBeDefined();
      const module = await fetch(new URL(loader!, server.url));
      expect(module.status).toBe(200);
      expect(await module.text()).toContain("import(");
      process.kill(server.pid, "SIGTERM");
      expect(await stopsAnswering(server.url), `${server.url} still answers after SIGTERM to npm`).toBe(true);
      await server.exited;
      expect(server.stderr()).not.toMatch(/warn|error/i);
    } finally {
      server.killAll();
    }
  });

  it("stops, freeing its port, when npm's own process gets SIGINT", async () => {
    const server = await startNpmScript("dev", ["--port", "0"]);
    try {
      process.kill(server.pid, "SIGINT");
      expect(await stopsAnswering(server.url), `${server.url} still answers after SIGINT to npm`).toBe(true);
      await server.exited;
    } finally {
      server.killAll();
    }
  });
});
