/** The script budget: JavaScript only for the islands a page uses (ARCHITECTURE.md, "JavaScript only in islands"). */
import { describe, expect, it } from "vitest";
import { checkScripts } from "../../../generator/checks/scripts.ts";
import { interactionLoader } from "../../../generator/island-scripts.ts";

const islands = { "faq-accordion": { entry: "/assets/faq-accordion-1.js", imports: ["/assets/react-1.js"] } };
const notFound = { files: ["404.html", "es/404.html"], script: 'console.error("404");' };
const jsonLd = '<script type="application/ld+json">{"@type":"LocalBusiness"}</script>';
const marker = '<div data-island="faq-accordion" data-props="{}"></div>';
const loader = `<script type="module">${interactionLoader(["/assets/faq-accordion-1.js"], [], '[data-island="faq-accordion"]')}</script>`;
const page = (body: string, file = "faqs.html") => ({ file, html: `<html><body>${body}</body></html>`, source: "content/pages/faqs.md" });

describe("checkScripts", () => {
  it("allows JSON-LD anywhere, an island's scripts where the island is, and the not-found pages' line", () => {
    const pages = [
      page(jsonLd, "index.html"),
      page(`${marker}${jsonLd}${loader}`),
      page(`${marker}<script type="module" src="/assets/faq-accordion-1.js"></script>`, "x.html"),
      page(`<script>${notFound.script}</script>`, "404.html"),
      page(`<script>${notFound.script}</script>`, "es/404.html"),
    ];
    for (const one of pages) expect(checkScripts(one, islands, notFound), one.file).toEqual([]);
  });

  it("refuses any other script, naming the page, the position and the script", () => {
    const problems = checkScripts(page(`${jsonLd}<script>alert(1)</script>`), islands, notFound);
    expect(problems).toEqual([
      {
        file: "dist/faqs.html",
        line: 1,
        column: `<html><body>${jsonLd}`.length + 1,
        field: "script budget",
        message:
          "Only islands may add JavaScript to a page (ARCHITECTURE.md, 'JavaScript only in islands'); this script is not one. The page is made from content/pages/faqs.md.",
        got: "<script>alert(1)</script>",
      },
    ]);
  });

  it("refuses an island's scripts on a page without that island", () => {
    const problems = [page(loader), page('<script type="module" src="/assets/faq-accordion-1.js"></script>', "a.html")].flatMap((p) =>
      checkScripts(p, islands, notFound),
    );
    expect(problems.map((p) => [p.file, p.message.split(" The page")[0]])).toEqual([
      ["dist/faqs.html", "The islands' loader names faq-accordion, which the page does not have."],
      ["dist/a.html", "The page loads the faq-accordion island's script but has no faq-accordion island."],
    ]);
  });

  it("allows the 404 line on the not-found pages only", () => {
    const problems = [page(`<script>${notFound.script}</script>`, "about.html"), page(`<script>${notFound.script}</script>`, "es/about.html")].flatMap(
      (p) => checkScripts(p, islands, notFound),
    );
    expect(problems.map((p) => p.file)).toEqual(["dist/about.html", "dist/es/about.html"]);
  });
});
