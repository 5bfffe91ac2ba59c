/**
 * The premium calculator on /payment-plans: type a bail amount, see the premium range and an example plan.
 * The server HTML is the first frame (CONTRIBUTING.md, "Islands").
 *
 * Before JavaScript: the field and the worked example for the starting amount, in the box and size the live
 * calculator uses; the figures name the bail they are for, and the table above covers more amounts. The field
 * already takes typing (a first tap is never lost).
 * With JavaScript: the same markup; the figures follow what the visitor types, including what they typed before
 * the script arrived. The note and the box do not change, so nothing moves when it wakes up.
 */
import { useEffect, useRef, useState } from "react";
import { defineIsland } from "../define.ts";
import { examplePlan, formatDollars, formatMonths, formatRange, type MonthWords, type PremiumRules, parseBail, pick, totalOf } from "./premium.ts";

export interface PremiumCalculatorProps {
  id: string; // prefix of the element ids, unique on the page
  rules: PremiumRules;
  start: number; // the amount shown before the visitor types
  rateLabel: string; // "10–15%"
  words: CalculatorWords; // content/messages/<lang>.yaml `calculator`
}

/** The calculator's words in the page's language; `{rate}` and `{amount}` are filled in here. */
export interface CalculatorWords extends MonthWords {
  label: string;
  note: string;
  invalid: string;
  premium: string;
  down: string;
  monthly: string;
  length: string;
  total: string;
  onBail: string;
  disclaimer: string;
}

export function PremiumCalculator({ id, rules, start, rateLabel, words: w }: PremiumCalculatorProps) {
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
        [w.premium.replace("{rate}", rateLabel), formatRange(plan.premium)],
        [w.down, formatRange(pick(plan, (p) => p.down))],
        [w.monthly, formatRange(pick(plan, (p) => p.monthly))],
        [w.length, formatMonths(plan.months, w)],
        [w.total, formatRange(pick(plan, (p) => totalOf(p, plan.months)))],
      ]
    : [];
  return (
    <div className="rounded-xl border border-border bg-muted p-5 md:p-6">
      <label htmlFor={`${id}-bail`} className="block font-semibold text-primary">
        {w.label}
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
        {w.note}
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
          <p className="font-semibold text-emergency">{w.invalid}</p>
        )}
        {plan && (
          <p className="mt-3 text-sm text-muted-foreground">
            {/* On its own line, so the amount's width never rewraps the sentence below it. */}
            <span className="block">{w.onBail.replace("{amount}", formatDollars(plan.bail))}</span>
            {w.disclaimer}
          </p>
        )}
      </div>
    </div>
  );
}

export const premiumCalculator = defineIsland({ name: "premium-calculator", component: PremiumCalculator, hydrate: "interaction" });
