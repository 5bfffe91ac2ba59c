/**
 * Issue #5, the location pages, asserted from the built HTML: 12 county and 8 city pages, the jail and courthouse
 * directory, the inmate search (2 statewide resources, 11 sheriff cards), the spec's section counts, tel: and
 * external links, hero pictures, and no paragraph shared by two county or city pages. Also how the loader treats
 * content/data/counties and content/data/cities.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { type HTMLElement, parse } from "node-html-parser";
import { beforeAll, describe, expect, it } from "vitest";
import { fileForPath } from "../../generator/checks/links.ts";
import { loadContent } from "../../generator/content/load.ts";
import { prepare } from "../../generator/prepare.ts";
import { renderRoute } from "../../generator/render.tsx";
import { buildRoutes, languagesOf } from "../../generator/routes.ts";
import { buildSiteContext, countySlug } from "../../generator/site-context.ts";
import { hasApplyForm } from "../../model/form-text.ts";
import { phoneHref } from "../../model/phone.ts";
import type { Route } from "../../model/site-context.ts";
import { builtSite } from "../helpers/built-site.ts";
import { contentWith, removeDir, root } from "../helpers/content-fixture.ts";
import { testAssets } from "../helpers/page-assets.ts";

let out: string; // the shared build of content/ (helpers/built-site.ts): read only
const { routes, content } = prepare(path.join(root, "content"));
const pages = new Map<string, HTMLElement>();
const page = (p: string) => pages.get(p)!;
const byTemplate = (t: string) => routes.filter((r) => r.template === t);
/** The English county page of a county file name (like wake-county); `lang` for its page in another language. */
const countyPath = (slug: string, lang: Route["lang"] = "en") =>
  languagesOf(content)
    .find((l) => l.lang === lang)!
    .counties.find((c) => countySlug(c.file) === slug)!.path;
/** The path of the page with `template` in `lang` (templates link to them by role). */
const pathOf = (lang: Route["lang"], template: Route["template"]) => routes.find((r) => r.lang === lang && r.template === template)!.path;
const cityPath = (slug: string) => content.langs.en!.cities.find((c) => c.file === `content/cities/${slug}.md`)!.path;
const text = (el: HTMLElement) => el.text.replace(/\s+/g, " ").trim();

beforeAll(async () => {
  out = await builtSite();
  for (const r of routes) pages.set(r.path, parse(readFileSync(path.join(out, fileForPath(r.path)), "utf8")));
});

const required = ["alamance", "davidson", "durham", "forsyth", "guilford", "mecklenburg", "orange", "wake", "union"].map((c) => `${c}-county`);
const ncAreaCodes = ["252", "336", "704", "743", "828", "910", "919", "980", "984"];

