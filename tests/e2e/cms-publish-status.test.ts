/**
 * #44 "What is live", in Chromium: signed in with GitHub, the editor shows for each save whether the live site has it
 * and, for a save the publish run refused, why, naming the page and the field in the editor's language (English and
 * Spanish), from the check run's annotations the build writes in Actions. GitHub's API is a stand-in answered by the
 * test. It lists the Spanish pages whose English changed, across collections. On this machine, with decap-server, it
 * says "Saved on this computer".
 */
import { type ChildProcess, execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { editorWordsFiles, wordsOf } from "../../admin/editor-words.ts";
import { statusWords } from "../../admin/publish-status.ts";
import { buildSite } from "../../generator/build/site.ts";
import { adminPolicy } from "../../generator/hosting/headers.ts";
import { launchChromium } from "../../scripts/chromium.ts";
import { createPreviewServer } from "../../scripts/preview.ts";
import { root } from "../helpers/content-fixture.ts";
import { startDecapServer } from "../helpers/decap-server.ts";
import { copySmallContent } from "../helpers/small-site.ts";

const project = mkdtempSync(path.join(tmpdir(), "cms-status-"));
const shots = path.join(root, "test-results/cms-publish-status");
const servers: Server[] = [];
let backend: ChildProcess | undefined;
let browser: Browser;
let outDir = "";
const repo = "agency/site";
/** The editor's words as the content's messages files give them. */
const words = (lang: "en" | "es") =>
  wordsOf(Object.fromEntries(Object.values(editorWordsFiles).map((f) => [f, readFileSync(path.join(root, "content", f), "utf8")])), lang);

async function serveCopy(name: string, host: string, edit: { config?: (t: string) => string; headers?: (t: string) => string }) {
  const dir = path.join(project, name);
  cpSync(outDir, dir, { recursive: true });
  for (const [file, change] of [
    ["admin/config.yml", edit.config],
    ["_headers", edit.headers],
  ] as const)
    if (change) writeFileSync(path.join(dir, file), change(readFileSync(path.join(dir, file), "utf8")));
  const server = createPreviewServer(dir);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return `http://${host}:${(server.address() as { port: number }).port}`;
}

beforeAll(async () => {
  copySmallContent(path.join(project, "content")); // a few pages in each language: the editor works the same on them
  // The English FAQ changed since its Spanish page was translated: the panel lists that Spanish page (L6).
  const faqs = path.join(project, "content/pages/faqs.md");
  const english = readFileSync(faqs, "utf8");
  writeFileSync(faqs, english.replace(/^(description: "?)/m, "$1Updated. "));
  expect(readFileSync(faqs, "utf8")).not.toBe(english);
  const git = (...args: string[]) => execFileSync("git", args, { cwd: project, stdio: "ignore" });
  git("init", "-q");
  git("add", "-A");
  git("-c", "user.name=Test", "-c", "user.email=test@example.com", "commit", "-qm", "content");
  outDir = path.join(project, "dist");
  await buildSite({ root, contentDir: path.join(project, "content"), outDir, checks: false, cacheDir: path.join(project, "cache") });
  browser = await launchChromium();
  mkdirSync(shots, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  for (const s of servers) {
    s.closeAllConnections();
    s.close();
  }
  backend?.kill();
  rmSync(project, { recursive: true, force: true });
});

const sha = (n: number) => String(n).repeat(40);
/** Three saves, newest first: the phone change was refused by its run; the two before it are live. */
const commits = [
  { sha: sha(3), commit: { message: "Update Settings and data “site”", author: { name: "Office Manager", date: "2026-11-28T15:02:00Z" } } },
  { sha: sha(2), commit: { message: "Update Pages “faqs”", author: { name: "Office Manager", date: "2026-11-28T14:40:00Z" } } },
  { sha: sha(1), commit: { message: "Update County facts “orange-county”", author: { name: "Office Manager", date: "2026-11-28T14:10:00Z" } } },
];
const runs = [
  { head_sha: sha(3), status: "completed", conclusion: "failure", html_url: `https://github.com/${repo}/actions/runs/3` },
  { head_sha: sha(2), status: "completed", conclusion: "success", html_url: `https://github.com/${repo}/actions/runs/2` },
  { head_sha: sha(1), status: "completed", conclusion: "success", html_url: `https://github.com/${repo}/actions/runs/1` },
];
// As GitHub lists the annotations the build wrote (generator/build/annotations.ts), and its own closing one.
const annotations = [
  {
    path: "content/site.yaml",
    start_line: 7,
    end_line: 7,
    title: "phone",
    message: 'Write the phone number like 919-555-0123.\ngot: "336-BAIL-NOW"',
    annotation_level: "failure",
  },
  { path: ".github", start_line: 1, end_line: 1, title: "", message: "Process completed with exit code 1.", annotation_level: "failure" },
];

/** The editor on `base`, signed in with GitHub (Decap's stored user) and GitHub's API answered by the stand-in. */
async function openSignedIn(locale: string): Promise<{ page: Page; asked: string[]; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale });
  await context.addInitScript(() =>
    localStorage.setItem("decap-cms-user", JSON.stringify({ backendName: "github", token: "gho_standin", login: "office" })),
  );
  const page = await context.newPage();
  const asked: string[] = [];
  await page.route("https://api.github.com/**", async (route) => {
    const url = new URL(route.request().url());
    const p = url.pathname;
    asked.push(`${p}${url.search}`);
    expect(await route.request().headerValue("authorization")).toBe("token gho_standin");
    if (p === "/user") return route.fulfill({ json: { login: "office", name: "Office", avatar_url: "" } });
    if (p === `/repos/${repo}`) return route.fulfill({ json: { owner: { login: "agency" }, permissions: { push: true } } });
    if (p === `/repos/${repo}/commits` && url.searchParams.get("sha") === "main" && !url.searchParams.has("path")) return route.fulfill({ json: commits });
    if (p === `/repos/${repo}/actions/workflows/publish.yml/runs`) return route.fulfill({ json: { total_count: runs.length, workflow_runs: runs } });
    if (p === `/repos/${repo}/commits/${sha(3)}/check-runs`)
      return route.fulfill({ json: { total_count: 1, check_runs: [{ id: 77, name: "publish", conclusion: "failure" }] } });
    if (p === `/repos/${repo}/check-runs/77/annotations`) return route.fulfill({ json: annotations });
    return route.fulfill({ status: 404, json: { message: "Not Found" } });
  });
  return { page, asked, close: () => context.close() };
}

describe("#44 what is live, in the editor", () => {
  it("shows a refused run's save as not live, with the page and field it names and the build's reason, in English and in Spanish", async () => {
    const base = await serveCopy("github", "127.0.0.2", { config: (t) => t.replace(/^ {2}repo: .*$/m, `  repo: ${repo}`) });
    const spanishLabels = parse(readFileSync(path.join(root, "content/messages/editor.es.yaml"), "utf8")) as Record<string, Record<string, string>>;
    const spanish = (english: string) => Object.values(spanishLabels).find((group) => typeof group === "object" && group?.[english])?.[english];
    for (const [locale, lang, page, field] of [
      ["en-US", "en", "Site settings (site.yaml)", "Phone"],
      ["es-US", "es", spanish("Site settings (site.yaml)"), spanish("Phone")],
    ] as const) {
      expect(page, `${lang}: the page's label`).toBeTruthy();
      const w = statusWords(words(lang));
      const { page: tab, asked, close } = await openSignedIn(locale);
      await tab.goto(`${base}/admin`);
      const panel = tab.locator("details[data-publish-status]");
      const refused = panel.locator(`li[data-save="${sha(3)}"]`);
      await refused.waitFor({ timeout: 60_000 });
      expect(await panel.getAttribute("open")).not.toBeNull(); // opened by itself: the newest save is not live
      expect(await panel.getAttribute("lang")).toBe(lang);
      expect(await panel.locator("summary").textContent()).toBe(w.title);
      expect(await refused.getAttribute("data-state")).toBe("refused");
      expect(await refused.locator("strong").first().textContent()).toBe(w.states.refused);
      const reasons = refused.locator("[data-reason]");
      expect(await reasons.count()).toBe(1); // GitHub's own "Process completed…" is left out
      const reason = (await reasons.first().textContent()) ?? "";
      expect(reason).toContain(`${page} · ${w.field} “${field}”`);
      expect(reason).toContain("919-555-0123");
      expect(await refused.textContent()).toContain(w.fix);
      expect(await refused.getByRole("link", { name: w.run }).getAttribute("href")).toBe(runs[0]!.html_url);
      for (const n of [2, 1]) {
        const live = panel.locator(`li[data-save="${sha(n)}"]`);
        expect(await live.getAttribute("data-state")).toBe("live");
        expect(await live.locator("strong").first().textContent()).toBe(w.states.live);
      }
      expect(await panel.locator("p").first().textContent()).toBe(w.notLive(1));
      expect(asked).toEqual(expect.arrayContaining([`/repos/${repo}/check-runs/77/annotations`]));
      // The Spanish pages to bring up to date, across the Spanish collections, each a link to its entry.
      const stale = panel.locator("[data-stale-translations]");
      expect(await stale.locator("p").first().textContent()).toBe(w.stale(1));
      expect(await stale.locator("a").getAttribute("href")).toMatch(/^#\/collections\/[\w-]+\/entries\/faqs$/);
      expect(await stale.locator("a").getAttribute("title")).toBe("content/es/pages/faqs.md");
      await tab.screenshot({ path: path.join(shots, `refused-${lang}.png`) });
      await close();
    }
  });

  it("on this machine (decap-server) says “Saved on this computer”, not “Published”", async () => {
    const started = await startDecapServer(project);
    backend = started.process;
    const base = await serveCopy("local", "127.0.0.1", {
      config: (t) => t.replace(/^local_backend: true$/m, `local_backend:\n  url: ${started.origin}/api/v1`),
      headers: (t) => t.replaceAll(adminPolicy(), adminPolicy(started.origin)),
    });
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: "en-US" });
    const tab = await context.newPage();
    await tab.goto(`${base}/admin`);
    await tab.getByRole("button", { name: "Login" }).click();
    await tab.getByRole("heading", { name: "Collections" }).waitFor();
    const note = tab.locator("details[data-publish-status] [data-saved-locally]");
    await note.waitFor({ state: "attached", timeout: 30_000 });
    expect(await tab.locator("details[data-publish-status] summary").textContent()).toBe(statusWords(words("en")).local);
    expect(await note.textContent()).toContain(statusWords(words("en")).localNote);
    // Trial-2 L-3: the language switch no longer covers the summary; a click anywhere on it reaches it, at both sizes.
    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 390, height: 844 },
    ]) {
      await tab.setViewportSize(viewport);
      const summary = tab.locator("details[data-publish-status] summary");
      const box = (await summary.boundingBox())!;
      for (const x of [0.1, 0.5, 0.9].map((f) => box.x + box.width * f)) {
        const hit = await tab.evaluate(([px, py]) => document.elementFromPoint(px!, py!)?.closest("summary") !== null, [x, box.y + box.height / 2]);
        expect(hit, `${viewport.width} px: the summary at x=${Math.round(x)}`).toBe(true);
      }
      await tab.screenshot({ path: path.join(shots, `local-${viewport.width}.png`) });
    }
    await context.close();
  });
});
