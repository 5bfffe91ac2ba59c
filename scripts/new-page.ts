/**
 * `npm run new -- county "Randolph"` or `npm run new -- city "High Point" [--county guilford-county]`: writes a
 * draft content file for a new county or city page, valid but marked `draft: true` (left out of the site, the menus
 * and the sitemap) with every text to write marked DRAFT:. It prints where the file is and what to fill in. Once
 * `draft: false`, the page appears in the header's Counties menu, the footer, the sitemap and the county lists by
 * itself; a page still holding DRAFT: text is refused by the build.
 *
 * `npm run new -- translation faqs` writes the Spanish draft of an English page (content/es/, same place): the
 * English file's fields and text, each to translate marked DRAFT:, its links pointed at the Spanish pages that
 * exist, and translationOf and sourceHash filled in.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { parse as parseYaml } from "yaml";
import { loadContent } from "../generator/content/load.ts";
import { parseMarkdown } from "../generator/content/markdown.ts";
import { listMarkdown } from "../generator/content/markdown-file.ts";
import { formatProblems } from "../generator/content/problem.ts";
import { sourceHashOf } from "../generator/content/translations.ts";

/** A request the scaffolder refuses, with the reason in the maintainer's words. */
export class NewPageError extends Error {}

/** What was written and what the maintainer must fill in. */
export interface NewPage {
  file: string; // relative to the project, like content/counties/randolph-county.md
  path: string;
  toFill: string[];
}

const namePattern = /^[A-Z][A-Za-z.'’]*(?:[ -][A-Za-z.'’]+)*$/;

