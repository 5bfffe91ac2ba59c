/**
 * The `sections:` of a page (model/schemas/sections.ts `section`): cards, steps, lists, tables, timelines, notes, page links,
 * buttons, reviews and the premium table. Each section is a <section id> with an <h2>, so /page#id links to it and
 * tests count its items from the built HTML (`[data-item]`, one per card, step, list item, row or review).
 */
import type { ReactNode } from "react";
import type { RichCard as Card, RichSection as Section } from "../model/content.ts";
import { percentRange } from "../model/percent.ts";
import { phoneHref } from "../model/phone.ts";
import type { RichNode } from "../model/rich-text.ts";
import type { Review, Site } from "../model/schemas/index.ts";
import type { SiteContext } from "../model/site-context.ts";
import { TitledSection } from "./blocks.tsx";
import { Island } from "./islands/island.tsx";
import {
  type ExamplePlan,
  examplePlan,
  formatDollars,
  formatMonths,
  formatRange,
  type MonthWords,
  type PremiumRules,
  pick,
  totalOf,
} from "./islands/premium-calculator/premium.ts";
import { type CalculatorWords, premiumCalculator } from "./islands/premium-calculator/premium-calculator.tsx";
import { RichText } from "./islands/rich-text.tsx";
import { ButtonLink } from "./ui/button.tsx";
import { cn } from "./ui/cn.ts";
import { ExternalLink } from "./ui/external-link.tsx";
import { ArrowIcon, ClockIcon, ContentIcon, PhoneIcon } from "./ui/icons.tsx";
import { noBreak } from "./ui/no-break.tsx";
import { wordsOf } from "./words.tsx";

/** Every section of a page, in order. */
export function Sections({ sections, ctx }: { sections: Section[] | undefined; ctx: SiteContext }) {
  return (
    <>
      {sections?.map((s) => (
        <SectionBlock key={s.id} section={s} ctx={ctx} />
      ))}
    </>
  );
}

const grid = { 1: "", 2: "sm:grid-cols-2", 3: "sm:grid-cols-2 lg:grid-cols-3", 4: "sm:grid-cols-2 lg:grid-cols-4" } as const;

/** The reviews a `reviews` section shows: all of them, or its county's. */
const reviewsOf = (s: Extract<Section, { kind: "reviews" }>, ctx: SiteContext) => ctx.reviews.filter((r) => !s.county || r.county === s.county);

function SectionBlock({ section: s, ctx }: { section: Section; ctx: SiteContext }) {
  const md = (nodes: RichNode[]) => <RichText nodes={nodes} />;
  // #16: while any review shown is a sample, the heading must not call it a client's words. It flips by itself when
  // real reviews replace the samples in content/data/reviews.yaml.
  const samples = s.kind === "reviews" && reviewsOf(s, ctx).some((r) => r.sample);
  const heading = samples ? ctx.t("reviews.sampleHeading") : s.heading;
  const intro = samples ? ctx.t("reviews.sampleIntro") : s.intro && md(s.intro);
  return (
    <TitledSection id={s.id} title={heading} intro={intro} data={{ "data-kind": s.kind }}>
      {body(s, ctx, md)}
    </TitledSection>
  );
}

