/** HTML validation of a written page with html-validate and the project's .htmlvalidate.json. */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { ConfigData, HtmlValidate } from "html-validate";
import type { Problem } from "../content/problem.ts";
import type { OutputPage } from "./links.ts";

const configFile = fileURLToPath(new URL("../../.htmlvalidate.json", import.meta.url));

/** The project's html-validate configuration (.htmlvalidate.json). */
export function htmlConfig(): ConfigData {
  return JSON.parse(readFileSync(configFile, "utf8"));
}

/** The html-validate errors of one page. */
export function htmlProblems(validator: HtmlValidate, page: Pick<OutputPage, "file" | "html" | "source">): Problem[] {
  const problems: Problem[] = [];
  const report = validator.validateStringSync(page.html, page.file);
  for (const result of report.results)
    for (const m of result.messages)
      if (m.severity === 2)
        problems.push({
          file: `dist/${page.file}`,
          line: m.line,
          column: m.column,
          field: `html-validate ${m.ruleId}`,
          message: m.message.endsWith(".") ? m.message : `${m.message}.`,
          ...(page.source ? { got: `made from ${page.source}` } : {}),
        });
  return problems;
}
