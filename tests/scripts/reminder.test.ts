/**
 * #44 `npm run reminder` and .github/workflows/reminder.yml: once a month, ONE issue in the site's repository lists the
 * statutes overdue or due for reading within 30 days and the stale Spanish pages; the first run opens it, the next
 * updates the same issue, and a run with nothing due closes it. GitHub's REST API is a stand-in served by the test.
 */
import { execFile } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { sourceHashOf } from "../../generator/content/translations.ts";
import { marker, reminderBody, reminderItems, syncIssue, title } from "../../scripts/reminder.ts";
import { contentWith, everyEntryReadOn, removeDir, root } from "../helpers/content-fixture.ts";
import { readWorkflow, runLines, workflowsDir } from "../helpers/workflow.ts";

const made: string[] = [];
const today = new Date("2027-06-30T12:00:00Z");
const day = (daysBefore: number) => new Date(Date.UTC(2027, 5, 30) - daysBefore * 86_400_000).toISOString().slice(0, 10);
const change = (dir: string, rel: string, f: (text: string) => string) => writeFileSync(path.join(dir, rel), f(readFileSync(path.join(dir, rel), "utf8")));
const cites = (dir: string) => (parse(readFileSync(path.join(dir, "data/law.yaml"), "utf8")) as { cite: string }[]).map((e) => e.cite);

/**
 * A content folder in which every statute was read `fresh` days before `today`, but the first read `first` days
 * before and the second `second` days before; the Spanish law list made from that English, so it is not stale.
 */
function contentRead(fresh: number, first: number, second: number): string {
  const dir = contentWith();
  made.push(dir);
  let n = 0;
  change(dir, "data/law.yaml", (yaml) =>
    everyEntryReadOn(yaml, day(fresh)).replace(/^ {2}reread: .*$/gm, (line) => {
      n++;
      return n === 1 ? `  reread: ${day(first)}` : n === 2 ? `  reread: ${day(second)}` : line;
    }),
  );
  const english = readFileSync(path.join(dir, "data/law.yaml"), "utf8");
  change(dir, "es/data/law.yaml", (t) => t.replace(/^sourceHash: .*$/m, `sourceHash: "${sourceHashOf(english)}"`));
  return dir;
}

/** The stand-in: GitHub's issues endpoints for one repository, in memory, with every request it was sent. */
interface StandIn {
  api: string;
  issues: { number: number; title: string; body: string; state: string; comments: string[] }[];
  requests: { method: string; url: string; authorization?: string }[];
}
const standIn: StandIn = { api: "", issues: [], requests: [] };
let server: Server;
const repository = "agency/site";
const token = "ghs_standin";

beforeAll(async () => {
  server = createServer((req, res) => {
    let text = "";
    req.on("data", (c: Buffer) => (text += c));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://api");
      standIn.requests.push({ method: req.method ?? "", url: `${url.pathname}${url.search}`, authorization: req.headers.authorization });
      const json = (status: number, data: unknown) => {
        res.writeHead(status, { "Content-Type": "application/json" });
        res.end(JSON.stringify(data));
      };
      if (req.headers.authorization !== `Bearer ${token}`) return json(401, { message: "Bad credentials" });
      const base = `/repos/${repository}/issues`;
      const body = text ? (JSON.parse(text) as Record<string, string>) : {};
      if (req.method === "GET" && url.pathname === base) {
        const open = standIn.issues.filter((i) => i.state === url.searchParams.get("state"));
        // A pull request is an issue to this endpoint too; an unrelated issue and one pull request are always there.
        return json(200, [
          { number: 1, title: "Unrelated", body: "Something else", state: "open" },
          { number: 2, title: "A pull request", body: marker, pull_request: {} },
          ...open,
        ]);
      }
      if (req.method === "POST" && url.pathname === base) {
        const issue = { number: 10 + standIn.issues.length, title: body.title!, body: body.body!, state: "open", comments: [] };
        standIn.issues.push(issue);
        return json(201, issue);
      }
      const one = new RegExp(`^${base}/(\\d+)(/comments)?$`).exec(url.pathname);
      const issue = standIn.issues.find((i) => i.number === Number(one?.[1]));
      if (issue && req.method === "PATCH" && !one![2]) {
        Object.assign(issue, body);
        return json(200, issue);
      }
      if (issue && req.method === "POST" && one![2]) {
        issue.comments.push(body.body!);
        return json(201, { id: 1 });
      }
      return json(404, { message: "Not Found" });
    });
  });
  // fetch keeps its connection for the next call, which comes after the content is read again: keep it open as GitHub
  // does, or Node's 5 s default may close it just as the next request goes out (ECONNRESET).
  server.keepAliveTimeout = 120_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  standIn.api = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(() => {
  server?.close();
  made.forEach(removeDir);
});

