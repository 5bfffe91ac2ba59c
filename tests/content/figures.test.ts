/**
 * #16: the times and promises on the built site, read across pages as a visitor reads them. Every release time,
 * call-back time and co-signer rule reads the one way site.yaml says, and the process timeline's totals are the
 * sums of its steps. Values come from content/site.yaml, so a maintainer's change there keeps this test true.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { type HTMLElement, parse } from "node-html-parser";
import { beforeAll, describe, expect, it } from "vitest";
import { formatMinutes, sumMinutes, valueWords } from "../../generator/content/placeholders.ts";
import { prepare } from "../../generator/prepare.ts";
import { listFiles } from "../../generator/write.ts";
import { builtSite } from "../helpers/built-site.ts";
import { root } from "../helpers/content-fixture.ts";

const { content } = prepare(path.join(root, "content"));
const { values } = content.langs.en!;
let out: string; // the shared build of content/ (helpers/built-site.ts): read only
let pages: { file: string; main: HTMLElement }[] = [];

beforeAll(async () => {
  out = await builtSite();
  pages = listFiles(out)
    .filter((f) => f.endsWith(".html"))
    .map((file) => ({ file, main: parse(readFileSync(path.join(out, file), "utf8")).querySelector("main") }))
    .filter((p): p is { file: string; main: HTMLElement } => p.main !== null); // redirect pages have none
});

const text = (el: HTMLElement) =>
  el.text
    .replace(/\u2060/g, "")
    .replace(/\s+/g, " ")
    .trim(); // word joiners glue ranges
/** The sentences of every paragraph, list item, label and answer of a page. */
const sentences = (main: HTMLElement) =>
  main
    .querySelectorAll("p, li, dd, td")
    .flatMap((el) => text(el).split(/(?<=[.!?])\s+/))
    .filter(Boolean);

const unit = "(?:minutes?|hours?)";
const num = String.raw`\d+½?`;
// A range of time: "30–60 minutes", "1½–4 hours", "30 minutes to 2 hours" (a lone "24 hours" is not a range).
const spanPattern = new RegExp(`${num}–${num} ${unit}|${num} ${unit} to ${num} ${unit}`, "g");

/** "30–60 minutes" → [30, 60]; "1½–4 hours" → [90, 240]; "30 minutes to 2 hours" → [30, 120]. */
function minutesOf(span: string): [number, number] {
  const n = (s: string) => Number(s.replace("½", "")) + (s.endsWith("½") ? 0.5 : 0);
  const parts = [...span.matchAll(new RegExp(`(${num})(?:–(${num}))? (${unit})`, "g"))].flatMap((m) => {
    const factor = m[3]!.startsWith("hour") ? 60 : 1;
    return [n(m[1]!) * factor, ...(m[2] ? [n(m[2]) * factor] : [])];
  });
  return [parts[0]!, parts.at(-1)!];
}

// Other offices' own timings (ICE, the federal court, a transfer through another county) are not ours to name.
const otherOffice = /\bICE\b|immigration|federal|Marshals|appeal|transfer|another county/i;

