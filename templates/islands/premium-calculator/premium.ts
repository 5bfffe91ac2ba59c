/**
 * What a bond costs and what an example payment plan looks like, worked out from the rules in content/site.yaml
 * (`premium` and `paymentPlans`). Pure arithmetic, used by the table on /payment-plans (server) and by the
 * calculator island (browser), so both always show the same figures.
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
  minimumFee: number; // dollars
  planDownPayment: [number, number]; // share of the premium paid up front (policy)
  example: {
    downPayment: [number, number]; // share of the bail amount
    tiers: { upTo: number | null; months: [number, number]; monthly: [number, number] }[];
  };
}

/** An example plan for one bail amount. */
export interface ExamplePlan {
  bail: number;
  premium: Range;
  down: Range;
  monthly: Range;
  months: Range;
}

const dollars = (n: number) => Math.round(n);
const clamp = (n: number, low: number, high: number) => Math.min(Math.max(n, low), high);

/**
 * The premium for `bail` dollars: the typical rate to the cap, never below the minimum fee and never above the
 * cap (on a small bond the cap wins: the law outranks our minimum).
 */
export function premiumFor(bail: number, rules: PremiumRules): Range {
  const high = dollars(bail * rules.maxRate);
  return { low: Math.min(dollars(Math.max(bail * rules.typicalRate, rules.minimumFee)), high), high };
}

/** The example plan for `bail` dollars: its tier sets the months and the monthly payment. */
export function examplePlan(bail: number, rules: PremiumRules): ExamplePlan {
  const premium = premiumFor(bail, rules);
  const tier = rules.example.tiers.find((t) => t.upTo === null || bail <= t.upTo) ?? rules.example.tiers.at(-1)!;
  const [shareLow, shareHigh] = rules.planDownPayment;
  const [downLow, downHigh] = rules.example.downPayment;
  // The example down payment, kept within the policy's share of the premium.
  const down = {
    low: dollars(clamp(bail * downLow, premium.low * shareLow, premium.low * shareHigh)),
    high: dollars(clamp(bail * downHigh, premium.high * shareLow, premium.high * shareHigh)),
  };
  return {
    bail,
    premium,
    down,
    monthly: { low: dollars(bail * tier.monthly[0]), high: dollars(bail * tier.monthly[1]) },
    months: { low: tier.months[0], high: tier.months[1] },
  };
}

/** $1,500 */
export const formatDollars = (n: number) => `$${n.toLocaleString("en-US")}`;

/** $500–$750, or $45 when both ends are equal. */
export const formatRange = (r: Range, unit = formatDollars) =>
  r.low === r.high ? unit(r.low) : `${unit(r.low)}–${unit(r.high)}`;

/** 3–6 months */
export const formatMonths = (r: Range) => `${r.low === r.high ? r.low : `${r.low}–${r.high}`} months`;

/** The bail amount a visitor typed ("$12,500", "12500"), or undefined when it is not a usable amount. */
export function parseBail(text: string): number | undefined {
  const cleaned = text.replace(/[$,\s]/g, "");
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(cleaned)) return undefined;
  const n = Math.round(Number(cleaned));
  return n >= 1 ? n : undefined;
}
