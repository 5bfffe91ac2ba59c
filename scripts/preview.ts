/**
 * `npm run preview [-- --port 4173 --host 127.0.0.1 --dir dist]`: serves the built site with the production URL rules
 * (ARCHITECTURE.md decision 1): clean URLs without a trailing slash, `_redirects` as 301s and dist/404.html for the rest.
 */
import { existsSync, statSync } from "node:fs";
import { readFile, realpath, stat } from "node:fs/promises";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { respond } from "../generator/http-respond.ts";

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
};

// Host configuration files that a static host reads but never serves.
const hostFiles = new Set(["_redirects", "_headers"]);

/** A node:http server for a built site in `distDir`; call `.listen()` on it. */
export function createPreviewServer(distDir: string): Server {
  const root = path.resolve(distDir);
  return createServer((req, res) => {
    answer(root, req, res).catch((error: unknown) => {
      process.stderr.write(`The preview server could not answer ${req.url}: ${String(error)}\n`);
      if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
      res.end("The preview server could not answer this request. See the terminal.\n");
    });
  });
}

async function answer(root: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method !== "GET" && req.method !== "HEAD") return sendText(req, res, 405, "Method not allowed.\n", { Allow: "GET, HEAD" });
  const [rawPath = "/", query] = (req.url ?? "/").split(/\?(.*)/s);
  const search = query === undefined ? "" : `?${query}`;
  if (!rawPath.startsWith("/")) return sendText(req, res, 400, "Bad request.\n");
  let urlPath: string;
  try {
    urlPath = decodeURIComponent(rawPath);
  } catch {
    return sendText(req, res, 400, "This address is not valid URL encoding.\n");
  }
  // Checked after decoding, so `%2e%2e` and `%2f` cannot smuggle in a `..` segment or a dotfile.
  const segments = urlPath.slice(1).split("/");
  const inner = urlPath.endsWith("/") ? segments.slice(0, -1) : segments;
  const unsafe = inner.some((s) => s === "" || s.startsWith(".") || s.includes("\\") || s.includes("\0"));
  if (urlPath !== "/" && unsafe) return sendNotFound(root, req, res);

  // Locations are built from the decoded path, so `/apply%2F` cannot redirect to itself.
  if (urlPath !== "/" && urlPath.endsWith("/")) return redirect(req, res, encodeURI(urlPath.replace(/\/+$/, "")) + search);

  const target = (await readRedirects(root)).get(urlPath);
  if (target) return redirect(req, res, target.to, target.status);

  if (urlPath === "/index.html") return redirect(req, res, `/${search}`);
  const last = inner.at(-1) ?? "";
  if (last.endsWith(".html")) {
    // 404.html is only ever served as the answer to a missing page, with status 404.
    if (urlPath === "/404.html" || !(await fileIn(root, urlPath))) return sendNotFound(root, req, res);
    return redirect(req, res, encodeURI(urlPath.slice(0, -".html".length)) + search);
  }
  if (urlPath === "/404" || hostFiles.has(urlPath.slice(1))) return sendNotFound(root, req, res);

  const file = await fileIn(root, urlPath === "/" ? "/index.html" : last.includes(".") ? urlPath : `${urlPath}.html`);
  if (!file) return sendNotFound(root, req, res);
  return sendFile(req, res, 200, file);
}

// The real path of a regular file inside root, or undefined. Symlinks that leave root do not count.
async function fileIn(root: string, urlPath: string): Promise<string | undefined> {
  const full = path.join(root, ...urlPath.split("/"));
  if (!full.startsWith(root + path.sep)) return undefined;
  try {
    const [real, realRoot] = await Promise.all([realpath(full), realpath(root)]);
    if (!real.startsWith(realRoot + path.sep)) return undefined;
    return (await stat(real)).isFile() ? real : undefined;
  } catch {
    return undefined;
  }
}

// `_redirects` is read on every request, so a rebuild while the preview runs takes effect at once.
async function readRedirects(root: string): Promise<Map<string, { to: string; status: number }>> {
  const rules = new Map<string, { to: string; status: number }>();
  let text: string;
  try {
    text = await readFile(path.join(root, "_redirects"), "utf8");
  } catch {
    return rules;
  }
  for (const line of text.split("\n")) {
    const [from, to, code = "301"] = line.trim().split(/\s+/);
    if (!from || !to || from.startsWith("#")) continue;
    const status = Number(code);
    // Only redirects: a 200 rule is a rewrite on Netlify, which this preview does not imitate.
    if ([301, 302, 303, 307, 308].includes(status)) rules.set(from, { to, status });
  }
  return rules;
}

function redirect(req: IncomingMessage, res: ServerResponse, location: string, status = 301): void {
  sendText(req, res, status, `Moved to ${location}\n`, { Location: location });
}

async function sendNotFound(root: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const page = await fileIn(root, "/404.html");
  if (page) return sendFile(req, res, 404, page);
  sendText(req, res, 404, "Not found, and this build has no 404.html.\n");
}

async function sendFile(req: IncomingMessage, res: ServerResponse, status: number, file: string): Promise<void> {
  respond(req, res, status, await readFile(file), {
    "Content-Type": contentTypes[path.extname(file).toLowerCase()] ?? "application/octet-stream",
    "Cache-Control": "no-cache",
    "X-Content-Type-Options": "nosniff",
  });
}

function sendText(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string> = {},
): void {
  respond(req, res, status, text, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-cache", ...headers });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({
    options: {
      port: { type: "string", default: "4173" },
      host: { type: "string", default: "127.0.0.1" },
      dir: { type: "string", default: "dist" },
    },
  });
  const dir = path.resolve(values.dir);
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    process.stderr.write("Nothing to preview: run `npm run build` first.\n");
    process.exit(1);
  }
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    process.stderr.write(`--port must be a number from 0 to 65535, not "${values.port}".\n`);
    process.exit(1);
  }
  const server = createPreviewServer(dir);
  server.once("error", (error: NodeJS.ErrnoException) => {
    process.stderr.write(
      error.code === "EADDRINUSE"
        ? `Port ${port} is already in use. Stop the other server or start with --port <another port>.\n`
        : `The preview server could not start: ${error.message}\n`,
    );
    process.exit(1);
  });
  server.listen(port, values.host, () => {
    const { port: actual } = server.address() as AddressInfo;
    const host = values.host.includes(":") ? `[${values.host}]` : values.host;
    const relative = path.relative(process.cwd(), dir);
    const shown = relative === "" ? "." : relative.startsWith("..") ? dir : relative;
    process.stdout.write(`Previewing ${shown}/ at http://${host}:${actual}/\nPress Ctrl+C to stop.\n`);
  });
}
