/**
 * Constants that content text may mention by name, like {phone} or {countiesServed} (ARCHITECTURE.md, "Facts live
 * once"): the value lives once in site.yaml or is computed from content, and is filled in when pages are built.
 */
import { percent, percentRange } from "../../model/percent.ts";
import { type PlaceholderValues, placeholderNames } from "../../model/placeholders.ts";
import type { CountyData, Site } from "../../model/schemas/index.ts";

/**
 * The words of the units and sentences placeholders are made of, in one language: the `values` group of its
 * messages file (content/messages/<lang>.yaml), where a translator writes them like any template's words.
 */
export interface ValueWords {
  month: (n: number) => string;
  minute: (n: number) => string;
  hour: (minutes: number) => string;
  to: string;
  /** A range in one unit: "6–12" in English, "6 a 12" in Spanish prose (review M1). */
  range: (low: string | number, high: string | number) => string;
  minimumRule: (fee: string, cap: string) => string;
  reviewCount: (n: number) => string;
  rating: (rating: string, count: string) => string;
  ratingSentence: (figures: string, sample: boolean) => string;
}

/** The keys of a messages file's `values` group, which every language's file has (messages.ts checks the parity). */
export const valueKeys = [
  "month",
  "months",
  "minute",
  "minutes",
  "hour",
  "hours",
  "to",
  "range",
  "minimumRule",
  "reviewCount",
  "rating",
  "ratingSample",
  "ratingReal",
] as const;

/** The value words of a messages file's leaves (`values.month` → "month"); a key it lacks reads as its name in braces. */
export function valueWords(leaves: ReadonlyMap<string, string>): ValueWords {
  const word = (key: (typeof valueKeys)[number]) => leaves.get(`values.${key}`) ?? `{values.${key}}`;
  const put = (key: (typeof valueKeys)[number], vars: Record<string, string | number>) =>
    word(key).replace(/\{([A-Za-z]+)\}/g, (all, name: string) => (name in vars ? String(vars[name]) : all));
  return {
    month: (n) => word(n === 1 ? "month" : "months"),
    minute: (n) => word(n === 1 ? "minute" : "minutes"),
    hour: (m) => word(m === 60 ? "hour" : "hours"),
    to: word("to"),
    range: (low, high) => put("range", { low, high }),
    minimumRule: (fee, cap) => put("minimumRule", { fee, cap }),
    reviewCount: (count) => put("reviewCount", { count }),
    rating: (rating, count) => put("rating", { rating, count }),
    ratingSentence: (figures, sample) => put(sample ? "ratingSample" : "ratingReal", { figures }),
  };
}

/** [6, 9, 12] → "6–12 months"; [12] → "12 months". */
const monthsRange = (months: number[], w: ValueWords) => {
  const [low, high] = [Math.min(...months), Math.max(...months)];
  return low === high ? `${high} ${w.month(high)}` : `${w.range(low, high)} ${w.month(high)}`;
};

/** 90 → "1½", 120 → "2", 150 → "2½" hours; other minutes are rounded to the half hour. */
const hours = (m: number) => {
  const half = Math.round(m / 30);
  return `${Math.floor(half / 2) || (half % 2 ? "" : "0")}${half % 2 ? "½" : ""}`;
};

/** [30, 60] → "30–60 minutes", [60, 180] → "1–3 hours", [30, 120] → "30 minutes to 2 hours" (or in Spanish). */
export function formatMinutes([low, high]: readonly [number, number], w: ValueWords): string {
  const unit = (m: number) => (m < 60 ? `${m} ${w.minute(m)}` : `${hours(m)} ${w.hour(m)}`);
  if (high <= 60) return low === high ? unit(low) : `${w.range(low, high)} ${w.minute(high)}`;
  if (low >= 60) return low === high ? unit(low) : `${w.range(hours(low), hours(high))} ${w.hour(high)}`;
  return `${unit(low)} ${w.to} ${unit(high)}`;
}

/** The sum of usual times, shortest with shortest and longest with longest. */
export const sumMinutes = (...spans: (readonly [number, number])[]): [number, number] => [
  spans.reduce((n, s) => n + s[0], 0),
  spans.reduce((n, s) => n + s[1], 0),
];

/** Figures counted from content, never typed: what the county files hold. */
export interface ContentCounts {
  /** The county pages (content/counties/*.md). */
  countiesServed: number;
  /** Counties served whose data file links the sheriff's online jail list (`sheriff.inmateLookup`). */
  countiesWithJailList: number;
  /** The jails the directory lists: every facility of the counties served. */
  jailCount: number;
  /** Those jails whose phone a source confirms (the directory shows it). */
  jailsWithPhone: number;
}

/** The counts of `counties` (the served counties' data files, one per county page; a county without one has no list). */
export function contentCounts(countiesServed: number, counties: (CountyData | undefined)[]): ContentCounts {
  const jails = counties.flatMap((c) => c?.facilities ?? []);
  return {
    countiesServed,
    countiesWithJailList: counties.filter((c) => c?.sheriff.inmateLookup).length,
    jailCount: jails.length,
    jailsWithPhone: jails.filter((j) => j.phone).length,
  };
}

/**
 * The text each placeholder stands for, in the language whose words `w` are; a language other than the default takes
 * site.yaml's sentences from `translated`.
 */
