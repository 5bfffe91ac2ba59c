/**
 * The spell check of built Spanish pages (checks/spanish-spelling.ts): every Spanish page of the real build passes it,
 * and an English descriptor planted in a county's data file is found on the page that shows it, at the data file.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fileForPath } from "../../../generator/checks/links.ts";
import { type BuiltSpanishPage, placeNames, spanishSpellingFindings } from "../../../generator/checks/spanish-spelling.ts";
import { formatProblem, type Problem } from "../../../generator/content/problem.ts";
import { renderPathForDev } from "../../../generator/dev/render.ts";
import { prepare } from "../../../generator/prepare.ts";
import { builtSite } from "../../helpers/built-site.ts";
import { contentWith, removeDir, root } from "../../helpers/content-fixture.ts";

const contentDir = path.join(root, "content");
const { routes, content } = prepare(contentDir);
const brand = content.site.name;
const check = (pages: BuiltSpanishPage[], dir = contentDir) =>
  spanishSpellingFindings(pages, { root, contentDir: dir, brand, names: placeNames(prepare(dir).content) });

describe("the built Spanish pages", () => {
  let findings: Problem[] = [];
  let pages: BuiltSpanishPage[] = [];
  beforeAll(async () => {
    const out = await builtSite();
    const spanish = routes.filter((r) => r.lang === "es").map((r) => ({ file: fileForPath(r.path), source: r.page.file }));
    pages = [...spanish, { file: "es/404.html", source: "content/es/pages/404.md" }].map((p) => ({
      ...p,
      html: readFileSync(path.join(out, p.file), "utf8"),
    }));
    findings = await check(pages);
  }, 120_000);

  it("reads every Spanish page", () => {
    expect(pages.length).toBe(routes.filter((r) => r.lang === "es").length + 1);
  });

  it("show no English or misspelled word outside their JSON-LD", () => {
    const found = findings.filter((f) => f.field !== "JSON-LD").map(formatProblem);
    expect(found, `Words on built Spanish pages that are not Spanish:\n${found.join("\n")}`).toEqual([]);
  });

  it("have Spanish text values in their JSON-LD (language codes, contact type, the license's words)", () => {
    const found = findings.filter((f) => f.field === "JSON-LD").map(formatProblem);
    expect(found, `English text values in the JSON-LD of Spanish pages:\n${found.join("\n")}`).toEqual([]);
  });
});

describe("a page's texts", () => {
  const page = (body: string, head = "") => `<!DOCTYPE html><html lang="es"><head><title>Fianzas</title>${head}</head><body>${body}</body></html>`;

  it("are read in text, attributes, meta texts, island props and JSON-LD; English parts, keywords, addresses and the brand are not", async () => {
    const html = page(
      `<p>Llámenos al <a href="mailto:info@example.com">info@example.com</a>: ${brand}.</p><p>El <span lang="en">Wake County Courthouse headquarters</span>.</p>` +
        `<img alt="Una cárcel downtown" src="/a.png"/><div data-props="{&quot;note&quot;:&quot;Escriba the amount&quot;}"></div>`,
      `<meta name="description" content="Fianzas rápidas overnight"/><meta name="keywords" content="bail bonds nearby"/>` +
        `<script type="application/ld+json">{"contactType":"customer service","url":"https://www.example.com/es"}</script>`,
    );
    const found = await check([{ file: "es/x.html", html, source: "content/es/pages/home.md" }]);
    expect(Object.fromEntries(found.map((f) => [JSON.parse(f.got!), f.field]))).toEqual({
      downtown: "alt",
      amount: "island props",
      overnight: "meta description",
      customer: "JSON-LD",
      service: "JSON-LD",
    });
    // Written nowhere in the content or the JSON-LD's code (its words now come from the messages' businessData): the
    // finding names the page and where on it the word is.
    expect(found.find((f) => f.got === '"customer"')!).toMatchObject({ file: "dist/es/x.html", field: "JSON-LD" });
  });
});

describe("an English descriptor planted in a county's data file", () => {
  const dir = contentWith();
  afterAll(() => removeDir(dir));
  const file = path.join(dir, "data/counties/union-county.yaml");

  it("is found on the Spanish county page, at the data file's line", async () => {
    const text = readFileSync(file, "utf8");
    const at = text.split("\n").findIndex((l) => l.includes('street: "3344 Presson Road"'));
    expect(at).toBeGreaterThan(0);
    const countyPage = routes.find((r) => r.lang === "es" && r.page.file === "content/es/counties/union-county.md")!;
    const render = () => [{ file: fileForPath(countyPage.path), html: renderPathForDev(dir, countyPage.path).html, source: countyPage.page.file }];
    // The page's text (its JSON-LD has a test of its own above).
    const textFindings = async () => (await check(render(), dir)).filter((f) => f.field !== "JSON-LD");
    expect((await textFindings()).map(formatProblem)).toEqual([]); // as it is: nothing
    // The jail's street with a note in English, as "(headquarters)" was written before it became `where`.
    writeFileSync(file, text.replace('street: "3344 Presson Road"', 'street: "3344 Presson Road (warehouse entrance)"'));
    const found = await textFindings();
    expect(found.map((f) => [f.got, `${f.file}:${f.line}`])).toEqual([
      ['"warehouse"', `content/data/counties/union-county.yaml:${at + 1}`],
      ['"entrance"', `content/data/counties/union-county.yaml:${at + 1}`],
    ]);
    expect(found[0]!.message).toContain(`The page ${countyPage.path} (made from content/es/counties/union-county.md) shows it in its text`);
  });
});
