/**
 * The web editor at /admin (issue #25), driven in Chromium as an editor uses it: through Decap's local backend
 * (decap-server) writing real files of a copy of content/, on the built site served with its own headers (the editor's
 * Content-Security-Policy enforced). What a save writes is read from disk; what the next build shows is built.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { changedLines } from "../../admin/diff.ts";
import { fileForPath } from "../../generator/checks/links.ts";
import { sourceHashOf } from "../../generator/content/translations.ts";
import { validate } from "../../generator/content/validate.ts";
import { parseYamlSource } from "../../generator/content/yaml-source.ts";
import { prepare } from "../../generator/prepare.ts";
import * as schemas from "../../model/schemas/index.ts";
import { root } from "../helpers/content-fixture.ts";
import { previewFrame, publish, savedText } from "../helpers/decap-server.ts";
import { type EditorSite, startEditorSite } from "../helpers/editor-site.ts";
import { watchPage } from "../helpers/site-server.ts";
import { copySmallContent } from "../helpers/small-site.ts";

const project = mkdtempSync(path.join(tmpdir(), "cms-"));
const contentDir = path.join(project, "content");
const shots = path.join(root, "test-results/cms");
let served: EditorSite | undefined;

beforeAll(async () => {
  copySmallContent(contentDir); // a few pages in each language: the editor works the same on them
  served = await startEditorSite(project); // content in git, built, served, decap-server and Chromium
  mkdirSync(shots, { recursive: true });
});

afterAll(async () => {
  await served?.close();
  rmSync(project, { recursive: true, force: true });
});

const read = (rel: string) => readFileSync(path.join(contentDir, rel), "utf8");

/** A page of the editor at 1280 px, signed in to the local backend, watched for errors and policy violations. */
async function editor(hash = "") {
  const context = await served!.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const problems = await watchPage(page, served!.site.base);
  // watchPage stops every request to another origin; decap-server is the one this page may reach.
  await page.route(`${served!.local}/**`, (route) => route.continue());
  // Every save Decap sends to decap-server.
  const saves: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.postData()?.includes('"persistEntry"')) saves.push(request.postData()!);
  });
  await page.goto(`${served!.site.base}/admin`);
  // On this machine Decap signs in to decap-server with one button.
  await page.getByRole("button", { name: "Login" }).click();
  await page.getByRole("heading", { name: "Collections" }).waitFor();
  if (hash) await page.goto(`${served!.site.base}/admin${hash}`);
  return { page, problems, saves, close: () => context.close() };
}

const normalize = (text: string | null) => (text ?? "").replace(/\s+/g, " ").trim();

