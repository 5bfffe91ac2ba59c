/**
 * "What is live": for each recent save, whether the live site has it, and for a save the publish run refused, why,
 * naming the page and the field in the editor's language. A save is a commit on the site's branch, and publishing is
 * the "Publish" workflow (.github/workflows/publish.yml), one run per push, in order. So this asks GitHub's REST API,
 * with the token the editor signed in with (Decap keeps it in localStorage), for:
 *   - the branch's last commits (GET /repos/{repo}/commits), the saves;
 *   - the Publish workflow's runs (GET /repos/{repo}/actions/workflows/publish.yml/runs): a run that succeeded put its
 *     commit and every earlier one live (each run publishes the whole site as of its commit);
 *   - for a refused run, its check runs' annotations (GET /repos/{repo}/commits/{sha}/check-runs, then
 *     /check-runs/{id}/annotations): the build writes each refusal as one, with its file, line and field
 *     (generator/build/annotations.ts).
 * No status file on the host: a refused run uploads nothing, and the API already has the runs and their reasons.
 * On this machine (`npm run cms`, Decap's local backend) nothing is published: the panel says "Saved on this computer".
 */

import type { ContentSnapshot } from "../generator/cms/admin-site.ts";
import { type Words, wordsOf } from "./editor-words.ts";
import { fieldName, type NamedField } from "./field-names.ts";
import { type EntryData, fromMarkdown, fromYaml } from "./formats.ts";
import type { EditorLanguage } from "./language.ts";
import { isStale } from "./stale-marks.ts";

/** A save's state on the live site. */
export type SaveState = "live" | "refused" | "running" | "waiting";

/** One reason a run gave: the build's annotation, its file and field as the form names them. */
export interface Reason {
  file: string;
  line: number;
  page: string; // the entry as the editor lists it, or the file
  field?: string; // the field's label, or its path
  message: string;
  expected?: string;
  got?: string;
}

/** A build message as the editor shows it: its text and values, which `localize` may put in the editor's language. */
export type Said = { message: string; expected?: string; got?: string };

/** One save (a commit of the branch) and whether the live site has it. */
export interface SaveStatus {
  sha: string;
  message: string;
  author: string;
  date: string;
  state: SaveState;
  run?: string; // the run's page on GitHub
  reasons?: Reason[];
}

/** The words of the panel, from the editor's messages (content/messages/editor.<lang>.yaml, keys `status.*`). */
export function statusWords(w: Words) {
  return {
    title: w("status.title"),
    allLive: w("status.allLive"),
    notLive: (n: number) => w("status.notLive", { n }),
    states: {
      live: w("status.state.live"),
      refused: w("status.state.refused"),
      running: w("status.state.running"),
      waiting: w("status.state.waiting"),
    },
    field: w("status.field"),
    expected: w("status.expected"),
    got: w("status.got"),
    why: w("status.why"),
    fix: w("status.fix"),
    noReason: w("status.noReason"),
    run: w("status.run"),
    failed: w("status.failed"),
    stale: (n: number) => w("status.stale", { n }),
    staleNote: w("status.staleNote"),
    local: w("status.local"),
    localNote: w("status.localNote"),
  };
}

/** The part of the editor's config this reads: the backend, and the collections to name a file and a field. */
export interface StatusConfig {
  backend?: { name?: string; repo?: string; branch?: string; api_root?: string };
  collections: {
    name?: string;
    filter?: { field: string; value: unknown };
    label?: string;
    label_singular?: string;
    folder?: string;
    fields?: NamedField[];
    files?: { name?: string; label?: string; file?: string; fields: NamedField[] }[];
  }[];
}