export function placeholderValues(site: Site, counts: ContentCounts, w: ValueWords, translated?: { cosignerRule: string }): PlaceholderValues {
  const { address: a, premium, times: t } = site;
  const minutes = (n: number) => `${n} ${w.minute(n)}`;
  return {
    name: site.name,
    phone: site.phone,
    email: site.email,
    address: `${a.street}, ${a.city}, ${a.region} ${a.postalCode}`,
    city: a.city,
    foundingYear: String(site.foundingYear),
    countiesServed: String(counts.countiesServed),
    countiesWithJailList: String(counts.countiesWithJailList),
    jailCount: String(counts.jailCount),
    jailsWithPhone: String(counts.jailsWithPhone),
    premiumRange: percentRange(premium.typicalRate, premium.maxRate),
    premiumCap: percent(premium.maxRate),
    // The cap worked out on the $10,000 example bond the pages use, so the figure follows site.yaml.
    capOn10000: `$${Math.round(10_000 * premium.maxRate).toLocaleString("en-US")}`,
    // Never the fee alone: G.S. 58-71-95 caps the premium at 15%, so on a small bail the cap is the minimum.
    minimumRule: w.minimumRule(`$${premium.minimumFee.toLocaleString("en-US")}`, percent(premium.maxRate)),
    downPayment: percentRange(...site.paymentPlans.downPayment),
    planMonths: monthsRange(
      site.paymentPlans.planLength.map((line) => line.months),
      w,
    ),
    rating: site.rating.value.toFixed(1),
    reviewCount: w.reviewCount(site.rating.reviewCount),
    // While site.yaml marks the rating a sample, the sentence says so, in each language.
    ratingSentence: w.ratingSentence(w.rating(site.rating.value.toFixed(1), w.reviewCount(site.rating.reviewCount)), site.rating.sample === true),
    licenseNumber: site.licenseNumber,
    bookingTime: formatMinutes(t.booking, w),
    conditionsTime: formatMinutes(t.conditions, w),
    paperworkTime: formatMinutes(t.paperwork, w),
    postingTime: formatMinutes(t.posting, w),
    releaseTime: formatMinutes(t.release, w),
    // Derived, never typed: our part of the night, and the whole night counted from the arrest.
    callToRelease: formatMinutes(sumMinutes(t.paperwork, t.posting, t.release), w),
    arrestToRelease: formatMinutes(sumMinutes(t.booking, t.conditions, t.paperwork, t.posting, t.release), w),
    // Our own estimates, from site.yaml (once typed on three pages each).
    arrivalAlamance: minutes(site.arrival.alamance),
    arrivalOrange: minutes(site.arrival.orange),
    // Shown only through the promises of content/messages/<lang>.yaml (`{promise.callback}`; promises.ts).
    callbackTime: minutes(site.callback),
    cosignerRule: translated ? translated.cosignerRule : site.cosignerRule,
  };
}

const pattern = /\{((?:law\.|promise\.)?[A-Za-z][A-Za-z0-9]*)\}/g;
const known = new Set<string>(placeholderNames);

/**
 * Names written in braces that are not placeholders, with their offset in `text`. A statement of law
 * (`{law.name}`) is checked later against content/data/law.yaml (`lawStatementNames`), a promise (`{promise.name}`)
 * against the messages' `promise` group (promises.ts).
 */
export function unknownPlaceholders(text: string): { name: string; offset: number }[] {
  return [...text.matchAll(pattern)]
    .filter((m) => !known.has(m[1]!) && !m[1]!.startsWith("law.") && !m[1]!.startsWith("promise."))
    .map((m) => ({ name: m[1]!, offset: m.index }));
}

/** The statements of law `text` names (`{law.forfeitureNotice}` → "forfeitureNotice"), with their offsets. */
export function lawStatementNames(text: string): { name: string; offset: number }[] {
  return [...text.matchAll(pattern)].filter((m) => m[1]!.startsWith("law.")).map((m) => ({ name: m[1]!.slice(4), offset: m.index }));
}

/** The promises `text` names (`{promise.callback}` → "callback"), with their offsets. */
export function promiseNames(text: string): { name: string; offset: number }[] {
  return [...text.matchAll(pattern)].filter((m) => m[1]!.startsWith("promise.")).map((m) => ({ name: m[1]!.slice(8), offset: m.index }));
}

/** `text` with every known placeholder replaced by its value. */
export function fill(text: string, values: PlaceholderValues): string {
  return text.includes("{") ? text.replace(pattern, (all, name: string) => values[name as keyof PlaceholderValues] ?? all) : text;
}

// Names that were replaced, with why: a maintainer who types the old one learns the new one.
const replaced: Record<string, string> = {
  premiumStatute:
    "{premiumStatute} was replaced by {law.premiumCap}, the one text of the premium cap (content/data/law.yaml, with its Spanish). Write {law.premiumCap}.",
  answerPromise:
    "{answerPromise} was replaced by the promises of content/messages/<lang>.yaml (`promise:`), each shown once in every language. Write {promise.answer} {promise.callback}.",
  minimumFee:
    '{minimumFee} was replaced by {minimumRule}, which states the minimum with the legal cap ("$50 or 15% of the bail, whichever is less"). Write {minimumRule}.',
};

/** The message for an unknown placeholder. */
export function unknownPlaceholderMessage(name: string): { message: string; expected: string; got: string } {
  return {
    message: replaced[name] ?? `There is no value called {${name}}. Check the spelling.`,
    expected: placeholderNames.map((n) => `{${n}}`).join(", "),
    got: `{${name}}`,
  };
}
