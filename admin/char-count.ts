/**
 * A character count under each field whose hint gives its length, like "(10–60 characters)" or "(10–60 caracteres)":
 * the build refuses a title or description outside it, and counting by eye is how a person got it wrong. The count
 * says how many characters there are and turns red outside the limits, as the person types.
 */
import type { Words } from "./editor-words.ts";

/** The limits a hint gives, "(50–160 characters)", or undefined when it gives none. */
export function limitsOf(hint: string): { min: number; max: number } | undefined {
  const found = /\((\d+)[–-](\d+) (?:characters|caracteres)\)/.exec(hint);
  return found ? { min: Number(found[1]), max: Number(found[2]) } : undefined;
}

/** The count's text and whether the length is within the limits (characters as zod, and so the build, counts them). */
export function countOf(value: string, limits: { min: number; max: number }, w: Words): { text: string; within: boolean } {
  const n = value.length;
  const within = n >= limits.min && n <= limits.max;
  return { text: w(within ? "count.within" : "count.outside", { n, min: limits.min, max: limits.max }), within };
}

/** Keeps a count under every text field with limits in its hint, in the editor's words, while Decap draws its forms. */
export function showCharacterCounts(words: () => Words): void {
  const update = (input: HTMLInputElement | HTMLTextAreaElement) => {
    // Decap's field: a box holding the label, the input itself and the hint (a p) below it.
    const box = input.parentElement;
    const limits = limitsOf(box?.querySelector(":scope > p:not([data-char-count])")?.textContent ?? "");
    if (!box || !limits) return;
    let count = box.querySelector<HTMLElement>(":scope > [data-char-count]");
    if (!count) {
      count = document.createElement("p");
      count.dataset.charCount = "";
      count.setAttribute("aria-live", "polite");
      input.after(count);
    }
    const { text, within } = countOf(input.value, limits, words());
    count.textContent = text;
    count.dataset.within = String(within);
    count.setAttribute("style", `margin:2px 0 0;font:600 13px/1.3 system-ui;color:${within ? "#1b6e2d" : "#b3131b"}`);
  };
  const onEvent = (event: Event) => {
    const target = event.target;
    if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) update(target);
  };
  document.addEventListener("input", onEvent, true);
  document.addEventListener("focusin", onEvent, true);
}
