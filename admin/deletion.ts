/**
 * What deleting an entry would do to the build (issue #34, finding 4): the content without the file goes through the
 * build's own prepare, which refuses a link (in a page's text or a link field) to a page that is gone, a data file
 * or a translation left without its page, and a menu without its page. The problems are the build's own, word for
 * word; none means the build takes the site without the file. Pages link to each other only through the route table
 * or through what prepare checks, so the build's later link check finds nothing more to refuse.
 */
import type { ContentSnapshot } from "../generator/admin-site.ts";
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
