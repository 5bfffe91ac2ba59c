/**
 * The spell check of built Spanish pages, as their reader meets them: every Spanish text of the page that
 * checks/glossary.ts reads (text, the title, meta descriptions and social texts, alt, aria-label, title and
 * placeholder attributes, island props and the JSON-LD's text values; `lang="en"` parts skipped) against the Spanish
 * dictionary and the word lists cspell.config.yaml gives Spanish content files (project-words.txt,
 * project-words-es.txt). Only those: cspell's default software and company word lists would pass "customer",
 * "service" or "Building". `npm run spell` reads content files; this reads what reaches a page from anywhere else (a
 * data file's descriptor, a template's message, the JSON-LD), and names the file a flagged word comes from.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { type CSpellSettings, calcOverrideSettings, combineTextAndLanguageSettings, finalizeSettings, readSettings, validateText } from "cspell-lib";
import type { Content } from "../content/load.ts";
import type { Problem } from "../content/problem.ts";
import { spanishTexts } from "./glossary.ts";

/** A built page: its output file (es/x.html), its HTML and the content file it is made from. */
export interface BuiltSpanishPage {
  file: string;
  html: string;
  source: string;
}

/** The settings cspell.config.yaml applies to a Spanish content file, without its default word lists and its content-file patterns. */
export async function spanishSettings(root: string): Promise<CSpellSettings> {
  const config = await readSettings(path.join(root, "cspell.config.yaml"));
  const { overrides: _o, ignoreRegExpList: _i, ...spanish } = calcOverrideSettings(config, path.join(root, "content/es/pages/page.md"));
  return finalizeSettings(combineTextAndLanguageSettings(spanish, "", ["plaintext"]));
}

// A web or e-mail address, a file name or a {placeholder} an island fills in is not a word to spell.
const notWords = /\b(?:https?:\/\/|www\.)\S*|\S+@\S+\.\w+|\S+\.(?:html|svg|png|webp|jpg)\b|\{\w+\}/g;

/**
 * The names the data files give places, which stay in English on Spanish pages ("Wake County Detention Center",
 * "3301 Hammond Road"), without what a name or street says in brackets: "(criminal courts)" is a descriptor to
 * translate (`serves`, `where` and `phrases` do), and is checked.
 */
export function placeNames(content: Pick<Content, "countyData" | "cityData" | "site">): string[] {
  const places = [
    ...Object.values(content.countyData).flatMap((c) => [c.sheriff, ...c.facilities, ...(c.courthouses ?? [])]),
    ...Object.values(content.cityData).flatMap((c) => [c.police, ...(c.campusPolice ?? []), ...(c.others ?? [])].flatMap((a) => (a ? [a] : []))),
  ];
  const names = [...places.flatMap((p) => [p.name, p.address?.street ?? "", p.address?.city ?? ""]), content.site.address.street];
  return [...new Set(names.flatMap((n) => n.split(/\s*\([^()]*\)\s*/)).filter((n) => n.length > 2))].sort((a, b) => b.length - a.length);
}
const blank = (s: string) => " ".repeat(s.length);
/** `s` as a regular expression that matches it literally. */
const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Where a word a data file or a message may hold could come from: file name (as reported) and its lines. */
interface Origin {
  file: string;
  lines: string[];
  kind: "yaml" | "md" | "ts";
}

/** A YAML line without its comment (a `#` after white space, outside quotes): a source URL is not what the page shows. */
function withoutComment(line: string): string {
  let quote = "";
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quote) {
      if (c === quote) quote = "";
    } else if (c === '"' || c === "'") quote = c;
    else if (c === "#" && (i === 0 || /\s/.test(line[i - 1]!))) return line.slice(0, i);
  }
  return line;
}

/** The files a page's words come from besides templates: its own content file, the messages, site.yaml, the data files, the JSON-LD's code. */
function originFiles(root: string, contentDir: string): Origin[] {
  const content = (rel: string, kind: Origin["kind"]): Origin => ({
    file: `content/${rel.split(path.sep).join("/")}`,
    lines: readFileSync(path.join(contentDir, rel), "utf8").split("\n"),
    kind,
  });
  const data = readdirSync(path.join(contentDir, "data"), { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".yaml"))
    .sort()
    .map((f) => content(path.join("data", f), "yaml"));
  const seo = readdirSync(path.join(root, "generator/seo"))
    .filter((f) => f.endsWith(".ts"))
    .map((f): Origin => ({ file: `generator/seo/${f}`, lines: readFileSync(path.join(root, "generator/seo", f), "utf8").split("\n"), kind: "ts" }));
  return [...data, content("messages/es.yaml", "yaml"), content("site.yaml", "yaml"), ...seo];
}

