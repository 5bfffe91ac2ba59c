/** The client build: Vite turns templates/styles.css (and, later, the islands) into hashed files in the output. */
import { readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { build } from "vite";

/** Builds the client assets into `outDir`; returns the stylesheet's public URL from Vite's manifest. */
export async function buildClient(root: string, outDir: string): Promise<{ stylesheet: string }> {
  await build({
    root,
    configFile: path.join(root, "vite.config.ts"),
    logLevel: "error",
    build: { outDir, emptyOutDir: true },
  });
  const manifestFile = path.join(outDir, ".vite", "manifest.json");
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Record<string, { file: string }>;
  // The manifest is for the generator only; it is not published.
  rmSync(path.join(outDir, ".vite"), { recursive: true, force: true });
  const css = manifest["templates/styles.css"];
  if (!css) throw new Error("Vite's manifest has no entry for templates/styles.css.");
  return { stylesheet: `/${css.file}` };
}
