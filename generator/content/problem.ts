/**
 * One thing wrong with the content or the output, and the single place that formats such findings for people
 * (CONTRIBUTING.md, "Messages"): `file:line:column  field.path`, the message indented below, then `expected:` and
 * `got:`.
 */

/** A finding that names where it is, what is wrong and, when it helps, what was expected and found. */
export interface Problem {
  file: string; // project-relative, e.g. content/counties/wake-county.md or dist/apply.html
  line: number;
  column: number;
  field: string; // dotted path such as services.2.title; "" when the problem is not about one field
  message: string;
  expected?: string;
  got?: string;
}

/** Thrown by a build phase whose input is wrong; carries every problem found, never a stack trace. */
export class ProblemsError extends Error {
  constructor(
    readonly problems: Problem[],
    readonly phase: "content" | "checks" = "content",
  ) {
    super(`${problems.length} ${problems.length === 1 ? "problem" : "problems"}`);
  }
}

/** Thrown when the generator itself fails (a template bug); the message names the route and template. */
export class GeneratorBug extends Error {}

/** Sorts problems by file, then line and column, so output is stable and grouped by file. */
export function sortProblems(problems: Problem[]): Problem[] {
  return [...problems].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column || a.field.localeCompare(b.field));
}

/** One problem as it is printed. */
export function formatProblem(p: Problem): string {
  const where = `${p.file}:${p.line}:${p.column}${p.field ? `  ${p.field}` : ""}`;
  const lines = [where, `    ${p.message}`];
  if (p.expected !== undefined) lines.push(`    expected: ${p.expected}`);
  if (p.got !== undefined) lines.push(`    got: ${p.got}`);
  return lines.join("\n");
}

/** All problems, sorted, with the closing summary line; `outDirName` null leaves out the "was left as it was" part. */
export function formatProblems(problems: Problem[], outDirName: string | null = "dist/"): string {
  const sorted = sortProblems(problems);
  const files = new Set(sorted.map((p) => p.file)).size;
  const count = `${sorted.length} ${sorted.length === 1 ? "problem" : "problems"}`;
  const inFiles = `${files} ${files === 1 ? "file" : "files"}`;
  const left = outDirName === null ? "" : ` ${outDirName} was left as it was.`;
  return `${sorted.map(formatProblem).join("\n")}\n\n${count} in ${inFiles}.${left}\n`;
}
