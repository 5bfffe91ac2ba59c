/** The HTML sitemap lists every page of a site of any size, each of its pages under the HTML budget (#17). */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { budgets } from "../../generator/checks/budgets.ts";
import { buildClient, type IslandAssets } from "../../generator/client.ts";
import type { Content } from "../../generator/content/load.ts";
import { translator } from "../../generator/content/messages.ts";
import { prepare } from "../../generator/prepare.ts";
import { renderRoute } from "../../generator/render.tsx";
import { buildRoutes, languagesOf } from "../../generator/routes.ts";
import { pageInliner } from "../../generator/seo/inline-page.ts";
import { buildSiteContext } from "../../generator/site-context.ts";
import { pageLimits, sitemapSections } from "../../generator/sitemap-parts.ts";
import type { LangContent } from "../../model/content.ts";
import { hasApplyForm } from "../../model/form-text.ts";
import { removeDir, root } from "../helpers/content-fixture.ts";
import { seeded } from "../helpers/seeded.ts";

const { content } = prepare(path.join(root, "content"));
const out = mkdtempSync(path.join(tmpdir(), "sitemap-page-test-"));
let client: { stylesheet: string; islands: IslandAssets };

// The built pages carry their CSS inline (ARCHITECTURE.md, "CSS inline per page"), which counts against the budget:
// render them the same way.
beforeAll(async () => {
  client = await buildClient(root, out);
});
afterAll(() => removeDir(out));

/** A deterministic stream of made-up place names, less repetitive (so less compressible) than numbered ones. */
function placeNames(): () => string {
  const syllables = ["ka", "lo", "mer", "ton", "vi", "bra", "sel", "dun", "ash", "qui", "zor", "pel", "wy", "ford", "ham", "ridge"];
  const next = seeded(17);
  const word = () => {
    const w = Array.from({ length: 2 + next(3) }, () => syllables[next(syllables.length)]).join("");
    return w[0]!.toUpperCase() + w.slice(1);
  };
  return () => `${word()} ${word()}`;
}

/** The real content with `count` more city pages in each language, named by `label`; its sitemap pages rendered as the build does. */
function siteWith(count: number, label: (i: number) => string) {
  const names = Array.from({ length: count }, (_, i) => label(i + 1));
  const more = (set: LangContent, prefix: string) =>
    names.map((name, i) => ({
      ...set.cities[0]!,
      label: name,
      path: `${prefix}/${name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${i + 1}`,
      file: `content/${prefix ? "es/" : ""}cities/extra-${i + 1}.md`,
    }));
  const [en, es] = [content.langs.en!, content.langs.es!];
  const big: Content = {
    ...content,
    langs: { en: { ...en, cities: [...en.cities, ...more(en, "")] }, es: { ...es, cities: [...es.cities, ...more(es, "/es")] } },
  };
  return render(big);
}

/** Each language's routes and its sitemap pages, rendered with that language's context. */
function render(site: Content) {
  const { routes, problems } = buildRoutes(site);
  expect(problems).toEqual([]);
  const paths = new Set(routes.map((r) => r.path));
  return languagesOf(site).map(({ lang }) => {
    const ctx = buildSiteContext(site, routes, lang).context!;
    const assets = { ...client, inline: pageInliner(out, client.stylesheet, client.islands) };
    const own = routes.filter((r) => r.lang === lang);
    const pages = new Map(own.filter((r) => r.template === "sitemap").map((r) => [r.path, renderRoute(r, site, ctx, assets)]));
    return { lang, paths, routes: own, pages, sitemap: ctx.paths.sitemap };
  });
}

const hrefs = (html: string) => [...html.matchAll(/<a\b[^>]*\shref="([^"]*)"/g)].map((m) => m[1]!);

/** Every path reached from the sitemap page by following links through the sitemap's own pages. */
function reachable(pages: Map<string, string>, start: string): Set<string> {
  const seen = new Set([start]);
  const queue = [start];
  for (let at = queue.shift(); at !== undefined; at = queue.shift())
    for (const href of hrefs(pages.get(at)!))
      if (!seen.has(href)) {
        seen.add(href);
        if (pages.has(href)) queue.push(href);
      }
  return seen;
}

