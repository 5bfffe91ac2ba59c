/**
 * A list item's title opens it. Decap shows a collapsed item (a FAQ topic, a question) as its title beside a small
 * arrow, and only the arrow opens it: people clicked the title, saw nothing happen, and took the list for read-only.
 * A click on the title presses the item's own arrow, so Decap keeps deciding what is open.
 */

/** Decap's collapsed item title (its class carries the component's name, NestedObjectLabel). */
const titleSelector = '[class*="NestedObjectLabel"]';

/** The arrow button of the list item whose title is `title`: the first button of the bar just before it. */
export function arrowOf(title: Element): HTMLButtonElement | null {
  const bar = title.previousElementSibling;
  return bar?.querySelector<HTMLButtonElement>("button") ?? null;
}

/** From now on a click on a list item's title opens (or closes) the item. */
export function openItemsByTitle(doc: Document): void {
  const style = doc.createElement("style");
  style.textContent = `${titleSelector} { cursor: pointer; }`;
  doc.head.append(style);
  doc.addEventListener("click", (event) => {
    const title = event.target instanceof Element ? event.target.closest(titleSelector) : null;
    if (title) arrowOf(title)?.click();
  });
}
