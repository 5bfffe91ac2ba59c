/** `npm run translations`: what a maintainer sees about stale translations, with the English diff from git. */
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { sourceHashOf } from "../../generator/content/translations.ts";
import { translationReport } from "../../scripts/translations.ts";
import { removeDir, root } from "../helpers/content-fixture.ts";

// A git checkout of the real content, as a maintainer has one.
const repo = mkdtempSync(path.join(tmpdir(), "translations-"));
const contentDir = path.join(repo, "content");
cpSync(path.join(root, "content"), contentDir, { recursive: true });
const git = (...args: string[]) => execFileSync("git", args, { cwd: repo, encoding: "utf8" });
git("init", "-q");
git("-c", "user.name=Test", "-c", "user.email=test@example.com", "add", ".");
git("-c", "user.name=Test", "-c", "user.email=test@example.com", "commit", "-qm", "content");
afterAll(() => removeDir(repo));

describe("translationReport", () => {
  it("says every Spanish page is up to date when none is stale", () => {
    const report = translationReport(contentDir);
    expect(report.findings).toBe(0);
    expect(report.text).toContain("Every Spanish page is up to date with its English page.");
  });

  it("shows a stale page with what changed in the English since its version, and the sourceHash to write", () => {
    const english = path.join(contentDir, "pages/faqs.md");
    writeFileSync(
      english,
      readFileSync(english, "utf8").replace("Answers to the questions families ask most", "Answers to the questions NC families ask most"),
    );
    const report = translationReport(contentDir);
    expect(report.findings).toBe(1);
    const line =
      readFileSync(path.join(contentDir, "es/pages/faqs.md"), "utf8")
        .split("\n")
        .findIndex((l) => l.startsWith("sourceHash:")) + 1;
    expect(report.text).toContain(`content/es/pages/faqs.md:${line}  is stale: content/pages/faqs.md changed after it was translated.`);
    expect(report.text).toMatch(/^ {4}-description: "Answers to the questions families ask most/m);
    expect(report.text).toMatch(/^ {4}\+description: "Answers to the questions NC families ask most/m);
    expect(report.text).toContain(`write: sourceHash: "${sourceHashOf(readFileSync(english, "utf8"))}"`);
  });
});
