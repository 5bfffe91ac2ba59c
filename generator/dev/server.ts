/**
 * The dev server (`npm run dev`, cli.ts): renders every page per request through the build's render function, on
 * a thread of its own (render-thread.ts), with Vite in middleware mode for CSS and public files, and reloads the
 * browser on every edit.
 */
import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { LogLevel, ViteDevServer } from "vite";
import { respond } from "../http-respond.ts";
import { devLoader } from "../island-scripts.ts";
import { describe, errorDocument, fixStacktraces } from "./error-page.ts";
import { type RenderThread, startRenderThread } from "./render-thread.ts";
import type { DevRenderReply } from "./render-worker.ts";
import { reloadOnChange } from "./watch.ts";

type RenderModule = typeof import("./render.ts");

/** Where the project and its content are, and where to listen (port 0 picks a free port). */
export interface DevServerOptions {
  root: string;
  contentDir: string;
  port: number;
  host?: string; // default 127.0.0.1
  logLevel?: LogLevel; // Vite's own messages; the tests pass "error"
}

/** A running dev server. */
export interface DevServer {
  url: string;
  close(): Promise<void>;
}

/** Starts Vite in middleware mode behind a node:http server that renders pages on a thread of its own. */
export async function startDevServer(options: DevServerOptions): Promise<DevServer> {
  const root = path.resolve(options.root);
  const contentDir = path.resolve(options.contentDir);
  const host = options.host ?? "127.0.0.1";
  // First, so that it reads the content and renders while Vite starts.
  const renderer = startRenderThread(root, contentDir);
  const { createServer } = await import("vite"); // after, so the thread need not wait for Vite to load either
  const httpServer = createHttpServer();
  const vite = await createServer({
    root,
    configFile: path.join(root, "vite.config.ts"),
    appType: "custom",
    logLevel: options.logLevel ?? "info",
    server: {
      middlewareMode: true,
      // The HMR socket shares our port instead of opening a second one.
      ws: { server: httpServer },
      // Vite reloads the browser for every .html file that changes under root. The build writes hundreds into
      // dist/ and its temp folder (.dist-build-*); tools keep scratch files in dot folders.
      watch: { ignored: [`${root.replaceAll("\\", "/")}/dist/**`, `${root.replaceAll("\\", "/")}/.*/**`] },
    },
  });
  const reporter = createReporter();
  httpServer.on("request", (req: IncomingMessage, res: ServerResponse) => {
    handle(vite, renderer, contentDir, reporter, req, res).catch((error: unknown) => {
      process.stderr.write(`The dev server could not answer ${req.url}:\n${describe(error)}\n`);
      if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
      res.end("The dev server could not answer this request. See the terminal.\n");
    });
  });
  const stopWatching = reloadOnChange(vite, root, contentDir, () => renderer.restart());
  try {
    await listen(httpServer, options.port, host);
  } catch (error) {
    stopWatching();
    await Promise.all([vite.close(), renderer.close()]);
    throw error;
  }
  const { port } = httpServer.address() as AddressInfo;
  return {
    url: `http://${host.includes(":") ? `[${host}]` : host}:${port}/`,
    close: async () => {
      stopWatching();
      await Promise.all([vite.close(), renderer.close()]);
      httpServer.closeAllConnections();
      await new Promise<void>((resolve) => httpServer.close(() => resolve()));
    },
  };
}

async function handle(
  vite: ViteDevServer,
  renderer: RenderThread,
  contentDir: string,
  reporter: Reporter,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const url = req.url ?? "/";
  const [pathname = "/", query] = url.split(/\?(.*)/s);
  const readable = req.method === "GET" || req.method === "HEAD";
  if (readable && (pathname === "/admin" || pathname.startsWith("/admin/"))) {
    await sendAdmin(vite, contentDir, req, res, pathname);
    return;
  }
  if (readable && isPagePath(pathname)) {
    if (pathname !== "/" && pathname.endsWith("/")) {
      // Same rule as production: clean URLs have no trailing slash. Leading slashes collapse so `//host/` stays local.
      const target = `/${pathname.replace(/^\/+|\/+$/g, "")}${query === undefined ? "" : `?${query}`}`;
      send(req, res, 301, "", { Location: target });
      return;
    }
    let urlPath: string;
    try {
      urlPath = decodeURI(pathname);
    } catch {
      send(req, res, 400, "This address is not valid URL encoding.\n", { "Content-Type": "text/plain; charset=utf-8" });
      return;
    }
    await sendPage(vite, renderer, reporter, req, res, urlPath);
    return;
  }
  // CSS through the Tailwind plugin, /@vite/client, public/ files. Whatever Vite does not answer gets the 404 page.
  vite.middlewares(req, res, (error?: unknown) => {
    const next = error
      ? sendError(vite, reporter, req, res, error)
      : readable
        ? sendPage(vite, renderer, reporter, req, res, safeDecode(pathname))
        : Promise.resolve(send(req, res, 405, "", { Allow: "GET, HEAD" }));
    next.catch((e: unknown) => process.stderr.write(`${describe(e)}\n`));
  });
}

