/**
 * #16: the money on the built site, read as a visitor reads it. Every fee table and every calculator figure adds
 * up (down payment + monthly payment × months = the total = the premium), no amount shown beside a bail amount is
 * above the legal cap (G.S. 58-71-95: 15% of the bail), and the minimum is always stated with the cap. The rules
 * come from content/site.yaml, so the test stays true when a maintainer changes a figure there. Every page is read in
 * its own language: a figure is found by its label in content/messages/<lang>.yaml.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { type HTMLElement, parse } from "node-html-parser";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { prepare } from "../../generator/prepare.ts";
import { listFiles } from "../../generator/write.ts";
import { percent } from "../../model/percent.ts";
import { PremiumCalculator, type PremiumCalculatorProps } from "../../templates/islands/premium-calculator/premium-calculator.tsx";
import { builtSite } from "../helpers/built-site.ts";
import { root } from "../helpers/content-fixture.ts";

/** The published languages, whose phrasing of money this test knows. */
type Lang = "en" | "es";

const { content } = prepare(path.join(root, "content"));
const { site } = content;
const { maxRate, minimumFee } = site.premium;
let out: string; // the shared build of content/ (helpers/built-site.ts): read only
let pages: { file: string; lang: Lang; html: HTMLElement }[] = [];

beforeAll(async () => {
  out = await builtSite();
  pages = listFiles(out)
    .filter((f) => f.endsWith(".html"))
    .map((file) => {
      const html = parse(readFileSync(path.join(out, file), "utf8"));
      return { file, lang: html.querySelector("html")!.getAttribute("lang") as Lang, html };
    });
});

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

/** A template's words in `lang` (content/messages/<lang>.yaml), by dotted key. */
function word(lang: Lang, key: string): string {
  const messages = content.langs[lang]!.messages;
  const found = messages.leaves.get(key);
  expect(found, `${messages.file} has ${key}`).toBeDefined();
  return found!;
}
/** A message as a pattern for the text it makes, each `{value}` in it matching `value`. */
const patternOf = (message: string, value = ".+") => message.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{\w+\}/g, `(${value})`);
/** Whether a label is the text a message makes: "Premium ({rate})" is "Premium (10–15%)". */
const shape = (message: string) => new RegExp(`^${patternOf(message)}$`);

/** The labels of a plan's figures, as messages; `cap` only in a table that has that column. */
interface Labels {
  premium: string;
  down: string;
  monthly: string;
  months: string;
  total: string;
  cap?: string;
}
/** The column headings of a fee table, in `lang`. */
const tableLabels = (lang: Lang): Labels => {
  const column = (key: string) => word(lang, `premium.column.${key}`);
  return {
    premium: column("premium"),
    down: column("down"),
    monthly: column("monthly"),
    months: column("months"),
    total: column("total"),
    cap: column("cap"),
  };
};
/** The labels of a calculator's figures, in `lang`. */
const calculatorLabels = (lang: Lang): Labels => {
  const calc = (key: string) => word(lang, `calculator.${key}`);
  return { premium: calc("premium"), down: calc("down"), monthly: calc("monthly"), months: calc("length"), total: calc("total") };
};

/** A plan as a visitor reads it off the page: each figure by its label, and the bail it is for. */
interface Shown {
  where: string;
  lang: Lang;
  labels: Labels;
  bail: number;
  figures: { label: string; value: string }[];
}

