/**
 * A third language, added the way ARCHITECTURE.md's recipe says, to a copy of the real content: one entry in
 * content/data/languages.yaml, a messages file (content/messages/fr.yaml, made here from en.yaml), and a folder
 * content/fr/ with its menus, its statutes and the few pages every language needs (home, apply, contact, sitemap,
 * 404). No code knows "fr": the whole build, checks on, must make its pages under /fr and wire them to their
 * English and Spanish pairs (hreflang, sitemap.xml, the language switch) and give /fr/… its own not-found page.
 * The pages keep their English words: a fixture, not a published language.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { buildSite } from "../../generator/build/site.ts";
import { fileForPath } from "../../generator/checks/links.ts";
import { sourceHashOf } from "../../generator/content/translations.ts";
import { prepare } from "../../generator/prepare.ts";
import { absoluteUrl } from "../../generator/seo/head.tsx";
import type { Route } from "../../model/site-context.ts";
import { removeDir, root } from "../helpers/content-fixture.ts";
import { smallContent } from "../helpers/small-site.ts";

const code = "fr";
const locale = { code, name: "Français", hreflang: "fr", ogLocale: "fr_FR" };
// The pages every language needs: the templates link to these by role, and the not-found page.
const needed = ["home", "apply", "contact", "sitemap", "404"];

/**
 * The small site (helpers/small-site.ts: a third language works the same on a few pages as on all) with a third
 * language laid over it, as a maintainer would add one.
 */
function withThirdLanguage(): string {
  const dir = smallContent();
  const read = (rel: string) => readFileSync(path.join(dir, rel), "utf8");
  const write = (rel: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  };
  // 1. The locale: one entry.
  write("data/languages.yaml", `${read("data/languages.yaml")}${stringify([locale])}`);
  // 2. The words: en.yaml's keys, plus what a translation adds (site.yaml's sentences, the data files' phrases).
  const site = parse(read("site.yaml")) as Record<string, unknown> & { hours: { label: string } };
  const spanish = parse(read("messages/es.yaml")) as { phrases: { en: string }[] };
  const messages = {
    ...(parse(read("messages/en.yaml")) as object),
    site: {
      description: site.description,
      hoursLabel: site.hours.label,
      cosignerRule: site.cosignerRule,
      languages: site.languages,
      offeredServices: site.offeredServices,
    },
    phrases: spanish.phrases.map((p) => ({ en: p.en, [code]: p.en })),
  };
  write(`messages/${code}.yaml`, stringify(messages));
  // 3. The pages, each at its English file's place, naming the version it translates, its address under /fr.
  const english = new Map(needed.filter((n) => n !== "404").map((n) => [n, String((parse(frontMatter(read(`pages/${n}.md`))) as { path: string }).path)]));
  const own = (p: string) => (p === "/" ? `/${code}` : `/${code}${p}`);
  const ownPaths = new Set(english.values());
  // Links to a page this language has lead to its version (a menu or a link to the English one would leave the language).
  const localize = (text: string) =>
    text.replace(/(\]\(|"|: |- )(\/[a-z0-9/-]*)(?=[#)"\s]|$)/gm, (all, before: string, p: string) => (ownPaths.has(p) ? `${before}${own(p)}` : all));
  for (const name of needed) {
    const rel = `pages/${name}.md`;
    const text = read(rel);
    const body = localize(text).replace(/^---\n/, `---\ntranslationOf: content/${rel}\nsourceHash: "${sourceHashOf(text)}"\n`);
    write(`${code}/${rel}`, body);
  }
  // 4. The menus: this language's own pages only.
  const homes = [...english.values()].map(own);
  write(`${code}/data/navigation.yaml`, stringify({ header: homes.map((p) => ({ path: p })), footerServices: homes, footerQuickLinks: homes }));
  // 5. The statutes: each one's title, fact and statements (pages show a statement inside their sentences).
  const law = parse(read("data/law.yaml")) as { cite: string; title: string; fact: string; says?: Record<string, string> }[];
  write(
    `${code}/data/law.yaml`,
    stringify({
      translationOf: "content/data/law.yaml",
      sourceHash: sourceHashOf(read("data/law.yaml")),
      entries: law.map((l) => ({ cite: l.cite, title: l.title, fact: l.fact.slice(0, 400), ...(l.says ? { says: l.says } : {}) })),
    }),
  );
  return dir;
}

const frontMatter = (text: string) => text.split(/^---$/m)[1] ?? "";

const contentDir = withThirdLanguage();
const out = mkdtempSync(path.join(tmpdir(), "third-language-test-"));
const { routes, content } = prepare(contentDir);
const ours = routes.filter((r) => r.lang === code);
const url = (p: string) => absoluteUrl(content.site.url, p);
const read = (file: string) => readFileSync(path.join(out, file), "utf8");
const page = (r: Route) => read(fileForPath(r.path));
const hreflangs = (html: string) =>
  Object.fromEntries([...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1]!, m[2]!]));
