/**
 * html-validate checks what pages share (the header of one navigation state, a language's footer) once, and the rest
 * of every page on every page (checks/html.ts, pageHtmlProblems). Nothing may slip through that: invalid markup put
 * into a template, into the shared chrome and into one page's content each fails the whole build, naming the page.
 * On the small site (helpers/small-site.ts): what is checked once and what on every page does not depend on how
 * many pages there are.
 */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { cloneElement, createElement, type ReactElement, type ReactNode } from "react";
import { afterAll, describe, expect, it, vi } from "vitest";
import { buildSite } from "../../../generator/build/site.ts";
import { fileForPath } from "../../../generator/checks/links.ts";
import { type Problem, ProblemsError } from "../../../generator/content/problem.ts";
import { prepare } from "../../../generator/prepare.ts";
import { templates } from "../../../pages/registry.ts";
import { removeDir, root } from "../../helpers/content-fixture.ts";
import { smallContent } from "../../helpers/small-site.ts";

// The footer can be given a picture without alternative text, inside its <footer> (what a slip in footer.tsx would do).
const footer = vi.hoisted(() => ({ broken: false }));
vi.mock("../../../templates/footer.tsx", async (importOriginal) => {
  const real = await importOriginal<typeof import("../../../templates/footer.tsx")>();
  return {
    ...real,
    Footer: (props: Parameters<typeof real.Footer>[0]) => {
      const element = real.Footer(props) as ReactElement<{ children?: ReactNode }>;
      if (!footer.broken) return element;
      return cloneElement(element, undefined, ...[element.props.children].flat(), createElement("img", { src: "/favicon.svg", key: "slip" }));
    },
  };
});

/** A picture without alternative text: invalid markup html-validate must find (wcag/h37). */
const slip = createElement("img", { src: "/favicon.svg", key: "slip" });

/** The templates with the slip after every page of the `info` template (what a slip in info-page.tsx would do). */
const info = templates.info;
const broken = {
  ...templates,
  info: {
    file: info.file,
    component: (props: object) => <>{[createElement(info.component, { ...(props as object), key: "page" } as never), slip]}</>,
  },
};

const contentDir = smallContent();
const made: string[] = [contentDir];
afterAll(() => made.forEach(removeDir));
const scratch = () => mkdtempSync(path.join(tmpdir(), "html-coverage-"));

/** The problems of a build that must fail, and the output folder it must not have made. */
async function failedBuild(options: Partial<Parameters<typeof buildSite>[0]> = {}): Promise<Problem[]> {
  const out = path.join(scratch(), "dist-never");
  made.push(path.dirname(out));
  const error = await buildSite({ root, contentDir, outDir: out, cacheDir: path.join(path.dirname(out), "cache"), ...options }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ProblemsError);
  return (error as ProblemsError).problems;
}

/**
 * The failed build with the slip in the info template, made once for the two tests that read it. One thread, as the
 * small site builds by default (below `workersFrom` pages), so the findings are placed as the test of places asks.
 */
let brokenBuild: Promise<Problem[]> | undefined;
const withSlip = () => {
  brokenBuild ??= failedBuild({ templates: broken, threads: 0 });
  return brokenBuild;
};

const filesNamed = (problems: Problem[], rule: string) => new Set(problems.filter((p) => p.field === `html-validate ${rule}`).map((p) => p.file));

describe("html-validate sees every page, shared parts once", () => {
  it("finds invalid markup from a template on every page made with it", async () => {
    const problems = await withSlip();
    const { routes } = prepare(contentDir);
    const infoPages = routes.filter((r) => r.template === "info").map((r) => `dist/${fileForPath(r.path)}`);
    expect(infoPages.length).toBeGreaterThan(1);
    expect([...filesNamed(problems, "wcag/h37")].sort()).toEqual(infoPages.sort());
  });

  it("finds invalid markup in the shared footer, naming a page of each language that has it", async () => {
    footer.broken = true;
    try {
      const problems = (await failedBuild()).filter((p) => p.field === "html-validate wcag/h37");
      const { routes } = prepare(contentDir);
      const pageFiles = new Set(routes.map((r) => `dist/${fileForPath(r.path)}`));
      expect(problems.length).toBeGreaterThan(0);
      // The footer of each language (es/… pages have the Spanish one).
      const langs = new Set(problems.map((p) => (p.file.startsWith("dist/es/") ? "es" : "en")));
      expect([...langs].sort()).toEqual(["en", "es"]);
      for (const p of problems) {
        const file = p.file.replace(/^dist\//, "");
        expect(pageFiles.has(p.file) || /(^|\/)404\.html$/.test(file)).toBe(true);
      }
    } finally {
      footer.broken = false;
    }
  });

  it("finds a page's content repeating an id of the shared chrome on that page, past the first page", async () => {
    const dir = smallContent();
    made.push(dir);
    // A page past the first whose content gives a section an id (a bond page, in the content as it is).
    const sectionId = /^ {4}id: ([a-z-]+)$/m;
    const page = prepare(dir)
      .routes.slice(1)
      .find((r) => r.lang === "en" && sectionId.test(readFileSync(path.join(dir, r.page.file.replace(/^content\//, "")), "utf8")))!;
    expect(page, "a page of the small site with a section id").toBeDefined();
    const file = path.join(dir, page.page.file.replace(/^content\//, ""));
    const text = readFileSync(file, "utf8");
    const section = sectionId.exec(text)!;
    writeFileSync(file, text.replace(section[0], "    id: footer-emergency"));
    const out = path.join(dir, "dist-never");
    const error = await buildSite({ root, contentDir: dir, outDir: out, cacheDir: path.join(dir, "cache") }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProblemsError);
    const { routes } = prepare(dir);
    expect(routes.findIndex((r) => r.path === page.path)).toBeGreaterThan(0); // not the first page: the footer was validated before it
    expect([...filesNamed((error as ProblemsError).problems, "no-dup-id")]).toEqual([`dist/${fileForPath(page.path)}`]);
  });

  it("points a finding after a shared part at its place in the page", async () => {
    const problems = (await withSlip()).filter((p) => p.field === "html-validate wcag/h37");
    // The same page built with the slip but no checks: where its <img> stands is where the finding points.
    const out = path.join(scratch(), "dist");
    made.push(path.dirname(out));
    await buildSite({ root, contentDir, outDir: out, cacheDir: path.join(path.dirname(out), "cache"), templates: broken, checks: false });
    for (const p of problems) {
      const html = readFileSync(path.join(out, p.file.replace(/^dist\//, "")), "utf8");
      const lines = html.split("\n");
      const at = lines.slice(0, p.line - 1).reduce((n, l) => n + l.length + 1, 0) + p.column - 1;
      expect(html.slice(at - 1, at + 24)).toBe('<img src="/favicon.svg"/>');
    }
  });
});
