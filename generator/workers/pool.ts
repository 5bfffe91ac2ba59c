/**
 * The build's worker threads (ARCHITECTURE.md decision 47). Each runs worker.ts, bundled once by esbuild into
 * node_modules/.cache (so the worker needs no TypeScript loader and starts from one file), and holds a Shard: the
 * pages it loaded are the pages it renders, checks and compresses. With `threads: 0` the same Shard runs on the
 * calling thread, which is what tests that swap in templates use.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import type { templates as defaultTemplates } from "../../pages/registry.ts";
import { GeneratorBug, ProblemsError, type Problem } from "../content/problem.ts";
import { workerBundle } from "./bundle.ts";
import { Shard } from "./shard.ts";
import { compressFiles } from "../hosting/precompress.ts";

type Methods = {
  load: Shard["load"];
  render: Shard["render"];
  check: Shard["check"];
  compress: typeof compressFiles;
};
type Method = keyof Methods;

/** A call to a worker. */
export type Call = { [M in Method]: { id: number; method: M; args: Parameters<Methods[M]> } }[Method];

/** A worker's answer: the result, or the error as data. */
export interface Reply {
  id: number;
  result?: unknown;
  error?: { kind: "problems"; problems: Problem[]; phase: "content" | "checks" } | { kind: "bug"; message: string; stack: string };
}

/** Threads that each hold a share of the pages. */
export interface Pool {
  size: number;
  /** Where shards keep parsed content files, and the version of the code that parsed them (none on this thread). */
  parseCache?: { dir: string; version: string };
  /** Calls `method` on share `i`. */
  call<M extends Method>(i: number, method: M, ...args: Parameters<Methods[M]>): Promise<ReturnType<Methods[M]>>;
  close(): Promise<void>;
}

/** One thread per core (at least one); `threads: 0` runs one share on this thread with `templates`. */
export async function startPool(
  root: string,
  threads = availableParallelism(),
  templates?: typeof defaultTemplates,
  cacheDir = path.join(root, "node_modules/.cache/ssg"),
): Promise<Pool> {
  if (threads === 0) return localPool(templates);
  const bundle = await workerBundle(root);
  const url = pathToFileURL(bundle);
  // Parsed files stay valid while the parsing code (all in the bundle) and the packages (the lockfile) stay the same.
  const version = createHash("sha1").update(readFileSync(bundle)).update(readFileSync(path.join(root, "package-lock.json"))).digest("hex");
  const workers = Array.from({ length: Math.max(1, threads) }, () => new Worker(url));
  let next = 0;
  const waiting = new Map<number, { resolve: (v: unknown) => void; reject: (e: unknown) => void }>();
  const failAll = (error: unknown) => {
    for (const w of waiting.values()) w.reject(error);
    waiting.clear();
  };
  for (const worker of workers) {
    worker.on("message", (reply: Reply) => {
      const w = waiting.get(reply.id);
      waiting.delete(reply.id);
      if (!w) return;
      if (!reply.error) w.resolve(reply.result);
      else if (reply.error.kind === "problems") w.reject(new ProblemsError(reply.error.problems, reply.error.phase));
      else {
        const cause = new Error(reply.error.stack.split("\n")[0]);
        cause.stack = reply.error.stack;
        w.reject(new GeneratorBug(reply.error.message, { cause }));
      }
    });
    worker.on("error", (error) => failAll(new GeneratorBug("A worker thread of the build failed.", { cause: error })));
    worker.on("exit", (code) => code !== 0 && failAll(new GeneratorBug(`A worker thread of the build stopped with exit code ${code}.`)));
  }
  return {
    size: workers.length,
    parseCache: { dir: path.join(cacheDir, "parsed"), version },
    call(i, method, ...args) {
      const id = next++;
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve: resolve as (v: unknown) => void, reject });
        workers[i]!.postMessage({ id, method, args } as Call);
      });
    },
    async close() {
      await Promise.all(workers.map((w) => w.terminate()));
    },
  };
}

function localPool(templates?: typeof defaultTemplates): Pool {
  const shard = new Shard(templates);
  return {
    size: 1,
    async call(_i, method, ...args) {
      if (method === "compress") return compressFiles(...(args as Parameters<typeof compressFiles>)) as never;
      return (shard[method as "load"] as (...a: unknown[]) => unknown).apply(shard, args) as never;
    },
    async close() {},
  };
}

/** `items` dealt round-robin into `n` shares, so files of one kind spread over the threads. */
export function deal<T>(items: T[], n: number): T[][] {
  return Array.from({ length: n }, (_, i) => items.filter((_, j) => j % n === i));
}
