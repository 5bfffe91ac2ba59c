/**
 * Markdown files: gray-matter splits the front matter from the body, the body goes through remark and rehype
 * to an HTML string (body-html.ts) that the templates place as it is. Raw HTML in Markdown is dropped (remark-rehype
 * without allowDangerousHtml), so content cannot inject markup or script.
 */
import matter from "gray-matter";
import type { Element, ElementContent, Root as HastRoot } from "hast";
import type { Root as MdastRoot, PhrasingContent, RootContent } from "mdast";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { formText, unclosedSpans } from "../../model/form-text.ts";
import { phoneHref } from "../../model/phone.ts";
import type { PlaceholderValues } from "../../model/placeholders.ts";
// The island's renderer glues ranges and statute numbers the same way in the browser: one function keeps both sides identical.
import { keepWhole } from "../../model/rich-text.ts";
import { hastToHtml } from "./body-html.ts";
import { fill, unknownPlaceholderMessage, unknownPlaceholders } from "./placeholders.ts";
import type { Problem } from "./problem.ts";

/** A link found in content, to be checked against the route table once every route is known. */
export interface LinkRef {
  href: string;
  file: string;
  line: number;
  column: number;
  field: string;
}

/** A Markdown file split into its front matter (with its line offset) and its parsed body. */
export interface MarkdownSource {
  matter: string;
  matterLineOffset: number;
  tree: MdastRoot;
  links: LinkRef[];
}

export const processor = unified().use(remarkParse).use(remarkRehype);
// Only the first-line marker is ours to parse; gray-matter's YAML engine is replaced so that the
// front matter is parsed once, by the position-keeping parser in yaml-source.ts.
const matterOptions = { engines: { yaml: { parse: () => ({}), stringify: () => "" } } };

/**
 * A Markdown file's front matter and body, split where the build splits them: `head` is everything before the body
 * (both `---` lines included) and `yaml` the fields between them. The web editor writes files back from these.
 */
export function splitFrontMatter(text: string): { head: string; yaml: string; body: string } {
  const body = matter(text, matterOptions as never).content;
  const head = text.slice(0, text.length - body.length);
  if (head === "") return { head, yaml: "", body };
  const start = head.indexOf("\n") + 1; // after the opening --- line
  const end = head.lastIndexOf("\n---") + 1; // where the closing --- line starts
  return { head, yaml: head.slice(start, Math.max(start, end)), body };
}

/** Splits and parses a Markdown file, reporting broken front matter, unknown placeholders and bad links. */
export function parseMarkdown(text: string, file: string): { source?: MarkdownSource; problems: Problem[] } {
  const lines = text.split("\n");
  if (lines[0]?.trim() !== "---")
    return {
      problems: [
        {
          file,
          line: 1,
          column: 1,
          field: "",
          message: "The file must start with a line holding only --- , then the fields, then another --- line.",
          got: JSON.stringify(lines[0] ?? ""),
        },
      ],
    };
  if (!lines.slice(1).some((l) => l.trim() === "---"))
    return {
      problems: [
        {
          file,
          line: 1,
          column: 1,
          field: "",
          message: "The front matter that starts on line 1 is never closed. Add a line holding only --- after the last field.",
        },
      ],
    };
  const split = matter(text, matterOptions as never);
  const bodyStart = text.length - split.content.length;
  const bodyLineOffset = text.slice(0, bodyStart).split("\n").length - 1;
  const tree = processor.parse(split.content);
  const problems: Problem[] = [];
  const links: LinkRef[] = [];
  const at = (node: { position?: { start: { line: number; column: number } } }) => ({
    line: (node.position?.start.line ?? 1) + bodyLineOffset,
    column: node.position?.start.column ?? 1,
  });
  walk(tree.children, (node) => {
    if (node.type === "heading" && node.depth === 1)
      problems.push({
        file,
        ...at(node),
        field: "body",
        message: "Start headings in the text with ## . The page's single # heading comes from the `heading` field.",
      });
    if (node.type === "link" || node.type === "definition" || node.type === "image") {
      const problem = linkSchemeProblem(node.url);
      if (problem) problems.push({ file, ...at(node), field: "body", ...problem });
      else if (node.type !== "image") links.push({ href: node.url, file, ...at(node), field: "body" });
    }
    if ("children" in node && node.type !== "link" && unclosedSpans(joined(node.children as RootContent[]).text).length > 0)
      problems.push({
        file,
        ...at(node),
        field: "body",
        message: "A {withForm: …} or {withoutForm: …} in the paragraph that starts here is not closed. End it with } before the paragraph ends.",
      });
    if (node.type === "text" || node.type === "inlineCode") {
      for (const { name, offset } of unknownPlaceholders(node.value)) {
        const start = at(node);
        const before = node.value.slice(0, offset).split("\n");
        problems.push({
          file,
          line: start.line + before.length - 1,
          column: before.length > 1 ? before.at(-1)!.length + 1 : start.column + offset,
          field: "body",
          ...unknownPlaceholderMessage(name),
        });
      }
    }
  });
  return { source: { matter: split.matter, matterLineOffset: 0, tree, links }, problems };
}

