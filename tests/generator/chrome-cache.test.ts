/** Rendering the header and footer once gives the same bytes as rendering them on every page. */
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { islandEntries } from "../../generator/client.ts";
import { prepare } from "../../generator/prepare.ts";
import { renderRoute } from "../../generator/render.tsx";
import { buildSiteContext } from "../../generator/site-context.ts";
import { removeDir, root } from "../helpers/content-fixture.ts";
import { smallContent } from "../helpers/small-site.ts";

// Pages with islands need their files' names; these stand in for the client build's hashed ones.
const assets = {
  stylesheet: "/assets/styles.css",
  islands: Object.fromEntries(Object.keys(islandEntries(root)).map((n) => [n, { entry: `/assets/${n}.js`, imports: [] }])),
};

// The small site (a page of each kind of fixed page, a bond page and two counties, in every language): the cache
// works the same whatever the number of pages, and rendering every page of the real content twice took most of this file's time.
const small = smallContent("chrome-cache-");
afterAll(() => removeDir(small));

describe("header and footer cache", () => {
  it("renders every route of the small site byte-for-byte as rendering the header and footer in place does", () => {
    const { content, routes } = prepare(small);
    expect(new Set(routes.map((r) => r.lang)).size).toBeGreaterThan(1);
    const ctx = buildSiteContext(content, routes).context!;
    for (const route of routes) {
      const cached = renderRoute(route, content, ctx, assets);
      expect(cached).not.toContain("chrome-");
      expect(cached, route.path).toBe(renderRoute(route, content, ctx, assets, undefined, false));
    }
  });

  it("marks the current page in the header only on pages the header links to", () => {
    const { content, routes } = prepare(path.join(root, "content"));
    const ctx = buildSiteContext(content, routes).context!;
    const html = (p: string) => renderRoute(routes.find((r) => r.path === p)!, content, ctx, assets);
    expect(html("/contact")).toContain('<a href="/contact" aria-current="page"');
    expect(html("/county/wake-county")).toContain('<a href="/county/wake-county" aria-current="page"');
    expect(html("/surety-bonds")).not.toContain('aria-current="page"');
  });
});