/** The arithmetic every shown plan must satisfy; returns how many sums it checked. */
function checkPlan({ where, lang, labels, bail, figures }: Shown): number {
  const get = (label: string | undefined) => (label === undefined ? undefined : figures.find((f) => shape(label).test(f.label))?.value);
  const figure = (label: keyof Labels) => {
    const value = get(labels[label]);
    expect(value, `${where}: a figure labelled "${labels[label]}"`).toBeDefined();
    return ends(value!, `${where} ${label}`);
  };
  // Every amount beside this bail amount is within the cap.
  for (const f of figures)
    for (const amount of dollars(f.value)) expect(amount, `${where}: ${f.label} ${f.value} on a $${bail} bail`).toBeLessThanOrEqual(capOf(bail));
  const premium = figure("premium");
  expect(premium[0], `${where}: the premium starts at the minimum at least`).toBeGreaterThanOrEqual(minimumOf(bail));
  expect(premium[0]).toBeLessThanOrEqual(premium[1]);
  const cap = get(labels.cap);
  if (cap !== undefined) expect(ends(cap, `${where} cap`)[1], `${where}: the cap column is the highest premium`).toBe(premium[1]);
  const months = get(labels.months);
  if (months === undefined) return 0;
  const [one, many] = [word(lang, "calculator.month"), word(lang, "calculator.months")];
  const count = months === word(lang, "calculator.none") ? 0 : Number(new RegExp(`^(\\d+) (?:${one}|${many})$`).exec(months)?.[1]);
  expect(Number.isInteger(count), `${where}: "${months}" is a number of months`).toBe(true);
  const [down, monthly, total] = (["down", "monthly", "total"] as const).map(figure);
  for (const i of [0, 1]) {
    expect(down![i]! + monthly![i]! * count, `${where}: down + monthly × ${count} = the total`).toBe(total![i]);
    expect(total![i], `${where}: the total is the premium, nothing on top`).toBe(premium[i]);
  }
  return 2;
}

/** Every row of every fee table on the site, with its column headings as labels. */
function tableRows(): Shown[] {
  return pages.flatMap(({ file, lang, html }) =>
    html.querySelectorAll("table").flatMap((table) => {
      const labels = table.querySelectorAll("thead th").map(text);
      return table.querySelectorAll("tr[data-bail]").map((tr) => {
        const cells = tr.querySelectorAll("th, td").map(text);
        return {
          where: `${file} row ${cells[0]}`,
          lang,
          labels: tableLabels(lang),
          bail: dollars(cells[0]!)[0]!,
          figures: cells.slice(1).map((value, i) => ({ label: labels[i + 1]!, value })),
        };
      });
    }),
  );
}

/** A calculator's figures, from its rendered HTML in `lang`. */
function calculatorFigures(island: HTMLElement, lang: Lang, where: string): Shown {
  const figures = island.querySelectorAll("dl > div").map((row) => ({ label: text(row.querySelector("dt")!), value: text(row.querySelector("dd")!) }));
  const bail = new RegExp(patternOf(word(lang, "calculator.onBail"), "\\$[\\d,]+")).exec(text(island))?.[1]; // "On a bail of {amount}."
  expect(bail, `${where} names the bail amount its figures are for`).toBeDefined();
  return { where, lang, labels: calculatorLabels(lang), bail: dollars(bail!)[0]!, figures };
}

const calculators = () =>
  pages.flatMap(({ file, lang, html }) => html.querySelectorAll('[data-island="premium-calculator"]').map((island) => ({ file, lang, island })));
const languagesOfPages = () => [...new Set(pages.map((p) => p.lang))];

describe("every fee table on the built site", () => {
  it("adds up in every row, low with low and high with high, and stays within the cap", () => {
    const rows = tableRows();
    for (const lang of languagesOfPages()) {
      const inLang = rows.filter((r) => r.lang === lang);
      const has = (label: string) => inLang.filter((r) => r.figures.some((f) => shape(label).test(f.label))).length;
      expect(has(tableLabels(lang).total), `${lang} rows with a payment plan`).toBeGreaterThan(0);
      expect(has(tableLabels(lang).cap!), `${lang} rows with the cap`).toBeGreaterThan(0);
    }
    for (const row of rows) checkPlan(row);
  });
});

