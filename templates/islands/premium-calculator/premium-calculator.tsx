/**
 * The premium calculator on /payment-plans: type a bail amount, see the premium range and an example plan.
 * The server HTML is the first frame (CONTRIBUTING.md, "Islands").
 *
 * Before JavaScript: the worked example for the starting amount, saying first which bail it is for, and no field
 * to see or reach (its place is kept, invisible): a field that takes typing but changes nothing would leave the
 * visitor reading figures for an amount they did not type. The table above works out the other common amounts.
 * With JavaScript: the field appears above the same figures, which follow what the visitor types. An amount past
 * what parseBail reads (ten digits and more) is named as too large, not as "not a number".
 */
import { useEffect, useState } from "react";
import { defineIsland } from "../define.ts";
import {
  examplePlan,
  formatDollars,
  formatMonths,
  formatRange,
  type MonthWords,
  type PremiumRules,
  parseBail,
  pick,
  tooLarge,
  totalOf,
} from "./premium.ts";

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
  tooLarge: string;
  example: string;
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
  // False in the server HTML and the first client frame (they must match): the field comes with the script.
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
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
      {/* Before the script, the field's place is kept (invisible: not seen, focused or read) and the sentence naming
          the example's bail sits over it, so nothing moves when the field appears. */}
      <div className="relative">
        {!live && <p className="absolute inset-x-0 top-0 font-semibold text-primary">{w.example.replace("{amount}", formatDollars(start))}</p>}
        <div className={live ? undefined : "invisible"}>
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
              value={text}
              onChange={(e) => setText(e.currentTarget.value)}
              aria-describedby={`${id}-note`}
              className="min-h-11 w-full rounded-md bg-transparent px-2 text-lg outline-none"
            />
          </div>
          <p id={`${id}-note`} className="mt-2 text-sm text-muted-foreground">
            {w.note}
          </p>
        </div>
      </div>
      <div aria-live="polite" className="mt-4 min-h-40">
        {plan ? (
          <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
            {rows.map(([term, value]) => (
              <div key={term} className="flex justify-between gap-4 border-b border-border py-1">
                <dt className="text-muted-foreground">{term}</dt>
                {/* A fixed least width, left-aligned: a new figure never rewraps its label or moves where its text starts.
                    A range wider than that (a nine-digit bail) breaks after its dash rather than run past the box. */}
                <dd className="min-w-40 font-semibold text-foreground">{value}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className="font-semibold text-emergency">{tooLarge(text) ? w.tooLarge : w.invalid}</p>
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
