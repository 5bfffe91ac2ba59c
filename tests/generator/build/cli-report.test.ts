/** How the build CLI reports a failure: content problems as a list, generator bugs with their stack. */
import { afterEach, describe, expect, it, vi } from "vitest";
import { reportFailure } from "../../../generator/build/cli-report.ts";
import { GeneratorBug, ProblemsError } from "../../../generator/content/problem.ts";

const written: string[] = [];
afterEach(() => {
  vi.restoreAllMocks();
  written.length = 0;
});
const capture = () =>
  vi.spyOn(process.stderr, "write").mockImplementation((chunk: string | Uint8Array) => {
    written.push(String(chunk));
    return true;
  });

describe("reportFailure", () => {
  it("prints content problems without a stack trace and returns 1", () => {
    capture();
    const code = reportFailure(
      new ProblemsError([{ file: "content/site.yaml", line: 6, column: 8, field: "phone", message: "Write the phone number like 919-555-0123." }]),
      "dist/",
    );
    expect(code).toBe(1);
    expect(written.join("")).toBe(
      "content/site.yaml:6:8  phone\n    Write the phone number like 919-555-0123.\n\n1 problem in 1 file. dist/ was left as it was.\n",
    );
  });

  it("reports a template exception as a generator bug, naming route and template, with the cause's stack; returns 2", () => {
    capture();
    const cause = new TypeError("Cannot read properties of undefined (reading 'phone')");
    const code = reportFailure(new GeneratorBug("Could not render /contact with pages/contact-page.tsx.", { cause }), "dist/");
    expect(code).toBe(2);
    const text = written.join("");
    expect(
      text.startsWith(
        "Could not render /contact with pages/contact-page.tsx.\nThis is a bug in the generator, not in the content. dist/ was left as it was.\n\nTypeError: Cannot read properties of undefined (reading 'phone')\n    at ",
      ),
    ).toBe(true);
  });

  it("treats any other exception as a generator bug too", () => {
    capture();
    expect(reportFailure(new Error("disk full"), "dist/")).toBe(2);
    expect(written.join("")).toMatch(
      /^The build stopped unexpectedly\.\nThis is a bug in the generator, not in the content\. dist\/ was left as it was\.\n\nError: disk full\n/,
    );
  });
});