describe("every premium calculator on the built site", () => {
  it("adds up in the figures it shows before JavaScript", () => {
    for (const lang of languagesOfPages()) expect(calculators().filter((c) => c.lang === lang).length, `${lang} calculators`).toBeGreaterThan(0);
    for (const { file, lang, island } of calculators()) expect(checkPlan(calculatorFigures(island, lang, file))).toBe(2);
  });

  it("adds up for any amount a visitor types, tiny bails and the minimum included (rendered from the page's own props)", () => {
    const typed = [
      ...Array.from({ length: 700 }, (_, i) => i + 1), // where the minimum and the cap meet
      ...Array.from({ length: 300 }, (_, i) => Math.round(700 * 1.03 ** i)),
      ...site.paymentPlans.planLength.flatMap((l) => (l.upTo === null ? [] : [l.upTo, l.upTo + 1])),
    ];
    for (const { file, lang, island } of calculators()) {
      const props = JSON.parse(island.getAttribute("data-props")!) as PremiumCalculatorProps;
      const { statute: _, ...fee } = site.premium;
      expect(props.rules, `${file}: the calculator uses site.yaml's rules`).toEqual({ ...fee, ...site.paymentPlans });
      for (const [key, value] of Object.entries(props.words))
        expect(value, `${file}: calculator.${key} in its language`).toBe(word(lang, `calculator.${key}`));
      for (const bail of typed) {
        const html = parse(renderToStaticMarkup(createElement(PremiumCalculator, { ...props, start: bail })));
        const shown = calculatorFigures(html, lang, `${file} calculator at $${bail}`);
        expect(shown.bail).toBe(bail);
        checkPlan(shown);
      }
    }
  });
});

describe("money in the text of every page", () => {
  const [fee, cap] = [`$${minimumFee.toLocaleString("en-US")}`, percent(maxRate)];
  /** How each language names the bail amount in a sentence, speaks of the minimum premium, and states it with the cap. */
  const phrasing: Record<Lang, { bail: RegExp; minimum: RegExp; rule: string }> = {
    en: {
      bail: /\$(\d[\d,]*)\s+(?:bail|bond)\b|\bbail of \$(\d[\d,]*)/g,
      minimum: /\bminimum\b|\b(lowest|smallest) premium (is|we charge)\b/i,
      rule: `${fee} or ${cap} of the bail, whichever is less`,
    },
    es: {
      bail: /\bfianzas? de \$(\d[\d,]*)|\$(\d[\d,]*) de fianza\b/g,
      minimum: /\bm[ií]nim[oa]\b|\bprima más baja (es|que cobramos)\b/i,
      rule: `${fee} o el ${cap} de la fianza, lo que sea menor`,
    },
  };
  const sentences = () =>
    pages.flatMap(({ file, lang, html }) =>
      (html.querySelector("main")?.querySelectorAll("p, li, dd, td, h2, h3") ?? [])
        .filter((el) => !el.querySelector("p, li, dd, td"))
        .flatMap((el) => text(el).split(/(?<=[.;!?])\s+(?=[¿¡\p{Lu}])/u))
        .map((s) => ({ file, lang, s })),
    );

  it("shows no amount above the cap in a sentence that names a bail amount", () => {
    const checked = new Map<Lang, number>();
    for (const { file, lang, s } of sentences()) {
      const bails = [...s.matchAll(phrasing[lang].bail)].map((m) => Number((m[1] ?? m[2])!.replace(/,/g, "")));
      if (bails.length === 0) continue;
      const bail = Math.max(...bails);
      for (const amount of dollars(s).filter((a) => a !== bail)) {
        expect(amount, `${file}: "${s}"`).toBeLessThanOrEqual(capOf(bail));
        checked.set(lang, (checked.get(lang) ?? 0) + 1);
      }
    }
    for (const lang of languagesOfPages()) expect(checked.get(lang), `amounts checked in ${lang}`).toBeGreaterThan(0);
  });

  it("states the minimum only with the cap: one reading on every page", () => {
    const seen = new Map<Lang, number>();
    for (const { file, lang, s } of sentences()) {
      if (!phrasing[lang].minimum.test(s) || dollars(s).length === 0) continue;
      expect(s, file).toContain(phrasing[lang].rule);
      seen.set(lang, (seen.get(lang) ?? 0) + 1);
    }
    for (const lang of languagesOfPages()) expect(seen.get(lang), `minimums stated in ${lang}`).toBeGreaterThan(0);
  });
});
