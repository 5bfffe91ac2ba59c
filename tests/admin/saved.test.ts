/**
 * What this browser saved, laid over the deployed snapshot until a deployment has it (admin/saved.ts; issue #34,
 * finding 3). localStorage is a Map here: the module reads and writes nothing else.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { rememberSave, withSaved } from "../../admin/saved.ts";
import type { ContentSnapshot } from "../../generator/cms/admin-site.ts";
import { sourceHashOf } from "../../generator/content/translations.ts";

const store = new Map<string, string>();
vi.stubGlobal("localStorage", {
  getItem: (k: string) => store.get(k) ?? null,
  setItem: (k: string, v: string) => store.set(k, v),
  removeItem: (k: string) => store.delete(k),
});
beforeEach(() => store.clear());

const english = "---\ntitle: Old\n---\n";
const deployed: ContentSnapshot = {
  files: { "site.yaml": "phone: 336-555-0142\n", "pages/about.md": english, "es/pages/about.md": `---\nsourceHash: "${sourceHashOf(english)}"\n---\n` },
  dates: {},
};

describe("withSaved", () => {
  it("#34 lays a saved file over the deployed snapshot, after a reload too", () => {
    rememberSave(deployed, "site.yaml", "phone: 336-555-0199\n");
    expect(withSaved(deployed).files["site.yaml"]).toBe("phone: 336-555-0199\n");
    expect(withSaved(deployed).files["site.yaml"]).toBe("phone: 336-555-0199\n");
  });

  it("keeps the deployed text a file replaced across saves, and drops the save once a deployment has it", () => {
    rememberSave(deployed, "site.yaml", "phone: 336-555-0198\n");
    rememberSave(deployed, "site.yaml", "phone: 336-555-0199\n");
    const redeployed = { ...deployed, files: { ...deployed.files, "site.yaml": "phone: 336-555-0199\n" } };
    expect(withSaved(redeployed).files["site.yaml"]).toBe("phone: 336-555-0199\n");
    expect(store.size).toBe(0);
  });

  it("drops a save when the deployed file moved on from the text it replaced: the deployment wins", () => {
    rememberSave(deployed, "site.yaml", "phone: 336-555-0199\n");
    const moved = { ...deployed, files: { ...deployed.files, "site.yaml": "phone: 336-555-0100\n" } };
    expect(withSaved(moved).files["site.yaml"]).toBe("phone: 336-555-0100\n");
    expect(store.size).toBe(0);
  });

  it("removes a deleted file, and records a translation's English as it was before the save", () => {
    rememberSave(deployed, "site.yaml", undefined);
    rememberSave(deployed, "pages/about.md", "---\ntitle: New\n---\n");
    const site = withSaved(deployed);
    expect(site.files["site.yaml"]).toBeUndefined();
    expect(site.translatedFrom).toEqual({ "es/pages/about.md": english });
  });
});
