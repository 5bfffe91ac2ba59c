/**
 * `npm run preview [-- --port 4173 --host 127.0.0.1 --dir dist --no-precompressed]`: serves the built site with the production URL rules
 * (ARCHITECTURE.md, "Clean URLs, no trailing slash"): clean URLs without a trailing slash, `_redirects` as 301s and
 * dist/404.html for the rest (dist/es/404.html under /es, by the `/es/* /es/404.html 404` line of `_redirects`),
 * and the headers of `_headers` (ARCHITECTURE.md, "Headers from the build") on every response, so the browser tests run
 * with the real CSP enforced.
 * With `precompressed` (the command's default; `--no-precompressed` turns it off) it also sends the build's `.br` or
 * `.gz` copy of a file to a client that accepts it, as nginx's brotli_static/gzip_static and every static host do
 * (the editor's files at /admin too); `npm run audit` measures it that way.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { readFile, realpath, stat } from "node:fs/promises";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { contentTypeOf } from "../generator/hosting/content-types.ts";
import { type HeaderRule, headersFor, parseHeadersFile } from "../generator/hosting/headers.ts";
import { type NotFoundRule, notFoundPageFor, notFoundPages, parseNotFoundRules, rootNotFound } from "../generator/hosting/not-found.ts";
import { respond } from "../generator/http-respond.ts";
import { parseRedirectsFile, type RedirectRule } from "../generator/seo/redirect-page.ts";

// Host configuration files that a static host reads but never serves.
const hostFiles = new Set(["_redirects", "_headers"]);

/** A node:http server for a built site in `distDir`; call `.listen()` on it. */
export function createPreviewServer(distDir: string, options: { precompressed?: boolean } = {}): Server {
  const root = path.resolve(distDir);
  const rules = headerRulesOf(root);
  return createServer((req, res) => {
    const site = { root, headers: (urlPath: string) => headersFor(rules.current(), urlPath), precompressed: options.precompressed === true };
    answer(site, req, res).catch((error: unknown) => {
      process.stderr.write(`The preview server could not answer ${req.url}: ${String(error)}\n`);
      if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
      res.end("The preview server could not answer this request. See the terminal.\n");
    });
  });
}

/**
 * `_headers` of `root`, read when the server starts and read again only when the file changes (a rebuild while the
 * preview runs swaps dist/, and a stale policy would block the new build's scripts). No file: no rules.
 */
function headerRulesOf(root: string): { current(): HeaderRule[] } {
  const file = path.join(root, "_headers");
  let stamp = "";
  let rules: HeaderRule[] = [];
  const current = () => {
    let now = "";
    try {
      const s = statSync(file);
      now = `${s.mtimeMs}:${s.size}:${s.ino}`;
    } catch {
      now = "";
    }
    if (now !== stamp) {
      stamp = now;
      rules = now === "" ? [] : parseHeadersFile(readFileSync(file, "utf8"));
    }
    return rules;
  };
  current();
  return { current };
}

/** The served folder, the `_headers` headers of a URL path, and whether to send precompressed copies. */
interface Site {
  root: string;
  headers(urlPath: string): Record<string, string>;
  precompressed: boolean;
}

