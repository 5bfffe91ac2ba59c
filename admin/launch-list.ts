/**
 * "Before the site can go live": one page of the editor listing what `npm run build -- --strict`, which publishes the
 * site, refuses in the content as the editor has it (placeholders, sample reviews, switches not yet turned off, statutes
 * nobody has read, missing translations and avoided words), and the Spanish pages whose English changed, which are
 * published meanwhile with a dated note. The list is the build's own: prepare's `launchGates`, the same function the
 * strict build refuses with, and the page checks of site-check.ts; so the list and the publish run cannot disagree.
 * Each line links to its entry in the editor and names its field as the form labels it.
 */
import type { ContentSnapshot } from "../generator/cms/admin-site.ts";
import { type Problem, ProblemsError } from "../generator/content/problem.ts";
import { type GateKind, launchGates, prepare } from "../generator/prepare.ts";
import { type Words, wordsOf } from "./editor-words.ts";
import { fromMarkdown } from "./formats.ts";
import type { EditorLanguage } from "./language.ts";
import { nameOf, type StatusConfig } from "./publish-status.ts";
import { findingsOf } from "./site-check.ts";
import { contentRoot, mount } from "./snapshot.ts";

/** A line of the list: what is left, where it is (the entry and field as the form names them) and its link. */
export interface LaunchItem {
  kind: GateKind | "page";
  refused: boolean;
  problem: Problem;
  page: string;
  field?: string;
  href?: string;
}

/** The list for `snapshot`, or the content stage's problems when the build stops before it could judge a launch. */
export type LaunchList = { items: LaunchItem[]; stage: [] } | { items: []; stage: Problem[] };

/** The config the list reads: the collections (with their files' names, for the entries' addresses). */
export type LaunchConfig = StatusConfig;

/** The editor's address of the entry that edits `file` (content/…), like #/collections/settings/entries/site. */
export function entryHref(config: LaunchConfig, files: Record<string, string>, file: string): string | undefined {
  for (const c of config.collections) {
    const own = c.files?.find((f) => f.file === file);
    if (own?.name) return `#/collections/${c.name}/entries/${own.name}`;
    if (!c.folder || !file.startsWith(`${c.folder}/`)) continue;
    const name = file.slice(c.folder.length + 1);
    if (name.includes("/")) continue;
    const rel = file.replace(/^content\//, "");
    // Collections may share a folder, each showing the pages of one template: a page opens in its own.
    if (c.filter && rel.endsWith(".md") && fromMarkdown(files[rel] ?? "")[c.filter.field] !== c.filter.value) continue;
    return `#/collections/${c.name}/entries/${name.replace(/\.(md|ya?ml)$/, "")}`;
  }
  return undefined;
}

/** A finding's identity, without its line and column (the page checks find again what the content stage found). */
const key = (p: Problem) => [p.file, p.field, p.message, p.got ?? ""].join("\0");

/** What stands between `snapshot` and going live, each line named and linked for the editor in `lang`. */
export function launchList(snapshot: ContentSnapshot, config: LaunchConfig, lang: EditorLanguage, today = new Date()): LaunchList {
  mount(snapshot);
  let gates: ReturnType<typeof launchGates>;
  try {
    gates = launchGates(prepare(contentRoot).content, today);
  } catch (error) {
    if (error instanceof ProblemsError) return { items: [], stage: error.problems };
    throw error;
  }
  const seen = new Set(gates.map((g) => key(g.problem)));
  // What only the built pages show (a link, a word the glossary avoids split across lines): refused by --strict too.
  const pages = findingsOf(snapshot);
  const found = [
    ...gates,
    ...pages.stage.map((problem) => ({ kind: "page" as const, refused: true, problem })),
    ...pages.pages.filter((p) => !seen.has(key(p))).map((problem) => ({ kind: "page" as const, refused: true, problem })),
  ];
  return {
    stage: [],
    items: found.map(({ kind, refused, problem }) => {
      // A finding on a built page names the content file it is made from.
      const file = problem.file.startsWith("dist/")
        ? (/made from (content\/\S+?\.(?:md|ya?ml))/.exec(problem.message)?.[1] ?? problem.file)
        : problem.file;
      const href = entryHref(config, snapshot.files, file);
      return {
        kind,
        refused,
        problem,
        ...nameOf(config, snapshot.files, wordsOf(snapshot.files, lang), file, file === problem.file ? problem.field : ""),
        ...(href ? { href } : {}),
      };
    }),
  };
}

/** The groups of the list, in the order a launch clears them; each group's title is `launch.kind.<kind>`. */
const groups: (GateKind | "page")[] = ["placeholder", "switch", "sample", "law", "translation", "citation", "page", "stale"];

/** The list as HTML, in the editor's words; `localize` gives a build message in the editor's language. */
export function renderLaunchList(doc: Document, list: LaunchList, w: Words, localize: (p: Problem) => Problem = (p) => p): HTMLElement {
  const el = <K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, style?: string) => {
    const node = doc.createElement(tag);
    if (text !== undefined) node.textContent = text;
    if (style) node.setAttribute("style", style);
    return node;
  };
  const box = el("div");
  if (list.stage.length > 0) {
    box.dataset.launchStage = "";
    box.append(el("p", w("launch.stage"), "font-weight:700"));
    const pre = el(
      "pre",
      list.stage
        .map((p) => {
          const l = localize(p);
          return `${p.file}:${p.line}  ${p.field}\n    ${l.message}`;
        })
        .join("\n"),
      "white-space:pre-wrap",
    );
    box.append(pre);
    return box;
  }
  const holding = list.items.filter((i) => i.refused);
  const verdict = el(
    "p",
    holding.length === 0 ? w("launch.ready") : w("launch.left", { n: holding.length }),
    "margin:0 0 1rem;font-weight:700;font-size:18px",
  );
  verdict.dataset.launchVerdict = holding.length === 0 ? "ready" : "held";
  verdict.setAttribute("role", "status");
  box.append(verdict);
  for (const kind of groups) {
    const items = list.items.filter((i) => i.kind === kind);
    if (items.length === 0) continue;
    const section = el("section", undefined, "margin:0 0 1rem");
    section.dataset.launchGroup = kind;
    section.append(el("h2", `${w(`launch.kind.${kind}`)} (${items.length})`, "font-size:16px;margin:0 0 0.25rem"));
    if (kind === "stale") section.append(el("p", w("launch.staleNote"), "margin:0 0 0.25rem"));
    const ul = el("ul", undefined, "margin:0;padding-inline-start:1.2rem");
    for (const item of items) {
      const li = el("li", undefined, "margin:0 0 0.4rem");
      li.dataset.launchItem = kind;
      li.dataset.file = item.problem.file;
      li.dataset.field = item.problem.field;
      const where = `${item.page}${item.field ? ` · ${item.field}` : ""}`;
      if (item.href) {
        const a = el("a", where, "color:#1d4f91;text-decoration:underline;font-weight:600");
        a.href = item.href;
        a.title = `${item.problem.file}:${item.problem.line}`;
        li.append(a);
      } else li.append(el("strong", where));
      const shown = localize(item.problem);
      li.append(el("div", shown.got === undefined ? shown.message : `${shown.message} (${shown.got})`, "white-space:pre-line"));
      ul.append(li);
    }
    section.append(ul);
    box.append(section);
  }
  return box;
}

