/**
 * The premium calculator on /payment-plans: type a bail amount, see the premium range and an example plan.
 * STYLE.md section 4: the server HTML is the first frame.
 *
 * Before JavaScript: the field and the worked example for the starting amount, in the box and size the live
 * calculator uses; the figures name the bail they are for, and the table above covers more amounts. The field
 * already takes typing (a first tap is never lost).
 * With JavaScript: the same markup; the figures follow what the visitor types, including what they typed before
 * the script arrived. The note and the box do not change, so nothing moves when it wakes up.
 */
import { useEffect, useRef, useState } from "react";
import { defineIsland } from "../define.ts";
import { examplePlan, formatDollars, formatMonths, formatRange, type PremiumRules, parseBail, pick, totalOf } from "./premium.ts";

export interface PremiumCalculatorProps {
  id: string; // prefix of the element ids, unique on the page
  rules: PremiumRules;
  start: number; // the amount shown before the visitor types
  rateLabel: string; // "10–15%"
}

export function PremiumCalculator({ id, rules, start, rateLabel }: PremiumCalculatorProps) {
  const [text, setText] = useState(start.toLocaleString("en-US"));
  const field = useRef<HTMLInputElement>(null);
  // The server HTML's field already takes input: what the visitor typed before the JavaScript arrived counts.
  useEffect(() => {
    if (field.current) setText(field.current.value);
  }, []);
  const bail = parseBail(text);
  const plan = bail === undefined ? undefined : examplePlan(bail, rules);
  const rows: [string, string][] = plan
    ? [
        [`Premium (${rateLabel})`, formatRange(plan.premium)],
        ["Example down payment", formatRange(pick(plan, (p) => p.down))],
        ["Example monthly payment", formatRange(pick(plan, (p) => p.monthly))],
        ["Example plan length", formatMonths(plan.months)],
        ["Total paid", formatRange(pick(plan, (p) => totalOf(p, plan.months)))],
      ]
    : [];
  return (
    <div className="rounded-xl border border-border bg-muted p-5 md:p-6">
      <label htmlFor={`${id}-bail`} className="block font-semibold text-primary">
        Bail amount set by the court
      </label>
      <div className="mt-2 flex max-w-xs items-center rounded-md border border-border bg-background focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-focus">
        <span aria-hidden="true" className="pl-3 text-muted-foreground">
          $
        </span>
        <input
          id={`${id}-bail`}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          ref={field}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          aria-describedby={`${id}-note`}
          className="min-h-11 w-full rounded-md bg-transparent px-2 text-lg outline-none"
        />
      </div>
      <p id={`${id}-note`} className="mt-2 text-sm text-muted-foreground">
        Type the amount in dollars. The figures below name the bail they are for; the table above lists more.
      </p>
      <div aria-live="polite" className="mt-4 min-h-40">
        {plan ? (
          <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
            {rows.map(([term, value]) => (
              <div key={term} className="flex justify-between gap-4 border-b border-border py-1">
                <dt className="text-muted-foreground">{term}</dt>
                {/* A fixed least width, left-aligned: a new figure never rewraps its label or moves where its text starts. */}
                <dd className="min-w-40 font-semibold whitespace-nowrap text-foreground">{value}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className="font-semibold text-emergency">Enter the bail amount as a number of dollars, like 7500.</p>
        )}
        {plan && (
          <p className="mt-3 text-sm text-muted-foreground">
            {/* On its own line, so the amount's width never rewraps the sentence below it. */}
            <span className="block">On a bail of {formatDollars(plan.bail)}.</span>
            An example only: every plan is subject to approval, and we agree the exact terms with you before you sign.
          </p>
        )}
      </div>
    </div>
  );
}

export const premiumCalculator = defineIsland({ name: "premium-calculator", component: PremiumCalculator, hydrate: "interaction" });
