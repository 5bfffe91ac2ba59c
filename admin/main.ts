/**
 * The web editor's page (dist/admin.html, at /admin, runs this): loads Decap CMS, then teaches it how this site reads and
 * writes its files (formats.ts), shows each entry as the build renders it (preview.ts), and refuses to save what the
 * build would refuse, with the build's own message.
 */
import { parse } from "yaml";
import type { ContentSnapshot } from "../generator/cms/admin-site.ts";
import { formatProblem, type Problem } from "../generator/content/problem.ts";
import { entryOfAddress, reloadOnEntryChange } from "./address.ts";
import { holdBackupsUntilEntryLoads } from "./backup.ts";
import { showCharacterCounts } from "./char-count.ts";
import { decapWords, mergeWords, tabTitle } from "./decap-words.ts";
import { addressOf, deletionProblems, redirectAdvice, showRefusal as showDeletionRefusal } from "./deletion.ts";
import { wordsOf } from "./editor-words.ts";
import { factsEntryOf } from "./facts-link.ts";
import { fieldName, findLabel, type NamedField } from "./field-names.ts";
import { type EntryData, type FormField, fromMarkdown, fromYaml, inFormOrder, toMarkdown, toYaml, withoutEmptied } from "./formats.ts";
import {
  couldNotStart,
  type EditorTexts,
  editorLanguage,
  languageKey,
  localizeConfig,
  problemLabelsIn,
  readSpanishLabels,
  showLanguageSwitch,
  spanishLabelsFile,
  spanishProblem,
  textsOf,
} from "./language.ts";
import { showLaunchList } from "./launch-list.ts";
import { openItemsByTitle } from "./list-titles.ts";
import { liveUrl } from "./live-url.ts";
import { bodyOf, type Preview, previewEntry } from "./preview.ts";
import { showPublishStatus } from "./publish-status.ts";
import { rememberSave, withSaved } from "./saved.ts";
import { clearRefusal, fieldLabel, formDiffersFromFile, reopen, showRefusal } from "./saves.ts";
import { type Settler, settler } from "./settle.ts";
import { type SignInConfig, savesOnThisComputer, showSignInNotice, signInUnavailable } from "./signin.ts";
import { findingsOf, remember, type SiteFindings, saveCheck } from "./site-check.ts";
import { withFile } from "./snapshot.ts";
import { markStaleEntries } from "./stale-marks.ts";
import { rememberReview, reviewedField, type TranslationStatus, translationStatus, translationsOf, withReview } from "./translation.ts";

/** The little of Decap's API this page uses (window.CMS, window.h). */
interface Entry {
  get(key: "path" | "raw" | "slug" | "collection"): string | undefined;
  get(key: "data"): { toJS(): EntryData };
  get(key: "newRecord"): boolean | undefined;
}
interface Decap {
  init(options: { config: object }): void;
  registerLocale(locale: string, phrases: object): void;
  getLocale(locale: string): Record<string, never> | undefined;
  registerCustomFormat(name: string, extension: string, format: { fromFile(text: string): EntryData; toFile(data: EntryData): string }): void;
  registerPreviewTemplate(name: string, component: (props: { entry: Entry }) => unknown): void;
  registerPreviewStyle(url: string): void;
  registerEventListener(listener: {
    name: "preSave" | "postSave" | "preUnpublish" | "postUnpublish";
    handler: (event: { entry: Entry }) => unknown;
  }): void;
}
declare global {
  interface Window {
    CMS_MANUAL_INIT?: boolean;
    CMS?: Decap;
    h?: (type: string, props: object | null, ...children: unknown[]) => unknown;
    createClass?: (spec: object) => unknown;
  }
}

