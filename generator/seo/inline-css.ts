/**
 * Per-page inline CSS (ARCHITECTURE.md, "CSS inline per page"): each page carries, in one <style> in its head, only the
 * rules of the site's stylesheet that can match it, in the stylesheet's order, instead of a render-blocking <link>.
 * The stylesheet is split into rules once per build, and each rule is indexed by the classes and elements its
 * selectors need; a page then costs two regular-expression passes (class attributes, tag names) and a set lookup
 * per rule. No DOM. Custom properties (Tailwind's theme and its `--tw-*` registrations) are kept only where a kept
 * rule reads them.
 */

/** One rule of the stylesheet and what it needs to be kept. */
interface Rule {
  text: string;
  /** Per selector of its selector list, the classes and `<tag`s that selector needs; one satisfied list keeps it. */
  needs: string[][];
  /** The same as indexes into the inliner's list of tokens. */
  needIds?: number[][];
  /** A rule of custom properties only (`:root{--a:1}`): its declarations, each kept if a kept rule reads it. */
  variables?: { selector: string; declarations: [name: string, text: string][] };
  /** `@property --x{…}`: kept if a kept rule reads --x. */
  property?: string;
}

/** A block at-rule (@media, @supports, @layer) keeps the rules inside it that a page needs. */
interface Block {
  prelude: string;
  children: Node[];
}

type Node = Rule | Block;

/** Turns a page's HTML into the same page with its stylesheet link replaced by the rules it uses. */
export type CssInliner = (pageHtml: string) => string;

/**
 * Builds the inliner from the stylesheet's text and URL. `islandCode` holds, by island name, the client code of each
 * island: the classes and elements an island adds once it runs are not in the server HTML, so a page with that
 * island's marker also keeps every rule whose classes or elements its code names.
 */
