/**
 * A small site for the tests of the build's mechanisms (reuse, threads, failure keeps the output, coverage of the
 * checks, the editor's saves): a copy of content/ cut down to a few pages in each language. Those mechanisms do not
 * depend on how many pages there are, and a build of the whole content costs several times as much.
 * The pages kept are the ones every template needs to link to; every other page goes with its Spanish twin, its
 * facts file, its redirects and every link to it (the link's words stay), as a maintainer removes a page.
 */
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sourceHashOf } from "../../generator/content/translations.ts";
import { root } from "./content-fixture.ts";

const contentFiles = (dir: string) =>
  (readdirSync(dir, { recursive: true, encoding: "utf8" }) as string[]).filter((f) => /\.(md|ya?ml)$/.test(f) && !f.startsWith(".") && !f.includes("/."));

/**
 * The English content files the small site keeps (each keeps its Spanish twin), chosen by what they are, not by name,
 * so that a page a maintainer deletes is replaced by the next one of its kind:
 * - every page of pages/ made from a template no other page uses (the home page, the not-found page, the contact,
 *   apply and sitemap pages…): the pages every page links to, and one of each such template; of a template several
 *   pages of pages/ share ("info"), the first by file name;
 * - the page of pages/ that shows the reviews (a `kind: reviews` section), and the one with the most FAQ questions;
 * - the first bond page the menus list (the header's, then the footer's), for the bond template and its FAQ;
 * - the first county by `order`, and the first of its neighbours (`nearby`) that names it as one: the counties menu,
 *   the county template, and a second county to move to.
 * In the content as it is, that is home, 404, contact, apply, sitemap, inmate-search, nc-jail-locations, about,
 * testimonials, faqs, vehicle-bail-bonds, Alamance and Orange: 13 of the 41 pages per language.
 */
