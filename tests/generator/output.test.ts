/** What the built pages say: head tags, JSON-LD, header and footer, sitemap.xml, robots.txt, redirects and 404. */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { budgets } from "../../generator/checks/budgets.ts";
import { fileForPath } from "../../generator/checks/links.ts";
import { isReactChunk } from "../../generator/client.ts";
import { compressPage } from "../../generator/hosting/precompress.ts";
import { prepare } from "../../generator/prepare.ts";
import { isAboutBusiness } from "../../generator/render.tsx";
import { languagesOf } from "../../generator/routes.ts";
import type { Lang } from "../../model/language.ts";
import { builtSite } from "../helpers/built-site.ts";
import { root } from "../helpers/content-fixture.ts";
import { outputRules, type SiteUnderTest, siteUnderTest } from "../helpers/content-rules.ts";

let out: string; // the shared build of content/ (helpers/built-site.ts): read only
let built: SiteUnderTest;
const { routes, content } = prepare(path.join(root, "content"));
const site = content.site;
const setOf = (lang: Lang) => languagesOf(content).find((set) => set.lang === lang)!;
const counties = (lang: Lang) => setOf(lang).counties.length;
const read = (file: string) => readFileSync(path.join(out, file), "utf8");
const html = new Map<string, string>();

beforeAll(async () => {
  out = await builtSite();
  built = siteUnderTest({ contentDir: path.join(root, "content"), out });
  for (const r of routes) html.set(r.path, read(fileForPath(r.path)));
});

const one = (page: string, pattern: RegExp) => {
  const all = [...page.matchAll(new RegExp(pattern, "g"))];
  expect(all).toHaveLength(1);
  return all[0]![1]!;
};
/** The page's node of type `type` in its JSON-LD graph (LocalBusiness unless named). */
const business = (page: string, type = "LocalBusiness") =>
  JSON.parse(one(page, /<script type="application\/ld\+json">(.*?)<\/script>/))["@graph"].find((node: { "@type": string }) => node["@type"] === type);

// Head tags, JSON-LD, header, footer, sitemap, redirects and the not-found pages: rules read from the content, which
// content-edits.test.ts runs on an edited copy too (#45).
describe("the built pages keep their content's rules", () => {
  for (const rule of outputRules) it(rule.name, () => rule.check(built));
});

describe("head", () => {
  it("L3: gives the languages as codes, and on every page the free text in the page's language", () => {
    const codes = content.locales.map((l) => l.hreflang);
    const words = (lang: Lang) => content.langs[lang]!.messages.leaves;
    // Every English text value the data can carry: site.yaml's sentences and the English `businessData` messages.
    const english = new Set([
      site.description,
      ...site.languages,
      ...site.offeredServices.flatMap((s) => [s.name, s.description]),
      ...[...words("en")].filter(([key]) => key.startsWith("businessData.")).map(([, text]) => text),
    ]);
    for (const r of routes) {
      const data = business(html.get(r.path)!);
      expect(data.knowsLanguage, r.path).toEqual(codes);
      expect(data.contactPoint.availableLanguage, r.path).toEqual(codes);
      const t = (key: string) => words(r.lang).get(`businessData.${key}`);
      expect([data.contactPoint.contactType, data.hasCredential.credentialCategory], r.path).toEqual([t("contactType"), t("credential")]);
      expect([data.hasCredential.recognizedBy.name, data.hasCredential.validIn.name], r.path).toEqual([t("regulator"), t("state")]);
      if (r.lang === content.locales[0]!.code) continue;
      const texts = [...JSON.stringify(data).matchAll(/"(?:description|name|contactType|credentialCategory)":"([^"]*)"/g)].map((m) => m[1]!);
      expect(texts.length, r.path).toBeGreaterThan(counties(r.lang));
      expect(
        texts.filter((text) => english.has(text) && text !== site.name),
        r.path,
      ).toEqual([]);
    }
  });
  it("J-1: only the pages about the business make it their main entity; the others are published by it", () => {
    const about = routes.filter(isAboutBusiness);
    // Home, about, contact and reviews, and their Spanish twins; never a law, FAQ, county or sitemap page.
    expect(about.filter((r) => r.lang === "en").map((r) => r.path)).toEqual(["/", "/about", "/contact", "/testimonials"].sort());
    expect(about.filter((r) => r.lang === "es")).toHaveLength(4);
    const id = `${site.url}/#business`;
    for (const r of routes) {
      const page = html.get(r.path)!;
      const webPage = business(page, "WebPage");
      if (isAboutBusiness(r)) {
        expect(business(page).mainEntityOfPage, r.path).toBe(`${site.url}${r.path}`);
        expect(webPage, r.path).toMatchObject({ about: { "@id": id }, mainEntity: { "@id": id } });
        expect(webPage.publisher, r.path).toBeUndefined();
      } else {
        expect(business(page).mainEntityOfPage, r.path).toBeUndefined();
        expect(webPage.about, r.path).toBeUndefined();
        expect(webPage.publisher, r.path).toEqual({ "@id": id });
      }
    }
  });
  it("B-1: gives the license number of site.yaml as a credential the NC Department of Insurance recognizes", () => {
    for (const r of routes.filter((route) => route.lang === "en"))
      expect(business(html.get(r.path)!).hasCredential, r.path).toEqual({
        "@type": "EducationalOccupationalCredential",
        credentialCategory: "license",
        identifier: site.licenseNumber,
        recognizedBy: { "@type": "GovernmentOrganization", name: "North Carolina Department of Insurance" },
        validIn: { "@type": "AdministrativeArea", name: "North Carolina" },
      });
  });
  it("L7: links the manifest of the page's language, and the build writes both", () => {
    for (const r of routes) {
      const href = one(html.get(r.path)!, /<link rel="manifest" href="([^"]*)"/);
      expect(href, r.path).toBe(r.lang === "es" ? "/manifest-es.webmanifest" : "/manifest.webmanifest");
    }
    expect(JSON.parse(read("manifest-es.webmanifest")).start_url).toBe("/es");
  });
});