/** Writes the draft for a new county or city into `contentDir`; throws NewPageError for a duplicate or a bad name. */
export function newPage(contentDir: string, kind: "county" | "city", rawName: string, county?: string): NewPage {
  const name = rawName
    .trim()
    .replace(/\s+/g, " ")
    .replace(/ County$/i, "");
  if (name.length < 2 || name.length > 40 || !namePattern.test(name))
    throw new NewPageError(
      `"${rawName}" is not a place name this can use. Write it as on a map, with capitals, like "Randolph" or "High Point" (letters, spaces, hyphens and apostrophes, 2–40 characters).`,
    );
  const slug = name.toLowerCase().replace(/[.'’]/g, "").replace(/[ ]+/g, "-");
  const counties = listSlugs(contentDir, "counties");
  const spec =
    kind === "county"
      ? { folder: "counties", file: `${slug}-county.md`, path: `/county/${slug}-county`, label: `${name} County` }
      : { folder: "cities", file: `${slug}-nc-bail-bonds.md`, path: `/${slug}-nc-bail-bonds`, label: name };
  if (kind === "city" && county !== undefined && !counties.includes(county))
    throw new NewPageError(`There is no county file content/counties/${county}.md. Use one of: ${counties.join(", ")}.`);

  const relFile = path.posix.join("content", spec.folder, spec.file);
  const full = path.join(contentDir, spec.folder, spec.file);
  if (existsSync(full)) throw new NewPageError(`${relFile} already exists. Edit that file instead.`);
  const taken = takenBy(contentDir, spec.path, spec.label);
  if (taken)
    throw new NewPageError(
      `${taken.file} already uses ${taken.what === "path" ? `the address ${spec.path}` : `the name "${spec.label}"`}. Edit that file instead.`,
    );

  const text = kind === "county" ? countyDraft(spec, nextOrder(contentDir)) : cityDraft(spec, name, county);
  writeFileSync(full, text);
  // The draft must itself be valid; if it is not (a very long name, say), take it back rather than leave a broken file.
  const loaded = loadContent(contentDir);
  const own = loaded.problems.filter((p) => p.file.endsWith(`${spec.folder}/${spec.file}`));
  if (own.length > 0) {
    rmSync(full);
    throw new NewPageError(`Could not make a valid draft for "${name}":\n${formatProblems(own, null)}`);
  }
  const toFill =
    kind === "county"
      ? [
          "description",
          "keywords",
          "towns",
          "the text below the --- line",
          "seat and arrival (optional: only with a source)",
          `the jail, sheriff and court facts in a file you create, content/data/counties/${slug}-county.yaml (see "Jail, sheriff and court facts" in content/README.md; without it the page has no jail block)`,
        ]
      : [...(county ? [] : ["county (the county's file name, like guilford-county)"]), "description", "keywords", "the text below the --- line"];
  return { file: relFile, path: spec.path, toFill };
}

function countyDraft(spec: { path: string; label: string }, order: number): string {
  return `---
# DRAFT: made by npm run new. Replace every text marked DRAFT:, then change draft: true to draft: false to publish.
draft: true
path: "${spec.path}"
label: "${spec.label}"
title: "${fitTitle(`${spec.label} Bail Bonds | 24/7 Bondsman`, `${spec.label} Bail Bonds`)}"
heading: "${spec.label} Bail Bonds"
description: "DRAFT: one sentence for search results about bail bonds in ${spec.label} (50 to 160 characters)."
keywords:
  - "${spec.label} bail bonds"
  - "DRAFT: another phrase people search for"
order: ${order}
towns:
  - "DRAFT: a town or community in ${spec.label}"
---
DRAFT: In two or three short paragraphs, say where people arrested in ${spec.label} are taken (name the detention center, but never type its address or phone here), which courthouse hears their case, and how we help. Call to action: {phone}.

DRAFT: Mention the towns listed above, so families there know we serve them. Keep sentences short; the reader is frightened and in a hurry.
`;
}

function cityDraft(spec: { path: string; label: string }, name: string, county?: string): string {
  return `---
# DRAFT: made by npm run new. Replace every text marked DRAFT:, then change draft: true to draft: false to publish.
draft: true
path: "${spec.path}"
label: "${spec.label}"
title: "${fitTitle(`${name} NC Bail Bonds | Fast 24/7 Bondsman`, `${name} NC Bail Bonds`)}"
heading: "Bail Bonds in ${name}, NC"
description: "DRAFT: one sentence for search results about bail bonds in ${name} (50 to 160 characters)."
keywords:
  - "${name} NC bail bonds"
  - "DRAFT: another phrase people search for"
county: "${county ?? "choose-the-county"}"
---
DRAFT: In two or three short paragraphs, say which police department and sheriff make arrests in ${name}, where people are held (from a source you can name), and how fast we can help. Call to action: {phone}.
`;
}

/** Fields that hold no words to translate: they are copied as they are (paths are pointed at the Spanish pages). */
const keepAsIs = new Set([
  "draft",
  "path",
  "kind",
  "id",
  "icon",
  "columns",
  "county",
  "nearby",
  "towns",
  "seat",
  "order",
  "template",
  "reviewed",
  "src",
  "width",
  "height",
  "url",
  "network",
  "amounts",
  "plans",
  "calculator",
  "tone",
  "year",
  "name",
]);

/**
 * Writes the Spanish draft (or, with `lang`, that language's: a code of content/data/languages.yaml) of the English
 * page `name` (its file name without .md, like faqs or wake-county) into content/es/ (content/<lang>/); throws
 * NewPageError when there is no such page or it has a translation already.
 */
export function newTranslation(contentDir: string, name: string, lang = "es"): NewPage {
  const folder = ["pages", "counties", "cities", "bonds"].find((f) => existsSync(path.join(contentDir, f, `${name}.md`)));
  if (!folder) {
    const all = ["pages", "counties", "cities", "bonds"].flatMap((f) => listSlugs(contentDir, f));
    throw new NewPageError(`There is no English page named "${name}". Use a file name from content/ without .md, like: ${all.slice(0, 8).join(", ")}, …`);
  }
  const english = path.posix.join("content", folder, `${name}.md`);
  const relFile = path.posix.join("content", lang, folder, `${name}.md`);
  const full = path.join(contentDir, lang, folder, `${name}.md`);
  if (existsSync(full))
    throw new NewPageError(`${relFile} already exists. Edit that file instead (\`npm run translations\` shows what changed in the English).`);
  const text = readFileSync(path.join(contentDir, folder, `${name}.md`), "utf8").replace(/\r\n?/g, "\n");
  const parsed = parseMarkdown(text, english).source;
  if (!parsed) throw new NewPageError(`${english} has no front matter between --- lines. Fix it first: npm run build names the problem.`);
  const spanishPaths = spanishPathsByEnglish(contentDir, lang);
  const toSpanish = (s: string) =>
    s.replace(/(\]\(|"|^)(\/[a-z0-9/-]*)(?=[#)"]|$)/g, (all, before: string, p: string) =>
      spanishPaths.has(p) ? `${before}${spanishPaths.get(p)}` : all,
    );
  const englishPath = String(frontMatter(path.join(contentDir, folder, `${name}.md`)).path ?? "");
  const spanishPath = englishPath === "/" ? `/${lang}` : `/${lang}/${englishPath.split("/").at(-1)}`;
  const lines: string[] = [];
  const parents: { indent: number; key: string }[] = [];
  let block = -1; // inside a block text (`text: |`): the indent of its key; its lines are copied, the key line is marked
  for (const line of parsed.matter.split("\n")) {
    if (block >= 0 && (line.trim() === "" || line.length - line.trimStart().length > block)) {
      lines.push(toSpanish(line));
      continue;
    }
    block = -1;
    const m = /^(\s*)(- )?([A-Za-z]+):( (.*))?$/.exec(line);
    const item = /^(\s*)- (.+)$/.exec(line);
    const indent = (m?.[1] ?? item?.[1] ?? "").length;
    while (parents.length > 0 && parents.at(-1)!.indent >= indent + (m?.[2] ? 2 : 0) && !(item && !m && parents.at(-1)!.indent < indent)) parents.pop();
    if (m) {
      const [, , , key, , value] = m;
      if (!value) parents.push({ indent: indent + (m[2] ? 2 : 0), key: key! });
      if (key === "path" && indent === 0)
        lines.push(`path: "${spanishPath}" # DRAFT: the ${lang === "es" ? "Spanish" : "translated"} address, words its speakers search for`);
      else if (/^[|>][-+]?$/.test(value ?? "")) {
        block = indent + (m[2] ? 2 : 0);
        lines.push(`${toSpanish(line)} # DRAFT: translate the text below`);
      } else if (!value || keepAsIs.has(key!) || /^[\d.]+$|^(true|false)$/.test(value)) lines.push(toSpanish(line));
      else lines.push(`${toSpanish(line)} # DRAFT: translate`);
      if (indent === 0 && key === "path") lines.push(`translationOf: ${english}`, `sourceHash: "${sourceHashOf(text)}"`);
    } else if (item) {
      const parent = parents.at(-1)?.key ?? "";
      lines.push(keepAsIs.has(parent) ? toSpanish(line) : `${toSpanish(line)} # DRAFT: translate`);
    } else lines.push(line);
  }
  if (!/^path:/m.test(parsed.matter)) lines.unshift(`translationOf: ${english}`, `sourceHash: "${sourceHashOf(text)}"`);
  const matter = lines
    .filter((l) => !/^draft:/.test(l))
    .join("\n")
    .replace(/^\n+/, "");
  const body = text
    .slice(text.indexOf("\n---", 3) + 4)
    .replace(/^\n/, "")
    .split(/\n{2,}/)
    .map((paragraph) =>
      paragraph.trim() === "" ? paragraph : /^#+ /.test(paragraph) ? `${toSpanish(paragraph)} (DRAFT: translate)` : `DRAFT: ${toSpanish(paragraph)}`,
    )
    .join("\n\n");
  const draft = `---\n# DRAFT: made by npm run new from ${english}. Translate every text marked DRAFT: (and delete the marks), then change draft: true to draft: false to publish.\ndraft: true\n${matter}\n---\n${body}`;
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, draft);
  const loaded = loadContent(contentDir);
  const own = loaded.problems.filter((p) => p.file === relFile);
  if (own.length > 0) {
    rmSync(full);
    throw new NewPageError(`Could not make a valid draft of ${english}:\n${formatProblems(own, null)}`);
  }
  return {
    file: relFile,
    path: spanishPath,
    toFill: ["every field and paragraph marked DRAFT:", `path (the ${lang === "es" ? "Spanish" : "translated"} address)`],
  };
}

