/**
 * The HTTP headers every host must send with the built site, computed from the pages the build wrote
 * (ARCHITECTURE.md, "Headers from the build"): a Content-Security-Policy per page whose script-src allows only the
 * site's own files and the sha256 of each inline script that page carries (JSON-LD, the islands' loader, the 404
 * logger), the form provider's origin only where the apply form is; the usual hardening headers; and caching (hashed
 * assets immutable, everything else revalidated). Written as `_headers` (Netlify / Cloudflare Pages format), which
 * the preview server, the nginx config and the S3 deploy read: one source for every host.
 */
import { createHash } from "node:crypto";
import { isNotFoundFile } from "./not-found.ts";

/** The headers of one URL path (or a path pattern ending in `*`), in order. */
export interface HeaderRule {
  path: string;
  headers: [name: string, value: string][];
}

const inlineScript = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;
const inlineStyle = /<style\b[^>]*>([\s\S]*?)<\/style>/g;

/** `'sha256-…'` of every inline script in `html`, in document order, without repeats. */
export function inlineScriptHashes(html: string): string[] {
  return hashesOf(html, inlineScript);
}

/** `'sha256-…'` of every <style> element in `html` (the page's inlined CSS), in document order, without repeats. */
export function inlineStyleHashes(html: string): string[] {
  return hashesOf(html, inlineStyle);
}

/** The sha256 sources of a page's inline scripts and styles: all its policy needs from its HTML. */
export interface InlineHashes {
  scripts: string[];
  styles: string[];
}

export function inlineHashes(html: string): InlineHashes {
  return { scripts: inlineScriptHashes(html), styles: inlineStyleHashes(html) };
}

function hashesOf(html: string, element: RegExp): string[] {
  const hashes = [...html.matchAll(element)].map((m) => `'sha256-${createHash("sha256").update(m[1]!, "utf8").digest("base64")}'`);
  return [...new Set(hashes)];
}

/**
 * The policy of one page, from its HTML or the hashes taken from it. `frameOrigins` are allowed to run scripts and
 * frames (the form provider on /apply).
 */
export function contentSecurityPolicy(page: string | InlineHashes, frameOrigins: string[] = []): string {
  const { scripts, styles } = typeof page === "string" ? inlineHashes(page) : page;
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scripts, ...frameOrigins].join(" "),
    ["style-src 'self'", ...styles].join(" "),
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src ${frameOrigins.length > 0 ? frameOrigins.join(" ") : "'none'"}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}

/**
 * Headers every response carries. HSTS is left to HTTPS hosts (hosting/README.md): sent over HTTP it means nothing.
 * No Cross-Origin-Opener-Policy: it makes the browser start the page in a fresh process, which cost 50–65 ms of main-thread time on each first visit here, and the site has no state a cross-origin window could reach.
 */
export const commonHeaders: [string, string][] = [
  ["X-Content-Type-Options", "nosniff"],
  ["Referrer-Policy", "strict-origin-when-cross-origin"],
  ["Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()"],
  ["X-Frame-Options", "DENY"],
];

export const htmlCache = "public, max-age=0, must-revalidate";
export const assetCache = "public, max-age=31536000, immutable";
export const otherCache = "public, max-age=3600";

/** Where Decap looks for its local backend, decap-server, on the editor's own machine: `npm run cms` starts it there. */
export const localBackendPort = 8081;

/**
 * The web editor's policy (/admin and its files, generator/cms/admin-site.ts), as tight as Decap CMS runs under, measured in
 * Chromium (tests/e2e/cms.test.ts): its scripts only from the site, and string evaluation, without which Decap cannot
 * check its own configuration (ajv compiles JSON Schemas to functions: "Error loading the CMS configuration"); its styles are injected at run time (Emotion), so
 * inline styles are allowed here and nowhere else; it talks to GitHub's API to sign in and save; its preview pane is a
 * frame of its own page. `localBackend`, decap-server's origin, only where the editor is served on the editor's own
 * machine: the published site never talks to a server on the visitor's computer.
 */
export function adminPolicy(localBackend?: string): string {
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://avatars.githubusercontent.com",
    "font-src 'self'",
    ["connect-src 'self' https://api.github.com", ...(localBackend ? [localBackend] : [])].join(" "),
    "frame-src 'self'",
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}

/** The published editor's headers: its policy, never indexed, never cached. */
export const adminHeaders: [string, string][] = [
  ["Content-Security-Policy", adminPolicy()],
  ["X-Robots-Tag", "noindex, nofollow"],
  ["Cache-Control", htmlCache],
];

/** The URL path a page file is served at: index.html → /, apply.html → /apply, county/x.html → /county/x. */
export function urlPathOf(file: string): string {
  if (file === "index.html") return "/";
  return `/${file.replace(/\.html$/, "")}`;
}

/** What a page's rule is made from: its file, the hashes of its inline code, and whether it embeds the apply form. */
export interface PolicyPage {
  file: string;
  hashes: InlineHashes;
  form: boolean;
}

/**
 * Every rule, most specific first: one per page (its CSP and HTML caching; the not-found pages, 404.html and
 * es/404.html, under their own names: they are sent only as the answer to a missing page), then the
 * hashed assets, then the defaults for everything. `formOrigins` are allowed only on pages that embed the form.
 */
export function headerRules(pages: PolicyPage[], formOrigins: string[]): HeaderRule[] {
  const rules: HeaderRule[] = pages.map((page) => ({
    path: isNotFoundFile(page.file) ? `/${page.file}` : urlPathOf(page.file),
    headers: [
      ["Content-Security-Policy", contentSecurityPolicy(page.hashes, page.form ? formOrigins : [])],
      ["Cache-Control", htmlCache],
    ],
  }));
  rules.push({ path: "/assets/*", headers: [["Cache-Control", assetCache]] });
  rules.push({ path: "/admin", headers: adminHeaders }, { path: "/admin/*", headers: adminHeaders });
  rules.push({ path: "/*", headers: [...commonHeaders] });
  return rules;
}

/** The rules in the `_headers` format of Netlify and Cloudflare Pages. */
export function headersFile(rules: HeaderRule[]): string {
  return rules.map((r) => `${r.path}\n${r.headers.map(([name, value]) => `  ${name}: ${value}`).join("\n")}\n`).join("");
}

/** Reads a `_headers` file back into rules (the preview server and the host configs use it). */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split("\n")) {
    if (line.trim() === "" || line.trimStart().startsWith("#")) continue;
    if (!/^\s/.test(line)) rules.push({ path: line.trim(), headers: [] });
    else {
      const at = line.indexOf(":");
      rules.at(-1)?.headers.push([line.slice(0, at).trim(), line.slice(at + 1).trim()]);
    }
  }
  return rules;
}

/**
 * The headers for a request to `urlPath`, as Netlify combines them: every matching rule contributes, a `*` at the
 * end of a rule's path matches any rest, and the first rule to set a header wins.
 */
export function headersFor(rules: HeaderRule[], urlPath: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const rule of rules) {
    const matches = rule.path.endsWith("*") ? urlPath.startsWith(rule.path.slice(0, -1)) : urlPath === rule.path;
    if (!matches) continue;
    for (const [name, value] of rule.headers) if (!(name in out)) out[name] = value;
  }
  return out;
}
