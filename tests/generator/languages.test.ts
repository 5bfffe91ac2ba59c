/**
 * The two languages of the built site, wired together: each page pair links both ways (hreflang, the header's
 * language switch, sitemap.xml), each page says its language (html lang, og:locale, JSON-LD), and a Spanish page
 * shows no English words of the templates.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { fileForPath } from "../../generator/checks/links.ts";
import { prepare } from "../../generator/prepare.ts";
import { absoluteUrl } from "../../generator/seo/head.tsx";
import { builtSite } from "../helpers/built-site.ts";
import { root } from "../helpers/content-fixture.ts";

let out: string; // the shared build of content/ (helpers/built-site.ts): read only
const { routes, content } = prepare(path.join(root, "content"));
const url = (p: string) => absoluteUrl(content.site.url, p);
const read = (file: string) => readFileSync(path.join(out, file), "utf8");
const html = new Map<string, string>();

beforeAll(async () => {
  out = await builtSite();
  for (const r of routes) html.set(r.path, read(fileForPath(r.path)));
  html.set("/es/404", read("es/404.html")); // the Spanish not-found page: a Spanish page too
});

const decode = (s: string) =>
  s
    .replace(/&amp;/g, "&")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"');
const hreflangs = (page: string) =>
  Object.fromEntries([...page.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1]!, m[2]!]));
const switchOf = (page: string) => /<a href="([^"]+)" lang="([a-z]+)" hrefLang="([a-z]+)" data-slot="language-switch"/.exec(page);
const paired = routes.filter((r) => r.alternates.en && r.alternates.es);

describe("page pairs", () => {
  it("pairs each Spanish page with the English page of the same file, and every Spanish page has one", () => {
    const spanish = routes.filter((r) => r.lang === "es");
    expect(spanish.length).toBeGreaterThan(0);
    for (const r of spanish) {
      const english = routes.find((e) => e.lang === "en" && e.path === r.alternates.en);
      expect(english, r.page.file).toBeDefined();
      expect(english!.page.file).toBe(r.page.file.replace("content/es/", "content/"));
    }
  });

  it("leaves no English page without its Spanish page unless the build warns about it", () => {
    const unpaired = routes.filter((r) => r.lang === "en" && !r.alternates.es).map((r) => r.page.file);
    expect(unpaired).toEqual(content.translationFindings.filter((f) => f.message.includes("no Spanish version")).map((f) => f.file));
  });

  it("links both pages of a pair to each other and to the English as x-default, in the head of each", () => {
    expect(paired.length).toBe(2 * routes.filter((r) => r.lang === "es").length);
    for (const r of paired) {
      const expected = { en: url(r.alternates.en!), es: url(r.alternates.es!), "x-default": url(r.alternates.en!) };
      expect(hreflangs(html.get(r.path)!), r.path).toEqual(expected);
    }
  });

  it("puts the language switch in the header of every paired page, leading to the same page in the other language", () => {
    for (const r of paired) {
      const other = r.lang === "en" ? "es" : "en";
      const found = switchOf(html.get(r.path)!);
      expect(found, r.path).not.toBeNull();
      expect(found!.slice(1), r.path).toEqual([r.alternates[other], other, other]);
      // The link says the other language's name in that language: "Español" on English pages, "English" on Spanish ones.
      expect(html.get(r.path)!, r.path).toContain(`data-slot="language-switch"`);
    }
    expect(/data-slot="language-switch"[^>]*>(?:<svg.*?<\/svg>)?([^<]+)</.exec(html.get("/")!)?.[1]).toBe("Español");
    expect(/data-slot="language-switch"[^>]*>(?:<svg.*?<\/svg>)?([^<]+)</.exec(html.get("/es")!)?.[1]).toBe("English");
  });

  it("lists both pages of each pair in sitemap.xml with xhtml:link alternates", () => {
    const xml = read("sitemap.xml");
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    for (const r of paired) {
      const entry = new RegExp(`<url><loc>${url(r.path).replace(/[.?]/g, "\\$&")}</loc>(.*?)</url>`).exec(xml);
      expect(entry, r.path).not.toBeNull();
      for (const [lang, p] of [
        ["en", r.alternates.en],
        ["es", r.alternates.es],
        ["x-default", r.alternates.en],
      ])
        expect(entry![1], r.path).toContain(`<xhtml:link rel="alternate" hreflang="${lang}" href="${url(p!)}"/>`);
    }
  });
});

describe("each page says its language", () => {
  it("in <html lang>, og:locale and its alternate, and the JSON-LD page's inLanguage", () => {
    for (const r of routes) {
      const page = html.get(r.path)!;
      const [locale, other] = r.lang === "es" ? ["es_US", "en_US"] : ["en_US", "es_US"];
      expect(page, r.path).toContain(`<html lang="${r.lang}">`);
      expect(page, r.path).toContain(`<meta property="og:locale" content="${locale}"/>`);
      if (r.alternates.en && r.alternates.es) expect(page, r.path).toContain(`<meta property="og:locale:alternate" content="${other}"/>`);
      const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(page)![1]!);
      const webPage = ld["@graph"].find((n: { "@type": string }) => n["@type"] === "WebPage");
      expect(webPage.inLanguage, r.path).toBe(r.lang);
      const business = ld["@graph"].find((n: { "@type": string }) => n["@type"] === "LocalBusiness");
      // The languages agents speak, as the codes of content/data/languages.yaml (the Spanish review's L3).
      expect(business.contactPoint.availableLanguage).toEqual(content.locales.map((l) => l.hreflang));
    }
  });

  it("describes the business in the page's language in JSON-LD", () => {
    const ldOf = (p: string) => JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html.get(p)!)![1]!)["@graph"][0];
    expect(ldOf("/").description).toBe(content.site.description);
    expect(ldOf("/es").description).toBe(content.langs.es!.messages.site!.description);
    expect(ldOf("/es").makesOffer.map((o: { itemOffered: { name: string } }) => o.itemOffered.name)).toEqual(
      content.langs.es!.messages.site!.offeredServices.map((s) => s.name),
    );
  });

  it("answers any unknown address in both languages: 404.html has each language's message and way home", () => {
    const page = read("404.html");
    expect(page).toContain(`<div lang="en"`);
    expect(page).toContain(`<div lang="es"`);
    expect(page).toContain(decodeURIComponent(content.langs.en!.notFound.heading).replace(/'/g, "&#x27;"));
    expect(page).toContain(content.langs.es!.notFound.heading.replace(/'/g, "&#x27;"));
    expect(page).toMatch(new RegExp(`href="/es"[^>]*>${content.langs.es!.notFound.linkText}<`));
  });

  it("answers an unknown Spanish address in Spanish: es/404.html is the Spanish frame and message, its switch to the English home", () => {
    const page = html.get("/es/404")!;
    const es = content.langs.es!;
    expect(page).toMatch(/^<!DOCTYPE html><html lang="es">/);
    expect(page).toContain(`<title>${es.notFound.title}</title>`);
    expect(page).toContain(`<meta name="description" content="${es.notFound.description}"/>`);
    expect(page).toContain('<meta property="og:locale" content="es_US"/>');
    expect(page).toMatch(new RegExp(`<h1[^>]*>${es.notFound.heading}</h1>`));
    expect(page).toMatch(new RegExp(`href="/es"[^>]*>${es.notFound.linkText}<`));
    // The Spanish header and footer: the same bytes as on a Spanish page the menus do not mark (a city page), but for
    // the language switch's address.
    const city = routes.find((r) => r.lang === "es" && r.group === "cities")!;
    const chrome = (p: string, tag: string) => new RegExp(`<${tag}[\\s>][\\s\\S]*?</${tag}>`).exec(p)![0];
    const withoutSwitch = (header: string) => header.replace(/<a href="[^"]*"( lang="en" hrefLang="en" data-slot="language-switch")/, "<a$1");
    expect(withoutSwitch(chrome(page, "header"))).toBe(withoutSwitch(chrome(html.get(city.path)!, "header")));
    expect(chrome(page, "footer")).toBe(chrome(html.get(city.path)!, "footer"));
    // A not-found page has no twin: the switch leads to the English home, and no hreflang names it.
    expect(switchOf(page)?.slice(1)).toEqual(["/", "en", "en"]);
    expect(hreflangs(page)).toEqual({});
    // Nothing of the English page: one language, one message.
    expect(page).not.toContain(content.langs.en!.notFound.heading.replace(/'/g, "&#x27;"));
    expect(page).not.toContain('<div lang="en"');
    // Served for unknown Spanish addresses by the last line of _redirects, with its own headers in _headers, under its
    // file's name like /404.html: it is only ever sent as the answer to a missing page.
    expect(read("_redirects").trim().split("\n").at(-1)).toBe("/es/* /es/404.html 404");
    const rules = read("_headers");
    expect(rules).toMatch(/^\/es\/404\.html\n {2}Content-Security-Policy: [^\n]*'sha256-/m);
    expect(rules).not.toMatch(/^\/es\/404\n/m);
  });
});

describe("a Spanish page", () => {
  // Every Spanish route, and the Spanish not-found page.
  const spanishPaths = [...routes.filter((x) => x.lang === "es").map((r) => r.path), "/es/404"];
  // Every English message, cut at its {values} into fragments long enough to be telling: none may appear in a
  // Spanish page's visible text (a message copied into es.yaml untranslated is caught too).
  const fragments = [...content.langs.en!.messages.leaves]
    .filter(([key]) => !key.startsWith("businessData.")) // the JSON-LD's names ("North Carolina"), checked below, not shown
    .flatMap(([key, text]) => text.split(/\{[A-Za-z]+\}/).map((f) => [key, f.trim()] as const))
    .filter(([, f]) => f.length >= 10 && f.includes(" ")); // one word alone ("Courthouse") is often part of a name

  // Names of jails, courts and agencies stay in English on Spanish pages ("Wake County Detention Center").
  const names = [
    ...Object.values(content.countyData).flatMap((c) => [c.sheriff.name, ...c.facilities.map((f) => f.name), ...(c.courthouses ?? []).map((h) => h.name)]),
    ...Object.values(content.cityData).flatMap((c) => [c.police, ...(c.campusPolice ?? []), ...(c.others ?? [])].flatMap((a) => (a ? [a.name] : []))),
  ]
    .map((n) => n.replace(/ \(.*\)$/, ""))
    .sort((a, b) => b.length - a.length);
  const withoutNames = (text: string) => names.reduce((t, n) => t.replaceAll(n, " "), text);
  const visibleText = (page: string) =>
    decode(
      page
        .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>|<head>[\s\S]*?<\/head>/g, " ")
        // What is marked English is meant to be: reviews shown as written, the glossary's English words.
        .replace(/<(li|span|td|div)[^>]* lang="en"[^>]*>[\s\S]*?<\/\1>/g, " ")
        .replace(/<[^>]+>/g, " ")
        .replace(/\s+/g, " "),
    )
      // An English name the Spanish text quotes for the family to recognize, "(Clerk of Superior Court)", is allowed.
      .replace(/\([^()]*\)/g, " ");

  it("shows none of the templates' English words", () => {
    expect(fragments.length).toBeGreaterThan(50);
    for (const p of spanishPaths) {
      const text = withoutNames(visibleText(html.get(p)!));
      const found = fragments.filter(([, f]) => text.includes(f)).map(([key, f]) => `${key}: "${f}"`);
      expect(found, p).toEqual([]);
    }
  });

  it("has Spanish aria-labels, alt texts and island props too", () => {
    for (const p of spanishPaths) {
      const page = html.get(p)!;
      const attributes = [...page.matchAll(/(?:aria-label|alt|data-props|data-error-title)="([^"]*)"/g)]
        .map((m) => withoutNames(decode(m[1]!).replace(/\([^()]*\)/g, " ")))
        .join("\n");
      const found = fragments.filter(([, f]) => attributes.includes(f)).map(([key, f]) => `${key}: "${f}"`);
      expect(found, p).toEqual([]);
    }
  });

  it("still shows the English words on English pages (the check above can find them)", () => {
    const text = visibleText(html.get("/")!);
    expect(fragments.some(([, f]) => text.includes(f))).toBe(true);
  });
});
