/**
 * Markdown in a front-matter field (an FAQ answer) → rich-text JSON for island props. The same Markdown rules as
 * page bodies: no raw HTML, outside links open in a new tab, and the phone number becomes a tap-to-call link.
 */
import type { ElementContent, Root as HastRoot } from "hast";
import { phoneHref } from "../../model/phone.ts";
import type { RichNode } from "../../model/rich-text.ts";
import { markOutsideLinks, processor } from "./markdown.ts";

// Content is loaded again and again (the dev server on each request, the tests, the bench); an answer's Markdown is not.
const converted = new Map<string, RichNode[]>();

/** Converts `markdown` (placeholders already filled) to rich-text nodes; each mention of `phone` becomes a tel: link. */
export function markdownToRich(markdown: string, phone: string, newTab: string): RichNode[] {
  const key = `${phone}\u0000${newTab}\u0000${markdown}`;
  let nodes = converted.get(key);
  if (!nodes) {
    const hast = processor.runSync(processor.parse(markdown)) as HastRoot;
    markOutsideLinks(hast, newTab);
    nodes = hast.children.flatMap((n) => toRich(n as ElementContent, phone));
    converted.set(key, nodes);
  }
  return nodes;
}

function toRich(node: ElementContent, phone: string): RichNode[] {
  if (node.type === "text") {
    if (node.value === "\n") return [];
    return node.value.split(phone).flatMap((part, i): RichNode[] => {
      const link: RichNode[] = i > 0 ? [["a", { href: phoneHref(phone), class: "whitespace-nowrap" }, phone]] : [];
      return part ? [...link, part] : link;
    });
  }
  if (node.type !== "element") return [];
  const attributes: Record<string, string> = {};
  for (const [key, value] of Object.entries(node.properties)) {
    if (value === undefined || value === null || value === false) continue;
    const name = key === "className" ? "class" : key;
    attributes[name] = Array.isArray(value) ? value.join(" ") : String(value);
  }
  const inLink = node.tagName === "a";
  const children = node.children.flatMap((c) => (inLink && c.type === "text" ? [c.value] : toRich(c as ElementContent, phone)));
  return [[node.tagName, attributes, ...children]];
}
