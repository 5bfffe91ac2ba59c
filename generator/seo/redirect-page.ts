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
  return redirects.map((r) => `${r.from} ${r.to} 301`).join("\n") + "\n";
}
