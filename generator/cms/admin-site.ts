/**
 * dist/admin.html and dist/admin/: the web editor (Decap CMS), at /admin, for the people who keep content/ true. Its page loads Decap's prebuilt
 * script from node_modules and our own admin/main.ts, bundled for the browser with the build's loader and templates, so
 * its preview is the real page and its checks are the build's own (ARCHITECTURE.md, "The web editor is the build in a browser").
 * Not a visitor page: no sitemap entry, no budget, `noindex`, a policy of its own in _headers and .htaccess.
 */
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, linkSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { codeCache, codeHash } from "../build/cache.ts";
import { contentFileList, contentText } from "../content/files.ts";
import { splitFrontMatter } from "../content/markdown.ts";
import { type MarkdownFile, readMarkdownFile } from "../content/markdown-file.ts";
import { commitWithHash, textAt } from "../content/translation-history.ts";
import { englishFileOf, sourceHashOf } from "../content/translations.ts";
import { escapeHtml } from "../escape-html.ts";
import { compressedCopies } from "../hosting/precompress.ts";
import { lastCommitDates, lastCommitYear } from "../seo/lastmod.ts";

/** What the preview reads of content/: every file's text by its path in content/, and what git says of them. */
export interface ContentSnapshot {
  files: Record<string, string>;
  dates: Record<string, string>; // a file's last commit (lastmod.ts), for the law page's date
  year?: number; // the footer's copyright year
  stylesheet?: string; // the site's stylesheet, for the preview pane
  /** A stale translation's English as it was translated (found in git by its sourceHash), by the translation's path. */
  translatedFrom?: Record<string, string>;
}

/** The folder the editor lives under, in dist/ and at the site's address. */
export const adminDir = "admin";

/**
 * content/ as the build reads it, drafts left out: this file is public, and a draft is not published yet (the
 * editor still previews a draft it opens, from the draft's own text).
 */
export function contentSnapshot(
  contentDir: string,
  stylesheet: string,
  // The loader's own draft rule; the build passes the Markdown files it has read already.
  markdown: ReadonlyMap<string, MarkdownFile> = new Map(),
): ContentSnapshot {
  const rels = contentFileList(contentDir).filter((rel) => /\.(md|yaml)$/.test(rel) && !/(^|\/)\./.test(rel) && !rel.endsWith("README.md"));
  const files: Record<string, string> = {};
  for (const rel of rels.sort()) {
    const text = contentText(contentDir, rel);
    if (rel.endsWith(".md") && (markdown.get(rel) ?? readMarkdownFile(contentDir, rel, text)).draft) continue;
    files[rel] = text;
  }
  const year = lastCommitYear(contentDir);
  return {
    files,
    dates: Object.fromEntries(lastCommitDates(contentDir)),
    ...(year ? { year } : {}),
    stylesheet,
    translatedFrom: translatedFrom(contentDir, files, markdown),
  };
}

/** For each stale translation in `files`, the English it was made from, when git still has that version. */
function translatedFrom(contentDir: string, files: Record<string, string>, markdown: ReadonlyMap<string, MarkdownFile>): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [rel, text] of Object.entries(files)) {
    const english = englishFileOf(`content/${rel}`).slice("content/".length);
    if (english === rel || files[english] === undefined) continue; // not a translation, or of nothing
    const fields = (markdown.get(rel)?.data ?? parse(rel.endsWith(".md") ? splitFrontMatter(text).yaml : text)) as { sourceHash?: unknown } | null;
    const recorded = fields?.sourceHash;
    if (typeof recorded !== "string" || sourceHashOf(files[english]) === recorded) continue;
    const commit = commitWithHash(contentDir, `./${english}`, recorded);
    if (commit) found[rel] = textAt(contentDir, commit, `./${english}`);
  }
  return found;
}

