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
import { phoneHref } from "../../model/phone.ts";
import { builtSite } from "../helpers/built-site.ts";
import { root } from "../helpers/content-fixture.ts";

let out: string; // the shared build of content/ (helpers/built-site.ts): read only
const { routes, content, contexts } = prepare(path.join(root, "content"));
const site = content.site;
/** The pages and menus of a language (content/ or content/es/). */
const languages = content.locales.map((l) => l.code);
const setOf = (lang: Lang) => languagesOf(content).find((set) => set.lang === lang)!;
const counties = (lang: Lang) => setOf(lang).counties.length;
const read = (file: string) => readFileSync(path.join(out, file), "utf8");
const html = new Map<string, string>();

beforeAll(async () => {
  out = await builtSite();
  for (const r of routes) html.set(r.path, read(fileForPath(r.path)));
});

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

describe("head", () => {
  it("gives every page a unique title (10–60 characters) and description (50–160)", () => {
    const titles = routes.map((r) => decode(one(html.get(r.path)!, /<title>(.*?)<\/title>/)));
    const descriptions = routes.map((r) => decode(one(html.get(r.path)!, /<meta name="description" content="([^"]*)"/)));
    expect(new Set(titles).size).toBe(routes.length);
    expect(new Set(descriptions).size).toBe(routes.length);
    for (const t of titles) {
      expect(t.length, t).toBeGreaterThanOrEqual(10);
      expect(t.length, t).toBeLessThanOrEqual(60);
    }
    for (const d of descriptions) {
      expect(d.length, d).toBeGreaterThanOrEqual(50);
      expect(d.length, d).toBeLessThanOrEqual(160);
    }
  });

  it("has lang, keywords, an absolute canonical equal to the served URL, Open Graph and Twitter tags", () => {
    for (const r of routes) {
      const page = html.get(r.path)!;
      const url = `${site.url}${r.path}`;
      expect(page.startsWith(`<!DOCTYPE html><html lang="${r.lang}">`), r.path).toBe(true);
      expect(one(page, /<link rel="canonical" href="([^"]*)"/)).toBe(url);
      expect(one(page, /<meta property="og:url" content="([^"]*)"/)).toBe(url);
      expect(one(page, /<meta name="keywords" content="([^"]*)"/).length).toBeGreaterThan(0);
      expect(decode(one(page, /<meta property="og:title" content="([^"]*)"/))).toBe(r.page.title);
      expect(one(page, /<meta name="twitter:card" content="([^"]*)"/)).toBe("summary");
      expect(page.match(/<h1[\s>]/g)).toHaveLength(1);
    }
  });

  it("carries LocalBusiness JSON-LD with geo, logo and image on every page; the home page adds the three services", () => {
    for (const r of routes) {
      const data = business(html.get(r.path)!);
      expect(data["@type"]).toBe("LocalBusiness");
      expect(data.name).toBe(site.name);
      expect(data.telephone).toBe(phoneHref(site.phone).slice(4));
      expect(data.priceRange).toBe("$$");
      expect(data.address.addressLocality).toBe("Graham");
      expect(data.openingHoursSpecification[0]).toMatchObject({ opens: "00:00", closes: "23:59" });
      expect(data.openingHoursSpecification[0].dayOfWeek).toHaveLength(7);
      expect(data.aggregateRating).toBeUndefined();
      expect(data.review).toBeUndefined();
      // #16: geo on every page, not only the home page; logo and image are a file the build wrote.
      expect(data.geo).toEqual({ "@type": "GeoCoordinates", latitude: site.geo.latitude, longitude: site.geo.longitude });
      for (const url of [data.logo, data.image]) {
        expect(url.startsWith(`${site.url}/`), url).toBe(true);
        expect(() => read(url.slice(site.url.length + 1))).not.toThrow();
      }
      // #16: the served communities mix towns with places that are not towns (Research Triangle Park): none is a City.
      const places = data.areaServed.flatMap((a: { containsPlace?: { "@type": string }[] }) => a.containsPlace ?? []);
      if (isAboutBusiness(r)) expect(places.length).toBeGreaterThan(content.langs.en!.counties.length);
      else expect(places, r.path).toEqual([]);
      expect(places.filter((p: { "@type": string }) => p["@type"] !== "Place")).toEqual([]);
    }
    const home = business(html.get("/")!);
    expect(home.makesOffer.map((o: { itemOffered: { name: string } }) => o.itemOffered.name)).toEqual([
      "Emergency bail bonds (24/7)",
      "Vehicle bail bonds",
      "DUI bail bonds",
    ]);
  });

  it("§5: names every county served on every page of every language, from the county files, in the page's language", () => {
    for (const lang of languages) {
      // One county page per file of content/counties (or its translation), by the name the page's language gives it.
      const counties = setOf(lang).counties;
      expect(counties.length).toBe(content.langs.en!.counties.length);
      const names = counties.map((c) => `${c.label}, ${site.address.region}`);
      for (const r of routes.filter((route) => route.lang === lang)) {
        const areas = business(html.get(r.path)!).areaServed;
        expect(
          areas.map((a: { "@type": string; name: string }) => [a["@type"], a.name]),
          r.path,
        ).toEqual(names.map((n) => ["AdministrativeArea", n]));
      }
    }
  });

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
  // The contact page in each language.
  const contact = routes.find((r) => r.lang === "en" && r.template === "contact")!;
  const page = (lang: Lang = "en") => html.get(contact.alternates[lang]!)!;

  it("#16 dates the copyright with the year of the content's last commit, as sitemap.xml's lastmod is dated", () => {
    const year = spawnSync("git", ["log", "-1", "--format=%cd", "--date=format:%Y", "--", "content"], { cwd: root, encoding: "utf8" }).stdout.trim();
    expect(year).toMatch(/^\d{4}$/);
    for (const r of routes) expect(html.get(r.path), r.path).toContain(`© ${year} ${site.name}.`);
  });

  it.each(languages)("has the emergency bar's tap-to-call link, the 24/7 notice and the address (%s)", (lang) => {
    expect(page(lang)).toContain(`href="${phoneHref(site.phone)}"`);
    expect(page(lang)).toContain(contexts[lang]!.site.hours.label);
    expect(page(lang)).toContain(`${site.address.street}, ${site.address.city}`);
  });

  it.each(languages)("lists every county of the language in the dropdown, in the counties' order (%s)", (lang) => {
    const menu = one(page(lang), /<div id="counties-menu" popover="auto"[^>]*>(.*?)<\/div>/);
    expect([...menu.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!)).toEqual(setOf(lang).counties.map((c) => c.path));
  });

  it("lists the spec's twelve counties in the spec's order in the English dropdown", () => {
    const menu = one(page(), /<div id="counties-menu" popover="auto"[^>]*>(.*?)<\/div>/);
    const links = [...menu.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!);
    const spec = [
      "/alamance-county",
      "/orange-county",
      ...["mecklenburg", "forsyth", "durham", "guilford", "wake", "union", "caswell", "person", "chatham", "davidson"].map((c) => `/county/${c}-county`),
    ];
    expect(links.filter((l) => spec.includes(l))).toEqual(spec);
  });

  it.each(languages)("has the desktop navigation in navigation.yaml's order and a drawer with the same links (%s)", (lang) => {
    const t = contexts[lang]!.t;
    const nav = one(page(lang), new RegExp(`<nav aria-label="${t("header.mainNav")}"[^>]*>(.*?)</nav>`)).replace(/<div id="counties-menu".*?<\/div>/, "");
    const drawer = one(page(lang), new RegExp(`<nav aria-label="${t("header.mobileNav")}">(.*?)</nav>`)).replace(/<details.*?<\/details>/, "");
    const header = setOf(lang).navigation.header;
    const expected = header.flatMap((item) => ("path" in item ? [item.path] : []));
    expect([...nav.matchAll(/href="([^"]+)"/g)].map((m) => m[1])).toEqual(expected);
    expect([...drawer.matchAll(/href="([^"]+)"/g)].map((m) => m[1])).toEqual(expected);
    for (const item of header) if ("counties" in item) expect(nav).toContain(item.counties);
  });

  it("has the English navigation in the spec's order", () => {
    expect(content.langs.en!.navigation.header.flatMap((item) => ("path" in item ? [item.path] : []))).toEqual([
      "/",
      "/nc-jail-locations",
      "/vehicle-bail-bonds",
      "/nc-bail-bond-laws",
      "/apply",
      "/contact",
    ]);
  });

  it.each(languages)("opens Pay Now in a new tab, safely (%s)", (lang) => {
    const payNow = [...page(lang).matchAll(new RegExp(`<a [^>]*href="([^"]*)"[^>]*>${contexts[lang]!.t("header.payNow")}`, "g"))];
    expect(payNow.length).toBeGreaterThanOrEqual(1);
    for (const m of payNow) {
      expect(decode(m[1]!)).toBe(site.payNowUrl);
      expect(m[0]).toContain('target="_blank"');
      expect(m[0]).toContain('rel="noopener noreferrer"');
    }
  });

  it.each(languages)("has the footer's services, quick links, contact details and the copyright line (%s)", (lang) => {
    const footer = one(page(lang), /<footer[^>]*>(.*?)<\/footer>/);
    const { navigation } = setOf(lang);
    for (const p of navigation.footerServices) expect(footer).toContain(`href="${p}"`);
    for (const p of navigation.footerQuickLinks) expect(footer).toContain(`href="${p}"`);
    expect(footer).toContain(`mailto:${site.email}`);
    expect(footer).toMatch(new RegExp(`© \\d{4} ${site.name}\\.`));
    // B-1: the license number beside "licensed", in the page's language.
    const license = setOf(lang).messages.leaves.get("footer.license")!.replace("{licenseNumber}", site.licenseNumber);
    expect(decode(footer)).toContain(license);
  });
});

describe("sitemap.xml, robots.txt and redirects", () => {
  it("lists every canonical URL in sitemap.xml and nothing else", () => {
    const locs = [...read("sitemap.xml").matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(routes.map((r) => `${site.url}${r.path}`));
  });

  it("names the sitemap in robots.txt", () => {
    expect(read("robots.txt")).toContain(`Sitemap: ${site.url}/sitemap.xml`);
  });

  it("writes each redirect as a noindex meta-refresh page with the target as canonical, and in _redirects", () => {
    const rules = read("_redirects")
      .trim()
      .split("\n")
      .filter((line) => line.endsWith(" 301"));
    expect(rules).toHaveLength(content.redirects.length);
    for (const r of content.redirects) {
      const page = read(fileForPath(r.from));
      expect(page).toContain(`<meta http-equiv="refresh" content="0; url=${r.to}" />`);
      expect(page).toContain(`<link rel="canonical" href="${site.url}${r.to}" />`);
      expect(page).toContain('<meta name="robots" content="noindex" />');
      expect(rules).toContain(`${r.from} ${r.to} 301`);
    }
  });

  it("never links to a redirect source from a page", () => {
    for (const r of routes) for (const rd of content.redirects) expect(html.get(r.path)).not.toContain(`href="${rd.from}"`);
  });
});

describe("404.html", () => {
  it('says "Oops! Page not found", links home, and is not indexed', () => {
    const page = read("404.html");
    expect(page).toContain("<h1");
    expect(page).toContain("Oops! Page not found");
    expect(page).toMatch(/<a href="\/"[^>]*>Return to Home<\/a>/);
    expect(page).toContain('<meta name="robots" content="noindex"/>');
    expect(page).not.toContain('rel="canonical"');
  });
});

describe("es/404.html", () => {
  const es = setOf("es");
  it("is the Spanish not-found page: Spanish title, heading and way home, not indexed, in no sitemap", () => {
    const page = read("es/404.html");
    expect(page).toMatch(/^<!DOCTYPE html><html lang="es">/);
    expect(page).toContain(`<title>${es.notFound.title}</title>`);
    expect(page).toMatch(new RegExp(`<h1[^>]*>${es.notFound.heading}</h1>`));
    expect(page).toMatch(new RegExp(`<a href="${contexts.es!.paths.home}"[^>]*>${es.notFound.linkText}</a>`));
    expect(page).toContain('<meta name="robots" content="noindex"/>');
    expect(page).not.toContain('rel="canonical"');
    expect(read("sitemap.xml")).not.toContain("404");
  });

  it("is served for unknown Spanish addresses by the last line of _redirects, with its own headers in _headers", () => {
    expect(read("_redirects").trim().split("\n").at(-1)).toBe("/es/* /es/404.html 404");
    const rules = read("_headers");
    // Under its file's name, like /404.html: it is only ever sent as the answer to a missing page.
    expect(rules).toMatch(/^\/es\/404\.html\n {2}Content-Security-Policy: [^\n]*'sha256-/m);
    expect(rules).not.toMatch(/^\/es\/404\n/m);
  });
});
