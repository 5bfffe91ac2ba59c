/**
 * The front-matter fields that hold Markdown (section intros, card and step texts, text sections, FAQ answers) are
 * converted to rich-text nodes when content loads, so templates receive nodes and never call the converter.
 */
import type { RichNode } from "../../model/rich-text.ts";
import type { Faq, Section } from "../../model/schemas/index.ts";
import { markdownToRich } from "./rich-text.ts";

/**
 * Makes each Markdown field of `page` (placeholders already filled) read as rich-text nodes, each mention of `phone`
 * a tel: link. A field is converted when first read: the dev server loads every page but renders one per request.
 */
export function convertRichFields(page: Record<string, unknown>, phone: string, newTab: string): void {
  const rich = (owner: unknown, key: string) => {
    const markdown = (owner as Record<string, unknown> | undefined)?.[key];
    if (typeof markdown !== "string") return;
    let nodes: RichNode[] | undefined;
    Object.defineProperty(owner, key, { enumerable: true, configurable: true, get: () => (nodes ??= markdownToRich(markdown, phone, newTab)) });
  };
  for (const s of (page.sections ?? []) as Section[]) {
    rich(s, "intro");
    if (s.kind === "text") rich(s, "text");
    if (s.kind === "cards" || s.kind === "steps") for (const item of s.items) rich(item, "text");
  }
  for (const group of (page.faq ?? []) as Faq) for (const item of group.items) rich(item, "answer");
}
