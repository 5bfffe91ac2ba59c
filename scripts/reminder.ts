/**
 * `npm run reminder`: the maintainers' monthly reminder (.github/workflows/reminder.yml). What no save causes holds no
 * save (`--strict` publishes a stale Spanish page with a note, and a statute read long ago with its date), so someone
 * must be told: this opens or updates ONE issue in the site's repository that lists the statutes of
 * content/data/law.yaml overdue or due for reading within 30 days (from `npm run law`'s checklist) and the stale
 * Spanish pages (from `npm run translations`), and closes it once nothing is due.
 *
 * In Actions it uses GITHUB_TOKEN, GITHUB_REPOSITORY and GITHUB_API_URL (set for every job). Without a token it
 * prints the issue's text and changes nothing.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { rereadWithinDays } from "../generator/content/law.ts";
import { loadContent } from "../generator/content/load.ts";
import { englishFileOf, isStaleTranslation } from "../generator/content/translations.ts";
import { lawChecklist } from "./law.ts";
import { translationReport } from "./translations.ts";

const root = path.resolve(import.meta.dirname, "..");

/** How many days before its reading turns 180 days old a statute is listed. */
export const dueWithinDays = 30;

/** The hidden line that tells this issue from every other one of the repository. */
export const marker = "<!-- site-reminder: npm run reminder, .github/workflows/reminder.yml -->";
export const title = "Site reminder: law to read again and Spanish pages to update";

/** A statute to read: never read, overdue, or due within dueWithinDays; `due` is the day it turns 180 days old. */
export interface DueStatute {
  cite: string;
  source: string;
  reread?: string;
  due?: string;
  days: number; // days since read; Infinity when never read
  pages: string[];
}

/** A Spanish page whose English changed after it was translated. */
export interface StalePage {
  file: string;
  english: string;
}

const dayAfter = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** What the reminder lists for the content in `contentDir` on `today`; `problems` when the content does not load. */
export function reminderItems(
  contentDir: string,
  today: Date = new Date(),
): { law: DueStatute[]; stale: StalePage[]; report?: string; problems?: string } {
  const { rows, text } = lawChecklist(contentDir, today);
  if (rows.length === 0) return { law: [], stale: [], problems: text };
  const law = rows
    .filter((row) => row.name === row.cite && row.days > rereadWithinDays - dueWithinDays)
    .map((row) => ({
      cite: row.cite,
      source: row.source,
      days: row.days,
      pages: row.pages,
      ...(row.reread ? { reread: row.reread, due: dayAfter(row.reread, rereadWithinDays) } : {}),
    }));
  const loaded = loadContent(contentDir);
  const stale = (loaded.content?.translationFindings ?? []).filter(isStaleTranslation).map((f) => ({ file: f.file, english: englishFileOf(f.file) }));
  // `npm run translations`'s report, what changed in each English page, goes into the issue folded.
  return { law, stale, ...(stale.length > 0 ? { report: translationReport(contentDir, 20).text.slice(0, 30_000) } : {}) };
}

/** The issue's text (GitHub Markdown), or undefined when nothing is due. */
export function reminderBody(items: ReturnType<typeof reminderItems>, today: Date = new Date()): string | undefined {
  if (items.problems)
    return `${marker}\n\n\`npm run law\` could not read the content (${today.toISOString().slice(0, 10)}):\n\n\`\`\`\n${items.problems}\`\`\`\n`;
  if (items.law.length === 0 && items.stale.length === 0) return undefined;
  const lines = [
    marker,
    "",
    `Listed by \`npm run reminder\` on ${today.toISOString().slice(0, 10)}. Nothing here stops a save from being published; each item is work someone must do.`,
  ];
  if (items.law.length > 0) {
    lines.push(
      "",
      `### Law to read at its official source (${items.law.length})`,
      "",
      `Read the official text, correct the entry and its statements in \`content/data/law.yaml\` (and their Spanish in \`content/es/data/law.yaml\`) if the law changed, and write the day under \`reread:\`. A statute never read stops \`npm run build -- --strict\`; one read more than ${rereadWithinDays} days ago is still published with the day it was read. \`npm run law\` lists them all.`,
      "",
    );
    for (const s of items.law) {
      const when = !s.reread
        ? "**never read**"
        : s.days > rereadWithinDays
          ? `**overdue** since ${s.due} (read ${s.reread}, ${s.days} days ago)`
          : `due by ${s.due} (read ${s.reread}, ${s.days} days ago)`;
      lines.push(`- [ ] ${s.cite}: ${when}. Official text: ${s.source}${s.pages.length > 0 ? `. Shown on ${s.pages.join(", ")}` : ""}`);
    }
  }
  if (items.stale.length > 0) {
    lines.push(
      "",
      `### Spanish pages to bring up to date (${items.stale.length})`,
      "",
      "The English changed after these were translated. Meanwhile each is published with its last reviewed translation and a dated note linking the English page. `npm run translations` shows what changed; in the editor, update the Spanish page and tick “Revisada contra el inglés tal como está ahora”.",
      "",
    );
    for (const p of items.stale) lines.push(`- [ ] \`${p.file}\` (English: \`${p.english}\`)`);
    if (items.report) lines.push("", "<details><summary>npm run translations</summary>", "", "```", items.report.trimEnd(), "```", "", "</details>");
  }
  return `${lines.join("\n")}\n`;
}

