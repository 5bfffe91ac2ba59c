/**
 * An nginx config for the built site, made from the build's own `_headers` and `_redirects` (one source for every
 * host, ARCHITECTURE.md, "Clean URLs, no trailing slash" and "Old addresses redirect"): clean URLs (`/apply` →
 * apply.html, `/apply.html` → 301 `/apply`), 404.html with status 404 (es/404.html for unknown addresses under /es),
 * each redirect as a 301, each page's headers, and the precompressed `.gz` files.
 */
import type { RedirectRule } from "../seo/redirect-page.ts";
import { contentTypes } from "./content-types.ts";
import { type HeaderRule, headersFor } from "./headers.ts";
import { type NotFoundRule, notFoundPages, rootNotFound } from "./not-found.ts";

/** Where and how the server runs. Relative paths in the config (pid, temp folders) are inside nginx's `-p` prefix. */
export interface NginxOptions {
  root: string; // the absolute path of the built site (dist/)
  port: number;
  host?: string; // default 127.0.0.1
  user?: string; // `user root;` when the master runs as root and dist/ is readable only by root
  workers?: number | "auto";
  brotliModule?: string; // path of ngx_http_brotli_static_module.so; only when that module is installed
}

// nginx's `types` block from the one table of content types: each type without its charset, with its extensions.
const types: [string, string][] = Object.entries(
  Object.entries(contentTypes).reduce<Record<string, string[]>>((byType, [ext, type]) => {
    const name = type.split(";")[0]!;
    byType[name] = [...(byType[name] ?? []), ext.slice(1)];
    return byType;
  }, {}),
).map(([type, exts]) => [type, exts.join(" ")]);

