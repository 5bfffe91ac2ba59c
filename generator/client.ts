/**
 * The client build: Vite turns templates/styles.css and every island's entry (templates/islands/<name>/entry.tsx)
 * into hashed files in the output, with React in a chunk the islands share.
 */
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";

/** Where the browser finds one island's code: its entry and the chunks the entry imports. */
export interface IslandAsset {
  entry: string;
  imports: string[];
}

/** The chunk of React's own code, which every island shares (Vite names its file react-<hash>.js). */
export const reactChunk = "react";

/** Whether an island's file is React's chunk: React's code names HTML elements and words, never our classes. */
export const isReactChunk = (url: string): boolean => path.posix.basename(url).startsWith(`${reactChunk}-`);

/** Island name → its files, e.g. "faq-accordion" → /assets/faq-accordion-1a2b3c.js. */
export type IslandAssets = Record<string, IslandAsset>;

/** Every island entry under `root`/templates/islands, by island name. */
export function islandEntries(root: string): Record<string, string> {
  const dir = path.join(root, "templates/islands");
  const entries: Record<string, string> = {};
  for (const name of readdirSync(dir).sort()) if (existsSync(path.join(dir, name, "entry.tsx"))) entries[name] = `templates/islands/${name}/entry.tsx`;
  return entries;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/**
 * Builds the client assets into `outDir`; returns the stylesheet's URL and each island's files, read from
 * Vite's manifest. `extraIslands` (name → entry file, relative to root) lets tests add an island.
 */
export async function buildClient(
  root: string,
  outDir: string,
  extraIslands: Record<string, string> = {},
): Promise<{ stylesheet: string; islands: IslandAssets }> {
  const entries = { ...islandEntries(root), ...extraIslands };
  const { build } = await import("vite"); // loaded only by a build that needs it: a rebuild without code changes does not
  await build({
    root,
    configFile: path.join(root, "vite.config.ts"),
    logLevel: "error",
    build: {
      outDir,
      emptyOutDir: true,
      manifest: true,
      assetsDir: "assets",
      rolldownOptions: {
        input: { styles: "templates/styles.css", ...entries },
        // React in one chunk of its own: every island shares it, and it changes only when React is upgraded.
        output: { codeSplitting: { groups: [{ name: reactChunk, test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }] } },
      },
    },
  });
  const manifestFile = path.join(outDir, ".vite", "manifest.json");
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Record<string, ManifestChunk>;
  // The manifest is for the generator only; it is not published.
  rmSync(path.join(outDir, ".vite"), { recursive: true, force: true });
  const css = manifest["templates/styles.css"];
  if (!css) throw new Error("Vite's manifest has no entry for templates/styles.css.");
  const islands: IslandAssets = {};
  for (const [name, file] of Object.entries(entries)) {
    const chunk = manifest[file];
    if (!chunk) throw new Error(`Vite's manifest has no entry for ${file}.`);
    islands[name] = { entry: `/${chunk.file}`, imports: importsOf(manifest, file).map((f) => `/${f}`) };
  }
  return { stylesheet: `/${css.file}`, islands };
}

/** The files a chunk imports, directly or through other chunks, in a stable order. */
function importsOf(manifest: Record<string, ManifestChunk>, key: string, seen = new Set<string>()): string[] {
  for (const dep of manifest[key]?.imports ?? []) {
    if (seen.has(dep)) continue;
    seen.add(dep);
    importsOf(manifest, dep, seen);
  }
  return [...seen].map((k) => manifest[k]!.file);
}
