/** Content errors in `sections:` point at the line a maintainer must fix. */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadContent } from "../../generator/content/load.ts";
import { contentWith, removeDir } from "../helpers/content-fixture.ts";

describe("sections", () => {
  it("refuses two sections with the same id on a page, at the second id's line", () => {
    const dir = contentWith();
    const file = path.join(dir, "bonds/appeal-bonds.md");
    const text = readFileSync(file, "utf8");
    writeFileSync(file, text.replace("id: approval-factors", "id: process"));
    try {
      const { problems } = loadContent(dir);
      expect(problems).toHaveLength(1);
      const line = text.split("\n").findIndex((l) => l.includes("id: approval-factors")) + 1;
      expect(problems[0]).toMatchObject({ file: "content/bonds/appeal-bonds.md", line });
      expect(problems[0]!.message).toBe("Another section of this page already has the id process. Give each section its own id.");
    } finally {
      removeDir(dir);
    }
  });

  it("refuses an unknown icon, naming the icons that exist", () => {
    const dir = contentWith();
    const file = path.join(dir, "pages/payment-plans.md");
    writeFileSync(file, readFileSync(file, "utf8").replace(/icon: \w+/, "icon: rocket"));
    try {
      const { problems } = loadContent(dir);
      expect(problems).toHaveLength(1);
      expect(problems[0]!.field).toMatch(/^sections\.\d+\.items\.\d+\.icon$/);
      expect(`${problems[0]!.message} ${problems[0]!.expected ?? ""}`).toMatch(/shield/);
    } finally {
      removeDir(dir);
    }
  });
});
