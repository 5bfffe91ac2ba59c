/**
 * One page through the build, in memory: render it (its CSS inline), take the facts the cross-page work needs (links
 * and ids, CSP hashes, whether it embeds the form), check it (its own links, the script and page-weight budgets,
 * html-validate) and compress it. The HTML never goes to disk and comes back.
 */
import { createHash } from "node:crypto";
import { checkBudgets } from "../checks/budgets.ts";
import { type PageLinks, pageLinks } from "../checks/links.ts";
import { checkScripts } from "../checks/scripts.ts";
import type { IslandAssets } from "../client.ts";
import type { Problem } from "../content/problem.ts";
import { type InlineHashes, inlineHashes } from "../hosting/headers.ts";
import { compressedCopies } from "../hosting/precompress.ts";
import type { RenderedPage } from "../render.tsx";
import type { Finished, FinishJob } from "./finish-page.ts";

/** What the cross-page work needs of a page, and what the next build reuses when its inputs are unchanged. */
export interface PageFacts {
  file: string; // relative to the output folder
  source: string; // the content file it is made from
  html: string; // the sha1 of its HTML
  links: PageLinks;
  hashes: InlineHashes;
  form: boolean; // embeds the form provider's script (its CSP allows that origin)
  files: string[]; // what it wrote: the page and its compressed copies
  glossary: Problem[]; // words the glossary avoids in its Spanish texts (warnings; --strict refuses them)
}

/** What buildPage needs of the whole build. */
export interface PageSite {
  islands: IslandAssets;
  checks: boolean;
  notFound: { files: string[]; script: string }; // the not-found pages (404.html, es/404.html) may carry this one inline script
  finish: (job: FinishJob) => Promise<Finished>; // html-validate and compression, here or on a worker
  glossary?: (html: string, file: string, source: string) => Problem[]; // checks/glossary.ts, when there is a Spanish site
}

/** A built page: the files to write (none when its HTML equals the last build's), its facts and its findings. */
export interface BuiltPage {
  files: [file: string, data: string | Uint8Array][];
  facts: PageFacts;
  problems: Problem[];
}

/**
 * Builds the page at output `file` from content file `source`. `last` is what the last successful build wrote there,
 * if its files are still in place: the same HTML again passed every check then, so it is neither checked nor
 * compressed again, and `files` is empty (the caller keeps the last build's files).
 */
export async function buildPage(file: string, source: string, render: () => RenderedPage, site: PageSite, last?: PageFacts): Promise<BuiltPage> {
  const { html, islands, shared } = render();
  const hash = createHash("sha1").update(html).digest("hex");
  const found = pageLinks({ file, html, source });
  const facts = {
    file,
    source,
    html: hash,
    // A copy: the ids and hrefs matched in the HTML are slices of it, and kept for the cross-page check they would
    // keep every page's HTML alive until the build ends, which a large site's memory would feel.
    links: structuredClone(found.links),
    hashes: inlineHashes(policyInput(html)),
    form: islands.some((i) => i.formProvider === true),
    // Taken even when the HTML is the last build's: the glossary may have changed without changing this page. The
    // glossary is English↔Spanish, so only pages with Spanish in them are looked at.
    glossary: html.includes('lang="es"') ? (site.glossary?.(html, file, source) ?? []) : [],
  };
  if (hash === last?.html) return { files: [], facts: { ...facts, files: last.files }, problems: [] };
  const finished = await site.finish({ file, html, source, validate: site.checks, ...(shared ? { shared } : {}) });
  const problems = site.checks
    ? [
        ...found.problems,
        ...finished.problems,
        ...checkScripts({ file, html, source }, site.islands, site.notFound),
        // Islands declared `hydrate: "load"` (templates/islands/*/) may fetch their code with the page.
        ...checkBudgets(
          { file, html, source, gzipBytes: finished.gzip.length, brotliBytes: finished.brotli.length },
          site.islands,
          islands.filter((i) => i.hydrate === "load").map((i) => i.name),
        ),
      ]
    : [];
  const files: BuiltPage["files"] = [[file, html], ...compressedCopies(file, html, finished)];
  return { files, facts: { ...facts, files: files.map(([name]) => name) }, problems };
}

/**
 * The parts of a page its inline hashes are taken from: its <script> and <style> elements (each kind in document
 * order). Found with indexOf, not regular expressions over the whole page, which cost more on every page.
 */
export function policyInput(html: string): string {
  return [...elements(html, "script"), ...elements(html, "style")].join("\n");
}

/** Every `<name …>…</name>` element of `html`, as written. */
function elements(html: string, name: string): string[] {
  const found: string[] = [];
  const open = `<${name}`;
  const close = `</${name}>`;
  for (let i = html.indexOf(open); i >= 0; i = html.indexOf(open, i + open.length)) {
    const next = html.charCodeAt(i + open.length); // `>`, `/` or white space: not `<scripts` or `<styled`
    if (next !== 62 && next !== 47 && next !== 32 && next !== 9 && next !== 10 && next !== 12 && next !== 13) continue;
    const end = html.indexOf(close, i);
    if (end < 0) break;
    found.push(html.slice(i, end + close.length));
    i = end;
  }
  return found;
}
