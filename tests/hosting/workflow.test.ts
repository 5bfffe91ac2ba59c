/**
 * The GitHub Actions workflows (.github/workflows/): each passes @action-validator/cli (the schema of workflow files,
 * offline), and publish.yml keeps the rules of hosting/README.md, "Publishing": it deploys only on a push to main,
 * only after the strict build in the same job, never from a pull request, and runs nothing but npm scripts.
 */
import { execFile } from "node:child_process";
import { readdirSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { root } from "../helpers/content-fixture.ts";
import { publishWorkflow, readWorkflow, runLines, type Step, workflowsDir } from "../helpers/workflow.ts";

const validator = path.join(root, "node_modules/.bin/action-validator");
const files = readdirSync(workflowsDir).filter((f) => /\.ya?ml$/.test(f));

/** A repository variable as a workflow expression reads it. */
const variable = (name: string) => `\${{ vars.${name} }}`;
const isDeploy = (step: Step) => /\bdeploy/.test(step.run ?? "") || /aws-actions\/configure-aws-credentials/.test(step.uses ?? "");
const isStrictBuild = (step: Step) => /^npm run build -- (.* )?--strict( |$)/.test(step.run ?? "");

describe("the workflow files", () => {
  it("has publish.yml among them", () => {
    expect(files).toContain(path.basename(publishWorkflow));
  });

  it.each(files)("%s passes action-validator", async (file) => {
    const result = await promisify(execFile)(validator, [path.join(workflowsDir, file)]).catch((e: { code: number; stdout: string }) => e);
    expect("code" in result ? `exit ${result.code}: ${result.stdout}` : "valid").toBe("valid");
  });

  it.each(files)("%s runs only npm scripts", (file) => {
    const workflow = readWorkflow(path.join(workflowsDir, file));
    for (const [job, { steps }] of Object.entries(workflow.jobs)) {
      for (const line of steps.flatMap((s) => (s.run === undefined ? [] : runLines(s.run)))) {
        expect({ job, line }).toEqual({ job, line: expect.stringMatching(/^npm (ci|test|run [\w:-]+( -- .*)?)$/) });
      }
    }
  });
});

describe("publish.yml", () => {
  const workflow = readWorkflow(publishWorkflow);
  const jobs = Object.entries(workflow.jobs);
  const deploying = jobs.filter(([, job]) => job.steps.some(isDeploy));

  it("runs on a push to main and on pull requests, nothing else", () => {
    expect(workflow.on).toEqual({ push: { branches: ["main"] }, pull_request: null });
  });

  it("deploys in exactly one job, and that job runs only for a push", () => {
    expect(deploying.map(([name]) => name)).toHaveLength(1);
    const [, job] = deploying[0]!;
    expect(job.if).toBe("github.event_name == 'push'");
  });

  it("deploys only after the strict build, in the same job", () => {
    const [, job] = deploying[0]!;
    const build = job.steps.findIndex(isStrictBuild);
    const firstDeploy = job.steps.findIndex(isDeploy);
    expect(build).toBeGreaterThan(-1);
    expect(firstDeploy).toBeGreaterThan(build);
    // No step may let the job go on past a failure (a failed build must leave the live site as it was).
    expect(job.steps.filter((s) => s["continue-on-error"] !== undefined || s.if !== undefined)).toEqual([]);
    expect(job["continue-on-error"]).toBeUndefined();
  });

  it("takes the bucket and region from repository variables and the credentials from an OIDC role", () => {
    const [, job] = deploying[0]!;
    expect(job.permissions).toEqual({ "id-token": "write", contents: "read" });
    const credentials = job.steps.find((s) => s.uses?.startsWith("aws-actions/configure-aws-credentials@"));
    expect(credentials?.with).toEqual({ "role-to-assume": variable("AWS_ROLE_ARN"), "aws-region": variable("AWS_REGION") });
    const deploy = job.steps.find((s) => s.run?.startsWith("npm run deploy:s3"));
    expect(deploy?.run).toBe('npm run deploy:s3 -- --bucket "$S3_BUCKET" --region "$AWS_REGION"');
    expect(deploy?.env).toEqual({ S3_BUCKET: variable("S3_BUCKET"), AWS_REGION: variable("AWS_REGION") });
  });

  it("checks out the whole history, for the sitemap's lastmod", () => {
    for (const [name, job] of jobs) {
      const checkout = job.steps.find((s) => s.uses?.startsWith("actions/checkout@"));
      expect({ name, with: checkout?.with }).toEqual({ name, with: { "fetch-depth": 0 } });
    }
  });

  it("never runs two deploys at once, nor cancels one half-way", () => {
    const [, job] = deploying[0]!;
    expect(job.concurrency).toEqual({ group: expect.any(String), "cancel-in-progress": false });
  });

  it("on a pull request runs the strict build and npm test, and deploys nothing", () => {
    const forPullRequests = jobs.filter(([, job]) => job.if === "github.event_name == 'pull_request'");
    const lines = forPullRequests.flatMap(([, job]) => job.steps.flatMap((s) => (s.run === undefined ? [] : runLines(s.run))));
    expect(lines).toContain("npm test");
    expect(lines).toContain("npm run build -- --strict");
    expect(forPullRequests.filter(([, job]) => job.steps.some(isDeploy))).toEqual([]);
    // Every job says which event it is for, so none runs for both.
    expect(jobs.filter(([, job]) => job.if === undefined).map(([name]) => name)).toEqual([]);
  });
});
