/**
 * Signing in to the web editor at /admin (issue #34, part 2), in Chromium, on a build served with its own headers:
 * while hosting/cms.yaml has no repository the published page says so in English and Spanish and offers no sign-in;
 * on this machine decap-server still opens it (`npm run cms`); configured, "Login with GitHub" goes through an
 * authenticator that speaks the protocol of the one hosting/README.md recommends (sveltia-cms-auth: /auth, then
 * /callback, then a handshake by postMessage), and Decap takes the token. GitHub's API is answered by the test.
 */
import { type ChildProcess, execFileSync } from "node:child_process";
import { createHash, randomUUID } from "node:crypto";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer as createHttpServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { noticeWords, readmeSection } from "../../admin/signin.ts";
import { buildSite } from "../../generator/build/site.ts";
import { splitFrontMatter } from "../../generator/content/markdown.ts";
import { adminPolicy } from "../../generator/hosting/headers.ts";
import { launchChromium } from "../../scripts/chromium.ts";
import { createPreviewServer } from "../../scripts/preview.ts";
import { root } from "../helpers/content-fixture.ts";
import { startDecapServer } from "../helpers/decap-server.ts";
import { watchPage } from "../helpers/site-server.ts";
import { copySmallContent } from "../helpers/small-site.ts";

const project = mkdtempSync(path.join(tmpdir(), "cms-signin-"));
const contentDir = path.join(project, "content");
const shots = path.join(root, "test-results/cms-signin");
const servers: Server[] = [];
let backend: ChildProcess | undefined;
let browser: Browser;
let outDir = "";

/** `server` listening on `host`, port 0; its origin. 127.0.0.2 is a host Decap treats as the published site's. */
async function listen(server: Server, host: string): Promise<string> {
  servers.push(server);
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, host, () => resolve());
  });
  return `http://${host}:${(server.address() as { port: number }).port}`;
}

/** A copy of the build, its editor's config.yml and _headers rewritten by `edit`, served on `host`. */
async function serveCopy(name: string, host: string, edit: { config?: (text: string) => string; headers?: (text: string) => string }) {
  const dir = path.join(project, name);
  cpSync(outDir, dir, { recursive: true });
  for (const [file, change] of [
    ["admin/config.yml", edit.config],
    ["_headers", edit.headers],
  ] as const) {
    if (change) writeFileSync(path.join(dir, file), change(readFileSync(path.join(dir, file), "utf8")));
  }
  return listen(createPreviewServer(dir), host);
}

/** What the fake authenticator saw and handed out. */
interface Authenticator {
  origin: string;
  token: string;
  requests: URL[];
}

/**
 * A stand-in for sveltia-cms-auth (src/index.js of sveltia/sveltia-cms-auth), the same protocol: GET /auth?provider=github
 * &site_id=…&scope=… sets a CSRF cookie and sends the browser to GitHub, which sends it back to /callback with a code
 * and the state (here at once, as if the editor had approved); /callback checks the state against the cookie, trades
 * the code for a token, and answers a page that posts `authorizing:github` to the editor, waits for the editor to echo
 * it, and posts `authorization:github:success:{"provider":"github","token":…}` to the editor's origin.
 */
async function fakeAuthenticator(): Promise<Authenticator> {
  const auth: Authenticator = { origin: "", token: `gho_${randomUUID().replaceAll("-", "")}`, requests: [] };
  const code = randomUUID();
  const server = createHttpServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://authenticator");
    auth.requests.push(url);
    if (url.pathname === "/auth" && url.searchParams.get("provider") === "github") {
      const state = randomUUID().replaceAll("-", "");
      res.writeHead(302, {
        Location: `/callback?code=${code}&state=${state}`,
        "Set-Cookie": `csrf-token=github_${state}; HttpOnly; Path=/; SameSite=Lax`,
      });
      res.end();
      return;
    }
    const cookie = /csrf-token=github_([0-9a-f]{32})/.exec(req.headers.cookie ?? "")?.[1];
    if (url.pathname === "/callback" && url.searchParams.get("code") === code && cookie && cookie === url.searchParams.get("state")) {
      const message = `authorization:github:success:${JSON.stringify({ provider: "github", token: auth.token })}`;
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Set-Cookie": "csrf-token=deleted; Max-Age=0; Path=/" });
      res.end(`<!doctype html><html><body><script>
        window.addEventListener("message", ({ data, origin }) => {
          if (data === "authorizing:github") window.opener?.postMessage(${JSON.stringify(message)}, origin);
        });
        window.opener?.postMessage("authorizing:github", "*");
      </script></body></html>`);
      return;
    }
    res.writeHead(400, { "Content-Type": "text/plain" });
    res.end("not a request this authenticator answers\n");
  });
  auth.origin = await listen(server, "127.0.0.3");
  return auth;
}

