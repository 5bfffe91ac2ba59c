/** HTML validation with the project's html-validate config. */

import { HtmlValidate } from "html-validate";
import { describe, expect, it } from "vitest";
import { htmlConfig, htmlProblems } from "../../../generator/checks/html.ts";
import { formatProblem } from "../../../generator/content/problem.ts";

const valid = `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>Valid page</title></head><body><main><h1>Hello</h1><p>Text</p></main></body></html>`;

const validator = new HtmlValidate(htmlConfig());
const checkHtml = (page: { file: string; html: string; source?: string }) => htmlProblems(validator, page);

describe("htmlProblems", () => {
  it("passes a valid page", () => {
    expect(checkHtml({ file: "index.html", html: valid })).toEqual([]);
  });

  it("reports each error with the page, position and rule", () => {
    const html = valid.replace("<p>Text</p>", '<p>Text<div>block in p</div></p><img src="/x.png">');
    const problems = checkHtml({ file: "about.html", html, source: "content/pages/about.md" });
    expect(problems.length).toBeGreaterThanOrEqual(2);
    expect(problems.map((p) => p.field)).toEqual(expect.arrayContaining(["html-validate wcag/h37"]));
    const alt = problems.find((p) => p.field === "html-validate wcag/h37")!;
    expect(formatProblem(alt)).toBe(
      `dist/about.html:1:${html.indexOf("<img") + 2}  html-validate wcag/h37\n    <img> is missing required "alt" attribute.\n    got: made from content/pages/about.md`,
    );
  });
});
