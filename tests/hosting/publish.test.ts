/**
 * The publish job of .github/workflows/publish.yml, run here step by step in the workflow's own order, on a copy of
 * the project in a temporary git repository, with s3rver as the bucket: a content commit reaches the served page, and
 * a commit the build refuses stops at the build, exits non-zero and leaves the served site byte-identical. The
 * steps are read from the YAML, so a change to the workflow changes what runs here.
 */
// cspell:words s3rver S3RVER
import { spawn, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { removeDir, root, withRealValues } from "../helpers/content-fixture.ts";
import { copySmallContent } from "../helpers/small-site.ts";
import { type Job, publishWorkflow, readWorkflow, runLines } from "../helpers/workflow.ts";

const bucket = "published-site";
const region = "us-east-1";
const website = `<WebsiteConfiguration xmlns="http://s3.amazonaws.com/doc/2006-03-01/">
  <IndexDocument><Suffix>index.html</Suffix></IndexDocument>
</WebsiteConfiguration>`;
// The repository variables the workflow reads (hosting/README.md, "Publishing"), as this test sets them.
const vars: Record<string, string> = { S3_BUCKET: bucket, AWS_REGION: region, AWS_ROLE_ARN: "arn:aws:iam::000000000000:role/test" };
// What each standard action of the job does, done here: checkout is the copy's commit, setup-node is the Node running
// this test, configure-aws-credentials is s3rver's credentials in the environment (see `env` below).
const actionsDoneHere = ["actions/checkout", "actions/setup-node", "aws-actions/configure-aws-credentials"];

let server: S3rver;
let port: number;
let project: string;
let dataDir: string;
let env: NodeJS.ProcessEnv;

/** The job that runs for a push to main. */
function pushJob(): Job {
  const jobs = Object.values(readWorkflow(publishWorkflow).jobs).filter((job) => job.if === "github.event_name == 'push'");
  expect(jobs).toHaveLength(1);
  return jobs[0]!;
}

/** A `${{ vars.NAME }}` value with this test's variable; anything else in `${{ }}` is not known here. */
function resolve(value: string): string {
  return value.replace(/\$\{\{\s*vars\.(\w+)\s*\}\}/g, (_, name: string) => {
    if (!(name in vars)) throw new Error(`publish.yml reads vars.${name}, which this test does not set.`);
    return vars[name]!;
  });
}

interface StepRun {
  line: string;
  status: number;
  output: string;
  ms: number;
}

/** Runs one line with bash -e, as Actions does; asynchronously, since s3rver answers from this very process. */
function bash(line: string, lineEnv: NodeJS.ProcessEnv): Promise<{ status: number; output: string }> {
  return new Promise((done) => {
    const child = spawn("bash", ["-e", "-c", line], { cwd: project, env: lineEnv });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk));
    child.on("close", (code) => done({ status: code ?? 1, output }));
  });
}

/**
 * Runs the push job's `run:` lines in order, as Actions does, and stops at the first that fails.
 * `npm ci` is not run (it would install from the registry): the copy's node_modules links to this checkout's.
 */
async function runPushJob(): Promise<StepRun[]> {
  const job = pushJob();
  const runs: StepRun[] = [];
  for (const step of job.steps) {
    if (step.uses !== undefined) {
      expect(actionsDoneHere).toContain(step.uses.split("@")[0]);
      continue;
    }
    const stepEnv = Object.fromEntries(Object.entries({ ...job.env, ...step.env }).map(([k, v]) => [k, resolve(String(v))]));
    for (const line of runLines(step.run ?? "")) {
      if (line === "npm ci") continue;
      const start = performance.now();
      const run = await bash(line, { ...env, ...stepEnv });
      runs.push({ line, ...run, ms: performance.now() - start });
      if (run.status !== 0) return runs;
    }
  }
  return runs;
}

