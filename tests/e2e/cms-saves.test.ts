/**
 * Saving in the web editor (issue #34, point 8), driven in Chromium through decap-server on a copy of content/: a
 * refusal stays beside the form until fixed, a new review is written as the file writes its reviews and where its
 * order says, and a reviewed translation's form shows the sourceHash its save recorded. Set-up as in cms.test.ts.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isMap, isScalar, parse, parseDocument } from "yaml";
import { wordsOf } from "../../admin/editor-words.ts";
import { sourceHashOf } from "../../generator/content/translations.ts";
import { root } from "../helpers/content-fixture.ts";
import { previewFrame, publish, savedText } from "../helpers/decap-server.ts";
import { type EditorSite, startEditorSite } from "../helpers/editor-site.ts";
import { watchPage } from "../helpers/site-server.ts";
import { copySmallContent } from "../helpers/small-site.ts";

const project = mkdtempSync(path.join(tmpdir(), "cms-"));
const contentDir = path.join(project, "content");
const shots = path.join(root, "test-results/cms-saves");
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

const saved = (rel: string, before: string) => savedText(contentDir, rel, before);

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

describe("saving in the web editor", () => {
  it("a refusal stays beside the form, naming the field, past Decap's fading notice, and goes once the field is fixed", async () => {
    const file = "counties/alamance-county.md";
    const before = read(file);
    const { page, saves, close } = await editor("#/collections/counties/entries/alamance-county");
    const description = page.getByLabel("Description").first();
    const was = await description.inputValue();
    await description.fill("An agent from our office can meet you in about 30 minutes anywhere in Alamance County.");
    const frame = await previewFrame(page);
    await expect.poll(() => frame.locator("[data-build-problems]").count()).toBe(1);
    await publish(page);
    const box = page.locator("#save-refused");
    await box.waitFor();
    expect(await box.getAttribute("role")).toBe("alert");
    expect(normalize(await box.textContent())).toContain("Description"); // the field as its label reads
    expect(normalize(await box.textContent())).toContain("{promise.arrivalAlamance}"); // the build's message
    expect(await page.locator("label[data-refused-field]").allTextContents()).toContain("Description");
    await sleep(9_000); // Decap's notice fades after 8 s; the refusal stays
    expect(await box.isVisible()).toBe(true);
    await page.screenshot({ path: path.join(shots, "1-refusal-stays.png") });
    expect(saves).toEqual([]);
    expect(read(file)).toBe(before);
    await description.fill("");
    await description.fill(was);
    expect(await description.inputValue()).toBe(was);
    await expect.poll(() => box.count()).toBe(0);
    expect(await page.locator("label[data-refused-field]").count()).toBe(0);
    await page.screenshot({ path: path.join(shots, "2-refusal-fixed.png") });
    await close();
  });

  it("a new review goes to the top of the newest-first reviews.yaml, written as the reviews beside it, and the form shows it there", async () => {
    const before = read("data/reviews.yaml");
    const text = "They answered at four in the morning and explained every fee before I signed anything.";
    const { page, close } = await editor("#/collections/settings/entries/reviews");
    const frame = await previewFrame(page);
    await page.getByRole("button", { name: /^Add reviews/ }).click();
    // Trial-2 L-1: the empty review is named where the form shows it, the first of the list (was "0.name").
    const w = wordsOf({ "messages/editor.en.yaml": read("messages/editor.en.yaml") }, "en");
    const first = w("field.in", { label: "Name", item: w("field.item", { n: 1, list: "Reviews" }) });
    await expect.poll(() => frame.locator("[data-build-problems]").textContent(), { timeout: 60_000 }).toContain(first);
    // ...and that is where the form shows it: its open, empty form is the list's first item, above the collapsed ones.
    const firstName = page.getByLabel("Name", { exact: true }).first();
    expect(await firstName.isVisible()).toBe(true);
    expect(await firstName.inputValue()).toBe("");
    await page.screenshot({ path: path.join(shots, "3-new-review-empty.png") });
    const newest = (label: string) => page.getByLabel(label, { exact: true }).filter({ visible: true }).first();
    await newest("Name").fill("Dana R.");
    await newest("Rating").fill("5");
    await newest("Text").fill(text);
    await newest("Date").fill("November 2026");
    await publish(page);
    const after = await saved("data/reviews.yaml", before);
    expect(after).toContain(text);
    const reviews = parse(after) as { name: string; text: string }[];
    expect(reviews[0]).toMatchObject({ name: "Dana R.", text });
    // Trial-2 L-2: its keys in the form's order, as the reviews below it (Decap's default `verified: false` came first).
    expect(Object.keys(reviews[0]!)).toEqual(Object.keys(reviews[1]!).filter((k) => k in reviews[0]!));
    expect(reviews.slice(1)).toEqual(parse(before));
    const head = (t: string) => t.slice(0, t.indexOf("\n- "));
    expect(head(after)).toBe(head(before)); // the file's head comment still heads it
    // Each value of the new review is quoted as the same key of the review below it.
    const doc = parseDocument(after).contents as unknown as { items: unknown[] };
    const styles = (item: unknown) =>
      isMap(item) ? Object.fromEntries(item.items.map((p) => [String((p.key as { value: unknown }).value), isScalar(p.value) ? p.value.type : ""])) : {};
    const [added, sibling] = [styles(doc.items[0]), styles(doc.items[1])];
    for (const key of Object.keys(added)) expect(added[key], key).toBe(sibling[key]);
    // The form is opened again from the saved file: the new review is its first.
    await expect.poll(() => page.getByLabel("Name", { exact: true }).first().inputValue(), { timeout: 15_000 }).toBe("Dana R.");
    await page.screenshot({ path: path.join(shots, "4-new-review-at-top.png") });
    await close();
  });

  it("after a reviewed translation's save the form shows the recorded sourceHash, unticked, and a later save keeps it", async () => {
    // The English changes, so its Spanish twin is stale.
    const english = "counties/alamance-county.md";
    const file = "es/counties/alamance-county.md";
    const en = await editor("#/collections/counties/entries/alamance-county");
    const enBefore = read(english);
    await en.page.getByLabel("Description").first().fill("Bail bonds in Alamance County from our office in {city}, day and night: edited for this test.");
    await publish(en.page);
    await saved(english, enBefore);
    await en.close();
    await served!.serve(await served!.build("dist-after-english")); // the editor's snapshot holds the English as it is now
    const hash = sourceHashOf(read(english));
    const before = read(file);
    expect(parse(before.split("---\n")[1]!).sourceHash).not.toBe(hash);

    const { page, close } = await editor("#/collections/counties-es/entries/alamance-county");
    const frame = await previewFrame(page);
    const status = frame.locator("[data-translation-status]");
    await expect.poll(() => status.getAttribute("data-translation-status")).toBe("stale");
    await page.getByText("Checked against the English as it is now").click();
    await publish(page);
    expect(await saved(file, before)).toMatch(new RegExp(`^sourceHash: "?${hash}"?$`, "m"));
    // The form, opened again from the saved file, shows what the file holds.
    const sourceHash = page.getByLabel("English version it matches", { exact: true }).first();
    await expect.poll(() => sourceHash.inputValue(), { timeout: 15_000 }).toBe(hash);
    const tick = page.getByRole("switch").or(page.locator("input[type=checkbox]")).first();
    expect(await tick.isChecked()).toBe(false);
    await page.screenshot({ path: path.join(shots, "4-reviewed-translation-saved.png") });
    // Another save, unticked, keeps the recorded hash.
    const first = read(file);
    await page.getByLabel("Description").first().fill("Fianzas en el condado de Alamance desde nuestra oficina en {city}, de día y de noche.");
    await publish(page);
    expect(await saved(file, first)).toMatch(new RegExp(`^sourceHash: "?${hash}"?$`, "m"));
    await close();
  });
});
