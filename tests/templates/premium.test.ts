/** The premium and example-plan arithmetic (templates/islands/premium-calculator/premium.ts) against the figures #4 fixes. */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { prepare } from "../../generator/build-site.ts";
import { examplePlan, formatRange, parseBail, premiumFor } from "../../templates/islands/premium-calculator/premium.ts";
import { premiumRules } from "../../templates/sections.tsx";
import { root } from "../helpers/content-fixture.ts";

// The rules exactly as content/site.yaml holds them: the test fails if site.yaml drifts from the published examples.
const { site } = prepare(path.join(root, "content")).content;
const rules = premiumRules(site);

describe("example payment plans (SPEC §9 and issue #4)", () => {
  it.each([
    // bail, premium, down payment, monthly, months
    [5_000, [500, 750], [150, 250], [75, 125], [3, 6]],
    [10_000, [1_000, 1_500], [300, 500], [150, 250], [6, 9]],
    [25_000, [2_500, 3_750], [750, 1_250], [250, 400], [9, 12]],
  ])("a $%i bond", (bail, premium, down, monthly, months) => {
    const plan = examplePlan(bail, rules);
    expect([plan.premium.low, plan.premium.high]).toEqual(premium);
    expect([plan.down.low, plan.down.high]).toEqual(down);
    expect([plan.monthly.low, plan.monthly.high]).toEqual(monthly);
    expect([plan.months.low, plan.months.high]).toEqual(months);
  });

  it("keeps every example down payment within 25–50% of the premium", () => {
    for (const bail of [1_000, 2_500, 5_000, 7_300, 10_000, 18_000, 25_000, 100_000]) {
      const { premium, down } = examplePlan(bail, rules);
      expect(down.low / premium.low).toBeGreaterThanOrEqual(0.25);
      expect(down.low / premium.low).toBeLessThanOrEqual(0.5);
      expect(down.high / premium.high).toBeGreaterThanOrEqual(0.25);
      expect(down.high / premium.high).toBeLessThanOrEqual(0.5);
    }
  });

  it("picks the plan tier by bail amount, the last tier for everything above", () => {
    expect(examplePlan(5_001, rules).months).toEqual({ low: 6, high: 9 });
    expect(examplePlan(1_000_000, rules).months).toEqual({ low: 9, high: 12 });
  });
});

describe("premium", () => {
  it.each([
    [1_000, 100, 150],
    [5_000, 500, 750],
    [10_000, 1_000, 1_500],
    [25_000, 2_500, 3_750],
  ])("a $%i bond costs $%i–$%i", (bail, low, high) => {
    expect(premiumFor(bail, rules)).toEqual({ low, high });
  });

  it("applies the $50 minimum fee, but never above the 15% cap", () => {
    expect(premiumFor(400, rules)).toEqual({ low: 50, high: 60 }); // 10% would be $40
    expect(premiumFor(300, rules)).toEqual({ low: 45, high: 45 }); // the cap ($45) outranks the minimum
  });

  it("formats ranges the way the table shows them", () => {
    expect(formatRange(premiumFor(25_000, rules))).toBe("$2,500–$3,750");
    expect(formatRange(premiumFor(300, rules))).toBe("$45");
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
