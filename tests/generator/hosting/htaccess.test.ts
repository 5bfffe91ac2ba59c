import { describe, expect, it } from "vitest";
import { commonHeaders, type HeaderRule, htmlCache } from "../../../generator/hosting/headers.ts";
import { htaccessFile } from "../../../generator/hosting/htaccess.ts";
import { notFoundRuleOf } from "../../../generator/hosting/not-found.ts";

const rules: HeaderRule[] = [
  {
    path: "/",
    headers: [
      ["Content-Security-Policy", "default-src 'self'; script-src 'self' 'sha256-home'"],
      ["Cache-Control", htmlCache],
    ],
  },
  {
    path: "/apply",
    headers: [
      ["Content-Security-Policy", "default-src 'self'; script-src 'self' 'sha256-apply'"],
      ["Cache-Control", htmlCache],
    ],
  },
  {
    path: "/404.html",
    headers: [
      ["Content-Security-Policy", "default-src 'self'"],
      ["Cache-Control", htmlCache],
    ],
  },
  {
    path: "/es/404.html",
    headers: [
      ["Content-Security-Policy", "default-src 'self'; style-src 'self' 'sha256-es'"],
      ["Cache-Control", htmlCache],
    ],
  },
  { path: "/assets/*", headers: [["Cache-Control", "public, max-age=31536000, immutable"]] },
  { path: "/*", headers: commonHeaders },
];
const text = htaccessFile(rules, [{ from: "/caswell-county", to: "/county/caswell-county" }], [notFoundRuleOf("/es")]);

describe("htaccessFile", () => {
  it("redirects each old address, with or without .html or a trailing slash", () => {
    expect(text).toContain("RewriteRule ^caswell-county(?:\\.html|/)?$ /county/caswell-county [R=301,L]\n");
  });

  it("serves clean URLs and redirects the .html and trailing-slash forms", () => {
    expect(text).toContain("RewriteRule ^(.+)$ $1.html [END]\n");
    expect(text).toContain("RewriteRule ^(.+)\\.html$ /$1 [R=301,L]\n");
    expect(text).toContain("RewriteRule ^(.+)/$ /$1 [R=301,L]\n");
    expect(text).toContain("ErrorDocument 404 /404.html\n");
  });

  // Read, not run: no Apache on this machine (hosting/README.md). These are the rules as Apache 2.4's docs describe them.
  it("gives unknown addresses under /es the Spanish not-found page, and 404.html to the rest", () => {
    // The last ErrorDocument that applies wins, and an <If> section is merged after the .htaccess it sits in.
    expect(text).toContain(`ErrorDocument 404 /404.html\n`);
    expect(text).toContain(`<If "%{REQUEST_URI} =~ m#^/es(?:/|$)#">\n  ErrorDocument 404 /es/404.html\n</If>\n`);
    expect(text.indexOf("ErrorDocument 404 /404.html")).toBeLessThan(text.indexOf("ErrorDocument 404 /es/404.html"));
    // /es/404 and /es/404.html are no pages: like /404 and /404.html they answer 404 (with the Spanish page, by the <If>).
    expect(text).toContain("RewriteRule ^(?:404|404\\.html|es/404|es/404\\.html|_headers|_redirects)$ - [R=404,L]\n");
    // Sent with status 404, its headers need `always` too.
    expect(text).toContain(
      `<If "%{REQUEST_URI} in { '/es/404.html' }">\n  Header always set Content-Security-Policy "default-src 'self'; style-src 'self' 'sha256-es'"`,
    );
  });

  it("without a not-found rule, keeps the one ErrorDocument", () => {
    const english = htaccessFile(rules, []);
    expect(english.match(/ErrorDocument/g)).toHaveLength(1);
    expect(english).toContain("RewriteRule ^(?:404|404\\.html|_headers|_redirects)$ - [R=404,L]\n");
  });

  it("sends each page's headers for both of its forms, the 404 page's with `always`", () => {
    expect(text).toContain(
      `<If "%{REQUEST_URI} in { '/apply', '/apply.html' }">\n` +
        `  Header set Content-Security-Policy "default-src 'self'; script-src 'self' 'sha256-apply'"\n` +
        `  Header set Cache-Control "${htmlCache}"\n</If>\n`,
    );
    expect(text).toContain(`<If "%{REQUEST_URI} in { '/', '/index.html' }">`);
    expect(text).toContain(`<If "%{REQUEST_URI} in { '/404.html' }">\n  Header always set Content-Security-Policy "default-src 'self'"`);
    expect(text).toContain(`<If "%{REQUEST_URI} =~ m#^/assets/#">\n  Header set Cache-Control "public, max-age=31536000, immutable"`);
  });

  it("writes the general rules before the specific ones, since in Apache the last Header set wins", () => {
    const at = (needle: string) => text.indexOf(needle);
    expect(at("Header always set X-Content-Type-Options")).toBeLessThan(at("m#^/assets/#"));
    expect(at("m#^/assets/#")).toBeLessThan(at("'/apply'"));
    expect(at("'/apply'")).toBeLessThan(at("'/index.html'"));
  });
});
