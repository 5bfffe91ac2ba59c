/** The dev server's error page: content problems or a generator bug, shown in the browser instead of a crash. */
import type { ViteDevServer } from "vite";
import { escapeHtml } from "../escape-html.ts";

/** A small standalone HTML page with a title, a sentence and preformatted details. */
export function errorDocument(title: string, intro: string, detail: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>${escapeHtml(title)}</title>
<style>
body { margin: 0; padding: 2rem; font: 16px/1.5 system-ui, sans-serif; color: #1a1a1a; background: #fff8f0; }
main { max-width: 60rem; margin: 0 auto; }
h1 { color: #9b1c1c; font-size: 1.5rem; }
pre { padding: 1rem; overflow-x: auto; background: #fff; border: 1px solid #e5c9a8; border-radius: 0.5rem; font-size: 0.875rem; }
</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(intro)}</p>
<pre>${escapeHtml(detail)}</pre>
</main>
</body>
</html>
`;
}

/** Maps the stack of `error` and its causes back to the TypeScript sources. */
export function fixStacktraces(vite: ViteDevServer, error: unknown): void {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) vite.ssrFixStacktrace(e);
}

/** `error` with its stack and the stacks of its causes. */
export function describe(error: unknown): string {
  const parts: string[] = [];
  for (let e = error, depth = 0; e !== undefined && depth < 5; e = e instanceof Error ? e.cause : undefined, depth++)
    parts.push(e instanceof Error ? (e.stack ?? `${e.name}: ${e.message}`) : String(e));
  return parts.join("\n\nCaused by: ");
}