describe("weight as served", () => {
  it("keeps every page within the brotli budget (14 KiB, the first round trip), naming any page over it", () => {
    const pages = readdirSync(out, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".html"));
    expect(pages.length).toBeGreaterThan(routes.length);
    // The .br beside the page is what a visitor gets; a page without one (a tiny redirect) is compressed here.
    const served = (file: string) => {
      const br = path.join(out, `${file}.br`);
      return existsSync(br) ? statSync(br).size : compressPage(read(file)).brotli.length;
    };
    const over = pages.map((file) => ({ file, bytes: served(file) })).filter((p) => p.bytes > budgets.htmlBrotli);
    expect(over).toEqual([]);
  });

  it("finds React's chunk by its name, so no island page inlines the CSS rules React's code happens to name", () => {
    expect(readdirSync(path.join(out, "assets")).filter((f) => f.endsWith(".js") && isReactChunk(`/assets/${f}`))).toHaveLength(1);
  });
});

describe("header and footer", () => {
  it("#16 dates the copyright with the year of the content's last commit, as sitemap.xml's lastmod is dated", () => {
    const year = spawnSync("git", ["log", "-1", "--format=%cd", "--date=format:%Y", "--", "content"], { cwd: root, encoding: "utf8" }).stdout.trim();
    expect(year).toMatch(/^\d{4}$/);
    for (const r of routes) expect(html.get(r.path), r.path).toContain(`© ${year} ${site.name}.`);
  });
});

describe("robots.txt", () => {
  it("names the sitemap in robots.txt", () => {
    expect(read("robots.txt")).toContain(`Sitemap: ${site.url}/sitemap.xml`);
  });
});

describe("the Spanish site map", () => {
  // The hrefs a sitemap page lists in its groups (inside <main>, so not the header's or footer's menus).
  const listed = (page: string) => new Set([...page.slice(page.indexOf("<main"), page.indexOf("</main>")).matchAll(/href="([^"#]+)"/g)].map((m) => m[1]!));
  it("#46 reading 4 W1: lists the Spanish twin of every page the English sitemap page lists", () => {
    const sitemaps = routes.filter((r) => r.template === "sitemap" && !r.part);
    const english = sitemaps.find((r) => r.lang === "en")!;
    const spanish = sitemaps.find((r) => r.lang === "es")!;
    const onSpanish = listed(html.get(spanish.path)!);
    const byPath = new Map(routes.map((r) => [r.path, r]));
    const twins = [...listed(html.get(english.path)!)].flatMap((p) => {
      const twin = byPath.get(p)?.alternates.es;
      return twin ? [twin] : [];
    });
    expect(twins.length).toBeGreaterThan(setOf("en").bonds.length); // the groups were read, not only the help links
    expect(twins.filter((t) => !onSpanish.has(t))).toEqual([]);
  });
});