/** GET through the bucket's website endpoint, as a browser reaches S3 (tests/hosting/s3.test.ts). */
function web(urlPath: string): Promise<{ status: number; body: string }> {
  return new Promise((done, fail) => {
    const req = request({ host: "127.0.0.1", port, path: urlPath, headers: { host: `${bucket}.s3-website-${region}.amazonaws.com` } }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => done({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", fail);
    req.end();
  });
}

function git(...args: string[]): string {
  const run = spawnSync("git", args, { cwd: project, encoding: "utf8" });
  if (run.status !== 0) throw new Error(`git ${args.join(" ")}: ${run.stderr}`);
  return run.stdout;
}

/** Commits a change of content/site.yaml in the copy, as a save in the web editor does. */
function commitSiteYaml(change: (text: string) => string, message: string): void {
  const file = path.join(project, "content/site.yaml");
  writeFileSync(file, change(readFileSync(file, "utf8")));
  git("commit", "-qam", message);
}

const phoneOf = () => /^phone: (\S+)/m.exec(readFileSync(path.join(project, "content/site.yaml"), "utf8"))![1]!;
const pages = ["/", "/contact", "/es/contacto"];

beforeAll(async () => {
  project = mkdtempSync(path.join(tmpdir(), "publish-"));
  // The project as a checkout has it: the files git tracks or would track (no dist/, no node_modules/).
  const listed = spawnSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: root, encoding: "utf8" });
  for (const file of listed.stdout.split("\0").filter((f) => f !== "" && existsSync(path.join(root, f)))) {
    mkdirSync(path.dirname(path.join(project, file)), { recursive: true });
    cpSync(path.join(root, file), path.join(project, file));
  }
  // What `npm ci` would install, linked package by package; the build caches stay the copy's own, except the
  // compiled generator code, which is keyed by the code's hash (generator/build/cache.ts) and saves a compile.
  mkdirSync(path.join(project, "node_modules"));
  for (const entry of readdirSync(path.join(root, "node_modules")).filter((e) => e !== ".cache"))
    symlinkSync(path.join(root, "node_modules", entry), path.join(project, "node_modules", entry));
  const code = path.join(root, "node_modules/.cache/ssg-code");
  if (existsSync(code)) cpSync(code, path.join(project, "node_modules/.cache/ssg-code"), { recursive: true });
  // `--strict` refuses the content as it is today (unread law dates, placeholder values in site.yaml, sample
  // reviews), so nothing would ever be published. A maintainer fills them in before going live; the copy does the
  // same with made-up values (withRealValues), so that the build refuses only what a commit below breaks.
  // The small site (tests/helpers/small-site.ts) in place of content/: the workflow runs the same steps on a few pages.
  rmSync(path.join(project, "content"), { recursive: true });
  copySmallContent(path.join(project, "content"));
  withRealValues(path.join(project, "content"));
  git("init", "-q", "-b", "main");
  git("-c", "user.name=Test", "-c", "user.email=test@example.com", "add", "-A");
  spawnSync("git", ["-c", "user.name=Test", "-c", "user.email=test@example.com", "commit", "-qm", "the site as it is live"], { cwd: project });
  git("config", "user.name", "Office");
  git("config", "user.email", "office@example.com");

  dataDir = mkdtempSync(path.join(tmpdir(), "s3rver-"));
  server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory: dataDir, configureBuckets: [{ name: bucket, configs: [website] }] });
  ({ port } = await server.run());
  env = {
    ...process.env,
    AWS_ACCESS_KEY_ID: "S3RVER",
    AWS_SECRET_ACCESS_KEY: "S3RVER",
    AWS_ENDPOINT_URL_S3: `http://127.0.0.1:${port}`, // deploy:s3 takes it as its --endpoint
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: "true",
    CI: "true",
  };
  // The site as it is live before the commits below: the same steps, from an empty bucket.
  const first = await runPushJob();
  expect(
    first.map((r) => [r.line, r.status]),
    first.at(-1)?.output,
  ).toEqual(first.map((r) => [r.line, 0]));
}, 600_000);

afterAll(async () => {
  await server?.close();
  if (project) removeDir(project);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe("the publish job of publish.yml, run against s3rver", () => {
  it("runs the strict build before the deploy, both as npm scripts", () => {
    const lines = pushJob().steps.flatMap((s) => (s.run === undefined ? [] : runLines(s.run)));
    expect(lines[0]).toBe("npm ci");
    const build = lines.indexOf("npm run build -- --strict");
    expect(build).toBeGreaterThan(0);
    expect(lines.findIndex((l) => l.startsWith("npm run deploy:s3"))).toBeGreaterThan(build);
  });

  it("publishes a content commit: the served pages show the new phone number", async () => {
    const before = phoneOf();
    const after = before.replace(/\d$/, (d) => String((Number(d) + 1) % 10));
    for (const urlPath of pages) expect((await web(urlPath)).body, urlPath).toContain(before);
    commitSiteYaml((text) => text.replace(`phone: ${before}`, `phone: ${after}`), "A new phone number");

    const runs = await runPushJob();
    for (const run of runs) console.log(`${run.line}: exit ${run.status}, ${(run.ms / 1000).toFixed(1)} s`);
    expect(
      runs.map((r) => [r.line, r.status]),
      runs.at(-1)?.output,
    ).toEqual(runs.map((r) => [r.line, 0]));
    expect(runs.at(-1)?.line).toMatch(/^npm run deploy:s3 /);
    for (const urlPath of pages) {
      const res = await web(urlPath);
      expect(res.status, urlPath).toBe(200);
      expect(res.body, urlPath).toContain(after);
      expect(res.body, urlPath).not.toContain(before);
    }
  });

  it("stops at the build for a commit it refuses, exits non-zero and leaves the served site byte-identical", async () => {
    const live = await Promise.all(pages.map((urlPath) => web(urlPath)));
    commitSiteYaml((text) => text.replace(/^phone: .*/m, "phone: 555-CALL-NOW"), "A phone number in letters");
    const line =
      readFileSync(path.join(project, "content/site.yaml"), "utf8")
        .split("\n")
        .findIndex((l) => l.startsWith("phone:")) + 1;

    const runs = await runPushJob();
    expect(runs.map((r) => r.line)).toEqual(["npm run build -- --strict"]);
    expect(runs[0]!.status).not.toBe(0);
    expect(runs[0]!.output).toContain(`content/site.yaml:${line}:`); // the Actions log says where and why
    for (const [i, urlPath] of pages.entries()) expect(await web(urlPath), urlPath).toEqual(live[i]);
  });
});