/** The entry's file in content/ (counties/wake-county.md), from Decap's path in the repository. */
const relOf = (entry: Entry) => (entry.get("path") ?? "").replace(/^content\//, "");

/** The file an entry is written to: its path in content/, its text as it was, its format and its form's fields. */
interface EntryFile {
  rel: string;
  raw: string;
  markdown: boolean;
  fields?: readonly FormField[];
}

/** The entry's file, from the entry Decap hands an event or the preview. */
function fileOf(entry: Entry): EntryFile {
  const collection = entry.get("collection") ?? "";
  return {
    rel: relOf(entry),
    raw: entry.get("newRecord") ? "" : (entry.get("raw") ?? ""),
    markdown: markdownCollections.has(collection),
    fields: formFields.get(`${collection}/${entry.get("slug")}`) ?? formFields.get(collection),
  };
}

/** The text the entry's file will have once saved: its own file with the changes merged in (formats.ts). */
const textOf = (entry: Entry): string => fileText(fileOf(entry), entry.get("data").toJS());

/**
 * `data` written into its file: merged into the file's text, keys the person emptied left out; a translation's review
 * tick becomes its sourceHash.
 */
function fileText(file: EntryFile, data: EntryData): string {
  const before = file.raw === "" ? {} : file.markdown ? fromMarkdown(file.raw) : fromYaml(file.raw);
  const written = withReview(site, file.rel, inFormOrder(withoutEmptied(data, file.fields, before), file.fields));
  return file.markdown ? toMarkdown(written, file.raw) : toYaml(written, file.raw);
}

/** The text the save check of every page refused last: the preview, which checks less, does not clear that refusal. */
let refusedBySite: string | undefined;

/** Previews of the last texts asked for, by file and text: Decap renders on every keystroke, the text changes less often. */
const previews = new Map<string, Preview>();
function previewOfFile(snapshot: ContentSnapshot, rel: string, text: string | undefined): Preview {
  const key = `${rel}\0${text}`;
  let preview = previews.get(key);
  if (!preview) {
    // Counted, so a test can tell how many checks a burst of typing costs (settle.ts).
    performance.mark(previewCheckMark);
    preview = previewEntry(snapshot, rel, text);
    if (previews.size >= 6) previews.delete(previews.keys().next().value!);
    previews.set(key, preview);
  }
  return preview;
}
/** The name of the performance mark each preview check leaves. */
const previewCheckMark = "editor-preview-check";
/** How long the text must stay the same before the preview checks it: longer than a pause between two keystrokes. */
const quietMs = 500;
const previewOf = (snapshot: ContentSnapshot, entry: Entry) => previewOfFile(snapshot, relOf(entry), textOf(entry));

/** The editor's language (the switch's choice, else the browser's) and its texts. */
const lang = editorLanguage(localStorage.getItem(languageKey), navigator.languages);
let t: EditorTexts;
/** Each collection's (and each file's) fields as the form shows them, to name a problem's field by its label. */
const formFields = new Map<string, (NamedField & FormField)[]>();
/** The collections written as Markdown with front matter (the others are YAML). */
const markdownCollections = new Set<string>();

/** What the build says, one problem a line, the entry's own file first, its fields named as the form labels them. */
function problemLines(problems: Problem[], rel: string, entry?: Entry): string[] {
  const own = `content/${rel}`;
  const fields = entry && (formFields.get(`${entry.get("collection")}/${entry.get("slug")}`) ?? formFields.get(entry.get("collection") ?? ""));
  const named = (p: Problem) => (p.file === own && fields && fieldName(fields, p.field, wordsOf(site.files, lang), entry.get("data").toJS())) || p.field;
  const words = (p: Problem) => (lang === "es" ? spanishProblem(p, spanishProblems) : p);
  return [...problems]
    .sort((a, b) => Number(b.file === own) - Number(a.file === own))
    .map((p) => problemLabelsIn(lang, formatProblem({ ...words(p), field: named(p) })));
}
/** The Spanish of the build's problem texts (content/messages/editor.es.yaml, `problems`). */
let spanishProblems: Record<string, string> = {};

/**
 * A refusal thrown to Decap, whose notice prints it as text: an Error named "" prints as its message alone, not
 * "Error: …" after Decap's own words.
 */
function refusal(message: string): Error {
  const error = new Error(message);
  error.name = "";
  return error;
}

type H = NonNullable<Window["h"]>;

/** What the preview pane's component keeps between renders: the preview it shows, and the check waiting to run. */
interface PaneState {
  props: { entry: Entry };
  forceUpdate(): void;
  shown?: { rel: string; text: string; preview: Preview };
  settle?: Settler;
}

/**
 * The preview pane's component. Decap renders it on every keystroke; the page is checked once the typing stops
 * (settle.ts), and until then the pane shows the last check's page or problems, marked busy. An entry just opened is
 * checked at once.
 */
function previewPane() {
  return window.createClass!({
    componentWillUnmount(this: PaneState) {
      this.settle?.cancel();
    },
    render(this: PaneState) {
      const entry = this.props.entry;
      const [rel, text] = [relOf(entry), textOf(entry)];
      this.settle ??= settler(quietMs);
      const ready = previews.get(`${rel}\0${text}`) ?? (this.shown?.rel === rel ? undefined : previewOfFile(site, rel, text));
      if (ready) {
        this.settle.cancel();
        this.shown = { rel, text, preview: ready };
      } else {
        this.settle.ask(
          `${rel}\0${text}`,
          () => previewOfFile(site, rel, text),
          () => this.forceUpdate(),
        );
      }
      const shown = this.shown!;
      return window.h!("div", { "aria-busy": String(shown.text !== text) }, paneContent(entry, shown.preview, shown.text === text));
    },
  });
}

/**
 * The preview pane's content: the page as the build renders it, or the build's problems with the entry. A translation
 * shows whether its English changed since, and its English page beside it. `current`: `preview` is of the text in the
 * form now.
 */
function paneContent(entry: Entry, preview: Preview, current: boolean) {
  const h = window.h!;
  const rel = relOf(entry);
  // A refusal shown beside the form goes once fixed (the whole site's check refused a text the preview accepts).
  if (current && preview.problems.length === 0 && textOf(entry) !== refusedBySite) queueMicrotask(clearRefusal);
  const own = withFactsLink(h, rel, pageOrProblems(h, preview, rel, entry));
  const status = translationStatus(site, rel, withReview(site, rel, entry.get("data").toJS()));
  if (!status) {
    const twins = translationsOf(site, rel);
    if (twins.length === 0) return own;
    const note = { margin: "1rem", padding: "1rem", font: "16px/1.5 system-ui", border: "3px solid #1d4f91" };
    return h("div", null, h("div", { "data-translations-held": "", style: note }, t.holdsPublishing(twins)), own);
  }
  const english = pageOrProblems(h, previewOfFile(site, status.english, site.files[status.english]), status.english);
  const column = (label: string, attribute: string, page: unknown) =>
    h("section", { [attribute]: "", style: { minWidth: 0, borderInlineStart: "1px solid #d5dbe5" } }, h("p", { style: paneLabel }, label), page);
  return h(
    "div",
    null,
    statusBox(h, status),
    h(
      "div",
      { style: { display: "grid", gridTemplateColumns: "1fr 1fr", alignItems: "start" } },
      column(t.thisTranslation, "data-translation-pane", own),
      column(t.englishPage(status.english), "data-english-pane", english),
    ),
  );
}

/** `page` with, above it, where the facts it shows are edited, when they live in another entry (facts-link.ts). */
function withFactsLink(h: H, rel: string, page: unknown) {
  const facts = factsEntryOf(rel, site.files, collections);
  if (!facts) return page;
  const note = { margin: "1rem", padding: "0.75rem 1rem", font: "16px/1.5 system-ui", border: "2px solid #1d4f91" };
  // The preview is a frame of its own: the link opens the entry in the editor's page.
  const href = `${location.pathname}#/collections/${facts.collection}/entries/${facts.slug}`;
  return h(
    "div",
    null,
    h(
      "p",
      { "data-facts-link": facts.file, style: note },
      t.factsElsewhere(`content/${facts.file}`),
      " ",
      h("a", { href, target: "_top" }, `${facts.label} → ${facts.slug}`),
    ),
    page,
  );
}
/** The config's collections, for the facts link. */
let collections: { name: string; label?: string; folder?: string }[] = [];

const paneLabel = { margin: 0, padding: "0.5rem 1rem", background: "#f1f4f9", font: "700 14px/1.4 system-ui" };

function pageOrProblems(h: H, preview: Preview, rel: string, entry?: Entry) {
  if (preview.html !== undefined) return h("div", { "data-preview-of": preview.path, dangerouslySetInnerHTML: { __html: bodyOf(preview.html) } });
  return h(
    "div",
    { role: "alert", "data-build-problems": "", style: { margin: "1rem", padding: "1rem", border: "3px solid #b00020", font: "16px/1.5 system-ui" } },
    h("p", { style: { fontWeight: 700, margin: 0 } }, t.refused),
    h("pre", { style: { whiteSpace: "pre-wrap", margin: "0.5rem 0 0" } }, problemLines(preview.problems, rel, entry).join("\n")),
  );
}

/** Up to date, or stale with what changed in the English and what to do. */
function statusBox(h: H, status: TranslationStatus) {
  const box = { margin: "1rem", padding: "1rem", font: "16px/1.5 system-ui", border: `3px solid ${status.stale ? "#b3131b" : "#1d4f91"}` };
  if (!status.stale) {
    return h("div", { "data-translation-status": "current", style: box }, t.upToDate(status.english));
  }
  return h(
    "div",
    { "data-translation-status": "stale", role: "status", style: box },
    h("p", { style: { fontWeight: 700, margin: 0 } }, t.stale(status.english)),
    status.changes
      ? h(
          "pre",
          { style: { whiteSpace: "pre-wrap", margin: "0.5rem 0", fontSize: "14px" } },
          status.changes.map((l) => `${l.op === " " ? " " : l.op} ${l.text}`).join("\n"),
        )
      : h("p", { style: { margin: "0.5rem 0" } }, t.noHistory),
    h("p", { style: { margin: 0 } }, t.todo(reviewedLabel)),
  );
}

/** The review tick's label as the form shows it, for the stale box's advice. */
let reviewedLabel = "Checked against the English as it is now";

/** The content as the last build saw it (dist/admin/content.json), with this browser's saves since (saved.ts) over it. */
let site: ContentSnapshot = { files: {}, dates: {} };

async function start(): Promise<void> {
  window.CMS_MANUAL_INIT = true;
  reloadOnEntryChange();
  const [configText, snapshot] = await Promise.all([
    fetch("/admin/config.yml").then((r) => r.text()),
    fetch("/admin/content.json").then((r) => r.json() as Promise<ContentSnapshot>),
  ]);
  type Fields = (NamedField & FormField)[];
  type Collection = {
    name: string;
    folder?: string;
    format?: string;
    extension?: string;
    fields?: Fields;
    files?: { name: string; file: string; fields: Fields }[];
  };
  const english = parse(configText) as SignInConfig & { collections: Collection[] };
  // No sign-in could work (hosting/cms.yaml has no repository): say so instead of loading Decap (signin.ts).
  if (await signInUnavailable(english, location.hostname)) return showSignInNotice(document, navigator.languages, location.hostname);
  holdBackupsUntilEntryLoads();
  await new Promise<void>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = "/admin/decap-cms.js";
    script.onload = () => resolve();
    script.onerror = () => reject(new Error("decap-cms.js did not load"));
    document.head.append(script);
  });
  const cms = window.CMS!;
  const words = decapWords(lang, await savesOnThisComputer(english, location.hostname), snapshot.files);
  cms.registerLocale(lang, mergeWords(cms.getLocale(lang) ?? {}, words));
  document.title = tabTitle(lang, document.title, snapshot.files);
  site = withSaved(snapshot);
  t = textsOf(wordsOf(snapshot.files, lang));
  const spanish = readSpanishLabels(snapshot.files[spanishLabelsFile]);
  spanishProblems = spanish.problems;
  const config = lang === "es" ? localizeConfig(english, spanish) : english;
  collections = config.collections;
  for (const c of config.collections) {
    if (c.format === "ssg-frontmatter") markdownCollections.add(c.name);
    if (c.fields) formFields.set(c.name, c.fields);
    for (const f of c.files ?? []) formFields.set(`${c.name}/${f.name}`, f.fields);
  }
  reviewedLabel = findLabel(config.collections, reviewedField) ?? reviewedLabel;

  /**
   * The entry the editor has open, from the address: Decap calls toFile with the data alone, both to save and to keep
   * its local backup of an unsaved edit, so the file comes from what is on screen. A save's own entry, from preSave,
   * is used by the save's toFile, which Decap calls next.
   */
  const openFile = (markdown: boolean): EntryFile => {
    const [name = "", kind, ...rest] = (entryOfAddress(location.hash) ?? "").split("/");
    const slug = kind === "entries" ? decodeURIComponent(rest.join("/")) : "";
    const collection = config.collections.find((c) => c.name === name);
    const file = collection?.files?.find((f) => f.name === slug)?.file;
    const path = file ?? (collection?.folder && slug ? `${collection.folder}/${slug}.${collection.extension ?? (markdown ? "md" : "yaml")}` : "");
    const rel = path.replace(/^content\//, "");
    return { rel, raw: site.files[rel] ?? "", markdown, fields: formFields.get(`${name}/${slug}`) ?? formFields.get(name) };
  };
  let saving: EntryFile | undefined;
  const toFile = (markdown: boolean) => (data: EntryData) => {
    const file = saving ?? openFile(markdown);
    saving = undefined;
    return fileText({ ...file, markdown }, data);
  };
  cms.registerCustomFormat("ssg-yaml", "yaml", { fromFile: fromYaml, toFile: toFile(false) });
  cms.registerCustomFormat("ssg-frontmatter", "md", { fromFile: fromMarkdown, toFile: toFile(true) });
  cms.registerEventListener({
    name: "preSave",
    handler: ({ entry }) => {
      const preview = previewOf(site, entry);
      if (preview.problems.length > 0) {
        const lines = (problems: Problem[]) => problemLines(problems, relOf(entry), entry);
        const at = (p: Problem) => fieldLabel(config, entry.get("collection") ?? "", entry.get("slug") ?? "", p.field);
        showRefusal(
          t.refusedTitle,
          preview.problems.map((p) => ({ problem: p, text: lines([p])[0]!, label: at(p) })),
        );
        throw refusal(`${t.notSaved}\n${lines(preview.problems).join("\n")}`);
      }
      saving = fileOf(entry);
      return undefined; // the data as it is
    },
  });
  // Past the preview's check (the content stage and the entry's page), the publish job's: every page of the site with
  // the save made, its links and glossary (site-check.ts). Too slow for every keystroke, so at save only. Decap runs
  // the preSave handlers in turn, and none after one that throws.
  let checked: { rel: string; text: string; after: SiteFindings } | undefined;
  cms.registerEventListener({
    name: "preSave",
    handler: ({ entry }) => {
      const [rel, text] = [relOf(entry), textOf(entry)];
      const check = saveCheck(site, rel, text);
      if (check.problems.length > 0) {
        refusedBySite = text;
        saving = undefined; // not saved: the next toFile (a backup) is the open entry's
        const lines = (problems: Problem[]) => problemLines(problems, rel, entry);
        const at = (p: Problem) => fieldLabel(config, entry.get("collection") ?? "", entry.get("slug") ?? "", p.field);
        showRefusal(
          t.refusedTitle,
          check.problems.map((p) => ({ problem: p, text: lines([p])[0]!, label: at(p) })),
        );
        throw refusal(`${t.notSaved}\n${lines(check.problems).join("\n")}`);
      }
      checked = { rel, text, after: check.after };
      return undefined;
    },
  });
  // The preview of the next entries reads the file as saved, not as the page loaded it.
  cms.registerEventListener({
    name: "postSave",
    handler: ({ entry }) => {
      const [rel, form, text] = [relOf(entry), entry.get("data").toJS(), textOf(entry)];
      site = withFile(site, rel, text);
      if (checked?.rel === rel && checked.text === text) remember(site, checked.after);
      rememberSave(snapshot, rel, text);
      // The form keeps what it showed; where the file holds something else (a recorded sourceHash), open it again.
      const saved = rel.endsWith(".md") ? fromMarkdown(text) : fromYaml(text);
      rememberReview(rel, form, saved);
      if (formDiffersFromFile(form, saved)) reopen();
      return undefined;
    },
  });
  // Decap 3.16 has no preDelete: deleting an entry calls the preUnpublish handlers first, and a throw stops it.
  cms.registerEventListener({
    name: "preUnpublish",
    handler: ({ entry }) => {
      const rel = relOf(entry);
      const problems = deletionProblems(site, rel, () => findingsOf(site), lang);
      if (problems.length > 0) {
        const message = `${t.notDeleted(rel)}\n${problemLines(problems, rel).join("\n")}`;
        showDeletionRefusal(message, t.close);
        throw refusal(message);
      }
      return undefined;
    },
  });
  cms.registerEventListener({
    name: "postUnpublish",
    handler: ({ entry }) => {
      const address = addressOf(site, relOf(entry));
      if (address) showDeletionRefusal(redirectAdvice(address, site.files, lang), t.close, "done");
      site = withFile(site, relOf(entry), undefined);
      rememberSave(snapshot, relOf(entry), undefined);
      return undefined;
    },
  });

  if (snapshot.stylesheet) cms.registerPreviewStyle(snapshot.stylesheet);
  const pane = previewPane() as (props: { entry: Entry }) => unknown;
  for (const collection of config.collections) {
    cms.registerPreviewTemplate(collection.name, pane);
    for (const file of collection.files ?? []) cms.registerPreviewTemplate(file.name, pane);
  }
  // The site's address for Decap's "view live" links, from the content (it changes at go-live; the config does not).
  // A placeholder address (www.example.com) leads nowhere: no such links until the real one is set.
  const siteUrl = liveUrl(snapshot.files["site.yaml"]);
  // What is live, and why not (publish-status.ts); the build's messages in the editor's language.
  showPublishStatus({ cms, config, lang, snapshot: () => site, localize: (said) => (lang === "es" ? spanishProblem(said, spanishProblems) : said) });
  showCharacterCounts(() => wordsOf(site.files, lang));
  openItemsByTitle(document);
  // What still stands between the content and going live, as the strict build judges it (launch-list.ts).
  showLaunchList({
    lang,
    config,
    snapshot: () => site,
    words: () => wordsOf(site.files, lang),
    localize: (p) => (lang === "es" ? spanishProblem(p, spanishProblems) : p),
  });
  cms.init({ config: { ...config, locale: lang, ...(siteUrl ? { site_url: siteUrl } : {}), load_config_file: false } });
  document.getElementById("editor-loading")?.remove();
  showLanguageSwitch(lang, t.switchLabel);
  const translated = config.collections.filter((c) => c.folder && /^content\/[a-z]{2,3}\//.test(c.folder));
  markStaleEntries(() => site, Object.fromEntries(translated.map((c) => [c.name, c.folder!.replace(/^content\//, "")])), t.staleMark);
}

start().catch((error: unknown) => {
  document.body.textContent = `${couldNotStart[lang]} ${error instanceof Error ? error.message : String(error)}`;
});
