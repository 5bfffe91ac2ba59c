/**
 * #16: the money on the built site, read as a visitor reads it. Every fee table and every calculator figure adds
 * up (down payment + monthly payment × months = the total = the premium), no amount shown beside a bail amount is
 * above the legal cap (G.S. 58-71-95: 15% of the bail), and the minimum is always stated with the cap. The rules
 * come from content/site.yaml, so the test stays true when a maintainer changes a figure there.
 */
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type HTMLElement, parse } from "node-html-parser";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSite, prepare } from "../../generator/build-site.ts";
import { listFiles } from "../../generator/write.ts";
import { percent } from "../../model/percent.ts";
import { PremiumCalculator, type PremiumCalculatorProps } from "../../templates/islands/premium-calculator/premium-calculator.tsx";
import { removeDir, root } from "../helpers/content-fixture.ts";

const { site } = prepare(path.join(root, "content")).content;
const { maxRate, minimumFee } = site.premium;
const out = mkdtempSync(path.join(tmpdir(), "money-test-"));
let pages: { file: string; html: HTMLElement }[] = [];

beforeAll(async () => {
  await buildSite({ root, contentDir: path.join(root, "content"), outDir: out, checks: false });
  pages = listFiles(out)
    .filter((f) => f.endsWith(".html"))
    .map((file) => ({ file, html: parse(readFileSync(path.join(out, file), "utf8")) }));
}, 120_000);
afterAll(() => removeDir(out));

const text = (el: HTMLElement) =>
  el.text
    .replace(/\u2060/g, "")
    .replace(/\s+/g, " ")
    .trim(); // word joiners glue ranges
const dollars = (s: string) => [...s.matchAll(/\$(\d[\d,]*)/g)].map((m) => Number(m[1]!.replace(/,/g, "")));
/** "$253–$375" → [253, 375]; "$45" → [45, 45]: the low end and the high end of a figure. */
function ends(s: string, where: string): [number, number] {
  const found = dollars(s);
  expect(found.length === 1 || found.length === 2, `${where}: "${s}" is one amount or a range`).toBe(true);
  return [found[0]!, found.at(-1)!];
}
const capOf = (bail: number) => bail * maxRate + 1e-9; // the legal cap, unrounded
const minimumOf = (bail: number) => Math.min(minimumFee, Math.floor(capOf(bail)));

/** A plan as a visitor reads it off the page: each figure by its label, and the bail it is for. */
interface Shown {
  where: string;
  bail: number;
  figures: { label: string; value: string }[];
}

/** The arithmetic every shown plan must satisfy; returns how many sums it checked. */
function checkPlan({ where, bail, figures }: Shown): number {
  const get = (label: RegExp) => figures.find((f) => label.test(f.label))?.value;
  // Every amount beside this bail amount is within the cap.
  for (const f of figures)
    for (const amount of dollars(f.value)) expect(amount, `${where}: ${f.label} ${f.value} on a $${bail} bail`).toBeLessThanOrEqual(capOf(bail));
  const premium = ends(get(/^Premium/)!, `${where} premium`);
  expect(premium[0], `${where}: the premium starts at the minimum at least`).toBeGreaterThanOrEqual(minimumOf(bail));
  expect(premium[0]).toBeLessThanOrEqual(premium[1]);
  const cap = get(/never more than/i);
  if (cap !== undefined) expect(ends(cap, `${where} cap`)[1], `${where}: the cap column is the highest premium`).toBe(premium[1]);
  const months = get(/plan length|^months$/i);
  if (months === undefined) return 0;
  const count = months === "none" ? 0 : Number(/^(\d+) months?$/.exec(months)?.[1]);
  expect(Number.isInteger(count), `${where}: "${months}" is a number of months`).toBe(true);
  const [down, monthly, total] = [/down payment/i, /monthly payment/i, /total/i].map((l) => ends(get(l)!, `${where} ${l.source}`));
  for (const i of [0, 1]) {
    expect(down![i]! + monthly![i]! * count, `${where}: down + monthly × ${count} = the total`).toBe(total![i]);
    expect(total![i], `${where}: the total is the premium, nothing on top`).toBe(premium[i]);
  }
  return 2;
}

