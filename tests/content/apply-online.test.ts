/**
 * #33 "No promise of an online form that isn't there" (truth review T-09): built without site.yaml's
 * `applyForm.formId`, no page in any language invites the visitor to apply online, and the phone takes the apply
 * buttons' place; built with an id, every apply link is back. Both builds are read page by page, from their output.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { type HTMLElement, parse } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSite } from "../../generator/build/site.ts";
import { fileForPath } from "../../generator/checks/links.ts";
import { prepare } from "../../generator/prepare.ts";
import { hasApplyForm } from "../../model/form-text.ts";
import { builtSite } from "../helpers/built-site.ts";
import { contentWith, removeDir, root } from "../helpers/content-fixture.ts";
import { sharedBuild } from "../helpers/shared-builds.tsx";

/** Wording that invites a visitor to apply online, by language (the page's `<html lang>`). */
const invitations: Record<string, RegExp> = {
  en: /apply(?:ing)? online|online (?:application|form)|application online|(?:paperwork|form) online/i,
  es: /solicit\w* (?:una fianza )?en línea|(?:solicitud|formulario|papeles) en línea/i,
};

interface Built {
  contentDir: string;
  outDir: string;
}

/** Every page a build wrote, read from its output (the editor and the redirect pages aside), with its language. */
function builtPages(outDir: string): { file: string; lang: string; doc: HTMLElement; html: string }[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) {
        if (name !== "admin" && name !== "assets") walk(file);
      } else if (name.endsWith(".html") && name !== "admin.html") files.push(file);
    }
  };
  walk(outDir);
  return files
    .map((file) => {
      const html = readFileSync(file, "utf8");
      return { file: path.relative(outDir, file), html, doc: parse(html) };
    })
    .filter(({ doc }) => !doc.querySelector('meta[http-equiv="refresh"]'))
    .map((p) => ({ ...p, lang: p.doc.querySelector("html")!.getAttribute("lang")! }));
}

/**
 * What a reader meets on a page, or a search engine shows of it: the text, the title and descriptions, the labels
 * and alternative texts, the islands' props and the structured data. Search phrases (`<meta name="keywords">`) are
 * shown to no one.
 */
function readerText(doc: HTMLElement): string {
  const attributes = doc
    .querySelectorAll("[alt], [aria-label], [title], [placeholder], [data-props], meta[content]")
    .filter((e) => e.getAttribute("name") !== "keywords")
    .flatMap((e) => ["alt", "aria-label", "title", "placeholder", "data-props", "content"].map((a) => e.getAttribute(a) ?? ""));
  const body = doc.querySelector("body")!.clone() as HTMLElement;
  for (const s of body.querySelectorAll("script, style")) s.remove();
  const jsonLd = doc.querySelectorAll('script[type="application/ld+json"]').map((s) => s.text);
  return [doc.querySelector("title")?.text ?? "", body.text, ...attributes, ...jsonLd].join("\n").replace(/\s+/g, " ");
}