export function smallSitePages(contentDir = path.join(root, "content")): string[] {
  const read = (f: string) => readFileSync(path.join(contentDir, f), "utf8");
  const field = (text: string, name: string) => new RegExp(`^${name}: "?([^"\n]*)"?\\s*$`, "m").exec(text)?.[1];
  const inFolder = (folder: string) =>
    readdirSync(path.join(contentDir, folder))
      .filter((f) => f.endsWith(".md"))
      .sort()
      .map((f) => `${folder}/${f}`);
  const pages = inFolder("pages");
  const templateOf = new Map(pages.map((f) => [f, field(read(f), "template") ?? f]));
  const uses = (t: string) => [...templateOf.values()].filter((u) => u === t).length;
  const ownTemplate = pages.filter((f) => uses(templateOf.get(f)!) === 1);
  const shared = pages.filter((f) => !ownTemplate.includes(f));
  const firstOfTemplate = [...new Set(shared.map((f) => templateOf.get(f)!))].map((t) => shared.find((f) => templateOf.get(f) === t)!);
  const reviews = shared.find((f) => /^\s*- kind: reviews\s*$/m.test(read(f)));
  const questions = (f: string) => read(f).match(/^\s*- question:/gm)?.length ?? 0;
  const faq = shared.filter((f) => questions(f) > 0).sort((a, b) => questions(b) - questions(a))[0];
  const bonds = inFolder("bonds");
  const bondByPath = new Map(bonds.map((f) => [field(read(f), "path"), f]));
  const navigation = read("data/navigation.yaml");
  const listed = [...navigation.matchAll(/^\s*-\s+(?:path:\s+)?"?(\/[^"\s#]*)"?/gm)].map((m) => bondByPath.get(m[1]!)).find(Boolean);
  // A county's `nearby` list may not be empty: the second county is the first one's neighbour that names it back.
  const nearby = (f: string): string[] => /^nearby:\n((?:\s+- .*\n)+)/m.exec(read(f))?.[1]?.match(/[\w-]+(?="?\s*$)/gm) ?? [];
  const byOrder = inFolder("counties")
    .map((f) => ({ f, order: Number(field(read(f), "order") ?? Number.POSITIVE_INFINITY) }))
    .sort((a, b) => a.order - b.order)
    .map((c) => c.f);
  const first = byOrder[0];
  const slug = (f: string) => path.basename(f, ".md");
  const neighbours = first ? byOrder.filter((f) => nearby(first).includes(slug(f))) : [];
  const counties = [first, neighbours.find((f) => nearby(f).includes(slug(first!))) ?? neighbours[0]];
  const kept = [...ownTemplate, ...firstOfTemplate, reviews, faq, listed ?? bonds[0], ...counties].filter((f): f is string => f !== undefined);
  return [...new Set(kept)];
}

const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Copies `from` (content/ unless given) to a new temp folder and cuts it down to smallSitePages; returns the folder. */
export function smallContent(prefix = "small-content-", from = path.join(root, "content")): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  copySmallContent(dir, from);
  return dir;
}

/** Copies `from` (content/ unless given) to `dir` (a content folder of a test's own project) and cuts it down to smallSitePages. */
export function copySmallContent(dir: string, from = path.join(root, "content")): void {
  cpSync(from, dir, { recursive: true });
  cutDown(dir);
}

function cutDown(dir: string): void {
  const keep = smallSitePages(dir);
  const englishPages = contentFiles(dir).filter((f) => /^(pages|bonds|counties|cities)\/[^/]+\.md$/.test(f));
  removePages(
    dir,
    englishPages.filter((f) => !keep.includes(f)),
  );
}

/**
 * Removes the English pages `gone` (content files, "counties/orange-county.md") from the content folder `dir` as a
 * maintainer removes a page: with its Spanish twin, its facts file, its redirects and every link to it (the link's
 * words stay).
 */
export function removePages(dir: string, gone: string[]): void {
  const files = contentFiles(dir);
  const original = new Map(files.map((f) => [f, readFileSync(path.join(dir, f), "utf8")]));
  const pathOf = (file: string) => /^path: "?([^"\n]*)"?$/m.exec(readFileSync(path.join(dir, file), "utf8"))?.[1];
  const twinOf = new Map<string, string>();
  for (const f of files.filter((f) => f.startsWith("es/"))) {
    const of = /^translationOf: (?:content\/)?(.*)$/m.exec(readFileSync(path.join(dir, f), "utf8"))?.[1];
    if (of) twinOf.set(of.trim(), f);
  }
  const paths: string[] = [];
  for (const f of gone) {
    const twin = twinOf.get(f);
    for (const file of [f, twin]) {
      if (!file) continue;
      const p = pathOf(file);
      if (p) paths.push(p);
      rmSync(path.join(dir, file));
    }
    const facts = path.join(dir, "data", f.replace(/\.md$/, ".yaml"));
    if (existsSync(facts)) rmSync(facts);
  }
  const slugs = gone.map((f) => path.basename(f, ".md"));
  const contact = { en: pathOf("pages/contact.md")!, es: pathOf(twinOf.get("pages/contact.md")!)! };
  for (const file of contentFiles(dir)) {
    const full = path.join(dir, file);
    const text = readFileSync(full, "utf8");
    let changed = text;
    for (const p of paths.toSorted((a, b) => b.length - a.length)) {
      const q = literal(p);
      changed = changed
        .replaceAll(new RegExp(`\\[([^\\]]*)\\]\\(${q}(#[^)]*)?\\)`, "g"), "$1")
        .replaceAll(new RegExp(`^(\\s*)- "?${q}"?\\s*(#.*)?\\n`, "gm"), "")
        .replaceAll(new RegExp(`^\\s*- \\{ from: [^,]*, to: ${q} \\}.*\\n`, "gm"), "");
    }
    for (const slug of slugs) changed = changed.replaceAll(new RegExp(`^\\s*- "?${slug}"?\\s*\\n`, "gm"), "");
    changed = withoutItemsLinkingTo(changed, paths, file.startsWith("es/") ? contact.es : contact.en);
    if (changed === text) continue;
    // A list left with no item is an empty list, not a missing value.
    changed = changed.replaceAll(/^( *)([\w-]+):[ \t]*\n(?!\1 )/gm, "$1$2: []\n");
    writeFileSync(full, changed);
  }
  // A translation that was up to date stays so: the English lost only links to removed pages.
  for (const [of, twin] of twinOf) {
    const en = path.join(dir, of);
    const es = path.join(dir, twin);
    if (!existsSync(en) || !existsSync(es)) continue;
    const text = readFileSync(es, "utf8");
    const hash = /^sourceHash: "?([0-9a-f]+)"?$/m.exec(text)?.[1];
    if (hash && hash === sourceHashOf(original.get(of)!)) writeFileSync(es, text.replace(hash, sourceHashOf(readFileSync(en, "utf8"))));
  }
}

/**
 * A menu entry (`- path: …`) to a removed page is removed whole; a card's or an action's link (`path: …` inside an
 * item, whose list may have a fixed length) leads to the contact page instead.
 */
function withoutItemsLinkingTo(text: string, paths: string[], contact: string): string {
  const gone = new Set(paths);
  const lines = text.split("\n");
  const kept: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const m = /^(\s*)(- )?path: "?([^"\s]*)"?\s*(#.*)?$/.exec(lines[i]!);
    if (!m || !gone.has(m[3]!)) {
      kept.push(lines[i]!);
    } else if (m[2]) {
      while (i + 1 < lines.length && lines[i + 1]!.match(/^ */)![0].length > m[1]!.length && !/^\s*- /.test(lines[i + 1]!)) i++;
    } else {
      kept.push(`${m[1]}path: "${contact}"`);
    }
  }
  return kept.join("\n");
}
