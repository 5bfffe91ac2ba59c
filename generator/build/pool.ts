/**
 * Worker threads that finish pages (html-validate and compression, the costly part of a page's build) while the
 * main thread renders the next ones. The build starts them only when it has many pages to check (site.ts).
 * The worker is worker.ts bundled by esbuild (../bundle.mjs): Node cannot load TypeScript on a worker thread.
 */
import { Worker } from "node:worker_threads";
import type { ConfigData } from "html-validate";
import { GeneratorBug } from "../content/problem.ts";
import type { Finished, FinishJob } from "./finish-page.ts";

/** Threads that finish pages; `finish` sends a page to the least busy one. */
export interface Pool {
  finish(job: FinishJob): Promise<Finished>;
  close(): Promise<void>;
}

/**
 * Starts `size` worker threads, each with html-validate's `htmlConfig`; without it (a build with checks off) they
 * only compress, and never load html-validate.
 */
export async function startPool(root: string, size: number, htmlConfig?: ConfigData): Promise<Pool> {
  // Imported here, not at the top: the dev server loads the build's modules through Vite, which would otherwise
  // transform bundle.mjs too and warn that its command-line import() of a path given at run time cannot be analyzed.
  const { bundled } = await import("../bundle.mjs");
  const bundle = await bundled(root, "generator/build/worker.ts");
  const waiting = new Map<number, { resolve: (done: Finished) => void; reject: (error: unknown) => void }>();
  const busy = Array.from({ length: size }, () => 0);
  let failed: unknown; // once a thread has died, every page sent later fails at once instead of waiting forever
  const failAll = (error: unknown) => {
    failed ??= error;
    for (const w of waiting.values()) w.reject(error);
    waiting.clear();
  };
  const workers = busy.map((_, i) => {
    const worker = new Worker(bundle, { workerData: { htmlConfig } });
    worker.on("message", (reply: { id: number; done?: Finished; error?: string }) => {
      const w = waiting.get(reply.id);
      if (!w) return;
      waiting.delete(reply.id);
      busy[i]!--;
      if (reply.done) w.resolve(reply.done);
      else w.reject(new GeneratorBug("A worker thread of the build failed.", { cause: Object.assign(new Error("in a worker"), { stack: reply.error }) }));
    });
    worker.on("error", (error) => failAll(new GeneratorBug("A worker thread of the build failed.", { cause: error })));
    worker.on("exit", (code) => code !== 0 && failAll(new GeneratorBug(`A worker thread of the build stopped with exit code ${code}.`)));
    return worker;
  });
  let next = 0;
  return {
    finish(job) {
      if (failed !== undefined) return Promise.reject(failed);
      const i = busy.indexOf(Math.min(...busy));
      busy[i]!++;
      const id = next++;
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        workers[i]!.postMessage({ id, job });
      });
    },
    async close() {
      failAll(new GeneratorBug("The build's worker threads were stopped."));
      await Promise.all(workers.map((w) => w.terminate()));
    },
  };
}
