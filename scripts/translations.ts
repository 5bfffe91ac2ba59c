/**
 * `npm run translations`: which Spanish pages are stale (the English changed since they were translated), which
 * English pages have no Spanish yet, and which Spanish words the glossary avoids; for a stale page, what changed in
 * the English since the version it was made from (from git), and the sourceHash to write once it is up to date.
 * `npm run translations -- --hash content/pages/faqs.md` prints the sourceHash of one English file.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { loadContent } from "../generator/content/load.ts";
import { formatProblems } from "../generator/content/problem.ts";
import { commitWithHash } from "../generator/content/translation-history.ts";
import { englishFileOf, sourceHashOf } from "../generator/content/translations.ts";

const root = path.resolve(import.meta.dirname, "..");

/** The report, as text; `diffLines` caps each diff. */
export function translationReport(contentDir: string, diffLines = 60): { text: string; findings: number } {
  const repo = path.dirname(contentDir);
  const loaded = loadContent(contentDir);
  if (!loaded.content)
    return { text: `The content has problems; fix them first (npm run build lists them):\n${formatProblems(loaded.problems, null)}`, findings: 1 };
  const { content } = loaded;
  const translations = content.locales.slice(1);
  if (translations.length === 0) return { text: "There are no translations (content/data/languages.yaml lists one language).\n", findings: 0 };
  const findings = content.translationFindings;
  const stale = findings.filter((f) => f.field === "sourceHash");
  const others = findings.filter((f) => f.field !== "sourceHash");
  const lines = translations.map(({ code, name }) => {
    const set = content.langs[code]!;
    const files = [...set.pages, set.notFound, ...set.counties, ...set.cities, ...set.bonds].length + 1; // + law.yaml
    const staleHere = stale.filter((f) => f.file.startsWith(`content/${code}/`)).length;
    const label = code === "es" ? "Spanish" : name;
    return `${label} translations (content/${code}/): ${files} files, ${files - staleHere} up to date, ${staleHere} stale; ${others.length} other ${others.length === 1 ? "finding" : "findings"}.`;
  });
  for (const f of stale) {
    const english = englishFileOf(f.file);
    const recorded = JSON.parse(f.got ?? "null") as string | null;
    const now = f.expected!;
    lines.push("", `${f.file}:${f.line}  is stale: ${english} changed after it was translated.`);
    const commit = recorded ? commitWithHash(repo, english, recorded) : undefined;
    if (commit) {
      const diff = execFileSync("git", ["diff", "--no-color", "--unified=1", commit, "--", english], { cwd: repo, encoding: "utf8" }).split("\n");
      lines.push(`  What changed in the English since it was translated (git diff ${commit.slice(0, 10)} -- ${english}):`);
      lines.push(...diff.slice(4, 4 + diffLines).map((l) => `    ${l}`));
      if (diff.length > 4 + diffLines) lines.push(`    … ${diff.length - 4 - diffLines} more lines: run the git diff above.`);
    } else lines.push(`  git has no version of ${english} with sourceHash ${recorded}: compare the two files side by side.`);
    lines.push(`  When the translation says what the English says, write: sourceHash: "${now}"`);
  }
  if (others.length > 0) lines.push("", formatProblems(others, null).trimEnd());
  if (findings.length === 0)
    lines.push(
      `Every ${translations.length === 1 && translations[0]!.code === "es" ? "Spanish" : "translated"} page is up to date with its English page.`,
    );
  return { text: `${lines.join("\n")}\n`, findings: findings.length };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.join(root, "scripts/translations.ts")) {
  const { values } = parseArgs({ options: { hash: { type: "string" }, content: { type: "string" } } });
  if (values.hash) process.stdout.write(`${sourceHashOf(readFileSync(path.resolve(values.hash), "utf8"))}\n`);
  else {
    const report = translationReport(values.content ?? path.join(root, "content"));
    process.stdout.write(report.text);
  }
}