async function answer(site: Site, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const { root } = site;
  const [rawPath = "/", query] = (req.url ?? "/").split(/\?(.*)/s);
  if (req.method !== "GET" && req.method !== "HEAD")
    return sendText(req, res, 405, "Method not allowed.\n", { Allow: "GET, HEAD", ...site.headers(rawPath) });
  const search = query === undefined ? "" : `?${query}`;
  // No rule names "/\0", so a malformed target gets only the headers common to every path.
  if (!rawPath.startsWith("/")) return sendText(req, res, 400, "Bad request.\n", site.headers("/\0"));
  let urlPath: string;
  try {
    urlPath = decodeURIComponent(rawPath);
  } catch {
    return sendText(req, res, 400, "This address is not valid URL encoding.\n", site.headers(rawPath));
  }
  // Checked after decoding, so `%2e%2e` and `%2f` cannot smuggle in a `..` segment or a dotfile.
  const segments = urlPath.slice(1).split("/");
  const inner = urlPath.endsWith("/") ? segments.slice(0, -1) : segments;
  const unsafe = inner.some((s) => s === "" || s.startsWith(".") || s.includes("\\") || s.includes("\0"));
  const redirects = await readRedirects(root);
  const notFound = () => sendNotFound(site, req, res, notFoundPageFor(redirects.notFound, urlPath));
  if (urlPath !== "/" && unsafe) return notFound();

  const redirect = (location: string, status = 301) =>
    sendText(req, res, status, `Moved to ${location}\n`, { Location: location, ...site.headers(urlPath) });
  // Locations are built from the decoded path, so `/apply%2F` cannot redirect to itself.
  if (urlPath !== "/" && urlPath.endsWith("/")) return redirect(encodeURI(urlPath.replace(/\/+$/, "")) + search);

  const target = redirects.rules.get(urlPath);
  if (target) return redirect(target.to, target.status);
  // The not-found pages (/404.html, /es/404.html) are only ever served as the answer to a missing page, with status 404.
  const notFoundPaths = notFoundPages(redirects.notFound);
  if (notFoundPaths.some((p) => urlPath === p || urlPath === p.slice(0, -".html".length))) return notFound();

  if (urlPath === "/index.html") return redirect(`/${search}`);
  const last = inner.at(-1) ?? "";
  if (last.endsWith(".html")) {
    if (!(await fileIn(root, urlPath))) return notFound();
    return redirect(encodeURI(urlPath.slice(0, -".html".length)) + search);
  }
  if (hostFiles.has(urlPath.slice(1))) return notFound();

  const file = await fileIn(root, urlPath === "/" ? "/index.html" : last.includes(".") ? urlPath : `${urlPath}.html`);
  if (!file) return notFound();
  return sendFile(req, res, 200, file, site.headers(urlPath), site.precompressed);
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

// `_redirects` is read on every request, so a rebuild while the preview runs takes effect at once: its redirects, and
// its not-found rules (`/es/* /es/404.html 404`).
async function readRedirects(root: string): Promise<{ rules: Map<string, RedirectRule>; notFound: NotFoundRule[] }> {
  const text = await readFile(path.join(root, "_redirects"), "utf8").catch(() => "");
  return { rules: new Map(parseRedirectsFile(text).map((r) => [r.from, r])), notFound: parseNotFoundRules(text) };
}

// A missing page gets its not-found page (`page`: /404.html, or /es/404.html under /es) with that page's headers
// (its own policy for its one inline script) and the common ones. Without that file, 404.html; without that, a line.
async function sendNotFound(site: Site, req: IncomingMessage, res: ServerResponse, page: string): Promise<void> {
  for (const candidate of [...new Set([page, rootNotFound])]) {
    const file = await fileIn(site.root, candidate);
    if (file) return sendFile(req, res, 404, file, site.headers(candidate), site.precompressed);
  }
  sendText(req, res, 404, "Not found, and this build has no 404.html.\n", site.headers(rootNotFound));
}

// `hosted` (the `_headers` rules) come last, so they override the preview's own defaults.
async function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  file: string,
  hosted: Record<string, string>,
  precompressed = false,
): Promise<void> {
  const copy = precompressed ? await precompressedCopy(file, String(req.headers["accept-encoding"] ?? "")) : undefined;
  respond(req, res, status, await readFile(copy?.file ?? file), {
    "Content-Type": contentTypeOf(file),
    "Cache-Control": "no-cache",
    "X-Content-Type-Options": "nosniff",
    ...(precompressed ? { Vary: "Accept-Encoding" } : {}),
    ...(copy ? { "Content-Encoding": copy.encoding } : {}),
    ...hosted,
  });
}

// The build's `.br` or `.gz` beside `file` that the client accepts (brotli first), if there is one.
async function precompressedCopy(file: string, acceptEncoding: string): Promise<{ file: string; encoding: string } | undefined> {
  // `br;q=0` refuses brotli; any other weight accepts it.
  const accepted = new Set(
    acceptEncoding
      .split(",")
      .filter((e) => !/;\s*q=0(\.0*)?\s*$/.test(e))
      .map((e) => e.split(";")[0]!.trim().toLowerCase()),
  );
  for (const [encoding, ext] of [
    ["br", ".br"],
    ["gzip", ".gz"],
  ] as const) {
    if (!accepted.has(encoding)) continue;
    const isFile = await stat(file + ext).then(
      (s) => s.isFile(),
      () => false,
    );
    if (isFile) return { file: file + ext, encoding };
  }
  return undefined;
}

function sendText(req: IncomingMessage, res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
  respond(req, res, status, text, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-cache", ...headers });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({
    options: {
      port: { type: "string", default: "4173" },
      host: { type: "string", default: "127.0.0.1" },
      dir: { type: "string", default: "dist" },
      precompressed: { type: "boolean", default: true }, // --no-precompressed sends every file as it is
    },
    allowNegative: true,
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
  const server = createPreviewServer(dir, { precompressed: values.precompressed });
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
