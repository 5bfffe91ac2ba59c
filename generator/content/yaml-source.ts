/**
 * YAML with source positions: parses a YAML text (a .yaml file or a Markdown file's front matter), turns syntax
 * errors into problems, and finds the line and column of any field path so schema errors can point at it.
 * `readYamlSource` finds positions only when a problem asks for one (`lazySource`).
 */
import jsYaml from "js-yaml";
import { type Document, isMap, isSeq, LineCounter, type Node, parseDocument } from "yaml";
import type { YamlSource } from "../../model/content.ts";
import type { Problem } from "./problem.ts";

// yaml's own messages end with "at line 3, column 8:" and a source excerpt; we print our own position.
const syntaxMessages: Record<string, string> = {
  DUPLICATE_KEY: "This field appears twice in the same group. Keep one of them.",
  BAD_INDENT: "The indentation here does not line up. Use the same number of spaces as the lines around it.",
  BLOCK_AS_IMPLICIT_KEY: "A line here is missing its colon or is indented wrongly. Write each field as `name: value`.",
  MISSING_CHAR: "A quote or bracket is not closed. Close it on the same line.",
  MULTILINE_IMPLICIT_KEY: "A field name runs over two lines. Write each field as `name: value` on one line.",
  TAB_AS_INDENT: "Tabs are used for indentation. Use spaces.",
  UNEXPECTED_TOKEN: "There is a character here that YAML does not expect. Check the quotes and colons.",
};

/**
 * `text`'s data, its positions found only when asked: a build reads every field of every file, and names the place
 * of a few at most. The data comes from js-yaml's YAML 1.2 core schema, several times quicker than the position-keeping
 * parser, when it cannot differ from what that parser reads (`sameAsCore`); anything else (a syntax error, a duplicate
 * field, a number written as YAML 1.1 wrote them) goes to `parseYamlSource`, whose reading and messages are the rule.
 */
export function readYamlSource(text: string, file: string, lineOffset = 0): { source?: YamlSource; problems: Problem[] } {
  let data: unknown;
  try {
    data = jsYaml.load(text, { schema: jsYaml.CORE_SCHEMA });
  } catch {
    return parseYamlSource(text, file, lineOffset);
  }
  if (data === undefined || !sameAsCore(data, text)) return parseYamlSource(text, file, lineOffset);
  return { source: lazySource(file, data, text, lineOffset), problems: [] };
}

// Where js-yaml's core schema and yaml's part: YAML 1.1's numbers (1_000, 0b101, 012 as octal, 08, 1:30 as 90)
// are numbers to js-yaml and a string or another number to yaml, and a few numbers of YAML 1.2 (0o17, -.5) are
// strings to js-yaml. Flow collections, tags and tabs (yaml refuses a tab as indentation, js-yaml does not) are left
// to yaml too. A text with any of them goes to yaml.
const valueStart = String.raw`(?:^|:[ \t]+|^[ \t]*-[ \t]+)`;
const flowOrTag = new RegExp(`${valueStart}[[{!]`, "m");
const yaml11Number = new RegExp(
  String.raw`${valueStart}[-+]?(?:[\d_.]*_[\d_.]*|0b[01_]+|0[\d_]+(?:\.\d*)?|[\d_]+(?::[0-5]?\d)+(?:\.[\d_]*)?)[ \t]*(?:#.*)?$`,
  "m",
);
const coreNumber =
  /^(?:[-+]?(?:0o[0-7]+|0x[0-9a-fA-F]+|[0-9]+|(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?)|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$/;
function sameAsCore(data: unknown, text: string): boolean {
  if (text.includes("\t") || flowOrTag.test(text) || yaml11Number.test(text)) return false;
  const same = (value: unknown): boolean => {
    if (typeof value === "string") return !coreNumber.test(value);
    return value === null || typeof value !== "object" || Object.values(value).every(same);
  };
  return same(data);
}

/** Parses `text`; line numbers are shifted by `lineOffset` (front matter starts below the opening ---). */
export function parseYamlSource(text: string, file: string, lineOffset = 0): { source?: YamlSource; problems: Problem[] } {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const pos = (offset: number) => {
    const { line, col } = lineCounter.linePos(offset);
    return { line: line + lineOffset, column: col };
  };
  if (doc.errors.length > 0) {
    const problems = doc.errors.map((e) => ({
      file,
      ...pos(e.code === "MISSING_CHAR" ? (unclosedQuote(text, e.pos[0]) ?? e.pos[0]) : e.pos[0]),
      field: "",
      message: `This YAML cannot be read. ${syntaxMessages[e.code] ?? firstSentence(e.message)}`,
    }));
    return { problems };
  }
  const start = (node: Node | null | undefined) => pos(node?.range?.[0] ?? 0);
  const source: YamlSource = {
    file,
    data: doc.toJS(),
    at(path) {
      // Walk up until a node exists: a missing field points at its parent object.
      for (let n = path.length; n >= 0; n--) {
        const node = nodeAt(doc, path.slice(0, n));
        if (node) return start(node);
      }
      return start(doc.contents);
    },
    keyAt(path, key) {
      const node = nodeAt(doc, path);
      if (isMap(node)) {
        const pair = node.items.find((p) => (p.key as { value?: unknown } | null)?.value === key);
        if (pair) return start(pair.key as Node);
      }
      return this.at(path);
    },
  };
  return { source, problems: [] };
}

/**
 * A source whose positions are found only when asked: `data` as parsed already (by an earlier build), `text` parsed
 * again by the first `at` or `keyAt`, which only a problem calls.
 */
export function lazySource(file: string, data: unknown, text: string, lineOffset = 0): YamlSource {
  let parsed: YamlSource | undefined;
  // A text the quick reader took and the position-keeping one refuses has no positions: its first line stands in.
  const first = { line: lineOffset + 1, column: 1 };
  const none: YamlSource = { file, data, at: () => first, keyAt: () => first };
  const full = () => (parsed ??= parseYamlSource(text, file, lineOffset).source ?? none);
  return { file, data, at: (p) => full().at(p), keyAt: (p, key) => full().keyAt(p, key) };
}

function nodeAt(doc: Document, path: readonly PropertyKey[]): Node | undefined {
  if (path.length === 0) return (doc.contents as Node | null) ?? undefined;
  const node = doc.getIn(path as unknown[], true) as Node | undefined;
  // getIn on a list needs a number; zod gives numbers already. Scalars, maps and lists are all Nodes.
  return node && (isMap(node) || isSeq(node) || "range" in node) ? node : undefined;
}

// The parser notices a missing closing quote only where the text ends; the maintainer needs the opening one:
// the first line, before that point, with an odd number of quotes of one kind.
function unclosedQuote(text: string, before: number): number | undefined {
  let offset = 0;
  for (const full of text.slice(0, before).split("\n")) {
    const line = full.trimStart().startsWith("#") ? "" : full.split(" #")[0]!;
    for (const q of ['"', "'"]) {
      const at = [...line].flatMap((c, i) => (c === q && line[i - 1] !== "\\" ? [i] : []));
      if (at.length % 2 === 1) return offset + at.at(-1)!;
    }
    offset += full.length + 1;
  }
  return undefined;
}

function firstSentence(message: string): string {
  const s = message.split(/ at line \d+/)[0]?.trim() ?? message;
  return s.endsWith(".") ? s : `${s}.`;
}