/** The translated page's path of each English path that has one (content/<lang>/ files at the same place). */
function spanishPathsByEnglish(contentDir: string, lang: string): Map<string, string> {
  const pairs = new Map<string, string>();
  for (const folder of ["pages", "counties", "cities", "bonds"])
    for (const slug of listSlugs(contentDir, path.posix.join(lang, folder))) {
      const en = path.join(contentDir, folder, `${slug}.md`);
      const es = frontMatter(path.join(contentDir, lang, folder, `${slug}.md`));
      if (existsSync(en) && typeof es.path === "string" && es.draft !== true) pairs.set(String(frontMatter(en).path), es.path);
    }
  return pairs;
}

const fitTitle = (long: string, short: string) => (long.length <= 60 ? long : short.slice(0, 60));

function listSlugs(contentDir: string, folder: string): string[] {
  return listMarkdown(contentDir, folder).map((rel) => path.posix.basename(rel, ".md"));
}

function nextOrder(contentDir: string): number {
  const orders = listSlugs(contentDir, "counties").map((slug) => Number(frontMatter(path.join(contentDir, "counties", `${slug}.md`)).order) || 0);
  return Math.max(0, ...orders) + 1;
}

/** Which content file already uses this address or this county/city name, if any (drafts included). */
function takenBy(contentDir: string, urlPath: string, label: string): { file: string; what: "path" | "label" } | undefined {
  for (const folder of ["pages", "counties", "cities", "bonds"])
    for (const slug of listSlugs(contentDir, folder)) {
      const fields = frontMatter(path.join(contentDir, folder, `${slug}.md`));
      const file = `content/${folder}/${slug}.md`;
      if (fields.path === urlPath) return { file, what: "path" };
      if ((folder === "counties" || folder === "cities") && String(fields.label).toLowerCase() === label.toLowerCase()) return { file, what: "label" };
    }
  const redirectsFile = path.join(contentDir, "data/redirects.yaml");
  const redirects = existsSync(redirectsFile) ? (parseYaml(readFileSync(redirectsFile, "utf8")) as { from?: string }[] | null) : null;
  if (redirects?.some((r) => r.from === urlPath)) return { file: "content/data/redirects.yaml", what: "path" };
  return undefined;
}

