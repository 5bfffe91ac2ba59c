/**
 * The web editor cannot save into the wrong page or break the site (issue #34, part 3), driven in Chromium through
 * Decap's local backend (decap-server) on a copy of content/, as tests/e2e/cms.test.ts does: an address names the
 * entry on screen (findings 5, decap-cms #4147), a deletion the build would refuse is refused with its message
 * (finding 4), and previews and translation status read what was saved, after a reload too (finding 3).
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { splitFrontMatter } from "../../generator/content/markdown.ts";
import { ProblemsError } from "../../generator/content/problem.ts";
import { sourceHashOf } from "../../generator/content/translations.ts";
import { prepare } from "../../generator/prepare.ts";
import { root } from "../helpers/content-fixture.ts";
import { previewFrame, publish, savedText } from "../helpers/decap-server.ts";
import { type EditorSite, startEditorSite } from "../helpers/editor-site.ts";
import { watchPage } from "../helpers/site-server.ts";
import { removePages, smallSitePages } from "../helpers/small-site.ts";

const project = mkdtempSync(path.join(tmpdir(), "cms-safety-"));
const contentDir = path.join(project, "content");
const shots = path.join(root, "test-results/cms-safety");
let served: EditorSite | undefined;

// A page nothing links to and nothing names: deleting it breaks nothing (the content has none such of its own).
const spare = "bonds/spare-bonds.md";

// The small site (tests/helpers/small-site.ts) and one city of one of its counties: the editor shows, saves and refuses
// deletions by the same rules on a few pages as on all of them, and loads and builds them faster.
const source = path.join(root, "content");
const small = smallSitePages(source);
const [county, otherCounty] = small.filter((f) => f.startsWith("counties/")) as [string, string];
const city = readdirSync(path.join(source, "cities"))
  .filter((f) => f.endsWith(".md"))
  .sort()
  .map((f) => `cities/${f}`)
  .find((f) => /^county: "?([\w-]+)"?$/m.exec(readFileSync(path.join(source, f), "utf8"))?.[1] === path.basename(county, ".md"))!;

beforeAll(async () => {
  cpSync(source, contentDir, { recursive: true });
  const english = ["pages", "bonds", "counties", "cities"].flatMap((folder) =>
    readdirSync(path.join(contentDir, folder))
      .filter((f) => f.endsWith(".md"))
      .map((f) => `${folder}/${f}`),
  );
  removePages(
    contentDir,
    english.filter((f) => !small.includes(f) && f !== city),
  );
  const bond = small.find((f) => f.startsWith("bonds/"))!;
  const text = readFileSync(path.join(contentDir, bond), "utf8");
  writeFileSync(path.join(contentDir, spare), text.replace(/^path: .*$/m, 'path: "/spare-bonds"').replace(/^label: .*$/m, 'label: "Spare Bonds"'));
  served = await startEditorSite(project); // content in git, built, served, decap-server and Chromium
  mkdirSync(shots, { recursive: true });
});

afterAll(async () => {
  await served?.close();
  rmSync(project, { recursive: true, force: true });
});

const read = (rel: string) => readFileSync(path.join(contentDir, rel), "utf8");
const frontMatter = (rel: string) => parse(splitFrontMatter(read(rel)).yaml) as { title: string; description: string; sourceHash?: string };

/** A page of the editor at 1280 px, signed in to the local backend (cms.test.ts). */
async function editor(hash = "") {
  const context = await served!.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const problems = await watchPage(page, served!.site.base);
  await page.route(`${served!.local}/**`, (route) => route.continue());
  await page.goto(`${served!.site.base}/admin`);
  await page.getByRole("button", { name: "Login" }).click();
  await page.getByRole("heading", { name: "Collections" }).waitFor();
  if (hash) await page.goto(`${served!.site.base}/admin${hash}`);
  return { page, problems, close: () => context.close() };
}

/** The Title field's value once the form shows `title` (a form keeps showing the entry it loaded first when broken). */
async function showsTitle(page: Page, title: string): Promise<void> {
  const field = page.getByLabel("Title", { exact: true }).first();
  await expect.poll(() => field.inputValue().catch(() => ""), { timeout: 15_000 }).toBe(title);
}

const entryHash = (collection: string, rel: string) => `#/collections/${collection}/entries/${path.basename(rel, ".md")}`;

