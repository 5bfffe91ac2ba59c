/**
 * The whole build: output files, atomic writes, deterministic bytes, and how failures are reported. The mechanisms
 * are tested on the small site (helpers/small-site.ts); what the real content's output holds, on its shared build.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSite } from "../../generator/build/site.ts";
import { fileForPath } from "../../generator/checks/links.ts";
import { formatProblems, GeneratorBug, ProblemsError } from "../../generator/content/problem.ts";
import { prepare } from "../../generator/prepare.ts";
import { templates } from "../../pages/registry.ts";
import { builtSite } from "../helpers/built-site.ts";
import { contentWith, lawReadDay, removeDir, root, withRealValues } from "../helpers/content-fixture.ts";
import { snapshot } from "../helpers/dir-snapshot.ts";
import { sharedBuild } from "../helpers/shared-builds.tsx";
import { smallContent } from "../helpers/small-site.ts";

const work = mkdtempSync(path.join(tmpdir(), "build-test-"));
const outA = path.join(work, "a");
const outB = path.join(work, "b");
const small = smallContent();
const made: string[] = [work, small];
afterAll(() => made.forEach(removeDir));
let real: string;

beforeAll(async () => {
  await buildSite({ root, contentDir: small, outDir: outA });
  real = await builtSite();
});

describe("build", () => {
  it("is deterministic: two builds are byte-identical", async () => {
    await buildSite({ root, contentDir: small, outDir: outB });
    const a = snapshot(outA);
    expect(Object.keys(a).length).toBeGreaterThan(prepare(small).routes.length);
    expect(snapshot(outB)).toEqual(a);
  });

  it("writes every route, 404.html and es/404.html, the redirects, sitemap.xml, robots.txt, _redirects and one hashed stylesheet", () => {
    const files = Object.keys(snapshot(real));
    const { routes, content } = prepare(path.join(root, "content"));
    for (const r of routes) expect(files).toContain(r.path === "/" ? "index.html" : `${r.path.slice(1)}.html`);
    for (const r of content.redirects) expect(files).toContain(`${r.from.slice(1)}.html`);
    expect(files).toEqual(expect.arrayContaining(["404.html", "es/404.html", "sitemap.xml", "robots.txt", "_redirects", "favicon.svg"]));
    expect(files.filter((f) => /^assets\/styles-[\w-]+\.css$/.test(f))).toHaveLength(1);
    expect(files.some((f) => f.startsWith(".vite"))).toBe(false);
  });

  it("puts into every page the stylesheet's rules it uses and the SVG favicon, instead of linking them", () => {
    const css = readFileSync(path.join(real, Object.keys(snapshot(real)).find((f) => f.endsWith(".css"))!), "utf8");
    // A page of each kind, in both languages.
    const { routes } = prepare(path.join(root, "content"));
    const kinds = routes.filter((r) => ["/", "/faqs", "/alamance-county", "/county/caswell-county"].includes(r.path));
    const paths = kinds.flatMap((r) => [r.alternates.en!, r.alternates.es!]);
    expect(paths).toHaveLength(8);
    for (const file of ["404.html", "es/404.html", ...paths.map(fileForPath)]) {
      const html = readFileSync(path.join(real, file), "utf8");
      const style = html.match(/<style>([^<]*)<\/style>/)?.[1] ?? "";
      expect(style.length, file).toBeGreaterThan(2000);
      expect(style.length, file).toBeLessThan(css.length);
      expect(html, file).not.toMatch(/rel="stylesheet"|href="\/favicon\.svg"/);
      expect(html, file).toContain('<link rel="icon" href="data:image/svg+xml,');
    }
  });

  it("leaves the previous output byte-for-byte intact when content is bad, printing the problems without a stack", () => {
    const before = snapshot(outA);
    const bad = contentWith("unknown-field");
    made.push(bad);
    const run = spawnSync(path.join(root, "node_modules/.bin/tsx"), ["generator/build.ts", "--content", bad, "--out", outA], {
      cwd: root,
      encoding: "utf8",
    });
    expect(run.status).toBe(1);
    const outName = `${path.relative(root, outA)}/`;
    expect(run.stderr).toBe(
      `content/counties/wake-county.md:14:1  updatd\n    Unknown field "updatd". Check the spelling against content/README.md.\n\n1 problem in 1 file. ${outName} was left as it was.\n`,
    );
    expect(run.stderr).not.toMatch(/\n\s+at /);
    expect(snapshot(outA)).toEqual(before);
  });

  it("reports a template exception as a generator bug naming the route and the template, and keeps the output", async () => {
    const before = snapshot(outA);
    const broken = {
      ...templates,
      contact: {
        file: templates.contact.file,
        component: () => {
          throw new TypeError("Cannot read properties of undefined (reading 'phone')");
        },
      },
    };
    const error = await buildSite({ root, contentDir: small, outDir: outA, templates: broken }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GeneratorBug);
    expect((error as GeneratorBug).message).toBe("Could not render /contact with pages/contact-page.tsx.");
    expect(((error as GeneratorBug).cause as Error).message).toBe("Cannot read properties of undefined (reading 'phone')");
    expect(snapshot(outA)).toEqual(before);
  });

  it("fails on a check finding and keeps the output", async () => {
    const before = snapshot(outA);
    const broken = {
      ...templates,
      info: { file: templates.info.file, component: () => <a href="/no-such-page">x</a> },
    };
    const error = await buildSite({ root, contentDir: small, outDir: outA, templates: broken }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProblemsError);
    const text = formatProblems((error as ProblemsError).problems);
    expect(text).toContain("dist/about.html:1:");
    expect(text).toContain("The href /no-such-page leads to no file of the site. The page is made from content/pages/about.md.");
    expect(snapshot(outA)).toEqual(before);
  });
});

describe("#45 the real content's one build per test run", () => {
  it("is the folder the browser tests serve as well as the one the content and output tests read", async () => {
    expect((await sharedBuild("site")).outDir).toBe(real);
  });
});

describe("build --strict", () => {
  it("refuses the placeholder values of site.yaml, each at its line", () => {
    // The phone as site.yaml has it now: a maintainer may change it to another reserved 555-01xx number.
    const phone = /^phone: (\S+)/m.exec(readFileSync(path.join(root, "content/site.yaml"), "utf8"))![1];
    let text = "";
    try {
      prepare(path.join(root, "content"), true, undefined, lawReadDay(path.join(root, "content")));
    } catch (error) {
      text = formatProblems((error as ProblemsError).problems);
    }
    expect(text).toContain(
      `content/site.yaml:7:8  phone\n    This is a placeholder (555-0100 to 555-0199 numbers are reserved for fiction). Replace it with the real value before publishing.\n    got: "${phone}"\n`,
    );
    expect(text).toContain(
      'content/site.yaml:8:8  email\n    This is a placeholder (this address belongs to a reserved example domain). Replace it with the real value before publishing.\n    got: "info@example.com"\n',
    );
    // No form yet is a true state (no page offers one, content/README.md "Apply online, or call"), not a placeholder.
    expect(text).not.toContain("applyForm.formId");
    const firstSample =
      readFileSync(path.join(root, "content/data/reviews.yaml"), "utf8")
        .split("\n")
        .findIndex((l) => /^ {2}sample: true/.test(l)) + 1;
    expect(text).toContain(
      `content/data/reviews.yaml:${firstSample}:11  0.sample\n    This review is a sample text, not a client's words. Replace it with a real review (with the client's permission) or delete it before publishing.\n    got: "Sample Client A"\n`,
    );
    // #16: the rating quoted on /, /about and /testimonials is a sample until real figures replace it.
    const ratingLine =
      readFileSync(path.join(root, "content/site.yaml"), "utf8")
        .split("\n")
        .findIndex((l) => /^ {2}sample: true/.test(l)) + 1;
    expect(text).toContain(
      `content/site.yaml:${ratingLine}:11  rating.sample\n    This is a placeholder (the rating is a sample with no reviews behind it). Put the rating and review count a visitor can check (the agency's Google profile) in rating.value and rating.reviewCount, then delete this line before publishing.\n`,
    );
    // B-1 and B-3: the license number every footer shows, and the office coordinates nobody has checked yet.
    const lineOf = (re: RegExp) =>
      readFileSync(path.join(root, "content/site.yaml"), "utf8")
        .split("\n")
        .findIndex((l) => re.test(l)) + 1;
    expect(text).toContain(
      `content/site.yaml:${lineOf(/^licenseNumber:/)}:16  licenseNumber\n    This is a placeholder (no license number is all zeros). Replace it with the real value before publishing.\n`,
    );
    expect(text).toContain(
      `content/site.yaml:${lineOf(/^ {2}unconfirmed: true/)}:16  geo.unconfirmed\n    This is a placeholder (nobody has checked these coordinates against the real office). Find the office on a map, correct geo.latitude and geo.longitude if needed, then delete this line before publishing.\n`,
    );
    // Truth audit B-2: the founding year is the owner's word until a record confirms it.
    expect(text).toContain(
      `content/site.yaml:${lineOf(/^foundingYearUnconfirmed:/)}:26  foundingYearUnconfirmed\n    This is a placeholder (the founding year is the owner's claim, not yet confirmed from a record). Check it against a record (the incorporation or the first license; change foundingYear if needed), then delete this line before publishing.\n`,
    );
    // site.yaml and reviews.yaml, and law.yaml while an entry has not been read at its official source.
    expect(text).toMatch(/\n\d+ problems in [23] files\. dist\/ was left as it was\.\n$/);
  });

  it("accepts real values", () => {
    const dir = withRealValues(contentWith());
    made.push(dir);
    expect(prepare(dir, true).warnings).toEqual([]);
  });

  it("warns once, without failing, in a plain build", () => {
    const { warnings, content } = prepare(path.join(root, "content"), false, undefined, lawReadDay(path.join(root, "content")));
    const samples = content.reviews.filter((r) => r.sample).length; // a maintainer may add a sample review
    expect(samples).toBeGreaterThan(0);
    // Law not yet read at its official source is warned of too (tests/generator/content/law.test.tsx).
    expect(warnings.filter((w) => !w.includes("content/data/law.yaml"))).toEqual([
      "content/site.yaml still holds 12 placeholder values (phone, email, url, payNowUrl, socials.0.url, socials.1.url, foundingYearUnconfirmed, rating.sample, licenseNumber, geo.unconfirmed, arrival.unconfirmed, callbackUnconfirmed). Replace them before publishing: `npm run build -- --strict` refuses them.",
      `content/data/reviews.yaml still holds ${samples} sample reviews. Replace them with real ones: \`npm run build -- --strict\` refuses them.`,
    ]);
  });
});

describe("#17 every content problem is found while loading", () => {
  it("names a section's unknown social network before the client build, at its line", async () => {
    const dir = contentWith();
    const file = path.join(dir, "pages/testimonials.md");
    const text = readFileSync(file, "utf8");
    writeFileSync(file, text.replace('network: "Google reviews"', 'network: "Myspace"'));
    const line = text.split("\n").findIndex((l) => l.includes('network: "Google reviews"')) + 1;
    let problems = "";
    try {
      prepare(dir); // what buildSite runs before Vite
    } catch (error) {
      problems = formatProblems((error as ProblemsError).problems);
    }
    removeDir(dir);
    expect(problems).toMatch(
      new RegExp(
        `^content/pages/testimonials\\.md:${line}:\\d+  sections\\.\\d+\\.more\\.network\n    No social profile in content/site\\.yaml has this network name\\.$`,
        "m",
      ),
    );
  });
});
