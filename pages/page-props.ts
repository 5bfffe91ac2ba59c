/** The props every page template receives: its own content and the shared site context. */

import type { Loaded } from "../model/content.ts";
import type { SiteContext } from "../model/site-context.ts";

/** `page` is the page's validated content file; `ctx` the site constants and navigation. */
export interface PageProps<T> {
  page: Loaded<T>;
  ctx: SiteContext;
}