/** `file:line` of each line of `origins` that shows `word` as a whole word (in a YAML value, a Markdown line or a TypeScript string). */
function originsOf(word: string, origins: Origin[]): string[] {
  const escaped = literal(word);
  const whole = new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, "u");
  const inString = new RegExp(`(["'\`])[^"'\`]*(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])[^"'\`]*\\1`, "u");
  return origins.flatMap((o) =>
    o.lines.flatMap((line, i) => {
      const text = o.kind === "yaml" ? withoutComment(line) : line;
      return (o.kind === "ts" ? inString : whole).test(text) ? [`${o.file}:${i + 1}`] : [];
    }),
  );
}

/** The words around a flagged word, to recognise the sentence by. */
function excerpt(text: string, index: number, length: number): string {
  const start = Math.max(0, index - 40);
  const end = Math.min(text.length, index + length + 40);
  return `${start > 0 ? "…" : ""}${text.slice(start, end).trim()}${end < text.length ? "…" : ""}`;
}

/**
 * Words of built Spanish pages that are neither Spanish nor in the project's word lists: one finding per page and
 * word, at the file it comes from when one holds it (a data file, the page's content file, the messages, the
 * JSON-LD's code), else at the page. `brand` (the business's name) and `names` (placeNames) are names, not words to
 * translate.
 */
export async function spanishSpellingFindings(
  pages: BuiltSpanishPage[],
  { root, contentDir, brand, names = [] }: { root: string; contentDir: string; brand: string; names?: string[] },
): Promise<Problem[]> {
  const settings = await spanishSettings(root);
  const origins = originFiles(root, contentDir);
  // Longest first, so "Wake County Detention Center" goes before "Wake County" could leave "Detention Center".
  const named = new RegExp(
    [brand, ...names]
      .sort((a, b) => b.length - a.length)
      .map(literal)
      .join("|"),
    "g",
  );
  const problems: Problem[] = [];
  for (const page of pages) {
    // Names and addresses blanked, not cut out: an offset in the checked text is one in the text as shown.
    const pieces = spanishTexts(page.html).map((p) => ({ ...p, shown: p.text, text: p.text.replace(named, blank).replace(notWords, blank) }));
    // One text per page (a piece a line), so cspell reads each page once; an offset finds its piece again.
    const starts: number[] = [];
    let at = 0;
    for (const p of pieces) {
      starts.push(at);
      at += p.text.length + 1;
    }
    const found = new Map<string, { where: Set<string>; text: string }>();
    for (const issue of await validateText(pieces.map((p) => p.text.replace(/\n/g, " ")).join("\n"), settings)) {
      const i = starts.findLastIndex((s) => s <= issue.offset);
      const piece = pieces[i]!;
      const seen = found.get(issue.text);
      if (seen) seen.where.add(piece.where);
      else found.set(issue.text, { where: new Set([piece.where]), text: excerpt(piece.shown, issue.offset - starts[i]!, issue.text.length) });
    }
    const url = `/${page.file.replace(/\.html$/, "").replace(/(^|\/)index$/, "")}`;
    const own = origins.concat(
      page.source.startsWith("content/") && existsSync(path.join(contentDir, page.source.slice("content/".length)))
        ? [{ file: page.source, lines: readFileSync(path.join(contentDir, page.source.slice("content/".length)), "utf8").split("\n"), kind: "md" }]
        : [],
    );
    for (const [word, { where, text }] of found) {
      // The JSON-LD is made in generator/seo/: its code goes first when the word is there.
      const from = originsOf(word, where.has("JSON-LD") ? [...own.filter((o) => o.kind === "ts"), ...own.filter((o) => o.kind !== "ts")] : own);
      const [file, line] = from[0]?.split(":") ?? [`dist/${page.file}`, "1"];
      problems.push({
        file: file!,
        line: Number(line),
        column: 1,
        field: [...where].join(", "),
        message:
          `"${word}" is not Spanish. The page ${url} (made from ${page.source}) shows it in its ${[...where].join(", ")}: "${text}". ` +
          (from.length > 0 ? `It comes from ${from.slice(0, 3).join(", ")}${from.length > 3 ? ` and ${from.length - 3} more` : ""}. ` : "") +
          'Translate a data file\'s descriptor through phrases in content/messages/es.yaml; keep an English name and mark it lang="en" or add it to project-words-es.txt; fix a misspelling.',
        got: JSON.stringify(word),
      });
    }
  }
  return problems;
}