/**
 * The button "Before the site can go live" in Decap's header (kept there as Decap redraws it), opening the list as a
 * page of its own over the editor, worked out afresh each time from the content as the editor has it now.
 */
export function showLaunchList(options: {
  lang: EditorLanguage;
  words: () => Words;
  config: LaunchConfig;
  snapshot: () => ContentSnapshot;
  localize?: (p: Problem) => Problem;
}): void {
  const { lang } = options;
  const dialog = document.createElement("dialog");
  dialog.dataset.launchList = "";
  dialog.lang = lang;
  dialog.setAttribute(
    "style",
    "width:min(60rem,calc(100vw - 2rem));max-height:calc(100vh - 2rem);padding:1.5rem;border:2px solid #1d4f91;border-radius:6px;font:15px/1.5 system-ui,sans-serif;color:#1a1f29",
  );
  const open = () => {
    const w = options.words();
    const heading = Object.assign(document.createElement("h1"), { textContent: w("launch.title") });
    heading.setAttribute("style", "font-size:22px;margin:0 0 0.5rem");
    const intro = Object.assign(document.createElement("p"), { textContent: w("launch.intro") });
    const close = Object.assign(document.createElement("button"), { type: "button", textContent: w("launch.close") });
    close.setAttribute("style", "min-height:36px;padding:0 12px;margin-top:0.5rem");
    close.addEventListener("click", () => dialog.close());
    const body = Object.assign(document.createElement("p"), { textContent: w("launch.checking") });
    body.setAttribute("role", "status");
    dialog.replaceChildren(heading, intro, body, close);
    if (!dialog.open) dialog.showModal();
    // Every page is made and checked, which takes seconds: the page shows first, the list once it is known.
    setTimeout(() => body.replaceWith(renderLaunchList(document, launchList(options.snapshot(), options.config, lang), w, options.localize)), 50);
  };
  // A line's link opens its entry: the list closes, and the editor goes there.
  dialog.addEventListener("click", (event) => {
    if ((event.target as HTMLElement).closest("a[href^='#/']")) dialog.close();
  });
  document.body.append(dialog);
  const button = document.createElement("button");
  button.type = "button";
  button.dataset.launchOpen = "";
  button.setAttribute(
    "style",
    "min-height:36px;padding:0 12px;margin-inline-start:12px;border:2px solid #1d4f91;border-radius:5px;background:#fff;color:#1d4f91;font:600 14px/1 system-ui,sans-serif;cursor:pointer",
  );
  button.textContent = options.words()("launch.title");
  button.addEventListener("click", open);
  // Decap draws its header (and redraws it); the button is put back into its menu whenever it is missing. Nothing
  // here changes the page unless the button is missing, or the observer would wake itself for ever.
  const place = () => {
    const menu = document.querySelector("header nav ul");
    if (!menu || menu.contains(button)) return;
    const item = document.createElement("li");
    item.setAttribute("style", "display:flex;align-items:center");
    item.append(button);
    menu.append(item);
  };
  new MutationObserver(place).observe(document.body, { childList: true, subtree: true });
  place();
}
