/** How the build's CLI entry points report failures: problems as a list, generator bugs with their stack. */
import { formatProblems, GeneratorBug, ProblemsError } from "../content/problem.ts";
import { annotations, inGitHubActions } from "./annotations.ts";

/**
 * Prints a failure and returns the exit code: 1 for content and check problems, 2 for generator bugs. In GitHub
 * Actions each problem is also written to stdout as an annotation (annotations.ts), for the web editor to show.
 */
export function reportFailure(error: unknown, outDirName: string, env: NodeJS.ProcessEnv = process.env): number {
  if (error instanceof ProblemsError) {
    if (inGitHubActions(env)) process.stdout.write(annotations(error.problems));
    process.stderr.write(formatProblems(error.problems, outDirName));
    return 1;
  }
  const bug = error instanceof GeneratorBug ? error : new GeneratorBug("The build stopped unexpectedly.", { cause: error });
  process.stderr.write(
    `${bug.message}\nThis is a bug in the generator, not in the content. ${outDirName} was left as it was.\n\n` + `${describe(bug.cause)}\n`,
  );
  return 2;
}

function describe(cause: unknown): string {
  if (cause instanceof Error) return cause.stack ?? cause.message;
  return String(cause);
}
