/** #45: what the code compiles to is reused only while the code is the same, patches/ included (ARCHITECTURE.md). */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { codeHash } from "../../generator/build/cache.ts";
import { removeDir } from "../helpers/content-fixture.ts";

const dir = mkdtempSync(path.join(tmpdir(), "code-hash-"));
afterAll(() => removeDir(dir));

describe("codeHash", () => {
  it("changes when a patch of patches/ changes (html-validate's patch changes what the checks find)", () => {
    mkdirSync(path.join(dir, "patches"));
    mkdirSync(path.join(dir, "generator"));
    writeFileSync(path.join(dir, "generator/build.ts"), "export {};\n");
    writeFileSync(path.join(dir, "patches/html-validate+10.17.0.patch"), "one\n");
    const before = codeHash(dir);
    expect(codeHash(dir)).toBe(before);
    writeFileSync(path.join(dir, "patches/html-validate+10.17.0.patch"), "two\n");
    expect(codeHash(dir)).not.toBe(before);
  });
});