/** Every row of every fee table on the site, with its column headings as labels. */
function tableRows(): Shown[] {
  return pages.flatMap(({ file, html }) =>
    html.querySelectorAll("table").flatMap((table) => {
      const labels = table.querySelectorAll("thead th").map(text);
      return table.querySelectorAll("tr[data-bail]").map((tr) => {
        const cells = tr.querySelectorAll("th, td").map(text);
        return {
          where: `${file} row ${cells[0]}`,
          bail: dollars(cells[0]!)[0]!,
          figures: cells.slice(1).map((value, i) => ({ label: labels[i + 1]!, value })),
        };
      });
    }),
  );
}

/** A calculator's figures, from its rendered HTML. */
function calculatorFigures(island: HTMLElement, where: string): Shown {
  const figures = island.querySelectorAll("dl > div").map((row) => ({ label: text(row.querySelector("dt")!), value: text(row.querySelector("dd")!) }));
  const bail = /On a bail of (\$[\d,]+)/.exec(text(island))?.[1];
  expect(bail, `${where} names the bail amount its figures are for`).toBeDefined();
  return { where, bail: dollars(bail!)[0]!, figures };
}

const calculators = () =>
  pages.flatMap(({ file, html }) => html.querySelectorAll('[data-island="premium-calculator"]').map((island) => ({ file, island })));

describe("every fee table on the built site", () => {
  it("adds up in every row, low with low and high with high, and stays within the cap", () => {
    const rows = tableRows();
    expect(rows.filter((r) => r.figures.some((f) => /total/i.test(f.label))).length, "rows with a payment plan").toBeGreaterThan(0);
    expect(rows.filter((r) => r.figures.some((f) => /never more than/i.test(f.label))).length, "rows with the cap").toBeGreaterThan(0);
    for (const row of rows) checkPlan(row);
  });
});

describe("every premium calculator on the built site", () => {
  it("adds up in the figures it shows before JavaScript", () => {
    expect(calculators().length).toBeGreaterThan(0);
    for (const { file, island } of calculators()) expect(checkPlan(calculatorFigures(island, file))).toBe(2);
  });

  it("adds up for any amount a visitor types, tiny bails and the minimum included (rendered from the page's own props)", () => {
    const typed = [
      ...Array.from({ length: 700 }, (_, i) => i + 1), // where the minimum and the cap meet
      ...Array.from({ length: 300 }, (_, i) => Math.round(700 * 1.03 ** i)),
      ...site.paymentPlans.planLength.flatMap((l) => (l.upTo === null ? [] : [l.upTo, l.upTo + 1])),
    ];
    for (const { file, island } of calculators()) {
      const props = JSON.parse(island.getAttribute("data-props")!) as PremiumCalculatorProps;
      const { statute: _, ...fee } = site.premium;
      expect(props.rules, `${file}: the calculator uses site.yaml's rules`).toEqual({ ...fee, ...site.paymentPlans });
      for (const bail of typed) {
        const html = parse(renderToStaticMarkup(createElement(PremiumCalculator, { ...props, start: bail })));
        const shown = calculatorFigures(html, `${file} calculator at $${bail}`);
        expect(shown.bail).toBe(bail);
        checkPlan(shown);
      }
    }
  });
});

describe("money in the text of every page", () => {
  const sentences = () =>
    pages.flatMap(({ file, html }) =>
      (html.querySelector("main")?.querySelectorAll("p, li, dd, td, h2, h3") ?? [])
        .filter((el) => !el.querySelector("p, li, dd, td"))
        .flatMap((el) => text(el).split(/(?<=[.;!?])\s+(?=[A-Z])/))
        .map((s) => ({ file, s })),
    );

  it("shows no amount above the cap in a sentence that names a bail amount", () => {
    let checked = 0;
    for (const { file, s } of sentences()) {
      const bails = [...s.matchAll(/\$(\d[\d,]*)\s+(?:bail|bond)\b|\bbail of \$(\d[\d,]*)/g)].map((m) => Number((m[1] ?? m[2])!.replace(/,/g, "")));
      if (bails.length === 0) continue;
      const bail = Math.max(...bails);
      for (const amount of dollars(s).filter((a) => a !== bail)) {
        expect(amount, `${file}: "${s}"`).toBeLessThanOrEqual(capOf(bail));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  it("states the minimum only with the cap: one reading on every page", () => {
    const rule = `$${minimumFee.toLocaleString("en-US")} or ${percent(maxRate)} of the bail, whichever is less`;
    let seen = 0;
    for (const { file, s } of sentences()) {
      if (!/\bminimum\b|\b(lowest|smallest) premium (is|we charge)\b/i.test(s) || dollars(s).length === 0) continue;
      expect(s, file).toContain(rule);
      seen++;
    }
    expect(seen).toBeGreaterThan(0);
  });
});
