/**
 * What the editor shows around a save: a refusal stays on screen beside the form, naming the fields, until the entry
 * would be accepted (Decap shows a thrown preSave error only as a notice that fades after eight seconds); and after a
 * save that wrote something other than what the form shows (a recorded sourceHash, a new review moved to the top),
 * the entry is opened again from the saved file.
 */
import type { Problem } from "../generator/content/problem.ts";
import { type EntryData, listField } from "./formats.ts";
import { reviewedField } from "./translation.ts";

const boxId = "save-refused";

/** Decap's config, as far as the labels of an entry's fields go. */
export interface FieldsConfig {
  collections: { name: string; fields?: { name: string; label?: string }[]; files?: { name: string; fields?: { name: string; label?: string }[] }[] }[];
}

/** The label of the form's field a problem is about (its first key), as the entry's collection names it. */
export function fieldLabel(config: FieldsConfig, collection: string, slug: string, field: string | undefined): string | undefined {
  const name = field?.split(".")[0];
  const c = config.collections.find((x) => x.name === collection);
  const fields = c?.files ? c.files.find((f) => f.name === slug)?.fields : c?.fields;
  return fields?.find((f) => f.name === name)?.label;
}

/**
 * Shows why a save was refused, beside the form, until `clearRefusal`: each problem with the field's label, and the
 * field's label in the form outlined.
 */
export function showRefusal(heading: string, problems: { problem: Problem; text: string; label?: string }[]): void {
  clearRefusal();
  const box = document.createElement("div");
  box.id = boxId;
  box.setAttribute("role", "alert");
  box.style.cssText =
    "position:fixed;left:0;bottom:0;z-index:1000;width:min(50vw,720px);max-height:35vh;overflow:auto;box-sizing:border-box;" +
    "padding:1rem;background:#fff;color:#1a1a1a;border:3px solid #b00020;font:16px/1.5 system-ui;box-shadow:0 -2px 8px rgba(0,0,0,.2)";
  const title = document.createElement("p");
  title.style.cssText = "margin:0;font-weight:700";
  title.textContent = heading;
  const list = document.createElement("ul");
  list.style.cssText = "margin:.5rem 0 0;padding-inline-start:1.25rem";
  for (const { text, label } of problems) {
    const item = document.createElement("li");
    const name = document.createElement("strong");
    name.textContent = label ?? "";
    name.style.color = "#1a1a1a";
    const detail = document.createElement("pre");
    detail.style.cssText = "white-space:pre-wrap;margin:0;font-size:14px;color:#1a1a1a";
    detail.textContent = text;
    item.append(...(label ? [name] : []), detail);
    list.append(item);
  }
  box.append(title, list);
  document.body.append(box);
  window.addEventListener("hashchange", clearRefusal, { once: true });
  const labels = new Set(problems.map((p) => p.label).filter(Boolean));
  const marked = [...document.querySelectorAll("label")].filter((el) => labels.has(el.textContent?.trim()));
  for (const el of marked) {
    el.setAttribute("data-refused-field", "");
    el.style.outline = "3px solid #b00020";
  }
  marked[0]?.scrollIntoView({ block: "center" }); // above the message, which covers the form's lower part
}

export function clearRefusal(): void {
  document.getElementById(boxId)?.remove();
  for (const el of document.querySelectorAll<HTMLElement>("[data-refused-field]")) {
    el.removeAttribute("data-refused-field");
    el.style.outline = "";
  }
}

/** A value as the file would hold it: keys sorted, empty values (which a save leaves out) gone. */
function normal(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(normal);
  if (!v || typeof v !== "object") return v;
  const kept = Object.entries(v).filter(([, x]) => !(x === undefined || x === null || x === "" || (Array.isArray(x) && x.length === 0)));
  return Object.fromEntries(kept.sort(([a], [b]) => a.localeCompare(b)).map(([k, x]) => [k, normal(x)]));
}

/**
 * Whether the form, after a save, shows other data than the file now holds, where the save itself wrote something
 * else: a ticked review (the file got the English's sourceHash), or a list file whose new item went where the
 * file's order says (formats.ts).
 */
export function formDiffersFromFile(form: EntryData, saved: EntryData): boolean {
  if (form[reviewedField] === true) return true;
  return listField in form && JSON.stringify(normal(form[listField])) !== JSON.stringify(normal(saved[listField]));
}

/**
 * Opens the entry again from the saved file: Decap keeps the form's data after a save, and reads the file when an
 * entry is opened. Its address is left and entered again once Decap shows the collection.
 */
export function reopen(): void {
  const address = location.hash;
  const collection = address.replace(/\/entries\/.*$/, "");
  if (collection === address) return;
  // Decap calls postSave before it marks the entry saved; leaving sooner would ask about unsaved changes.
  setTimeout(() => {
    if (location.hash !== address) return; // the editor went elsewhere meanwhile
    location.hash = collection;
    setTimeout(() => {
      location.hash = address;
    }, 500);
  }, 1500);
}
