/** The GitHub Actions workflow files as data, for tests/hosting/workflow.test.ts and tests/hosting/publish.test.ts. */
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { root } from "./content-fixture.ts";

export const workflowsDir = path.join(root, ".github/workflows");
export const publishWorkflow = path.join(workflowsDir, "publish.yml");

/** One step of a job, as far as the tests read it. */
export interface Step {
  name?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
  if?: string;
  "continue-on-error"?: unknown;
}

/** One job, as far as the tests read it. */
export interface Job {
  if?: string;
  "runs-on": string;
  permissions?: Record<string, string>;
  concurrency?: unknown;
  "continue-on-error"?: unknown;
  env?: Record<string, string>;
  steps: Step[];
}

export interface Workflow {
  on: unknown;
  env?: Record<string, string>;
  jobs: Record<string, Job>;
}

export function readWorkflow(file: string): Workflow {
  return parse(readFileSync(file, "utf8")) as Workflow;
}

/** The commands of a `run:` block, one a line, without blank lines and comments. */
export function runLines(run: string): string[] {
  return run
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("#"));
}
