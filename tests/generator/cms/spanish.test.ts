/**
 * Every label and hint of the CMS config has its Spanish in content/messages/editor.es.yaml, as every message key has
 * its Spanish in content/messages/es.yaml: a missing one fails here, named with the file and the line of its group; an
 * entry no field uses any more fails too, so an English text that changed is translated again.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseDocument } from "yaml";
import { spanishLabel, spanishLabelsFile } from "../../../admin/language.ts";
import { cmsConfig, readCmsInputs } from "../../../generator/cms/config.ts";
import { root } from "../../helpers/content-fixture.ts";

const rel = `content/${spanishLabelsFile}`;
const text = readFileSync(path.join(root, rel), "utf8");

/** The English labels and hints of the config. */
function englishTexts(): { labels: Set<string>; hints: Set<string> } {
  const labels = new Set<string>();
  const hints = new Set<string>();
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const v of value) walk(v);
      return;
    }
    if (!value || typeof value !== "object") return;
    for (const [key, v] of Object.entries(value)) {
      if ((key === "label" || key === "label_singular") && typeof v === "string") labels.add(v);
      else if (key === "hint" && typeof v === "string") hints.add(v);
      else walk(v);
    }
  };
  walk(cmsConfig(readCmsInputs(root)).collections);
  return { labels, hints };
}

/** Problems of `yamlText` against the config's texts, each as `file:line  what`. */
function spanishProblems(yamlText: string): string[] {
  const doc = parseDocument(yamlText);
  const data = doc.toJS() as { labels?: Record<string, string>; hints?: Record<string, string> };
  const lineOf = (offset: number) => yamlText.slice(0, offset).split("\n").length;
  const groupLine = (group: string) => lineOf(yamlText.indexOf(`${group}:`));
  const { labels, hints } = englishTexts();
  const problems: string[] = [];
  for (const label of labels)
    if (!spanishLabel(data.labels ?? {}, label)) problems.push(`${rel}:${groupLine("labels")}  labels: no Spanish for "${label}"`);
  for (const hint of hints) if (!data.hints?.[hint]) problems.push(`${rel}:${groupLine("hints")}  hints: no Spanish for "${hint}"`);
  for (const [group, used] of [
    ["labels", labels],
    ["hints", hints],
  ] as const)
    for (const english of Object.keys(data[group] ?? {}))
      if (!used.has(english) && ![...used].some((u) => u.startsWith(`${english} (`)))
        problems.push(`${rel}:${lineOf(yamlText.indexOf(english.slice(0, 40)))}  ${group}: "${english.slice(0, 60)}" is not shown by the editor any more`);
  return problems;
}

describe("the editor's Spanish labels and hints", () => {
  it("gives every label and hint of the config a Spanish text, and has none left over", () => {
    expect(spanishProblems(text)).toEqual([]);
  });

  it("names the file and line when one is missing", () => {
    const without = text.replace(/^ {2}Heading: .*\n/m, "");
    const line = without.split("\n").indexOf("labels:") + 1;
    expect(spanishProblems(without)).toEqual([`${rel}:${line}  labels: no Spanish for "Heading"`]);
  });
});
