/**
 * The Spanish collections' entry lists mark each stale translation ("⚠ desactualizada"), so the staff member sees which
 * pages to bring up to date without opening them: Decap's list cards link to `#/collections/<name>/entries/<slug>`,
 * and each card of a translated folder gets a mark when translationStatus (translation.ts) says its English changed.
 */
import type { ContentSnapshot } from "../generator/cms/admin-site.ts";
import { fromMarkdown } from "./formats.ts";
import { translationStatus } from "./translation.ts";

/** Whether the translation `rel` (like es/counties/wake-county.md) is stale against the English in `snapshot`. */
export function isStale(snapshot: ContentSnapshot, rel: string): boolean {
  const text = snapshot.files[rel];
  if (text === undefined || !rel.endsWith(".md")) return false;
  return translationStatus(snapshot, rel, fromMarkdown(text))?.stale === true;
}

/** Keeps marking the stale entries of the folder collections `folders` (name → folder under content/) in the page. */
export function markStaleEntries(snapshot: () => ContentSnapshot, folders: Record<string, string>, mark: string): void {
  const decorate = () => {
    for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href*="/collections/"][href*="/entries/"]')) {
      // The publish-status panel's list of stale pages (publish-status.ts) links to the same entries: it is that list already.
      if (link.closest("[data-publish-status]")) continue;
      const [, name, slug] = /\/collections\/([^/]+)\/entries\/([^/?#]+)/.exec(link.getAttribute("href") ?? "") ?? [];
      const folder = name ? folders[name] : undefined;
      if (!folder || !slug) continue;
      const stale = isStale(snapshot(), `${folder}/${decodeURIComponent(slug)}.md`);
      const badge = link.querySelector("[data-stale-mark]");
      if (stale && !badge) {
        const span = document.createElement("span");
        span.dataset.staleMark = "";
        span.textContent = mark;
        Object.assign(span.style, {
          marginInlineStart: "8px",
          padding: "2px 6px",
          borderRadius: "4px",
          background: "#fde7e9",
          color: "#8a1018",
          font: "700 13px/1.4 system-ui",
        });
        (link.querySelector("h2") ?? link).append(span);
      } else if (!stale && badge) badge.remove();
    }
  };
  new MutationObserver(decorate).observe(document.body, { childList: true, subtree: true });
}
