/**
 * The steps every consumer of the content takes first: load and validate content/, make the route table, check what
 * `--strict` refuses, and build each language's SiteContext. The build, the dev server and the web editor's preview
 * (admin/) all start here; it touches no file but what loadContent reads.
 */
import type { Lang } from "../model/language.ts";
import type { Route, SiteContext } from "../model/site-context.ts";
import { rereadWithinDays, staleLawProblems } from "./content/law.ts";
import { type Content, loadContent } from "./content/load.ts";
import type { MarkdownFile } from "./content/markdown-file.ts";
import { type Problem, ProblemsError } from "./content/problem.ts";
import { isStaleTranslation } from "./content/translations.ts";
import { findSampleReviews, findUnfinishedValues } from "./content/unfinished-values.ts";
import { buildRoutes, languagesOf } from "./routes.ts";
import { buildSiteContext } from "./site-context.ts";

/** What a launch gate is about: the web editor's launch list groups them so (admin/launch-list.ts). */
export type GateKind = "placeholder" | "switch" | "sample" | "law" | "translation" | "citation" | "stale";

/** One finding between the content and going live; `refused` when `--strict` refuses it. */
export interface LaunchGate {
  kind: GateKind;
  refused: boolean;
  problem: Problem;
}

/** A site.yaml placeholder that is a switch to turn off once checked (`sample`, `…unconfirmed`), not a value to replace. */
const isSwitch = (p: Problem) => /(^|\.)(sample|unconfirmed|\w+Unconfirmed)$/.test(p.field);

/**
 * Everything in the content that stands between it and going live, as `--strict` judges it (prepare refuses exactly the
 * `refused` ones, so the editor's launch list and the strict build cannot disagree): the gates of going live
 * (placeholders, samples, law never read) and what a save causes (a missing translation, an avoided word, a statute
 * retyped). What no save causes, a translation whose English changed since, is listed but not refused: the page is
 * published with a note, and the monthly reminder lists it (hosting/README.md, "Publishing"); so does a reading grown
 * old, which the law page shows with its date and this list leaves to the reminder.
 */
export function launchGates(content: Content, today: Date = new Date()): LaunchGate[] {
  const gate =
    (kind: GateKind, refused = true) =>
    (problem: Problem): LaunchGate => ({ kind, refused, problem });
  return [
    ...findUnfinishedValues(content.site, content.siteSource).map((p) => gate(isSwitch(p) ? "switch" : "placeholder")(p)),
    ...findSampleReviews(content.reviews, content.reviewsSource).map(gate("sample")),
    ...content.translationFindings.map((p) => (isStaleTranslation(p) ? gate("stale", false)(p) : gate("translation")(p))),
    ...content.citationFindings.map(gate("citation")),
    ...staleLawProblems(content.law, content.lawSource, today).unread.map(gate("law")),
  ];
}