/**
 * Why a link written in content may not be published, or undefined when it may. Links to other sites must be https:
 * (and tel:/mailto: for phone and email): http: pages are not private, and javascript:, data:, ftp: or file: links
 * run code or break in the browser. Paths and #fragments are checked against the route table later.
 */
export function linkSchemeProblem(href: string): Pick<Problem, "message" | "expected" | "got"> | undefined {
  // Browsers ignore tabs, newlines and leading spaces in a URL's scheme (`java\tscript:` is javascript:).
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what this strips
  const bare = href.replace(/[\u0000-\u0020]/g, "").toLowerCase();
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(bare)?.[1];
  if (scheme === undefined ? !bare.startsWith("//") : ["https", "tel", "mailto"].includes(scheme)) return undefined;
  return {
    message:
      scheme === "http"
        ? "Links to other websites must use a secure address that starts with https://. Open the site to check that its https:// address works, then write that one."
        : `Links may only go to pages of this site, to other websites with https://, or to a phone or email with tel: or mailto:. A "${scheme ?? "//"}" link is not allowed.`,
    expected: "[NC eCourts](https://www.nccourts.gov/ecourts), [contact us](/contact), [call](tel:+13365550142) or [email](mailto:info@example.com)",
    got: JSON.stringify(href),
  };
}

/**
 * The body as HTML: `{withForm: …}` spans kept or left out as `form` says, placeholders filled, {phone} as a
 * tap-to-call link, outside links in a new tab. `newTab` is the hidden note that says a link opens a new tab, in the
 * page's language.
 */
export function markdownToHtml(tree: MdastRoot, values: PlaceholderValues, newTab: string, form: boolean): string {
  return hastToHtml(bodyHast(tree, values, newTab, form));
}

/** The body's hast tree, every content rule of `markdownToHtml` applied. */
export function bodyHast(tree: MdastRoot, values: PlaceholderValues, newTab: string, form: boolean): HastRoot {
  const copy = structuredClone(tree);
  walk(copy.children, (node) => {
    if ("children" in node) node.children = formChildren(node.children as RootContent[], form) as typeof node.children;
  });
  walk(copy.children, (node) => {
    if (!("children" in node) || node.type === "link") return;
    node.children = (node.children as RootContent[]).flatMap((child) =>
      child.type === "text" ? (phoneLinks(child.value, values) as RootContent[]) : [child],
    ) as typeof node.children;
  });
  walk(copy.children, (node) => {
    if (node.type === "text") node.value = keepWhole(fill(node.value, values));
  });
  const hast = processor.runSync(copy) as HastRoot;
  markOutsideLinks(hast, newTab);
  return hast;
}

// "{phone}" in running text becomes a tel: link, so every mention of the number can be tapped on a phone.
function phoneLinks(text: string, values: PlaceholderValues): PhrasingContent[] {
  if (!text.includes("{phone}")) return [{ type: "text", value: text }];
  const link: PhrasingContent = {
    type: "link",
    url: phoneHref(values.phone),
    data: { hProperties: { className: ["whitespace-nowrap"] } },
    children: [{ type: "text", value: values.phone }],
  };
  return text.split("{phone}").flatMap((part, i): PhrasingContent[] => {
    const parts: PhrasingContent[] = i > 0 ? [structuredClone(link)] : [];
    if (part) parts.push({ type: "text", value: part });
    return parts;
  });
}

// A span may hold a link or bold text ("{withForm: [apply online](/apply)}"): the children are read as one text, each
// other node standing in as one private-use character, so a span is kept or left out with whatever it holds.
const stand = 0xe000;
function joined(children: RootContent[]): { text: string; others: RootContent[] } {
  const others: RootContent[] = [];
  const text = children.map((c) => (c.type === "text" ? c.value : String.fromCharCode(stand + others.push(c) - 1))).join("");
  return { text, others };
}

function formChildren(children: RootContent[], form: boolean): RootContent[] {
  if (!children.some((c) => c.type === "text" && c.value.includes("Form:"))) return children;
  const { text, others } = joined(children);
  return formText(text, form)
    .split(/([\ue000-\uf8ff])/)
    .flatMap((part, i): RootContent[] => (i % 2 ? [others[part.charCodeAt(0) - stand]!] : part ? [{ type: "text", value: part }] : []));
}

function walk(nodes: RootContent[], visit: (node: RootContent) => void): void {
  for (const node of nodes) {
    visit(node);
    if ("children" in node) walk(node.children as RootContent[], visit);
  }
}

/** External links open in a new tab, safely, and say so to screen-reader users. */
export function markOutsideLinks(node: HastRoot | Element, newTab: string): void {
  for (const child of node.children) {
    if (child.type !== "element") continue;
    const href = String(child.properties.href ?? "");
    if (child.tagName === "a" && href.startsWith("tel:")) child.properties.className = ["whitespace-nowrap"];
    if (child.tagName === "a" && /^https?:/.test(href)) {
      child.properties.target = "_blank";
      child.properties.rel = ["noopener", "noreferrer"];
      const note: ElementContent = {
        type: "element",
        tagName: "span",
        properties: { className: ["sr-only"] },
        children: [{ type: "text", value: ` ${newTab}` }],
      };
      child.children.push(note);
    }
    markOutsideLinks(child, newTab);
  }
}
