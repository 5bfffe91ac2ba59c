/**
 * The front-matter fields that hold Markdown (section intros, card and step texts, text sections, FAQ answers) are
 * converted to rich-text nodes when content loads, so templates receive nodes and never call the converter.
 */
import type { RichNode } from "../../model/rich-text.ts";
import { markdownToRich } from "./rich-text.ts";
import type { Card, Faq, Section } from "./schemas.ts";

type WithIntro<S> = Omit<S, "intro"> & { intro?: RichNode[] };
type Step = Extract<Section, { kind: "steps" }>["items"][number];
type FaqItem = Faq[number]["items"][number];
type ToRich<S> = S extends { kind: "cards" }
  ? WithIntro<Omit<S, "items"> & { items: RichCard[] }>
  : S extends { kind: "steps" }
    ? WithIntro<Omit<S, "items"> & { items: (Omit<Step, "text"> & { text: RichNode[] })[] }>
    : S extends { kind: "text" }
      ? WithIntro<Omit<S, "text"> & { text: RichNode[] }>
      : WithIntro<S>;

/** A card of a `cards` section, its text converted. */
export type RichCard = Omit<Card, "text"> & { text: RichNode[] };
/** A section of a loaded page, its Markdown fields converted. */
export type RichSection = ToRich<Section>;
/** A loaded page's `faq:`, its answers converted. */
export type RichFaq = (Omit<Faq[number], "items"> & { items: (Omit<FaqItem, "answer"> & { answer: RichNode[] })[] })[];
/** A page's front matter as templates receive it: `sections` and `faq` converted. */
export type WithRichText<T> = { [K in keyof T]: K extends "sections" ? RichSection[] : K extends "faq" ? RichFaq : T[K] };

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
