/**
 * HTML validation of a built page with html-validate and the project's .htmlvalidate.json: every page, every rule of
 * the configuration. What pages share (the header of one navigation state, a language's footer) is validated once,
 * inside the first page that has it; the rest of each page is validated on every page (`pageHtmlProblems`).
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { ConfigData, HtmlValidate, Message, StaticConfigLoader } from "html-validate";
import type { Problem } from "../content/problem.ts";
import type { OutputPage } from "./links.ts";

const configFile = fileURLToPath(new URL("../../.htmlvalidate.json", import.meta.url));

/** The project's html-validate configuration (.htmlvalidate.json). */
export function htmlConfig(): ConfigData {
  return JSON.parse(readFileSync(configFile, "utf8"));
}

/**
 * html-validate with `config`, resolved once. html-validate resolves a configuration again for every string it
 * validates (a new table of every element's rules: about 10 ms each time); a build validates every page with one.
 */
export async function htmlValidator(config: ConfigData): Promise<HtmlValidate> {
  // Loaded by the first page to validate: a build with checks off never loads html-validate.
  const { HtmlValidate, StaticConfigLoader } = await import("html-validate");
  class ResolvedOnce extends StaticConfigLoader {
    #resolved?: ReturnType<StaticConfigLoader["getConfigFor"]>;
    override getConfigFor(handle: string, override?: ConfigData) {
      if (override) return super.getConfigFor(handle, override);
      this.#resolved ??= super.getConfigFor(handle);
      return this.#resolved;
    }
  }
  return new HtmlValidate(new ResolvedOnce(config));
}

type Page = Pick<OutputPage, "file" | "html" | "source">;

/** The html-validate errors of one page. */
export function htmlProblems(validator: HtmlValidate, page: Page): Problem[] {
  return problemsOf(page, validator.validateStringSync(page.html, page.file).results[0]?.messages ?? []);
}

/** A part of a page that other pages have too: `text` as it stands in this page, `key` the same on every page that shares it. */
export interface SharedPart {
  key: string;
  text: string;
}

/**
 * The html-validate errors of a page whose `shared` parts other pages have too. A part is validated in full once,
 * inside the first page that has it, so its errors name that page; `seen` holds the keys of the parts validated
 * already (one set per thread and build). On later pages each such part is replaced by a stand-in that keeps what the
 * rest of the page sees of it: its element, its ids and its navigation landmarks, so that an id the page repeats or a
 * second <nav> with the same name is still found on every page. Positions are the page's own.
 */
export function pageHtmlProblems(validator: HtmlValidate, page: Page, shared: SharedPart[], seen: Set<string>): Problem[] {
  const spans = placed(
    page.html,
    shared.filter((part) => seen.has(part.key)),
  );
  for (const part of shared) seen.add(part.key);
  if (spans.length === 0) return htmlProblems(validator, page);
  // The text validated, in pieces: each starts at `at` in it and at `from` in the page.
  const pieces: { at: number; from: number; standIn: boolean }[] = [];
  let text = "";
  let from = 0;
  for (const span of spans) {
    pieces.push({ at: text.length, from, standIn: false });
    text += page.html.slice(from, span.start);
    pieces.push({ at: text.length, from: span.start, standIn: true });
    text += span.standIn;
    from = span.end;
  }
  pieces.push({ at: text.length, from, standIn: false });
  text += page.html.slice(from);
  // A finding inside a stand-in points at the start of its part.
  const original = (offset: number) => {
    const piece = pieces.findLast((p) => p.at <= offset)!;
    return piece.standIn ? piece.from : piece.from + offset - piece.at;
  };
  const messages = validator.validateStringSync(text, page.file).results[0]?.messages ?? [];
  return problemsOf(
    page,
    messages.map((m) => ({ ...m, ...position(page.html, original(m.offset)) })),
  );
}

/** Where each part stands in `html`, in order, with its stand-in; a part not found or not one element is left in place. */
function placed(html: string, parts: SharedPart[]): { start: number; end: number; standIn: string }[] {
  return parts
    .map(({ text }) => {
      const start = html.indexOf(text);
      return { start, end: start + text.length, standIn: standIn(text) };
    })
    .filter((s) => s.start >= 0 && s.standIn !== "")
    .sort((a, b) => a.start - b.start);
}

/**
 * What the rest of a page sees of a shared part: its outer element, an empty element for each of its ids, and each
 * <nav> with its name. "" when the part is not one element.
 */
function standIn(part: string): string {
  const outer = /^<([a-z][a-z0-9-]*)\b[^>]*>/.exec(part);
  if (!outer || !part.endsWith(`</${outer[1]}>`)) return "";
  const idsOf = (html: string) => [...html.matchAll(/\sid="([^"]*)"/g)].map((m) => m[1]!);
  const navs = [...part.matchAll(/<nav\b[^>]*>/g)].map((m) => m[0]);
  // A <nav> keeps its own id; the other ids get a <span> each.
  const navIds = new Set(navs.flatMap(idsOf));
  const ids = idsOf(part.slice(outer[0].length)).filter((id) => !navIds.has(id));
  return `${outer[0]}${ids.map((id) => `<span id="${id}"></span>`).join("")}${navs.map((nav) => `${nav}</nav>`).join("")}</${outer[1]}>`;
}

/** Line and column (1-based) of `offset` in `text`, as html-validate counts them. */
function position(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf("\n"); i >= 0 && i < offset; i = text.indexOf("\n", i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, column: offset - lineStart + 1 };
}

function problemsOf(page: Page, messages: Pick<Message, "severity" | "line" | "column" | "ruleId" | "message">[]): Problem[] {
  return messages
    .filter((m) => m.severity === 2)
    .map((m) => ({
      file: `dist/${page.file}`,
      line: m.line,
      column: m.column,
      field: `html-validate ${m.ruleId}`,
      message: m.message.endsWith(".") ? m.message : `${m.message}.`,
      ...(page.source ? { got: `made from ${page.source}` } : {}),
    }));
}
