/** Opening a question of the FAQ accordion without moving it on the screen. */

/**
 * Opens the `<details>` of `summary`, if it is closed, and closes the other questions of its group (the shared
 * `name`); then scrolls the page by as much as the question moved, at once and before the next paint, so that it
 * stays where it was tapped. Returns whether it opened the question: the caller then cancels the click's own toggle.
 * A question that is open is left to the browser (closing it moves nothing above it).
 */
export function openInPlace(summary: HTMLElement): boolean {
  const details = summary.parentElement;
  if (!(details instanceof HTMLDetailsElement) || details.open) return false;
  const before = summary.getBoundingClientRect().top;
  const group = details.name ? summary.ownerDocument.querySelectorAll<HTMLDetailsElement>("details[open]") : [];
  for (const other of group) if (other.name === details.name) other.open = false;
  details.open = true;
  const moved = summary.getBoundingClientRect().top - before;
  if (moved !== 0) window.scrollBy({ top: moved, behavior: "instant" });
  return true;
}
