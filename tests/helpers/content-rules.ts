/**
 * The rules a built site keeps with its content (issue #4's pages, #16's figures, the header, footer, head tags and
 * not-found pages), each a function of one built site: the content tests run them on the real content/, and
 * tests/content/content-edits.test.ts on a copy a maintainer has edited (#45). Every expected count, name and order
 * is read from the content the site was built from, never typed here: a maintainer who adds a question, a review or
 * a county must not break `npm test`.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { type HTMLElement, parse } from "node-html-parser";
import { expect } from "vitest";
import { parse as parseYaml } from "yaml";
import { fileForPath } from "../../generator/checks/links.ts";
import { prepare } from "../../generator/prepare.ts";
import { isAboutBusiness } from "../../generator/render.tsx";
import { languagesOf } from "../../generator/routes.ts";
import { reviewsShownIn } from "../../generator/site-context.ts";
import { hasApplyForm } from "../../model/form-text.ts";
import type { Lang } from "../../model/language.ts";
import { phoneHref } from "../../model/phone.ts";
import * as schemas from "../../model/schemas/index.ts";
import type { Route } from "../../model/site-context.ts";

/** A content folder and the output of its build. */
export interface BuiltContent {
  contentDir: string;
  out: string;
}

/** One rule: its name (the test's) and its check, which fails through vitest's expect. */
export interface Rule {
  name: string;
  check: (site: SiteUnderTest) => void;
}

type Prepared = ReturnType<typeof prepare>;
type Section = { kind: string; id: string; items?: unknown[]; rows?: unknown[]; paths?: unknown[]; amounts?: number[] };
type Step = { title: string; time?: string };

/** What the rules read: the prepared content, the routes and the built pages (parsed once each). */
export interface SiteUnderTest extends BuiltContent {
  content: Prepared["content"];
  routes: Prepared["routes"];
  contexts: Prepared["contexts"];
  page: (p: string) => HTMLElement;
  html: (p: string) => string;
  read: (file: string) => string;
}

export function siteUnderTest({ contentDir, out }: BuiltContent): SiteUnderTest {
  const { content, routes, contexts } = prepare(contentDir);
  const read = (file: string) => readFileSync(path.join(out, file), "utf8");
  const texts = new Map<string, string>();
  const html = (p: string) => {
    let t = texts.get(p);
    if (t === undefined) {
      t = read(fileForPath(p));
      texts.set(p, t);
    }
    return t;
  };
  const docs = new Map<string, HTMLElement>();
  const page = (p: string) => {
    let doc = docs.get(p);
    if (!doc) {
      doc = parse(html(p));
      docs.set(p, doc);
    }
    return doc;
  };
  return { contentDir, out, content, routes, contexts, page, html, read };
}

/** Runs every rule on a site; the names and messages of those that fail ([] when all pass). */
export function failedRules(rules: Rule[], site: SiteUnderTest): string[] {
  const failed: string[] = [];
  for (const rule of rules)
    try {
      rule.check(site);
    } catch (error) {
      failed.push(`${rule.name}: ${error instanceof Error ? error.message : String(error)}`);
    }
  return failed;
}

const text = (el: HTMLElement) =>
  el.text
    .replace(/\u2060/g, "")
    .replace(/\s+/g, " ")
    .trim(); // word joiners glue ranges

/** The helpers every rule reads a page with. */
function on(s: SiteUnderTest) {
  const { content, routes } = s;
  const items = (p: string, id: string) => {
    const section = s.page(p).querySelector(`section#${id}`);
    expect(section, `${p} has a section #${id}`).not.toBeNull();
    return section!.querySelectorAll("[data-item]");
  };
  const route = (p: string) => {
    const r = routes.find((x) => x.path === p);
    expect(r, `a route ${p}`).toBeDefined();
    return r!;
  };
  /** Section `id` of the content file of page `p`, as loaded. */
  const section = (p: string, id: string) => {
    const found = ((route(p).page as { sections?: Section[] }).sections ?? []).find((x) => x.id === id);
    expect(found, `${p}'s content has a section ${id}`).toBeDefined();
    return found!;
  };
  const pathOf = (lang: string, template: Route["template"]) => routes.find((r) => r.lang === lang && r.template === template)!.path;
  const form = hasApplyForm(content.site);
  return {
    items,
    route,
    section,
    pathOf,
    count: (p: string, id: string) => items(p, id).length,
    times: (p: string, id: string) => s.page(p).querySelectorAll(`section#${id} [data-time]`).map(text),
    /** The times the content gives the steps of section `id`, in order (steps without one left out). */
    stepTimes: (p: string, id: string) => (section(p, id).items as Step[]).flatMap((step) => (step.time ? [step.time] : [])),
    titles: (p: string, id: string) => items(p, id).map((li) => text(li.querySelector("h3")!).replace(/^Step \d+: /, "")),
    hrefs: (p: string) =>
      s
        .page(p)
        .querySelectorAll("main a")
        .map((a) => a.getAttribute("href")),
    questions: (p: string) => s.page(p).querySelectorAll('[data-island="faq-accordion"] h3').length,
    bodyText: (p: string) => text(s.page(p).querySelector("main")!),
    /** The same page in every language the site has: [lang, path] pairs, English first. */
    inEachLanguage: (p: string) => Object.entries(route(p).alternates) as [string, string][],
    setOf: (lang: string) => languagesOf(content).find((set) => set.lang === lang)!,
    values: content.langs.en!.values,
    // #33: the apply page's calls to action while site.yaml has the online form; the call in their place without it.
    applyOrCall: (lang = "en") => (form ? pathOf(lang, "apply") : phoneHref(content.site.phone)),
    form,
  };
}

