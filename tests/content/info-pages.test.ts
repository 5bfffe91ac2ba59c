/**
 * Issue #4's counts and figures, read from the built HTML of the service and information pages: every list the
 * spec counts has exactly that count, every timeframe it names is on the page, and the calls to action are there.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { type HTMLElement, parse } from "node-html-parser";
import { beforeAll, describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { fileForPath } from "../../generator/checks/links.ts";
import { prepare } from "../../generator/prepare.ts";
import { languagesOf } from "../../generator/routes.ts";
import { reviewsShownIn } from "../../generator/site-context.ts";
import { hasApplyForm } from "../../model/form-text.ts";
import { phoneHref } from "../../model/phone.ts";
import * as schemas from "../../model/schemas/index.ts";
import type { Route } from "../../model/site-context.ts";
import { builtSite } from "../helpers/built-site.ts";
import { root } from "../helpers/content-fixture.ts";

// Figures that site.yaml names (#16): the pages must show them as site.yaml has them now.
const { content, routes } = prepare(path.join(root, "content"));
const { reviews } = content;
const { values, pages: pageFiles } = content.langs.en!;
/** The same page in every language the site has: [lang, path] pairs, English first. */
const inEachLanguage = (p: string) => Object.entries(routes.find((r) => r.path === p)!.alternates) as [string, string][];
/** The path of the page with `template` in `lang` (templates link to them by role). */
const pathOf = (lang: string, template: Route["template"]) => routes.find((r) => r.lang === lang && r.template === template)!.path;
// #33: the apply page's calls to action while site.yaml has the online form; the call in their place without it.
const form = hasApplyForm(content.site);
const applyOrCall = (lang = "en") => (form ? pathOf(lang, "apply") : phoneHref(content.site.phone));
let out: string; // the shared build of content/ (helpers/built-site.ts): read only
const pages = new Map<string, HTMLElement>();
const page = (p: string) => {
  let doc = pages.get(p);
  if (!doc) {
    doc = parse(readFileSync(path.join(out, fileForPath(p)), "utf8"));
    pages.set(p, doc);
  }
  return doc;
};

beforeAll(async () => {
  out = await builtSite();
});

const text = (el: HTMLElement) =>
  el.text
    .replace(/\u2060/g, "")
    .replace(/\s+/g, " ")
    .trim(); // word joiners glue ranges
/** The counted items of section #id: cards, steps, list items, table rows, reviews. */
const items = (p: string, id: string) => {
  const section = page(p).querySelector(`section#${id}`);
  expect(section, `${p} has a section #${id}`).not.toBeNull();
  return section!.querySelectorAll("[data-item]");
};
const count = (p: string, id: string) => items(p, id).length;
const times = (p: string, id: string) => page(p).querySelectorAll(`section#${id} [data-time]`).map(text);
const titles = (p: string, id: string) => items(p, id).map((li) => text(li.querySelector("h3")!).replace(/^Step \d+: /, ""));
const hrefs = (p: string) =>
  page(p)
    .querySelectorAll("main a")
    .map((a) => a.getAttribute("href"));
const faq = (p: string) => {
  const island = page(p).querySelector('[data-island="faq-accordion"]')!;
  return island.querySelectorAll("h2").map((h) => ({ title: text(h), icon: h.querySelector("svg") !== null }));
};
const questions = (p: string) => page(p).querySelectorAll('[data-island="faq-accordion"] h3').length;
const bodyText = (p: string) => text(page(p).querySelector("main")!);

describe("every service and information page", () => {
  const all = [
    "/vehicle-bail-bonds",
    "/nc-bail-bond-laws",
    "/process",
    "/payment-plans",
    "/about",
    "/faqs",
    "/testimonials",
    "/transfer-bonds",
    "/immigration-bonds",
    "/federal-bonds",
    "/appeal-bonds",
    "/property-bonds",
    "/surety-bonds",
    "/resources",
  ];
  it.each(all)("%s offers the 24/7 call near the top and at the end, and the online application there only with the form (#33)", (p) => {
    const main = page(p).querySelector("main")!;
    const calls = main.querySelectorAll('a[href^="tel:"]');
    const applies = main.querySelectorAll('a[href="/apply"]');
    expect(calls.length).toBeGreaterThanOrEqual(2);
    if (form) expect(applies.length).toBeGreaterThanOrEqual(2);
    else expect(applies).toHaveLength(0);
  });
});

