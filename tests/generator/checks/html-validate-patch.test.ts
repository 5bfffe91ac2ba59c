/**
 * patches/html-validate+10.17.0.patch (applied by `postinstall`): html-validate's element lookups without the waste
 * that made them the largest part of checking a page. The patch must be applied, and must not change what is found.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { HtmlValidate } from "html-validate";
import { describe, expect, it } from "vitest";

const patchFile = path.join(import.meta.dirname, "../../../patches/html-validate+10.17.0.patch");

/** What the patch adds to each file it touches, line by line. */
function addedLines(): Map<string, string[]> {
  const added = new Map<string, string[]>();
  let file = "";
  for (const line of readFileSync(patchFile, "utf8").split("\n")) {
    if (line.startsWith("+++ b/node_modules/html-validate/")) {
      file = line.slice("+++ b/node_modules/html-validate/".length);
      added.set(file, []);
    } else if (line.startsWith("+") && !line.startsWith("+++")) added.get(file)!.push(line.slice(1));
  }
  return added;
}

interface Element {
  tagName: string;
  id: string | null;
  childElements: Element[];
  getElementsByTagName(name: string): Element[];
  querySelectorAll(selector: string): Element[];
  querySelector(selector: string): Element | null;
}

/** The document's root, as html-validate's rules see it (getParserFor is not in html-validate's types). */
async function parse(html: string): Promise<Element> {
  const validator = new HtmlValidate() as unknown as { getParserFor(source: object): Promise<{ parseHtml(html: string): Element }> };
  const parser = await validator.getParserFor({ data: html, filename: "page.html", line: 1, column: 1, offset: 0 });
  return parser.parseHtml(html);
}

/** Every element below `node`, in document order, found the plain way. */
function inOrder(node: Element): Element[] {
  return node.childElements.flatMap((child) => [child, ...inOrder(child)]);
}

const nested = `<!DOCTYPE html><html lang="en"><head><title>t</title></head><body>
<nav id="n1"><ul id="u1"><li id="l1"><a id="a1" href="/">1</a><ul id="u2"><li id="l2"><a id="a2" href="/">2</a></li></ul></li>
<li id="l3"><a id="a3" href="/">3</a></li></ul></nav><main id="m"><section id="s"><a id="a4" href="/">4</a></section></main></body></html>`;

describe("the html-validate patch", () => {
  it("is applied to the installed html-validate, every line it adds", () => {
    const require = createRequire(import.meta.url);
    const root = path.dirname(path.dirname(path.dirname(require.resolve("html-validate"))));
    const added = addedLines();
    expect([...added.keys()].sort()).toEqual(["dist/cjs/core.js", "dist/esm/core.js"]);
    for (const [file, lines] of added) {
      const installed = new Set(readFileSync(path.join(root, file), "utf8").split("\n"));
      expect(lines.filter((line) => !installed.has(line))).toEqual([]);
    }
  });

  it("finds elements by tag name in document order, at every depth", async () => {
    const tree = await parse(nested);
    const all = inOrder(tree);
    expect(tree.getElementsByTagName("a").map((e) => e.id)).toEqual(["a1", "a2", "a3", "a4"]);
    expect(tree.getElementsByTagName("*")).toEqual(all);
    expect(tree.querySelectorAll("li a").map((e) => e.id)).toEqual(["a1", "a2", "a3"]);
    // Each list's items in turn, as html-validate has always matched a child combinator.
    expect(tree.querySelectorAll("ul > li").map((e) => e.id)).toEqual(["l1", "l3", "l2"]);
    const nav = all.find((e) => e.id === "u1")!;
    expect(nav.getElementsByTagName("li").map((e) => e.id)).toEqual(["l1", "l2", "l3"]);
  });

  it("matches a selector it has parsed before against each document on its own, past the cache's bound", async () => {
    const one = await parse(nested);
    const other = await parse(nested.replace('id="a2"', 'id="b2"').replace('id="a4"', 'id="a2"'));
    expect(one.querySelector("#a2")?.tagName).toBe("a");
    expect(other.querySelectorAll("#a2").map((e) => inOrder(other).indexOf(e))).toEqual([inOrder(other).findIndex((e) => e.id === "a2")]);
    expect(other.querySelector("section #a2")?.id).toBe("a2");
    expect(one.querySelector("section #a2")).toBeNull();
    // More distinct selectors than the cache keeps: each still finds only what it names.
    for (let i = 0; i < 1100; i++) expect(one.querySelector(`#x${i}`)).toBeNull();
    expect(one.querySelectorAll("li a, main a").map((e) => e.id)).toEqual(["a1", "a2", "a3", "a4"]);
  });

  it("reports what it reported before on a page full of mistakes", async () => {
    const page = `<!DOCTYPE html><html lang="en"><head><title>x</title></head><body><nav><a href="/">a</a></nav><nav><a href="/">b</a></nav>
<main><h2></h2><div id="a"></div><div id="a"></div><p><div>x</div></p><label for="q">Q</label><input id="q"><img src="x.png">
<aside></aside><aside></aside></main></body></html>`;
    const report = await new HtmlValidate({ extends: ["html-validate:recommended"] }).validateString(page, "page.html");
    const rules = [...new Set(report.results[0]!.messages.map((m) => m.ruleId))].sort();
    expect(rules).toEqual(expect.arrayContaining(["empty-heading", "no-dup-id", "unique-landmark", "wcag/h37"]));
    expect(report.results[0]!.messages.filter((m) => m.ruleId === "unique-landmark")).toHaveLength(4);
  });
});
