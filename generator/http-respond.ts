/** The one way the dev and preview servers answer a request: a body with its length, none for HEAD. */
import type { IncomingMessage, ServerResponse } from "node:http";

/** Sends `body` with `status` and `headers` (which name the Content-Type); a HEAD request gets the headers only. */
export function respond(req: IncomingMessage, res: ServerResponse, status: number, body: string | Buffer, headers: Record<string, string>): void {
  if (res.headersSent) {
    res.end();
    return;
  }
  res.writeHead(status, { "Content-Length": String(Buffer.byteLength(body)), ...headers });
  res.end(req.method === "HEAD" ? undefined : body);
}
