/**
 * A worker thread of the build: it finishes the pages the main thread sends it (finish-page.ts: html-validate and
 * compression), one at a time. Errors go back as data, because a thrown Error loses its class on the way.
 */
import { parentPort, workerData } from "node:worker_threads";
import { type FinishJob, pageFinisher } from "./finish-page.ts";

const finish = pageFinisher(workerData.htmlConfig);
// Load html-validate and its rules now, while the main thread runs Vite and renders the first pages; not in a build
// with checks off, where its loading would only take time from the main thread.
if (workerData.htmlConfig)
  void finish({
    file: "start.html",
    html: '<!DOCTYPE html><html lang="en"><head><title>Start</title></head><body><main><h1>Start</h1></main></body></html>',
    validate: true,
  });

/**
 * The memory of the copies that can move to the main thread instead of being copied. A small zlib result is a slice of
 * Node's shared Buffer pool, which Node marks untransferable: since Node 21 listing it throws DataCloneError, so only
 * a buffer that owns its whole ArrayBuffer is listed (the others are copied, as Node 20 did silently).
 */
const transferable = (...views: Uint8Array[]) =>
  views.filter((v) => v.byteOffset === 0 && v.byteLength === v.buffer.byteLength).map((v) => v.buffer as ArrayBuffer);

parentPort!.on("message", async ({ id, job }: { id: number; job: FinishJob }) => {
  try {
    const done = await finish(job);
    parentPort!.postMessage({ id, done }, transferable(done.gzip, done.brotli));
  } catch (error) {
    parentPort!.postMessage({ id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});