/** The entry and field a build problem at `file`/`field` is, as the (translated) form labels them. */
export function nameOf(config: StatusConfig, files: Record<string, string>, words: Words, file: string, field: string): { page: string; field?: string } {
  const rel = file.replace(/^content\//, "");
  const text = files[rel];
  let data: EntryData | undefined;
  try {
    data = text === undefined ? undefined : rel.endsWith(".md") ? fromMarkdown(text) : fromYaml(text);
  } catch {
    data = undefined;
  }
  for (const c of config.collections) {
    const own = c.files?.find((f) => f.file === file);
    if (own) return { page: own.label ?? file, ...(field ? { field: fieldName(own.fields, field, words, data) ?? field } : {}) };
    if (c.folder && file.startsWith(`${c.folder}/`) && !file.slice(c.folder.length + 1).includes("/")) {
      const label = typeof data?.label === "string" ? data.label : rel;
      const kind = c.label_singular ?? c.label;
      return { page: kind ? `${kind} “${label}”` : label, ...(field ? { field: fieldName(c.fields ?? [], field, words, data) ?? field } : {}) };
    }
  }
  return { page: file, ...(field ? { field } : {}) };
}

interface Commit {
  sha: string;
  html_url?: string;
  commit: { message: string; author?: { name?: string; date?: string } };
}
interface Run {
  head_sha: string;
  status: string;
  conclusion: string | null;
  html_url?: string;
}
interface Annotation {
  path: string;
  start_line: number;
  title?: string | null;
  message: string;
  annotation_level: string;
}

/** The API as this panel calls it: GET a path under /repos/{repo}, JSON back. */
export type Get = <T>(path: string) => Promise<T>;

/** A GET with the editor's token, at GitHub's API (or `api_root`). */
export function githubGet(apiRoot: string, repo: string, token: string): Get {
  return async <T>(path: string) => {
    const response = await fetch(`${apiRoot.replace(/\/$/, "")}/repos/${repo}${path}`, {
      headers: { Accept: "application/vnd.github+json", Authorization: `token ${token}` },
      cache: "no-store",
    });
    if (!response.ok) throw new Error(`${response.status} ${path.split("?")[0]}`);
    return (await response.json()) as T;
  };
}

/**
 * The last saves of `branch`, newest first, with their state. `name` names an annotation's file and field; reasons are
 * read for the refused saves after the newest live one (older refused saves went live with a later run).
 */
export async function saveStatuses(
  get: Get,
  branch: string,
  name: (file: string, field: string) => { page: string; field?: string },
  count = 10,
): Promise<SaveStatus[]> {
  const [commits, runs] = await Promise.all([
    get<Commit[]>(`/commits?sha=${encodeURIComponent(branch)}&per_page=${count}`),
    get<{ workflow_runs: Run[] }>(`/actions/workflows/publish.yml/runs?branch=${encodeURIComponent(branch)}&event=push&per_page=${count * 2}`),
  ]);
  const runOf = new Map<string, Run>();
  for (const run of runs.workflow_runs) if (!runOf.has(run.head_sha)) runOf.set(run.head_sha, run); // the newest run of each commit
  const newestLive = commits.findIndex((c) => runOf.get(c.sha)?.conclusion === "success");
  return Promise.all(
    commits.map(async (c, i): Promise<SaveStatus> => {
      const run = runOf.get(c.sha);
      const base = {
        sha: c.sha,
        message: c.commit.message.split("\n")[0]!,
        author: c.commit.author?.name ?? "",
        date: c.commit.author?.date ?? "",
        ...(run?.html_url ? { run: run.html_url } : {}),
      };
      if (newestLive !== -1 && i >= newestLive) return { ...base, state: "live" };
      if (run?.status !== "completed") return { ...base, state: run?.status === "in_progress" ? "running" : "waiting" };
      if (run.conclusion === "success") return { ...base, state: "live" };
      return { ...base, state: "refused", reasons: await reasonsOf(get, c.sha, name) };
    }),
  );
}

/** The build's annotations on a commit's failed check runs; GitHub's own ("Process completed with exit code 1") left out. */
async function reasonsOf(get: Get, sha: string, name: (file: string, field: string) => { page: string; field?: string }): Promise<Reason[]> {
  const { check_runs } = await get<{ check_runs: { id: number; conclusion: string | null }[] }>(`/commits/${sha}/check-runs`);
  const failed = check_runs.filter((r) => r.conclusion === "failure");
  const lists = await Promise.all(failed.map((r) => get<Annotation[]>(`/check-runs/${r.id}/annotations`)));
  return lists
    .flat()
    .filter((a) => a.annotation_level === "failure" && /^(content|dist)\//.test(a.path))
    .map((a) => {
      // A finding on a built page says the content file the page is made from: name that entry (the field is the page's).
      const source = a.path.startsWith("dist/") ? /made from (content\/\S+?\.(?:md|ya?ml))/.exec(a.message)?.[1] : undefined;
      return { file: source ?? a.path, line: a.start_line, ...name(source ?? a.path, source ? "" : (a.title ?? "")), ...said(a.message) };
    });
}

/** An annotation's text split back into the problem's message, expected and got (annotations.ts writes them so). */
export function said(text: string): Said {
  const lines = text.split("\n");
  const out: Said = { message: "" };
  while (lines.length > 1 && /^(expected|got): /.test(lines.at(-1)!)) {
    const line = lines.pop()!;
    if (line.startsWith("got: ")) out.got = line.slice(5);
    else out.expected = line.slice(10);
  }
  out.message = lines.join("\n");
  return out;
}

/** The panel's HTML element for the statuses, in `lang`; `localize` puts a build message in the editor's language. */
export function renderStatus(doc: Document, statuses: SaveStatus[], words: Words, localize: (said: Said) => Said = (m) => m): HTMLElement {
  const w = statusWords(words);
  const el = <K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, style?: string) => {
    const node = doc.createElement(tag);
    if (text !== undefined) node.textContent = text;
    if (style) node.setAttribute("style", style);
    return node;
  };
  const notLive = statuses.filter((s) => s.state !== "live").length;
  const list = el("ol", undefined, "margin:0.5rem 0 0;padding:0;list-style:none");
  for (const s of statuses) {
    const item = el("li", undefined, "padding:0.4rem 0;border-top:1px solid #d5dbe5");
    item.dataset.save = s.sha;
    item.dataset.state = s.state;
    const color = { live: "#1b6e2d", refused: "#b3131b", running: "#1d4f91", waiting: "#5b6270" }[s.state];
    item.append(
      el("strong", w.states[s.state], `color:${color}`),
      el("div", `${s.message} · ${s.author}${s.date ? ` · ${s.date.slice(0, 16).replace("T", " ")}` : ""}`),
    );
    if (s.state === "refused") {
      const why = el("div", undefined, "margin-top:0.25rem");
      why.dataset.reasons = "";
      why.append(el("div", s.reasons?.length ? w.why : w.noReason, "font-weight:700"));
      for (const r of s.reasons ?? []) {
        const reason = el("div", undefined, "margin:0.25rem 0");
        reason.dataset.reason = "";
        const shown = localize({
          message: r.message,
          ...(r.expected === undefined ? {} : { expected: r.expected }),
          ...(r.got === undefined ? {} : { got: r.got }),
        });
        const text = [
          shown.message,
          ...(shown.expected === undefined ? [] : [`${w.expected}: ${shown.expected}`]),
          ...(shown.got === undefined ? [] : [`${w.got}: ${shown.got}`]),
        ];
        reason.append(el("strong", `${r.page}${r.field ? ` · ${w.field} “${r.field}”` : ""}`), el("p", text.join("\n"), "margin:0;white-space:pre-line"));
        why.append(reason);
      }
      why.append(el("p", w.fix, "margin:0.25rem 0"));
      if (s.run) {
        const link = el("a", w.run);
        link.href = s.run;
        link.target = "_blank";
        link.rel = "noopener";
        why.append(link);
      }
      item.append(why);
    }
    list.append(item);
  }
  const box = el("div");
  box.append(el("p", notLive === 0 ? w.allLive : w.notLive(notLive), "margin:0;font-weight:700"), list);
  return box;
}

/** Every stale translation of the translated folder collections, with its entry's label and its address in the editor. */
export function staleTranslations(config: StatusConfig, snapshot: ContentSnapshot): { file: string; label: string; href: string }[] {
  return config.collections.flatMap((c) => {
    const folder = c.folder && /^content\/[a-z]{2,3}\//.test(c.folder) ? c.folder.replace(/^content\//, "") : undefined;
    if (!folder || !c.name) return [];
    return (
      Object.keys(snapshot.files)
        .filter((rel) => rel.startsWith(`${folder}/`) && rel.endsWith(".md") && !rel.slice(folder.length + 1).includes("/"))
        // Collections may share a folder and show each the entries of one template: a page is listed under its own.
        .filter((rel) => !c.filter || fromMarkdown(snapshot.files[rel]!)[c.filter.field] === c.filter.value)
        .filter((rel) => isStale(snapshot, rel))
        .sort()
        .map((rel) => {
          const label = fromMarkdown(snapshot.files[rel]!).label;
          const slug = rel.slice(folder.length + 1, -3);
          return { file: `content/${rel}`, label: typeof label === "string" ? label : slug, href: `#/collections/${c.name}/entries/${slug}` };
        })
    );
  });
}

/** The list of stale Spanish pages, each a link to its entry; nothing when every page is up to date. */
function renderStale(doc: Document, stale: ReturnType<typeof staleTranslations>, words: Words): HTMLElement[] {
  if (stale.length === 0) return [];
  const w = statusWords(words);
  const box = doc.createElement("div");
  box.dataset.staleTranslations = "";
  box.setAttribute("style", "margin-top:0.5rem;padding-top:0.4rem;border-top:2px solid #d5dbe5");
  const title = Object.assign(doc.createElement("p"), { textContent: w.stale(stale.length) });
  title.setAttribute("style", "margin:0;font-weight:700");
  const note = Object.assign(doc.createElement("p"), { textContent: w.staleNote });
  note.setAttribute("style", "margin:0");
  const list = doc.createElement("ul");
  list.setAttribute("style", "margin:0.25rem 0 0;padding-inline-start:1.2rem");
  for (const page of stale) {
    const link = Object.assign(doc.createElement("a"), { textContent: page.label, href: page.href, title: page.file });
    const item = doc.createElement("li");
    item.append(link);
    list.append(item);
  }
  box.append(title, note, list);
  return [box];
}

/**
 * The panel: a small box at the bottom right (Decap's buttons are at the top), opened when a save is not live. It
 * sits above the language switch (language.ts, 8 px from the bottom and 32 px high), which covered its summary.
 */
function panel(doc: Document, lang: EditorLanguage, words: Words): { details: HTMLDetailsElement; body: HTMLElement } {
  const existing = doc.querySelector<HTMLDetailsElement>("details[data-publish-status]");
  if (existing) return { details: existing, body: existing.querySelector<HTMLElement>("[data-publish-body]")! };
  const details = doc.createElement("details");
  details.dataset.publishStatus = "";
  details.lang = lang;
  details.setAttribute(
    "style",
    "position:fixed;bottom:calc(48px + 0.5rem);right:0.5rem;z-index:300;max-width:26rem;max-height:70vh;overflow:auto;background:#fff;border:2px solid #1d4f91;border-radius:6px;padding:0.4rem 0.75rem;font:14px/1.45 system-ui,sans-serif;color:#1a1f29",
  );
  const summary = doc.createElement("summary");
  summary.textContent = statusWords(words).title;
  summary.setAttribute("style", "cursor:pointer;font-weight:700");
  const body = doc.createElement("div");
  body.dataset.publishBody = "";
  details.append(summary, body);
  doc.body.append(details);
  return { details, body };
}

/** The signed-in editor as Decap keeps it: its backend ("github", or "proxy" for decap-server) and token. */
function signedIn(): { backendName?: string; token?: string } | undefined {
  try {
    return JSON.parse(localStorage.getItem("decap-cms-user") ?? "null") ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * Shows the panel and keeps it current: asked again every 30 s while the page is shown, and soon after each save, so a
 * run's verdict shows within a minute of the run ending.
 */
export function showPublishStatus(options: {
  cms: { registerEventListener(listener: { name: "postSave"; handler: () => unknown }): void };
  config: StatusConfig;
  lang: EditorLanguage;
  /** The content as the editor has it now (the build's, with this browser's saves). */
  snapshot: () => ContentSnapshot;
  /** Puts a build message in the editor's language (the Spanish editor's problem texts); as it is without. */
  localize?: (said: Said) => Said;
}): { refresh: () => Promise<void> } {
  const { config, lang } = options;
  // The words of the content as it is now: a maintainer's change to the messages shows after the next build.
  const words = () => wordsOf(options.snapshot().files, lang);
  let last = "";
  const refresh = async () => {
    const user = signedIn();
    if (!user) return; // not signed in yet: asked again on the next tick
    const w = statusWords(words());
    const { details, body } = panel(document, lang, words());
    const stale = renderStale(document, staleTranslations(config, options.snapshot()), words());
    if (user.backendName !== "github" || !user.token) {
      body.replaceChildren();
      const p = document.createElement("p");
      p.dataset.savedLocally = "";
      p.setAttribute("style", "margin:0");
      p.append(Object.assign(document.createElement("strong"), { textContent: w.local }), document.createElement("br"), w.localNote);
      body.append(p, ...stale);
      details.querySelector("summary")!.textContent = w.local;
      return;
    }
    const repo = config.backend?.repo ?? "";
    const get = githubGet(config.backend?.api_root ?? "https://api.github.com", repo, user.token);
    try {
      const files = options.snapshot().files;
      const statuses = await saveStatuses(get, config.backend?.branch ?? "main", (file, field) => nameOf(config, files, words(), file, field));
      const key = JSON.stringify(statuses) + stale.map((e) => e.textContent).join();
      if (key === last) return;
      last = key;
      body.replaceChildren(renderStatus(document, statuses, words(), options.localize), ...stale);
      if (statuses[0] && statuses[0].state !== "live") details.open = true;
    } catch (error) {
      body.replaceChildren(
        Object.assign(document.createElement("p"), { textContent: `${w.failed} ${error instanceof Error ? error.message : String(error)}` }),
      );
    }
  };
  const tick = () => {
    if (document.visibilityState === "visible") void refresh();
  };
  setInterval(tick, 30_000);
  setInterval(() => {
    if (!document.querySelector("details[data-publish-status]")) tick(); // until someone signs in
  }, 3_000);
  // A save starts a run: ask again once GitHub has it, and once more when a short run may have ended.
  options.cms.registerEventListener({
    name: "postSave",
    handler: () => {
      for (const ms of [5_000, 60_000]) setTimeout(tick, ms);
      return undefined;
    },
  });
  void refresh();
  return { refresh };
}
