import { describe, expect, it } from "vitest";
import { commonHeaders, type HeaderRule, htmlCache } from "../../../generator/hosting/headers.ts";
import { htaccessFile } from "../../../generator/hosting/htaccess.ts";

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
  { path: "/assets/*", headers: [["Cache-Control", "public, max-age=31536000, immutable"]] },
  { path: "/*", headers: commonHeaders },
];
const text = htaccessFile(rules, [{ from: "/caswell-county", to: "/county/caswell-county" }]);

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
