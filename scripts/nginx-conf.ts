/**
 * `npm run --silent nginx-conf -- --dist dist --port 8080 > nginx.conf`: prints an nginx config for the built site,
 * made from dist/_headers and dist/_redirects (generator/hosting/nginx.ts). Without --silent, npm's own "> script"
 * banner lands in the file; `--out <file>` writes the file instead. Other options: `--host` (default 127.0.0.1),
 * `--root` (the folder on the server, when it is not --dist), `--user root` (when nginx runs as root and the files
 * are root's), `--workers`, `--brotli <path of ngx_http_brotli_static_module.so>` (Debian package
 * libnginx-mod-http-brotli-static). Run it in the foreground: `nginx -p <run folder>/ -c <config> -e stderr -g 'daemon off;'`.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { parseHeadersFile } from "../generator/hosting/headers.ts";
import { type NginxOptions, nginxConfig } from "../generator/hosting/nginx.ts";
import { parseNotFoundRules } from "../generator/hosting/not-found.ts";
import { parseRedirectsFile } from "../generator/seo/redirect-page.ts";

/** The config for the build in `dist`; throws with a readable message when the build is missing. */
export function nginxConfigFor(dist: string, options: Omit<NginxOptions, "root"> & { root?: string }): string {
  const headersPath = path.join(dist, "_headers");
  if (!existsSync(headersPath)) throw new Error(`${headersPath} does not exist. Run \`npm run build\` first.`);
  const redirectsPath = path.join(dist, "_redirects");
  const rules = parseHeadersFile(readFileSync(headersPath, "utf8"));
  const redirectsText = existsSync(redirectsPath) ? readFileSync(redirectsPath, "utf8") : "";
  const config = { ...options, root: options.root ?? path.resolve(dist) };
  return nginxConfig(rules, parseRedirectsFile(redirectsText), config, parseNotFoundRules(redirectsText));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({
    options: {
      dist: { type: "string", default: "dist" },
      port: { type: "string", default: "8080" },
      host: { type: "string", default: "127.0.0.1" },
      root: { type: "string" },
      user: { type: "string" },
      workers: { type: "string", default: "auto" },
      brotli: { type: "string" },
      out: { type: "string" },
    },
  });
  const port = Number(values.port);
  const workers = values.workers === "auto" ? "auto" : Number(values.workers);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    process.stderr.write(`--port must be a number from 1 to 65535, not "${values.port}".\n`);
    process.exit(1);
  }
  if (workers !== "auto" && !(Number.isInteger(workers) && workers > 0)) {
    process.stderr.write(`--workers must be "auto" or a number above 0, not "${values.workers}".\n`);
    process.exit(1);
  }
  try {
    const config = nginxConfigFor(values.dist, {
      port,
      host: values.host,
      root: values.root,
      user: values.user,
      workers,
      brotliModule: values.brotli,
    });
    const args = process.argv.slice(2);
    // `--silent`: npm prints its "> script" banner on stdout, which would land in the config.
    const regenerate = values.out ? ["npm run nginx-conf --", ...args].join(" ") : ["npm run --silent nginx-conf --", ...args, "> nginx.conf"].join(" ");
    const configFile = values.out ?? "nginx.conf";
    const text =
      [
        "# nginx config for the built site, generated from dist/_headers and dist/_redirects. Do not edit it by hand:",
        "# regenerate it after every build (each page's Content-Security-Policy holds the hashes of its inline scripts):",
        `#   npm run build && ${regenerate}`,
        "# Run it in the foreground; the pid file and temp folders go into the -p folder:",
        `#   mkdir -p run && nginx -p "$PWD/run/" -c "$PWD/${configFile}" -e stderr -g 'daemon off;'`,
        "# Brotli: Debian's nginx has no brotli module by default. With libnginx-mod-http-brotli-static installed, add",
        "#   --brotli /usr/lib/nginx/modules/ngx_http_brotli_static_module.so to serve the build's .br files.",
        "",
      ].join("\n") + config;
    if (values.out) writeFileSync(values.out, text);
    else process.stdout.write(text);
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}
