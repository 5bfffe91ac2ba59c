/**
 * Renders rich-text nodes (model/rich-text.ts: short formatted text as JSON, for island props) the same way on the
 * server and in the browser.
 */
import { createElement, Fragment, type ReactNode } from "react";
import type { RichNode } from "../../model/rich-text.ts";

/** The tags Markdown text may produce here; anything else is rendered as its children only. */
const tags = new Set(["p", "a", "strong", "em", "code", "ul", "ol", "li", "br", "span", "blockquote"]);

/** Renders rich-text nodes to React elements. */
export function RichText({ nodes }: { nodes: RichNode[] }) {
  return <>{nodes.map(toReact)}</>;
}

/**
 * Glues figure ranges ("10–15%", "$500–$750", "1–3 hours") with invisible word joiners, so a narrow screen
 * never breaks a range at its dash. Pure, so the server and the browser render identical text.
 */
export function keepRanges(text: string): string {
  return text.includes("–") ? text.replace(/(\d%?)–(?=[\d$])/g, "$1\u2060–\u2060") : text;
}

function toReact(node: RichNode, key: number): ReactNode {
  if (typeof node === "string") return keepRanges(node);
  const [tag, attributes, ...children] = node;
  const kids = children.map(toReact);
  if (!tags.has(tag)) return createElement(Fragment, { key }, ...kids);
  const { class: className, ...rest } = attributes;
  return createElement(tag, { key, ...rest, ...(className ? { className } : {}) }, ...(kids.length ? kids : []));
}
