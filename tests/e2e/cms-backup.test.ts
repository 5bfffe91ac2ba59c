/**
 * Decap's local backup of an unsaved edit (#44), driven in Chromium through decap-server on a copy of content/: type in
 * a field, reload, accept "A local backup was recovered…", save, and the file differs from before by that line alone,
 * for a Markdown page and for a YAML data entry with comments; the save says "Saved on this computer", never
 * "Published". Set-up as in cms-saves.test.ts.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { changedLines } from "../../admin/diff.ts";
import { fromMarkdown } from "../../admin/formats.ts";
import { previewFrame, publish, savedText } from "../helpers/decap-server.ts";
import { type EditorSite, startEditorSite } from "../helpers/editor-site.ts";
import { watchPage } from "../helpers/site-server.ts";
import { copySmallContent } from "../helpers/small-site.ts";

const project = mkdtempSync(path.join(tmpdir(), "cms-backup-"));
const contentDir = path.join(project, "content");
let served: EditorSite | undefined;

beforeAll(async () => {
  copySmallContent(contentDir); // a few pages in each language: the editor works the same on them
  served = await startEditorSite(project);
});

afterAll(async () => {
  await served?.close();
  rmSync(project, { recursive: true, force: true });
});

const read = (rel: string) => readFileSync(path.join(contentDir, rel), "utf8");
const differing = (a: string, b: string) => changedLines(a, b, 0).map((l) => `${l.op}${l.text}`);

/** The backup Decap keeps of `key` ("backup.counties.alamance-county") in the page's IndexedDB (localForage), or "". */
function backupOf(page: Page, key: string): Promise<string> {
  return page.evaluate(
    (key) =>
      new Promise<string>((resolve) => {
        const open = indexedDB.open("localforage");
        open.onerror = () => resolve("");
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains("keyvaluepairs")) return resolve("");
          const get = db.transaction("keyvaluepairs").objectStore("keyvaluepairs").get(key);
          get.onsuccess = () => resolve((get.result as { raw?: string } | undefined)?.raw ?? "");
          get.onerror = () => resolve("");
        };
      }),
    key,
  );
}

/** An editor page at `hash`, signed in; every dialog (Decap's backup question, leaving an unsaved form) answered yes. */
async function editor(hash: string) {
  const context = await served!.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const problems = await watchPage(page, served!.site.base);
  await page.route(`${served!.local}/**`, (route) => route.continue());
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.accept();
  });
  await page.goto(`${served!.site.base}/admin`);
  await page.getByRole("button", { name: "Login" }).click();
  await page.getByRole("heading", { name: "Collections" }).waitFor();
  await page.goto(`${served!.site.base}/admin${hash}`);
  return { page, problems, dialogs, close: () => context.close() };
}

describe("#44: a restored local backup", () => {
  it.each([
    {
      kind: "a Markdown page",
      rel: "counties/alamance-county.md",
      hash: "#/collections/counties/entries/alamance-county",
      key: "backup.counties.alamance-county",
      label: "Description",
      value: "Bail bonds in Alamance County from our office in {city}, any hour: typed, then the tab reloaded.",
    },
    {
      kind: "a YAML data entry with comments",
      rel: "site.yaml",
      hash: "#/collections/settings/entries/site",
      key: "backup.settings.site",
      label: "Phone",
      value: "336-229-4410",
    },
  ])("$kind: type, reload, accept the backup, save: the file changes by the typed line alone", async ({ rel, hash, key, label, value }) => {
    const before = read(rel);
    const { page, dialogs, close } = await editor(hash);
    const field = () => page.getByLabel(label, { exact: true }).first();
    await field().waitFor();
    if (rel.startsWith("counties/")) {
      // The county page's preview points to the entry with the jail, sheriff and court facts it shows.
      const link = (await previewFrame(page)).locator("[data-facts-link] a");
      expect(await link.getAttribute("href")).toMatch(/#\/collections\/county-data\/entries\/alamance-county$/);
    }
    // The language switch covers none of the form's fields (it sits over the read-only preview).
    const box = (await page.locator("nav[data-editor-language]").boundingBox())!;
    const inputs = await page
      .locator("input:visible, textarea:visible")
      .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON() as DOMRect));
    const covered = inputs.filter((r) => r.left < box.x + box.width && box.x < r.right && r.top < box.y + box.height && box.y < r.bottom);
    expect(covered).toEqual([]);
    await field().fill(value);
    // Decap writes its backup a moment after the last keystroke: it is the entry's own file with the edit in it.
    await expect.poll(() => backupOf(page, key), { timeout: 30_000 }).toContain(value);
    const backup = await backupOf(page, key);
    expect(differing(before, backup.endsWith("\n") && !before.endsWith("\n") ? backup.slice(0, -1) : backup)).toHaveLength(2);
    await page.reload();
    await expect.poll(() => dialogs.some((d) => /backup/i.test(d)), { timeout: 30_000 }).toBe(true);
    await expect.poll(() => field().inputValue(), { timeout: 30_000 }).toBe(value);
    await publish(page);
    const after = await savedText(contentDir, rel, before);
    // A save through decap-server is a file on this computer, and the editor says so, never "Published".
    await page.getByText("Saved on this computer", { exact: true }).first().waitFor();
    expect(await page.getByText(/^Published$/).count()).toBe(0);
    const changes = differing(before, after);
    expect(changes).toHaveLength(2);
    expect(changes[0]).toMatch(/^-/);
    expect(changes[1]).toMatch(/^\+/);
    expect(changes[1]).toContain(value);
    // Every other field as it was.
    const data = rel.endsWith(".md") ? fromMarkdown(after) : (parse(after) as Record<string, unknown>);
    const old = rel.endsWith(".md") ? fromMarkdown(before) : (parse(before) as Record<string, unknown>);
    expect(Object.keys(data)).toEqual(Object.keys(old));
    await close();
  });
});