/** In each language: every page of the sitemap is under the budget, has one <h1> and no skipped heading, links only to pages of the site, and together they reach every page of that language. */
function expectSound(site: ReturnType<typeof render>) {
  expect(site.map((l) => l.lang)).toEqual(["en", "es"]);
  for (const { lang, paths, routes, pages, sitemap } of site) {
    for (const [at, html] of pages) {
      const gzip = gzipSync(html, { level: 9 }).length;
      expect(gzip, `${at} is ${gzip} bytes gzipped`).toBeLessThanOrEqual(budgets.htmlGzip);
      const levels = [...html.matchAll(/<h([1-6])[\s>]/g)].map((m) => Number(m[1]));
      expect(
        levels.filter((l) => l === 1),
        at,
      ).toHaveLength(1);
      expect(levels[0], at).toBe(1);
      for (const [i, l] of levels.entries()) if (i > 0) expect(l, `${at}: h${levels[i - 1]} then h${l}`).toBeLessThanOrEqual(levels[i - 1]! + 1);
      for (const href of hrefs(html).filter((h) => h.startsWith("/")))
        expect(paths.has(href) || href === "/sitemap.xml", `${at} links ${href}`).toBe(true);
    }
    const reached = reachable(pages, sitemap);
    expect(
      routes.map((r) => r.path).filter((p) => !reached.has(p)),
      lang,
    ).toEqual([]);
  }
}

describe("SitemapPage", () => {
  describe("on the site as it is", () => {
    it("lists every page of its language on the sitemap page itself, without parts", () => {
      const site = render(content);
      for (const { pages, sitemap } of site) expect([...pages.keys()]).toEqual([sitemap]);
      expectSound(site);
    });
  });

  describe("#17 on a site of 4,000 more pages in each language", () => {
    it("splits the long group into parts and keeps every page of the sitemap under the HTML budget", () => {
      const site = siteWith(4000, (i) => `Bench County ${String(i).padStart(4, "0")}`);
      for (const { pages } of site) expect(pages.size).toBeGreaterThan(1);
      expectSound(site);
    });

    it("does the same for varied place names and for names of 80 characters, the longest a label may be", () => {
      const place = placeNames();
      expectSound(siteWith(4000, () => place()));
      expectSound(siteWith(4000, () => `${place()} ${place()} ${place()} ${place()} ${place()} ${place()}`.slice(0, 80).trim()));
    });

    it("still holds at 30,000 pages", () => {
      const place = placeNames();
      expectSound(siteWith(30_000, () => place()));
    });
  });
});

describe("sitemapSections", () => {
  const t = translator(content.langs.en!.messages, content.langs.en!.values, hasApplyForm(content.site));
  const links = (n: number, prefix: string) => Array.from({ length: n }, (_, i) => ({ path: `/${prefix}-${i}`, label: `${prefix} ${i}` }));

  it("splits the group with the most text until the sitemap page fits, keeping every link in order", () => {
    const groups = { main: links(20, "page"), bonds: links(7, "bond"), counties: links(pageLimits.links, "county"), cities: links(600, "city") };
    const sections = sitemapSections("/sitemap", groups, t);
    expect(sections.map((s) => s.parts.length > 0)).toEqual([false, false, true, true]);
    for (const s of sections.filter((s) => s.parts.length > 0)) {
      expect(s.parts.flatMap((p) => p.links)).toEqual(s.links);
      for (const p of s.parts) expect(p.links.length).toBeLessThanOrEqual(pageLimits.links);
    }
    expect(sections[3]!.parts.map((p) => p.path)).toEqual(["/sitemap-cities-1", "/sitemap-cities-2", "/sitemap-cities-3"]);
  });

  it("cuts a part early when its labels and paths reach the character limit", () => {
    const long = links(100, "x".repeat(70));
    const [part] = sitemapSections("/sitemap", { main: [], bonds: [], counties: [], cities: long }, t)[3]!.parts;
    expect(part!.links.length).toBeLessThan(100);
    expect(part!.links.reduce((n, l) => n + l.label.length + l.path.length, 0)).toBeLessThanOrEqual(pageLimits.characters);
  });
});