/** Decap's prebuilt script, the chunks it loads later and its licence, from node_modules/decap-cms/dist. */
function decapFiles(root: string): { from: string; to: string }[] {
  const dist = path.join(root, "node_modules/decap-cms/dist");
  return readdirSync(dist)
    .filter((f) => /^(\d+\.)?decap-cms\.js$|\.wasm$|^decap-cms\.js\.LICENSE\.txt$/.test(f))
    .map((f) => ({ from: path.join(dist, f), to: f }));
}

/**
 * admin/main.ts and what it imports, for the browser: the loader's node:fs, node:path and node:crypto become the
 * in-memory snapshot (admin/shims/), and git's dates come from the snapshot. Kept under the hash of the
 * code, so an unchanged editor costs no bundling.
 */
async function adminScript(root: string, codeKey: string): Promise<{ name: string; text: string }> {
  const cached = path.join(root, codeCache, "admin", `${codeKey}.js`);
  if (existsSync(cached)) {
    const text = readFileSync(cached, "utf8");
    return { name: scriptName(text), text };
  }
  const { build } = await import("esbuild");
  const shims: Record<string, string> = {
    "node:fs": "admin/shims/fs.ts",
    "node:crypto": "admin/shims/crypto.ts",
    "node:path": "node_modules/path-browserify/index.js",
  };
  const result = await build({
    entryPoints: [path.join(root, "admin/main.ts")],
    absWorkingDir: root,
    bundle: true,
    write: false,
    format: "iife",
    platform: "browser",
    target: "es2022",
    minify: true,
    legalComments: "none",
    logLevel: "silent",
    define: { "process.env.NODE_ENV": '"production"' },
    banner: { js: 'var process={env:{NODE_ENV:"production"},cwd:()=>"/",platform:"browser"};' },
    plugins: [
      {
        name: "browser-shims",
        setup(b) {
          b.onResolve({ filter: /^(node:)?(fs|crypto|path)$/ }, (args) => ({ path: path.join(root, shims[args.path.replace(/^(node:)?/, "node:")]!) }));
          b.onResolve({ filter: /^@resvg\/resvg-js$/ }, () => ({ path: path.join(root, "admin/shims/unavailable.ts") }));
          b.onResolve({ filter: /\/seo\/lastmod\.ts$/ }, () => ({ path: path.join(root, "admin/shims/lastmod.ts") }));
        },
      },
    ],
  });
  const text = result.outputFiles[0]!.text;
  mkdirSync(path.dirname(cached), { recursive: true });
  writeWhole(cached, text);
  return { name: scriptName(text), text };
}

/**
 * Writes a file of the code cache through a temporary file and a rename: builds running side by side (the tests', two
 * terminals) share the cache, and one must never read another's half-written file.
 */
function writeWhole(file: string, data: string | Uint8Array): void {
  const temp = `${file}.${process.pid}-${Math.random().toString(36).slice(2)}.tmp`;
  writeFileSync(temp, data);
  renameSync(temp, file);
}

const scriptName = (text: string) => `editor-${createHash("sha1").update(text).digest("hex").slice(0, 10)}.js`;

/**
 * Writes the .gz and .br copies of the editor's file `rel` in `dir`, as the build does for every visitor file, so hosts
 * that serve precompressed files (nginx, `npm run preview`) send its 7 MB as about 2. Decap's files and the editor's
 * script are the same bytes from build to build: their copies are kept in the build cache by their hash (compressing
 * decap-cms.js alone takes a second). content.json and config.yml change with the content and are compressed each time.
 */
function writeCompressed(root: string, dir: string, rel: string, cache: boolean): void {
  const data = readFileSync(path.join(dir, rel));
  const cached = cache ? path.join(root, codeCache, "admin", "compressed", createHash("sha1").update(data).digest("hex")) : undefined;
  // An entry is whole once its list of copies is written, after the copies themselves.
  if (cached && existsSync(`${cached}.list`)) {
    for (const ext of readFileSync(`${cached}.list`, "utf8").split(" ").filter(Boolean)) copyFileSync(cached + ext, path.join(dir, rel + ext));
    return;
  }
  const copies = compressedCopies(rel, data);
  for (const [name, bytes] of copies) writeFileSync(path.join(dir, name), bytes);
  if (!cached) return;
  mkdirSync(path.dirname(cached), { recursive: true });
  for (const [name, bytes] of copies) writeWhole(cached + path.extname(name), bytes);
  writeWhole(`${cached}.list`, copies.map(([name]) => path.extname(name)).join(" "));
}

