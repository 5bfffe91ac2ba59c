/**
 * The web editor's page (dist/admin.html, at /admin, runs this): loads Decap CMS, then teaches it how this site reads and
 * writes its files (formats.ts), shows each entry as the build renders it (preview.ts), and refuses to save what the
 * build would refuse, with the build's own message.
 */
import { parse } from "yaml";
import type { ContentSnapshot } from "../generator/admin-site.ts";
import { formatProblem, type Problem } from "../generator/content/problem.ts";
import { type EntryData, fromMarkdown, fromYaml, toMarkdown, toYaml } from "./formats.ts";
import { bodyOf, type Preview, previewEntry } from "./preview.ts";

/** The little of Decap's API this page uses (window.CMS, window.h). */
interface Entry {
  get(key: "path" | "raw" | "slug"): string | undefined;
  get(key: "data"): { toJS(): EntryData };
  get(key: "newRecord"): boolean | undefined;
}
interface Decap {
  init(options: { config: object }): void;
  registerCustomFormat(name: string, extension: string, format: { fromFile(text: string): EntryData; toFile(data: EntryData): string }): void;
  registerPreviewTemplate(name: string, component: (props: { entry: Entry }) => unknown): void;
  registerPreviewStyle(url: string): void;
  registerEventListener(listener: { name: "preSave"; handler: (event: { entry: Entry }) => unknown }): void;
}
declare global {
  interface Window {
    CMS_MANUAL_INIT?: boolean;
    CMS?: Decap;
    h?: (type: string, props: object | null, ...children: unknown[]) => unknown;
  }
}

/** The entry's file in content/ (counties/wake-county.md), from Decap's path in the repository. */
const relOf = (entry: Entry) => (entry.get("path") ?? "").replace(/^content\//, "");

/** The text the entry's file will have once saved: its own file with the changes merged in (formats.ts). */
function textOf(entry: Entry): string {
  const data = entry.get("data").toJS();
  const raw = entry.get("newRecord") ? "" : (entry.get("raw") ?? "");
  return relOf(entry).endsWith(".md") ? toMarkdown(data, raw) : toYaml(data, raw);
}

/** The preview of the last text asked for: Decap re-renders on every keystroke, the text changes less often. */
let last: { rel: string; text: string; preview: Preview } | undefined;
function previewOf(snapshot: ContentSnapshot, entry: Entry): Preview {
  const rel = relOf(entry);
  const text = textOf(entry);
  if (last?.rel !== rel || last.text !== text) last = { rel, text, preview: previewEntry(snapshot, rel, text) };
  return last.preview;
}

/** What the build says, one problem a line, the entry's own file first. */
function problemLines(problems: Problem[], rel: string): string[] {
  const own = `content/${rel}`;
  return [...problems].sort((a, b) => Number(b.file === own) - Number(a.file === own)).map(formatProblem);
}

/** The preview pane: the page as the build renders it, or the build's problems with the entry. */
function PreviewPane({ entry }: { entry: Entry }) {
  const h = window.h!;
  const preview = previewOf(site, entry);
  if (preview.html === undefined) {
    return h(
      "div",
      { role: "alert", "data-build-problems": "", style: { margin: "1rem", padding: "1rem", border: "3px solid #b00020", font: "16px/1.5 system-ui" } },
      h("p", { style: { fontWeight: 700, margin: 0 } }, "The build would refuse this. Fix it before saving:"),
      h("pre", { style: { whiteSpace: "pre-wrap", margin: "0.5rem 0 0" } }, problemLines(preview.problems, relOf(entry)).join("\n")),
    );
  }
  return h("div", { "data-preview-of": preview.path, dangerouslySetInnerHTML: { __html: bodyOf(preview.html) } });
}

/** The content as the last build saw it (dist/admin/content.json), with the entry being edited swapped in. */
let site: ContentSnapshot = { files: {}, dates: {} };

async function start(): Promise<void> {
  window.CMS_MANUAL_INIT = true;
  const [configText, snapshot] = await Promise.all([
    fetch("/admin/config.yml").then((r) => r.text()),
    fetch("/admin/content.json").then((r) => r.json() as Promise<ContentSnapshot>),
  ]);
  await new Promise<void>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = "/admin/decap-cms.js";
    script.onload = () => resolve();
    script.onerror = () => reject(new Error("decap-cms.js did not load"));
    document.head.append(script);
  });
  const cms = window.CMS!;
  site = snapshot;
  const config = parse(configText) as { collections: { name: string; files?: { name: string }[] }[] };

  // The last saved file's own text, kept from preSave for toFile, which Decap calls next with the data alone.
  let saving = "";
  cms.registerCustomFormat("ssg-yaml", "yaml", { fromFile: fromYaml, toFile: (data) => toYaml(data, saving) });
  cms.registerCustomFormat("ssg-frontmatter", "md", { fromFile: fromMarkdown, toFile: (data) => toMarkdown(data, saving) });
  cms.registerEventListener({
    name: "preSave",
    handler: ({ entry }) => {
      const preview = previewOf(snapshot, entry);
      if (preview.problems.length > 0) {
        throw new Error(`The build would refuse this, so it was not saved:\n${problemLines(preview.problems, relOf(entry)).join("\n")}`);
      }
      saving = entry.get("newRecord") ? "" : (entry.get("raw") ?? "");
      return undefined; // the data as it is
    },
  });

  if (snapshot.stylesheet) cms.registerPreviewStyle(snapshot.stylesheet);
  for (const collection of config.collections) {
    cms.registerPreviewTemplate(collection.name, PreviewPane);
    for (const file of collection.files ?? []) cms.registerPreviewTemplate(file.name, PreviewPane);
  }
  cms.init({ config: { ...config, load_config_file: false } });
}

start().catch((error: unknown) => {
  document.body.textContent = `The editor could not start: ${error instanceof Error ? error.message : String(error)}`;
});
