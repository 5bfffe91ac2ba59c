/**
 * The site's address for Decap's "View Live" links and header link, from content/site.yaml: it changes at go-live, the
 * config does not. While it is a placeholder (www.example.com) those links would lead to someone else's site, so there
 * are none until the real address is set.
 */
import { parse } from "yaml";
import { isPlaceholderUrl } from "../generator/content/unfinished-values.ts";

/** site.yaml's `url` from its text, or undefined while it is missing or a placeholder. */
export function liveUrl(siteYaml: string | undefined): string | undefined {
  const url = (parse(siteYaml ?? "") as { url?: unknown } | null)?.url;
  return typeof url === "string" && !isPlaceholderUrl(url) ? url : undefined;
}
