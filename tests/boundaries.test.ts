/**
 * The folders' boundaries: imports run downhill, model/ ← templates/ ← pages/ ← generator/ ← admin/ ← scripts/. A folder imports
 * its own files and those of the folders below it, never one above; model/ imports no package but zod (and React's
 * types); and no modules import each other in a loop. Type-only imports count too: a type is a dependency a reader
 * follows like any other, and a loop of types is a loop of ideas.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");

/** The folders from the ground floor up. */
const floors = ["model", "templates", "pages", "generator", "admin", "scripts"];

/** One import: `from` imports `to` (files relative to the root; a package by its name). */
interface Edge {
  from: string;
  to: string;
}

/** Every .ts, .tsx and .mjs file under `folders` of `dir`, relative to `dir`. */
function sources(dir: string, folders: string[]): string[] {
  return folders.flatMap((folder) =>
    readdirSync(path.join(dir, folder), { recursive: true, encoding: "utf8" })
      .filter((f) => /\.(tsx?|mjs)$/.test(f) && !f.endsWith(".d.ts") && !f.includes("node_modules"))
      .map((f) => path.join(folder, f).split(path.sep).join("/")),
  );
}

// Static imports and re-exports (`import type` and `export type` included), side-effect imports, `import("…")` in code
// and in types. Comments are removed first, so an example in a comment is not an import.
const importPattern = /\b(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']\s*\)/g;
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`\\])\/\/.*$/gm, "$1");

/** Every import of every source file under `folders` of `dir`; relative ones resolved to files relative to `dir`. */
function imports(dir: string, folders: string[]): Edge[] {
  return sources(dir, folders).flatMap((from) =>
    [...withoutComments(readFileSync(path.join(dir, from), "utf8")).matchAll(importPattern)].map((m) => {
      const spec = (m[1] ?? m[2])!;
      const to = spec.startsWith(".")
        ? path.posix.normalize(path.posix.join(path.posix.dirname(from), spec))
        : spec
            .split("/")
            .slice(0, spec.startsWith("@") ? 2 : 1)
            .join("/");
      return { from, to };
    }),
  );
}

const floorOf = (file: string) => floors.indexOf(file.split("/")[0]!);
const describeEdge = (e: Edge) => `${e.from} → ${e.to}`;

/** Imports from a folder into one above it. */
function uphill(edges: Edge[]): string[] {
  return edges.filter((e) => floorOf(e.to) > floorOf(e.from) && floorOf(e.from) >= 0).map(describeEdge);
}

/** Packages model/ imports besides zod and React (whose types its Loaded page's body has). */
function modelPackages(edges: Edge[]): string[] {
  return edges.filter((e) => e.from.startsWith("model/") && floorOf(e.to) < 0 && !["zod", "react"].includes(e.to)).map(describeEdge);
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
  const edges = imports(root, floors);

  it("finds the imports it checks (a parser that sees none would pass anything)", () => {
    const files = sources(root, floors);
    expect(edges.filter((e) => e.to === "model/site-context.ts").length).toBeGreaterThan(0);
    // Every relative import names a file that exists: the parser read each path whole.
    expect(edges.filter((e) => floorOf(e.to) >= 0 && !files.includes(e.to)).map(describeEdge)).toEqual([]);
  });

  it("no folder imports one above it (model/ ← templates/ ← pages/ ← generator/ ← admin/ ← scripts/), type imports included", () => {
    expect(uphill(edges)).toEqual([]);
  });

  it("model/ imports no package but zod and React's types", () => {
    expect(modelPackages(edges)).toEqual([]);
  });

  it("no modules import each other in a loop, type imports included", () => {
    expect(cycles(edges)).toEqual([]);
  });
});

describe("the boundary check", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "boundaries-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  };
  write("generator/runtime.ts", "export const value = 1;\nexport type Value = number;\n");
  write("generator/loop-a.ts", 'import type { B } from "./loop-b.ts";\nexport type A = { b: B };\n');
  write("generator/loop-b.ts", 'import type { A } from "./loop-a.ts";\nexport type B = { a?: A };\n');
  write("templates/static.tsx", 'import { value } from "../generator/runtime.ts";\nexport const shown = value;\n');
  write("templates/reexport.ts", 'export { value } from "../generator/runtime.ts";\n');
  write("templates/dynamic.ts", 'export const load = () => import("../generator/runtime.ts");\n');
  write("pages/type-only.ts", 'import type { Value } from "../generator/runtime.ts";\nexport const typed: Value = 2;\n');
  write("pages/in-a-type.ts", 'export type Loaded = typeof import("../generator/runtime.ts");\n');
  write("pages/comment.ts", '// import { value } from "../generator/runtime.ts";\nexport const none = 0;\n');
  write("pages/downhill.ts", 'import { shown } from "../templates/static.tsx";\nexport const seen = shown;\n');
  write(
    "model/package.ts",
    'import { z } from "zod";\nimport { readFileSync } from "node:fs";\nexport const s = z.string();\nexport const r = readFileSync;\n',
  );
  write("model/up.ts", 'import type { Value } from "../generator/runtime.ts";\nexport type V = Value;\n');
  write("scripts/tool.ts", 'import { value } from "../generator/runtime.ts";\nexport const v = value;\n');

  it("finds static, export … from, dynamic, type-only and in-a-type imports uphill, and nothing in comments or downhill", () => {
    expect(uphill(imports(dir, ["model", "templates", "pages", "generator", "scripts"])).sort()).toEqual([
      "model/up.ts → generator/runtime.ts",
      "pages/in-a-type.ts → generator/runtime.ts",
      "pages/type-only.ts → generator/runtime.ts",
      "templates/dynamic.ts → generator/runtime.ts",
      "templates/reexport.ts → generator/runtime.ts",
      "templates/static.tsx → generator/runtime.ts",
    ]);
  });

  it("finds a package model/ may not import", () => {
    expect(modelPackages(imports(dir, ["model"]))).toEqual(["model/package.ts → node:fs"]);
  });

  it("finds two modules whose types import each other", () => {
    expect(cycles(imports(dir, ["generator"]))).toEqual([["generator/loop-a.ts", "generator/loop-b.ts"]]);
  });
});