describe("#34 the entry on screen is the one the address names", () => {
  it("after a typed address, Back and Forward, in English and in Spanish, and a save goes to that entry's file", async () => {
    const [from, to] = [county, otherCounty];
    for (const [collection, prefix, lang] of [
      ["counties", "", "en"],
      ["counties-es", "es/", "es"],
    ] as const) {
      const { page, problems, close } = await editor(entryHash(collection, from));
      await showsTitle(page, frontMatter(prefix + from).title);
      // Typed into the address bar: only the part after # changes.
      await page.goto(`${served!.site.base}/admin${entryHash(collection, to)}`);
      await showsTitle(page, frontMatter(prefix + to).title);
      await page.screenshot({ path: path.join(shots, `1-typed-address-${lang}.png`) });
      await page.goBack();
      expect(page.url()).toContain(entryHash(collection, from));
      await showsTitle(page, frontMatter(prefix + from).title);
      await page.screenshot({ path: path.join(shots, `2-back-${lang}.png`) });
      await page.goForward();
      expect(page.url()).toContain(entryHash(collection, to));
      await showsTitle(page, frontMatter(prefix + to).title);
      if (lang === "en") {
        const [fromBefore, toBefore] = [read(from), read(to)];
        const description = "Bail bonds in this county at any hour, written in the web editor after typing its address.";
        await page.getByLabel("Description", { exact: true }).first().fill(description);
        await publish(page);
        await savedText(contentDir, to, toBefore);
        expect(frontMatter(to).description).toBe(description);
        expect(read(from)).toBe(fromBefore);
      }
      expect(problems.pageErrors).toEqual([]);
      await close();
    }
  });
});

