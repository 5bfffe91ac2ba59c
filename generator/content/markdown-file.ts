/**
 * One Markdown page file on its own: read, parsed (front matter, its positions found when a problem asks; body with remark),
 * validated against its folder's schema, with its links, draft markers and placeholder typos found. Also lists the
 * content folders' files. loadContent (load.ts) puts the files together.
 */

import type { Root as MdastRoot } from "mdast";
import { Parser } from "yaml";
import type { z } from "zod";
import type { YamlSource } from "../../model/content.ts";
import { unclosedSpans } from "../../model/form-text.ts";
import * as schemas from "../../model/schemas/index.ts";
import { contentHas, contentNames, contentText } from "./files.ts";
import { type LinkRef, linkSchemeProblem, parseMarkdown } from "./markdown.ts";
import { unknownPlaceholderMessage, unknownPlaceholders } from "./placeholders.ts";
import type { Problem } from "./problem.ts";
import { fieldPath, validate } from "./validate.ts";
import { lazySource, parseYamlSource, readYamlSource } from "./yaml-source.ts";

/**
 * One Markdown file, read, parsed and validated on its own: what loadContent needs of it. A file with `data` also
 * has its `source` and `tree`; its body is made from the tree when first rendered.
 */
export interface MarkdownFile {
  rel: string;
  matter: string; // the front matter's text: every page reads it through menus and titles (build/site.ts siteHash)
  data?: Record<string, unknown>; // the validated front matter, placeholders not yet filled
  draft: boolean;
  problems: Problem[];
  links: LinkRef[];
  tree?: MdastRoot;
  source?: YamlSource;
  lineOffset?: number; // where the front matter's first line is, for its source's positions
}

/**
 * A MarkdownFile as plain data (JSON), kept from one build to the next (build/cache.ts parseCache): without its body's tree,
 * and with its source's data but not the parsed YAML (positions are found again from `matter` when a problem asks:
 * lazySource). Its links are the body's: those of the front matter are found again from the data, their positions
 * still unknown (writing them would parse every file's YAML with positions).
 */
export interface PlainMarkdownFile extends Omit<MarkdownFile, "tree" | "source"> {
  sourceData?: unknown;
}

/** `file` as plain data (PlainMarkdownFile). */
export function toPlain({ tree: _tree, source, links, ...rest }: MarkdownFile): PlainMarkdownFile {
  const plain = { ...rest, links: links.filter((link) => !frontMatterLinkRefs.has(link)) };
  return source ? { ...plain, sourceData: source.data } : plain;
}

/** A file kept as plain data, its source's positions found on demand; `tree`, when given, parses its body on demand. */
export function fromPlain({ sourceData, ...rest }: PlainMarkdownFile, tree?: () => MdastRoot | undefined): MarkdownFile {
  const source =
    rest.data === undefined && sourceData === undefined ? undefined : lazySource(`content/${rest.rel}`, sourceData, rest.matter, rest.lineOffset);
  const file: MarkdownFile = source ? { ...rest, source } : { ...rest };
  if (source && !rest.draft) file.links = [...rest.links, ...allFrontMatterLinks(source, rest.matter, rest.lineOffset ?? 0)];
  if (tree && rest.data !== undefined) {
    let parsed: MdastRoot | undefined;
    Object.defineProperty(file, "tree", { enumerable: true, get: () => (parsed ??= tree()) });
  }
  return file;
}

/** The folders of one language's Markdown pages. */
const pageFolders = ["pages", "counties", "cities", "bonds"];

/** The schema of a Markdown file, by its folder (pages/404.md has its own). */
export function schemaFor(rel: string): z.ZodType {
  // A translation (content/es/pages/faqs.md) has its English file's schema: a first folder that is not a page folder is a language's.
  const inner = pageFolders.includes(rel.split("/")[0]!) ? rel : rel.slice(rel.indexOf("/") + 1);
  if (inner === "pages/404.md") return schemas.notFoundPage;
  const folder = inner.split("/")[0];
  if (folder === "counties") return schemas.countyPage;
  if (folder === "cities") return schemas.cityPage;
  if (folder === "bonds") return schemas.bondPage;
  return schemas.fixedPage;
}

/** Reads, parses and validates one Markdown file of `contentDir` (like counties/wake-county.md). */
export function readMarkdownFile(contentDir: string, rel: string, text?: string): MarkdownFile {
  const file = `content/${rel}`;
  const raw = normalize(text ?? contentText(contentDir, rel));
  const none = (problems: Problem[], matter = ""): MarkdownFile => ({ rel, matter, draft: false, problems, links: [] });
  const parsed = parseMarkdown(raw, file);
  if (!parsed.source) return none(parsed.problems);
  const problems = [...parsed.problems];
  const yaml = readYamlSource(parsed.source.matter, file, parsed.source.matterLineOffset);
  problems.push(...yaml.problems);
  if (!yaml.source) return none(problems, parsed.source.matter);
  const result = validate(schemaFor(rel), yaml.source);
  problems.push(...result.problems);
  problems.push(...placeholderProblems(yaml.source), ...frontMatterLinkSchemes(yaml.source));
  const base = { rel, matter: parsed.source.matter, source: yaml.source, lineOffset: parsed.source.matterLineOffset };
  // A draft is checked like any page but left out of the site: no route, no links to check.
  if ((result.data as { draft?: boolean } | undefined)?.draft === true) return { ...base, draft: true, problems, links: [] };
  problems.push(...draftMarkers(raw, file, parsed.source.matter));
  const links = [...parsed.source.links, ...allFrontMatterLinks(yaml.source, parsed.source.matter, parsed.source.matterLineOffset)];
  if (result.data === undefined) return { ...base, draft: false, problems, links };
  return { ...base, data: result.data as Record<string, unknown>, draft: false, problems, links, tree: withoutPositions(parsed.source.tree) };
}

