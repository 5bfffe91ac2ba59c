/** `npm run new`: a valid draft that stays off the site, refused duplicates and names, and a page that joins every list once published. */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ProblemsError } from "../../generator/content/problem.ts";
import { sourceHashOf } from "../../generator/content/translations.ts";
import { prepare } from "../../generator/prepare.ts";
import { renderRoute } from "../../generator/render.tsx";
import { sitemapXml } from "../../generator/seo/sitemap-xml.ts";
import { buildSiteContext } from "../../generator/site-context.ts";
import { NewPageError, newPage, newTranslation } from "../../scripts/new-page.ts";
import { contentWith, removeDir } from "../helpers/content-fixture.ts";
import { testAssets } from "../helpers/page-assets.ts";

let dir = "";
afterEach(() => removeDir(dir));

const problemsOf = (contentDir: string) => {
  try {
    prepare(contentDir);
    return [];
  } catch (error) {
    if (error instanceof ProblemsError) return error.problems;
    throw error;
  }
};

describe("newPage", () => {
  it("writes a valid county draft that is left out of the routes, then publishes it into every list", () => {
    dir = contentWith();
    const made = newPage(dir, "county", "Randolph");
    expect(made).toMatchObject({ file: "content/counties/randolph-county.md", path: "/county/randolph-county" });
    const file = path.join(dir, "counties/randolph-county.md");
    const draft = readFileSync(file, "utf8");
    expect(draft).toMatch(/^---\n# DRAFT:.*\ndraft: true\n/);
    // A draft is valid and off the site.
    expect(prepare(dir).routes.some((r) => r.path === made.path)).toBe(false);
    // It names no file that is not there: the county's data file is left for the maintainer to create, and the
    // printed steps name it.
    expect(draft).not.toMatch(/data\/counties|\.yaml/);
    expect(existsSync(path.join(dir, "data/counties/randolph-county.yaml"))).toBe(false);
    expect(made.toFill).toContainEqual(expect.stringContaining("a file you create, content/data/counties/randolph-county.yaml"));

    // Published with its DRAFT: texts still there, it is refused, each line named; the note on line 2 is a YAML
    // comment, not text, and is not counted.
    writeFileSync(file, draft.replace(/^draft: true$/m, "draft: false"));
    const problems = problemsOf(dir);
    const marked = draft
      .split("\n")
      .flatMap((line, i) => (line.includes("DRAFT:") && !line.startsWith("# ") ? [`content/counties/randolph-county.md:${i + 1}`] : []));
    expect(marked.length).toBeGreaterThan(0);
    expect(problems.map((p) => `${p.file}:${p.line}`)).toEqual(marked);
    expect(problems[0]!.message).toContain("still has text marked DRAFT: to replace");

    // Filled in, it is a route, in the Counties menu, the footer and the sitemap, with nothing else edited; the
    // scaffolder's comment line may stay.
    writeFileSync(
      file,
      readFileSync(file, "utf8")
        .replace(/DRAFT: one sentence[^"]*/, "Bail bonds for families in Randolph County, any hour of the day or night, from a licensed agent.")
        .replace("DRAFT: another phrase people search for", "Asheboro bail bonds")
        .replace("DRAFT: a town or community in Randolph County", "Asheboro")
        .replace(/^DRAFT: [^\n]*/gm, "We help families in Randolph County around the clock. Call {phone}."),
    );
    const { content, routes } = prepare(dir);
    expect(routes.some((r) => r.path === "/county/randolph-county")).toBe(true);
    const ctx = buildSiteContext(content, routes).context!;
    const html = renderRoute(routes.find((r) => r.path === "/contact")!, content, ctx, testAssets);
    expect(html.match(/href="\/county\/randolph-county"/g)?.length).toBeGreaterThanOrEqual(3); // menu, drawer, footer
    expect(
      sitemapXml(
        content.site.url,
        routes.map((r) => r.path),
      ),
    ).toContain("/county/randolph-county</loc>");
  });

  it("writes a city draft, with its county when given", () => {
    dir = contentWith();
    expect(newPage(dir, "city", "High Point", "guilford-county").file).toBe("content/cities/high-point-nc-bail-bonds.md");
    expect(readFileSync(path.join(dir, "cities/high-point-nc-bail-bonds.md"), "utf8")).toContain('county: "guilford-county"');
    expect(newPage(dir, "city", "Kernersville").toFill[0]).toMatch(/^county/);
    expect(problemsOf(dir)).toEqual([]);
  });

  it("refuses a duplicate file, a duplicate name, a bad name and an unknown county, writing nothing", () => {
    dir = contentWith();
    const refuse = (fn: () => unknown) => {
      try {
        fn();
      } catch (error) {
        expect(error).toBeInstanceOf(NewPageError);
        return (error as Error).message;
      }
      throw new Error("not refused");
    };
    expect(refuse(() => newPage(dir, "county", "Wake County"))).toBe("content/counties/wake-county.md already exists. Edit that file instead.");
    expect(refuse(() => newPage(dir, "city", "durham"))).toMatch(/^"durham" is not a place name this can use/);
    expect(refuse(() => newPage(dir, "city", "Durham"))).toBe("content/cities/durham-nc-bail-bonds.md already exists. Edit that file instead.");
    expect(refuse(() => newPage(dir, "county", "Rand0lph"))).toMatch(/is not a place name/);
    expect(refuse(() => newPage(dir, "city", "Graham", "wake"))).toMatch(
      /^There is no county file content\/counties\/wake\.md\. Use one of: alamance-county, /,
    );
    expect(problemsOf(dir)).toEqual([]);
  });
});

describe("newTranslation", () => {
  it("writes the Spanish draft of a new English page: its fields and text marked DRAFT:, links to Spanish pages, translationOf and sourceHash", () => {
    dir = contentWith();
    // A new English page, made from the FAQ page (its links and FAQ items included).
    writeFileSync(
      path.join(dir, "pages/questions.md"),
      readFileSync(path.join(dir, "pages/faqs.md"), "utf8")
        .replace(/^path: .*$/m, 'path: "/questions"')
        .replace(/^title: .*$/m, 'title: "More Bail Bond Questions From NC Families"')
        .replace(/^description: "Answers/m, 'description: "More answers'),
    );
    const made = newTranslation(dir, "questions");
    expect(made.file).toBe("content/es/pages/questions.md");
    const file = path.join(dir, "es/pages/questions.md");
    const text = readFileSync(file, "utf8");
    expect(text).toMatch(/^---\n# DRAFT:.*\ndraft: true\n/);
    expect(text).toContain("translationOf: content/pages/questions.md\n");
    expect(text).toContain(`sourceHash: "${sourceHashOf(readFileSync(path.join(dir, "pages/questions.md"), "utf8"))}"\n`);
    // Links lead to the Spanish pages that exist; the English title waits to be translated.
    expect(text).toContain("](/es/buscar-detenidos)");
    expect(text).not.toMatch(/\]\(\/inmate-search\)/);
    expect(text).toMatch(/^title: ".*" # DRAFT: translate$/m);
    // A draft: valid, off the site, and the English page is told so.
    const { routes, content } = prepare(dir);
    expect(routes.find((r) => r.path === "/questions")!.alternates).toEqual({ en: "/questions" });
    expect(content.translationFindings.map((f) => f.message)).toEqual([expect.stringContaining("content/es/pages/questions.md is still a draft")]);

    // Published with its marks, it is refused at each one; translated (here: the marks taken out), it is the pair.
    writeFileSync(file, text.replace(/^draft: true$/m, "draft: false"));
    // Every mark counts but the note on line 2, a YAML comment line (headings of the text start with # too, and count).
    const marks = text.split("\n").filter((l, i) => l.includes("DRAFT:") && i !== 1).length;
    expect(text.split("\n")[1]).toMatch(/^# DRAFT: made by npm run new/);
    expect(problemsOf(dir).filter((p) => p.message.includes("DRAFT:"))).toHaveLength(marks);
    writeFileSync(
      file,
      text
        .replace(/^# DRAFT:.*\n/m, "")
        .replace(/^draft: true\n/m, "")
        .replace(/^path: .*$/m, 'path: "/es/mas-preguntas"')
        .replace(/^title: .*$/m, 'title: "Más preguntas sobre fianzas"')
        .replace(/^description: .*$/m, 'description: "Más respuestas a las preguntas de las familias sobre fianzas en Carolina del Norte."')
        .replace(/ # DRAFT: translate$/gm, "")
        .replace(/^DRAFT: /gm, "")
        .replace(/ \(DRAFT: translate\)/g, ""),
    );
    expect(prepare(dir).routes.find((r) => r.path === "/questions")!.alternates).toEqual({ en: "/questions", es: "/es/mas-preguntas" });
  });

  it("refuses a page that has its Spanish file already, and a name that is no page", () => {
    dir = contentWith();
    expect(() => newTranslation(dir, "faqs")).toThrow(
      new NewPageError("content/es/pages/faqs.md already exists. Edit that file instead (`npm run translations` shows what changed in the English)."),
    );
    expect(() => newTranslation(dir, "preguntas")).toThrow(NewPageError);
    expect(problemsOf(dir)).toEqual([]);
  });
});
