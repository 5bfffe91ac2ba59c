/** The page-weight budgets (generator/checks/budgets.ts) pass a good page and name each kind of overweight one. */
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { budgets, checkBudgets, checkStylesheetBudget } from "../../../generator/checks/budgets.ts";

const islands = {
  "apply-form": { entry: "/assets/apply-form-1.js", imports: ["/assets/react-1.js"] },
  "faq-accordion": { entry: "/assets/faq-accordion-1.js", imports: ["/assets/react-1.js"] },
};
const css = { file: "dist/assets/styles-1.css", text: "body{margin:0}" };
const page = (body: string, file = "x.html") => ({ file, html: `<!DOCTYPE html><html><body>${body}</body></html>`, source: "content/pages/x.md" });
const check = (one: ReturnType<typeof page>) => checkBudgets(one, islands, ["apply-form"]);

describe("page-weight budgets", () => {
  it("passes a small page with sized pictures and the apply form's scripts", () => {
    const ok = page(
      '<img src="/a.svg" alt="" width="640" height="280"><svg width="20" height="20"></svg>' +
        '<link rel="modulepreload" href="/assets/react-1.js"><script type="module" src="/assets/apply-form-1.js"></script>',
    );
    expect(check(ok)).toEqual([]);
  });

  it("refuses a page over 25 KB gzipped, naming its size and source", () => {
    const big = page(`<p>${randomBytes(40_000).toString("base64")}</p>`); // base64 of random bytes hardly compresses
    const [problem, brotli, ...rest] = check(big);
    expect(rest).toEqual([]);
    expect(problem!.message).toMatch(/^The page is \d+\.\d KB gzipped, over the 25\.0 KB budget\./);
    expect(problem!.message).toContain("content/pages/x.md");
    expect(brotli!.message).toMatch(/brotli/);
  });

  it("refuses a page over 14 KiB brotli though under 25 KB gzipped, naming the page, its size and source", () => {
    // Random bytes in base64 compress to about three quarters: this page is 500 bytes over the brotli budget.
    const big = page(`<p>${randomBytes(budgets.htmlBrotli + 500).toString("base64")}</p>`, "county/x.html");
    const problems = check(big);
    expect(problems).toHaveLength(1);
    expect(problems[0]!.file).toBe("dist/county/x.html");
    expect(problems[0]!.message).toMatch(/^The page is [\d,]+ bytes brotli, over the 14,336 that arrive in the first round trip\./);
    expect(problems[0]!.message).toContain("content/pages/x.md");
  });

  it("takes the brotli size of the page as written (its .br) when the build knows it", () => {
    expect(check({ ...page("<p>small</p>"), brotliBytes: budgets.htmlBrotli + 1 } as ReturnType<typeof page>)).toHaveLength(1);
    expect(check({ ...page("<p>small</p>"), brotliBytes: budgets.htmlBrotli } as ReturnType<typeof page>)).toEqual([]);
  });

  it("refuses JavaScript fetched before interaction, except the apply form's", () => {
    const eager = page('<script type="module" src="/assets/faq-accordion-1.js"></script>');
    expect(check(eager).map((p) => p.got)).toEqual(["/assets/faq-accordion-1.js"]);
  });

  it("refuses an <img> or <svg> without width and height", () => {
    const unsized = page('<img src="/a.png" alt="A"><svg viewBox="0 0 24 24"></svg>');
    expect(check(unsized).map((p) => p.message.split(" needs")[0])).toEqual(["Every <img>", "Every <svg>"]);
  });

  it("passes a small stylesheet without web fonts", () => {
    expect(checkStylesheetBudget(css)).toEqual([]);
  });

  it("refuses a stylesheet over 12 KB gzipped or one that loads a web font, naming the stylesheet", () => {
    const heavy = { file: css.file, text: `/*${randomBytes(budgets.cssGzip).toString("base64")}*/@font-face{font-family:x}` };
    const problems = checkStylesheetBudget(heavy);
    expect(problems.map((p) => p.got)).toEqual([expect.stringMatching(/KB$/), "@font-face"]);
    expect(problems.map((p) => p.file)).toEqual([css.file, css.file]);
  });
});