describe("#44 the monthly reminder", () => {
  it("lists a statute overdue and one due within 30 days, not one read 140 days ago, and the stale Spanish pages", () => {
    const dir = contentRead(140, 200, 160);
    change(dir, "pages/faqs.md", (t) => t.replace("Answers to the questions families ask most", "Answers to the questions NC families ask"));
    const items = reminderItems(dir, today);
    const [first, second] = cites(dir);
    expect(items.law.map((s) => [s.cite, s.reread, s.due])).toEqual([
      [first, day(200), day(20)], // 180 days after its reading: 20 days ago
      [second, day(160), day(-20)], // in 20 days
    ]);
    expect(items.stale).toEqual([{ file: "content/es/pages/faqs.md", english: "content/pages/faqs.md" }]);
    const body = reminderBody(items, today)!;
    expect(body.startsWith(marker)).toBe(true);
    expect(body).toContain(`- [ ] ${first}: **overdue** since ${day(20)}`);
    expect(body).toContain(`- [ ] ${second}: due by ${day(-20)}`);
    expect(body).toContain("- [ ] `content/es/pages/faqs.md` (English: `content/pages/faqs.md`)");
    expect(body).toContain("<summary>npm run translations</summary>"); // its report, folded
    expect(body).toMatch(/content\/es\/pages\/faqs\.md:\d+ {2}is stale/);
    // A statute never read is listed too (the real content's unread ones).
    const copy = contentWith();
    made.push(copy);
    const real = reminderItems(copy, today);
    expect(real.law.filter((s) => !s.reread).length).toBe(
      (readFileSync(path.join(root, "content/data/law.yaml"), "utf8").match(/^- cite: /gm) ?? []).length -
        (readFileSync(path.join(root, "content/data/law.yaml"), "utf8").match(/^ {2}reread: /gm) ?? []).length,
    );
  });

  it("opens one issue the first time, updates that same issue the next month, and closes it once nothing is due", async () => {
    standIn.issues.length = 0;
    standIn.requests.length = 0;
    const due = reminderBody(reminderItems(contentRead(140, 200, 160), today), today)!;
    expect(await syncIssue({ api: standIn.api, repository, token, body: due })).toEqual({ action: "created", number: 10 });
    expect(standIn.issues).toEqual([expect.objectContaining({ number: 10, title, body: due, state: "open" })]);

    // Next month: the second statute was read; the first is still overdue.
    const later = reminderBody(reminderItems(contentRead(140, 200, 0), today), today)!;
    expect(later).not.toBe(due);
    expect(await syncIssue({ api: standIn.api, repository, token, body: later })).toEqual({ action: "updated", number: 10 });
    expect(standIn.issues).toHaveLength(1);
    expect(standIn.issues[0]).toMatchObject({ body: later, state: "open" });

    // Then every statute read, and no Spanish page stale: nothing is due, and the issue is closed with a comment.
    const nothing = reminderBody(reminderItems(contentRead(10, 10, 10), today), today);
    expect(nothing).toBeUndefined();
    expect(await syncIssue({ api: standIn.api, repository, token, body: nothing })).toEqual({ action: "closed", number: 10 });
    expect(standIn.issues[0]).toMatchObject({ state: "closed" });
    expect(standIn.issues[0]!.comments).toHaveLength(1);
    // And again: nothing open, nothing done.
    expect(await syncIssue({ api: standIn.api, repository, token, body: nothing })).toEqual({ action: "none" });
    expect(standIn.issues).toHaveLength(1);
    expect(new Set(standIn.requests.map((r) => r.authorization))).toEqual(new Set([`Bearer ${token}`]));
  });

  it("`npm run reminder` in Actions reads GITHUB_TOKEN, GITHUB_REPOSITORY and GITHUB_API_URL, and opens the issue", async () => {
    standIn.issues.length = 0;
    const dir = contentWith(); // read today: its statutes never read are due
    made.push(dir);
    const { stdout } = await promisify(execFile)("npx", ["tsx", "scripts/reminder.ts", "--content", dir], {
      cwd: root,
      env: { ...process.env, GITHUB_TOKEN: token, GITHUB_REPOSITORY: repository, GITHUB_API_URL: standIn.api },
    });
    expect(stdout).toMatch(/^Opened issue #10\./);
    expect(standIn.issues).toHaveLength(1);
    expect(standIn.issues[0]!.body).toContain(cites(dir)[0]!);
  });

  it("reminder.yml runs monthly (and by hand) with permission to write issues only, running npm run law, translations and reminder", async () => {
    const file = path.join(workflowsDir, "reminder.yml");
    const validator = path.join(root, "node_modules/.bin/action-validator");
    const result = await promisify(execFile)(validator, [file]).catch((e: { code: number; stdout: string }) => e);
    expect("code" in result ? `exit ${result.code}: ${result.stdout}` : "valid").toBe("valid");
    const workflow = readWorkflow(file) as ReturnType<typeof readWorkflow> & { permissions: Record<string, string> };
    const on = workflow.on as { schedule: { cron: string }[]; workflow_dispatch: unknown };
    expect(Object.keys(on).toSorted()).toEqual(["schedule", "workflow_dispatch"]);
    expect(on.schedule).toHaveLength(1);
    const [minute, hour, dayOfMonth, month, weekday] = on.schedule[0]!.cron.split(" ");
    expect([dayOfMonth, month, weekday]).toEqual(["1", "*", "*"]); // once a month
    expect([minute, hour].every((f) => /^\d+$/.test(f!))).toBe(true);
    expect(workflow.permissions).toEqual({ contents: "read", issues: "write" });
    const steps = Object.values(workflow.jobs).flatMap((j) => j.steps);
    const lines = steps.flatMap((s) => (s.run ? runLines(s.run) : []));
    expect(lines).toEqual(["npm ci", "npm run law", "npm run translations", "npm run reminder"]);
    expect(steps.find((s) => s.run === "npm run reminder")!.env).toEqual({ GITHUB_TOKEN: `\${{ secrets.GITHUB_TOKEN }}` });
  });
});
