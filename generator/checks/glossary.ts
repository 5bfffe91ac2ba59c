/**
 * The glossary on built pages: every Spanish text a visitor or a screen reader meets — text, the title, the meta
 * description and social texts, alt, aria-label, title and placeholder attributes, JSON-LD and the islands' props —
 * is searched for the words content/data/glossary.yaml avoids. Content files are searched at their lines when loaded
 * (content/translations.ts); this finds what reaches a page from anywhere else (templates' messages, data files,
 * the glossary itself) and where it ends up. English parts (`lang="en"`, like a review shown as written) are skipped,
 * and so are the search phrases of `<meta name="keywords">`, as in content files.
 */

import type { Glossary } from "../../model/schemas/index.ts";
import type { Problem } from "../content/problem.ts";
import { type AvoidedWord, avoidedWords, avoidMessage } from "../content/translations.ts";

/** Attributes whose value is words a visitor reads or hears. */
const wordAttributes = new Set(["alt", "aria-label", "aria-description", "title", "placeholder", "data-error-title"]);
/**
 * Keys whose values are not words: schema.org's own names in JSON-LD ("LocalBusiness", "Monday"), the same in every
 * language, and the ids, icons and classes of island props.
 */
const codeKeys = new Set(["@context", "@type", "@id", "dayOfWeek", "id", "icon", "class", "className"]);
const isObject = (v: unknown): v is object => typeof v === "object" && v !== null && !Array.isArray(v);
/** Elements that do not break a sentence: their text runs on into the text around them. */
const inline = new Set(["a", "abbr", "b", "bdi", "code", "em", "i", "mark", "q", "s", "small", "span", "strong", "sub", "sup", "time", "u"]);
const voids = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]);

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };
const decode = (s: string) =>
  s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) =>
    e[0] === "#"
      ? String.fromCodePoint(Number.parseInt(e.slice(e[1] === "x" || e[1] === "X" ? 2 : 1), e[1] === "x" || e[1] === "X" ? 16 : 10))
      : (entities[e] ?? m),
  );

/** A piece of Spanish text on a page and where it is: "text", "alt", "meta description", "JSON-LD", … */
interface Piece {
  where: string;
  text: string;
}

