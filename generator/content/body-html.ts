/**
 * A Markdown body's hast tree → the HTML string React would have written for it. Bodies used to become React elements
 * and go through renderToString with the page; as a string made once, the page's render only places it
 * (`PageBody`, `Prose`). The bytes are React's, so that no page changes: text and attribute values escaped as React
 * escapes them (`&<>"'`), void elements closed as `<br/>`, and an empty comment between two adjacent texts, where
 * React marks the seam. hast-util-to-html writes other bytes for all three, hence this small writer.
 */
import type { ElementContent, Properties, Root } from "hast";

const voidElements = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]);
const escapes: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" };

/** Text or an attribute value escaped as React's server renderer escapes it. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => escapes[c]!);
}

/** The hast root's children as HTML. */
export function hastToHtml(root: Root): string {
  return children(root.children as ElementContent[]);
}

function children(nodes: ElementContent[]): string {
  let html = "";
  let lastWasText = false;
  for (const node of nodes) {
    if (node.type === "text") {
      if (node.value === "") continue; // React writes nothing for an empty string, and no seam either
      if (lastWasText) html += "<!-- -->";
      html += escapeHtml(node.value);
      lastWasText = true;
      continue;
    }
    lastWasText = false;
    if (node.type !== "element") continue; // comments and raw HTML never reach a body (remark-rehype drops them)
    html += `<${node.tagName}${attributes(node.properties)}>`;
    if (voidElements.has(node.tagName)) html = `${html.slice(0, -1)}/>`;
    else html += `${children(node.children)}</${node.tagName}>`;
  }
  return html;
}

function attributes(properties: Properties): string {
  let html = "";
  for (const [key, value] of Object.entries(properties)) {
    if (value === undefined || value === null || value === false) continue;
    const text = value === true ? "" : Array.isArray(value) ? value.join(" ") : String(value);
    html += ` ${attributeName(key)}="${escapeHtml(text)}"`;
  }
  return html;
}

// hast names properties as the DOM does; the few a Markdown body can carry that differ from their attribute.
function attributeName(key: string): string {
  if (key === "className") return "class";
  if (key === "htmlFor") return "for";
  if (/^(data|aria)[A-Z]/.test(key)) return key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  return key.toLowerCase();
}
