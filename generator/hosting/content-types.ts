/**
 * The Content-Type of each kind of file the build writes, by extension: the preview server, the S3 deploy and the
 * nginx config all send these.
 */
export const contentTypes: Record<string, string> = {
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
  ".pdf": "application/pdf",
};

/** The type of `file` by its extension; unknown kinds are sent as bytes. */
export function contentTypeOf(file: string): string {
  const dot = file.lastIndexOf(".");
  return (dot === -1 ? undefined : contentTypes[file.slice(dot).toLowerCase()]) ?? "application/octet-stream";
}
