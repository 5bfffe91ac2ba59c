/**
 * Lets the build render the header and footer once instead of on every page (generator/chrome-cache.tsx): when
 * `ChromeSlots` is true, Layout writes a marker element in their place, which the build then fills.
 */
import { createContext, createElement } from "react";

/** True while the build renders pages with cached header and footer. */
export const ChromeSlots = createContext(false);

/** The markers as React writes them. */
export const chromeMarkers = { header: "<chrome-header></chrome-header>", footer: "<chrome-footer></chrome-footer>" } as const;

/** The marker element for `part`. */
export function chromeSlot(part: keyof typeof chromeMarkers) {
  return createElement(`chrome-${part}`);
}
