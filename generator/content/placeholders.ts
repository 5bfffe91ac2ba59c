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
  "minimumFee",
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
    minimumFee: `$${premium.minimumFee}`,
    premiumStatute: premium.statute,
    downPayment: percentRange(...site.paymentPlans.downPayment),
    planMonths: `${Math.min(...site.paymentPlans.example.tiers.map((t) => t.months[0]))}–${Math.max(...site.paymentPlans.example.tiers.map((t) => t.months[1]))} months`,
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

/** The message for an unknown placeholder. */
export function unknownPlaceholderMessage(name: string): { message: string; expected: string; got: string } {
  return {
    message: `There is no value called {${name}}. Check the spelling.`,
    expected: placeholderNames.map((n) => `{${n}}`).join(", "),
    got: `{${name}}`,
  };
}
