/**
 * A redirect that works on any static host: a tiny HTML page with an instant meta refresh, the target as
 * canonical and `noindex` (ARCHITECTURE.md decision 3), and the same rules in Netlify/Cloudflare `_redirects`.
 */
import { escapeHtml } from "../escape-html.ts";
import { absoluteUrl } from "./head.tsx";

/** The HTML written at a redirect's source path. */
export function redirectPage(siteUrl: string, to: string): string {
  const target = escapeHtml(to);
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8" />
<title>Redirecting to ${target}</title>
<meta name="robots" content="noindex" />
<meta http-equiv="refresh" content="0; url=${target}" />
<link rel="canonical" href="${escapeHtml(absoluteUrl(siteUrl, to))}" />
</head>
<body>
<p>This page has moved to <a href="${target}">${target}</a>.</p>
</body>
</html>
`;
}

/** `_redirects` for Netlify and Cloudflare Pages: one permanent redirect per line. */
export function redirectsFile(redirects: { from: string; to: string }[]): string {
  return `${redirects.map((r) => `${r.from} ${r.to} 301`).join("\n")}\n`;
}

/** One line of `_redirects`: `from to status`. */
export interface RedirectRule {
  from: string;
  to: string;
  status: number;
}

const redirectStatuses = new Set([301, 302, 303, 307, 308]);

/**
 * Reads `_redirects` back (`/from /to 301` per line): the preview server, the nginx config and the S3 deploy use it.
 * Only real redirects: a 200 rule is a Netlify rewrite, which none of them imitates.
 */
export function parseRedirectsFile(text: string): RedirectRule[] {
  const rules: RedirectRule[] = [];
  for (const line of text.split("\n")) {
    const [from, to, code = "301"] = line.trim().split(/\s+/);
    if (!from || !to || from.startsWith("#")) continue;
    const status = Number(code);
    if (redirectStatuses.has(status)) rules.push({ from, to, status });
  }
  return rules;
}
