/**
 * The costly half of a page's build, on its HTML alone: html-validate and the `.gz`/`.br` copies. It takes and returns
 * plain data, so it runs on this thread or on a worker thread (worker.ts) unchanged.
 */
import type { ConfigData, HtmlValidate } from "html-validate";
import { htmlValidator, pageHtmlProblems, type SharedPart } from "../checks/html.ts";
import { GeneratorBug, type Problem } from "../content/problem.ts";
import { compressPage } from "../hosting/precompress.ts";

/** One page's HTML to check and compress. `validate: false` skips html-validate (a build with checks off). */
export interface FinishJob {
  file: string; // relative to the output folder
  html: string;
  source?: string; // the content file it is made from, named in findings
  validate: boolean;
  shared?: SharedPart[]; // parts other pages have too (the header, the footer): validated once (checks/html.ts)
}

/** html-validate's findings and the compressed copies (each is written only when smaller than the page). */
export interface Finished {
  problems: Problem[];
  gzip: Uint8Array;
  brotli: Uint8Array;
}

/**
 * Finishes pages on this thread with html-validate's `config`; html-validate is loaded by the first page to need it.
 * Without a config it only compresses (a build with checks off). One finisher serves one build: it remembers which
 * shared parts it has validated.
 */
export function pageFinisher(config?: ConfigData): (job: FinishJob) => Promise<Finished> {
  let validator: Promise<HtmlValidate> | undefined;
  const seen = new Set<string>();
  return async (job) => {
    if (!job.validate) return { problems: [], ...compressPage(job.html) };
    if (!config) throw new GeneratorBug(`${job.file} was sent to be validated by a finisher started without html-validate's configuration.`);
    validator ??= htmlValidator(config);
    return { problems: pageHtmlProblems(await validator, job, job.shared ?? [], seen), ...compressPage(job.html) };
  };
}
