/**
 * The form on screen is always the entry the address names (issue #34, finding 5). Decap keeps an entry's editor
 * mounted when only the entry in the address changes (typed, a bookmark, Back or Forward; decap-cms #4147): the
 * address then names one entry while the form, and its save, are another's. When the address moves from one entry's
 * editor to another's, the page reloads at the new address instead, before Decap's router sees the change, so Decap
 * starts on that entry alone. A reload is what a typed address does on any other site, and Decap's own "leave with
 * unsaved changes?" question (beforeunload) still guards an unsaved form.
 */

/** The entry an editor address names ("counties/entries/alamance-county", "counties/new"), or undefined for any other page. */
export function entryOfAddress(hash: string): string | undefined {
  return /^#\/collections\/([^/?#]+)\/(entries\/[^?#]+|new)(?:[?#].*)?$/.exec(hash)?.slice(1, 3).join("/");
}

/**
 * Whether going from `from` to `to` needs a reload. Decap itself moves from a new entry's editor to the entry once
 * saved (`new` → `entries/<slug>` of one collection), and from an entry to its copy ("Duplicate": `new?duplicate=true`
 * of the collection, the copy held in memory): those forms are right, and stay.
 */
export function needsReload(from: string, to: string): boolean {
  const [a, b] = [entryOfAddress(from), entryOfAddress(to)];
  if (a === undefined || b === undefined || a === b) return false;
  const [aCollection, aEntry] = [a.slice(0, a.indexOf("/")), a.slice(a.indexOf("/") + 1)];
  if (aEntry === "new" && b.startsWith(`${aCollection}/entries/`)) return false;
  return !(b === `${aCollection}/new` && /[?&]duplicate=true\b/.test(to));
}

/** Reloads on every address change from one entry's editor to another's. Call before Decap starts. */
export function reloadOnEntryChange(): void {
  let last = location.hash;
  // Capture on window runs before Decap's router (history's hashchange listener on window, added later).
  window.addEventListener(
    "hashchange",
    (event) => {
      const from = last;
      last = location.hash;
      if (!needsReload(from, location.hash)) return;
      event.stopImmediatePropagation();
      location.reload();
    },
    { capture: true },
  );
}
