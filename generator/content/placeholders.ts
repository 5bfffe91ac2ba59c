/**
 * Constants that content text may mention by name, like {phone} or {countiesServed} (ARCHITECTURE.md decision 6):
 * the value lives once in site.yaml or is computed from content, and is filled in when pages are built.
 */
import type { Site } from "./schemas.ts";

/** Every placeholder a content file may use. */
export const placeholderNames = [
  "name",
  "phone",
  "email",
  "address",
  "city",
  "foundingYear",
  "countiesServed",
  "premiumRange",
  "premiumCap",
  "capOn10000",
  "minimumRule",
  "premiumStatute",
  "downPayment",
  "planMonths",
  "rating",
  "reviewCount",
] as const;
export type PlaceholderName = (typeof placeholderNames)[number];
export type PlaceholderValues = Record<PlaceholderName, string>;

/** 0.15 → "15%". */
export const percent = (rate: number) => `${Math.round(rate * 1000) / 10}%`;
/** 0.10, 0.15 → "10–15%". */
export const percentRange = (low: number, high: number) => `${percent(low).replace("%", "")}–${percent(high)}`;

/** [6, 9, 12] → "6–12 months"; [12] → "12 months". */
const monthsRange = (months: number[]) => {
  const [low, high] = [Math.min(...months), Math.max(...months)];
  return low === high ? `${high} month${high === 1 ? "" : "s"}` : `${low}–${high} months`;
};

/** The text each placeholder stands for. */
export function placeholderValues(site: Site, countiesServed: number): PlaceholderValues {
  const { address: a, premium } = site;
  return {
    name: site.name,
    phone: site.phone,
    email: site.email,
    address: `${a.street}, ${a.city}, ${a.region} ${a.postalCode}`,
    city: a.city,
    foundingYear: String(site.foundingYear),
    countiesServed: String(countiesServed),
    premiumRange: percentRange(premium.typicalRate, premium.maxRate),
    premiumCap: percent(premium.maxRate),
    // The cap worked out on the $10,000 example bond the pages use, so the figure follows site.yaml.
    capOn10000: `$${Math.round(10_000 * premium.maxRate).toLocaleString("en-US")}`,
    // Never the fee alone: G.S. 58-71-95 caps the premium at 15%, so on a small bail the cap is the minimum.
    minimumRule: `$${premium.minimumFee.toLocaleString("en-US")} or ${percent(premium.maxRate)} of the bail, whichever is less`,
    premiumStatute: premium.statute,
    downPayment: percentRange(...site.paymentPlans.downPayment),
    planMonths: monthsRange(site.paymentPlans.planLength.map((line) => line.months)),
    rating: site.rating.value.toFixed(1),
    reviewCount: `${site.rating.reviewCount}+`,
  };
}

const pattern = /\{([A-Za-z][A-Za-z0-9]*)\}/g;
const known = new Set<string>(placeholderNames);

/** Names written in braces that are not placeholders, with their offset in `text`. */
export function unknownPlaceholders(text: string): { name: string; offset: number }[] {
  return [...text.matchAll(pattern)].filter((m) => !known.has(m[1]!)).map((m) => ({ name: m[1]!, offset: m.index }));
}

/** `text` with every known placeholder replaced by its value. */
export function fill(text: string, values: PlaceholderValues): string {
  return text.includes("{") ? text.replace(pattern, (all, name: string) => values[name as PlaceholderName] ?? all) : text;
}

// Names that were replaced, with why: a maintainer who types the old one learns the new one.
const replaced: Record<string, string> = {
  minimumFee: "{minimumFee} was replaced by {minimumRule}, which states the minimum with the legal cap (\"$50 or 15% of the bail, whichever is less\"). Write {minimumRule}.",
};

/** The message for an unknown placeholder. */
export function unknownPlaceholderMessage(name: string): { message: string; expected: string; got: string } {
  return {
    message: replaced[name] ?? `There is no value called {${name}}. Check the spelling.`,
    expected: placeholderNames.map((n) => `{${n}}`).join(", "),
    got: `{${name}}`,
  };
}
