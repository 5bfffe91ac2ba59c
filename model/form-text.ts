/**
 * Text that depends on the online application form (issue #33, "No promise of an online form that isn't there"):
 * `{withForm: …}` is shown only while site.yaml's `applyForm.formId` is set, `{withoutForm: …}` only while it is
 * empty. Content, front-matter fields and messages use it, so no page invites a visitor to apply online before the
 * form is there, and every invitation comes back with its id (content/README.md, "Apply online, or call").
 */
import type { Site } from "./schemas/index.ts";

/** Whether the site has its online application form: the one place that decides it. */
export function hasApplyForm(site: Pick<Site, "applyForm">): boolean {
  return site.applyForm.formId !== "";
}

/** The two span openers, each with whether it is shown when the site has the form. */
const openers = [
  ["{withForm:", true],
  ["{withoutForm:", false],
] as const;

/** Where the span opened at `start` ends (the offset of its closing brace), or -1 when `text` does not close it. */
function spanEnd(text: string, start: number): number {
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    if (text[i] === "{") depth++;
    else if (text[i] === "}" && --depth === 0) return i;
  }
  return -1;
}

/** The next span in `text` from `from`: its start, its opener's length, and whether it is shown with a form. */
function nextSpan(text: string, from: number): { start: number; length: number; withForm: boolean } | undefined {
  let found: { start: number; length: number; withForm: boolean } | undefined;
  for (const [opener, withForm] of openers) {
    const start = text.indexOf(opener, from);
    if (start !== -1 && (!found || start < found.start)) found = { start, length: opener.length, withForm };
  }
  return found;
}

/**
 * `text` with each `{withForm: …}` and `{withoutForm: …}` kept (without its braces and name) or left out, as `form`
 * says. The one space after the colon is not part of the text. When a span is left out and only punctuation, a space
 * or the end follows it, the space before it goes too: "at any hour {withForm: or apply online}." reads "at any hour."
 * A span left out at the start of a text takes the space after it along.
 * A span that is not closed is left as written (spanProblems names it).
 */
export function formText(text: string, form: boolean): string {
  if (!text.includes("Form:")) return text;
  let out = "";
  let at = 0;
  for (let span = nextSpan(text, 0); span; span = nextSpan(text, at)) {
    const end = spanEnd(text, span.start);
    if (end === -1) break;
    out += text.slice(at, span.start);
    let inner = text.slice(span.start + span.length, end);
    if (inner.startsWith(" ")) inner = inner.slice(1);
    at = end + 1;
    if (span.withForm === form) out += formText(inner, form);
    else if (out.endsWith(" ") && /^(?:$|[\s.,;:!?)])/.test(text.slice(at))) out = out.slice(0, -1);
    else if (/(?:^|\n)$/.test(out) && text[at] === " ") at++; // a sentence left out at the start: no space before the next
  }
  return out + text.slice(at);
}

/** The offsets in `text` of each `{withForm:` or `{withoutForm:` that is not closed in it. */
export function unclosedSpans(text: string): number[] {
  const found: number[] = [];
  for (let span = nextSpan(text, 0); span; span = nextSpan(text, span.start + 1)) if (spanEnd(text, span.start) === -1) found.push(span.start);
  return found;
}
