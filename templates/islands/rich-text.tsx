/**
 * Renders rich-text nodes (model/rich-text.ts: short formatted text as JSON, for island props) the same way on the
 * server and in the browser.
 */
import { createElement, Fragment, type ReactNode } from "react";
import { keepWhole, type RichNode } from "../../model/rich-text.ts";

/** The tags Markdown text may produce here; anything else is rendered as its children only. */
const tags = new Set(["p", "a", "strong", "em", "code", "ul", "ol", "li", "br", "span", "blockquote"]);

/** Renders rich-text nodes to React elements. */
export function RichText({ nodes }: { nodes: RichNode[] }) {
  return <>{nodes.map(toReact)}</>;
}

function toReact(node: RichNode, key: number): ReactNode {
  if (typeof node === "string") return keepWhole(node);
  const [tag, attributes, ...children] = node;
  const kids = children.map(toReact);
  if (!tags.has(tag)) return createElement(Fragment, { key }, ...kids);
  const { class: className, ...rest } = attributes;
  return createElement(tag, { key, ...rest, ...(className ? { className } : {}) }, ...(kids.length ? kids : []));
}
