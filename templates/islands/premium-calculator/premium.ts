/**
 * What a bond costs and what an example payment plan looks like, worked out from the rules in content/site.yaml
 * (`premium` and `paymentPlans`). Pure arithmetic in whole dollars, used by the tables (server) and by the
 * calculator island (browser), so both always show the same figures.
 *
 * The law: G.S. 58-71-95(5) lets a bondsman take only the premium, at most 15% of the bond. So the premium is
 * rounded down to the dollar at the cap, the minimum is "the minimum fee or the cap, whichever is less", and a
 * plan's payments add up to the premium exactly: nothing is charged on top.
 */

/** A low–high pair of whole dollars. */
export interface Range {
  low: number;
  high: number;
}

/** The rules, as site.yaml holds them (passed to the island as props). */
export interface PremiumRules {
  typicalRate: number; // lowest usual premium, as a share of the bail amount
  maxRate: number; // the legal cap
  minimumFee: number; // dollars, lowered to the cap on a small bail
  downPayment: [number, number]; // share of the premium paid up front, lowest and highest (policy)
  planLength: { upTo: number | null; months: number }[]; // the longest plan by bail amount, smallest first
}

/** One end of an example plan: `down + monthly × months = premium`, to the dollar. */
export interface Plan {
  premium: number;
  down: number;
  monthly: number;
}

/** The example for one bail amount: the plan at the lowest premium and at the highest, over the same months. */
export interface ExamplePlan {
  bail: number;
  cap: number; // the most the law allows on this bail, in whole dollars
  premium: Range;
  low: Plan;
  high: Plan;
  months: number; // 0 when the premium is too small to split: it is paid at once
}

// Rates as whole hundredths of a percent, so 15% of $333 is worked out in integers, never as 49.949999….
const basisPoints = (rate: number) => Math.round(rate * 10_000);
const shareDown = (amount: number, rate: number) => Math.floor((amount * basisPoints(rate)) / 10_000);
const shareUp = (amount: number, rate: number) => Math.ceil((amount * basisPoints(rate)) / 10_000);
const shareNearest = (amount: number, rate: number) => Math.round((amount * basisPoints(rate)) / 10_000);

/** The most the law allows on `bail` dollars: the cap, rounded down to the dollar. */
export const capFor = (bail: number, rules: PremiumRules) => shareDown(bail, rules.maxRate);

/** The minimum premium on `bail` dollars: the minimum fee or the cap, whichever is less. */
export const minimumFor = (bail: number, rules: PremiumRules) => Math.min(rules.minimumFee, capFor(bail, rules));

/** The premium on `bail` dollars: from the typical rate (never below the minimum) up to the cap. */
export function premiumFor(bail: number, rules: PremiumRules): Range {
  const high = capFor(bail, rules);
  return { low: Math.min(Math.max(shareNearest(bail, rules.typicalRate), minimumFor(bail, rules)), high), high };
}

/** The longest plan, in months, for `bail` dollars (the first tier that covers it). */
export function planLengthFor(bail: number, rules: PremiumRules): number {
  return (rules.planLength.find((t) => t.upTo === null || bail <= t.upTo) ?? rules.planLength.at(-1)!).months;
}

/**
 * The example plan for `bail` dollars. The down payment is the policy's lowest share of the premium; the rest is
 * split into equal whole-dollar monthly payments over the bail's plan length, and the few dollars that do not
 * split evenly go on the down payment, so `down + monthly × months` is the premium exactly (no smaller last
 * payment). On a tiny premium the plan is shortened until the down payment stays within the policy's highest share.
 */
export function examplePlan(bail: number, rules: PremiumRules): ExamplePlan {
  const premium = premiumFor(bail, rules);
  const [lowShare, highShare] = rules.downPayment;
  const plan = (p: number, months: number): Plan => {
    const monthly = months === 0 ? 0 : Math.floor((p - shareUp(p, lowShare)) / months);
    return { premium: p, down: p - monthly * months, monthly };
  };
  // A length fits when every monthly payment is at least $1, each down payment stays within the policy, and the
  // lower premium's figures are not above the higher one's (so "$253–$375" reads as a range, low with low).
  const fits = (m: number) => {
    const [low, high] = [plan(premium.low, m), plan(premium.high, m)];
    return [low, high].every((e) => e.monthly >= 1 && e.down <= shareDown(e.premium, highShare)) && low.down <= high.down && low.monthly <= high.monthly;
  };
  let months = planLengthFor(bail, rules);
  while (months > 0 && !fits(months)) months--;
  return { bail, cap: capFor(bail, rules), premium, low: plan(premium.low, months), high: plan(premium.high, months), months };
}

/** What a plan collects: the down payment plus every monthly payment. */
export const totalOf = (plan: Plan, months: number) => plan.down + plan.monthly * months;

/** The low and high ends of one figure of an example, as a range. */
export const pick = (e: ExamplePlan, figure: (p: Plan) => number): Range => ({ low: figure(e.low), high: figure(e.high) });

/** $1,500 */
export const formatDollars = (n: number) => `$${n.toLocaleString("en-US")}`;

/** $500–$750, or $45 when both ends are equal. */
export const formatRange = (r: Range, unit = formatDollars) => (r.low === r.high ? unit(r.low) : `${unit(r.low)}–${unit(r.high)}`);

/** The words plan lengths are written with, in the page's language. */
export interface MonthWords {
  month: string; // "month"
  months: string; // "months"
  none: string; // "none": the premium is paid at once
}

/** "9 months", "1 month", or "none" when the premium is paid at once. */
export const formatMonths = (months: number, w: MonthWords) => (months === 0 ? w.none : `${months} ${months === 1 ? w.month : w.months}`);

/** The bail amount a visitor typed ("$12,500", "12500"), or undefined when it is not a usable amount. */
export function parseBail(text: string): number | undefined {
  const cleaned = text.replace(/[$,\s]/g, "");
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(cleaned)) return undefined;
  const n = Math.round(Number(cleaned));
  return n >= 1 ? n : undefined;
}

/** Whether `text` is a whole number of dollars too long for parseBail (ten digits or more): a bail, but not one this page works out. */
export const tooLarge = (text: string) => /^\d{10,}(\.\d{1,2})?$/.test(text.replace(/[$,\s]/g, ""));
