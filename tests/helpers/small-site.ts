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

/** The English content files the small site keeps; each keeps its Spanish twin. */
export const smallSitePages = [
  "pages/home.md",
  "pages/about.md",
  "pages/404.md",
  "pages/contact.md",
  "pages/sitemap.md",
  "pages/apply.md",
  "pages/faqs.md",
  "pages/testimonials.md",
  "bonds/vehicle-bail-bonds.md",
  "counties/alamance-county.md",
  "counties/orange-county.md",
];

const contentFiles = (dir: string) =>
  (readdirSync(dir, { recursive: true, encoding: "utf8" }) as string[]).filter((f) => /\.(md|ya?ml)$/.test(f) && !f.startsWith(".") && !f.includes("/."));

const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Copies content/ to a new temp folder and cuts it down to smallSitePages; returns the folder. */
export function smallContent(prefix = "small-content-"): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  copySmallContent(dir);
  return dir;
}

/** Copies content/ to `dir` (a content folder of a test's own project) and cuts it down to smallSitePages. */
export function copySmallContent(dir: string): void {
  cpSync(path.join(root, "content"), dir, { recursive: true });
  cutDown(dir);
}

function cutDown(dir: string): void {
  const files = contentFiles(dir);
  const original = new Map(files.map((f) => [f, readFileSync(path.join(dir, f), "utf8")]));
  const pathOf = (file: string) => /^path: "?([^"\n]*)"?$/m.exec(readFileSync(path.join(dir, file), "utf8"))?.[1];
  const englishPages = files.filter((f) => /^(pages|bonds|counties|cities)\/[^/]+\.md$/.test(f));
  const gone = englishPages.filter((f) => !smallSitePages.includes(f));
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
