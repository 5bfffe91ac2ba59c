/** A bundle (the CLI's, the workers') is rebuilt from the sources of the checkout that asks for it, even when node_modules is shared. */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { codeCache } from "../../generator/build/cache.ts";
import { bundled } from "../../generator/bundle.mjs";

const temp = mkdtempSync(path.join(tmpdir(), "bundle-"));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** A checkout whose worker says `word`, with node_modules linked to one shared folder. */
function checkout(name: string, word: string): string {
  const root = path.join(temp, name);
  mkdirSync(path.join(root, "generator/build"), { recursive: true });
  writeFileSync(path.join(root, "generator/build/worker.ts"), `export const word: string = ${JSON.stringify(word)};\n`);
  mkdirSync(path.join(temp, "shared-node_modules"), { recursive: true });
  symlinkSync(path.join(temp, "shared-node_modules"), path.join(root, "node_modules"));
  return root;
}

const workerBundle = (root: string) => bundled(root, "generator/build/worker.ts");

describe("bundled", () => {
  it("bundles each checkout's own worker when two share node_modules", async () => {
    const a = checkout("a", "from-checkout-a");
    const b = checkout("b", "from-checkout-b");
    const read = async (root: string) => readFileSync(await workerBundle(root), "utf8");
    expect(await read(a)).toContain("from-checkout-a");
    expect(await read(b)).toContain("from-checkout-b");
    expect(await read(a)).toContain("from-checkout-a");
  });

  it("reuses the bundle while its sources are unchanged, and rebuilds it after a change", async () => {
    const root = checkout("c", "first");
    const file = await workerBundle(root);
    writeFileSync(file, "// left alone\n"); // a rebuild would overwrite this
    expect(readFileSync(await workerBundle(root), "utf8")).toBe("// left alone\n");
    writeFileSync(path.join(root, "generator/build/worker.ts"), 'export const word: string = "second";\n');
    expect(readFileSync(await workerBundle(root), "utf8")).toContain("second");
  });

  it("is kept in the code cache that build/cache.ts names (a cold build keeps it; the CMS memo reads its stamp there)", async () => {
    const root = checkout("d", "kept");
    const file = await workerBundle(root);
    expect(path.relative(path.join(root, codeCache), file).startsWith("..")).toBe(false);
  });
});
