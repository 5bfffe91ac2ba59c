/** The W3C Nu HTML checker (vnu-jar, run with the system Java) finds no error in the built site. */
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSite } from "../../generator/build-site.ts";
import { removeDir, root } from "../helpers/content-fixture.ts";

const out = mkdtempSync(path.join(tmpdir(), "nu-"));
const vnu = (target: string) =>
  spawnSync("java", ["-jar", path.join(root, "node_modules/vnu-jar/build/dist/vnu.jar"), "--errors-only", "--skip-non-html", target], {
    encoding: "utf8",
  });

beforeAll(async () => {
  await buildSite({ root, contentDir: path.join(root, "content"), outDir: out, checks: false });
});
afterAll(() => removeDir(out));

describe("W3C Nu checker", () => {
  it("reports no error on any page of dist/", () => {
    const run = vnu(out);
    expect(run.stderr + run.stdout).toBe("");
    expect(run.status).toBe(0);
  });

  it("does report an error on invalid HTML (the check can fail)", () => {
    const bad = path.join(out, "bad-fixture.html");
    writeFileSync(bad, "<!DOCTYPE html><html lang=en><title>x</title><p><div></div></p></html>");
    const run = vnu(bad);
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain("error");
  });
});
