/**
 * The web editor for the Spanish-speaking staff member (issue #34, part 4): with the browser asking for Spanish the
 * editor is in Spanish (Decap's own words, the form's labels and hints, the editor's boxes), a switch turns it to
 * English, a Spanish collection's list marks the stale pages, and a refused save names the field by its label. Same
 * set-up as tests/e2e/cms.test.ts: decap-server on a copy of content/, the built site served with its own headers.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { englishFileOf, sourceHashOf } from "../../generator/content/translations.ts";
import { root } from "../helpers/content-fixture.ts";
import { previewFrame, publish } from "../helpers/decap-server.ts";
import { type EditorSite, startEditorSite } from "../helpers/editor-site.ts";
import { watchPage } from "../helpers/site-server.ts";
import { copySmallContent } from "../helpers/small-site.ts";

const staleEnglish = "counties/alamance-county.md";
const read = (rel: string) => readFileSync(path.join(contentDir, rel), "utf8");
const spanish = parse(readFileSync(path.join(root, "content/messages/editor.es.yaml"), "utf8")) as {
  labels: Record<string, string>;
  hints: Record<string, string>;
};

const project = mkdtempSync(path.join(tmpdir(), "cms-es-"));
const contentDir = path.join(project, "content");
const shots = path.join(root, "test-results/cms-spanish");
let served: EditorSite | undefined;

beforeAll(async () => {
  copySmallContent(contentDir); // a few pages in each language: the editor works the same on them
  // One English page changes after its Spanish was made: that Spanish page is stale.
  writeFileSync(path.join(contentDir, staleEnglish), `${read(staleEnglish)}\nA sentence added in English after the Spanish was made.\n`);
  served = await startEditorSite(project); // content in git, built, served, decap-server and Chromium
  mkdirSync(shots, { recursive: true });
});

afterAll(async () => {
  await served?.close();
  rmSync(project, { recursive: true, force: true });
});

/** A page of the editor at 1280 px, signed in to the local backend, watched for errors and policy violations. */
async function editor(hash = "", locale = "es-ES") {
  const context = await served!.browser.newContext({ viewport: { width: 1280, height: 900 }, locale });
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
  await page.getByRole("button", { name: /^(Login|Iniciar sesión)$/ }).click();
  await page.getByRole("heading", { name: /^(Collections|Colecciones)$/ }).waitFor();
  if (hash) await page.goto(`${served!.site.base}/admin${hash}`);
  return { page, problems, saves, close: () => context.close() };
}

/** The Spanish county pages whose English changed since they were made, from the files of the copy. */
function staleSpanishCounties(): string[] {
  return readdirSync(path.join(contentDir, "es/counties"))
    .filter((f) => f.endsWith(".md"))
    .filter((f) => {
      const own = read(`es/counties/${f}`);
      const english = englishFileOf(`content/es/counties/${f}`).slice("content/".length);
      const hash = /^sourceHash: "?([0-9a-f]+)"?$/m.exec(own)?.[1];
      return hash !== sourceHashOf(read(english));
    })
    .map((f) => path.basename(f, ".md"));
}

describe("the web editor in Spanish", () => {
  it("speaks Spanish when the browser asks for it: Decap's words, the form's labels and hints, and a switch to English", async () => {
    // As the staff member goes: the Spanish county pages, then one of them.
    const { page, problems, close } = await editor("#/collections/counties-es");
    expect(await page.getByRole("heading", { name: "Colecciones", exact: true }).count()).toBe(1); // Decap's own Spanish
    await page.locator('a[href$="/collections/counties-es/entries/alamance-county"]').first().click();
    // Field labels and hints come from content/messages/editor.es.yaml.
    await page.getByText(spanish.labels.Description!, { exact: true }).first().waitFor();
    await page
      .getByText(spanish.hints["The sentence search engines show under the title (50–160 characters). Say what the visitor gets here."]!)
      .first()
      .waitFor();
    expect(await page.getByText("Source hash", { exact: true }).count()).toBe(0);
    const frame = await previewFrame(page);
    expect(await frame.locator("[data-translation-pane] > p").first().textContent()).toBe("Esta traducción");
    expect(await frame.locator("[data-translation-status]").textContent()).toContain("Desactualizada");
    await page.screenshot({ path: path.join(shots, "1-form-es.png") });
    // The switch: English, kept after the reload.
    await page.getByRole("button", { name: "English", exact: true }).click();
    await page.getByText("Description", { exact: true }).first().waitFor();
    expect(await page.getByText(spanish.labels.Description!, { exact: true }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "English", exact: true }).getAttribute("aria-pressed")).toBe("true");
    await previewFrame(page);
    await page.screenshot({ path: path.join(shots, "2-form-en.png") });
    expect(problems.cspViolations).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
    await close();
  });

  it("marks the stale pages in a Spanish collection's list, and only those", async () => {
    const stale = staleSpanishCounties();
    expect(stale).toContain(path.basename(staleEnglish, ".md"));
    const { page, close } = await editor("#/collections/counties-es");
    const card = (slug: string) => page.locator(`a[href$="/collections/counties-es/entries/${slug}"]`).first();
    await card(stale[0]!).locator("[data-stale-mark]").waitFor();
    expect(await card(stale[0]!).locator("[data-stale-mark]").textContent()).toBe("⚠ desactualizada");
    // The publish-status panel lists the stale pages too, with links to the same entries; it appears a few seconds
    // after signing in. Counted once it is there, so a mark on its links would be counted.
    await page.locator("[data-publish-status] [data-stale-translations] a").first().waitFor({ state: "attached" }); // in a closed panel
    await expect.poll(() => page.locator("[data-stale-mark]").count()).toBe(stale.length);
    await page.screenshot({ path: path.join(shots, "3-stale-list-es.png") });
    await close();
  });

  it("names the field by its Spanish label when a save is refused, and saves nothing", async () => {
    const file = "es/counties/alamance-county.md";
    const before = read(file);
    const { page, saves, close } = await editor("#/collections/counties-es/entries/alamance-county");
    await page.getByLabel(spanish.labels.Description!, { exact: true }).first().fill("Corta.");
    const frame = await previewFrame(page);
    const shown = frame.locator("[data-build-problems]");
    await expect.poll(() => shown.textContent()).toContain("El sitio no aceptaría esto");
    expect(await shown.locator("pre").textContent()).toMatch(/alamance-county\.md:\d+:\d+ {2}Descripción\n/);
    await publish(page, { menu: "Publicar", now: "Publicar ahora" });
    const refusal = page.getByText("El sitio no aceptaría esto, así que no se guardó", { exact: false }).first();
    await refusal.waitFor();
    expect(await refusal.textContent()).toContain("Descripción");
    await page.screenshot({ path: path.join(shots, "4-refused-es.png") });
    expect(saves).toEqual([]);
    expect(read(file)).toBe(before);
    await close();
  });
});