// Positions were needed for the problems above; without them a body's tree is about half the size to keep.
function withoutPositions(tree: MdastRoot): MdastRoot {
  const strip = (node: { position?: unknown; children?: unknown[] }) => {
    delete node.position;
    for (const child of node.children ?? []) strip(child as typeof node);
  };
  strip(tree as never);
  return tree;
}

/** Text the scaffolder (`npm run new`) marks for the maintainer to replace; a published page must have none left. */
export const draftMarker = "DRAFT:";

/**
 * Each line of a published page that still holds the marker. A front-matter line that is only a YAML comment (the
 * scaffolder's `# DRAFT: made by npm run new …` note) is a note to the maintainer, not text: it does not count. A
 * comment after a field (`title: "…" # DRAFT: translate`) marks that field's value, and counts.
 */
function draftMarkers(raw: string, file: string, matter: string): Problem[] {
  if (!raw.includes(draftMarker)) return [];
  const notes = commentLines(matter);
  return raw.split("\n").flatMap((line, i) => {
    const column = line.indexOf(draftMarker);
    if (column === -1 || notes.has(i)) return [];
    return [
      {
        file,
        line: i + 1,
        column: column + 1,
        field: "",
        message: `This page is published (no "draft: true"), but it still has text marked ${draftMarker} to replace. Write the real text, or set draft: true until it is ready.`,
        got: line.trim().length > 80 ? `${line.trim().slice(0, 77)}...` : line.trim(),
      },
    ];
  });
}

/** Lines of the front matter (counted from the file's first `---` line, as its text starts) that hold only a comment. */
function commentLines(matter: string): Set<number> {
  const lines = new Set<number>();
  const lineStarts = [0, ...[...matter.matchAll(/\n/g)].map((m) => m.index + 1)];
  // YAML's own reading, so a `#` line inside a block text (`text: |`) stays text.
  const visit = (token: unknown): void => {
    if (!token || typeof token !== "object") return;
    const { type, offset } = token as { type?: unknown; offset?: unknown };
    if (type === "comment" && typeof offset === "number") {
      const line = lineStarts.findLastIndex((start) => start <= offset);
      if (matter.slice(lineStarts[line], offset).trim() === "") lines.add(line);
    }
    for (const value of Object.values(token)) visit(value);
  };
  for (const token of new Parser().parse(matter)) visit(token);
  return lines;
}

export function normalize(text: string): string {
  return text.replace(/\r\n?/g, "\n");
}

/** The Markdown files of one content folder, as paths relative to `contentDir` (like counties/wake-county.md), sorted. */
export function listMarkdown(contentDir: string, folder: string): string[] {
  return contentNames(contentDir, folder)
    .filter((f) => f.endsWith(".md"))
    .sort()
    .map((f) => `${folder}/${f}`);
}

/** Every Markdown file of the page folders (pages, counties, cities, bonds, in content/ and each language's folder), relative to `contentDir`. */
export function listPageMarkdown(contentDir: string): string[] {
  return ["", ...translationFolders(contentDir)].flatMap((lang) => pageFolders.flatMap((folder) => listMarkdown(contentDir, `${lang}${folder}`)));
}

/**
 * The content folders of the languages but the default (["es/"]), read from content/data/languages.yaml before the
 * content is loaded; a file that does not parse gives none here, and loadContent reports it.
 */
function translationFolders(contentDir: string): string[] {
  if (!contentHas(contentDir, "data/languages.yaml")) return [];
  const { source } = parseYamlSource(normalize(contentText(contentDir, "data/languages.yaml")), "content/data/languages.yaml");
  const result = schemas.languages.safeParse(source?.data);
  return result.success ? result.data.slice(1).map((l) => `${l.code}/`) : [];
}

/** The YAML files of one content folder, as paths relative to `contentDir` (like data/counties/wake-county.yaml), sorted. */
export function listYaml(contentDir: string, folder: string): string[] {
  return contentNames(contentDir, folder)
    .filter((f) => f.endsWith(".yaml"))
    .sort()
    .map((f) => `${folder}/${f}`);
}

/** Every string value in a YAML source, with its field path. */
function strings(value: unknown, at: PropertyKey[] = []): { path: PropertyKey[]; text: string }[] {
  if (typeof value === "string") return [{ path: at, text: value }];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, [...at, i]));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => strings(v, [...at, k]));
  return [];
}

