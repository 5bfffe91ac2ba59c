/** The per-page Content-Security-Policy: the hashes of a page's inline scripts and of its inline stylesheet. */
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { policyInput } from "../../../generator/build/page.ts";
import { contentSecurityPolicy, headerRules, inlineHashes, inlineScriptHashes, inlineStyleHashes } from "../../../generator/hosting/headers.ts";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("contentSecurityPolicy", () => {
  it("allows the page's inline <style> by its sha256 and nothing else inline", () => {
    const css = ".flex{display:flex}";
    const policy = contentSecurityPolicy(`<!DOCTYPE html><head><style>${css}</style></head><body class="flex"></body>`);
    const styleSrc = policy.split("; ").find((d) => d.startsWith("style-src "));
    expect(styleSrc).toBe(`style-src 'self' ${sha(css)}`);
    expect(policy).not.toContain("unsafe-inline");
  });

  it("keeps style-src 'self' alone on a page without inline CSS", () => {
    expect(contentSecurityPolicy("<!DOCTYPE html><p>x</p>").split("; ")).toContain("style-src 'self'");
  });

  it("hashes the script and the style separately", () => {
    const policy = contentSecurityPolicy("<style>a{b:c}</style><script>1</script>");
    expect(policy).toContain(`script-src 'self' ${sha("1")};`);
    expect(policy).toContain(`style-src 'self' ${sha("a{b:c}")};`);
  });
});

describe("inlineStyleHashes", () => {
  it("lists each distinct <style> once, in order", () => {
    expect(inlineStyleHashes("<style>a</style><style>b</style><style>a</style>")).toEqual([sha("a"), sha("b")]);
  });
});

describe("policyInput (what a page's hashes are taken from)", () => {
  it("gives the same hashes and policy as the whole page", () => {
    const html =
      '<!DOCTYPE html><html><head><style>a{b:c}</style><script type="application/ld+json">{"@type":"X"}</script>' +
      '<script type="module" src="/assets/x.js"></script></head><body><p>&lt;scripts&gt; <code>&lt;style&gt;</code></p>' +
      '<div data-island="apply-form"></div><script>window.x=1</script><style media="print">p{d:e}</style></body></html>';
    const input = policyInput(html);
    expect(inlineHashes(input)).toEqual(inlineHashes(html));
    expect(contentSecurityPolicy(inlineHashes(input))).toBe(contentSecurityPolicy(html));
    expect(inlineScriptHashes(input)).toEqual([sha('{"@type":"X"}'), sha("window.x=1")]);
    expect(inlineStyleHashes(input)).toEqual([sha("a{b:c}"), sha("p{d:e}")]);
    expect(policyInput("<p>no inline code</p>")).toBe("");
  });
});

describe("headerRules", () => {
  it("allows the form provider only on pages with an island that embeds its form", () => {
    const pages = ['<div data-island="apply-form"></div>', '<p data-island="faq">x</p>'].map((html, i) => ({
      file: `p${i}.html`,
      hashes: inlineHashes(html),
      form: i === 0,
    }));
    const csp = headerRules(pages, ["https://form.example"])
      .slice(0, 2)
      .map((r) => Object.fromEntries(r.headers)["Content-Security-Policy"]);
    expect(csp[0]).toContain("frame-src https://form.example;");
    expect(csp[1]).toContain("frame-src 'none';");
    expect(csp[1]).not.toContain("form.example");
  });
});
