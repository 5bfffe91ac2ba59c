/**
 * Which not-found page answers which address. `404.html` answers every unknown address and speaks both languages,
 * because some hosts take one error document only (S3 website hosting); each other language also has a page of its
 * own in its frame, `es/404.html`, for unknown addresses under its prefix (`/es/…`). The rule is written into
 * `_redirects` in Netlify's form (`/es/* /es/404.html 404`, after the redirects); the preview server, the nginx
 * config and the S3 deploy read it back from there, and `.htaccess` is made from the same rules.
 */

/** Unknown addresses starting with `prefix` ("/es/") get the page at `page` ("/es/404.html"). */
export interface NotFoundRule {
  prefix: string;
  page: string;
}

/** The page every other unknown address gets. */
export const rootNotFound = "/404.html";

/**
 * The output file of a language's not-found page, by the prefix of its addresses (content/data/languages.yaml):
 * 404.html for the default language (English, at the root, prefix ""), es/404.html for Spanish ("/es").
 */
export const notFoundFileOf = (prefix: string): string => (prefix === "" ? "404.html" : `${prefix.slice(1)}/404.html`);

/** The rule of a language other than the default, by its prefix ("/es"): its addresses are `/es` and everything under `/es/`. */
export const notFoundRuleOf = (prefix: string): NotFoundRule => ({ prefix: `${prefix}/`, page: `/${notFoundFileOf(prefix)}` });

/** The not-found page for `urlPath` (decoded, without its query): a language's own under its prefix, else the root one. */
export function notFoundPageFor(rules: NotFoundRule[], urlPath: string): string {
  return rules.find((r) => urlPath.startsWith(r.prefix) || urlPath === r.prefix.slice(0, -1))?.page ?? rootNotFound;
}

/** Every not-found page's path (`/404.html` first): served only as the answer to a missing page, never with 200. */
export function notFoundPages(rules: NotFoundRule[]): string[] {
  return [rootNotFound, ...rules.map((r) => r.page)];
}

/** Whether a built file is a not-found page: 404.html, or a language's `xx/404.html`. */
export const isNotFoundFile = (file: string): boolean => /^(?:[a-z]{2}\/)?404\.html$/.test(file);

/** `_redirects` lines for the rules, in Netlify's form: `/es/* /es/404.html 404` (a host applies it only where no file matches). */
export function notFoundLines(rules: NotFoundRule[]): string[] {
  return rules.map((r) => `${r.prefix}* ${r.page} 404`);
}

/** The not-found rules of a `_redirects` file: its `/prefix/* /page 404` lines; other lines are not its business. */
export function parseNotFoundRules(text: string): NotFoundRule[] {
  const rules: NotFoundRule[] = [];
  for (const line of text.split("\n")) {
    const [from, to, code] = line.trim().split(/\s+/);
    if (code !== "404" || !from?.startsWith("/") || !from.endsWith("/*") || !to?.startsWith("/")) continue;
    rules.push({ prefix: from.slice(0, -1), page: to });
  }
  return rules;
}
