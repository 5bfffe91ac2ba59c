/** The W3C Nu HTML checker (vnu-jar, run with the system Java) finds no error in the built site. */
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { removeDir, root } from "../helpers/content-fixture.ts";
import { sharedBuild } from "../helpers/shared-builds.tsx";

// The shared builds (tests/helpers/shared-builds.tsx); the made-up bad pages go to a folder of this file's own.
// Built while the tests are collected, where no hook timeout applies: on a busy machine a build takes minutes.
const out = (await sharedBuild("site")).outDir;
// With a form id, /apply carries the apply-form island and the toaster's region.
const withForm = (await sharedBuild("islands")).outDir;
const bad = mkdtempSync(path.join(tmpdir(), "nu-bad-"));
// The messages filtered out, each about something newer than the checker's schemas, none an error in a browser: the
// CSS each page carries inline (ARCHITECTURE.md, "CSS inline per page"), which the checker now reads: Tailwind 4's
// `@property` registrations and custom property in `transition-property`, anchor positioning for the Counties menu, and
// `margin-trim`. Any other CSS message (a typo'd property, a parse error) still fails the test.
const known = [
  "CSS: Unrecognized at-rule “@property”",
  ...["margin-trim", "anchor-name", "position-anchor"].map((p) => `CSS: “${p}”: Property “${p}” doesn't exist.`),
  "CSS: “top”: “anchor(bottom)” is not a “top” value.",
  "CSS: “left”: “anchor(left)” is not a “left” value.",
  "CSS: “transition-property”: “--tw-gradient-from” is not a “transition-property” value.",
];
const filter = `.*(${known.map((m) => m.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")}).*`;
const vnu = (target: string) =>
  spawnSync(
    "java",
    ["-jar", path.join(root, "node_modules/vnu-jar/build/dist/vnu.jar"), "--errors-only", "--skip-non-html", "--filterpattern", filter, target],
    { encoding: "utf8" },
  );

afterAll(() => removeDir(bad));

describe("W3C Nu checker", () => {
  it("reports no error on any page of dist/", () => {
    const run = vnu(out);
    expect(run.stderr + run.stdout).toBe("");
    expect(run.status).toBe(0);
  });

  it("reports no error on the apply page with the form's island", () => {
    const run = vnu(path.join(withForm, "apply.html"));
    expect(run.stderr + run.stdout).toBe("");
  });

  it("filters nothing but those messages", () => {
    const page = path.join(bad, "bad-attribute.html");
    writeFileSync(
      page,
      '<!DOCTYPE html><html lang=en><title>x</title><style>@property --a{syntax:"*";inherits:false}p{colr:red;anchor-name:--m}</style>' +
        '<button foo="1">b</button></html>',
    );
    const run = vnu(page);
    expect(run.stderr).toContain("Attribute “foo” not allowed");
    expect(run.stderr).toContain("Property “colr” doesn't exist");
    expect(run.stderr).not.toContain("@property");
    expect(run.stderr).not.toContain("anchor-name");
  });

  it("does report an error on invalid HTML (the check can fail)", () => {
    const page = path.join(bad, "bad-fixture.html");
    writeFileSync(page, "<!DOCTYPE html><html lang=en><title>x</title><p><div></div></p></html>");
    const run = vnu(page);
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain("error");
  });
});
