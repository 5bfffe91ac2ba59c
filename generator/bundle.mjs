/**
 * The generator's TypeScript as bundled JavaScript: esbuild turns an entry and every module it imports (not the
 * packages) into node_modules/.cache/ssg-code/<name>/ (build/cache.ts, codeCache), again only when the modification
 * time of one of those sources changed. The build's CLI runs from it, because tsx would compile hundreds of modules at
 * every start, and its worker threads load it, because Node cannot run TypeScript on a worker thread. Plain JavaScript, so that it needs no loader itself.
 *
 *   node generator/bundle.mjs generator/build.ts [args…]   runs an entry with the arguments after it
 */
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

/**
 * The bundled file of `entry` (relative to `root`), built first if it is missing or a source changed since. Two
 * checkouts can share one node_modules (a symlink, a git worktree): each gets a bundle of its own sources.
 * @param {string} root
 * @param {string} entry
 * @returns {Promise<string>}
 */
export async function bundled(root, entry) {
  const full = path.resolve(root, entry);
  const outdir = path.join(root, "node_modules/.cache/ssg-code", path.basename(entry).replace(/\.tsx?$/, ""));
  const outfile = path.join(outdir, path.basename(entry).replace(/\.tsx?$/, ".js"));
  const stampFile = path.join(outdir, "inputs.json");
  if (existsSync(outfile) && existsSync(stampFile) && upToDate(JSON.parse(readFileSync(stampFile, "utf8")), full)) return outfile;
  mkdirSync(outdir, { recursive: true });
  const { build } = await import("esbuild");
  const result = await build({
    entryPoints: [full],
    absWorkingDir: root, // the metafile's input paths below are relative to it
    outdir,
    bundle: true,
    splitting: true, // a module imported with import() loads only when the entry gets that far
    platform: "node",
    format: "esm",
    target: "node26", // the project's own Node (the `node` devDependency)
    packages: "external", // resolved from node_modules at run time
    metafile: true,
    sourcemap: true, // <bundle>.js.map, read where a thread enables source maps (dev/render-thread.ts: the dev error page's stacks)
    logLevel: "silent",
    plugins: [keepModuleLocation],
  });
  const stamp = Object.fromEntries(
    Object.keys(result.metafile.inputs).map((f) => {
      const file = path.resolve(root, f);
      return [file, statSync(file).mtimeMs];
    }),
  );
  writeFileSync(stampFile, JSON.stringify(stamp));
  return outfile;
}

/** Whether the bundle was made from `entry` and none of its sources changed since. */
function upToDate(/** @type {Record<string, number>} */ stamp, /** @type {string} */ entry) {
  return entry in stamp && Object.entries(stamp).every(([file, mtime]) => existsSync(file) && statSync(file).mtimeMs === mtime);
}

/** A bundled module's import.meta.url would be the bundle's; sources that find files next to themselves keep theirs. */
const keepModuleLocation = {
  name: "keep-module-location",
  setup(/** @type {import("esbuild").PluginBuild} */ b) {
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

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [entry] = process.argv.splice(2, 1);
  if (!entry) throw new Error("Usage: node generator/bundle.mjs <entry.ts> [args…]");
  await import(pathToFileURL(await bundled(path.resolve(import.meta.dirname, ".."), entry)).href);
}
