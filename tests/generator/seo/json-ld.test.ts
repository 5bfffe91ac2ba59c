/** JSON-LD is serialized so that content cannot close the <script> element or inject markup. */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { prepare } from "../../../generator/prepare.ts";
import { renderRoute } from "../../../generator/render.tsx";
import { serializeJsonLd } from "../../../generator/seo/json-ld.ts";
import { buildSiteContext } from "../../../generator/site-context.ts";
import { root } from "../../helpers/content-fixture.ts";
import { testAssets } from "../../helpers/page-assets.ts";

const hostile = 'Bail </script><script>alert("x")</script> & <!-- \u2028 -->';

describe("serializeJsonLd", () => {
  it("escapes <, >, & and line separators, and still parses back to the same value", () => {
    const json = serializeJsonLd({ name: hostile });
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual({ name: hostile });
  });
});

describe("a page whose site description holds </script>", () => {
  it.each(prepare(path.join(root, "content")).content.locales.map((l) => l.code))("keeps the value inside the JSON-LD block, in %s", (lang) => {
    const { content, routes } = prepare(path.join(root, "content"));
    // Spanish pages take the description from content/messages/es.yaml `site:`, English ones from site.yaml.
    if (lang === "en") content.site.description = hostile;
    else content.langs.es!.messages.site!.description = hostile;
    const ctx = buildSiteContext(content, routes, lang).context!;
    const home = routes.find((r) => r.lang === lang && r.template === "home")!;
    const html = renderRoute(home, content, ctx, testAssets);
    // One JSON-LD block, and every script element closes where it should (the header's island loader is the other).
    expect(html.match(/<script type="application\/ld\+json">/g)).toHaveLength(1);
    expect(html.match(/<\/script>/g)).toHaveLength(html.match(/<script/g)!.length);
    const block = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!;
    const business = JSON.parse(block)["@graph"].find((node: { "@type": string }) => node["@type"] === "LocalBusiness");
    expect(business.description).toBe(hostile);
  });
});
