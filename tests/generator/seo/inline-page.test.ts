/** The build's last step on each page: its CSS and its SVG favicon go into the page, from the client files. */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "../../../generator/hosting/headers.ts";
import { pageInliner } from "../../../generator/seo/inline-page.ts";
import { writeFiles } from "../../../generator/write.ts";
import { removeDir } from "../../helpers/content-fixture.ts";

const out = mkdtempSync(path.join(tmpdir(), "inline-page-"));
const files: Record<string, string> = {
  "assets/styles-x.css": ".flex{display:flex}.grid{display:grid}.rotate-180{rotate:180deg}textarea{resize:vertical}",
  "assets/faq-x.js": 'import"./react-x.js";const c=o?"rotate-180":"";',
  // React's chunk names elements and words that are class names too; none of them is a class an island adds.
  "assets/react-x.js": 'export const r=["flex","textarea"];',
  "favicon.svg": '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><path d="M1 1h9z" fill="#13294b"/></svg>\n',
};
writeFiles(out, new Map(Object.entries(files)));
afterAll(() => removeDir(out));

const inline = pageInliner(out, "/assets/styles-x.css", { faq: { entry: "/assets/faq-x.js", imports: ["/assets/react-x.js"] } });
const page = (body: string) =>
  '<!DOCTYPE html><html lang="en"><head><title>x</title><link rel="icon" href="/favicon.ico" sizes="32x32"/>' +
  '<link rel="icon" href="/favicon.svg" type="image/svg+xml"/><link rel="stylesheet" href="/assets/styles-x.css"/></head>' +
  `<body>${body}</body></html>\n`;

describe("pageInliner", () => {
  it("puts the page's rules in a <style> and the SVG favicon in a data: URI, leaving other links alone", () => {
    const html = inline(page('<p class="flex">x</p>'));
    expect(html).toContain("<style>.flex{display:flex}</style>");
    expect(html).not.toContain('href="/assets/styles-x.css"');
    expect(html).toContain(
      "<link rel=\"icon\" href=\"data:image/svg+xml,%3Csvg%20xmlns='http://www.w3.org/2000/svg'%20viewBox='0%200%2040%2040'%3E" +
        "%3Cpath%20d='M1%201h9z'%20fill='%2313294b'/%3E%3C/svg%3E\" type=\"image/svg+xml\"/>",
    );
    expect(html).toContain('<link rel="icon" href="/favicon.ico" sizes="32x32"/>');
  });

  it("keeps the rules of classes an island's code adds, where the island is, and none that only React's code names", () => {
    expect(inline(page('<div data-island="faq" class="grid"></div>'))).toContain("<style>.grid{display:grid}.rotate-180{rotate:180deg}</style>");
  });

  it("gives the page a policy that allows exactly its <style>", () => {
    const html = inline(page('<p class="flex">x</p>'));
    // sha256 of ".flex{display:flex}"
    expect(contentSecurityPolicy(html)).toContain("style-src 'self' 'sha256-");
    expect(
      contentSecurityPolicy(html)
        .match(/style-src [^;]*/)![0]
        .split(" "),
    ).toHaveLength(3);
  });
});
