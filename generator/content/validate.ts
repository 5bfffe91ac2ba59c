/** Checks parsed YAML against a zod schema and reports each issue at its line and column in the file. */
import type { z } from "zod";
import type { YamlSource } from "../../model/content.ts";
import type { Problem } from "./problem.ts";
import { explainIssue } from "./zod-messages.ts";

/** Validated data, or the problems that stop it from validating. */
export function validate<S extends z.ZodType>(
  schema: S,
  source: YamlSource,
): { data: z.infer<S>; problems: [] } | { data?: undefined; problems: Problem[] } {
  const result = schema.safeParse(source.data, { reportInput: true });
  if (result.success) return { data: result.data, problems: [] };
  const problems: Problem[] = [];
  for (const issue of result.error.issues) {
    const path = issue.path as PropertyKey[];
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys)
        problems.push({
          file: source.file,
          ...source.keyAt(path, key),
          field: fieldPath([...path, key]),
          message: `Unknown field "${key}". Check the spelling against content/README.md.`,
        });
      continue;
    }
    const { message, expected, got } = explainIssue(issue);
    problems.push({
      file: source.file,
      ...source.at(path),
      field: fieldPath(path),
      message,
      ...(expected === undefined ? {} : { expected }),
      ...(got === undefined ? {} : { got }),
    });
  }
  return { problems };
}

/** `["services", 2, "title"]` → `services.2.title`. */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path.map(String).join(".");
}