/** What syncIssue did. */
export type SyncResult = { action: "created" | "updated" | "closed"; number: number } | { action: "none" };

interface Issue {
  number: number;
  body?: string | null;
  pull_request?: unknown;
}

/**
 * Makes the repository's one reminder issue say `body`: updates the open issue that carries the marker, or opens one;
 * with no body (nothing due), closes that issue with a comment, or does nothing.
 */
export async function syncIssue(options: { api: string; repository: string; token: string; body: string | undefined }): Promise<SyncResult> {
  const { api, repository, token, body } = options;
  const call = async <T>(method: string, url: string, payload?: object): Promise<T> => {
    const response = await fetch(`${api.replace(/\/$/, "")}/repos/${repository}${url}`, {
      method,
      headers: {
        Accept: "application/vnd.github+json",
        Authorization: `Bearer ${token}`,
        "X-GitHub-Api-Version": "2022-11-28",
        ...(payload ? { "Content-Type": "application/json" } : {}),
      },
      ...(payload ? { body: JSON.stringify(payload) } : {}),
    });
    if (!response.ok) throw new Error(`GitHub answered ${response.status} to ${method} /repos/${repository}${url}: ${await response.text()}`);
    return (await response.json()) as T;
  };
  let open: Issue | undefined;
  for (let page = 1; !open && page <= 10; page++) {
    const issues = await call<Issue[]>("GET", `/issues?state=open&per_page=100&page=${page}`);
    open = issues.find((i) => !i.pull_request && (i.body ?? "").includes(marker));
    if (issues.length < 100) break;
  }
  if (body === undefined) {
    if (!open) return { action: "none" };
    await call("POST", `/issues/${open.number}/comments`, {
      body: `Nothing is due any more: every statute was read within the last ${rereadWithinDays - dueWithinDays} days, and every Spanish page is up to date.`,
    });
    await call("PATCH", `/issues/${open.number}`, { state: "closed", state_reason: "completed" });
    return { action: "closed", number: open.number };
  }
  if (open) {
    await call("PATCH", `/issues/${open.number}`, { title, body });
    return { action: "updated", number: open.number };
  }
  const created = await call<Issue>("POST", "/issues", { title, body });
  return { action: "created", number: created.number };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.join(root, "scripts/reminder.ts")) {
  const { values } = parseArgs({ options: { content: { type: "string" } } });
  const body = reminderBody(reminderItems(values.content ?? path.join(root, "content")));
  const { GITHUB_TOKEN: token, GITHUB_REPOSITORY: repository, GITHUB_API_URL: api = "https://api.github.com" } = process.env;
  if (!token || !repository) {
    process.stdout.write(`${body ?? "Nothing is due.\n"}\n(No GITHUB_TOKEN and GITHUB_REPOSITORY: no issue was opened or changed.)\n`);
  } else {
    try {
      const result = await syncIssue({ api, repository, token, body });
      const said = { created: "Opened", updated: "Updated", closed: "Closed" } as const;
      process.stdout.write(
        result.action === "none" ? "Nothing is due, and no reminder issue is open.\n" : `${said[result.action]} issue #${result.number}.\n`,
      );
      if (body) process.stdout.write(body);
    } catch (error) {
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 1;
    }
  }
}
