/**
 * What deleting an entry would do to the site (issue #34, finding 4; #44): the content without the file goes through
 * the publish job's checks (site-check.ts: the build's prepare, then every page rendered and its links and glossary
 * checked), so every dependent is listed at once: a link in any page's text or field, in either language, a menu, a
 * city naming its county, a `nearby:` list. A page is judged together with the files that exist only for it (its
 * Spanish page, its facts file), which the build would refuse without it: they are named first, with the order to
 * delete them in. A facts file of a page that stands can be deleted only as the step before its page, once nothing
 * else needs that page. None of this is needed when the build takes the site without the file.
 */
import type { ContentSnapshot } from "../generator/cms/admin-site.ts";
import type { Problem } from "../generator/content/problem.ts";
import { wordsOf } from "./editor-words.ts";
import { causedBy, checkSnapshot, type SiteFindings } from "./site-check.ts";

type Lang = "en" | "es";

const pageFolder = /^(pages|counties|cities|bonds)\/([^/]+)\.md$/;
const dataFile = /^data\/(counties|cities)\/([^/]+)\.yaml$/;

/** The files that exist only for the default language's page `rel`: its translations and its facts file. */
function companionsOf(files: Record<string, string>, rel: string): { rel: string; kind: "translation" | "facts" }[] {
  const page = pageFolder.exec(rel);
  if (!page) return [];
  const translations = Object.keys(files).filter((f) => f.endsWith(`/${rel}`) && /^[a-z]{2,3}\/$/.test(f.slice(0, -rel.length)));
  const facts = `data/${page[1]}/${page[2]}.yaml`;
  return [
    ...translations.map((f) => ({ rel: f, kind: "translation" as const })),
    ...(files[facts] !== undefined && (page[1] === "counties" || page[1] === "cities") ? [{ rel: facts, kind: "facts" as const }] : []),
  ];
}

const without = (base: ContentSnapshot, rels: string[]): ContentSnapshot => {
  const files = { ...base.files };
  for (const rel of rels) delete files[rel];
  return { ...base, files };
};

const note = (rel: string, message: string): Problem => ({ file: `content/${rel}`, line: 1, column: 1, field: "", message });

/**
 * The problems deleting `rel` (a path in content/) from `base` would cause, every one at once; none when it can be
 * deleted. `before` gives the findings of `base` itself (site-check.ts, asked only when needed), so that what the
 * site had already does not count against the deletion.
 */
export function deletionProblems(base: ContentSnapshot, rel: string, before: () => SiteFindings, lang: Lang = "en"): Problem[] {
  const w = wordsOf(base.files, lang);
  const facts = dataFile.exec(rel);
  const page = facts ? `${facts[1]}/${facts[2]}.md` : undefined;
  if (page && base.files[page] !== undefined) {
    // The facts of a page that stands: the step before deleting that page, and only then.
    const forPage = deletionProblems(base, page, before, lang).filter((p) => p.file !== `content/${rel}`);
    if (forPage.length > 0) return [note(rel, w("deletion.factsOf", { page })), ...forPage];
  }
  const companions = companionsOf(base.files, rel);
  const caused = causedBy(before, checkSnapshot(without(base, [rel, ...companions.map((c) => c.rel)])));
  if (companions.length === 0) return caused;
  // Its own files first, in the order to delete them, then what else depends on it.
  return [
    ...companions.map((c) => note(c.rel, c.kind === "translation" ? w("deletion.translation", { page: rel }) : w("deletion.facts", { page: rel }))),
    ...caused,
  ];
}

/** The address of the page `rel` would have had (its `path:`), to offer a redirect once it is deleted. */
export function addressOf(base: ContentSnapshot, rel: string): string | undefined {
  if (!/(^|\/)(pages|counties|cities|bonds)\/[^/]+\.md$/.test(rel)) return undefined;
  return /^path:\s*["']?(\/[^"'\s#]*)/m.exec(base.files[rel] ?? "")?.[1];
}

/** What to tell the person once the page at `from` is deleted: how to send its visitors elsewhere (words from `files`). */
export const redirectAdvice = (from: string, files: Record<string, string>, lang: Lang = "en"): string =>
  wordsOf(files, lang)("deletion.redirect", { from });

/**
 * Shows why a deletion was refused (or, once a page is deleted, how to send its address elsewhere) where it stays
 * until closed: Decap's own notice of a failed deletion fades after eight seconds, too soon to read a list of problems.
 */
export function showRefusal(message: string, closeLabel: string, kind: "refused" | "done" = "refused"): void {
  document.querySelector("[data-deletion-refused], [data-deletion-done]")?.remove();
  const box = document.createElement("div");
  box.setAttribute("role", kind === "refused" ? "alert" : "status");
  box.dataset[kind === "refused" ? "deletionRefused" : "deletionDone"] = "";
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
    border: `3px solid ${kind === "refused" ? "#b00020" : "#1d4f91"}`,
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
