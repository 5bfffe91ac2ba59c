/**
 * The folders' boundaries (#17, item 4): generator/ orchestrates; pages/ and templates/ receive plain data and
 * import no generator code at run time (`import type` is fine); model/ is shared by both sides and imports nothing.
 * esbuild resolves the imports as the build does and drops type-only ones, so only imports that run are counted.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { build } from "esbuild";
import { afterAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");

/** An import that runs: `from` imports `to` (both relative to the root; a package by its name). */
interface Edge {
  from: string;
  to: string;
  kind: string;
}

/** Every .ts and .tsx file under `folders` of `dir`, relative to `dir`. */
function sources(dir: string, folders: string[]): string[] {
  return folders.flatMap((folder) =>
    readdirSync(path.join(dir, folder), { recursive: true, encoding: "utf8" })
      .filter((f) => /\.tsx?$/.test(f) && !f.endsWith(".d.ts"))
      .map((f) => path.join(folder, f).split(path.sep).join("/")),
  );
}

/** The imports that run (static, export … from, dynamic) of every module reachable from `folders` of `dir`. */
async function runtimeImports(dir: string, folders: string[]): Promise<Edge[]> {
  const result = await build({
    absWorkingDir: dir,
    entryPoints: sources(dir, folders),
    bundle: true,
    write: false,
    metafile: true,
    platform: "node",
    format: "esm",
    packages: "external",
    outdir: "out",
    logLevel: "silent",
  });
  return Object.entries(result.metafile.inputs).flatMap(([from, input]) => input.imports.map((i) => ({ from, to: i.path, kind: i.kind })));
}

const inside = (folder: string, file: string) => file.startsWith(`${folder}/`);
const describeEdge = (e: Edge) => `${e.from} → ${e.to} (${e.kind})`;

/** Imports from pages/ or templates/ into generator/: each one breaks the boundary. */
function intoGenerator(edges: Edge[]): string[] {
  return edges.filter((e) => (inside("pages", e.from) || inside("templates", e.from)) && inside("generator", e.to)).map(describeEdge);
}

/** The modules that import each other in a loop, one list per loop (Tarjan's strongly connected components). */
function cycles(edges: Edge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const e of edges) next.set(e.from, [...(next.get(e.from) ?? []), e.to]);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    for (const w of next.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const loop = stack.splice(stack.indexOf(v));
    if (loop.length > 1) found.push(loop.sort());
  };
  for (const v of next.keys()) if (!index.has(v)) visit(v);
  return found;
}

describe("folder boundaries", () => {
  it("pages/ and templates/ import nothing from generator/ at run time", async () => {
    expect(intoGenerator(await runtimeImports(root, ["pages", "templates"]))).toEqual([]);
  });

  it("model/ imports nothing: no package, and nothing outside model/", async () => {
    const edges = await runtimeImports(root, ["model"]);
    expect(edges.filter((e) => inside("model", e.from) && !inside("model", e.to)).map(describeEdge)).toEqual([]);
  });

  it("no modules of generator/, model/, pages/ or templates/ import each other in a loop", async () => {
    expect(cycles(await runtimeImports(root, ["generator", "model", "pages", "templates"]))).toEqual([]);
  });
});

describe("the boundary check", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "boundaries-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  };
  write("tsconfig.json", JSON.stringify({ compilerOptions: { verbatimModuleSyntax: true } }));
  write("generator/runtime.ts", "export const value = 1;\nexport type Value = number;\n");
  write("generator/loop-a.ts", 'import { b } from "./loop-b.ts";\nexport const a = () => b;\n');
  write("generator/loop-b.ts", 'import { a } from "./loop-a.ts";\nexport const b = () => a;\n');
  write("templates/static.tsx", 'import { value } from "../generator/runtime.ts";\nexport const shown = value;\n');
  write("templates/reexport.ts", 'export { value } from "../generator/runtime.ts";\n');
  write("templates/dynamic.ts", 'export const load = () => import("../generator/runtime.ts");\n');
  write("pages/type-only.ts", 'import type { Value } from "../generator/runtime.ts";\nexport const typed: Value = 2;\n');

  it("finds static, export … from and dynamic imports into generator/, and lets `import type` through", async () => {
    expect(intoGenerator(await runtimeImports(dir, ["pages", "templates"])).sort()).toEqual([
      "templates/dynamic.ts → generator/runtime.ts (dynamic-import)",
      "templates/reexport.ts → generator/runtime.ts (import-statement)",
      "templates/static.tsx → generator/runtime.ts (import-statement)",
    ]);
  });

  it("finds two modules that import each other", async () => {
    expect(cycles(await runtimeImports(dir, ["generator"]))).toEqual([["generator/loop-a.ts", "generator/loop-b.ts"]]);
  });
});