describe("/vehicle-bail-bonds", () => {
  const p = "/vehicle-bail-bonds";
  it("has three charge categories, a 3-step process, legal considerations and a 4-question FAQ", () => {
    expect(titles(p, "charges")).toHaveLength(3);
    expect(bodyText(p)).toMatch(/DWI/);
    expect(count(p, "process")).toBe(3);
    expect(count(p, "legal")).toBeGreaterThan(0);
    expect(questions(p)).toBe(4);
  });
  it("#16 links every county served (the same set as the header and footer), and to /apply (the call without the form) and /contact, in each language", () => {
    expect(inEachLanguage(p)).toHaveLength(languagesOf(content).length);
    for (const [lang, here] of inEachLanguage(p)) {
      const counties = routes.filter((r) => r.lang === lang && r.group === "counties").map((r) => r.path);
      expect(counties.length, lang).toBeGreaterThan(0);
      expect(items(here, "counties").map((li) => li.querySelector("a")!.getAttribute("href"))).toEqual(counties);
      expect(hrefs(here)).toEqual(expect.arrayContaining([applyOrCall(lang), pathOf(lang, "contact")]));
    }
  });
});

describe("/nc-bail-bond-laws", () => {
  const p = "/nc-bail-bond-laws";
  it("explains each statute the issue names", () => {
    expect(titles(p, "statutes")).toEqual(["G.S. 15A-534", "G.S. 15A-535", "G.S. Chapter 58, Article 71", "G.S. 15A-543", "G.S. 15A-544.1 to 15A-544.8"]);
  });
  it("states the 15% cap, the 15-day collateral rule and the December 2025 changes", () => {
    const all = bodyText(p);
    expect(all).toMatch(/15%/);
    expect(all).toMatch(/15 days/);
    expect(all).toMatch(/S\.L\. 2025-93/);
    expect(all).toMatch(/December 1, 2025|1 December 2025/);
  });
  it("has the constitutional basis, rights, the process, compliance, a not-legal-advice note and a last-reviewed date", () => {
    for (const id of ["constitution", "rights", "bail-process", "compliance", "not-legal-advice"])
      expect(page(p).querySelector(`section#${id}`), id).not.toBeNull();
    expect(text(page(p).querySelector("section#not-legal-advice")!)).toMatch(/not legal advice/i);
    // "As of" the oldest reading once every statute was read at its official source; until then, a note that says so.
    const law = parseYaml(readFileSync(path.join(root, "content/data/law.yaml"), "utf8")) as { reread?: string }[];
    if (law.every((entry) => entry.reread))
      expect(page(p).querySelector("main time[datetime]")?.getAttribute("datetime")).toBe(law.map((e) => e.reread!).toSorted()[0]);
    else {
      expect(page(p).querySelector("main time[datetime]")).toBeNull();
      const messages = parseYaml(readFileSync(path.join(root, "content/messages/en.yaml"), "utf8")) as { info: { rereadPending: string } };
      expect(text(page(p).querySelector("main")!)).toContain(messages.info.rereadPending);
    }
    expect(hrefs(p)).toContain("/contact");
  });
});

describe("/process", () => {
  const p = "/process";
  it("walks through the six steps with their timeframes", () => {
    expect(count(p, "bail-process")).toBe(6);
    const { bookingTime, conditionsTime, paperworkTime, postingTime, releaseTime } = values;
    expect(times(p, "bail-process")).toEqual(
      ["bookingTime", "conditionsTime", "", "paperworkTime", "postingTime", "releaseTime"].map((n) =>
        n ? { bookingTime, conditionsTime, paperworkTime, postingTime, releaseTime }[n] : "Any hour, day or night",
      ),
    );
  });
  it("gives factors, what to bring, the release timeline, first appearance and the lifecycle", () => {
    expect(count(p, "bail-factors")).toBeGreaterThan(0);
    expect(count(p, "what-you-need")).toBeGreaterThan(0);
    expect(count(p, "release-timeline")).toBe(3);
    const timeline = text(page(p).querySelector("section#release-timeline")!);
    for (const t of [values.callToRelease, values.arrestToRelease]) expect(timeline).toContain(t); // their sums: figures.test.ts
    // #16 the facts do not back "within 48 hours, 72 on a weekend": the page sends the reader to the release papers.
    const first = text(page(p).querySelector("section#first-appearance")!);
    expect(first).not.toMatch(/\d+ hours/);
    expect(first).toMatch(/release papers/);
    const lifecycle = text(page(p).querySelector("section#lifecycle")!);
    expect(lifecycle).toMatch(/exonerat/i);
    expect(lifecycle).toMatch(/forfeit/i);
  });
});

