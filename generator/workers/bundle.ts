/**
 * worker.ts as one JavaScript file for `new Worker()`: Node cannot run the TypeScript sources on a worker thread
 * by itself, and one bundled file also starts faster than hundreds of modules. esbuild writes it into
 * node_modules/.cache/ssg/, and it is rebuilt only when one of its source files changed since.
 */
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build, type Plugin } from "esbuild";

/** The path of the worker bundle for the project at `root`, built first if it is missing or stale. */
export async function workerBundle(root: string): Promise<string> {
  const dir = path.join(root, "node_modules/.cache/ssg");
  const outfile = path.join(dir, "build-worker.mjs");
  const stampFile = `${outfile}.inputs.json`;
  const entry = path.resolve(root, "generator/workers/worker.ts"); // absolute, as the stamp's keys are
  if (existsSync(outfile) && existsSync(stampFile) && upToDate(JSON.parse(readFileSync(stampFile, "utf8")), entry)) return outfile;
  mkdirSync(dir, { recursive: true });
  const result = await build({
    entryPoints: [entry],
    absWorkingDir: root, // the metafile's input paths below are relative to it
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external", // resolved from node_modules at run time, as in the main thread
    metafile: true,
    logLevel: "silent",
    plugins: [keepModuleLocation],
  });
  const stamp = Object.fromEntries(
    Object.keys(result.metafile.inputs).map((f) => {
      const full = path.resolve(root, f);
      return [full, statSync(full).mtimeMs];
    }),
  );
  writeFileSync(stampFile, JSON.stringify(stamp));
  return outfile;
}

/**
 * Whether the bundle was made from `entry` and none of its sources changed since. Two checkouts can share one
 * node_modules (a symlink, a git worktree): each must then get a bundle of its own sources, not the other's.
 */
function upToDate(stamp: Record<string, number>, entry: string): boolean {
  return entry in stamp && Object.entries(stamp).every(([file, mtime]) => existsSync(file) && statSync(file).mtimeMs === mtime);
}

// A bundled module's import.meta.url would be the bundle's; sources that find files next to themselves keep theirs.
const keepModuleLocation: Plugin = {
  name: "keep-module-location",
  setup(b) {
    b.onLoad({ filter: /\.tsx?$/ }, (args) => {
      const text = readFileSync(args.path, "utf8");
      if (!text.includes("import.meta")) return undefined;
      const contents = text
        .replaceAll("import.meta.url", JSON.stringify(pathToFileURL(args.path).href))
        .replaceAll("import.meta.dirname", JSON.stringify(path.dirname(args.path)))
        .replaceAll("import.meta.filename", JSON.stringify(args.path));
      return { contents, loader: args.path.endsWith(".tsx") ? "tsx" : "ts" };
    });
  },
};