function body(s: Section, ctx: SiteContext, md: (nodes: RichNode[]) => ReactNode): ReactNode {
  switch (s.kind) {
    case "cards":
      return (
        <ul className={cn("grid gap-4", grid[s.columns ?? 3])}>
          {s.items.map((card) => (
            <CardItem key={card.title} card={card} md={md} newTab={ctx.t("common.newTab")} />
          ))}
        </ul>
      );
    case "steps":
      return (
        <ol className="grid gap-4">
          {s.items.map((step, i) => (
            <li key={step.title} data-item className="flex gap-4 rounded-xl border border-border p-5">
              <span
                aria-hidden="true"
                className="grid size-10 shrink-0 place-items-center rounded-full bg-primary text-lg font-bold text-primary-foreground"
              >
                {i + 1}
              </span>
              <div className="min-w-0">
                <h3 className="text-lg font-semibold text-primary">
                  <span className="sr-only">{`${ctx.t("apply.step", { number: i + 1 })}: `}</span>
                  {noBreak(step.title)}
                </h3>
                {step.time && (
                  <p
                    data-time
                    className="mt-1 inline-flex items-center gap-1.5 rounded-full bg-secondary px-3 py-0.5 text-sm font-medium text-secondary-foreground"
                  >
                    <ClockIcon size={16} />
                    {step.time}
                  </p>
                )}
                <div className="mt-2 [&_a]:text-professional [&_a]:underline">{md(step.text)}</div>
                {step.details && <Checklist items={step.details} className="mt-3" item={false} />}
              </div>
            </li>
          ))}
        </ol>
      );
    case "list":
      return <Checklist items={s.items} className={grid[s.columns ?? 2]} />;
    case "table":
      return (
        <ScrollTable label={s.heading} columns={s.columns} ctx={ctx}>
          {s.rows.map((row) => (
            <tr key={row.join("|")} data-item>
              {row.map((cell, i) =>
                i === 0 ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a cell's identity is its column; rows are never reordered
                  <th key={i} scope="row">
                    {cell}
                  </th>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a cell's identity is its column; rows are never reordered
                  <td key={i}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </ScrollTable>
      );
    case "timeline":
      return (
        <ol className="border-l-2 border-border pl-6">
          {s.items.map((t) => (
            <li key={`${t.year}-${t.title}`} data-item className="relative pb-6 last:pb-0">
              <span aria-hidden="true" className="absolute top-1.5 -left-[1.95rem] size-3 rounded-full bg-accent ring-4 ring-background" />
              <h3 className="font-semibold text-primary">
                <span className="mr-1 text-accent-foreground">{t.year}</span> {t.title}
              </h3>
              <p className="mt-1 text-muted-foreground">{t.text}</p>
            </li>
          ))}
        </ol>
      );
    case "text": {
      const tone = s.tone ?? "plain";
      if (tone === "plain") return <div className="prose max-w-3xl">{md(s.text)}</div>;
      return (
        <div className={cn("flex max-w-3xl gap-3 rounded-xl border p-5", tone === "warning" ? "border-emergency bg-red-50" : "border-border bg-muted")}>
          {tone === "warning" && <ContentIcon name="alert" className="mt-1 shrink-0 text-emergency" />}
          <div className="prose">{md(s.text)}</div>
        </div>
      );
    }
    case "pages":
      return (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {s.paths.map((path) => (
            <li key={path} data-item>
              <a
                href={path}
                className="flex min-h-11 items-center justify-between gap-2 rounded-lg border border-border px-4 py-3 font-semibold text-primary hover:bg-muted"
              >
                {ctx.labels[path]}
                <ArrowIcon size={18} />
              </a>
            </li>
          ))}
        </ul>
      );
    case "counties":
      return (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {ctx.counties.map((c) => (
            <li key={c.path} data-item className="rounded-lg border border-border p-4">
              <a href={c.path} className="font-semibold text-primary underline-offset-4 hover:underline">
                {c.label}
              </a>
              <p className="mt-1 text-sm text-muted-foreground">{c.page.towns.join(", ")}</p>
            </li>
          ))}
        </ul>
      );
    case "actions":
      // A button to the apply page offers the online form: until site.yaml has it, the call button takes its place.
      return (
        <div className="flex flex-wrap gap-3">
          {s.items.map((a, i) =>
            a.path === ctx.paths.apply && !ctx.applyOnline ? (
              <ButtonLink key={a.path} href={phoneHref(ctx.site.phone)} variant={i === 0 ? "professional" : "outline"} size="lg">
                <PhoneIcon />
                {noBreak(ctx.t("common.callNumber"))}
              </ButtonLink>
            ) : (
              <ButtonLink key={a.path} href={a.path} variant={i === 0 ? "professional" : "outline"} size="lg">
                {a.label}
              </ButtonLink>
            ),
          )}
        </div>
      );
    case "glossary":
      // A list, not a table: each term with its English word and meaning reads on a phone without scrolling sideways.
      return (
        <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {ctx.glossary.map((g) => (
            <div key={g.en} data-item className="rounded-xl border border-border p-4">
              <dt className="font-semibold text-primary">{g.es}</dt>
              <dd className="mt-1 text-sm">
                {ctx.t("glossary.english")}{" "}
                <span lang="en" className="font-semibold">
                  {g.en}
                </span>
              </dd>
              <dd lang="es" className="mt-1 text-muted-foreground">
                {g.meaning}
              </dd>
            </div>
          ))}
        </dl>
      );
    case "sources":
      return (
        <ul className="grid gap-3 md:grid-cols-2">
          {ctx.law
            .filter((l) => l.jurisdiction === s.law)
            .map((l) => (
              <li key={l.cite} data-item className="rounded-xl border border-border p-4">
                <p lang={l.lang} className="font-semibold text-primary">
                  {l.cite}
                  {l.title && <span className="font-normal text-muted-foreground">: {l.title}</span>}
                </p>
                <p lang={l.lang} className="mt-1">
                  {l.fact}
                </p>
                <p className="mt-2 text-sm">
                  {/* The site links out only over https; an http source is named, not linked. */}
                  {l.source.startsWith("https://") ? (
                    <LawLink href={l.source} label={ctx.t("law.source")} cite={l.cite} ctx={ctx} />
                  ) : (
                    <span className="break-all text-muted-foreground">
                      {ctx.t("law.source")}: {l.source}
                    </span>
                  )}
                  {/* Commentary sits beside the official text, never instead of it. */}
                  {l.commentary && (
                    <>
                      {" · "}
                      <LawLink href={l.commentary} label={ctx.t("law.commentary")} cite={l.cite} ctx={ctx} />
                    </>
                  )}
                </p>
              </li>
            ))}
        </ul>
      );
    case "reviews": {
      const shown = reviewsOf(s, ctx);
      return (
        <>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((r) => (
              <ReviewCard key={`${r.name}-${r.text.slice(0, 20)}`} review={r} ctx={ctx} />
            ))}
          </ul>
          {s.more && (
            <p className="mt-5">
              <ExternalLink
                newTabNote={ctx.t("common.newTab")}
                href={ctx.site.socials.find((n) => n.network === s.more!.network)!.url}
                className="inline-flex min-h-11 items-center font-semibold text-professional underline underline-offset-4"
              >
                {s.more.label}
              </ExternalLink>
            </p>
          )}
        </>
      );
    }
    case "premium":
      return <PremiumTable section={s} ctx={ctx} />;
  }
}

function CardItem({ card, md, newTab }: { card: Card; md: (nodes: RichNode[]) => ReactNode; newTab: string }) {
  const link = "underline underline-offset-4 hover:no-underline";
  const title = card.path ? (
    <a href={card.path} className={link}>
      {card.title}
    </a>
  ) : card.url ? (
    <ExternalLink href={card.url} className={link} newTabNote={newTab}>
      {card.title}
    </ExternalLink>
  ) : (
    card.title
  );
  return (
    <li data-item className="flex flex-col rounded-xl border border-border bg-background p-5">
      {card.tag && <p className="mb-2 w-fit rounded-full bg-secondary px-3 py-0.5 text-sm font-semibold text-secondary-foreground">{card.tag}</p>}
      <h3 className="flex items-start gap-2 text-lg font-semibold text-primary">
        {card.icon && <ContentIcon name={card.icon} className="mt-0.5 shrink-0 text-professional" />}
        <span>{title}</span>
      </h3>
      <div className="mt-2 text-muted-foreground [&_a]:text-professional [&_a]:underline">{md(card.text)}</div>
      {card.facts && (
        <dl className="mt-3 grid gap-1 text-sm">
          {card.facts.map((f) => (
            <div key={f.label} className="flex flex-wrap gap-x-2">
              <dt className="font-semibold text-foreground">{f.label}:</dt>
              <dd className="text-muted-foreground">{f.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {card.list && (
        <div className="mt-3">
          <h4 className="text-sm font-semibold text-foreground">{card.list.title}</h4>
          <Checklist items={card.list.items} className="mt-1 text-sm" item={false} />
        </div>
      )}
    </li>
  );
}

/** A list with a check mark before each item; `item` marks the entries as the section's counted items. */
function Checklist({ items, className, item = true }: { items: string[]; className?: string; item?: boolean }) {
  return (
    <ul className={cn("grid gap-x-6 gap-y-2", className)}>
      {items.map((text) => (
        <li key={text} data-item={item ? "" : undefined} className="flex gap-2">
          <ContentIcon name="check" size={18} className="mt-0.5 shrink-0 text-professional" />
          <span>{text}</span>
        </li>
      ))}
    </ul>
  );
}

/** A table that scrolls sideways on a narrow screen; the scroll area takes focus so keyboards can scroll it too. */
function ScrollTable({ label, columns, children, ctx }: { label: string; columns: string[]; children: ReactNode; ctx: SiteContext }) {
  return (
    <>
      {columns.length > 3 && <p className="mb-2 text-sm text-muted-foreground sm:hidden">{ctx.t("table.swipe")}</p>}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must take focus, so keyboard users can scroll it (axe: scrollable-region-focusable) */}
      <section aria-label={ctx.t("table.label", { label })} tabIndex={0} className="overflow-x-auto rounded-xl border border-border">
        <table className="data-table w-full text-left">
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c} scope="col">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
      </section>
    </>
  );
}

function ReviewCard({ review: r, ctx }: { review: Review; ctx: SiteContext }) {
  // A review is a client's own words: shown as written, marked with the language it was written in.
  return (
    <li data-item lang={r.lang ?? "en"} className="flex flex-col rounded-xl border border-border bg-background p-5">
      <p className="flex items-center gap-0.5 text-accent">
        {Array.from({ length: 5 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the five stars are identified by their position
          <ContentIcon key={i} name="star" size={18} className={i < r.rating ? "fill-current" : "text-border"} />
        ))}
        <span className="sr-only" lang={ctx.lang}>
          {ctx.t("reviews.rated", { rating: r.rating })}
        </span>
      </p>
      <blockquote className="mt-3 flex-1">
        <p>“{r.text}”</p>
      </blockquote>
      <p className="mt-4 font-semibold text-primary">{r.name}</p>
      <p className="text-sm text-muted-foreground" lang={ctx.lang}>
        {r.sample ? ctx.t("reviews.sample") : r.verified ? ctx.t("reviews.verified", { date: r.date }) : r.date}
      </p>
    </li>
  );
}

/** site.yaml's fee and plan rules, as the calculator's props. */
export function premiumRules({ premium, paymentPlans }: Site): PremiumRules {
  return {
    typicalRate: premium.typicalRate,
    maxRate: premium.maxRate,
    minimumFee: premium.minimumFee,
    downPayment: paymentPlans.downPayment,
    planLength: paymentPlans.planLength,
  };
}

/** One sentence that works a row's sums out in words, so a visitor can check the table (nothing is added on top). */
function HowToRead({ plan: e, statute, ctx }: { plan: ExamplePlan; statute: string; ctx: SiteContext }) {
  const sum = (p: ExamplePlan["low"]) =>
    ctx.t("premium.sum", { down: formatDollars(p.down), months: e.months, monthly: formatDollars(p.monthly), total: formatDollars(totalOf(p, e.months)) });
  return (
    <p className="mt-3 text-sm text-muted-foreground">
      {ctx.t("premium.howToRead", { bail: formatDollars(e.bail), low: sum(e.low), high: sum(e.high), statute })}
    </p>
  );
}

const monthKeys = ["month", "months", "none"] as const;
/** The calculator's words (content/messages/<lang>.yaml `calculator`); {rate} and {amount} it fills as the visitor types. */
const calculatorWords = (t: SiteContext["t"]): CalculatorWords =>
  wordsOf(
    t,
    "calculator",
    ["label", "note", "invalid", "tooLarge", "example", "premium", "down", "monthly", "length", "total", "onBail", "disclaimer", ...monthKeys],
    ["rate", "amount"],
  );

function PremiumTable({ section: s, ctx }: { section: Extract<Section, { kind: "premium" }>; ctx: SiteContext }) {
  const rules = premiumRules(ctx.site);
  const rateLabel = percentRange(rules.typicalRate, rules.maxRate);
  const plans = s.amounts.map((a) => examplePlan(a, rules));
  const col = (k: string) => ctx.t(`premium.column.${k}`, { rate: rateLabel });
  const columns = s.plans ? ["bail", "premium", "down", "monthly", "months", "total"].map(col) : ["bail", "premium", "cap"].map(col);
  const months: MonthWords = wordsOf(ctx.t, "calculator", monthKeys);
  // The sums worked out in words for one row: the middle one, as the calculator starts there.
  const worked = [plans[Math.floor(plans.length / 2)]!, ...plans].find((p) => p.months > 0 && p.premium.low < p.premium.high);
  return (
    <>
      <ScrollTable label={s.heading} columns={columns} ctx={ctx}>
        {plans.map((p) => (
          <tr key={p.bail} data-item data-bail={p.bail}>
            <th scope="row">{formatDollars(p.bail)}</th>
            <td data-figure="premium">{formatRange(p.premium)}</td>
            {s.plans ? (
              <>
                <td data-figure="down">{formatRange(pick(p, (e) => e.down))}</td>
                <td data-figure="monthly">{formatRange(pick(p, (e) => e.monthly))}</td>
                <td data-figure="months">{formatMonths(p.months, months)}</td>
                <td data-figure="total">{formatRange(pick(p, (e) => totalOf(e, p.months)))}</td>
              </>
            ) : (
              <td data-figure="cap">{formatDollars(p.cap)}</td>
            )}
          </tr>
        ))}
      </ScrollTable>
      {s.plans && worked && <HowToRead plan={worked} statute={ctx.site.premium.statute} ctx={ctx} />}
      {s.calculator && (
        <div className="mt-6">
          <h3 className="mb-3 text-lg font-semibold text-primary">{ctx.t("calculator.heading")}</h3>
          <Island
            island={premiumCalculator}
            props={{ id: `${s.id}-calculator`, rules, start: s.amounts[Math.floor(s.amounts.length / 2)]!, rateLabel, words: calculatorWords(ctx.t) }}
          />
        </div>
      )}
    </>
  );
}

/** A law entry's outside link (its official text or a commentary), named for screen readers with the entry's cite. */
function LawLink({ href, label, cite, ctx }: { href: string; label: string; cite: string; ctx: SiteContext }) {
  return (
    <ExternalLink
      href={href}
      newTabNote={ctx.t("common.newTab")}
      className="inline-flex min-h-11 items-center text-professional underline underline-offset-4"
    >
      {label}
      <span className="sr-only">: {cite}</span>
    </ExternalLink>
  );
}
