/**
 * #44: in GitHub Actions the build writes each refusal as an annotation (`::error file=…,line=…,col=…,title=…::…`), which
 * Actions attaches to the run and the web editor reads back to say why a save is not live.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { annotationOf, annotations } from "../../../generator/build/annotations.ts";
import { reportFailure } from "../../../generator/build/cli-report.ts";
import { ProblemsError } from "../../../generator/content/problem.ts";
import { contentWith, removeDir, root } from "../../helpers/content-fixture.ts";

const made: string[] = [];
afterAll(() => made.forEach(removeDir));
afterEach(() => vi.restoreAllMocks());

const phone = {
  file: "content/site.yaml",
  line: 7,
  column: 8,
  field: "phone",
  message: "Write the phone number like 919-555-0123.",
  got: '"336-BAIL-NOW"',
};

describe("#44 annotations of the build's refusals", () => {
  it("writes file, line, column and the field as title, with the message, expected and got, escaped as workflow commands are", () => {
    expect(annotationOf(phone)).toBe(
      '::error file=content/site.yaml,line=7,col=8,title=phone::Write the phone number like 919-555-0123.%0Agot: "336-BAIL-NOW"\n',
    );
    // A property ends at ',' or ':'; a message may hold both, and '%' and line breaks, which must come back as written.
    expect(
      annotationOf({ file: "content/a,b:c.md", line: 1, column: 2, field: "faq.0.items.1.a", message: "100% sure:\r\nyes, no", expected: "a, b" }),
    ).toBe("::error file=content/a%2Cb%3Ac.md,line=1,col=2,title=faq.0.items.1.a::100%25 sure:%0D%0Ayes, no%0Aexpected: a, b\n");
    // No field: no title (Actions then titles it itself).
    expect(annotationOf({ file: "dist/faqs.html", line: 3, column: 9, field: "", message: "Dead link." })).toBe(
      "::error file=dist/faqs.html,line=3,col=9::Dead link.\n",
    );
    expect(annotations([phone, { ...phone, file: "content/a.md" }]).split("\n")[0]).toMatch(/^::error file=content\/a\.md,/); // sorted as the list prints
  });

  it("reportFailure writes them to stdout only when GITHUB_ACTIONS is true, and the list of problems to stderr either way", () => {
    const out: string[] = [];
    const err: string[] = [];
    vi.spyOn(process.stdout, "write").mockImplementation((c: string | Uint8Array) => out.push(String(c)) > 0);
    vi.spyOn(process.stderr, "write").mockImplementation((c: string | Uint8Array) => err.push(String(c)) > 0);
    expect(reportFailure(new ProblemsError([phone]), "dist/", { GITHUB_ACTIONS: "true" })).toBe(1);
    expect(out.join("")).toBe(annotationOf(phone));
    expect(err.join("")).toContain("content/site.yaml:7:8  phone");
    out.length = 0;
    expect(reportFailure(new ProblemsError([phone]), "dist/", {})).toBe(1);
    expect(out).toEqual([]);
  });

  it("`npm run build` in Actions (GITHUB_ACTIONS=true) writes an annotation at the refused value's line and column", () => {
    const dir = contentWith("bad-phone");
    made.push(dir);
    const out = mkdtempSync(path.join(tmpdir(), "annotations-out-"));
    made.push(out);
    const line =
      readFileSync(path.join(dir, "site.yaml"), "utf8")
        .split("\n")
        .findIndex((l) => l.startsWith("phone:")) + 1;
    let stdout = "";
    try {
      execFileSync("node", ["generator/bundle.mjs", "generator/build.ts", "--content", dir, "--out", out, "--no-checks"], {
        cwd: root,
        encoding: "utf8",
        env: { ...process.env, GITHUB_ACTIONS: "true" },
        stdio: ["ignore", "pipe", "pipe"],
      });
    } catch (error) {
      stdout = (error as { stdout: string }).stdout;
      expect((error as { status: number }).status).toBe(1);
    }
    expect(stdout).toMatch(new RegExp(`^::error file=content/site\\.yaml,line=${line},col=\\d+,title=phone::`, "m"));
  });
});