/** The Spanish pieces of text of a page: each attribute value, each run of text between blocks, JSON-LD strings. */
export function spanishTexts(html: string, pageLang = "en"): Piece[] {
  const pieces: Piece[] = [];
  const stack: { name: string; lang: string }[] = [];
  const langNow = () => stack.at(-1)?.lang ?? pageLang;
  let run = "";
  const flush = () => {
    if (run.trim()) pieces.push({ where: "text", text: run.replace(/\s+/g, " ").trim() });
    run = "";
  };
  const strings = (value: unknown, where: string) => {
    if (typeof value === "string") {
      if (!/^(https?:|\/|#|mailto:|tel:)/.test(value)) pieces.push({ where, text: value });
    } else if (Array.isArray(value)) {
      // An element of island props, ["a", { href }, …children] (an FAQ answer, an icon): its tag and attributes are code.
      const element = typeof value[0] === "string" && isObject(value[1]);
      for (const v of element ? value.slice(2) : value) strings(v, where);
      if (element) for (const [k, v] of Object.entries(value[1] as object)) if (wordAttributes.has(k)) strings(v, where);
    } else if (isObject(value)) for (const [k, v] of Object.entries(value)) if (!codeKeys.has(k)) strings(v, where);
  };
  const tag = /<(\/?)([a-zA-Z][\w-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|<!--[\s\S]*?-->/g;
  let at = 0;
  for (let m = tag.exec(html); m; m = tag.exec(html)) {
    if (langNow() === "es") run += decode(html.slice(at, m.index));
    at = tag.lastIndex;
    if (m[2] === undefined) continue; // a comment: React writes <!-- --> between two texts of one sentence
    const [, closing, rawName, rawAttrs = ""] = m;
    const name = rawName!.toLowerCase();
    if (closing) {
      const i = stack.findLastIndex((e) => e.name === name);
      // The end of a block, or of a part in another language, ends a sentence.
      if (!inline.has(name) || (i >= 0 && stack[i]!.lang !== (stack[i - 1]?.lang ?? pageLang))) flush();
      if (i >= 0) stack.length = i;
      continue;
    }
    const attrs = new Map([...rawAttrs.matchAll(/([^\s=/]+)(?:="([^"]*)")?/g)].map((a) => [a[1]!.toLowerCase(), decode(a[2] ?? "")]));
    if (name === "html") pageLang = attrs.get("lang") ?? pageLang;
    const lang = attrs.get("lang") ?? langNow();
    if (!inline.has(name) || lang !== langNow()) flush();
    if (lang === "es") {
      for (const [key, value] of attrs) if (wordAttributes.has(key) && value.trim()) pieces.push({ where: key, text: value });
      if (name === "meta" && attrs.has("content") && attrs.get("name") !== "keywords") {
        const kind = attrs.get("name") ?? attrs.get("property") ?? "";
        if (/description|title|alt/.test(kind)) pieces.push({ where: `meta ${kind}`, text: attrs.get("content")! });
      }
      if (attrs.has("data-props")) {
        try {
          strings(JSON.parse(attrs.get("data-props")!), "island props");
        } catch {
          // not JSON: the island would fail in the browser, and html checks say so
        }
      }
    }
    if (name === "script" || name === "style") {
      const end = html.indexOf(`</${name}>`, at);
      const body = html.slice(at, end < 0 ? html.length : end);
      if (lang === "es" && attrs.get("type") === "application/ld+json") {
        try {
          strings(JSON.parse(body), "JSON-LD");
        } catch {
          // not JSON: search engines say so; nothing to read here
        }
      }
      tag.lastIndex = at = end < 0 ? html.length : end + name.length + 3;
      continue;
    }
    if (!voids.has(name) && !rawAttrs.trimEnd().endsWith("/")) stack.push({ name, lang });
  }
  if (langNow() === "es") run += decode(html.slice(at));
  flush();
  return pieces;
}

/**
 * The parts of `html` in Spanish, as `spanishTexts` reads them: the whole page when it is in Spanish, otherwise only
 * its elements marked `lang="es"` (an English page's language switch, 404.html's Spanish half), found with indexOf
 * instead of reading every tag of the page.
 */
export function spanishParts(html: string): string {
  const open = /<html\b[^>]*\slang="([^"]*)"/.exec(html);
  if (open?.[1] === "es") return html;
  const parts: string[] = [];
  let done = 0; // where the last part ended: a lang="es" inside it is read with it
  for (let i = html.indexOf(' lang="es"'); i >= 0; i = html.indexOf(' lang="es"', i + 1)) {
    if (i < done) continue;
    const start = html.lastIndexOf("<", i);
    const name = /^<([a-zA-Z][\w-]*)/.exec(html.slice(start, start + 40))?.[1]?.toLowerCase();
    if (!name) continue;
    const tagEnd = html.indexOf(">", i);
    if (voids.has(name) || html[tagEnd - 1] === "/") {
      parts.push(html.slice(start, tagEnd + 1));
      done = tagEnd + 1;
      continue;
    }
    // Its end: the closing tag that matches, counting the same elements opened inside it.
    const same = new RegExp(`<(/?)${name}\\b[^>]*>`, "gi");
    same.lastIndex = tagEnd + 1;
    let depth = 1;
    let end = html.length;
    for (let m = same.exec(html); m; m = same.exec(html)) {
      depth += m[1] ? -1 : 1;
      if (depth === 0) {
        end = same.lastIndex;
        break;
      }
    }
    parts.push(html.slice(start, end));
    done = end;
  }
  return parts.join("");
}

/**
 * The Spanish pieces of `html` (spanishTexts of spanishParts). The build looks at each page twice, for the glossary's
 * words and for names (spanish-names.ts), one right after the other: the last page's pieces are kept for the second.
 * Callers only read the pieces.
 */
let lastPage: { html: string; pieces: readonly Piece[] } | undefined;
export function spanishPieces(html: string): readonly Piece[] {
  if (lastPage?.html !== html) lastPage = { html, pieces: spanishTexts(spanishParts(html)) };
  return lastPage.pieces;
}

/**
 * Words the glossary avoids on one built page, one finding per word with the places it is in. `brand` (the
 * business's name, "Main Street Bail Bonds") is a name, not a word to translate.
 */
export function pageGlossaryFindings(
  html: string,
  file: string,
  source: string,
  glossary: Glossary,
  brand: string,
  origins: ContentText[] = [], // the content files a page's words may come from besides its own (site.yaml, messages, data)
): Problem[] {
  const found = new Map<string, { first: AvoidedWord; where: Set<string>; text: string; words: string }>();
  const names = brand ? new RegExp(brand.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "gi") : undefined;
  for (const piece of spanishPieces(html)) {
    const text = names ? piece.text.replace(names, (n) => " ".repeat(n.length)) : piece.text;
    for (const word of avoidedWords(text, glossary)) {
      const key = word.word.toLowerCase();
      const seen = found.get(key);
      if (seen) seen.where.add(piece.where);
      else found.set(key, { first: word, where: new Set([piece.where]), text: excerpt(text, word), words: around(piece.text, word) });
    }
  }
  const page = `/${file.replace(/\.html$/, "").replace(/^index$/, "")}`;
  return [...found.values()].map(({ first, where, text, words }) => {
    const from = originsOf(words, origins);
    const comes =
      from.length > 0
        ? `It is written in ${from.join(" and ")}.`
        : `If ${source} does not hold it, it comes from content/messages/es.yaml, a data file or the glossary.`;
    return {
      file: `dist/${file}`,
      line: 1,
      column: 1,
      field: [...where].join(", "),
      message: `${avoidMessage(first)} The page ${page} (made from ${source}) shows it in its ${[...where].join(", ")}: "${text}". ${comes}`,
      expected: first.term.es,
      got: JSON.stringify(first.word.toLowerCase()),
    };
  });
}

/** A content file's path (content/site.yaml) and text. */
export interface ContentText {
  file: string;
  text: string;
}

/** The files of `origins` that hold `words` (the found word with the words around it) as written, white space aside. */
function originsOf(words: string, origins: ContentText[]): string[] {
  const flat = (s: string) => s.replace(/\s+/g, " ");
  return words ? origins.filter((o) => flat(o.text).includes(words)).map((o) => o.file) : [];
}

/**
 * The found word with the two words before and after it in its piece of text, to find the content file that holds
 * them; the word alone (no words around it) would be found in the glossary itself, so it finds nothing.
 */
function around(text: string, word: AvoidedWord): string {
  const before = text.slice(0, word.index).split(/\s+/).slice(-2).join(" ");
  const after = text
    .slice(word.index + word.word.length)
    .split(/\s+/)
    .slice(0, 2)
    .join(" ");
  const words = `${before}${word.word}${after}`.trim();
  return words.length > word.word.length ? words : "";
}

/** The words around a found word, to recognise the sentence by. */
function excerpt(text: string, word: AvoidedWord): string {
  const start = Math.max(0, word.index - 40);
  const end = Math.min(text.length, word.index + word.word.length + 40);
  return `${start > 0 ? "…" : ""}${text.slice(start, end).trim()}${end < text.length ? "…" : ""}`;
}

/**
 * Of the glossary findings on built pages (`onPages`), those for words no content file shows at a line: a word found
 * in a content file (`sourceFindings`) is reported there, once, however many pages show it (a menu label is on every page).
 */
export function newPageFindings(onPages: Problem[], sourceFindings: Problem[]): Problem[] {
  const atLines = new Set(sourceFindings.map((f) => f.got?.toLowerCase()));
  return onPages.filter((p) => !atLines.has(p.got)).sort((a, b) => a.file.localeCompare(b.file));
}