/** The editor's page: one script, which loads Decap and the rest (admin/main.ts). */
export function adminPage(siteName: string, script: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Content editor · ${escapeHtml(siteName)}</title>
<script src="/${adminDir}/${script}" defer></script>
</head>
<body>
<p id="editor-loading" style="font:16px/1.5 system-ui;margin:1rem">Loading the content editor…</p>
<noscript>The content editor needs JavaScript. The files it edits are in content/ (content/README.md).</noscript>
</body>
</html>
`;
}

/**
 * Writes the editor into `outDir`: its page (admin.html) and, in admin/, its script, Decap's files, the config (admin/config.yml, generated by
 * `npm run schemas`) and the content snapshot.
 */
export async function writeAdmin(options: {
  root: string;
  contentDir: string;
  outDir: string;
  codeKey: string; // the hash of the code (build/cache.ts): the editor's script is bundled again when it changes
  siteName: string;
  stylesheet: string;
  markdown: ReadonlyMap<string, MarkdownFile>; // the page files the build has read (contentSnapshot)
}): Promise<void> {
  const { root, contentDir, outDir } = options;
  const dir = path.join(outDir, adminDir);
  mkdirSync(dir, { recursive: true });
  const script = await adminScript(root, options.codeKey);
  writeFileSync(path.join(dir, script.name), script.text);
  // Decap's 6 MB never change within a version: linked, not copied, where the file system allows it.
  for (const { from, to } of decapFiles(root)) {
    try {
      linkSync(from, path.join(dir, to));
    } catch {
      copyFileSync(from, path.join(dir, to));
    }
  }
  // At /admin, as every page is served (admin.html), its files under /admin/.
  writeFileSync(path.join(outDir, `${adminDir}.html`), adminPage(options.siteName, script.name));
  copyFileSync(path.join(root, "admin/config.yml"), path.join(dir, "config.yml"));
  writeFileSync(path.join(dir, "content.json"), JSON.stringify(contentSnapshot(contentDir, options.stylesheet, options.markdown)));
  for (const rel of [script.name, ...decapFiles(root).map((f) => f.to)]) writeCompressed(root, dir, rel, true);
  for (const rel of ["config.yml", "content.json"]) writeCompressed(root, dir, rel, false);
  writeCompressed(root, outDir, `${adminDir}.html`, false);
}

/** The dev server's /admin/…: the same files as dist/admin, made on request, the snapshot read from disk each time. */
export async function adminFileForDev(
  root: string,
  contentDir: string,
  name: string, // the path under /admin/; "" for the page itself (/admin)
  stylesheet: string,
): Promise<{ body: string | Buffer; type: string } | undefined> {
  if (name === "") {
    const site = parse(readFileSync(path.join(contentDir, "site.yaml"), "utf8")) as { name?: string };
    return { body: adminPage(site.name ?? "", devScript), type: "text/html; charset=utf-8" };
  }
  if (name === devScript) return { body: (await adminScript(root, codeHash(root))).text, type: "text/javascript; charset=utf-8" };
  if (name === "config.yml") return { body: readFileSync(path.join(root, "admin/config.yml"), "utf8"), type: "text/yaml; charset=utf-8" };
  if (name === "content.json") return { body: JSON.stringify(contentSnapshot(contentDir, stylesheet)), type: "application/json" };
  const decap = decapFiles(root).find((f) => f.to === name);
  if (decap) return { body: readFileSync(decap.from), type: name.endsWith(".wasm") ? "application/wasm" : "text/javascript; charset=utf-8" };
  return undefined;
}

// The dev server's editor script: one name, bundled again when the code changes.
const devScript = "editor.js";
