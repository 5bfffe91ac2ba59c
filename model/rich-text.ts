/**
 * Short formatted text as JSON (CONTRIBUTING.md, "Islands": island props are JSON, never HTML strings or React
 * elements). The content loader makes it from Markdown (generator/content/rich-text.ts);
 * templates/islands/rich-text.tsx renders it.
 */

/** A text node, or an element as [tag, attributes, ...children]. */
export type RichNode = string | [tag: string, attributes: Record<string, string>, ...children: RichNode[]];
