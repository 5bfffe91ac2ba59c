/** The link check: every internal href/src and #fragment resolves; new-tab links are safe; no link to a redirect. */
import { describe, expect, it } from "vitest";
import { fileForPath, type OutputPage, pageLinks, resolveLinks } from "../../../generator/checks/links.ts";
import { formatProblem } from "../../../generator/content/problem.ts";

const page = (file: string, body: string, source?: string): OutputPage => ({
  file,
  html: `<!DOCTYPE html><html lang="en"><head><title>t</title></head><body>${body}</body></html>`,
  ...(source ? { source } : {}),
});
/** Both halves of the link check, as the build runs them: each page's own findings, then the links between pages. */
function checkLinks(pages: OutputPage[], files: Set<string>, redirectSources = new Set<string>()) {
  const found = pages.map(pageLinks);
  const html = new Map(pages.map((p) => [p.file, p.html]));
  return [
    ...found.flatMap((f) => f.problems),
    ...resolveLinks(
      found.map((f) => f.links),
      files,
      redirectSources,
      (file) => html.get(file) ?? "",
    ),
  ];
}

const files = new Set(["index.html", "apply.html", "county/wake-county.html", "assets/styles-abc.css", "sitemap.xml"]);

describe("fileForPath", () => {
  it("maps clean URLs to .html files and keeps files with an extension", () => {
    expect(fileForPath("/")).toBe("index.html");
    expect(fileForPath("/apply")).toBe("apply.html");
    expect(fileForPath("/county/wake-county")).toBe("county/wake-county.html");
    expect(fileForPath("/assets/styles-abc.css")).toBe("assets/styles-abc.css");
  });
});

describe("pageLinks and resolveLinks", () => {
  it("passes pages whose links, sources and fragments all resolve", () => {
    const pages = [
      page(
        "index.html",
        '<a href="/apply#form">a</a><a href="/county/wake-county">w</a><link href="/assets/styles-abc.css"/><a href="#top" id="top">t</a><a href="/sitemap.xml">x</a><a href="https://example.org" target="_blank" rel="noopener noreferrer">o</a><a href="tel:+13365550142">c</a>',
      ),
      page("apply.html", '<div id="form"></div><a href="/?q=1">home</a>'),
      page("county/wake-county.html", ""),
    ];
    expect(checkLinks(pages, files)).toEqual([]);
  });

  it("reports a link to a missing page, naming the page, the position and the content source", () => {
    const home = page("index.html", '<a href="/aply">apply</a>', "content/pages/home.md");
    const column = home.html.indexOf('href="/aply"') + 1;
    expect(checkLinks([home], files).map(formatProblem)).toEqual([
      `dist/index.html:1:${column}  href\n    The href /aply leads to no file of the site. The page is made from content/pages/home.md.\n    got: "/aply"`,
    ]);
  });

  it("reports a fragment that is not an id on the target page", () => {
    const problems = checkLinks([page("index.html", '<a href="/apply#nowhere">a</a>'), page("apply.html", '<p id="form"></p>')], files);
    expect(problems.map((p) => p.message)).toEqual(["The href /apply#nowhere points at #nowhere, which is not an id on /apply."]);
  });

  it("reports a missing stylesheet or image", () => {
    const problems = checkLinks([page("index.html", '<img src="/images/gone.svg" alt="x"/>')], files);
    expect(problems.map((p) => [p.field, p.message])).toEqual([["src", "The src /images/gone.svg leads to no file of the site."]]);
  });

  it("reports a link to a redirect source", () => {
    const problems = checkLinks([page("index.html", '<a href="/wake-county">w</a>')], new Set([...files, "wake-county.html"]), new Set(["/wake-county"]));
    expect(problems.map((p) => p.message)).toEqual(["The href /wake-county points at a redirect. Link to the page it redirects to."]);
  });

  it('reports target="_blank" without rel="noopener noreferrer"', () => {
    const problems = checkLinks(
      [page("index.html", '<a href="https://example.org" target="_blank">o</a><a href="https://example.org" target="_blank" rel="noopener">p</a>')],
      files,
    );
    expect(problems.map((p) => [p.field, p.message])).toEqual([
      ["rel", 'A link that opens a new tab needs rel="noopener noreferrer".'],
      ["rel", 'A link that opens a new tab needs rel="noopener noreferrer".'],
    ]);
  });
});