// Markdown in front-matter strings (FAQ answers, section texts) follows the body's link rules: https, tel:,
// mailto:, a path or a #fragment. `[words](url)` and `<url>` are the two ways Markdown writes a link.
const markdownLink = /\]\(\s*<?((?:[^()\s>]|\([^()\s]*\))+)|<([a-z][a-z0-9+.-]*:[^>\s]*)>/gi; // one level of (…) inside a URL
function frontMatterLinkSchemes(source: YamlSource): Problem[] {
  return strings(source.data).flatMap(({ path: p, text }) =>
    [...text.matchAll(markdownLink)].flatMap((m) => {
      const problem = linkSchemeProblem(m[1] ?? m[2]!);
      return problem ? [{ file: source.file, ...source.at(p), field: fieldPath(p), ...problem }] : [];
    }),
  );
}

function placeholderProblems(source: YamlSource): Problem[] {
  return strings(source.data).flatMap(({ path: p, text }) => [
    ...unknownPlaceholders(text).map(({ name }) => ({
      file: source.file,
      ...source.at(p),
      field: fieldPath(p),
      ...unknownPlaceholderMessage(name),
    })),
    ...unclosedSpans(text).map(() => ({
      file: source.file,
      ...source.at(p),
      field: fieldPath(p),
      message: "A {withForm: …} or {withoutForm: …} in this text is not closed. End it with } inside the same text.",
      got: text.length > 80 ? `${text.slice(0, 77)}...` : text,
    })),
  ]);
}

// Fields named `path` or `to`, and plain lists of paths, hold internal links that must lead to a page. A picture's
// `src` is a file, not a page: the link check of the built HTML finds a missing one.
export function frontMatterLinks(source: YamlSource): LinkRef[] {
  return strings(source.data)
    .filter(({ path: p, text }) => {
      const key = p.findLast((k) => typeof k === "string");
      return text.startsWith("/") && key !== undefined && key !== "from" && key !== "src" && (key !== "path" || p.length > 1);
    })
    .map(({ path: p, text }) => placedLink({ href: text, file: source.file, field: fieldPath(p) }, () => source.at(p)));
}

/** The links of a page's front matter: paths in fields, and Markdown links in texts. */
function allFrontMatterLinks(source: YamlSource, matter: string, lineOffset: number): LinkRef[] {
  return [...frontMatterLinks(source), ...markdownFieldLinks(source, { text: matter, lineOffset })];
}

// The links placedLink made: a kept file finds them again (toPlain, fromPlain).
const frontMatterLinkRefs = new WeakSet<LinkRef>();

/**
 * A link whose line and column are found when first read: only a problem reads them, and finding them may parse the
 * file's YAML again with positions (yaml-source.ts readYamlSource).
 */
function placedLink(link: Omit<LinkRef, "line" | "column">, at: () => { line: number; column: number }): LinkRef {
  let place: { line: number; column: number } | undefined;
  const found = () => (place ??= at());
  const ref = Object.defineProperties(link as LinkRef, {
    line: { enumerable: true, get: () => found().line },
    column: { enumerable: true, get: () => found().column },
  });
  frontMatterLinkRefs.add(ref);
  return ref;
}

/**
 * Internal links written as Markdown inside field values (FAQ answers, section intros, card and step texts: every
 * field the pages render as Markdown), each at the line and column where its address is written when the file's text
 * shows it there, else at its field. They are checked against the route table like the body's links.
 */
export function markdownFieldLinks(source: YamlSource, text?: { text: string; lineOffset: number }): LinkRef[] {
  let lineStarts: number[] | undefined;
  const starts = () => (lineStarts ??= text ? [0, ...[...text.text.matchAll(/\n/g)].map((m) => m.index + 1)] : []);
  return strings(source.data).flatMap(({ path: p, text: value }) => {
    const hrefs = [...value.matchAll(markdownLink)].map((m) => m[1] ?? m[2]!).filter((href) => href.startsWith("/") && !href.startsWith("//"));
    if (hrefs.length === 0) return [];
    // The field's links are placed together, when one of them is first asked for.
    let places: { line: number; column: number }[] | undefined;
    const placeAll = () => {
      const field = source.at(p);
      const lineStarts = starts();
      // From the field's start on, each address where it is written, one after the other.
      let from = text ? (lineStarts[field.line - text.lineOffset - 1] ?? 0) + field.column - 1 : -1;
      return hrefs.map((href) => {
        const at = from < 0 ? -1 : text!.text.indexOf(href, from);
        if (at < 0) return field;
        from = at + href.length;
        const line = lineStarts.findLastIndex((s) => s <= at);
        return { line: line + 1 + text!.lineOffset, column: at - lineStarts[line]! + 1 };
      });
    };
    const placeOf = (i: number) => {
      places ??= placeAll();
      return places[i]!;
    };
    return hrefs.map((href, i) => placedLink({ href, file: source.file, field: fieldPath(p) }, () => placeOf(i)));
  });
}