const switches = (html: string) =>
  [...html.matchAll(/<a href="([^"]+)" lang="([a-z]+)" hrefLang="([a-z]+)" data-slot="language-switch"[^>]*>(?:<svg.*?<\/svg>)?([^<]*)</g)].map((m) => ({
    href: m[1]!,
    lang: m[2]!,
    name: m[4]!,
  }));

beforeAll(async () => {
  await buildSite({ root, contentDir, outDir: out, cacheDir: path.join(out, ".cache"), threads: 0 });
}, 900_000);
afterAll(() => {
  removeDir(out);
  removeDir(contentDir);
});

describe("a third language added by content alone", () => {
  it("is not a published language: the real content lists only its own", () => {
    const published = prepare(path.join(root, "content")).content.locales.map((l) => l.code);
    expect(published).not.toContain(code);
    expect(content.locales.map((l) => l.code)).toEqual([...published, code]);
  });

  it("builds every page of its folder under its prefix, in its language", () => {
    expect(ours.map((r) => r.page.file).sort()).toEqual(
      needed
        .filter((n) => n !== "404")
        .map((n) => `content/${code}/pages/${n}.md`)
        .sort(),
    );
    for (const r of ours) {
      expect(r.path === `/${code}` || r.path.startsWith(`/${code}/`), r.path).toBe(true);
      const html = page(r);
      expect(html, r.path).toContain(`<html lang="${locale.hreflang}">`);
      expect(html, r.path).toContain(`<meta property="og:locale" content="${locale.ogLocale}"/>`);
      expect(html, r.path).toContain(`<link rel="manifest" href="/manifest-${code}.webmanifest"`);
    }
    expect(JSON.parse(read(`manifest-${code}.webmanifest`))).toMatchObject({ lang: locale.hreflang, start_url: `/${code}` });
  });

  it("pairs its pages with the English and Spanish pages of the same file, in the head of each", () => {
    for (const r of ours) {
      const english = routes.find((e) => e.page.file === r.page.file.replace(`content/${code}/`, "content/"))!;
      expect(r.alternates[code]).toBe(r.path);
      expect(r.alternates.en).toBe(english.path);
      const expected = Object.fromEntries([
        ...content.locales.filter((l) => r.alternates[l.code]).map((l) => [l.hreflang, url(r.alternates[l.code]!)]),
        ["x-default", url(english.path)],
      ]);
      expect(Object.keys(expected)).toContain("es"); // each of these pages has a Spanish twin in the real content
      for (const lang of Object.values(r.alternates)) expect(hreflangs(page(routes.find((x) => x.path === lang)!)), lang).toEqual(expected);
    }
  });

  it("lists its pages in sitemap.xml with the same alternates", () => {
    const xml = read("sitemap.xml");
    for (const r of ours) {
      const entry = xml.split("\n").find((line) => line.includes(`<loc>${url(r.path)}</loc>`));
      expect(entry, r.path).toBeDefined();
      for (const [lang, p] of Object.entries(r.alternates)) {
        const hreflang = content.locales.find((l) => l.code === lang)!.hreflang;
        expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="${hreflang}" href="${url(p!)}"/>`);
        // and the other languages' entries name this one
        const other = xml.split("\n").find((line) => line.includes(`<loc>${url(p!)}</loc>`))!;
        expect(other).toContain(`<xhtml:link rel="alternate" hreflang="${locale.hreflang}" href="${url(r.path)}"/>`);
      }
    }
  });

  it("offers each other language in the header's switch, named in itself, and is offered on its twins", () => {
    for (const r of ours)
      for (const [lang, p] of Object.entries(r.alternates)) {
        const shown = switches(page(routes.find((x) => x.path === p)!));
        const expected = content.locales
          .filter((l) => l.code !== lang && r.alternates[l.code])
          .map((l) => ({ href: r.alternates[l.code]!, lang: l.code, name: l.name }));
        expect(shown, p).toEqual(expected);
      }
  });

  it("answers unknown addresses under its prefix with its own not-found page, and speaks in the root one", () => {
    expect(read("_redirects")).toContain(`/${code}/* /${code}/404.html 404`);
    expect(read(".htaccess")).toContain(`/${code}/404.html`);
    const own = read(`${code}/404.html`);
    expect(own).toContain(`<html lang="${locale.hreflang}">`);
    expect(own).toContain('<meta name="robots" content="noindex"/>');
    // Its switch leads to the other languages' homes.
    expect(switches(own).map((s) => s.href)).toEqual(content.locales.filter((l) => l.code !== code).map((l) => (l.prefix === "" ? "/" : l.prefix)));
    expect(read("404.html")).toContain(`lang="${locale.hreflang}"`);
    expect(existsSync(path.join(out, "es/404.html"))).toBe(true);
  });
});
