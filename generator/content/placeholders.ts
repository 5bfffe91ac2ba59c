/**
 * Constants that content text may mention by name, like {phone} or {countiesServed} (ARCHITECTURE.md, "Facts live
 * once"): the value lives once in site.yaml or is computed from content, and is filled in when pages are built.
 */

import type { Lang } from "../../model/language.ts";
import { percent, percentRange } from "../../model/percent.ts";
import { type PlaceholderValues, placeholderNames } from "../../model/placeholders.ts";
import type { CountyData, Site } from "../../model/schemas/index.ts";

/** The words of the units and sentences placeholders are made of, in each language. */
const words = {
  en: {
    month: (n: number) => (n === 1 ? "month" : "months"),
    minute: (n: number) => (n === 1 ? "minute" : "minutes"),
    hour: (n: number) => (n === 60 ? "hour" : "hours"),
    to: "to",
    minimumRule: (fee: string, cap: string) => `${fee} or ${cap} of the bail, whichever is less`,
    answerPromise: (callback: string) =>
      `A licensed agent answers 24 hours a day, 7 days a week. If every agent is on another call, leave your name and number: we aim to call you back within ${callback}.`,
    // "47+": at least 47 (R-4: one unit, reviews, everywhere).
    reviewCount: (n: number) => `${n}+`,
    rating: (rating: string, count: string) => `${rating} stars across ${count} reviews`,
    ratingSentence: (figures: string, sample: boolean) => (sample ? `Sample rating, not real yet: ${figures}.` : `Our clients rate us ${figures}.`),
  },
  es: {
    month: (n: number) => (n === 1 ? "mes" : "meses"),
    minute: (n: number) => (n === 1 ? "minuto" : "minutos"),
    hour: (n: number) => (n === 60 ? "hora" : "horas"),
    to: "a",
    minimumRule: (fee: string, cap: string) => `${fee} o el ${cap} de la fianza, lo que sea menor`,
    answerPromise: (callback: string) =>
      `Un agente con licencia contesta las 24 horas, los 7 días de la semana. Si todos los agentes están en otra llamada, deje su nombre y número: procuramos devolverle la llamada en menos de ${callback}.`,
    // M2: never "47+" in running Spanish. "Al menos 47" says what "47+" says; "más de 47" would mean 48 or more (R-4).
    reviewCount: (n: number) => `al menos ${n}`,
    rating: (rating: string, count: string) => `${rating} estrellas en ${count} reseñas`,
    ratingSentence: (figures: string, sample: boolean) =>
      sample ? `Calificación de muestra, todavía no es real: ${figures}.` : `Nuestros clientes nos califican con ${figures}.`,
  },
} satisfies Record<Lang, unknown>;

/** [6, 9, 12] → "6–12 months"; [12] → "12 months". */
const monthsRange = (months: number[], lang: Lang) => {
  const [low, high] = [Math.min(...months), Math.max(...months)];
  return low === high ? `${high} ${words[lang].month(high)}` : `${low}–${high} ${words[lang].month(high)}`;
};

/** 90 → "1½", 120 → "2", 150 → "2½" hours; other minutes are rounded to the half hour. */
const hours = (m: number) => {
  const half = Math.round(m / 30);
  return `${Math.floor(half / 2) || (half % 2 ? "" : "0")}${half % 2 ? "½" : ""}`;
};

/** [30, 60] → "30–60 minutes", [60, 180] → "1–3 hours", [30, 120] → "30 minutes to 2 hours" (or in Spanish). */
export function formatMinutes([low, high]: readonly [number, number], lang: Lang = "en"): string {
  const w = words[lang];
  const unit = (m: number) => (m < 60 ? `${m} ${w.minute(m)}` : `${hours(m)} ${w.hour(m)}`);
  if (high <= 60) return low === high ? unit(low) : `${low}–${high} ${w.minute(high)}`;
  if (low >= 60) return low === high ? unit(low) : `${hours(low)}–${hours(high)} ${w.hour(high)}`;
  return `${unit(low)} ${w.to} ${unit(high)}`;
}