export function cssInliner(css: string, href: string, islandCode: Record<string, string> = {}): CssInliner {
  const tree = parse(css, 0, css.length);
  const rules = flatten(tree);
  // Every class and `<tag` some rule needs, numbered: a page is then a row of flags, and its flags are the cache key.
  const tokens = new Map<string, number>();
  for (const rule of rules)
    rule.needIds = rule.needs.map((list) =>
      list.map((t) => {
        if (!tokens.has(t)) tokens.set(t, tokens.size);
        return tokens.get(t)!;
      }),
    );
  const tagIds = new Map([...tokens].flatMap(([t, id]) => (t.startsWith("<") ? [[t.slice(1), id] as const] : [])));
  const idsOf = (words: Iterable<string>) => [...words].flatMap((w) => (tokens.has(w) ? [tokens.get(w)!] : []));
  const islands = Object.entries(islandCode).map(([name, code]) => ({
    marker: `data-island="${name}"`,
    ids: idsOf(new Set(code.split(/[\s"'`]+/).flatMap((t) => [t, `<${t}`]))),
  }));
  const link = new RegExp(`<link rel="stylesheet" href="${escapeRegExp(href)}"\\s*/?>`);
  const byValue = new Map<string, number[]>(); // a class attribute's value → its tokens (values repeat across pages)
  const cache = new Map<string, string>(); // the page's flags → its CSS; most pages share a few
  return (html) => {
    const at = html.search(link);
    if (at < 0) return html;
    const flags = new Uint8Array(tokens.size);
    const body = html.indexOf("<body");
    for (const value of classValues(html, body)) {
      let ids = byValue.get(value);
      if (ids === undefined) {
        ids = idsOf(classesIn(value));
        byValue.set(value, ids);
      }
      for (const id of ids) flags[id] = 1;
    }
    for (const tag of tagsOf(html, body)) {
      const id = tagIds.get(tag);
      if (id !== undefined) flags[id] = 1;
    }
    for (const island of islands) if (html.includes(island.marker)) for (const id of island.ids) flags[id] = 1;
    const key = Buffer.from(flags.buffer).toString("latin1");
    let style = cache.get(key);
    if (style === undefined) {
      const used = new Set(rules.filter((r) => r.needIds!.some((list) => list.every((id) => flags[id] === 1))));
      style = keep(tree, used, readVariables(used));
      // The text of a <style> element ends at the first `</style`; Tailwind never writes one, but a class could.
      if (/<\/style/i.test(style)) throw new Error(`The stylesheet ${href} contains "</style", which cannot be inlined.`);
      cache.set(key, style);
    }
    const end = html.indexOf(">", at) + 1;
    return `${html.slice(0, at)}<style>${style}</style>${html.slice(end)}`;
  };
}

/** Every rule of the tree, in order. */
function flatten(nodes: Node[]): Rule[] {
  return nodes.flatMap((n) => ("children" in n ? flatten(n.children) : [n]));
}

const varReference = /var\(\s*(--[\w-]+)/g;

/** The custom properties the `used` rules read, directly or through the custom properties they read. */
function readVariables(used: Set<Rule>): Set<string> {
  const read = new Set<string>();
  const values = new Map<string, string[]>(); // a custom property → the texts that declare it
  for (const rule of used) {
    if (rule.variables) for (const [name, text] of rule.variables.declarations) values.set(name, [...(values.get(name) ?? []), text]);
    else if (rule.property === undefined) for (const m of rule.text.matchAll(varReference)) read.add(m[1]!);
  }
  const queue = [...read];
  for (let name = queue.pop(); name !== undefined; name = queue.pop())
    for (const text of values.get(name) ?? [])
      for (const m of text.matchAll(varReference))
        if (!read.has(m[1]!)) {
          read.add(m[1]!);
          queue.push(m[1]!);
        }
  return read;
}

/** The tree's CSS with only the `used` rules (custom properties only where `read`), and the blocks that still hold one. */
function keep(nodes: Node[], used: Set<Rule>, read: Set<string>): string {
  let out = "";
  for (const node of nodes) {
    if ("children" in node) {
      const inner = keep(node.children, used, read);
      if (inner !== "") out += `${node.prelude}{${inner}}`;
    } else if (!used.has(node)) continue;
    else if (node.variables) {
      const kept = node.variables.declarations.filter(([name]) => read.has(name)).map(([, text]) => text);
      if (kept.length > 0) out += `${node.variables.selector}{${kept.join(";")}}`;
    } else if (node.property === undefined || read.has(node.property)) out += node.text;
  }
  return out;
}

/** The values of the class attributes of `html` from index `from` on, as written. */
function classValues(html: string, from: number): string[] {
  const values: string[] = [];
  for (let i = html.indexOf(' class="', Math.max(0, from)); i >= 0; i = html.indexOf(' class="', i)) {
    const start = i + 8;
    i = html.indexOf('"', start);
    values.push(html.slice(start, i));
  }
  return values;
}

/** The classes of one class attribute's value (entities decoded: React writes `&` as `&amp;`). */
function classesIn(value: string): string[] {
  return (value.includes("&") ? decodeEntities(value) : value).split(/\s+/).filter((c) => c !== "");
}

/**
 * The element names of `html`'s start tags from index `from` on, as written (React writes them in lower case), plus
 * those every document has and those the parser adds itself (a table's tbody). A scan for `<`, not a pattern: it
 * runs on every page.
 */
export function tagsOf(html: string, from = 0): Set<string> {
  const tags = new Set(["html", "head", "body"]);
  for (let i = html.indexOf("<", Math.max(0, from)); i >= 0; i = html.indexOf("<", i + 1)) {
    let end = i + 1;
    while (isNameChar(html.charCodeAt(end), end === i + 1)) end++;
    if (end > i + 1) tags.add(html.slice(i + 1, end));
  }
  if (tags.has("table")) tags.add("tbody");
  return tags;
}

/** A letter (any case), or after the first character also a digit or `-`. */
function isNameChar(code: number, first: boolean): boolean {
  const lower = code | 0x20;
  return (lower >= 97 && lower <= 122) || (!first && ((code >= 48 && code <= 57) || code === 45));
}

function decodeEntities(text: string): string {
  return text.replace(/&(amp|quot|lt|gt|#x27|#39);/g, (_, e: string) => ({ amp: "&", quot: '"', lt: "<", gt: ">", "#x27": "'", "#39": "'" })[e]!);
}

/** At-rules whose block holds rules (kept in part); any other at-rule (@property, @font-face, …) is kept whole. */
const groupingAtRule = /^@(media|supports|layer|container|scope|starting-style)\b/;

/** Splits css[from, to) into rules and blocks. Minified or not; comments outside rules are dropped. */
function parse(css: string, from: number, to: number): Node[] {
  const nodes: Node[] = [];
  let i = from;
  while (i < to) {
    i = skipSpaceAndComments(css, i, to);
    if (i >= to) break;
    const open = scanTo(css, i, to, "{;");
    const prelude = css.slice(i, open).trim();
    if (open >= to || css[open] === ";") {
      // A statement (`@layer a, b;`, `@import …;`): kept as it is.
      if (prelude !== "") nodes.push({ text: `${prelude};`, needs: [[]] });
      i = open + 1;
      continue;
    }
    const close = matchingBrace(css, open, to);
    const body = css.slice(open + 1, close);
    if (prelude.startsWith("@") && groupingAtRule.test(prelude) && !/^@layer[^{]*,/.test(prelude)) {
      nodes.push({ prelude, children: parse(css, open + 1, close) });
    } else if (prelude.startsWith("@")) {
      const property = /^@property\s+(--[\w-]+)$/.exec(prelude)?.[1];
      nodes.push({ text: `${prelude}{${body}}`, needs: [[]], ...(property ? { property } : {}) });
    } else {
      const declarations = customProperties(body);
      nodes.push({
        text: `${prelude}{${body}}`,
        needs: selectorNeeds(prelude),
        ...(declarations ? { variables: { selector: prelude, declarations } } : {}),
      });
    }
    i = close + 1;
  }
  return nodes;
}

/** The declarations of a rule body made of custom properties only, by name; undefined for any other body. */
function customProperties(body: string): [string, string][] | undefined {
  const declarations: [string, string][] = [];
  let start = 0;
  while (start < body.length) {
    const end = scanTo(body, start, body.length, ";{");
    if (body[end] === "{") return undefined; // a nested rule
    const text = body.slice(start, end).trim();
    if (text !== "") {
      const name = /^(--[\w-]+)\s*:/.exec(text)?.[1];
      if (!name) return undefined;
      declarations.push([name, text]);
    }
    start = end + 1;
  }
  return declarations.length > 0 ? declarations : undefined;
}

function skipSpaceAndComments(css: string, i: number, to: number): number {
  for (;;) {
    while (i < to && /\s/.test(css[i]!)) i++;
    if (css.startsWith("/*", i)) {
      const end = css.indexOf("*/", i + 2);
      i = end < 0 ? to : end + 2;
    } else return i;
  }
}

/** The index of the first of `stops` at nesting depth 0 from `i` (strings and escapes skipped), or `to`. */
function scanTo(css: string, i: number, to: number, stops: string): number {
  let depth = 0;
  for (; i < to; i++) {
    const c = css[i]!;
    if (c === "\\") i++;
    else if (c === '"' || c === "'") i = endOfString(css, i, to);
    else if (c === "(" || c === "[") depth++;
    else if (c === ")" || c === "]") depth--;
    else if (depth === 0 && stops.includes(c)) return i;
  }
  return to;
}

function endOfString(css: string, i: number, to: number): number {
  const quote = css[i];
  for (i++; i < to; i++) {
    if (css[i] === "\\") i++;
    else if (css[i] === quote) return i;
  }
  return to;
}

function matchingBrace(css: string, open: number, to: number): number {
  let depth = 0;
  for (let i = open; i < to; i++) {
    const c = css[i]!;
    if (c === "\\") i++;
    else if (c === '"' || c === "'") i = endOfString(css, i, to);
    else if (c === "{") depth++;
    else if (c === "}" && --depth === 0) return i;
  }
  throw new Error(`The stylesheet has an unclosed "{" at character ${open}.`);
}

// Pseudo-elements of form fields (Tailwind's preflight styles them): a page needs them only with a field.
const fieldPseudo = /::(-webkit-[\w-]+|file-selector-button|placeholder)/;

/**
 * For each selector of a selector list, the classes and `<tag`s it needs. A class or element inside `:not(…)` is
 * not needed (its absence is what matches); anywhere else it is, so `.group-open\:x:is(:where(.group) *)` needs
 * both classes and `.prose h2` needs the class and an h2. A form field's pseudo-element needs an input or textarea.
 */
export function selectorNeeds(selectorList: string): string[][] {
  const needs: string[][] = [];
  let start = 0;
  for (;;) {
    const comma = scanTo(selectorList, start, selectorList.length, ",");
    const selector = selectorList.slice(start, comma);
    const own = thingsIn(selector);
    if (fieldPseudo.test(selector)) needs.push([...own, "<input"], [...own, "<textarea"]);
    else needs.push(own);
    if (comma >= selectorList.length) return needs;
    start = comma + 1;
  }
}

function thingsIn(selector: string): string[] {
  const things: string[] = [];
  const notDepths: number[] = []; // paren depths at which a :not( opened
  let depth = 0;
  let compoundStart = true; // at the start of a compound selector, where a type selector may stand
  for (let i = 0; i < selector.length; i++) {
    const c = selector[i]!;
    const wasStart = compoundStart;
    compoundStart = false;
    if (c === "\\") i++;
    else if (c === '"' || c === "'") i = endOfString(selector, i, selector.length);
    else if (c === "[") i = endOfAttribute(selector, i);
    else if (c === "(") {
      depth++;
      if (selector.slice(Math.max(0, i - 4), i) === ":not") notDepths.push(depth);
      compoundStart = true;
    } else if (c === ")") {
      if (notDepths.at(-1) === depth) notDepths.pop();
      depth--;
    } else if (c === "." || (wasStart && /[a-zA-Z]/.test(c))) {
      const [name, end] = identifier(selector, c === "." ? i + 1 : i);
      if (notDepths.length === 0 && name !== "") things.push(c === "." ? name : `<${name.toLowerCase()}`);
      i = end - 1;
    } else if (c === ":") {
      // A pseudo-class or pseudo-element name is not a type selector: skip it.
      const [, end] = identifier(selector, selector[i + 1] === ":" ? i + 2 : i + 1);
      i = end - 1;
    } else if (/[\s>+~,]/.test(c)) compoundStart = true;
  }
  return things;
}

/** The index of the `]` that closes the attribute selector opening at `i` (its quoted values skipped). */
function endOfAttribute(selector: string, i: number): number {
  for (i++; i < selector.length; i++) {
    const c = selector[i]!;
    if (c === "\\") i++;
    else if (c === '"' || c === "'") i = endOfString(selector, i, selector.length);
    else if (c === "]") return i;
  }
  return i;
}

/** The CSS identifier starting at `i`, unescaped, and the index after it. */
function identifier(text: string, i: number): [string, number] {
  let name = "";
  while (i < text.length) {
    const c = text[i]!;
    if (c === "\\") {
      const hex = /^[0-9a-fA-F]{1,6} ?/.exec(text.slice(i + 1, i + 8));
      if (hex) {
        name += String.fromCodePoint(Number.parseInt(hex[0].trim(), 16));
        i += 1 + hex[0].length;
      } else {
        name += text[i + 1] ?? "";
        i += 2;
      }
    } else if (/[\w-]/.test(c) || c.charCodeAt(0) > 0x7f) {
      name += c;
      i++;
    } else break;
  }
  return [name, i];
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
