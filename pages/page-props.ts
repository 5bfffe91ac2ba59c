/** The props every page template receives: its own content and the shared site context. */
import type { Loaded } from "../generator/content/load.ts";
import type { SiteContext } from "../generator/site-context.ts";

/** `page` is the page's validated content file; `ctx` the site constants and navigation. */
export interface PageProps<T> {
  page: Loaded<T>;
  ctx: SiteContext;
}