/** The sum of usual times, shortest with shortest and longest with longest. */
export const sumMinutes = (...spans: (readonly [number, number])[]): [number, number] => [
  spans.reduce((n, s) => n + s[0], 0),
  spans.reduce((n, s) => n + s[1], 0),
];

/** Figures counted from content, never typed: what the county files hold (C-1, C-2). */
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

/** The text each placeholder stands for, in `lang`; a language other than English takes site.yaml's sentences from `translated`. */
export function placeholderValues(site: Site, counts: ContentCounts, lang: Lang = "en", translated?: { cosignerRule: string }): PlaceholderValues {
  const { address: a, premium, times: t } = site;
  const w = words[lang];
  const callback = `${site.callback} ${w.minute(site.callback)}`;
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
      lang,
    ),
    rating: site.rating.value.toFixed(1),
    reviewCount: w.reviewCount(site.rating.reviewCount),
    // R-1: while site.yaml marks the rating a sample, the sentence says so, in each language.
    ratingSentence: w.ratingSentence(w.rating(site.rating.value.toFixed(1), w.reviewCount(site.rating.reviewCount)), site.rating.sample === true),
    licenseNumber: site.licenseNumber,
    bookingTime: formatMinutes(t.booking, lang),
    conditionsTime: formatMinutes(t.conditions, lang),
    paperworkTime: formatMinutes(t.paperwork, lang),
    postingTime: formatMinutes(t.posting, lang),
    releaseTime: formatMinutes(t.release, lang),
    // Derived, never typed: our part of the night, and the whole night counted from the arrest.
    callToRelease: formatMinutes(sumMinutes(t.paperwork, t.posting, t.release), lang),
    arrestToRelease: formatMinutes(sumMinutes(t.booking, t.conditions, t.paperwork, t.posting, t.release), lang),
    // Our own estimates, from site.yaml (truth audit T-2: they were typed on three pages each).
    arrivalAlamance: minutes(site.arrival.alamance),
    arrivalOrange: minutes(site.arrival.orange),
    callbackTime: callback,
    // One promise everywhere: a person answers, and a busy line gets a call back, never silence.
    answerPromise: w.answerPromise(callback),
    cosignerRule: lang === "en" || !translated ? site.cosignerRule : translated.cosignerRule,
  };
}

const pattern = /\{((?:law\.)?[A-Za-z][A-Za-z0-9]*)\}/g;
const known = new Set<string>(placeholderNames);

/**
 * Names written in braces that are not placeholders, with their offset in `text`. A statement of law
 * (`{law.name}`) is checked later against content/data/law.yaml (`lawStatementNames`).
 */
export function unknownPlaceholders(text: string): { name: string; offset: number }[] {
  return [...text.matchAll(pattern)].filter((m) => !known.has(m[1]!) && !m[1]!.startsWith("law.")).map((m) => ({ name: m[1]!, offset: m.index }));
}

/** The statements of law `text` names (`{law.forfeitureNotice}` → "forfeitureNotice"), with their offsets. */
export function lawStatementNames(text: string): { name: string; offset: number }[] {
  return [...text.matchAll(pattern)].filter((m) => m[1]!.startsWith("law.")).map((m) => ({ name: m[1]!.slice(4), offset: m.index }));
}

/** `text` with every known placeholder replaced by its value. */
export function fill(text: string, values: PlaceholderValues): string {
  return text.includes("{") ? text.replace(pattern, (all, name: string) => values[name as keyof PlaceholderValues] ?? all) : text;
}

// Names that were replaced, with why: a maintainer who types the old one learns the new one.
const replaced: Record<string, string> = {
  premiumStatute:
    "{premiumStatute} was replaced by {law.premiumCap}, the one text of the premium cap (content/data/law.yaml, with its Spanish). Write {law.premiumCap}.",
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
