/** The route table holds exactly the seed routes of the issue and their Spanish pairs, each from its content file. */
import { describe, expect, it } from "vitest";
import { prepare } from "../../generator/prepare.ts";
import { languagesOf } from "../../generator/routes.ts";
import { root } from "../helpers/content-fixture.ts";

const counties = ["durham", "guilford", "caswell", "person", "chatham", "wake", "mecklenburg", "forsyth", "union", "davidson"];
const cities = ["burlington", "chapel-hill", "durham", "greensboro", "raleigh", "charlotte", "winston-salem", "lexington"];
const bonds = ["transfer", "immigration", "federal", "appeal", "property", "surety"];

const seed = [
  "/",
  "/apply",
  "/alamance-county",
  "/orange-county",
  ...counties.map((c) => `/county/${c}-county`),
  "/vehicle-bail-bonds",
  "/nc-bail-bond-laws",
  "/contact",
  "/testimonials",
  "/inmate-search",
  "/faqs",
  ...cities.map((c) => `/${c}-nc-bail-bonds`),
  "/payment-plans",
  "/process",
  "/about",
  ...bonds.map((b) => `/${b}-bonds`),
  "/nc-jail-locations",
  "/sitemap",
  "/resources",
];

describe("route table", () => {
  const { routes, content } = prepare(`${root}/content`);

  it("has every seed route, and one route per published content file in each language", () => {
    expect(routes.filter((r) => r.lang === "en").map((r) => r.path)).toEqual(expect.arrayContaining(seed));
    const languages = languagesOf(content);
    expect(languages.map((set) => set.lang)).toEqual(["en", "es"]);
    for (const set of languages)
      expect(routes.filter((r) => r.lang === set.lang)).toHaveLength(set.pages.length + set.bonds.length + set.counties.length + set.cities.length);
  });

  it("starts each language with its home page and takes each route from its own content file", () => {
    expect(routes[0]?.path).toBe("/");
    expect(routes.find((r) => r.lang === "es")?.path).toBe("/es");
    const files = routes.map((r) => r.page.file);
    expect(new Set(files).size).toBe(files.length);
    for (const r of routes)
      expect(r.page.file).toMatch(
        r.lang === "es" ? /^content\/es\/(pages|counties|cities|bonds)\/[a-z0-9-]+\.md$/ : /^content\/(pages|counties|cities|bonds)\/[a-z0-9-]+\.md$/,
      );
  });

  it("computes the number of counties served from the county files", () => {
    expect(content.langs.en!.values.countiesServed).toBe(String(content.langs.en!.counties.length));
    expect(content.langs.en!.counties.map((c) => c.path)).toEqual(expect.arrayContaining(seed.filter((p) => /-county$/.test(p))));
  });

  it("lists every redirect target as a route and no redirect source", () => {
    const paths = new Set(routes.map((r) => r.path));
    expect(content.redirects.length).toBeGreaterThan(0);
    for (const r of content.redirects) {
      expect(paths.has(r.to)).toBe(true);
      expect(paths.has(r.from)).toBe(false);
    }
  });
});
