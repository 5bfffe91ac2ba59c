/**
 * A worker thread of the build: it holds one Shard and runs the calls the pool sends it, one at a time. Errors go
 * back as data (problems, or a generator bug with its stack), because a thrown Error loses its class on the way.
 */
import "../production-env.ts"; // before React loads
import { parentPort } from "node:worker_threads";
import { GeneratorBug, ProblemsError } from "../content/problem.ts";
import { Shard } from "./shard.ts";
import { compressFiles } from "../hosting/precompress.ts";
import type { Call, Reply } from "./pool.ts";

const shard = new Shard();

parentPort!.on("message", (call: Call) => {
  let reply: Reply;
  try {
    const result =
      call.method === "compress" ? compressFiles(...call.args) : (shard[call.method] as (...a: unknown[]) => unknown).apply(shard, call.args);
    reply = { id: call.id, result };
  } catch (error) {
    reply = { id: call.id, error: toWire(error) };
  }
  parentPort!.postMessage(reply);
});

function toWire(error: unknown): Reply["error"] {
  if (error instanceof ProblemsError) return { kind: "problems", problems: error.problems, phase: error.phase };
  const cause = error instanceof GeneratorBug ? error.cause : error;
  return {
    kind: "bug",
    message: error instanceof GeneratorBug ? error.message : "A worker thread of the build stopped unexpectedly.",
    stack: cause instanceof Error ? (cause.stack ?? cause.message) : String(cause),
  };
}