describe("the web editor at /admin", () => {
  it("shows the collections, an entry's form and its preview, without errors under its own policy", async () => {
    const { page, problems, close } = await editor();
    await page
      .getByRole("link", { name: /County pages/ })
      .first()
      .waitFor();
    expect(await page.locator("#editor-loading").count()).toBe(0); // the page's "Loading…" line, gone once Decap runs
    await page.screenshot({ path: path.join(shots, "1-collections.png") });
    await page.goto(`${served!.site.base}/admin#/collections/counties/entries/alamance-county`);
    const frame = await previewFrame(page);
    expect(await frame.locator("main").count()).toBe(1);
    await page.screenshot({ path: path.join(shots, "2-edit-and-preview.png") });
    await frame.locator("main").screenshot({ path: path.join(shots, "3-preview.png") });
    expect(problems.cspViolations).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
    await close();
  });

  it("previews a county page in English and in Spanish with the text the built page has", async () => {
    const { content, routes } = prepare(contentDir);
    const county = routes.find((r) => r.group === "counties" && r.lang === content.locales[0]!.code && r.alternates.es)!;
    const spanish = routes.find((r) => r.path === county.alternates.es)!;
    for (const route of [county, spanish]) {
      const file = route.page.file.replace(/^content\//, "");
      const collection = route.lang === "es" ? "counties-es" : "counties";
      const { page, close } = await editor(`#/collections/${collection}/entries/${path.basename(file, ".md")}`);
      const frame = await previewFrame(page);
      const previewed = normalize(await frame.locator("[data-preview-of] main").first().textContent());
      // The English page says that a change to it waits for its translation before it is published (--strict).
      const held = frame.locator("[data-translations-held]");
      if (route.lang === "es") expect(await held.count()).toBe(0);
      else expect(await held.textContent()).toContain(spanish.page.file);
      const built = await page.context().newPage();
      await built.goto(`${served!.site.base}${route.path}`);
      expect(previewed).toBe(normalize(await built.locator("main").textContent()));
      await close();
    }
  });

  it("saves a county's description and a site.yaml figure as one-line changes, and the next build shows them", async () => {
    const countyFile = "counties/alamance-county.md";
    const countyBefore = read(countyFile);
    const siteBefore = read("site.yaml");
    const minutes = (parse(siteBefore) as { arrival: { alamance: number } }).arrival.alamance + 5;
    const description = "Bail bonds in Alamance County from our office in {city}, at any hour: written in the web editor.";

    const county = await editor("#/collections/counties/entries/alamance-county");
    await county.page.getByLabel("Description").first().fill(description);
    await publish(county.page);
    await savedText(contentDir, countyFile, countyBefore);
    await county.close();
    const countyLines = changedLines(countyBefore, read(countyFile), 0).filter((l) => l.op !== " ");
    expect(countyLines.map((l) => l.op).sort()).toEqual(["+", "-"]);
    expect(countyLines.find((l) => l.op === "+")!.text).toBe(`description: "${description}"`);

    const settings = await editor("#/collections/settings/entries/site");
    await settings.page.getByLabel("Alamance", { exact: true }).fill(String(minutes));
    await publish(settings.page);
    await expect.poll(() => read("site.yaml"), { timeout: 30_000 }).not.toBe(siteBefore);
    await settings.close();
    const siteLines = changedLines(siteBefore, read("site.yaml"), 0).filter((l) => l.op !== " ");
    expect(siteLines).toHaveLength(2);
    expect(siteLines.find((l) => l.op === "+")!.text).toMatch(new RegExp(`^\\s+alamance: ${minutes}( #.*)?$`));
    // Every comment of the file is kept, the one on the changed line included.
    const comments = (t: string) => t.split("\n").map((l) => l.slice(l.indexOf("#")));
    expect(comments(read("site.yaml")).filter((c) => c.startsWith("#"))).toEqual(comments(siteBefore).filter((c) => c.startsWith("#")));

    const rebuilt = await served!.build("dist-after-edit");
    await served!.serve(rebuilt); // the editor of this build knows the saved files (the next tests start from them)
    const { routes } = prepare(contentDir);
    const usesFigure = routes.filter((r) => /\{(?:promise\.)?arrivalAlamance\}/.test(read(r.page.file.replace(/^content\//, ""))));
    expect(usesFigure.length).toBeGreaterThan(0);
    for (const route of usesFigure) {
      const html = readFileSync(path.join(rebuilt, fileForPath(route.path)), "utf8");
      expect(html, route.path).toMatch(new RegExp(`\\b${minutes}\\s+minut`));
    }
    const countyHtml = readFileSync(path.join(rebuilt, fileForPath("/alamance-county")), "utf8");
    expect(countyHtml).toContain("written in the web editor");
  });

  it("refuses an invalid phone number beside the field and on saving, with the build's message, and leaves the file as it was", async () => {
    const before = read("site.yaml");
    const bad = "555-CALL-NOW";
    // The build's own message for this value (what `npm run build` prints).
    const source = parseYamlSource(before.replace(/^phone: .*$/m, `phone: ${bad}`), "content/site.yaml").source!;
    const message = validate(schemas.site, source).problems.find((p) => p.field === "phone")!.message;

    const { page, saves, close } = await editor("#/collections/settings/entries/site");
    await page.getByLabel("Phone", { exact: true }).fill(bad);
    // The preview says it as soon as it is typed.
    const frame = await previewFrame(page);
    await expect.poll(() => frame.locator("[data-build-problems]").textContent()).toContain(message);
    await publish(page);
    // Beside the field, as Decap words a pattern's message: "Phone didn't match the pattern: <the build's message>."
    await page.getByText(`didn't match the pattern: ${message}`, { exact: false }).first().waitFor();
    await page.screenshot({ path: path.join(shots, "4-refused-phone.png") });
    // Decap checks the fields when Publish is pressed, before it sends anything: the entry stays unsaved and
    // nothing reached decap-server.
    await page
      .getByText(/unsaved changes/i)
      .first()
      .waitFor();
    expect(saves).toEqual([]);
    expect(read("site.yaml")).toBe(before);
    await close();
  });

  it("refuses to save a figure typed into prose, with the literal-figure check's message, and leaves the file as it was", async () => {
    const file = "counties/alamance-county.md";
    const before = read(file);
    const { page, saves, close } = await editor("#/collections/counties/entries/alamance-county");
    await page.getByLabel("Description").first().fill("An agent from our office can meet you in about 30 minutes anywhere in Alamance County.");
    const frame = await previewFrame(page);
    // The preview shows the build's problems as the text is typed…
    const shown = frame.locator("[data-build-problems] pre");
    await expect.poll(() => shown.textContent()).toContain("{promise.arrivalAlamance}");
    const problems = (await shown.textContent())!.split("\n").filter(Boolean);
    await publish(page);
    // …and saving says the same, word for word, and writes nothing.
    const refusal = page.getByText("The build would refuse this, so it was not saved", { exact: false }).first();
    await refusal.waitFor();
    const said = normalize(await refusal.textContent());
    for (const line of problems) expect(said).toContain(normalize(line));
    await page.screenshot({ path: path.join(shots, "5-refused-figure.png") });
    expect(saves).toEqual([]);
    expect(read(file)).toBe(before);
    await close();
  });

  it("adds a review that the next build shows on the testimonials page", async () => {
    const text = "They picked up at four in the morning and explained every fee before I signed anything.";
    const { page, close } = await editor("#/collections/settings/entries/reviews");
    await page.getByRole("button", { name: /^Add reviews/ }).click();
    const newest = (label: string) => page.getByLabel(label, { exact: true }).filter({ visible: true }).last();
    await newest("Name").fill("Dana R.");
    await newest("Rating").fill("5");
    await newest("Text").fill(text);
    await newest("Date").fill("November 2026");
    const frame = await previewFrame(page);
    await page.screenshot({ path: path.join(shots, "7-new-review.png") });
    await frame.locator("[data-preview-of]").getByText(text).waitFor(); // the preview is the testimonials page
    await publish(page);
    await expect.poll(() => read("data/reviews.yaml"), { timeout: 30_000 }).toContain(text);
    await close();
    const reviews = parse(read("data/reviews.yaml")) as { name: string; text: string }[];
    expect(reviews.filter((r) => r.text === text)).toEqual([expect.objectContaining({ name: "Dana R.", text })]);
    const rebuilt = await served!.build("dist-after-review");
    const testimonials = prepare(contentDir).routes.find((r) => r.page.file === "content/pages/testimonials.md")!;
    expect(readFileSync(path.join(rebuilt, fileForPath(testimonials.path)), "utf8")).toContain(text);
  });

  it("shows a Spanish page as stale beside its English once the English changed, and records the new sourceHash when ticked", async () => {
    // The English county page was edited above; its Spanish file still names the version it was translated from.
    const file = "es/counties/alamance-county.md";
    const before = read(file);
    const { page, close } = await editor("#/collections/counties-es/entries/alamance-county");
    const frame = await previewFrame(page);
    const status = frame.locator("[data-translation-status]");
    await expect.poll(() => status.getAttribute("data-translation-status")).toBe("stale");
    expect(await status.textContent()).toContain("written in the web editor"); // what changed in the English, from git
    expect(await frame.locator("[data-english-pane] main").count()).toBe(1); // the English page beside it
    expect(await frame.locator("[data-translation-pane] main").count()).toBe(1);
    await page.screenshot({ path: path.join(shots, "6-stale-translation.png") });
    await page.getByText("Checked against the English as it is now").click();
    await expect.poll(() => status.getAttribute("data-translation-status")).toBe("current");
    await publish(page);
    await expect.poll(() => read(file), { timeout: 30_000 }).not.toBe(before);
    await close();
    const lines = changedLines(before, read(file), 0).filter((l) => l.op !== " ");
    expect(lines).toHaveLength(2);
    const hash = sourceHashOf(read("counties/alamance-county.md"));
    expect(lines.find((l) => l.op === "+")?.text).toMatch(new RegExp(`^sourceHash: "?${hash}"?$`));
    expect(read(file)).not.toContain("translationReviewed");
  });
});