/** A Markdown file's front matter fields; {} when it has none or it does not parse (the build reports that). */
function frontMatter(file: string): Record<string, unknown> {
  const matter = parseMarkdown(readFileSync(file, "utf8").replace(/\r\n?/g, "\n"), file).source?.matter;
  try {
    return (matter ? parseYaml(matter) : {}) ?? {};
  } catch {
    return {};
  }
}

const root = path.resolve(import.meta.dirname, "..");
if (process.argv[1] && path.resolve(process.argv[1]) === path.join(root, "scripts/new-page.ts")) {
  const usage =
    'Usage: npm run new -- county "Randolph"   or   npm run new -- city "High Point" [--county guilford-county]   or   npm run new -- translation faqs [--lang es]';
  try {
    const { values, positionals } = parseArgs({
      allowPositionals: true,
      options: { county: { type: "string" }, content: { type: "string" }, lang: { type: "string" } },
    });
    const [kind, name] = positionals;
    if ((kind !== "county" && kind !== "city" && kind !== "translation") || !name || positionals.length > 2) throw new NewPageError(usage);
    if (kind !== "city" && values.county) throw new NewPageError(`--county is for cities only.\n${usage}`);
    if (kind !== "translation" && values.lang) throw new NewPageError(`--lang is for translations only.\n${usage}`);
    const contentDir = values.content ?? path.join(root, "content");
    const made = kind === "translation" ? newTranslation(contentDir, name, values.lang) : newPage(contentDir, kind, name, values.county);
    process.stdout.write(
      `Created ${made.file} (a draft for ${made.path}; it stays off the site while it says draft: true).\n` +
        `Fill in: ${made.toFill.join("; ")}. Replace every text marked DRAFT:.\n` +
        "Then set draft: false, look at it with npm run dev, and check it with npm run build.\n",
    );
  } catch (error) {
    if (!(error instanceof NewPageError) && !(error instanceof TypeError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exitCode = 1;
  }
}
