/**
 * What the web editor's browser tests (tests/e2e/cms*.test.ts) share: decap-server, Decap's local backend, started on a
 * free port over a project folder, as `npm run cms` starts it; the preview pane's frame; Decap's Publish menu; and the text
 * a save wrote.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import type { Frame, Page } from "playwright-core";
import { expect } from "vitest";
import { root } from "./content-fixture.ts";

/** A free TCP port on this machine, for decap-server (8081 may be taken by an `npm run cms` of the developer's). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * decap-server writing the files of `project` (a git checkout), once it answers; `origin` is where.
 * The free port is found by closing a listener, so another test file running beside this one can take it first: the
 * server that answers must name this project's folder, and a server that exited (its port taken) is started again on
 * another port.
 */
export async function startDecapServer(project: string): Promise<{ origin: string; process: ChildProcess }> {
  for (let attempt = 1; ; attempt++) {
    const started = await startOnce(project);
    if (started) return started;
    if (attempt === 5) throw new Error(`decap-server did not start for ${project}: it exited each time (port taken?)`);
  }
}

async function startOnce(project: string): Promise<{ origin: string; process: ChildProcess } | undefined> {
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const process_ = spawn(path.join(root, "node_modules/.bin/decap-server"), [], {
    env: { ...process.env, GIT_REPO_DIRECTORY: project, PORT: String(port), BIND_HOST: "127.0.0.1", MODE: "fs", LOG_LEVEL: "error" },
    stdio: "ignore",
  });
  let exited = false;
  process_.once("exit", () => {
    exited = true;
  });
  // decap-server answers once it listens; its "info" names the folder it writes (another file's server may hold the port).
  const answers = () =>
    fetch(`${origin}/api/v1`, { method: "POST", body: '{"action":"info"}', headers: { "Content-Type": "application/json" } }).then(
      async (r) => r.ok && ((await r.json()) as { repo?: string }).repo === path.basename(project),
      () => false,
    );
  const started = Date.now();
  while (!(await answers())) {
    if (exited) return undefined;
    // A ceiling for a server that hangs, not for a slow start: it is polled every 100 ms and returns once it answers.
    if (Date.now() - started > 120_000) {
      process_.kill();
      throw new Error("decap-server did not answer in 120 s");
    }
    await sleep(100);
  }
  return { origin, process: process_ };
}

/** The preview pane's document (Decap renders it in a frame of its own page). */
export async function previewFrame(page: Page): Promise<Frame> {
  await expect.poll(() => page.frames().length).toBeGreaterThan(1);
  const frame = page.frames().find((f) => f !== page.mainFrame())!;
  await frame.waitForSelector("[data-preview-of], [data-build-problems]");
  return frame;
}

/** Publishes the entry open in `page`: Decap's Publish menu, then "Publish now" (in Spanish: "Publicar", "Publicar ahora"). */
export async function publish(page: Page, words = { menu: "Publish", now: "Publish now" }): Promise<void> {
  await page.getByRole("button", { name: words.menu, exact: true }).click();
  await page.getByText(words.now, { exact: true }).click();
}

/**
 * The text a save wrote into `rel` of `dir`: changed from `before`, not empty, and the same on two reads 100 ms apart.
 * decap-server writes a file in place, so a read in between can find it empty (seen once in `npm test`: the check
 * after a save read "").
 */
export async function savedText(dir: string, rel: string, before: string): Promise<string> {
  const read = () => readFileSync(path.join(dir, rel), "utf8");
  let last: string | undefined;
  await expect
    .poll(
      async () => {
        const now = read();
        const done = now !== before && now !== "" && now === last; // no content file is saved empty
        last = now;
        if (!done) await sleep(100);
        return done;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return last!;
}