/** Loads, validates and routes the content; throws ProblemsError listing every content problem. */
export function prepare(
  contentDir: string,
  strict = false,
  markdown?: Map<string, MarkdownFile>, // files already read
  today: Date = new Date(), // the day --strict measures law.yaml's re-readings from (a check's clock, never a page's)
): {
  content: Content;
  routes: Route[];
  context: SiteContext;
  contexts: Record<Lang, SiteContext>;
  warnings: string[];
  /** The warnings again, with findings on built pages added to the translation findings (checks/glossary.ts). */
  warningsWith: (pageFindings: Problem[]) => string[];
} {
  const loaded = loadContent(contentDir, markdown ? { markdown } : {});
  if (!loaded.content) throw new ProblemsError(loaded.problems);
  const { content } = loaded;
  const { routes, problems } = buildRoutes(content);
  const translations = content.translationFindings;
  const citations = content.citationFindings;
  const gates = launchGates(content, today);
  const unfinished = gates.filter((g) => g.kind === "placeholder" || g.kind === "switch").map((g) => g.problem);
  const samples = gates.filter((g) => g.kind === "sample").map((g) => g.problem);
  const { unread, overdue } = staleLawProblems(content.law, content.lawSource, today);
  const staleLaw = [...unread, ...overdue];
  if (strict) problems.push(...gates.filter((g) => g.refused).map((g) => g.problem));
  if (problems.length > 0) throw new ProblemsError(problems); // the contexts need every menu's page to exist
  const contexts: Record<Lang, SiteContext> = {};
  for (const set of languagesOf(content)) {
    const { context, problems: contextProblems } = buildSiteContext(content, routes, set.lang);
    problems.push(...contextProblems);
    if (context) contexts[set.lang] = context;
  }
  const context = contexts[content.locales[0]!.code];
  if (problems.length > 0 || !context) throw new ProblemsError(problems);
  const warningsWith = (pageFindings: Problem[]) => [
    ...translationWarnings(translations),
    ...(citations.length > 0
      ? [
          `${citations.length} ${citations.length === 1 ? "statute is" : "statutes are"} cited in a page's own words, not through a statement of content/data/law.yaml ({law.name}). \`npm run build -- --strict\` refuses them.\n` +
            citations.map((p) => `  ${p.file}:${p.line}:${p.column}  ${p.got}`).join("\n"),
        ]
      : []),
    ...builtPageWarnings(pageFindings),
    ...(staleLaw.length > 0
      ? [
          `${staleLaw.length} ${staleLaw.length === 1 ? "entry" : "entries"} of content/data/law.yaml ${staleLaw.length === 1 ? "has" : "have"} not been read at the official source in the last ${rereadWithinDays} days, or ever. \`npm run law\` lists them; \`npm run build -- --strict\` refuses the ones never read.\n` +
            staleLaw.map((p) => `  ${p.file}:${p.line}  ${p.got}`).join("\n"),
        ]
      : []),
    ...(unfinished.length > 0
      ? [
          `content/site.yaml still holds ${unfinished.length} placeholder values (${unfinished.map((p) => p.field).join(", ")}). ` +
            "Replace them before publishing: `npm run build -- --strict` refuses them.",
        ]
      : []),
    ...(samples.length > 0
      ? [
          `content/data/reviews.yaml still holds ${samples.length} sample reviews. Replace them with real ones: \`npm run build -- --strict\` refuses them.`,
        ]
      : []),
  ];
  return { content, routes, context, contexts, warnings: warningsWith([]), warningsWith };
}

/**
 * Stale and missing translations, one line each with where to look (the CLI prints warnings as they are); past
 * `shown` lines, a count and where to see them all.
 */
function translationWarnings(findings: Problem[], shown = 12): string[] {
  if (findings.length === 0) return [];
  const lines = findings.slice(0, shown).map((p) => `  ${p.file}:${p.line}  ${p.message}`);
  if (findings.length > shown) lines.push(`  … and ${findings.length - shown} more: \`npm run translations\` lists them all.`);
  return [
    `${findings.length} translation ${findings.length === 1 ? "finding" : "findings"}: stale or missing Spanish pages, or words the glossary avoids. \`npm run build -- --strict\` refuses all but the stale pages, which are published with a note.\n${lines.join("\n")}`,
  ];
}

/**
 * Words the glossary avoids that only built pages show (checks/glossary.ts), one line each with the page; `npm run
 * translations` cannot list these, so past `shown` lines the count says where to see them all.
 */
function builtPageWarnings(findings: Problem[], shown = 12): string[] {
  if (findings.length === 0) return [];
  const lines = findings.slice(0, shown).map((p) => `  ${p.file}  ${p.message}`);
  if (findings.length > shown) lines.push(`  … and ${findings.length - shown} more: \`npm run build -- --strict\` lists them all.`);
  return [
    `${findings.length} glossary ${findings.length === 1 ? "finding" : "findings"} on built Spanish pages: words the glossary avoids that no content line holds, and agency or building names without their Spanish. \`npm run build -- --strict\` refuses them.\n${lines.join("\n")}`,
  ];
}