describe("/payment-plans", () => {
  const p = "/payment-plans";
  it("lists 8 payment methods, 5 requirements, 6 kinds of collateral, plan features and a 3-step process", () => {
    expect(count(p, "payment-methods")).toBe(8);
    expect(bodyText(p)).toMatch(/Visa, Mastercard, American Express and Discover/);
    expect(count(p, "requirements")).toBe(5);
    expect(count(p, "collateral")).toBe(6);
    expect(count(p, "plan-features")).toBeGreaterThan(0);
    expect(count(p, "plan-process")).toBe(3);
  });
  it("shows three example plans with their total (their arithmetic: tests/content/money.test.ts)", () => {
    const rows = page(p)
      .querySelectorAll("section#example-plans tr[data-bail]")
      .map((tr) => tr.querySelectorAll("th, td").map(text));
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(row).toHaveLength(6);
    expect(page(p).querySelectorAll("section#example-plans thead th").map(text).at(-1)).toBe("Total paid");
  });
  it("carries the calculator island, whose no-JavaScript state shows a worked example", () => {
    const island = page(p).querySelector('section#example-plans [data-island="premium-calculator"]');
    expect(island).not.toBeNull();
    // #48 no field before the script: typing into it changed nothing, beside figures for another amount.
    expect(island!.querySelector("input")!.closest(".invisible")).not.toBeNull(); // its place kept, not seen or reached
    expect(text(island!)).toMatch(/^A worked example: the figures below are for a bail of \$[\d,]+\./);
    expect(text(island!)).toMatch(/Total paid ?\$[\d,]+.*On a bail of \$[\d,]+/); // its figures: money.test.ts
  });
});

describe("/nc-bail-bond-laws sources", () => {
  const p = "/nc-bail-bond-laws";
  it("#16 lists every statute of content/data/law.yaml once, each with its official text: North Carolina's here, federal law on the federal and immigration bond pages", () => {
    const all = prepare(path.join(root, "content")).content.langs.en!.law;
    const federal = all.filter((entry) => entry.jurisdiction === "federal");
    expect(federal.length).toBeGreaterThan(0);
    for (const bondPage of ["/federal-bonds", "/immigration-bonds"])
      expect(items(bondPage, "sources").map(text), bondPage).toEqual(federal.map((entry) => expect.stringContaining(entry.cite)));
    const law = all.filter((entry) => entry.jurisdiction === "north-carolina");
    const shown = items(p, "sources");
    expect(shown).toHaveLength(law.length);
    for (const [i, entry] of law.entries()) {
      expect(text(shown[i]!)).toContain(entry.cite);
      if (entry.source.startsWith("https://")) expect(shown[i]!.querySelector(`a[href="${entry.source}"]`), entry.cite).not.toBeNull();
      else expect(text(shown[i]!)).toContain(entry.source); // named, not linked: outside links are https only
    }
  });

  it("#16 refuses a law fact that was not seen in its source", () => {
    const entry = {
      cite: "G.S. 15A-544.1",
      fact: "The Part's procedures are the only way a bail bond can be forfeited.",
      source: "https://www.ncleg.gov/",
      reread: "2026-11-26",
      status: "unconfirmed",
    };
    const result = schemas.law.safeParse([entry]);
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.message).toMatch(/^Only facts marked found/);
  });
});

describe("/about", () => {
  const p = "/about";
  it("tells the story, the values, a timeline from the founding year, the counties (from content) and team qualities", () => {
    expect(count(p, "values")).toBeGreaterThan(0);
    const years = items(p, "timeline").map((li) => Number(text(li).slice(0, 4)));
    expect(years[0]).toBe(content.site.foundingYear);
    expect(years).toEqual([...years].sort());
    // no dated entry quotes today's rating, as if the agency had had it that year.
    for (const [, here] of inEachLanguage(p))
      for (const li of items(here, "timeline")) {
        expect(text(li), here).not.toContain(values.reviewCount);
        expect(text(li), here).not.toContain(content.langs.es!.values.reviewCount);
      }
    const counties = readCounties();
    expect(count(p, "counties")).toBe(counties);
    expect(count(p, "team")).toBeGreaterThan(0);
    expect(hrefs(p)).toContain("/testimonials");
  });
});

