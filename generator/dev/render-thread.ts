/**
 * The dev server's side of its render thread (render-worker.ts): pages are rendered off Vite's module graph, from
 * an esbuild bundle that loads in a fraction of the time Vite takes to transform the same modules one by one, and on
 * a thread of their own, so the content is read while Vite starts. A code change starts a new thread
 * from a new bundle, and the old one is dropped with everything it loaded.
 */
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import type { DevRenderReply } from "./render-worker.ts";

/** Renders paths on a thread; `restart` makes the next render load the code as it is now. */
export interface RenderThread {
  render(urlPath: string): Promise<DevRenderReply>;
  restart(): void;
  close(): Promise<void>;
}

interface Thread {
  worker: Promise<Worker>;
  waiting: Map<number, { resolve: (reply: DevRenderReply) => void; reject: (error: unknown) => void }>;
  retired: boolean; // code changed: ends once the pages it is rendering are sent
  failure?: unknown;
}

/** Starts the thread at once (it parses the Markdown files before the first request) and restarts it on demand. */
export function startRenderThread(root: string, contentDir: string): RenderThread {
  const threads = new Set<Thread>();
  let current: Thread | undefined;
  let next = 0;
  let bundling: Promise<string> | undefined; // one esbuild run at a time: they write the same files
  let warming: NodeJS.Timeout | undefined;
  const end = (thread: Thread) => {
    threads.delete(thread);
    if (current === thread) current = undefined; // the next request starts a new one
    void thread.worker.then((w) => w.terminate()).catch(() => undefined);
  };
  const start = (): Thread => {
    bundling = (bundling ?? Promise.resolve("")).catch(() => "").then(() => bundle(root));
    const thread: Thread = { worker: bundling.then((file) => renderWorker(file, contentDir)), waiting: new Map(), retired: false };
    const fail = (error: unknown) => {
      thread.failure ??= error;
      for (const w of thread.waiting.values()) w.reject(error);
      thread.waiting.clear();
      end(thread);
    };
    // A bundle that does not build (a syntax error being typed) fails the requests waiting for it; the next one tries again.
    thread.worker.then(
      (worker) => {
        worker.on("message", ({ id, reply }: { id: number; reply: DevRenderReply }) => {
          thread.waiting.get(id)?.resolve(reply);
          thread.waiting.delete(id);
          if (thread.retired && thread.waiting.size === 0) end(thread);
        });
        worker.on("error", (error) => fail(new Error("The dev server's render thread failed.", { cause: error })));
        worker.on("exit", (code) => fail(new Error(`The dev server's render thread stopped with exit code ${code}.`)));
      },
      (error: unknown) => fail(error),
    );
    threads.add(thread);
    return thread;
  };
  const render = async (urlPath: string): Promise<DevRenderReply> => {
    current ??= start();
    const thread = current;
    const worker = await thread.worker;
    if (thread.retired) return render(urlPath); // the code changed while it started
    if (thread.failure !== undefined) throw thread.failure;
    const id = next++;
    return new Promise((resolve, reject) => {
      thread.waiting.set(id, { resolve, reject });
      worker.postMessage({ id, urlPath });
    });
  };
  current = start();
  return {
    render,
    restart() {
      if (current) {
        current.retired = true;
        if (current.waiting.size === 0) end(current);
        current = undefined;
      }
      // The pages reload after a code change: the thread they need starts loading once the files stop changing.
      clearTimeout(warming);
      warming = setTimeout(() => (current ??= start()), 50);
    },
    async close() {
      clearTimeout(warming);
      current = undefined;
      await Promise.all([...threads].map(async (thread) => (await thread.worker.catch(() => undefined))?.terminate()));
      threads.clear();
    },
  };
}

/**
 * The thread, running the bundle `file` with source maps on, so that the error page's stacks name the TypeScript
 * source and line, not the bundle's (they must be on before the bundle loads, hence the two-line entry).
 */
function renderWorker(file: string, contentDir: string): Worker {
  const entry = `process.setSourceMapsEnabled(true);\nimport(${JSON.stringify(pathToFileURL(file).href)});`;
  return new Worker(entry, { eval: true, workerData: { contentDir } });
}

async function bundle(root: string): Promise<string> {
  // Imported here, not at the top: the tests load server.ts through Vite, which would transform bundle.mjs too and warn
  // that its command-line import() of a path given at run time cannot be analyzed (build/pool.ts does the same).
  const { bundled } = await import("../bundle.mjs");
  return bundled(root, "generator/dev/render-worker.ts");
}
