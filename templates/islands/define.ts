/** What the generator needs to know about an island: its name, its component and when it wakes up. */
import type { ComponentType } from "react";

/**
 * An island's definition. Its client entry is `templates/islands/<name>/entry.tsx`.
 * - `hydrate: "load"`: the entry loads with the page (the apply form must start fetching at once).
 * - `hydrate: "interaction"`: the server HTML already works, so the entry loads only after the visitor does
 *   something: a key press, a tap, a click, focus moving, the pointer over the island, or a scroll that brings it near.
 * - `toasts`: the island can raise toasts, so pages that use it also get the toaster's live region.
 * - `formProvider`: the island embeds the form provider's script and frame (site.yaml `applyForm`), so the policy of
 *   pages that use it allows the provider's origins, and no other page's does.
 */
export interface IslandDef<P extends object> {
  name: string;
  component: ComponentType<P>;
  hydrate: "load" | "interaction";
  toasts?: boolean;
  formProvider?: boolean;
}

/** Declares an island (keeps the component's props type attached to its definition). */
export function defineIsland<P extends object>(def: IslandDef<P>): IslandDef<P> {
  return def;
}

/** The marker attribute that holds an island's name; its JSON props are in `data-props`. */
export const islandAttribute = "data-island";
