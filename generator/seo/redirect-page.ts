/**
 * A redirect that works on any static host: a tiny HTML page with an instant meta refresh, the target as
 * canonical and `noindex` (ARCHITECTURE.md, "Old addresses redirect"), and the same rules in Netlify/Cloudflare
 * `_redirects`.
 */

import type { Lang, Translate } from "../../model/language.ts";
import { escapeHtml } from "../escape-html.ts";
import { type NotFoundRule, notFoundLines } from "../hosting/not-found.ts";
import { absoluteUrl } from "./head.tsx";

/** The HTML written at a redirect's source path, in the language of the page it leads to. */
export function redirectPage(siteUrl: string, to: string, { lang, t }: { lang: Lang; t: Translate }): string {
  const target = escapeHtml(to);
  const link = `<a href="${target}">${target}</a>`;
  return `<!DOCTYPE html>
<html lang="${lang}">
<head>
<meta charset="utf-8" />
<title>${escapeHtml(t("redirect.title", { path: to }))}</title>
<meta name="robots" content="noindex" />
<meta http-equiv="refresh" content="0; url=${target}" />
<link rel="canonical" href="${escapeHtml(absoluteUrl(siteUrl, to))}" />
</head>
<body>
<p>${escapeHtml(t("redirect.moved", { link: "\u0000" })).replace("\u0000", link)}</p>
</body>
</html>
`;
}

/**
 * `_redirects` for Netlify and Cloudflare Pages: one permanent redirect per line, then each language's not-found rule
 * (`/es/* /es/404.html 404`, hosting/not-found.ts), last because the first matching line wins.
 */
export function redirectsFile(redirects: { from: string; to: string }[], notFound: NotFoundRule[] = []): string {
  return `${[...redirects.map((r) => `${r.from} ${r.to} 301`), ...notFoundLines(notFound)].join("\n")}\n`;
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