describe("#34 deleting an entry the build needs", () => {
  /** The build's own problems with the content once `rels` are gone (what `npm run build` would print). */
  function buildProblems(rels: string[]) {
    const copy = mkdtempSync(path.join(project, "without-"));
    cpSync(contentDir, copy, { recursive: true });
    for (const rel of rels) rmSync(path.join(copy, rel));
    try {
      prepare(copy);
      return [];
    } catch (error) {
      if (error instanceof ProblemsError) return error.problems;
      throw error;
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  }

  async function deleteEntry(page: Page): Promise<void> {
    page.once("dialog", (dialog) => dialog.accept()); // Decap's "Are you sure?"
    await page.getByRole("button", { name: "Delete entry" }).click();
  }

  /** The files that exist only for the page `rel`: its Spanish page and its facts file (admin/deletion.ts). */
  const ownFiles = (rel: string) =>
    /^(counties|cities|bonds|pages)\//.test(rel)
      ? [`es/${rel}`, rel.replace(/^(counties|cities)\/(.*)\.md$/, "data/$1/$2.yaml")].filter((f) => f !== rel && existsSync(path.join(contentDir, f)))
      : [];

  // #44: a city page (cities link to it and its data file names it), a county (cities name it, pages in both languages
  // link to it, nearby lists name it), a Spanish city page: every dependent at once, its own files first.
  it.each([
    ["cities", city, "city"],
    ["counties", county, "county"],
    ["cities-es", `es/${city}`, "city-es"],
  ])("refuses to delete %s entry %s listing every dependent at once, and the file stays", async (collection, rel, shot) => {
    const own = ownFiles(rel);
    const expected = buildProblems([rel, ...own]);
    expect(expected.length + own.length).toBeGreaterThan(0);
    const before = read(rel);
    const { page, close } = await editor(entryHash(collection, rel));
    await previewFrame(page);
    await deleteEntry(page);
    // Decap's own notice says it too, and fades; this one stays on screen until closed.
    const refusal = page.locator("[data-deletion-refused]");
    await refusal.waitFor({ timeout: 60_000 });
    const said = (await refusal.textContent()) ?? "";
    expect(said).toContain(`The build would refuse the site without content/${rel}, so it was not deleted`);
    for (const file of own) expect(said).toContain(`content/${file}:1:1`);
    for (const problem of expected) expect(said).toContain(`${problem.file}:${problem.line}:${problem.column}`);
    for (const problem of expected) expect(said).toContain(problem.message.split("\n")[0]);
    expect(said).not.toMatch(/There is no (page|English file)/); // no advice to delete a file that then leads nowhere
    await sleep(9000); // past Decap's notice; nothing reaches the disk later either
    const box = (await refusal.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(page.viewportSize()!.height);
    await page.screenshot({ path: path.join(shots, `3-delete-refused-${shot}.png`) });
    expect(read(rel)).toBe(before);
    await close();
  });

  it("deletes a page that nothing links to or names", async () => {
    expect(buildProblems([spare])).toEqual([]);
    const { page, close } = await editor(entryHash("bonds", spare));
    await previewFrame(page);
    await deleteEntry(page);
    await expect.poll(() => existsSync(path.join(contentDir, spare)), { timeout: 30_000 }).toBe(false);
    // #44: the old address now answers "page not found"; the editor says how to send it elsewhere.
    const told = page.locator("[data-deletion-done]");
    await told.waitFor();
    expect(await told.textContent()).toMatch(/\/spare-bonds[\s\S]*content\/data\/redirects\.yaml/);
    await page.screenshot({ path: path.join(shots, "4-deleted-spare.png") });
    await close();
  });
});

describe("#44 a save is refused for what publishing would refuse", () => {
  const faqs = "pages/faqs.md";

  /** Opens the FAQ page, writes `more` after its first answer and presses Publish; returns the refusal's text. */
  async function refusedAnswer(more: string, shot: string): Promise<string> {
    const before = read(faqs);
    const { page, close } = await editor(entryHash("pages", faqs));
    await previewFrame(page);
    // The questions are in collapsed lists: the field is written as React reads typing, unseen.
    const answer = page.getByLabel("Answer", { exact: true }).first();
    await answer.evaluate((el, text) => {
      const area = el as HTMLTextAreaElement;
      Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")!.set!.call(area, `${area.value} ${text}`);
      area.dispatchEvent(new Event("input", { bubbles: true }));
    }, more);
    await publish(page);
    const box = page.locator("#save-refused");
    await box.waitFor({ timeout: 180_000 });
    const said = (await box.textContent()) ?? "";
    await page.screenshot({ path: path.join(shots, `7-${shot}.png`) });
    await sleep(3000); // nothing reaches the disk later either
    expect(read(faqs)).toBe(before);
    await close();
    return said;
  }

  it("refuses a link inside an FAQ answer to a page that does not exist, at its line and column, before saving", async () => {
    const said = await refusedAnswer("See [how to pay](/payment-options).", "faq-dead-link");
    expect(said).toContain("The link /payment-options goes to no page of this site.");
    const line =
      read(faqs)
        .split("\n")
        .findIndex((l) => /^\s+answer: /.test(l)) + 1;
    expect(said).toMatch(new RegExp(`content/pages/faqs\\.md:${line}:\\d+`));
  });

  it("refuses a link inside an FAQ answer to a part of a page that is not there, which only the built pages show", async () => {
    const said = await refusedAnswer("See [our office](/contact#no-such-part).", "faq-dead-fragment");
    expect(said).toContain("dist/faqs.html");
    expect(said).toContain("#no-such-part, which is not an id on /contact");
  });
});

describe("#34 after a save, the editor reads what was saved until a deployment has it", () => {
  it("shows a saved phone number in another page's preview after a reload", async () => {
    const before = read("site.yaml");
    const old = (parse(before) as { phone: string }).phone;
    const phone = old.replace(/\d{2}$/, (d) => String((Number(d) + 57) % 100).padStart(2, "0"));
    const { page, close } = await editor("#/collections/settings/entries/site");
    await page.getByLabel("Phone", { exact: true }).fill(phone);
    await publish(page);
    await savedText(contentDir, "site.yaml", before);
    // The deployed snapshot (dist/admin/content.json) still has the old number; the reload starts from it.
    await page.reload();
    await page.goto(`${served!.site.base}/admin${entryHash("counties", county)}`);
    const frame = await previewFrame(page);
    const tel = (n: string) => `tel:+1${n.replaceAll("-", "")}`;
    await expect.poll(() => frame.locator(`[data-preview-of] a[href="${tel(phone)}"]`).count()).toBeGreaterThan(0);
    expect(await frame.locator(`[data-preview-of] a[href="${tel(old)}"]`).count()).toBe(0);
    await page.screenshot({ path: path.join(shots, "5-saved-phone-in-preview.png") });
    await close();
  });

  it("shows a Spanish page as stale once its English was saved, after a reload, with what changed", async () => {
    // A county whose Spanish page is up to date with its English in this content.
    const rel = prepare(contentDir)
      .routes.map((r) => r.page.file.replace(/^content\//, ""))
      .find(
        (f) => f.startsWith("counties/") && existsSync(path.join(contentDir, `es/${f}`)) && frontMatter(`es/${f}`).sourceHash === sourceHashOf(read(f)),
      )!;
    expect(rel).toBeDefined();
    const { page, close } = await editor(entryHash("counties-es", rel));
    let frame = await previewFrame(page);
    await expect.poll(() => frame.locator("[data-translation-status]").getAttribute("data-translation-status")).toBe("current");
    await page.goto(`${served!.site.base}/admin${entryHash("counties", rel)}`);
    const before = read(rel);
    const description = "Bail bonds for this county at any hour, saved in the web editor a moment ago for this test.";
    await page.getByLabel("Description", { exact: true }).first().fill(description);
    await publish(page);
    await savedText(contentDir, rel, before);
    await page.reload();
    await page.goto(`${served!.site.base}/admin${entryHash("counties-es", rel)}`);
    frame = await previewFrame(page);
    const status = frame.locator("[data-translation-status]");
    await expect.poll(() => status.getAttribute("data-translation-status")).toBe("stale");
    expect(await status.textContent()).toContain(description); // what changed, against the English it was made from
    await page.screenshot({ path: path.join(shots, "6-stale-after-save-es.png") });
    await close();
  });
});
