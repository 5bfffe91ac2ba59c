/** A server started as a user starts it, with `npm run`, for tests of what npm, the shell and tsx do around it. */
import { type ChildProcess, spawn } from "node:child_process";
import { root } from "./content-fixture.ts";

/** A running `npm run` script; `pid` is npm's own process id. */
export interface NpmServer {
  child: ChildProcess;
  pid: number;
  url: string;
  /** Everything the script wrote to stderr so far. */
  stderr(): string;
  /** Resolves when npm has exited. */
  exited: Promise<void>;
  /** Ends npm and whatever it started (its process group), if anything is still running. For cleanup only. */
  killAll(): void;
}

/** Runs `npm run <script> -- <args>` in the project and waits for the first http://host:port/ it prints. */
export function startNpmScript(script: string, args: string[]): Promise<NpmServer> {
  // Its own process group, so that cleanup can reach a server that outlived npm.
  const child = spawn("npm", ["run", script, "--", ...args], { cwd: root, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  let stdout = "";
  let stderr = "";
  child.stdout?.setEncoding("utf8");
  child.stderr?.setEncoding("utf8");
  child.stderr?.on("data", (chunk: string) => (stderr += chunk));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const pid = child.pid ?? 0;
  const killAll = () => {
    try {
      process.kill(-pid, "SIGKILL");
    } catch {
      // Nothing left in the group.
    }
  };
  return new Promise((resolve, reject) => {
    child.stdout?.on("data", (chunk: string) => {
      stdout += chunk;
      const url = /http:\/\/127\.0\.0\.1:\d+\//.exec(stdout)?.[0];
      if (url) resolve({ child, pid, url, stderr: () => stderr, exited, killAll });
    });
    child.once("exit", (code) => reject(new Error(`npm run ${script} exited (${code}) before it served:\n${stdout}\n${stderr}`)));
  });
}

/** Whether the port of `url` is freed within `waitMs`: true once a connection to it is refused. */
export async function stopsAnswering(url: string, waitMs = 30_000): Promise<boolean> {
  const end = Date.now() + waitMs;
  while (Date.now() < end) {
    try {
      await (await fetch(url, { signal: AbortSignal.timeout(5_000) })).arrayBuffer();
    } catch (error) {
      // A slow answer or a connection cut while the server stops is not yet a free port: ask again.
      if ((error as { cause?: { code?: string } }).cause?.code === "ECONNREFUSED") return true;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}
