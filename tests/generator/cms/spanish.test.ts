/**
 * Every label and hint of the CMS config has its Spanish in content/messages/editor.es.yaml, as every message key has
 * its Spanish in content/messages/es.yaml: a missing one fails here, named with the file and the line of its group; an
 * entry no field uses any more fails too, so an English text that changed is translated again.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseDocument } from "yaml";
import { z } from "zod";
import {
  isBareValue,
  localizeConfig,
  problemLabelsIn,
  readSpanishLabels,
  spanishLabel,
  spanishLabelsFile,
  spanishProblem,
  spanishText,
} from "../../../admin/language.ts";
import { cmsConfig, readCmsInputs } from "../../../generator/cms/config.ts";
import { formatProblem } from "../../../generator/content/problem.ts";
import { validate } from "../../../generator/content/validate.ts";
import { parseYamlSource } from "../../../generator/content/yaml-source.ts";
import { explainIssue } from "../../../generator/content/zod-messages.ts";
import { site } from "../../../model/schemas/index.ts";
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

/** Every text of `error:` and `message:` written as one plain string in the schemas and the build's content stage. */
function writtenMessages(): string[] {
  const dirs = ["model/schemas", "generator/content"];
  const found = new Set<string>();
  for (const dir of dirs)
    for (const file of readdirSync(path.join(root, dir)).filter((f) => f.endsWith(".ts"))) {
      const source = readFileSync(path.join(root, dir, file), "utf8");
      for (const [, text] of source.matchAll(/\b(?:error|message): "((?:[^"\\]|\\.)*)"/g)) found.add(JSON.parse(`"${text}"`) as string);
      for (const [, text] of source.matchAll(/\b(?:error|message): '((?:[^'\\]|\\.)*)'/g)) found.add(text!.replaceAll("\\'", "'"));
    }
  return [...found];
}

/** What zod's issues become (explainIssue): a message, what was expected and what was found, for each kind of issue. */
function zodTexts(): string[] {
  const cases: [z.ZodType, unknown][] = [
    [z.object({ a: z.string() }), {}],
    [z.string(), 5],
    [z.int(), "x"],
    [z.int(), 1.5],
    [z.boolean(), "x"],
    [z.array(z.string()), "x"],
    [z.object({}), "x"],
    [z.string().min(3), ""],
    [z.string().min(1), ""],
    [z.string().max(5), "too long"],
    [z.string().max(1), "ab"],
    [z.string().length(3), "ab"],
    [z.array(z.string()).min(1), []],
    [z.array(z.string()).min(2), ["a"]],
    [z.array(z.string()).max(1), ["a", "b"]],
    [z.array(z.string()).max(2), ["a", "b", "c"]],
    [z.array(z.string()).length(2), ["a"]],
    [z.number().min(1), 0],
    [z.number().max(5), 9],
    [z.number().gt(0), 0],
    [z.number().lt(1), 1],
    [z.literal(true), false],
    [z.enum(["a", "b"]), "c"],
    [z.discriminatedUnion("type", [z.object({ type: z.literal("a") }), z.object({ type: z.literal("b") })]), { type: "c" }],
    [z.union([z.string(), z.number()]), null],
    [z.string().regex(/^a$/), "b"],
    [z.string().refine(() => false), "b"],
    [z.object({ a: z.array(z.string()) }), { a: null }],
  ];
  return cases.flatMap(([schema, value]) =>
    (schema.safeParse(value, { reportInput: true }).error?.issues ?? []).flatMap((issue) => {
      const { message, expected, got } = explainIssue(issue);
      return [message, expected, got].filter((t): t is string => t !== undefined);
    }),
  );
}

/** Every pattern message of the config (Decap shows it with its full stop). */
function patternMessages(): string[] {
  const found = new Set<string>();
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const v of value) walk(v);
      return;
    }
    if (!value || typeof value !== "object") return;
    for (const [key, v] of Object.entries(value))
      if (key === "pattern" && Array.isArray(v)) found.add(`${v[1]}.`);
      else walk(v);
  };
  walk(cmsConfig(readCmsInputs(root)).collections);
  return [...found];
}

describe("#44: the build's problems in the Spanish editor", () => {
  const { problems } = readSpanishLabels(text);
  const lacking = (texts: string[]) => texts.filter((t) => !isBareValue(t) && spanishText(problems, t) === undefined);

  it("finds the texts it checks (the schemas' own messages, zod's words, the config's patterns)", () => {
    expect(writtenMessages()).toContain("Write the phone number like 919-555-0123.");
    expect(zodTexts()).toEqual(expect.arrayContaining(["This field is required.", "Too long.", "at most 5 characters"]));
    expect(patternMessages()).toContain("Write the phone number like 919-555-0123.");
  });

  it("has Spanish for every message the schemas and the content stage write, every word zod's issues become, every pattern", () => {
    expect(lacking(writtenMessages()), `add each to problems: in ${rel}`).toEqual([]);
    expect(lacking(zodTexts()), `add each to problems: in ${rel}`).toEqual([]);
    expect(lacking(patternMessages()), `add each to problems: in ${rel}`).toEqual([]);
  });

  it("fails on a message that has no Spanish (planted: the phone's message taken out of the file)", () => {
    const planted = { ...problems };
    delete planted["Write the phone number like 919-555-0123."];
    expect(writtenMessages().filter((t) => spanishText(planted, t) === undefined)).toEqual(["Write the phone number like 919-555-0123."]);
  });

  it("a bad phone and a long title in site.yaml and a county page read in Spanish, values as typed", () => {
    const file = "content/site.yaml";
    const bad = readFileSync(path.join(root, file), "utf8")
      .replace(/^phone: .*$/m, 'phone: "336-BAIL-NOW"')
      .replace(/^name: .*$/m, `name: ""`);
    const { source } = parseYamlSource(bad, file);
    const found = validate(site, source!).problems.map((p) => problemLabelsIn("es", formatProblem(spanishProblem(p, problems))));
    const all = found.join("\n");
    expect(all).toContain("Escriba el número de teléfono así: 919-555-0123.");
    expect(all).toContain('se encontró: "336-BAIL-NOW" (12 caracteres)');
    expect(all).not.toMatch(/\b(expected|got|Write|characters|Too)\b/);
  });

  it("the config's pattern messages are Spanish in the Spanish editor", () => {
    const spanish = localizeConfig(cmsConfig(readCmsInputs(root)), readSpanishLabels(text));
    const phone = JSON.stringify(spanish).match(/"pattern":\["[^"]*","(Escriba el número de teléfono[^"]*)"\]/);
    expect(phone?.[1]).toBe("Escriba el número de teléfono así: 919-555-0123");
  });
});