describe("one reading of every named figure across all pages", () => {
  it("every time stated beside a release is one of site.yaml's named times", () => {
    const named = new Set([
      values.releaseTime,
      values.callToRelease,
      values.arrestToRelease,
      values.postingTime,
      values.paperworkTime,
      values.bookingTime,
      values.conditionsTime,
    ]);
    let checked = 0;
    for (const { file, main } of pages)
      for (const s of sentences(main).filter((s) => /releas/i.test(s) && !otherOffice.test(s)))
        for (const [span] of s.matchAll(spanPattern)) {
          checked++;
          expect(named, `${file}: "${span}" in "${s}"`).toContain(span);
        }
    expect(checked).toBeGreaterThan(pages.length / 2); // most pages say how soon release comes
  });

  it("every page that mentions a call-back or voicemail gives site.yaml's call-back time", () => {
    let checked = 0;
    for (const { file, main } of pages)
      for (const s of sentences(main).filter((s) => /call (?:you )?back|voicemail/i.test(s) && /\d+ minutes?/.test(s))) {
        checked++;
        expect(s.match(/\d+ minutes?/g), `${file}: "${s}"`).toEqual([values.callbackTime]);
      }
    expect(checked).toBeGreaterThan(0);
  });

  it("every statement of who can co-sign is site.yaml's rule, word for word", () => {
    let checked = 0;
    for (const { file, main } of pages)
      for (const s of sentences(main).filter((s) => /co-?signer (?:must be|needs (?:North|a |an |to be))/i.test(s))) {
        checked++;
        expect(s, file).toContain(values.cosignerRule);
      }
    expect(checked).toBeGreaterThan(2);
  });

  it("no page softens the answering promise into an aim", () => {
    for (const { file, main } of pages)
      for (const s of sentences(main).filter((s) => /aim to (?:answer|pick up)/i.test(s)))
        expect.soft(s, `${file}: an answering promise that is not site.yaml's`).toBe("");
  });
});

describe("the process timeline", () => {
  it("shows totals that are the sums of its steps, shortest with shortest and longest with longest", () => {
    const main = pages.find((p) => p.file === "process.html")!.main;
    const steps = main.querySelectorAll("#bail-process ol > li").map((li) => ({
      title: text(li.querySelector("h3")!),
      time: text(li.querySelector("[data-time]")!),
    }));
    const timed = (s: { time: string }) => {
      const found = spanPattern.test(s.time);
      spanPattern.lastIndex = 0; // test() on a global pattern moves lastIndex, and matchAll() above starts from it
      return found;
    };
    const call = steps.findIndex((s) => !timed(s)); // the step where the family calls us: from then on it is our part
    expect(call).toBeGreaterThan(0);
    const all = steps.filter(timed).map((s) => minutesOf(s.time));
    const ours = steps.slice(call + 1).map((s) => minutesOf(s.time));
    const card = (title: string) =>
      text(
        main
          .querySelectorAll("#release-timeline ul > li")
          .find((li) => text(li.querySelector("h3")!) === title)!
          .querySelector("dd")!,
      );
    expect(minutesOf(card("Counted from the arrest"))).toEqual(sumMinutes(...all));
    expect(minutesOf(card("Once you call us"))).toEqual(sumMinutes(...ours));
    // The span as the placeholder words it, then (#46) its condition: it counts only once the bail is set.
    const span = formatMinutes(sumMinutes(...ours), valueWords(content.langs.en!.messages.leaves));
    expect(card("Once you call us").startsWith(span), card("Once you call us")).toBe(true);
    expect(card("Once you call us")).toMatch(/bail is set/);
  });
});

// Spanish review M1: a range in Spanish prose reads "de 6 a 12 meses", never "6–12 meses"; English keeps "6–12 months".
describe("ranges of the placeholders, in each language's words", () => {
  const spans = Object.values(content.site.times) as [number, number][];
  const words = (lang: "en" | "es") => valueWords(content.langs[lang]!.messages.leaves);
  it("Spanish time and month ranges join their ends with words, not a dash", () => {
    const es = content.langs.es!.values;
    const ranges = [...spans.map((s) => formatMinutes(s, words("es"))), es.planMonths, es.callToRelease, es.arrestToRelease];
    expect(ranges.length).toBeGreaterThan(2);
    for (const r of ranges) expect(r).toMatch(/^\S+( \p{L}+)? a \S+ \p{L}+$/u);
  });
  it("English ranges in one unit keep the en dash", () => {
    const en = words("en");
    const sameUnit = spans.filter(([low, high]) => high <= 60 || low >= 60);
    expect(sameUnit.length).toBeGreaterThan(0);
    for (const s of sameUnit) expect(formatMinutes(s, en)).toMatch(/^[\d½]+–[\d½]+ \p{L}+$/u);
    expect(values.planMonths).toMatch(/^\d+–\d+ months$/);
  });
});
