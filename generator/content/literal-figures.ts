/**
 * The check that keeps figures single-sourced (#16; ARCHITECTURE.md, "Facts live once"): a figure typed into content
 * that states what a named value of site.yaml states is reported at its line and column, with the placeholder to write
 * instead. It runs when content loads, before anything is rendered.
 */

import type { PlaceholderName, PlaceholderValues } from "../../model/placeholders.ts";
import type { Problem } from "./problem.ts";

// A span of time or a range, however it is typed: "30–60 minutes", "30 to 60 minutes", "1-4 hours", "1½–4 hours".
const num = String.raw`\d+(?:[.,]\d+)?½?`;
const span = String.raw`${num}\s*(?:–|-|to)\s*${num}\s*(?:minutes?|hours?|hrs?)`;
const timeSpan = new RegExp(`\\b(?:${span}|${num}\\s*(?:minutes?|hours?)\\s+to\\s+${num}\\s*(?:minutes?|hours?))`, "gi");

/** A value, or a promise of content/messages/<lang>.yaml (`promise.callback`: the only text that shows {callbackTime}). */
type Shown = PlaceholderName | `promise.${string}`;

/** One kind of typed figure: what it looks like, the words beside it that make it ours, and what to write. */
interface FigureRule {
  placeholder: Shown | Shown[]; // what to write instead: a value, or the promise that states the figure
  pattern: RegExp; // global
  near: RegExp; // the sentence must say this for the figure to be the named one
  unless?: RegExp; // …and must not say this (another office's own timing)
}

const other = /\bICE\b|immigration|federal|Marshals|appeal|transfer|another county/i;

/** The table of named figures. A new named value is one line here. */
export const figureRules: FigureRule[] = [
  { placeholder: ["releaseTime", "callToRelease"], pattern: timeSpan, near: /releas|walks? out|home/i, unless: other },
  { placeholder: "paperworkTime", pattern: timeSpan, near: /paperwork|documentation|application|sign/i, unless: other },
  { placeholder: "bookingTime", pattern: timeSpan, near: /booking|booked/i, unless: other },
  { placeholder: ["promise.arrivalAlamance", "promise.arrivalOrange"], pattern: /\b\d+\s*minutes?\b/gi, near: /meet you|reach you|arriv/i, unless: other },
  { placeholder: "promise.callback", pattern: /\b\d+\s*minutes?\b/gi, near: /call (?:you )?back|voicemail|pick up|answer within/i },
  { placeholder: "premiumRange", pattern: /\b\d+\s*(?:–|-|to)\s*\d+\s*(?:%|percent)/gi, near: /premium|cost|charge|fee/i },
  { placeholder: "premiumCap", pattern: /(?<![–\d-]\s*)\b15\s*(?:%|percent)/gi, near: /cap|premium|fee|charge|more than|at most/i },
  { placeholder: "capOn10000", pattern: /\$1,?500\b/g, near: /\$10,000/ },
  { placeholder: "minimumRule", pattern: /\b(?:minimum|smallest|lowest) (?:premium |fee |charge )?(?:is |of )?(?:only |just )?\$\d[\d,]*/gi, near: /\$/ },
  { placeholder: "downPayment", pattern: /\b\d+\s*(?:–|-|to)\s*\d+\s*%/g, near: /down|up front/i },
  { placeholder: "planMonths", pattern: /\b\d+\s*(?:–|-|to)\s*\d+\s*months\b/gi, near: /plan|pay/i },
];

/** Sentences of a line, with their start column (0-based): split after . ! ? and at quotes that close a value. */
export function sentences(line: string): { text: string; start: number }[] {
  const out: { text: string; start: number }[] = [];
  let start = 0;
  for (const m of line.matchAll(/[.!?](?=\s|"|$)|"\s*$/g)) {
    out.push({ text: line.slice(start, m.index + 1), start });
    start = m.index + 1;
  }
  if (start < line.length) out.push({ text: line.slice(start), start });
  return out;
}

/** The front matter key a line belongs to (the nearest `key:` at or above it), or "body" below the front matter. */
export function fieldAt(lines: string[], index: number, bodyStart: number): string {
  if (index >= bodyStart) return "body";
  for (let i = index; i >= 0; i--) {
    const key = /^\s*(?:- )?([A-Za-z][\w]*):/.exec(lines[i]!)?.[1];
    if (key) return key;
  }
  return "";
}

/** Every typed figure in `text` (a content file as written) that repeats a named value; `file` names it in problems. */
export function literalFigureProblems(file: string, text: string, values: PlaceholderValues): Problem[] {
  const lines = text.split("\n");
  // Markdown files: the body starts after the second `---`; a YAML file has no body.
  const fences = lines.flatMap((l, i) => (l === "---" ? [i] : []));
  const bodyStart = file.endsWith(".md") && fences.length >= 2 ? fences[1]! + 1 : lines.length;
  const problems: Problem[] = [];
  lines.forEach((line, i) => {
    if (/^\s*#/.test(line) && i < bodyStart) return; // a YAML comment explains, it is not shown
    for (const sentence of sentences(line)) {
      for (const rule of figureRules) {
        if (!rule.near.test(sentence.text) || rule.unless?.test(sentence.text)) continue;
        for (const m of sentence.text.matchAll(rule.pattern)) {
          const names = [rule.placeholder].flat();
          problems.push({
            file,
            line: i + 1,
            column: sentence.start + m.index + 1,
            field: fieldAt(lines, i, bodyStart),
            message: `This figure is typed, so it can contradict site.yaml. Write ${names.map((n) => `{${n}}`).join(" or ")} instead.`,
            expected: names.map((n) => `{${n}} (now "${values[n]}")`).join(" or "),
            got: JSON.stringify(m[0]),
          });
          break; // one report per rule and sentence is enough to point at it
        }
      }
    }
  });
  return problems;
}
