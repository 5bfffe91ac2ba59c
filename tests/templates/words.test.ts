/**
 * Every word a template prints comes from content/messages/<lang>.yaml (ARCHITECTURE.md, "Words in a template"): a
 * word typed in a .tsx file under templates/ or pages/ — JSX text, or an aria-label, alt, title or placeholder
 * written as a string — would show in English on Spanish pages, and screen readers would read it there (finding L1:
 * "Step 1:" in 76 Spanish headings). Read with the TypeScript compiler's own parser (typescript/unstable/sync).
 */
import path from "node:path";
import { SyntaxKind } from "typescript/unstable/ast";
import { API } from "typescript/unstable/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");

/** Attributes whose value a visitor reads or hears. */
const wordAttributes = new Set(["aria-label", "aria-description", "alt", "title", "placeholder"]);
/** Texts with letters that are not words to translate. Keep it short; each needs its reason. */
const allowed = new Set<string>([]);

interface Found {
  file: string;
  line: number;
  text: string;
  where: string;
}

// A node of the compiler's tree, as far as this test reads it.
interface TsNode {
  kind: number;
  pos: number;
  end: number;
  text?: string;
  name?: TsNode;
  initializer?: TsNode;
  expression?: TsNode;
  children?: Iterable<TsNode>;
  head?: TsNode;
  templateSpans?: Iterable<{ literal: TsNode }>;
  getStart?: () => number;
  forEachChild(visit: (n: TsNode) => void): void;
}

const hasLetters = (s: string) => /\p{L}/u.test(s) && !allowed.has(s.trim());

/** The literal texts of an expression written straight in JSX: "…", `…`, `… ${x} …`. */
function literalTexts(node: TsNode | undefined): string[] {
  if (!node) return [];
  if (node.kind === SyntaxKind.StringLiteral || node.kind === SyntaxKind.NoSubstitutionTemplateLiteral) return [node.text ?? ""];
  if (node.kind === SyntaxKind.TemplateExpression) return [node.head?.text ?? "", ...[...(node.templateSpans ?? [])].map((s) => s.literal.text ?? "")];
  if (node.kind === SyntaxKind.ParenthesizedExpression) return literalTexts(node.expression);
  return [];
}

let api: API;
const found: Found[] = [];
let files: string[] = [];

beforeAll(() => {
  api = new API({ cwd: root });
  const project = api.updateSnapshot({ openProject: path.join(root, "tsconfig.json") }).getProjects()[0]!;
  files = project.program.getSourceFileNames().filter((f) => /^(templates|pages)\/.*\.tsx$/.test(path.relative(root, f)));
  for (const name of files) {
    const sf = project.program.getSourceFile(name) as unknown as TsNode & { text: string };
    const file = path.relative(root, name);
    const lineOf = (pos: number) => sf.text.slice(0, pos).split("\n").length;
    const report = (node: TsNode, text: string, where: string) => {
      const written = sf.text.slice(node.pos, node.end); // from the end of the last token: leading white space and comments
      if (hasLetters(text)) found.push({ file, line: lineOf(node.end - written.trimStart().length), text: text.trim(), where });
    };
    const visit = (node: TsNode) => {
      if (node.kind === SyntaxKind.JsxElement || node.kind === SyntaxKind.JsxFragment)
        // The compiler's walk skips JSX text; the element's children hold it.
        for (const child of node.children ?? []) {
          if (child.kind === SyntaxKind.JsxText) report(child, child.text ?? "", "JSX text");
          else if (child.kind === SyntaxKind.JsxExpression) for (const t of literalTexts(child.expression)) report(child, t, "JSX text");
        }
      if (node.kind === SyntaxKind.JsxAttribute) {
        const attr = node.name?.text ?? "";
        if (wordAttributes.has(attr)) {
          const value = node.initializer?.kind === SyntaxKind.JsxExpression ? node.initializer.expression : node.initializer;
          for (const t of literalTexts(value)) report(node, t, `${attr}=`);
        }
      }
      node.forEachChild(visit);
    };
    visit(sf);
  }
});
afterAll(() => api?.close());

describe("words in templates", () => {
  it("reads every .tsx file of templates/ and pages/", () => {
    expect(files.length).toBeGreaterThan(10);
    expect(files.some((f) => f.endsWith("templates/sections.tsx"))).toBe(true);
  });

  it("no template types a word: JSX text and aria-label, alt, title and placeholder strings come from the messages files", () => {
    expect(found.map((f) => `${f.file}:${f.line}  ${f.where} ${JSON.stringify(f.text)}`)).toEqual([]);
  });
});
