/**
 * #44 What is live (admin/publish-status.ts), without a browser: which saves the live site has from the Publish runs,
 * the reasons of a refused run from the build's annotations, and an annotation read back into the problem it was.
 */
import { describe, expect, it } from "vitest";
import { wordsOf } from "../../admin/editor-words.ts";
import { type Get, nameOf, said, saveStatuses, staleTranslations } from "../../admin/publish-status.ts";
import { annotationOf } from "../../generator/build/annotations.ts";
import { sourceHashOf } from "../../generator/content/translations.ts";

const sha = (n: number) => String(n).repeat(40);
const commit = (n: number) => ({ sha: sha(n), commit: { message: `Save ${n}\n\nbody`, author: { name: "Office", date: "2026-11-28T10:00:00Z" } } });
const run = (n: number, status: string, conclusion: string | null) => ({ head_sha: sha(n), status, conclusion });

/** A stand-in for the API: each path's answer; an unknown path fails as GitHub's 404 would. */
const api =
  (answers: Record<string, unknown>): Get =>
  async <T>(path: string) => {
    const key = Object.keys(answers).find((k) => path.startsWith(k));
    if (!key) throw new Error(`404 ${path}`);
    return answers[key] as T;
  };
const name = (file: string, field: string) => ({ page: `page of ${file}`, ...(field ? { field: `label of ${field}` } : {}) });

describe("#44 which saves are live", () => {
  it("a successful run puts its save and every earlier one live, a refused one earlier included; later saves wait, run or are refused with their reasons", async () => {
    const statuses = await saveStatuses(
      api({
        "/commits?": [commit(6), commit(5), commit(4), commit(3), commit(2), commit(1)],
        "/actions/workflows/publish.yml/runs": {
          workflow_runs: [
            run(5, "in_progress", null),
            run(4, "completed", "failure"),
            run(3, "completed", "success"),
            run(2, "completed", "failure"),
            run(1, "completed", "success"),
          ],
        },
        [`/commits/${sha(4)}/check-runs`]: {
          check_runs: [
            { id: 9, conclusion: "failure" },
            { id: 8, conclusion: "success" },
          ],
        },
        "/check-runs/9/annotations": [
          {
            path: "content/pages/faqs.md",
            start_line: 40,
            title: "faq.0.items.1.a",
            message: "The href /payment-options leads to no file of the site.",
            annotation_level: "failure",
          },
          {
            path: "dist/es/preguntas-frecuentes.html",
            start_line: 3,
            title: "href",
            message: "The href /es/formas-de-pago leads to no file of the site. The page is made from content/es/pages/faqs.md.",
            annotation_level: "failure",
          },
          { path: ".github", start_line: 1, title: "", message: "Process completed with exit code 1.", annotation_level: "failure" },
        ],
      }),
      "main",
      name,
    );
    expect(statuses.map((s) => [s.message, s.state])).toEqual([
      ["Save 6", "waiting"], // no run yet
      ["Save 5", "running"],
      ["Save 4", "refused"],
      ["Save 3", "live"],
      ["Save 2", "live"], // refused, but run 3 published the site with it
      ["Save 1", "live"],
    ]);
    expect(statuses[2]!.reasons).toEqual([
      {
        file: "content/pages/faqs.md",
        line: 40,
        page: "page of content/pages/faqs.md",
        field: "label of faq.0.items.1.a",
        message: "The href /payment-options leads to no file of the site.",
      },
      // A built page's finding names the entry it is made from.
      {
        file: "content/es/pages/faqs.md",
        line: 3,
        page: "page of content/es/pages/faqs.md",
        message: "The href /es/formas-de-pago leads to no file of the site. The page is made from content/es/pages/faqs.md.",
      },
    ]);
  });

  it("reads an annotation the build wrote back into its message, expected and got", () => {
    const problem = {
      file: "content/site.yaml",
      line: 7,
      column: 8,
      field: "title",
      message: "Too long.",
      expected: "at most 60 characters",
      got: '"Durham…" (126 characters)',
    };
    // What GitHub stores is the message unescaped: the text after "::" with %0A back as line breaks.
    const stored = annotationOf(problem).trimEnd().split("::").slice(2).join("::").replaceAll("%0A", "\n").replaceAll("%0D", "\r").replaceAll("%25", "%");
    expect(said(stored)).toEqual({ message: "Too long.", expected: "at most 60 characters", got: '"Durham…" (126 characters)' });
    expect(said("Dead link.")).toEqual({ message: "Dead link." });
  });

  it("names a file of a file collection by its label and a page of a folder collection by its kind and label", () => {
    const config = {
      collections: [
        { label: "Settings", files: [{ label: "Site settings", file: "content/site.yaml", fields: [{ name: "phone", label: "Phone" }] }] },
        { label: "Pages", label_singular: "Page", folder: "content/pages", fields: [{ name: "title", label: "Title" }] },
      ],
    };
    const files = { "pages/faqs.md": '---\nlabel: "FAQs"\ntitle: "x"\n---\n' };
    const en = wordsOf({}, "en"); // a top-level field's name needs none of the editor's words
    expect(nameOf(config, files, en, "content/site.yaml", "phone")).toEqual({ page: "Site settings", field: "Phone" });
    expect(nameOf(config, files, en, "content/pages/faqs.md", "title")).toEqual({ page: "Page “FAQs”", field: "Title" });
    expect(nameOf(config, files, en, "dist/faqs.html", "")).toEqual({ page: "dist/faqs.html" });
  });

  it("lists the stale Spanish pages of every translated collection, with their labels and their entries' addresses", () => {
    const english = '---\nlabel: "FAQs"\n---\n';
    const spanish = (hash: string, label: string) =>
      `---\ntranslationOf: content/pages/faqs.md\nsourceHash: "${hash}"\nlabel: "${label}"\ntemplate: info\n---\n`;
    const config = {
      collections: [
        // Two collections of one folder, each showing one template's pages, as admin/config.yml's page collections do.
        { name: "pages-es", folder: "content/es/pages", filter: { field: "template", value: "info" } },
        { name: "home-es", folder: "content/es/pages", filter: { field: "template", value: "home" } },
        { name: "pages", folder: "content/pages" },
      ],
    };
    const snapshot = (hash: string) => ({ files: { "pages/faqs.md": english, "es/pages/faqs.md": spanish(hash, "Preguntas") }, dates: {} });
    expect(staleTranslations(config, snapshot("000000000000"))).toEqual([
      { file: "content/es/pages/faqs.md", label: "Preguntas", href: "#/collections/pages-es/entries/faqs" },
    ]);
    expect(staleTranslations(config, snapshot(sourceHashOf(english)))).toEqual([]);
  });
});