beforeAll(async () => {
  copySmallContent(contentDir); // a few pages in each language: the editor works the same on them
  const git = (...args: string[]) => execFileSync("git", args, { cwd: project, stdio: "ignore" });
  git("init", "-q");
  git("add", "-A");
  git("-c", "user.name=Test", "-c", "user.email=test@example.com", "commit", "-qm", "content");
  outDir = path.join(project, "dist");
  await buildSite({ root, contentDir, outDir, checks: false, cacheDir: path.join(project, "cache") });
  browser = await launchChromium();
  mkdirSync(shots, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  for (const server of servers) {
    server.closeAllConnections();
    server.close();
  }
  backend?.kill();
  rmSync(project, { recursive: true, force: true });
});

/** A 1280 px page of the editor at `base`, in a browser that asks for `locale`, watched for errors. */
async function open(base: string, locale = "en-US") {
  const context: BrowserContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale });
  const page = await context.newPage();
  const problems = await watchPage(page, base);
  const requested: string[] = [];
  page.on("request", (request) => requested.push(request.url()));
  return { context, page, problems, requested };
}

const repo = (parse(readFileSync(path.join(root, "admin/config.yml"), "utf8")) as { backend: { repo?: string } }).backend.repo ?? "";

describe("/admin while hosting/cms.yaml names no repository", () => {
  it("is the state of this repository's hosting/cms.yaml (else the tests below test a copy nobody ships)", () => {
    expect(repo).not.toMatch(/^[^/\s]+\/[^/\s]+$/);
  });

  it("says in English and in Spanish that nobody can sign in yet and where the steps are, with no sign-in button and without loading Decap", async () => {
    const base = await serveCopy("unconfigured", "127.0.0.2", {});
    for (const [locale, first] of [
      ["en-US", "en"],
      ["es-US", "es"],
    ] as const) {
      const { context, page, problems, requested } = await open(base, locale);
      await page.goto(`${base}/admin`);
      const notice = page.locator("[data-signin-notice]");
      await notice.waitFor();
      const sections = notice.locator("section");
      expect(await sections.count()).toBe(2);
      expect(await sections.first().getAttribute("lang")).toBe(first);
      for (const lang of ["en", "es"] as const) {
        const section = notice.locator(`section[lang="${lang}"]`);
        expect(await section.getByRole("heading", { level: 1 }).textContent()).toBe(noticeWords[lang].title);
        const text = await section.textContent();
        for (const words of [noticeWords[lang].what, noticeWords[lang].todo, "hosting/README.md", readmeSection]) expect(text).toContain(words);
        expect(text).not.toContain(noticeWords[lang].local); // the published site's host: no word of npm
      }
      expect(await page.getByRole("button").count()).toBe(0);
      expect(await page.locator("#editor-loading").count()).toBe(0);
      expect(requested.filter((url) => url.includes("decap-cms"))).toEqual([]);
      expect(problems).toEqual({ consoleErrors: [], pageErrors: [], failedRequests: [], outsideRequests: [], cspViolations: [] });
      await page.screenshot({ path: path.join(shots, `1-not-connected-${locale}.png`) });
      await context.close();
    }
  });

  it("still opens on this machine through decap-server, as `npm run cms` does, with no notice", async () => {
    const started = await startDecapServer(project);
    backend = started.process;
    const local = started.origin;
    // The built editor looks for decap-server on port 8081; this copy on the port of this run, its policy allowing it.
    const base = await serveCopy("local", "127.0.0.1", {
      config: (text) => text.replace(/^local_backend: true$/m, `local_backend:\n  url: ${local}/api/v1`),
      headers: (text) => text.replaceAll(adminPolicy(), adminPolicy(local)),
    });
    const { context, page, problems } = await open(base);
    await page.route(`${local}/**`, (route) => route.continue());
    await page.goto(`${base}/admin`);
    await page.getByRole("button", { name: "Login" }).click();
    await page.getByRole("heading", { name: "Collections" }).waitFor();
    expect(await page.locator("[data-signin-notice]").count()).toBe(0);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
    await context.close();
  });
});

