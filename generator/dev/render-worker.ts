/**
 * The dev server's render thread: renders the paths server.ts sends it from the content on disk (render.ts). It runs
 * as a bundle (bundle.mjs), not through Vite's module graph, and server.ts starts a new one when code changes. Content
 * problems and errors go back as data, because a thrown Error loses its class on the way.
 */
import { parentPort, workerData } from "node:worker_threads";
import { formatProblems, ProblemsError } from "../content/problem.ts";
import { describe } from "./error-page.ts";
import { type DevPage, readMarkdownAhead, renderPathForDev } from "./render.ts";

/** What the thread answers for one path. */
export type DevRenderReply = { page: DevPage } | { problems: { count: number; listing: string } } | { error: string };

const { contentDir } = workerData as { contentDir: string };

function render(urlPath: string): DevRenderReply {
  try {
    return { page: renderPathForDev(contentDir, urlPath) };
  } catch (error) {
    if (error instanceof ProblemsError) return { problems: { count: error.problems.length, listing: formatProblems(error.problems, null) } };
    return { error: describe(error) };
  }
}

// Parse the pages now, while the main thread starts Vite: the first request finds them read. Whatever goes wrong here
// goes wrong again in that request, which reports it.
try {
  readMarkdownAhead(contentDir);
} catch {
  // reported by the request
}

parentPort!.on("message", ({ id, urlPath }: { id: number; urlPath: string }) => {
  parentPort!.postMessage({ id, reply: render(urlPath) });
});