describe("/faqs", () => {
  const p = "/faqs";
  it("shows every category of faqs.md with its icon, and each of its questions under it", () => {
    // The spec's five categories of four questions are where the page started; maintainers add questions.
    const categories = (pageFiles.find((f) => f.path === p) as { faq?: { title: string; items: unknown[] }[] }).faq!;
    const groups = faq(p);
    expect(groups.map((g) => g.title)).toEqual(categories.map((c) => c.title));
    expect(groups.every((g) => g.icon)).toBe(true);
    expect(questions(p)).toBe(categories.reduce((n, c) => n + c.items.length, 0));
    page(p)
      .querySelectorAll('[data-island="faq-accordion"] h2')
      .forEach((g, i) => {
        expect(categories[i]!.items.length, text(g)).toBeGreaterThan(0);
        expect(g.parentNode!.querySelectorAll("h3"), text(g)).toHaveLength(categories[i]!.items.length);
      });
  });
  it("links to /contact and /apply (the call without the form)", () => expect(hrefs(p)).toEqual(expect.arrayContaining(["/contact", applyOrCall()])));
});

describe("/testimonials", () => {
  const p = "/testimonials";
  it("shows every review of reviews.yaml for its language with stars and their text equivalent, and four trust badges with icons, in each language", () => {
    expect(inEachLanguage(p)).toHaveLength(languagesOf(content).length);
    for (const [lang, here] of inEachLanguage(p)) {
      const rated = languagesOf(content)
        .find((l) => l.lang === lang)!
        .messages.leaves.get("reviews.rated")!; // "Rated {rating} out of 5"
      const shown = items(here, "reviews");
      // L4: a sample shows only on pages of its language; a real review on every page, as written.
      const expected = reviewsShownIn(reviews, lang as "en" | "es");
      expect(expected.length).toBeGreaterThan(0);
      expect(shown).toHaveLength(expected.length);
      shown.forEach((r, i) => {
        // In the order of reviews.yaml; the stars' text says this review's own rating.
        expect(text(r), `${here} review ${i + 1}`).toContain(expected[i]!.name);
        expect(text(r), `${here} review ${i + 1}`).toContain(rated.replace("{rating}", String(expected[i]!.rating)));
        expect(r.querySelectorAll("svg")).toHaveLength(5);
        if (expected[i]!.sample) expect(r.querySelector("[lang]")?.getAttribute("lang") ?? lang, `${here} review ${i + 1}`).toBe(lang);
      });
      const badges = items(here, "badges");
      expect(badges).toHaveLength(4);
      for (const b of badges) expect(b.querySelector("h3 svg")).not.toBeNull();
    }
  });
  it("R-1, R-2: while the rating or reviews are samples, says so and claims no client reviews in its title, heading or description", () => {
    if (!content.site.rating.sample && !reviews.some((r) => r.sample)) return; // real figures: nothing to label
    const claims: Record<string, RegExp> = { en: /client|families we have helped|rate us/i, es: /client|familias que hemos ayudado|nos califican/i };
    for (const [lang, here] of inEachLanguage(p)) {
      const doc = page(here);
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
    for (const [, here] of [...inEachLanguage(p), ...inEachLanguage("/"), ...inEachLanguage("/about")]) {
      const lang = here.startsWith("/es") ? "es" : "en";
      const sentence = languagesOf(content).find((l) => l.lang === lang)!.values.ratingSentence;
      expect(text(page(here).querySelector("main")!), here).toContain(sentence);
    }
  });

  it("links to the outside reviews in a new tab, to /contact and /apply (the call without the form), and has no review markup", () => {
    const more = page(p).querySelector('section#reviews a[target="_blank"]');
    expect(more?.getAttribute("rel")).toBe("noopener noreferrer");
    expect(hrefs(p)).toEqual(expect.arrayContaining(["/contact", applyOrCall()]));
    const ld = page(p).querySelector('script[type="application/ld+json"]')!.text;
    expect(ld).not.toMatch(/"Review"|aggregateRating|reviewRating/);
  });
});

describe("bond pages", () => {
  it("/transfer-bonds: scenarios with examples, the 4-step process and 3 types", () => {
    const p = "/transfer-bonds";
    expect(count(p, "scenarios")).toBeGreaterThan(0);
    for (const s of items(p, "scenarios")) expect(text(s)).toMatch(/Example:/);
    expect(count(p, "process")).toBe(4);
    // #16 only the step with a named time carries one. Truth audit T-1/T-2: the kinds carry no typed timeframe.
    expect(times(p, "process")).toEqual([`${values.postingTime}, then ${values.releaseTime}`]);
    expect(titles(p, "types")).toHaveLength(3);
    const types = text(page(p).querySelector("section#types")!);
    expect(types).toMatch(/Complexity:/);
    expect(types).not.toMatch(/Timeframe|\d\s*(?:hours|days)/);
  });

  it("/immigration-bonds: 2 bond types, the 4-step process, amounts and detention centers", () => {
    const p = "/immigration-bonds";
    expect(count(p, "bond-types")).toBe(2);
    expect(count(p, "process")).toBe(4);
    // Truth audit T-2, L-5: ICE's and the court's times and the bond range are not ours to type; the Alamance change is dated (K-3).
    expect(times(p, "process")).toEqual([]);
    // The one figure it shows is the federal minimum, a statement of law.yaml (#33), never a typed range.
    const amounts = text(page(p).querySelector("section#amounts")!);
    const minimum = values["law.immigrationBondMinimum"]!;
    expect(amounts).toContain(minimum);
    expect(amounts.replace(minimum, "")).not.toMatch(/\$\d/);
    expect(page(p).querySelector("section#detention-centers")).not.toBeNull();
    expect(text(page(p).querySelector("section#detention-centers")!)).toMatch(/As of November 2025, the Alamance County jail/);
  });

  it("/federal-bonds: federal vs state, charges, the detention warning, 4 steps, requirements, courthouses, contact", () => {
    const p = "/federal-bonds";
    expect(page(p).querySelector("section#federal-vs-state")).not.toBeNull();
    expect(count(p, "charges")).toBeGreaterThan(0);
    expect(text(page(p).querySelector("section#detention-warning")!)).toMatch(/held until trial, with no bond/i);
    expect(count(p, "process")).toBe(4);
    // Truth audit T-2: the court sets each date, so no step carries a typed time.
    expect(times(p, "process")).toEqual([]);
    expect(count(p, "requirements")).toBeGreaterThan(0);
    expect(count(p, "courthouses")).toBeGreaterThan(0);
    expect(hrefs(p)).toContain("/contact");
  });

  it("/appeal-bonds: 3 types, 4 steps, 6 approval factors, 6 requirements and the time-limit note", () => {
    const p = "/appeal-bonds";
    expect(titles(p, "types")).toHaveLength(3);
    expect(count(p, "process")).toBe(4);
    // Truth audit T-2, L-5: the deadline and the court's times are the lawyer's to give, not ours to type.
    expect(times(p, "process")).toEqual(["Right after the appeal is filed", "Once the judge sets the bond"]);
    expect(count(p, "approval-factors")).toBe(6);
    expect(count(p, "requirements")).toBe(6);
    expect(text(page(p).querySelector("section#time-limits")!)).toMatch(/The time to file an appeal is short/);
    expect(text(page(p).querySelector("section#time-limits")!)).not.toMatch(/\d+\s*days/);
  });

  it("/property-bonds: 3 property types, 4 steps, 4 advantages, 7 requirements, 4 risks", () => {
    const p = "/property-bonds";
    expect(count(p, "property-types")).toBe(3);
    // Truth audit T-2, L-5: the court decides what equity is enough; NC-only is our policy, said as ours.
    expect(text(page(p).querySelector("section#property-types")!)).toMatch(/We accept only property in North Carolina/);
    expect(text(page(p).querySelector("section#property-types")!)).not.toMatch(/%/);
    expect(count(p, "process")).toBe(4);
    expect(times(p, "process")).toEqual([]);
    expect(count(p, "advantages")).toBe(4);
    expect(count(p, "requirements")).toBe(7);
    expect(count(p, "risks")).toBe(4);
  });

  it("/surety-bonds: 3 types, 4 steps, the cost table, requirements with the one co-signer rule, 2 duty lists, apply link", () => {
    const p = "/surety-bonds";
    expect(count(p, "types")).toBe(3);
    expect(count(p, "process")).toBe(4);
    expect(times(p, "process")).toEqual([
      "Immediate",
      values.paperworkTime,
      "Part of the application",
      `${values.postingTime}, then ${values.releaseTime}`,
    ]);
    // The spec's four examples, and a small bail where the cap outranks the minimum fee (figures: money.test.ts).
    const bails = page(p).querySelectorAll("section#costs tr[data-bail] th").map(text);
    expect(bails).toEqual(expect.arrayContaining(["$1,000", "$5,000", "$10,000", "$25,000"]));
    expect(bails.length).toBeGreaterThan(4);
    expect(items(p, "requirements").filter((li) => text(li).includes(values.cosignerRule))).toHaveLength(1);
    expect(count(p, "duties")).toBe(2);
    expect(hrefs(p)).toContain(applyOrCall());
  });
});

describe("/resources", () => {
  const p = "/resources";
  it("links state resources (new tab), our guide pages and the first-hour steps", () => {
    const outside = page(p).querySelectorAll('section#state-resources a[target="_blank"]');
    expect(outside.length).toBeGreaterThanOrEqual(2);
    for (const a of outside) expect(a.getAttribute("href")).toMatch(/^https:\/\//);
    expect(count(p, "our-guides")).toBeGreaterThan(0);
    expect(count(p, "first-hour")).toBeGreaterThan(0);
  });
});

function readCounties(): number {
  const links = page("/sitemap")
    .querySelectorAll("main a")
    .map((a) => a.getAttribute("href") ?? "");
  return new Set(links.filter((href) => /^\/(county\/|alamance-county$|orange-county$)/.test(href))).size;
}

/** C-1, C-2: the coverage the FAQ and resources pages state is counted from the county data files. */
describe("coverage counts", () => {
  const dir = path.join(root, "content");
  const served = readdirSync(path.join(dir, "counties"))
    .filter((f) => f.endsWith(".md"))
    .map((f) => f.replace(/\.md$/, ""));
  const data = served.map((name) => {
    const file = path.join(dir, "data/counties", `${name}.yaml`);
    return schemas.countyData.safeParse(parseYaml(readFileSync(file, "utf8"))).data;
  });
  const jails = data.flatMap((d) => d?.facilities ?? []);
  const expected = {
    countiesServed: served.length,
    countiesWithJailList: data.filter((d) => d?.sheriff.inmateLookup).length,
    jailCount: jails.length,
    jailsWithPhone: jails.filter((j) => j.phone).length,
  };

  it("gives the placeholders the counts of content/data/counties/", () => {
    for (const l of languagesOf(content))
      for (const [name, n] of Object.entries(expected)) expect(l.values[name as keyof typeof expected], `${l.lang} {${name}}`).toBe(String(n));
  });

  it("matches what the inmate search and the jail directory show", () => {
    for (const lang of languagesOf(content).map((l) => l.lang)) {
      const search = page(pathOf(lang, "inmate-search"));
      const linked = served.filter((name, i) => {
        const list = data[i]?.sheriff.inmateLookup;
        return list && search.querySelector(`[data-sheriff="${name}"] a[href="${list}"]`);
      });
      expect(linked, lang).toHaveLength(expected.countiesWithJailList);
      const directory = page(pathOf(lang, "jail-locations"));
      const cards = directory.querySelectorAll("section[data-county] > ul:first-of-type > li");
      expect(cards, lang).toHaveLength(expected.jailCount);
      expect(
        cards.filter((c) => c.querySelector('a[href^="tel:"]')),
        lang,
      ).toHaveLength(expected.jailsWithPhone);
    }
  });

  it("states them on the FAQ and the resources page, in each language", () => {
    for (const p of ["/faqs", "/resources"])
      for (const [, here] of inEachLanguage(p)) {
        const body = text(page(here).querySelector("main")!);
        const of = here.startsWith("/es") ? "de nuestros" : "of our";
        expect(body, here).toContain(`${expected.countiesWithJailList} ${of} ${expected.countiesServed}`);
        if (p === "/faqs") expect(body, here).toMatch(new RegExp(`\\b${expected.jailsWithPhone} (of the|de las) ${expected.jailCount}\\b`));
      }
  });
});