/** A complete nginx.conf serving `options.root` with the rules of `_headers` and `_redirects` (its not-found rules too). */
export function nginxConfig(headerRules: HeaderRule[], redirects: RedirectRule[], options: NginxOptions, notFound: NotFoundRule[] = []): string {
  const notFoundPaths = notFoundPages(notFound);
  const host = options.host ?? "127.0.0.1";
  const listen = host.includes(":") ? `[${host}]:${options.port}` : `${host}:${options.port}`;
  const exact = headerRules.filter((r) => !r.path.endsWith("*"));
  // Prefix locations get the headers of the `*` rules only: an exact rule for `/` must not reach `/favicon.svg`.
  const wildcard = headerRules.filter((r) => r.path.endsWith("*"));
  const prefixes = wildcard.map((r) => r.path.slice(0, -1));
  const redirectTo = new Map(redirects.map((r) => [r.from, r]));
  const exactPaths = [...new Set([...exact.map((r) => r.path), ...redirects.map((r) => r.from)])];

  const locations: string[] = [];
  // Prefix rules other than `/*` (the hashed assets); `/*` itself is the server level, which `location /` inherits.
  for (const prefix of prefixes.filter((p) => p !== "/"))
    locations.push(block(`location ${safePath(prefix)}`, [...addHeaders(wildcard, prefix), "try_files $uri =404;"]));
  locations.push(block("location /", ["try_files $uri $uri.html =404;"]));
  for (const urlPath of exactPaths) {
    const redirect = redirectTo.get(urlPath);
    const serve = redirect
      ? [`return ${redirect.status} ${quote(redirect.to)};`]
      : urlPath === "/"
        ? ["try_files /index.html =404;"]
        : notFoundPaths.includes(urlPath)
          ? ["internal; # served only as the answer to a missing page, with status 404"]
          : ["try_files $uri $uri.html =404;"];
    locations.push(block(`location = ${safePath(urlPath)}`, [...addHeaders(headerRules, urlPath), ...serve]));
  }
  locations.push(
    block("location = /index.html", ["return 301 /$is_args$args;"]),
    "# /404 would otherwise serve 404.html with status 200 (and /es/404 es/404.html).",
    ...notFoundPaths.map((p) => block(`location = ${safePath(p.slice(0, -".html".length))}`, ["return 404;"])),
    "# Host files of Netlify and Cloudflare Pages, and dotfiles, are never served.",
    block("location = /_headers", ["return 404;"]),
    block("location = /_redirects", ["return 404;"]),
    block("location ~ /\\.", ["return 404;"]),
    "# /apply.html → /apply (only for a page that exists); other .html names do not exist.",
    block('location ~ "^(?<page>/[A-Za-z0-9_/-]+)\\.html$"', [block("if (!-f $request_filename)", ["return 404;"]), "return 301 $page$is_args$args;"]),
    block("location ~ \\.html$", ["return 404;"]),
    "# No trailing slash: /apply/ → /apply.",
    block('location ~ "^(?<page>/[A-Za-z0-9_/-]+)/$"', ["return 301 $page$is_args$args;"]),
  );

  const main = [
    ...(options.user ? [`user ${options.user};`] : []),
    ...(options.brotliModule ? [`load_module ${quote(options.brotliModule)};`] : []),
    `worker_processes ${options.workers ?? "auto"};`,
    "pid nginx.pid;",
    "error_log stderr;",
    block("events", ["worker_connections 1024;"]),
    block("http", [
      ...(notFound.length > 0
        ? [
            "# The not-found page of each address: a language's own under its prefix (_redirects: /es/* /es/404.html 404).",
            block("map $uri $not_found_page", [
              `default ${rootNotFound};`,
              // `/es` itself and everything under `/es/`; the prefix is a plain path (safePath), only its dots need escaping.
              ...notFound.flatMap((r) => [
                `${safePath(r.prefix.slice(0, -1))} ${safePath(r.page)};`,
                `~^${safePath(r.prefix).replace(/\./g, "\\.")} ${safePath(r.page)};`,
              ]),
            ]),
          ]
        : []),
      block(
        "types",
        types.map(([type, exts]) => `${type} ${exts};`),
      ),
      "default_type application/octet-stream;",
      "charset utf-8;",
      "charset_types text/css text/plain text/xml text/javascript application/json application/xml application/manifest+json;",
      "access_log off;",
      "server_tokens off;",
      "sendfile on;",
      "tcp_nopush on;",
      "client_body_temp_path client_body_temp;",
      "proxy_temp_path proxy_temp;",
      "fastcgi_temp_path fastcgi_temp;",
      "uwsgi_temp_path uwsgi_temp;",
      "scgi_temp_path scgi_temp;",
      "# The build writes index.html.gz beside index.html (and .br); nginx sends it to clients that accept it.",
      "gzip_static on;",
      "gzip_vary on;",
      ...(options.brotliModule ? ["brotli_static on;"] : []),
      block("server", [
        `listen ${listen};`,
        "server_name _;",
        `root ${quote(options.root)};`,
        "# Locations are sent as written (/apply), not rebuilt with this server's host and port.",
        "absolute_redirect off;",
        ...(options.brotliModule
          ? [
              "# Symlinks are not checked: brotli_static gives nginx the .br file's path with a length 4 bytes past its",
              "# text (its NUL and 3 bytes beyond its buffer), and nginx's symlink checks walk all of it: a stray '/'",
              "# there made the .br file look missing and gzip went out instead (google/ngx_brotli#134). The build",
              "# writes no symlinks into dist/.",
              "disable_symlinks off;",
            ]
          : ["# Nothing outside root: no symlink inside it is followed.", "disable_symlinks on from=$document_root;"]),
        ...(notFound.length > 0
          ? [
              // A named location rather than `error_page 404 $not_found_page`: with the variable there and symlink
              // checks on, brotli_static sent no .br file (its over-long path, the comment at disable_symlinks).
              "error_page 404 @not_found;",
              block("location @not_found", ["rewrite ^ $not_found_page last; # keeps the status 404"]),
            ]
          : [`error_page 404 ${rootNotFound};`]),
        "# add_header is inherited only by locations that add none, so each location below repeats every header;",
        "# `always` sends them with 404s and redirects too.",
        ...addHeaders(wildcard, "/"),
        ...locations,
      ]),
    ]),
  ];
  return `${main.join("\n")}\n`;
}

function addHeaders(rules: HeaderRule[], urlPath: string): string[] {
  return Object.entries(headersFor(rules, urlPath)).map(([name, value]) => `add_header ${safeName(name)} ${quote(value)} always;`);
}

function block(head: string, lines: string[]): string {
  const body = lines.flatMap((l) => l.split("\n")).map((l) => `  ${l}`);
  return [`${head} {`, ...body, "}"].join("\n");
}

// nginx has no escape for `$` (it would start a variable), and a line break would end the directive.
function quote(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what this refuses
  if (/[$\0-\x1f\x7f]/.test(value)) throw new Error(`Cannot write ${JSON.stringify(value)} into nginx.conf: it holds a "$" or a control character.`);
  return `"${value.replace(/[\\"]/g, "\\$&")}"`;
}

// Paths come from the route table (slugs); anything else in a location would need quoting rules of its own.
function safePath(urlPath: string): string {
  if (!/^\/[A-Za-z0-9._~/-]*$/.test(urlPath)) throw new Error(`Cannot write the path ${JSON.stringify(urlPath)} as an nginx location.`);
  return urlPath;
}

function safeName(name: string): string {
  if (!/^[A-Za-z0-9-]+$/.test(name)) throw new Error(`Cannot write the header name ${JSON.stringify(name)} into nginx.conf.`);
  return name;
}
