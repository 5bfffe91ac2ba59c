/**
 * #44: what no single save causes does not hold an unrelated save. `--strict` publishes a Spanish page whose English
 * changed since it was translated (with its last reviewed text and a short dated note in Spanish that links the
 * English page) and a statute whose reading grew older than 180 days; the gates of going live stay gates: placeholders,
 * sample reviews and statutes never read still stop `--strict`, and so does what a save causes (a new English page
 * with no Spanish).
 */
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, describe, expect, it } from "vitest";
import { prepare } from "../../generator/prepare.ts";
import type { Route, SiteContext } from "../../model/site-context.ts";
import { templates } from "../../pages/registry.ts";
import { contentWith, everyEntryReadOn, problemsOf, removeDir, withRealValues } from "../helpers/content-fixture.ts";

const made: string[] = [];
afterAll(() => made.forEach(removeDir));

/** A route's page as its template renders it (without the document around it). */
function rendered(route: Route, ctx: SiteContext): string {
  const Page = templates[route.template].component;
  return renderToStaticMarkup(<Page page={route.page as never} ctx={ctx} />);
}
const change = (dir: string, rel: string, f: (text: string) => string) => writeFileSync(path.join(dir, rel), f(readFileSync(path.join(dir, rel), "utf8")));

/** A content folder with real values (so --strict has only the case under test to see), committed to git on `day`. */
function committedContent(day: string): string {
  const dir = withRealValues(contentWith());
  made.push(dir);
  const git = (...args: string[]) =>
    execFileSync("git", args, {
      cwd: dir,
      stdio: "ignore",
      env: { ...process.env, GIT_AUTHOR_DATE: `${day}T10:00:00Z`, GIT_COMMITTER_DATE: `${day}T10:00:00Z` },
    });
  git("init", "-q");
  git("add", "-A");
  git("-c", "user.name=Test", "-c", "user.email=test@example.com", "commit", "-qm", "content");
  return dir;
}

describe("#44 --strict publishes what no save of its own holds", () => {
  it("a Spanish page whose English changed is published with its last reviewed translation and a dated Spanish note linking the English page", () => {
    const dir = committedContent("2026-11-20");
    change(dir, "pages/faqs.md", (t) => t.replace("Answers to the questions families ask most", "Answers to the questions NC families ask"));
    execFileSync("git", ["-c", "user.name=Office", "-c", "user.email=office@example.com", "commit", "-qam", "Update Pages “faqs”"], {
      cwd: dir,
      stdio: "ignore",
      env: { ...process.env, GIT_AUTHOR_DATE: "2026-11-27T15:00:00Z", GIT_COMMITTER_DATE: "2026-11-27T15:00:00Z" },
    });
    const spanishText = readFileSync(path.join(dir, "es/pages/faqs.md"), "utf8");
    const { routes, contexts, warnings } = prepare(dir, true); // would throw if --strict refused
    expect(warnings.join("\n")).toContain("content/es/pages/faqs.md:");
    const spanish = routes.find((r) => r.page.file === "content/es/pages/faqs.md")!;
    const html = rendered(spanish, contexts.es!);
    const note = /<p data-translation-pending=""[^>]*>(.*?)<\/p>/s.exec(html)?.[1];
    expect(note, "the Spanish FAQ page has the note").toBeDefined();
    expect(note).toContain('<time dateTime="2026-11-27">27 de noviembre de 2026</time>');
    expect(note).toContain(contexts.es!.t("layout.translationPending"));
    expect(note).toMatch(/La versión en inglés de esta página cambió/);
    // The link leads to English (hrefLang) but its words are the page's Spanish, so it carries no lang="en".
    expect(note).toMatch(
      new RegExp(`<a href="${spanish.alternates.en}" hrefLang="en" class="[^"]*">${contexts.es!.t("layout.translationPendingLink")}</a>`),
    );
    expect(spanish.alternates.en).toBe(routes.find((r) => r.page.file === "content/pages/faqs.md")!.path);
    // The last reviewed translation: the Spanish file as it was, not the new English.
    expect(readFileSync(path.join(dir, "es/pages/faqs.md"), "utf8")).toBe(spanishText);
    const heading = /^heading: "?(.*?)"?$/m.exec(spanishText)![1]!;
    expect(html).toContain(heading);
    expect(html).not.toContain("NC families ask");
    // Every other page has no note, in either language.
    for (const route of routes.filter((r) => r !== spanish).slice(0, 20)) {
      const ctx = contexts[route.lang]!;
      expect(rendered(route, ctx), route.path).not.toContain("data-translation-pending");
    }
  });

  it("a statute read more than 180 days ago builds under --strict; one never read does not", () => {
    const dir = withRealValues(contentWith());
    made.push(dir);
    const old = new Date(Date.now() - 200 * 86_400_000).toISOString().slice(0, 10);
    change(dir, "data/law.yaml", (yaml) => everyEntryReadOn(yaml, old));
    expect(problemsOf(dir, true)).toEqual([]);
    const { contexts } = prepare(dir, true);
    for (const ctx of Object.values(contexts)) expect(ctx.lawDate).toBe(old);
    change(dir, "data/law.yaml", (yaml) => yaml.replace(/(- cite: G\.S\. 15A-543\n(?: {2}.*\n| {4}.*\n)*?) {2}reread: .*\n/, "$1"));
    expect(problemsOf(dir, true).map((p) => p.got)).toEqual(["G.S. 15A-543: never read there"]);
  });

  it("the launch gates stay gates: a placeholder, a sample review and a new English page with no Spanish each stop --strict", () => {
    const gate = (edit: (dir: string) => void) => {
      const dir = withRealValues(contentWith());
      made.push(dir);
      expect(problemsOf(dir, true)).toEqual([]);
      edit(dir);
      return problemsOf(dir, true);
    };
    expect(gate((d) => change(d, "site.yaml", (t) => t.replace(/^phone: .*/m, "phone: 336-555-0142"))).map((p) => p.field)).toEqual(["phone"]);
    expect(gate((d) => change(d, "data/reviews.yaml", (t) => t.replace(/^(- name: .*\n)/m, "$1  sample: true\n"))).map((p) => p.file)).toEqual([
      "content/data/reviews.yaml",
    ]);
    const missing = gate((d) =>
      writeFileSync(
        path.join(d, "bonds/probation-bonds.md"),
        readFileSync(path.join(d, "bonds/appeal-bonds.md"), "utf8")
          .replace(/^path: .*$/m, 'path: "/probation-bonds"')
          .replace(/^label: .*$/m, 'label: "Probation Bonds"'),
      ),
    );
    expect(missing.map((p) => p.file)).toEqual(["content/bonds/probation-bonds.md"]);
  });
});
