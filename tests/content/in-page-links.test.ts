/**
 * #35 finding 5: an in-page link ("Apply Online" → #apply-form on /apply, the county index of the jails page, the
 * skip link) scrolls its target's top edge to the top of the window. When the target's heading sits above that edge,
 * the visitor lands under a heading they cannot see. So every target starts with its heading, on every page of the
 * build that has the most of them (the "islands" build: with a form id, /apply carries its form section).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { type HTMLElement, parse } from "node-html-parser";
import { describe, expect, it } from "vitest";
import { sharedBuild } from "../helpers/shared-builds.tsx";

const { outDir } = await sharedBuild("islands");
const pages = readdirSync(outDir, { recursive: true, encoding: "utf8" })
  .filter((f) => f.endsWith(".html") && !f.startsWith("admin"))
  .map((file) => ({ file, doc: parse(readFileSync(path.join(outDir, file), "utf8")) }));

/** The first element of `el` (itself included) that holds text of its own or is a heading. */
function firstContent(el: HTMLElement): HTMLElement {
  if (/^H[1-6]$/.test(el.tagName) || el.childNodes.some((n) => n.nodeType === 3 && n.text.trim() !== "")) return el;
  const first = el.childNodes.find((n): n is HTMLElement => n.nodeType === 1 && n.text.trim() !== "");
  return first ? firstContent(first) : el;
}

describe("#35 in-page links", () => {
  it("lead to a target on the same page whose first content is its heading", () => {
    const links = pages.flatMap(({ file, doc }) => doc.querySelectorAll('a[href^="#"]').map((a) => ({ file, doc, id: a.getAttribute("href")!.slice(1) })));
    expect(links.some((l) => l.id === "apply-form")).toBe(true); // the case of the finding is among them
    const wrong = links.flatMap(({ file, doc, id }) => {
      const target = doc.getElementById(id);
      if (!target) return [`${file}: #${id} is not on the page`];
      if (id === "main") return []; // the skip link: <main> starts right below the header, whatever comes first in it
      const first = firstContent(target);
      return /^H[1-6]$/.test(first.tagName) ? [] : [`${file}: #${id} starts with <${first.tagName.toLowerCase()}> "${first.text.trim().slice(0, 40)}"`];
    });
    expect([...new Set(wrong)]).toEqual([]);
  });
});