describe("county and city pages", () => {
  it("builds a page for every county and city file, in each language, each with its own title, description and one <h1>", () => {
    const places = [...byTemplate("county"), ...byTemplate("city")];
    for (const { lang, counties, cities } of languagesOf(content)) {
      expect(counties.length, lang).toBeGreaterThan(0);
      expect(
        byTemplate("county")
          .filter((r) => r.lang === lang)
          .map((r) => r.page.file),
      ).toEqual(counties.map((c) => c.file));
      expect(
        byTemplate("city")
          .filter((r) => r.lang === lang)
          .map((r) => r.page.file),
      ).toEqual(cities.map((c) => c.file));
    }
    const titles = places.map((r) => page(r.path).querySelector("title")!.text);
    const descriptions = places.map((r) => page(r.path).querySelector('meta[name="description"]')!.getAttribute("content"));
    expect(new Set(titles).size).toBe(places.length);
    expect(new Set(descriptions).size).toBe(places.length);
    for (const r of places) expect(page(r.path).querySelectorAll("h1"), r.path).toHaveLength(1);
  });

  it("gives every county with a data file its jail, sheriff and courts block, linked to its directory entry, in each language", () => {
    for (const r of byTemplate("county")) {
      const slug = countySlug(r.page.file);
      const block = page(r.path).querySelector("#jail-sheriff-courts");
      if (!content.countyData[slug]) {
        expect(block, r.path).toBeNull();
        continue;
      }
      expect(block, r.path).not.toBeNull();
      expect(block!.querySelectorAll("[data-item]").length, r.path).toBeGreaterThanOrEqual(2); // a jail and the sheriff
      expect(block!.querySelector(`a[href="${pathOf(r.lang, "jail-locations")}#${slug}"]`), r.path).not.toBeNull();
    }
    // A data file is optional (a new county is published before its facts are researched), but never without its page.
    expect(content.langs.en!.counties.map((c) => countySlug(c.file))).toEqual(expect.arrayContaining(Object.keys(content.countyData)));
  });

  it("links every county page to nearby county pages of its language (its `nearby:` list, or every other county)", () => {
    for (const r of byTemplate("county")) {
      const countyPaths = new Set(
        byTemplate("county")
          .filter((o) => o.lang === r.lang)
          .map((o) => o.path),
      );
      const links = page(r.path)
        .querySelectorAll("#nearby-counties a")
        .map((a) => a.getAttribute("href")!);
      const nearby = (r.page as { nearby?: string[] }).nearby;
      expect(links.length, r.path).toBeGreaterThan(0);
      expect(
        links.every((l) => countyPaths.has(l) && l !== r.path),
        r.path,
      ).toBe(true);
      if (nearby) expect(links, r.path).toEqual(nearby.map((slug) => countyPath(slug, r.lang)));
    }
  });

  it("shows a fixed-size picture with alt text in the hero of Mecklenburg, Forsyth and Union", () => {
    for (const slug of ["mecklenburg-county", "forsyth-county", "union-county"]) {
      const img = page(countyPath(slug)).querySelector("img[data-hero-image]");
      expect(img, slug).not.toBeNull();
      expect(Number(img!.getAttribute("width"))).toBeGreaterThan(0);
      expect(Number(img!.getAttribute("height"))).toBeGreaterThan(0);
      expect(img!.getAttribute("alt")!.length).toBeGreaterThanOrEqual(10);
      expect(existsSync(path.join(out, img!.getAttribute("src")!))).toBe(true);
    }
  });

  it("lists courts served on Mecklenburg and Forsyth, Forsyth's without unsourced hours, and only Central as Mecklenburg's jail", () => {
    for (const slug of ["mecklenburg-county", "forsyth-county"])
      expect(
        page(countyPath(slug))
          .querySelectorAll("#jail-sheriff-courts [data-item]")
          .some((c) => text(c).includes("Courthouse")),
        slug,
      ).toBe(true);
    // Truth audit D-1: the hours are in no fact file, so the page says to call the clerk instead.
    expect(text(page(countyPath("forsyth-county")).querySelector("#jail-sheriff-courts")!)).not.toMatch(/Hours:|8:30/);
    expect(text(page(countyPath("forsyth-county")).querySelector("main")!)).toMatch(/call the Clerk of Superior Court's office before you go/);
    const mecklenburg = [
      page(countyPath("mecklenburg-county")).querySelector("#jail-sheriff-courts")!,
      page("/nc-jail-locations").querySelector("#mecklenburg-county")!,
    ];
    for (const block of mecklenburg) {
      expect(text(block)).toContain("Central");
      expect(text(block)).not.toMatch(/Jail North|5235/);
    }
  });

  it("gives every city page its highlight cards, local facilities, a 24/7 call box and links to apply and contact, in each language", () => {
    for (const r of byTemplate("city")) {
      const html = page(r.path);
      expect(html.querySelectorAll("[data-kind='cards'] [data-item]").length, `${r.path} highlight cards`).toBeGreaterThan(0);
      expect(html.querySelectorAll("#local-facilities [data-item]").length, r.path).toBeGreaterThanOrEqual(3);
      expect(html.querySelector('#call-24-7 a[href^="tel:"]'), r.path).not.toBeNull();
      const cta = html.querySelector('section[aria-labelledby="cta-title"]')!;
      // #33: the apply button only while site.yaml has the online form; the call button in its place without it.
      expect(
        cta.querySelector(`a[href="${hasApplyForm(content.site) ? pathOf(r.lang, "apply") : phoneHref(content.site.phone)}"]`),
        r.path,
      ).not.toBeNull();
      expect(cta.querySelector(`a[href="${pathOf(r.lang, "contact")}"]`), r.path).not.toBeNull();
    }
  });

  it.each([
    ["raleigh-nc-bail-bonds", ["Wake County Detention Center", "Raleigh Police Department", "Wake County Sheriff's Office"]],
    ["charlotte-nc-bail-bonds", ["Mecklenburg County Detention Center – Central", "Charlotte-Mecklenburg Police", "Mecklenburg County Sheriff's Office"]],
    [
      "winston-salem-nc-bail-bonds",
      ["Forsyth County Law Enforcement Detention Center", "Winston-Salem Police", "Forsyth County Sheriff's Office", "Wake Forest University Police"],
    ],
    ["lexington-nc-bail-bonds", ["Davidson County Detention Center", "Lexington Police", "Davidson County Sheriff's Office"]],
    // Agencies the spec names but the facts files do not (the airport police, the Highway Patrol) are left out.
  ])("lists the spec's facilities on %s", (slug, names) => {
    const headings = page(cityPath(slug)).querySelectorAll("#local-facilities h3").map(text);
    for (const name of names)
      expect(
        headings.some((h) => h.startsWith(name)),
        `${slug}: ${name} in ${headings.join(" | ")}`,
      ).toBe(true);
  });

  it.each([
    ["caswell-county", "service-areas", 6],
    ["person-county", "service-areas", 6],
    ["chatham-county", "service-areas", 6],
    ["wake-county", "service-areas", 8],
    ["davidson-county", "service-areas", 8],
    ["davidson-county", "additional-areas", 12],
  ])("shows %s's #%s with %i items", (slug, id, count) => {
    expect(page(countyPath(slug)).querySelectorAll(`#${id} [data-item]`)).toHaveLength(count);
  });
});

describe("/nc-jail-locations", () => {
  const directory = () => page("/nc-jail-locations");

  it("covers at least the nine counties of the spec, each indexed with a #fragment link to its own section", () => {
    const index = directory()
      .querySelectorAll("[data-county-index] a")
      .map((a) => a.getAttribute("href")!);
    for (const slug of required) expect(index, slug).toContain(`#${slug}`);
    for (const href of index) expect(directory().querySelector(href), href).not.toBeNull();
  });

  it("gives each county its detention facilities (name and type), courthouses where sourced, and a link to its county page", () => {
    for (const section of directory().querySelectorAll("section[data-county]")) {
      const slug = section.getAttribute("data-county")!;
      const facilities = section.querySelectorAll("[data-item]").filter((c) => /County Detention Center|Municipal Detention/.test(text(c)));
      expect(facilities.length, slug).toBeGreaterThan(0);
      expect(section.querySelector(`a[href="${countyPath(slug)}"]`), slug).not.toBeNull();
      expect(section.querySelectorAll("[data-item]").length, slug).toBe(
        content.countyData[slug]!.facilities.length + (content.countyData[slug]!.courthouses?.length ?? 0),
      );
    }
  });
});

describe("/inmate-search", () => {
  const search = () => page("/inmate-search");

  it("shows the two statewide resources with name, description, type, coverage and an https link", () => {
    const cards = search().querySelectorAll("#statewide [data-item]");
    expect(cards).toHaveLength(2);
    for (const card of cards) {
      expect(card.querySelector("h3")).not.toBeNull();
      expect(card.querySelectorAll("p").length).toBeGreaterThanOrEqual(4); // type, description, coverage, link
      expect(card.querySelector('a[href^="https://"]')).not.toBeNull();
    }
  });

  it("#16 shows a card for every county served, in menu order: county, office, city, and phone and link where sourced", () => {
    const cards = search().querySelectorAll("#sheriffs [data-item]");
    expect(cards.map((c) => c.getAttribute("data-sheriff"))).toEqual(content.langs.en!.counties.map((c) => countySlug(c.file)));
    for (const card of cards) {
      const slug = card.getAttribute("data-sheriff")!;
      expect(text(card.querySelector("h3")!)).toBe(content.langs.en!.counties.find((c) => countySlug(c.file) === slug)!.label);
      const data = content.countyData[slug];
      if (!data) {
        // A county without its data file yet: the card says to call us (the case of the #16 test below).
        expect(card.querySelector("[data-next]")?.querySelector(`a[href="${phoneHref(content.site.phone)}"]`), slug).not.toBeNull();
        continue;
      }
      expect(text(card)).toContain(data.sheriff.name);
      expect(text(card)).toContain(data.sheriff.address.city);
      if (data.sheriff.phone) expect(card.querySelector('a[href^="tel:"]'), slug).not.toBeNull();
      if (data.sheriff.inmateLookup ?? data.sheriff.url) expect(card.querySelector('a[target="_blank"]'), slug).not.toBeNull();
      // Truth audit D-3: a list a source names but we do not link (http:// only) is said to exist, not implied missing.
      if (data.sheriff.unlinkedLookup && !data.sheriff.inmateLookup) {
        expect(card.querySelector('a[target="_blank"]'), slug).toBeNull();
        expect(text(card), slug).toMatch(/names an online jail list/);
      }
      // #16 every card gives a way forward: a number to call, or a sentence that says to call us, with our number.
      const hasPhone = card.querySelector('dd a[href^="tel:"]') !== null;
      if (!hasPhone) expect(card.querySelector("[data-next]")?.querySelector(`a[href="${phoneHref(content.site.phone)}"]`), slug).not.toBeNull();
    }
  });

  it("truth audit P-2: a city page's closing words offer the online form only when site.yaml has its id", () => {
    const cities = byTemplate("city").filter((r) => r.lang === "en");
    expect(cities.length).toBeGreaterThan(0);
    for (const r of cities) {
      const cta = text(page(r.path).querySelector('section[aria-labelledby="cta-title"]')!);
      if (hasApplyForm(content.site)) expect(cta, r.path).toMatch(/Apply online/);
      else expect(cta, r.path).toMatch(/takes your application by phone/);
    }
  });

  it("#16 sends the visitor to things where they are: the steps point up to the cards, and every step's promise holds", () => {
    const order = search()
      .querySelectorAll("section[id]")
      .map((s) => s.id);
    expect(order.indexOf("sheriffs")).toBeLessThan(order.indexOf("just-arrested"));
    const steps = text(search().querySelector("section#just-arrested")!);
    expect(steps).not.toMatch(/\bbelow\b/);
    expect(steps).toMatch(/\babove\b/);
  });

  it("has the how-to guide for a fresh arrest and links to /apply (#33: only while site.yaml has the online form)", () => {
    expect(search().querySelectorAll("#just-arrested [data-item]").length).toBeGreaterThanOrEqual(3);
    if (hasApplyForm(content.site)) expect(search().querySelector('main a[href="/apply"]')).not.toBeNull();
    else expect(search().querySelector('main a[href="/apply"]')).toBeNull();
  });
});

describe("links on every page", () => {
  it("makes every tel: link an E.164 North Carolina number", () => {
    for (const [p, html] of pages)
      for (const a of html.querySelectorAll('a[href^="tel:"]')) {
        const href = a.getAttribute("href")!;
        expect(href, p).toMatch(/^tel:\+1\d{10}$/);
        expect(ncAreaCodes, `${p} ${href}`).toContain(href.slice(6, 9));
      }
  });

  it("makes every link to another site https, opening in a new tab with rel=noopener noreferrer", () => {
    const own = new URL(content.site.url).origin; // the contact page shows the site's own address
    for (const [p, html] of pages)
      for (const a of html.querySelectorAll('a[href^="http"]')) {
        const href = a.getAttribute("href")!;
        if (new URL(href).origin === own) continue;
        expect(href, p).toMatch(/^https:\/\//);
        expect(a.getAttribute("target"), `${p} ${href}`).toBe("_blank");
        expect(a.getAttribute("rel"), `${p} ${href}`).toBe("noopener noreferrer");
      }
  });
});

describe("paragraphs across county and city pages", () => {
  // Template text (blocks marked data-template-text, the closing call, the data-driven parts) repeats by design;
  // what the writers wrote must not. A "paragraph" is a <p> in <main> of at least 40 characters.
  const shared = [
    "[data-template-text]",
    'section[aria-labelledby="cta-title"]',
    "[data-kind='reviews']",
    "[data-kind='counties']",
    "[data-kind='premium']",
  ];
  const paragraphs = (html: HTMLElement) =>
    html
      .querySelectorAll("main p")
      .filter((p) => !shared.some((s) => p.closest(s)))
      .map((p) => text(p).toLowerCase())
      .filter((t) => t.length >= 40);

  it("finds no paragraph on two of them", () => {
    const seen = new Map<string, string>();
    const repeats: string[] = [];
    for (const r of [...byTemplate("county"), ...byTemplate("city")])
      for (const t of new Set(paragraphs(page(r.path)))) {
        if (seen.has(t)) repeats.push(`${seen.get(t)} and ${r.path}: "${t.slice(0, 80)}"`);
        else seen.set(t, r.path);
      }
    expect(repeats).toEqual([]);
  });
});

describe("content/data/counties and content/data/cities", () => {
  const withFile = (rel: string, yaml: string) => {
    const dir = contentWith();
    writeFileSync(path.join(dir, rel), yaml);
    return dir;
  };

  it("refuses a data file that has no page of the same name", () => {
    const dir = withFile("data/counties/wak-county.yaml", "sheriff:\n  name: Wake County Sheriff's Office\n");
    try {
      const { problems } = loadContent(dir);
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatchObject({ file: "content/data/counties/wak-county.yaml", line: 1, got: '"wak-county.yaml"' });
      expect(problems[0]!.message).toContain("There is no page content/counties/wak-county.md for this data file.");
    } finally {
      removeDir(dir);
    }
  });

  it("points at the line of a phone number that is not a North Carolina number", () => {
    const dir = contentWith();
    const file = path.join(dir, "data/counties/union-county.yaml");
    writeFileSync(file, readFileSync(file, "utf8").replace('phone: "704-283-3641"', 'phone: "212-555-0100"'));
    try {
      const { problems } = loadContent(dir);
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatchObject({ file: "content/data/counties/union-county.yaml", field: "facilities.0.phone" });
      expect(problems[0]!.message).toContain("This is not a North Carolina area code.");
    } finally {
      removeDir(dir);
    }
  });

  it("#16 accepts a county page without a data file: the county still gets an inmate-search card that says to call us", () => {
    const dir = contentWith();
    rmSync(path.join(dir, "data/counties/person-county.yaml"));
    try {
      const loaded = loadContent(dir);
      expect(loaded.problems).toEqual([]);
      expect(loaded.content!.countyData["person-county"]).toBeUndefined();
      const { problems, routes } = buildRoutes(loaded.content!);
      expect(problems).toEqual([]);
      const ctx = buildSiteContext(loaded.content!, routes).context!;
      const html = parse(renderRoute(routes.find((r) => r.path === "/inmate-search")!, loaded.content!, ctx, testAssets));
      const card = html.querySelector('[data-sheriff="person-county"]')!;
      expect(card.querySelector("[data-next]")!.text).toMatch(/Call us at/);
    } finally {
      removeDir(dir);
    }
  });
});
