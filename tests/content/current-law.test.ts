/**
 * #33: statements of law that a later law made untrue stay gone. The truth audit of 2026-11-26 found pages still
 * saying what was true before S.L. 2022-73 (late forfeiture notice, State v. Roulhac), before Iryna's Law (the
 * written promise to appear as a release option, three convictions counted without their class), and an absolute
 * "non-refundable" premium against G.S. 58-71-20. Each wording below is looked for in every content file of both
 * languages and named by its file and line. content/data/law.yaml may say that the written promise was ended, and
 * the glossary names the term families still hear: those two are not pages.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { listFiles } from "../../generator/write.ts";
import { root } from "../helpers/content-fixture.ts";

/** Each retired statement, as the English and Spanish pages wrote it, and why it is wrong now. */
const retired: { pattern: RegExp; why: string; exceptIn?: string[] }[] = [
  { pattern: /Roulhac/, why: "State v. Roulhac applied the forfeiture law before S.L. 2022-73" },
  {
    pattern: /cannot become a final judgment|no puede convertirse en sentencia definitiva/i,
    why: "S.L. 2022-73 repealed the rule that a late notice keeps a forfeiture from becoming final",
  },
  {
    pattern: /(written )?promise to (appear|return)|promesa escrita/i,
    why: "Iryna's Law is reported to end release on a written promise: say what applies through {law.releaseOptions}",
    exceptIn: ["data/law.yaml", "es/data/law.yaml", "data/glossary.yaml"],
  },
  {
    pattern: /three or more convictions in|tres o más condenas en/i,
    why: "Iryna's Law counts only Class 1 misdemeanors or higher, from separate court sessions",
  },
  {
    pattern: /non-?refundable|guarantee the rest|garantizamos el resto/i,
    why: "G.S. 58-71-20 returns the premium in some surrenders ({law.premiumRefund}); we guarantee the full bail",
  },
];

const contentDir = path.join(root, "content");
const files = listFiles(contentDir)
  .map((f) => f.split(path.sep).join("/"))
  .filter((f) => /\.(md|ya?ml)$/.test(f) && !f.startsWith(".schemas/"));

/** Where `pattern` occurs in `text`, as file:line. */
function findings(file: string, text: string, pattern: RegExp): string[] {
  return text.split("\n").flatMap((line, i) => (pattern.test(line) ? [`content/${file}:${i + 1}`] : []));
}

describe("statements of law a later law made untrue", () => {
  it("reads the content files of both languages", () => {
    expect(files.some((f) => f.startsWith("es/"))).toBe(true);
    expect(files).toContain("data/law.yaml");
  });

  for (const { pattern, why, exceptIn = [] } of retired)
    it(`no page says ${pattern}`, () => {
      const found = files.filter((f) => !exceptIn.includes(f)).flatMap((f) => findings(f, readFileSync(path.join(contentDir, f), "utf8"), pattern));
      expect(found, why).toEqual([]);
    });
});