describe("/admin with a repository and an authenticator", () => {
  it("signs in through the authenticator's popup and its postMessage handshake, and Decap uses the token with GitHub's API", async () => {
    const auth = await fakeAuthenticator();
    const configured = "agency/site";
    const base = await serveCopy("configured", "127.0.0.2", {
      config: (text) => text.replace(/^ {2}repo: .*$/m, `  repo: ${configured}\n  base_url: ${auth.origin}`),
    });
    const { context, page, problems } = await open(base);
    // GitHub's API as Decap asks it for a signed-in editor: who they are, and whether they may push to the repository.
    const github: { url: string; authorization: string | undefined }[] = [];
    const blobs = new Map<string, string>();
    await page.route("https://api.github.com/**", async (route) => {
      const url = new URL(route.request().url());
      github.push({ url: url.pathname, authorization: (await route.request().headerValue("authorization")) ?? undefined });
      if (url.pathname === "/user") return route.fulfill({ json: { login: "office", name: "Office", avatar_url: "" } });
      if (url.pathname === `/repos/${configured}`) return route.fulfill({ json: { owner: { login: "agency" }, permissions: { push: true } } });
      // A folder of the repository (Decap lists a collection's folder), and a file by its hash: this test's copy of content/.
      const folder = /\/git\/trees\/main:(.+)$/.exec(decodeURIComponent(url.pathname))?.[1];
      if (folder && existsSync(path.join(project, folder))) {
        const tree = readdirSync(path.join(project, folder), { withFileTypes: true })
          .filter((entry) => entry.isFile())
          .map((entry) => {
            const text = readFileSync(path.join(project, folder, entry.name), "utf8");
            const sha = createHash("sha1").update(text).digest("hex");
            blobs.set(sha, text);
            return { path: entry.name, type: "blob", sha, size: Buffer.byteLength(text) };
          });
        return route.fulfill({ json: { sha: "0".repeat(40), tree, truncated: false } });
      }
      const blob = blobs.get(/\/git\/blobs\/([0-9a-f]{40})$/.exec(url.pathname)?.[1] ?? "");
      if (blob !== undefined) return route.fulfill({ json: { content: Buffer.from(blob).toString("base64"), encoding: "base64" } });
      return route.fulfill({ status: 404, json: { message: "Not Found" } }); // anything else: not in this fake repository
    });
    await page.goto(`${base}/admin`);
    const login = page.getByRole("button", { name: "Login with GitHub" });
    await login.waitFor();
    await page.screenshot({ path: path.join(shots, "2-login-with-github.png") });
    const [popup] = await Promise.all([page.waitForEvent("popup"), login.click()]);
    await page.getByRole("heading", { name: "Collections" }).waitFor();
    await page.screenshot({ path: path.join(shots, "3-signed-in.png") });
    expect(popup.isClosed()).toBe(true); // Decap closes it once it has the token

    // Decap reads the content through the API with that token: the county pages are listed by their labels.
    await page.getByRole("link", { name: "County pages" }).first().click();
    const labels = readdirSync(path.join(contentDir, "counties"))
      .filter((f) => f.endsWith(".md"))
      .map((f) => (parse(splitFrontMatter(readFileSync(path.join(contentDir, "counties", f), "utf8")).yaml) as { label: string }).label);
    expect(labels.length).toBeGreaterThan(0);
    for (const label of labels) await page.getByText(label, { exact: true }).first().waitFor();
    await page.screenshot({ path: path.join(shots, "4-county-pages-through-github-api.png") });

    const start = auth.requests.find((u) => u.pathname === "/auth")!;
    expect(Object.fromEntries(start.searchParams)).toEqual({ provider: "github", site_id: "127.0.0.2", scope: "repo" });
    // The popup's own requests, the browser's favicon aside.
    expect(auth.requests.map((u) => u.pathname).filter((p) => p !== "/favicon.ico")).toEqual(["/auth", "/callback"]);
    expect(github.map((r) => r.url)).toEqual(expect.arrayContaining(["/user", `/repos/${configured}`]));
    for (const request of github) expect(request.authorization, request.url).toBe(`token ${auth.token}`);
    expect(await page.locator("[data-signin-notice]").count()).toBe(0);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
    await context.close();
  });
});