/** The site's apply page in each language and the label of its apply buttons, from a build's content. */
function applyWords(contentDir: string) {
  const { content, routes } = prepare(contentDir);
  const apply = routes.filter((r) => r.template === "apply");
  return {
    form: hasApplyForm(content.site),
    applyPath: Object.fromEntries(apply.map((r) => [r.lang, r.path])) as Record<string, string>,
    home: Object.fromEntries(routes.filter((r) => r.template === "home").map((r) => [r.lang, r.path])) as Record<string, string>,
    applyLabel: Object.fromEntries(apply.map((r) => [r.lang, r.page.label])) as Record<string, string>,
    button: Object.fromEntries(Object.entries(content.langs).map(([lang, set]) => [lang, set.messages.leaves.get("common.applyOnline")!])),
    // The pages whose content file writes a link to the apply page (inside a {withForm: …} text).
    linkedFrom: routes
      .filter((r) => {
        const applyPath = apply.find((a) => a.lang === r.lang)!.path;
        return readFileSync(path.join(contentDir, r.page.file.replace(/^content\//, "")), "utf8").includes(`](${applyPath})`);
      })
      .map((r) => ({ path: r.path, lang: r.lang, applyPath: apply.find((a) => a.lang === r.lang)!.path })),
  };
}

let without: Built;
let withForm: Built;
const made: string[] = [];
afterAll(() => made.forEach(removeDir));

beforeAll(async () => {
  // The real content has no form id yet; if it gets one, this test builds a copy without it.
  const real = path.join(root, "content");
  if (!hasApplyForm(prepare(real).content.site)) without = { contentDir: real, outDir: await builtSite() };
  else {
    const contentDir = contentWith();
    made.push(contentDir);
    const site = path.join(contentDir, "site.yaml");
    writeFileSync(site, readFileSync(site, "utf8").replace(/formId: "[^"]*"/, 'formId: ""'));
    const outDir = path.join(contentDir, "..", `${path.basename(contentDir)}-dist`);
    made.push(outDir);
    await buildSite({ root, contentDir, outDir, checks: false });
    without = { contentDir, outDir };
  }
  withForm = await sharedBuild("islands"); // content/ with a sample form id
}, 240_000);

describe("#33 without an online form", () => {
  it("no page, in any language, invites the visitor to apply online, and no text is left in {withForm: …} braces", () => {
    const words = applyWords(without.contentDir);
    expect(words.form).toBe(false);
    const pages = builtPages(without.outDir);
    expect(new Set(pages.map((p) => p.lang))).toEqual(new Set(Object.keys(words.applyPath)));
    const found = pages.flatMap(({ file, lang, doc, html }) => {
      const text = readerText(doc);
      const invitation = invitations[lang]!.exec(text) ?? (text.includes(words.button[lang]!) ? [words.button[lang]!] : null);
      const braces = /\{with(?:out)?Form:/.exec(html);
      return [...(invitation ? [`${file}: "${invitation[0]}"`] : []), ...(braces ? [`${file}: ${braces[0]}`] : [])];
    });
    expect(found).toEqual([]);
  });

  it("links to the apply page only by its own name (the menus and the sitemap), never with an apply button", () => {
    const words = applyWords(without.contentDir);
    for (const { file, lang, doc } of builtPages(without.outDir)) {
      const links = doc.querySelectorAll(`a[href="${words.applyPath[lang]}"], a[href="#apply-form"]`);
      for (const a of links) expect(`${file}: ${a.text.trim()}`).toBe(`${file}: ${words.applyLabel[lang]}`);
    }
  });

  it("puts the call in the apply buttons' place: every page has a tel: link in its main part and in its closing band", () => {
    for (const { file, doc } of builtPages(without.outDir)) {
      expect(doc.querySelectorAll('main a[href^="tel:"]').length, file).toBeGreaterThan(0);
      expect(doc.querySelectorAll('footer section a[href^="tel:"]').length, file).toBeGreaterThan(0);
    }
  });

  it("keeps the apply page, which tells how to apply by phone and has no form section", () => {
    const words = applyWords(without.contentDir);
    for (const [lang, applyPath] of Object.entries(words.applyPath)) {
      const doc = parse(readFileSync(path.join(without.outDir, fileForPath(applyPath)), "utf8"));
      expect(doc.querySelector("#apply-form"), lang).toBeNull();
      expect(doc.querySelectorAll('main a[href^="tel:"]').length, lang).toBeGreaterThanOrEqual(2);
    }
  });
});

describe("#33 with an online form", () => {
  it("brings every apply button back: in every page's closing band, in the hero of the home pages, and every link the content writes", () => {
    const words = applyWords(withForm.contentDir);
    expect(words.form).toBe(true);
    const pages = builtPages(withForm.outDir);
    for (const { file, lang, doc } of pages) {
      const buttons = doc.querySelectorAll(`footer a[href="${words.applyPath[lang]}"]`).map((a) => a.text.trim());
      expect(buttons, file).toContain(words.button[lang]);
    }
    for (const [lang, home] of Object.entries(words.home)) {
      const doc = parse(readFileSync(path.join(withForm.outDir, fileForPath(home)), "utf8"));
      expect(doc.querySelectorAll(`main a[href="${words.applyPath[lang]}"]`).map((a) => a.text.trim())).toContain(words.button[lang]);
    }
    expect(words.linkedFrom.length).toBeGreaterThan(0);
    for (const { path: p, applyPath } of words.linkedFrom) {
      const doc = parse(readFileSync(path.join(withForm.outDir, fileForPath(p)), "utf8"));
      expect(doc.querySelectorAll(`main a[href="${applyPath}"]`).length, p).toBeGreaterThan(0);
    }
  });

  it("invites to apply online on the pages that do so only with the form, in each language", () => {
    const words = applyWords(withForm.contentDir);
    const inviting = new Set(builtPages(withForm.outDir).flatMap(({ lang, doc }) => (invitations[lang]!.test(readerText(doc)) ? [lang] : [])));
    expect(inviting).toEqual(new Set(Object.keys(words.applyPath)));
    const apply = parse(readFileSync(path.join(withForm.outDir, fileForPath(words.applyPath.en!)), "utf8"));
    expect(apply.querySelector('#apply-form [data-island="apply-form"]')).not.toBeNull();
  });
});
