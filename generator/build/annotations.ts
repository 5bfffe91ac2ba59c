/**
 * The build's refusals as GitHub Actions annotations (workflow commands): one `::error file=…,line=…,col=…,title=…::…`
 * line per problem, which Actions attaches to the run's check run. The web editor reads them back with the editor's
 * own token (admin/publish-status.ts) to say, at the save, which page and field a refused run named; `title` carries
 * the field's path for that. Written only when GITHUB_ACTIONS is "true": on a computer the list of problems says it all.
 */
import { type Problem, sortProblems } from "../content/problem.ts";

/** A workflow command's message: %, CR and LF escaped, as @actions/core's escapeData does. */
const escapeData = (text: string) => text.replaceAll("%", "%25").replaceAll("\r", "%0D").replaceAll("\n", "%0A");
/** A workflow command's property value: the message's escapes, and ':' and ',' which end a property. */
const escapeProperty = (text: string) => escapeData(text).replaceAll(":", "%3A").replaceAll(",", "%2C");

/** One problem as an annotation line: its file, line and column, its field as the title, its message with expected/got. */
export function annotationOf(problem: Problem, level: "error" | "warning" = "error"): string {
  const properties = [`file=${problem.file}`, `line=${problem.line}`, `col=${problem.column}`, ...(problem.field ? [`title=${problem.field}`] : [])];
  const message = [
    problem.message,
    ...(problem.expected === undefined ? [] : [`expected: ${problem.expected}`]),
    ...(problem.got === undefined ? [] : [`got: ${problem.got}`]),
  ].join("\n");
  return `::${level} ${properties.map((p) => p.replace(/=(.*)$/s, (_, v: string) => `=${escapeProperty(v)}`)).join(",")}::${escapeData(message)}\n`;
}

/** Every problem as annotation lines, in the order the list prints them. */
export function annotations(problems: Problem[], level: "error" | "warning" = "error"): string {
  return sortProblems(problems)
    .map((p) => annotationOf(p, level))
    .join("");
}

/** Whether this process runs in GitHub Actions, which sets GITHUB_ACTIONS=true in every step. */
export const inGitHubActions = (env: NodeJS.ProcessEnv = process.env) => env.GITHUB_ACTIONS === "true";
