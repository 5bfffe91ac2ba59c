/**
 * Short formatted text as JSON (CONTRIBUTING.md, "Islands": island props are JSON, never HTML strings or React
 * elements). The content loader makes it from Markdown (generator/content/rich-text.ts);
 * templates/islands/rich-text.tsx renders it.
 */

/** A text node, or an element as [tag, attributes, ...children]. */
export type RichNode = string | [tag: string, attributes: Record<string, string>, ...children: RichNode[]];

/**
 * Glues figure ranges ("10–15%", "$500–$750", "1–3 hours") at their dash and statute numbers ("G.S. 58-71-95",
 * "S.L. 2015-180") at their hyphens with invisible word joiners, so a narrow screen never breaks one in two
 * ("58-71-" at a line's end, "95" on the next). Pure, so the server and the browser render identical text.
 */
export function keepWhole(text: string): string {
  const ranges = text.includes("–") ? text.replace(/(\d%?)–(?=[\d$])/g, "$1\u2060–\u2060") : text;
  return ranges.includes(".S. ") || ranges.includes(".L. ")
    ? ranges.replace(statuteNumber, (_, head: string, tail: string) => head + tail.replaceAll("-", "\u2060-\u2060"))
    : ranges;
}

/** A statute's or a session law's number after its G.S. or S.L.: its head, then each hyphen and what follows it. */
const statuteNumber = /((?:G\.S\.|S\.L\.) \d+[A-Z]?)((?:-\d[\dA-Za-z.]*)+)/g;
