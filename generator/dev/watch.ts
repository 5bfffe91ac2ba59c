/** The dev server's reload: content is read with fs, outside Vite's module graph, so its folder is watched here. */
import path from "node:path";
import type { ViteDevServer } from "vite";

// The folders whose files change what a page looks like; content/ is read with fs, outside Vite's module graph.
const codeFolders = ["pages", "templates", "generator", "model"];

/**
 * Sends a full reload to every open page when a file under content/, pages/, templates/, generator/ or model/ changes,
 * after calling `onCodeChange` for a change to code.
 */
export function reloadOnChange(vite: ViteDevServer, root: string, contentDir: string, onCodeChange: () => void): () => void {
  vite.watcher.add(contentDir);
  const codeDirs = codeFolders.map((folder) => path.join(root, folder));
  let timer: NodeJS.Timeout | undefined;
  const onFileEvent = (changed: string) => {
    const file = path.resolve(changed);
    const isCode = codeDirs.some((dir) => isInside(dir, file));
    if (!isCode && !isInside(contentDir, file)) return;
    // Content is read fresh on every request; code is loaded again by a new render thread and, for the editor's
    // modules, once dropped from Vite's SSR module graph.
    if (isCode) {
      vite.environments.ssr.moduleGraph.invalidateAll();
      onCodeChange();
    }
    // Editors often write a file in several steps; one reload after the last is enough.
    clearTimeout(timer);
    timer = setTimeout(() => vite.ws.send({ type: "full-reload" }), 50);
  };
  const events = ["add", "change", "unlink"] as const;
  for (const event of events) vite.watcher.on(event, onFileEvent);
  return () => {
    clearTimeout(timer);
    for (const event of events) vite.watcher.off(event, onFileEvent);
  };
}

function isInside(dir: string, file: string): boolean {
  return file === dir || file.startsWith(dir + path.sep);
}
