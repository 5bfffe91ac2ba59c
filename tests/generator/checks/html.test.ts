/** HTML validation with the project's html-validate config. */

import { HtmlValidate } from "html-validate";
import { describe, expect, it } from "vitest";
import { htmlConfig, htmlProblems, htmlValidator, pageHtmlProblems } from "../../../generator/checks/html.ts";
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

  it("checks a shared part once: a later page with a stand-in finds no id twice, yet finds one the page repeats", async () => {
    const shared = await htmlValidator(htmlConfig());
    const header = '<header id="top"><nav id="menu" aria-label="Main"><a href="/">Home</a></nav><div id="drawer">x</div></header>';
    const page = (main: string) => valid.replace("<body>", `<body>${header}`).replace("<main><h1>Hello</h1><p>Text</p></main>", main);
    const parts = [{ key: "header", text: header }];
    const seen = new Set<string>();
    const main = "<main><h1>Hello</h1></main>";
    expect(pageHtmlProblems(shared, { file: "a.html", html: page(main) }, parts, seen)).toEqual([]);
    expect(seen.has("header")).toBe(true);
    expect(pageHtmlProblems(shared, { file: "b.html", html: page(main) }, parts, seen)).toEqual([]);
    const repeated = page('<main><h1 id="drawer">Hello</h1></main>');
    const found = pageHtmlProblems(shared, { file: "c.html", html: repeated }, parts, seen);
    expect(found.map((p) => [p.field, p.column])).toEqual([["html-validate no-dup-id", repeated.indexOf('drawer">Hello') + 1]]);
  });
});