const rule = (name: string, check: (s: SiteUnderTest) => void): Rule => ({ name, check });

/** The service and information pages of issue #4: their sections, figures and calls to action. */
export const infoPageRules: Rule[] = [
  rule("every section of every page shows each item its content lists (cards, steps, list items, rows, links, counties)", (s) => {
    const { count, setOf } = on(s);
    let checked = 0;
    for (const r of s.routes)
      for (const sec of (r.page as { sections?: Section[] }).sections ?? []) {
        const expected =
          sec.kind === "counties"
            ? setOf(r.lang).counties.length
            : sec.kind === "premium"
              ? sec.amounts!.length
              : sec.kind === "actions"
                ? undefined // buttons, not counted items
                : (sec.items ?? sec.rows ?? sec.paths)?.length;
        if (expected === undefined) continue;
        expect(count(r.path, sec.id), `${r.path} #${sec.id}`).toBe(expected);
        checked++;
      }
    expect(checked).toBeGreaterThan(s.routes.length);
  }),
  rule("every step shows the time its content gives it, and only that", (s) => {
    const { times, stepTimes } = on(s);
    for (const r of s.routes)
      for (const sec of (r.page as { sections?: Section[] }).sections ?? [])
        if (sec.kind === "steps") expect(times(r.path, sec.id), `${r.path} #${sec.id}`).toEqual(stepTimes(r.path, sec.id));
  }),
  rule("every FAQ shows each category of its content with its icon, and each of its questions under it", (s) => {
    for (const r of s.routes) {
      const categories = (r.page as { faq?: { title: string; items: unknown[] }[] }).faq;
      if (!categories) continue;
      const island = s.page(r.path).querySelector('[data-island="faq-accordion"]');
      expect(island, r.path).not.toBeNull();
      const groups = island!.querySelectorAll("h2");
      if (categories.length > 1 || groups.length > 0) {
        expect(groups.map(text), r.path).toEqual(categories.map((c) => c.title));
        for (const g of groups) expect(g.querySelector("svg"), `${r.path} ${text(g)}`).not.toBeNull();
      }
      expect(island!.querySelectorAll("h3"), r.path).toHaveLength(categories.reduce((n, c) => n + c.items.length, 0));
    }
  }),
  rule(
    "each service and information page offers the 24/7 call near the top and at the end, and the online application there only with the form (#33)",
    (s) => {
      const { form } = on(s);
      const all = s.routes.filter((r) => r.lang === "en" && (r.group === "bonds" || r.template === "info"));
      expect(all.length).toBeGreaterThan(0);
      for (const r of all) {
        const main = s.page(r.path).querySelector("main")!;
        expect(main.querySelectorAll('a[href^="tel:"]').length, r.path).toBeGreaterThanOrEqual(2);
        const applies = main.querySelectorAll('a[href="/apply"]');
        if (form) expect(applies.length, r.path).toBeGreaterThanOrEqual(2);
        else expect(applies, r.path).toHaveLength(0);
      }
    },
  ),
  rule(
    "/vehicle-bail-bonds names DWI, and #16 links every county served (the same set as the header and footer), /apply (the call without the form) and /contact, in each language",
    (s) => {
      const p = "/vehicle-bail-bonds";
      const { bodyText, inEachLanguage, items, hrefs, applyOrCall, pathOf } = on(s);
      expect(bodyText(p)).toMatch(/DWI/);
      expect(inEachLanguage(p)).toHaveLength(languagesOf(s.content).length);
      for (const [lang, here] of inEachLanguage(p)) {
        const counties = s.routes.filter((r) => r.lang === lang && r.group === "counties").map((r) => r.path);
        expect(counties.length, lang).toBeGreaterThan(0);
        expect(items(here, "counties").map((li) => li.querySelector("a")!.getAttribute("href"))).toEqual(counties);
        expect(hrefs(here)).toEqual(expect.arrayContaining([applyOrCall(lang), pathOf(lang, "contact")]));
      }
    },
  ),
  rule("/nc-bail-bond-laws explains each statute its content names, in order", (s) => {
    const p = "/nc-bail-bond-laws";
    const { titles, section } = on(s);
    expect(titles(p, "statutes")).toEqual((section(p, "statutes").items as { title: string }[]).map((i) => i.title));
  }),
  rule("/nc-bail-bond-laws states the 15% cap, the 15-day collateral rule and the December 2025 changes", (s) => {
    const all = on(s).bodyText("/nc-bail-bond-laws");
    expect(all).toMatch(/15%/);
    expect(all).toMatch(/15 days/);
    expect(all).toMatch(/S\.L\. 2025-93/);
    expect(all).toMatch(/December 1, 2025|1 December 2025/);
  }),
  rule("/nc-bail-bond-laws has the constitutional basis, rights, the process, compliance, a not-legal-advice note and a last-reviewed date", (s) => {
    const p = "/nc-bail-bond-laws";
    const { hrefs } = on(s);
    for (const id of ["constitution", "rights", "bail-process", "compliance", "not-legal-advice"])
      expect(s.page(p).querySelector(`section#${id}`), id).not.toBeNull();
    expect(text(s.page(p).querySelector("section#not-legal-advice")!)).toMatch(/not legal advice/i);
    // "As of" the oldest reading once every statute was read at its official source; until then, a note that says so.
    const law = parseYaml(readFileSync(path.join(s.contentDir, "data/law.yaml"), "utf8")) as { reread?: string }[];
    if (law.every((entry) => entry.reread))
      expect(s.page(p).querySelector("main time[datetime]")?.getAttribute("datetime")).toBe(law.map((e) => e.reread!).toSorted()[0]);
    else {
      expect(s.page(p).querySelector("main time[datetime]")).toBeNull();
      const messages = parseYaml(readFileSync(path.join(s.contentDir, "messages/en.yaml"), "utf8")) as { info: { rereadPending: string } };
      expect(text(s.page(p).querySelector("main")!)).toContain(messages.info.rereadPending);
    }
    expect(hrefs(p)).toContain("/contact");
  }),
  rule(
    "/process gives factors, what to bring, the release timeline with site.yaml's figures, first appearance without typed hours, and the lifecycle",
    (s) => {
      const p = "/process";
      const { count, values } = on(s);
      expect(count(p, "bail-factors")).toBeGreaterThan(0);
      expect(count(p, "what-you-need")).toBeGreaterThan(0);
      const timeline = text(s.page(p).querySelector("section#release-timeline")!);
      for (const t of [values.callToRelease, values.arrestToRelease]) expect(timeline).toContain(t); // their sums: figures.test.ts
      // #16 the facts do not back "within 48 hours, 72 on a weekend": the page sends the reader to the release papers.
      const first = text(s.page(p).querySelector("section#first-appearance")!);
      expect(first).not.toMatch(/\d+ hours/);
      expect(first).toMatch(/release papers/);
      const lifecycle = text(s.page(p).querySelector("section#lifecycle")!);
      expect(lifecycle).toMatch(/exonerat/i);
      expect(lifecycle).toMatch(/forfeit/i);
    },
  ),
  rule("/payment-plans names the cards taken, and shows an example plan per amount of its content with its total (arithmetic: money.test.ts)", (s) => {
    const p = "/payment-plans";
    const { bodyText, section } = on(s);
    expect(bodyText(p)).toMatch(/Visa, Mastercard, American Express and Discover/);
    const rows = s
      .page(p)
      .querySelectorAll("section#example-plans tr[data-bail]")
      .map((tr) => tr.querySelectorAll("th, td").map(text));
    expect(rows).toHaveLength(section(p, "example-plans").amounts!.length);
    for (const row of rows) expect(row).toHaveLength(6);
    expect(s.page(p).querySelectorAll("section#example-plans thead th").map(text).at(-1)).toBe("Total paid");
  }),
  rule("/payment-plans carries the calculator island, whose no-JavaScript state shows a worked example", (s) => {
    const island = s.page("/payment-plans").querySelector('section#example-plans [data-island="premium-calculator"]');
    expect(island).not.toBeNull();
    // #48 no field before the script: typing into it changed nothing, beside figures for another amount.
    expect(island!.querySelector("input")!.closest(".invisible")).not.toBeNull(); // its place kept, not seen or reached
    expect(text(island!)).toMatch(/^A worked example: the figures below are for a bail of \$[\d,]+\./);
    expect(text(island!)).toMatch(/Total paid ?\$[\d,]+.*On a bail of \$[\d,]+/); // its figures: money.test.ts
  }),
  rule(
    "#16 every statute of content/data/law.yaml is listed once with its official text: North Carolina's on the law page, federal law on the federal and immigration bond pages",
    (s) => {
      const { items } = on(s);
      const all = s.content.langs.en!.law;
      const federal = all.filter((entry) => entry.jurisdiction === "federal");
      expect(federal.length).toBeGreaterThan(0);
      for (const bondPage of ["/federal-bonds", "/immigration-bonds"])
        expect(items(bondPage, "sources").map(text), bondPage).toEqual(federal.map((entry) => expect.stringContaining(entry.cite)));
      const law = all.filter((entry) => entry.jurisdiction === "north-carolina");
      const shown = items("/nc-bail-bond-laws", "sources");
      expect(shown).toHaveLength(law.length);
      for (const [i, entry] of law.entries()) {
        expect(text(shown[i]!)).toContain(entry.cite);
        if (entry.source.startsWith("https://")) expect(shown[i]!.querySelector(`a[href="${entry.source}"]`), entry.cite).not.toBeNull();
        else expect(text(shown[i]!)).toContain(entry.source); // named, not linked: outside links are https only
      }
    },
  ),
  rule("/about tells the values, a timeline from the founding year that quotes no rating, the counties and team qualities", (s) => {
    const p = "/about";
    const { count, items, inEachLanguage, values, hrefs, setOf } = on(s);
    expect(count(p, "values")).toBeGreaterThan(0);
    const years = items(p, "timeline").map((li) => Number(text(li).slice(0, 4)));
    expect(years[0]).toBe(s.content.site.foundingYear);
    expect(years).toEqual([...years].sort());
    // No dated entry quotes today's rating, as if the agency had had it that year.
    for (const [, here] of inEachLanguage(p))
      for (const li of items(here, "timeline")) {
        expect(text(li), here).not.toContain(values.reviewCount);
        expect(text(li), here).not.toContain(s.content.langs.es!.values.reviewCount);
      }
    expect(count(p, "counties")).toBe(setOf("en").counties.length);
    expect(count(p, "team")).toBeGreaterThan(0);
    expect(hrefs(p)).toContain("/testimonials");
  }),
  rule("/faqs links to /contact and /apply (the call without the form)", (s) => {
    const { hrefs, applyOrCall } = on(s);
    expect(hrefs("/faqs")).toEqual(expect.arrayContaining(["/contact", applyOrCall()]));
  }),
  rule(
    "/testimonials shows every review of reviews.yaml for its language with stars and their text equivalent, and trust badges with icons, in each language",
    (s) => {
      const { inEachLanguage, items } = on(s);
      const p = "/testimonials";
      expect(inEachLanguage(p)).toHaveLength(languagesOf(s.content).length);
      for (const [lang, here] of inEachLanguage(p)) {
        const rated = languagesOf(s.content)
          .find((l) => l.lang === lang)!
          .messages.leaves.get("reviews.rated")!; // "Rated {rating} out of 5"
        const shown = items(here, "reviews");
        // A sample shows only on pages of its language; a real review on every page, as written.
        const expected = reviewsShownIn(s.content.reviews, lang as Lang);
        expect(expected.length).toBeGreaterThan(0);
        expect(shown).toHaveLength(expected.length);
        shown.forEach((r, i) => {
          // In the order of reviews.yaml; the stars' text says this review's own rating.
          expect(text(r), `${here} review ${i + 1}`).toContain(expected[i]!.name);
          expect(text(r), `${here} review ${i + 1}`).toContain(rated.replace("{rating}", String(expected[i]!.rating)));
          expect(r.querySelectorAll("svg")).toHaveLength(5);
          if (expected[i]!.sample) expect(r.querySelector("[lang]")?.getAttribute("lang") ?? lang, `${here} review ${i + 1}`).toBe(lang);
        });
        for (const b of items(here, "badges")) expect(b.querySelector("h3 svg")).not.toBeNull();
      }
    },
  ),
  rule("/testimonials: while the rating or reviews are samples, says so and claims no client reviews in its title, heading or description", (s) => {
    const { content } = s;
    const { inEachLanguage, values } = on(s);
    if (!content.site.rating.sample && !content.reviews.some((r) => r.sample)) return; // real figures: nothing to label
    const claims: Record<string, RegExp> = { en: /client|families we have helped|rate us/i, es: /client|familias que hemos ayudado|nos califican/i };
    for (const [lang, here] of inEachLanguage("/testimonials")) {
      const doc = s.page(here);
      const head = [
        doc.querySelector("title")!.text,
        doc.querySelector("h1")!.text,
        doc.querySelector('meta[name="description"]')!.getAttribute("content")!,
        doc.querySelector('meta[property="og:description"]')!.getAttribute("content")!,
      ];
      for (const h of head) {
        expect(h, here).not.toMatch(claims[lang]!);
        expect(h, here).not.toContain(values.reviewCount);
      }
    }
    // The rating's sentence, where the pages quote it, says it is a sample (site.yaml rating.sample).
    for (const l of languagesOf(content)) expect(l.values.ratingSentence, l.lang).toMatch(content.site.rating.sample ? /sample|muestra/i : /./);
    for (const [, here] of [...inEachLanguage("/testimonials"), ...inEachLanguage("/"), ...inEachLanguage("/about")]) {
      const lang = here.startsWith("/es") ? "es" : "en";
      const sentence = languagesOf(content).find((l) => l.lang === lang)!.values.ratingSentence;
      expect(text(s.page(here).querySelector("main")!), here).toContain(sentence);
    }
  }),
  rule("/testimonials links to the outside reviews in a new tab, to /contact and /apply (the call without the form), and has no review markup", (s) => {
    const p = "/testimonials";
    const { hrefs, applyOrCall } = on(s);
    const more = s.page(p).querySelector('section#reviews a[target="_blank"]');
    expect(more?.getAttribute("rel")).toBe("noopener noreferrer");
    expect(hrefs(p)).toEqual(expect.arrayContaining(["/contact", applyOrCall()]));
    const ld = s.page(p).querySelector('script[type="application/ld+json"]')!.text;
    expect(ld).not.toMatch(/"Review"|aggregateRating|reviewRating/);
  }),
  rule("/transfer-bonds: scenarios with examples, and kinds that carry no typed timeframe", (s) => {
    const p = "/transfer-bonds";
    const { count, items } = on(s);
    expect(count(p, "scenarios")).toBeGreaterThan(0);
    for (const sc of items(p, "scenarios")) expect(text(sc)).toMatch(/Example:/);
    const types = text(s.page(p).querySelector("section#types")!);
    expect(types).toMatch(/Complexity:/);
    expect(types).not.toMatch(/Timeframe|\d\s*(?:hours|days)/);
  }),
  rule("/immigration-bonds: no typed step times, the federal minimum as the one figure, and the dated detention centers", (s) => {
    const p = "/immigration-bonds";
    const { times, values } = on(s);
    // ICE's and the court's times and the bond range are not ours to type; the Alamance change is dated.
    expect(times(p, "process")).toEqual([]);
    // The one figure it shows is the federal minimum, a statement of law.yaml (#33), never a typed range.
    const amounts = text(s.page(p).querySelector("section#amounts")!);
    const minimum = values["law.immigrationBondMinimum"]!;
    expect(amounts).toContain(minimum);
    expect(amounts.replace(minimum, "")).not.toMatch(/\$\d/);
    expect(text(s.page(p).querySelector("section#detention-centers")!)).toMatch(
      /In November 2025, the Alamance County Sheriff's Office stopped housing ICE detainees/,
    );
  }),
  rule("/federal-bonds: federal vs state, charges, the detention warning, steps without typed times, requirements, courthouses, contact", (s) => {
    const p = "/federal-bonds";
    const { count, times, hrefs } = on(s);
    expect(s.page(p).querySelector("section#federal-vs-state")).not.toBeNull();
    expect(count(p, "charges")).toBeGreaterThan(0);
    expect(text(s.page(p).querySelector("section#detention-warning")!)).toMatch(/held until trial, with no bond/i);
    expect(times(p, "process")).toEqual([]); // the court sets each date
    expect(count(p, "requirements")).toBeGreaterThan(0);
    expect(count(p, "courthouses")).toBeGreaterThan(0);
    expect(hrefs(p)).toContain("/contact");
  }),
  rule("/appeal-bonds: the time-limit note gives no typed number of days (the lawyer's to give)", (s) => {
    const limits = s.page("/appeal-bonds").querySelector("section#time-limits");
    expect(limits).not.toBeNull();
    expect(text(limits!)).not.toMatch(/\d+\s*days/);
  }),
  rule("/property-bonds: only North Carolina property, with no typed equity share, and steps without typed times", (s) => {
    const p = "/property-bonds";
    // The court decides what equity is enough. A property bond is the owners' pledge to the court, not ours; what we
    // accept is North Carolina real estate as collateral for a surety bond, said apart from it.
    expect(text(s.page(p).querySelector("section#property-types")!)).toMatch(
      /pledge of North Carolina property to the court, not a bond we write\..*we accept North Carolina real estate as collateral for a surety bond/,
    );
    expect(text(s.page(p).querySelector("section#property-types")!)).not.toMatch(/%/);
    expect(on(s).times(p, "process")).toEqual([]);
  }),
  rule("/surety-bonds: a cost row per amount of its content, the one co-signer rule, and the apply link", (s) => {
    const p = "/surety-bonds";
    const { section, items, values, hrefs, applyOrCall } = on(s);
    const bails = s.page(p).querySelectorAll("section#costs tr[data-bail] th").map(text);
    expect(bails).toEqual(section(p, "costs").amounts!.map((n) => `$${n.toLocaleString("en-US")}`));
    expect(items(p, "requirements").filter((li) => text(li).includes(values.cosignerRule))).toHaveLength(1);
    expect(hrefs(p)).toContain(applyOrCall());
  }),
  rule("/resources links state resources (new tab), our guide pages and the first-hour steps", (s) => {
    const p = "/resources";
    const { count } = on(s);
    const outside = s.page(p).querySelectorAll('section#state-resources a[target="_blank"]');
    expect(outside.length).toBeGreaterThanOrEqual(2);
    for (const a of outside) expect(a.getAttribute("href")).toMatch(/^https:\/\//);
    expect(count(p, "our-guides")).toBeGreaterThan(0);
    expect(count(p, "first-hour")).toBeGreaterThan(0);
  }),
  rule(
    "the coverage placeholders, the inmate search, the jail directory, the FAQ and the resources page give the counts of content/data/counties/",
    (s) => {
      const { pathOf, inEachLanguage } = on(s);
      const served = s.content.langs.en!.counties.map((c) => path.basename(c.file, ".md"));
      const data = served.map((name) => {
        const file = path.join(s.contentDir, "data/counties", `${name}.yaml`);
        return schemas.countyData.safeParse(parseYaml(readFileSync(file, "utf8"))).data;
      });
      const jails = data.flatMap((d) => d?.facilities ?? []);
      const expected = {
        countiesServed: served.length,
        countiesWithJailList: data.filter((d) => d?.sheriff.inmateLookup).length,
        jailCount: jails.length,
        jailsWithPhone: jails.filter((j) => j.phone).length,
      };
      for (const l of languagesOf(s.content))
        for (const [name, n] of Object.entries(expected)) expect(l.values[name as keyof typeof expected], `${l.lang} {${name}}`).toBe(String(n));
      for (const lang of languagesOf(s.content).map((l) => l.lang)) {
        const search = s.page(pathOf(lang, "inmate-search"));
        const linked = served.filter((name, i) => {
          const list = data[i]?.sheriff.inmateLookup;
          return list && search.querySelector(`[data-sheriff="${name}"] a[href="${list}"]`);
        });
        expect(linked, lang).toHaveLength(expected.countiesWithJailList);
        const cards = s.page(pathOf(lang, "jail-locations")).querySelectorAll("section[data-county] > ul:first-of-type > li");
        expect(cards, lang).toHaveLength(expected.jailCount);
        expect(
          cards.filter((c) => c.querySelector('a[href^="tel:"]')),
          lang,
        ).toHaveLength(expected.jailsWithPhone);
      }
      for (const p of ["/faqs", "/resources"])
        for (const [, here] of inEachLanguage(p)) {
          const body = text(s.page(here).querySelector("main")!);
          const of = here.startsWith("/es") ? "de nuestros" : "of our";
          expect(body, here).toContain(`${expected.countiesWithJailList} ${of} ${expected.countiesServed}`);
          if (p === "/faqs") expect(body, here).toMatch(new RegExp(`\\b${expected.jailsWithPhone} (of the|de las) ${expected.jailCount}\\b`));
        }
    },
  ),
];

const one = (page: string, pattern: RegExp) => {
  const all = [...page.matchAll(new RegExp(pattern, "g"))];
  expect(all).toHaveLength(1);
  return all[0]![1]!;
};
const decode = (s: string) =>
  s
    .replace(/&amp;/g, "&")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"');
/** The page's node of type `type` in its JSON-LD graph (LocalBusiness unless named). */
const business = (page: string, type = "LocalBusiness") =>
  JSON.parse(one(page, /<script type="application\/ld\+json">(.*?)<\/script>/))["@graph"].find((node: { "@type": string }) => node["@type"] === type);
const langsOf = (s: SiteUnderTest) => s.content.locales.map((l) => l.code);
/** The contact page of `lang`: where the header and footer are read. */
const contactPage = (s: SiteUnderTest, lang: Lang = "en") => s.html(s.routes.find((r) => r.lang === "en" && r.template === "contact")!.alternates[lang]!);

/** What every built page says in its head, header and footer, and the sitemap, redirects and not-found pages. */
export const outputRules: Rule[] = [
  rule("gives every page a unique title (10–60 characters) and description (50–160)", (s) => {
    const titles = s.routes.map((r) => decode(one(s.html(r.path), /<title>(.*?)<\/title>/)));
    const descriptions = s.routes.map((r) => decode(one(s.html(r.path), /<meta name="description" content="([^"]*)"/)));
    expect(new Set(titles).size).toBe(s.routes.length);
    expect(new Set(descriptions).size).toBe(s.routes.length);
    for (const t of titles) {
      expect(t.length, t).toBeGreaterThanOrEqual(10);
      expect(t.length, t).toBeLessThanOrEqual(60);
    }
    for (const d of descriptions) {
      expect(d.length, d).toBeGreaterThanOrEqual(50);
      expect(d.length, d).toBeLessThanOrEqual(160);
    }
  }),
  rule("has lang, keywords, an absolute canonical equal to the served URL, Open Graph and Twitter tags", (s) => {
    for (const r of s.routes) {
      const page = s.html(r.path);
      const url = `${s.content.site.url}${r.path}`;
      expect(page.startsWith(`<!DOCTYPE html><html lang="${r.lang}">`), r.path).toBe(true);
      expect(one(page, /<link rel="canonical" href="([^"]*)"/)).toBe(url);
      expect(one(page, /<meta property="og:url" content="([^"]*)"/)).toBe(url);
      expect(one(page, /<meta name="keywords" content="([^"]*)"/).length).toBeGreaterThan(0);
      expect(decode(one(page, /<meta property="og:title" content="([^"]*)"/))).toBe(r.page.title);
      expect(one(page, /<meta name="twitter:card" content="([^"]*)"/)).toBe("summary");
      expect(page.match(/<h1[\s>]/g)).toHaveLength(1);
    }
  }),
  rule("carries LocalBusiness JSON-LD with site.yaml's figures, geo, logo and image on every page; the home page adds site.yaml's services", (s) => {
    const site = s.content.site;
    for (const r of s.routes) {
      const data = business(s.html(r.path));
      expect(data["@type"]).toBe("LocalBusiness");
      expect(data.name).toBe(site.name);
      expect(data.telephone).toBe(phoneHref(site.phone).slice(4));
      expect(data.priceRange).toBe("$$");
      expect(data.address.addressLocality).toBe(site.address.city);
      expect(data.openingHoursSpecification[0]).toMatchObject({ opens: "00:00", closes: "23:59" });
      expect(data.openingHoursSpecification[0].dayOfWeek).toHaveLength(7);
      expect(data.aggregateRating).toBeUndefined();
      expect(data.review).toBeUndefined();
      // #16: geo on every page, not only the home page; logo and image are a file the build wrote.
      expect(data.geo).toEqual({ "@type": "GeoCoordinates", latitude: site.geo.latitude, longitude: site.geo.longitude });
      for (const url of [data.logo, data.image]) {
        expect(url.startsWith(`${site.url}/`), url).toBe(true);
        expect(() => s.read(url.slice(site.url.length + 1))).not.toThrow();
      }
      // #16: the served communities mix towns with places that are not towns (Research Triangle Park): none is a City.
      const places = data.areaServed.flatMap((a: { containsPlace?: { "@type": string }[] }) => a.containsPlace ?? []);
      if (isAboutBusiness(r)) expect(places.length).toBeGreaterThan(s.content.langs.en!.counties.length);
      else expect(places, r.path).toEqual([]);
      expect(places.filter((p: { "@type": string }) => p["@type"] !== "Place")).toEqual([]);
    }
    const home = business(s.html("/"));
    expect(home.makesOffer.map((o: { itemOffered: { name: string } }) => o.itemOffered.name)).toEqual(site.offeredServices.map((o) => o.name));
  }),
  rule("§5: names every county served on every page of every language, from the county files, in the page's language", (s) => {
    for (const lang of langsOf(s)) {
      // One county page per file of content/counties (or its translation), by the name the page's language gives it.
      const { counties } = on(s).setOf(lang);
      expect(counties.length).toBe(s.content.langs.en!.counties.length);
      const names = counties.map((c) => `${c.label}, ${s.content.site.address.region}`);
      for (const r of s.routes.filter((route) => route.lang === lang))
        expect(
          business(s.html(r.path)).areaServed.map((a: { "@type": string; name: string }) => [a["@type"], a.name]),
          r.path,
        ).toEqual(names.map((n) => ["AdministrativeArea", n]));
    }
  }),
  rule("has the emergency bar's tap-to-call link, the 24/7 notice and the address, in each language", (s) => {
    const site = s.content.site;
    for (const lang of langsOf(s)) {
      const page = contactPage(s, lang);
      expect(page, lang).toContain(`href="${phoneHref(site.phone)}"`);
      expect(page, lang).toContain(s.contexts[lang]!.site.hours.label);
      expect(page, lang).toContain(`${site.address.street}, ${site.address.city}`);
    }
  }),
  rule("lists every county of each language in the dropdown, in the order the county files give", (s) => {
    for (const lang of langsOf(s)) {
      const menu = one(contactPage(s, lang), /<div id="counties-menu" popover="auto"[^>]*>(.*?)<\/div>/);
      const { counties } = on(s).setOf(lang);
      expect(
        [...menu.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!),
        lang,
      ).toEqual(counties.map((c) => c.path));
      const order = counties.map((c) => c.order);
      expect(order, lang).toEqual(order.toSorted((a, b) => a - b));
    }
  }),
  rule("has the desktop navigation in navigation.yaml's order, each link a built page of its language, and a drawer with the same links", (s) => {
    for (const lang of langsOf(s)) {
      const t = s.contexts[lang]!.t;
      const page = contactPage(s, lang);
      const nav = one(page, new RegExp(`<nav aria-label="${t("header.mainNav")}"[^>]*>(.*?)</nav>`)).replace(/<div id="counties-menu".*?<\/div>/, "");
      const drawer = one(page, new RegExp(`<nav aria-label="${t("header.mobileNav")}">(.*?)</nav>`)).replace(/<details.*?<\/details>/, "");
      const header = on(s).setOf(lang).navigation.header;
      const expected = header.flatMap((item) => ("path" in item ? [item.path] : []));
      expect(expected.length, lang).toBeGreaterThan(0);
      for (const p of expected) expect(s.routes.find((r) => r.path === p)?.lang, `${lang} menu: ${p}`).toBe(lang);
      expect(
        [...nav.matchAll(/href="([^"]+)"/g)].map((m) => m[1]),
        lang,
      ).toEqual(expected);
      expect(
        [...drawer.matchAll(/href="([^"]+)"/g)].map((m) => m[1]),
        lang,
      ).toEqual(expected);
      for (const item of header) if ("counties" in item) expect(nav).toContain(item.counties);
    }
  }),
  rule("opens Pay Now in a new tab, safely, in each language", (s) => {
    for (const lang of langsOf(s)) {
      const payNow = [...contactPage(s, lang).matchAll(new RegExp(`<a [^>]*href="([^"]*)"[^>]*>${s.contexts[lang]!.t("header.payNow")}`, "g"))];
      expect(payNow.length, lang).toBeGreaterThanOrEqual(1);
      for (const m of payNow) {
        expect(decode(m[1]!)).toBe(s.content.site.payNowUrl);
        expect(m[0]).toContain('target="_blank"');
        expect(m[0]).toContain('rel="noopener noreferrer"');
      }
    }
  }),
  rule("has the footer's services, quick links, contact details, license and the copyright line, in each language", (s) => {
    const site = s.content.site;
    for (const lang of langsOf(s)) {
      const footer = one(contactPage(s, lang), /<footer[^>]*>(.*?)<\/footer>/);
      const set = on(s).setOf(lang);
      for (const p of set.navigation.footerServices) expect(footer).toContain(`href="${p}"`);
      for (const p of set.navigation.footerQuickLinks) expect(footer).toContain(`href="${p}"`);
      expect(footer).toContain(`mailto:${site.email}`);
      expect(footer).toMatch(new RegExp(`© \\d{4} ${site.name}\\.`));
      // The license number beside "licensed", in the page's language.
      const license = set.messages.leaves.get("footer.license")!.replace("{licenseNumber}", site.licenseNumber);
      expect(decode(footer)).toContain(license);
    }
  }),
  rule("lists every canonical URL in sitemap.xml and nothing else", (s) => {
    const locs = [...s.read("sitemap.xml").matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(s.routes.map((r) => `${s.content.site.url}${r.path}`));
  }),
  rule("writes each redirect as a noindex meta-refresh page with the target as canonical, and in _redirects; no page links to one", (s) => {
    const rules = s
      .read("_redirects")
      .trim()
      .split("\n")
      .filter((line) => line.endsWith(" 301"));
    expect(rules).toHaveLength(s.content.redirects.length);
    for (const r of s.content.redirects) {
      const page = s.read(fileForPath(r.from));
      expect(page).toContain(`<meta http-equiv="refresh" content="0; url=${r.to}" />`);
      expect(page).toContain(`<link rel="canonical" href="${s.content.site.url}${r.to}" />`);
      expect(page).toContain('<meta name="robots" content="noindex" />');
      expect(rules).toContain(`${r.from} ${r.to} 301`);
    }
    for (const r of s.routes) for (const rd of s.content.redirects) expect(s.html(r.path)).not.toContain(`href="${rd.from}"`);
  }),
  rule("each language's not-found page has its own title, heading and way home from its 404.md, is not indexed and in no sitemap", (s) => {
    for (const lang of langsOf(s)) {
      const set = on(s).setOf(lang);
      const file = lang === s.content.locales[0]!.code ? "404.html" : `${lang}/404.html`;
      const page = s.read(file);
      expect(page, file).toMatch(new RegExp(`^<!DOCTYPE html><html lang="${lang}">`));
      expect(decode(page), file).toContain(`<title>${set.notFound.title}</title>`);
      expect(decode(page), file).toMatch(new RegExp(`<h1[^>]*>${set.notFound.heading}</h1>`));
      expect(decode(page), file).toMatch(new RegExp(`<a href="${s.contexts[lang]!.paths.home}"[^>]*>${set.notFound.linkText}</a>`));
      expect(page, file).toContain('<meta name="robots" content="noindex"/>');
      expect(page, file).not.toContain('rel="canonical"');
    }
    expect(s.read("sitemap.xml")).not.toContain("404");
  }),
];
