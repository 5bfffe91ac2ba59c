/**
 * Short formatted text as JSON (CONTRIBUTING.md, "Islands": island props are JSON, never HTML strings or React
 * elements). The content loader makes it from Markdown (generator/content/rich-text.ts);
 * templates/islands/rich-text.tsx renders it.
 */

/** A text node, or an element as [tag, attributes, ...children]. */
export type RichNode = string | [tag: string, attributes: Record<string, string>, ...children: RichNode[]];

/**
 * Glues figure ranges ("10–15%", "$500–$750", "1–3 hours") with invisible word joiners, so a narrow screen
 * never breaks a range at its dash. Pure, so the server and the browser render identical text.
 */
export function keepRanges(text: string): string {
  return text.includes("–") ? text.replace(/(\d%?)–(?=[\d$])/g, "$1\u2060–\u2060") : text;
}
