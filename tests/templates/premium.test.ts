/**
 * The premium and example-plan arithmetic (templates/islands/premium-calculator/premium.ts): checked as rules over
 * a range of bail amounts with site.yaml's own figures (so a changed figure there keeps the test true), and on fixed
 * rules where a worked example is easier to read than a rule.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { prepare } from "../../generator/prepare.ts";
import {
  capFor,
  examplePlan,
  formatMonths,
  formatRange,
  type MonthWords,
  minimumFor,
  type PremiumRules,
  parseBail,
  planLengthFor,
  premiumFor,
  tooLarge,
  totalOf,
} from "../../templates/islands/premium-calculator/premium.ts";
import { premiumRules } from "../../templates/sections.tsx";
import { root } from "../helpers/content-fixture.ts";

const { site } = prepare(path.join(root, "content")).content;
const rules = premiumRules(site);

// Every bail from $1 to $2,000 (where the minimum and the cap meet), then a spread up to $10 million.
const bails = [
  ...Array.from({ length: 2_000 }, (_, i) => i + 1),
  ...Array.from({ length: 400 }, (_, i) => Math.round(2_000 * 1.0215 ** i)),
  ...rules.planLength.flatMap((t) => (t.upTo === null ? [] : [t.upTo, t.upTo + 1])),
];

describe("premiumFor, with site.yaml's rules", () => {
  it("never goes above the cap, and the cap is the largest whole dollar within it", () => {
    for (const bail of bails) {
      const { low, high } = premiumFor(bail, rules);
      expect(high, `$${bail}`).toBeLessThanOrEqual(bail * rules.maxRate + 1e-9);
      expect(high + 1, `$${bail}`).toBeGreaterThan(bail * rules.maxRate + 1e-9);
      expect(low, `$${bail}`).toBeLessThanOrEqual(high);
    }
  });

  it("starts at the typical rate, but never below the minimum fee or the cap, whichever is less", () => {
    for (const bail of bails) {
      const { low } = premiumFor(bail, rules);
      const minimum = Math.min(rules.minimumFee, capFor(bail, rules));
      expect(minimumFor(bail, rules)).toBe(minimum);
      expect(low, `$${bail}`).toBeGreaterThanOrEqual(minimum);
      const typical = Math.min(Math.max(bail * rules.typicalRate, minimum), capFor(bail, rules));
      expect(Math.abs(low - typical), `$${bail}`).toBeLessThanOrEqual(0.5 + 1e-9);
    }
  });

  it("charges the cap, not the minimum fee, on a bail whose cap is below the fee", () => {
    const small = bails.filter((b) => b * rules.maxRate < rules.minimumFee);
    expect(small.length).toBeGreaterThan(0);
    for (const bail of small) expect(premiumFor(bail, rules), `$${bail}`).toEqual({ low: capFor(bail, rules), high: capFor(bail, rules) });
  });
});

describe("examplePlan, with site.yaml's rules", () => {
  it("collects exactly the premium at both ends: down + monthly × months, equal monthly payments, nothing on top", () => {
    for (const bail of bails) {
      const e = examplePlan(bail, rules);
      for (const end of [e.low, e.high]) {
        expect(totalOf(end, e.months), `$${bail}`).toBe(end.premium);
        expect(end.premium, `$${bail}`).toBeLessThanOrEqual(e.cap);
        expect(Number.isInteger(end.down) && Number.isInteger(end.monthly), `$${bail}`).toBe(true);
      }
      expect([e.low.premium, e.high.premium]).toEqual([e.premium.low, e.premium.high]);
      expect(e.cap).toBe(capFor(bail, rules));
    }
  });

  it("keeps each down payment within the policy's share of the premium whenever there is a plan", () => {
    const [lowShare, highShare] = rules.downPayment;
    for (const bail of bails) {
      const e = examplePlan(bail, rules);
      if (e.months === 0) continue;
      for (const end of [e.low, e.high]) {
        expect(end.down, `$${bail}`).toBeGreaterThanOrEqual(end.premium * lowShare - 1e-9);
        expect(end.down, `$${bail}`).toBeLessThanOrEqual(end.premium * highShare + 1e-9);
        expect(end.monthly, `$${bail}`).toBeGreaterThanOrEqual(1);
      }
    }
  });

  it("runs no longer than the bail's plan length, and exactly that long once the premium is $100 or more", () => {
    for (const bail of bails) {
      const e = examplePlan(bail, rules);
      expect(e.months, `$${bail}`).toBeLessThanOrEqual(planLengthFor(bail, rules));
      if (e.premium.low >= 100) expect(e.months, `$${bail}`).toBe(planLengthFor(bail, rules));
    }
  });

  it("reads as a range low with low: no figure of the lower premium is above the higher one's", () => {
    for (const bail of bails) {
      const e = examplePlan(bail, rules);
      expect(e.low.down, `$${bail}`).toBeLessThanOrEqual(e.high.down);
      expect(e.low.monthly, `$${bail}`).toBeLessThanOrEqual(e.high.monthly);
    }
  });

  it("takes each bail's plan length from the first line of planLength that covers it", () => {
    for (const [i, line] of rules.planLength.entries()) {
      if (line.upTo !== null) {
        expect(planLengthFor(line.upTo, rules)).toBe(line.months);
        expect(planLengthFor(line.upTo + 1, rules)).toBe(rules.planLength[i + 1]!.months);
      }
    }
    expect(planLengthFor(1_000_000_000, rules)).toBe(rules.planLength.at(-1)!.months);
  });
});

describe("worked examples, on fixed rules", () => {
  const fixed: PremiumRules = {
    typicalRate: 0.1,
    maxRate: 0.15,
    minimumFee: 50,
    downPayment: [0.25, 0.5],
    planLength: [
      { upTo: 5_000, months: 6 },
      { upTo: 10_000, months: 9 },
      { upTo: null, months: 12 },
    ],
  };

  it("#16 a $10,000 bail: $1,000–$1,500, paid as $253 + 9 × $83 or $375 + 9 × $125", () => {
    expect(examplePlan(10_000, fixed)).toEqual({
      bail: 10_000,
      cap: 1_500,
      premium: { low: 1_000, high: 1_500 },
      low: { premium: 1_000, down: 253, monthly: 83 },
      high: { premium: 1_500, down: 375, monthly: 125 },
      months: 9,
    });
  });

  it("#16 the cap outranks the $50 minimum on small bails", () => {
    expect(premiumFor(200, fixed)).toEqual({ low: 30, high: 30 });
    expect(premiumFor(300, fixed)).toEqual({ low: 45, high: 45 });
    expect(premiumFor(333, fixed)).toEqual({ low: 49, high: 49 }); // 15% is $49.95: rounded down, never up
    expect(premiumFor(400, fixed)).toEqual({ low: 50, high: 60 }); // 10% would be $40
    expect(premiumFor(500, fixed)).toEqual({ low: 50, high: 75 });
  });

  it("splits a $30 premium into $12 down and 6 payments of $3", () => {
    expect(examplePlan(200, fixed)).toMatchObject({ low: { down: 12, monthly: 3 }, high: { down: 12, monthly: 3 }, months: 6 });
  });

  it("shortens the plan on a tiny premium, and asks for it at once when it cannot be split", () => {
    expect(examplePlan(87, fixed)).toMatchObject({ premium: { low: 13, high: 13 }, months: 4, low: { down: 5, monthly: 2 } }); // 6 × $1 would leave $7 down, over half
    expect(examplePlan(9, fixed)).toMatchObject({ premium: { low: 1, high: 1 }, months: 0, low: { down: 1, monthly: 0 } });
  });

  it("formats ranges and months the way the table shows them, in the words it is given", () => {
    expect(formatRange(premiumFor(25_000, fixed))).toBe("$2,500–$3,750");
    expect(formatRange(premiumFor(300, fixed))).toBe("$45");
    const english: MonthWords = { month: "month", months: "months", none: "none" };
    expect([9, 1, 0].map((m) => formatMonths(m, english))).toEqual(["9 months", "1 month", "none"]);
    const spanish: MonthWords = { month: "mes", months: "meses", none: "ninguno" };
    expect([9, 1, 0].map((m) => formatMonths(m, spanish))).toEqual(["9 meses", "1 mes", "ninguno"]);
  });
});

describe("parseBail", () => {
  it.each([
    ["12500", 12_500],
    ["$12,500", 12_500],
    [" 7 500 ", 7_500],
    ["1500.50", 1_501],
  ])("reads %j as %i", (text, bail) => expect(parseBail(text)).toBe(bail));

  it.each(["", "abc", "-500", "0", "12e3", "1,2,3,4,5,6,7,8,9,0"])("refuses %j", (text) => expect(parseBail(text)).toBeUndefined());
});

describe("tooLarge (#48)", () => {
  it("names ten digits and more as too large, and nothing parseBail reads or a non-number", () => {
    for (const text of ["1000000000", "$1,000,000,000", "12345678901.5"]) expect(tooLarge(text), text).toBe(true);
    for (const text of ["999999999", "7500", "abc", "-1000000000", ""]) expect(tooLarge(text), text).toBe(false);
  });
});
