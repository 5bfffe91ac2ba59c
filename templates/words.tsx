/**
 * The site context of the page being rendered, for components deep in a page that are not handed it (the place
 * cards): Layout provides it, `useT()` reads its words (content/messages/<lang>.yaml). Islands get their words as
 * props, since they also run in the browser, where this context does not exist.
 */
import { createContext, Fragment, type ReactNode, useContext } from "react";
import type { Translate } from "../model/language.ts";
import type { SiteContext } from "../model/site-context.ts";

export const PageSite = createContext<SiteContext | null>(null);

/** The site context of the page being rendered. */
export function useSite(): SiteContext {
  const ctx = useContext(PageSite);
  if (!ctx) throw new Error("useSite() outside Layout: render the component inside <Layout> or pass it ctx.");
  return ctx;
}

/** The translate function of the page being rendered. */
export const useT = (): Translate => useSite().t;

/** `text` with each `{name}` replaced by `nodes[name]` (a link inside a translated sentence). */
export function withNodes(text: string, nodes: Record<string, ReactNode>): ReactNode[] {
  return text.split(/\{([A-Za-z]+)\}/).map((part, i) => (i % 2 === 1 ? <Fragment key={part}>{nodes[part] ?? `{${part}}`}</Fragment> : part));
}

/**
 * The words of one group of a messages file, as an island's props: `wordsOf(t, "calculator", ["label", "note"],
 * ["rate"])`. The names in `keep` stay as `{rate}` for the island to fill as the visitor acts.
 */
export function wordsOf<K extends string>(t: Translate, group: string, keys: readonly K[], keep: readonly string[] = []): Record<K, string> {
  const vars = Object.fromEntries(keep.map((name) => [name, `{${name}}`]));
  return Object.fromEntries(keys.map((key) => [key, t(`${group}.${key}`, vars)])) as Record<K, string>;
}
