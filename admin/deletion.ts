/**
 * What deleting an entry would do to the build (issue #34, finding 4): the content without the file goes through the
 * build's own prepare, which refuses a link (in a page's text or a link field) to a page that is gone, a data file
 * or a translation left without its page, and a menu without its page. The problems are the build's own, word for
 * word; none means the build takes the site without the file. Pages link to each other only through the route table
 * or through what prepare checks, so the build's later link check finds nothing more to refuse.
 */
import type { ContentSnapshot } from "../generator/cms/admin-site.ts";
import { type Problem, ProblemsError } from "../generator/content/problem.ts";
import { prepare } from "../generator/prepare.ts";
import { contentRoot, mount, withFile } from "./snapshot.ts";

/** The build's problems with `base` once `rel` (a path in content/) is deleted. */
export function deletionProblems(base: ContentSnapshot, rel: string): Problem[] {
  mount(withFile(base, rel, undefined));
  try {
    prepare(contentRoot);
    return [];
  } catch (error) {
    if (error instanceof ProblemsError) return error.problems;
    throw error;
  }
}

/**
 * Shows why a deletion was refused where it stays until closed: Decap's own notice of a failed deletion fades after
 * eight seconds, too soon to read a list of problems.
 */
export function showRefusal(message: string, closeLabel: string): void {
  document.querySelector("[data-deletion-refused]")?.remove();
  const box = document.createElement("div");
  box.setAttribute("role", "alert");
  box.dataset.deletionRefused = "";
  Object.assign(box.style, {
    position: "fixed",
    insetInline: "1rem",
    bottom: "1rem",
    zIndex: "1000",
    maxHeight: "50vh",
    overflow: "auto",
    padding: "1rem",
    background: "#fff",
    color: "#1a1a1a",
    border: "3px solid #b00020",
    font: "16px/1.5 system-ui",
  });
  const text = document.createElement("pre");
  Object.assign(text.style, { whiteSpace: "pre-wrap", margin: "0 0 0.5rem" });
  text.textContent = message;
  const close = document.createElement("button");
  close.type = "button";
  close.textContent = closeLabel;
  close.addEventListener("click", () => box.remove());
  box.append(text, close);
  document.body.append(box);
}