// The web editor (`npm run cms`): its page, script, config and the content as it is on disk now (cms/admin-site.ts).
async function sendAdmin(vite: ViteDevServer, contentDir: string, req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> {
  if (pathname === "/admin/") {
    send(req, res, 301, "", { Location: "/admin" }); // as every page: no trailing slash
    return;
  }
  const admin = (await vite.ssrLoadModule("/generator/cms/admin-site.ts")) as typeof import("../cms/admin-site.ts");
  const { devStylesheet } = (await vite.ssrLoadModule("/generator/dev/render.ts")) as RenderModule;
  const file = await admin.adminFileForDev(vite.config.root, contentDir, pathname.slice("/admin/".length) /* "" for /admin */, devStylesheet);
  if (!file) {
    send(req, res, 404, "Not found.\n", { "Content-Type": "text/plain; charset=utf-8" });
    return;
  }
  respond(req, res, 200, file.body, { "Content-Type": file.type, "Cache-Control": "no-store" });
}

// A path the dev server renders itself: no file extension, and not one of Vite's own addresses (/@vite/client).
function isPagePath(pathname: string): boolean {
  if (pathname.startsWith("/@") || pathname.startsWith("/__") || pathname.startsWith("/node_modules/")) return false;
  return !(pathname.split("/").at(-1) ?? "").includes(".");
}

function safeDecode(pathname: string): string {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}

async function sendPage(
  vite: ViteDevServer,
  renderer: RenderThread,
  reporter: Reporter,
  req: IncomingMessage,
  res: ServerResponse,
  urlPath: string,
): Promise<void> {
  let reply: DevRenderReply;
  try {
    // Rendered from the content and the code as they are now, on the render thread (render-thread.ts).
    reply = await renderer.render(urlPath);
  } catch (error) {
    await sendError(vite, reporter, req, res, error);
    return;
  }
  if ("problems" in reply) {
    const { count: n, listing } = reply.problems;
    reporter.report(listing);
    const html = errorDocument(`The content has ${count(n, "problem")}`, "Fix them and save the file: this page reloads by itself.", listing);
    send(req, res, 500, await withViteClient(vite, req.url ?? "/", html));
    return;
  }
  if ("error" in reply) {
    await sendBug(vite, reporter, req, res, reply.error);
    return;
  }
  const { page } = reply;
  let html: string;
  try {
    // Injects /@vite/client, which opens the socket that reloads the page.
    html = page.location === undefined ? await vite.transformIndexHtml(req.url ?? urlPath, devLoader(page.html)) : page.html;
  } catch (error) {
    await sendError(vite, reporter, req, res, error);
    return;
  }
  reporter.ok();
  send(req, res, page.status, html, page.location === undefined ? {} : { Location: page.location });
}

// An error of the dev server itself or of Vite, shown with its stack mapped back to the TypeScript sources.
async function sendError(vite: ViteDevServer, reporter: Reporter, req: IncomingMessage, res: ServerResponse, error: unknown): Promise<void> {
  fixStacktraces(vite, error);
  await sendBug(vite, reporter, req, res, describe(error));
}

// Anything but a content problem is a generator bug, shown with its stack.
async function sendBug(vite: ViteDevServer, reporter: Reporter, req: IncomingMessage, res: ServerResponse, text: string): Promise<void> {
  reporter.report(`The dev server could not render ${req.url}. This is a bug in the generator, not in the content.\n\n${text}\n`);
  const html = errorDocument(
    "The generator stopped with an error",
    `Rendering ${req.url} failed. This is a bug in the generator, not in the content. The page reloads when a file changes.`,
    text,
  );
  send(req, res, 500, await withViteClient(vite, req.url ?? "/", html));
}

// The Vite client opens the reload socket. If Vite's HTML transform fails too, add the script by hand.
async function withViteClient(vite: ViteDevServer, url: string, html: string): Promise<string> {
  try {
    return await vite.transformIndexHtml(url, html);
  } catch {
    return html.replace("</head>", '<script type="module" src="/@vite/client"></script>\n</head>');
  }
}

// Pages and error pages are rendered per request, so the browser must not cache them.
function send(req: IncomingMessage, res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}): void {
  respond(req, res, status, body, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store", ...headers });
}

interface Reporter {
  report(text: string): void;
  ok(): void;
}

// Prints each failure to the terminal once, not again on every reload, and says when the site renders again.
function createReporter(): Reporter {
  let last: string | undefined;
  return {
    report(text) {
      if (text === last) return;
      last = text;
      process.stderr.write(`\n${text}`);
    },
    ok() {
      if (last === undefined) return;
      last = undefined;
      process.stdout.write("The site renders again.\n");
    },
  };
}

function count(n: number, noun: string): string {
  return `${n} ${n === 1 ? noun : `${noun}s`}`;
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
}
