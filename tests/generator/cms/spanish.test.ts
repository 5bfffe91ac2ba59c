/**
 * Every label and hint of the CMS config has its Spanish in content/messages/editor.es.yaml, as every message key has
 * its Spanish in content/messages/es.yaml: a missing one fails here, named with the file and the line of its group; an
 * entry no field uses any more fails too, so an English text that changed is translated again.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
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
import { pageGlossaryFindings } from "../../../generator/checks/glossary.ts";
import { pageLinks, resolveLinks } from "../../../generator/checks/links.ts";
import { pageNameFindings } from "../../../generator/checks/spanish-names.ts";
import { cmsConfig, readCmsInputs } from "../../../generator/cms/config.ts";
import { formatProblem } from "../../../generator/content/problem.ts";
import { findUnfinishedValues } from "../../../generator/content/unfinished-values.ts";
import { validate } from "../../../generator/content/validate.ts";
import { parseYamlSource } from "../../../generator/content/yaml-source.ts";
import { explainIssue } from "../../../generator/content/zod-messages.ts";
import { type Glossary, site } from "../../../model/schemas/index.ts";
import { contentWith, problemsOf, removeDir, root } from "../../helpers/content-fixture.ts";

const rel = `content/${spanishLabelsFile}`;
const glossaryData = () =>
  parseYamlSource(readFileSync(path.join(root, "content/data/glossary.yaml"), "utf8"), "content/data/glossary.yaml").source!.data as Glossary;
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

/** Every .ts file under `dir` (a folder of the project), its subfolders included. */
function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(rel);
    return entry.name.endsWith(".ts") ? [rel] : [];
  });
}

/**
 * The string or template literal at `at` in `source` and where it ends, as the editor's messages file writes it: each
 * `${…}` of a template literal becomes a `%{v0}`, `%{v1}`… slot. Undefined when no literal starts there.
 */
function literalAt(source: string, at: number): { text: string; end: number } | undefined {
  const quote = source[at];
  if (quote === '"' || quote === "'") {
    let i = at + 1;
    let raw = "";
    while (i < source.length && source[i] !== quote) {
      const step = source[i] === "\\" ? 2 : 1;
      raw += source.slice(i, i + step);
      i += step;
    }
    const text = quote === '"' ? (JSON.parse(`"${raw}"`) as string) : raw.replace(/\\(.)/g, "$1");
    return { text, end: i + 1 };
  }
  if (quote !== "`") return undefined;
  let i = at + 1;
  let text = "";
  let slots = 0;
  while (i < source.length && source[i] !== "`") {
    if (source[i] === "\\") {
      text += source[i + 1];
      i += 2;
    } else if (source.startsWith("${", i)) {
      i += 2;
      for (let depth = 1; depth > 0; ) {
        const inner = literalAt(source, i);
        if (inner) {
          i = inner.end;
          continue;
        }
        if (source[i] === "{") depth++;
        else if (source[i] === "}") depth--;
        i++;
      }
      text += `%{v${slots++}}`;
    } else text += source[i++];
  }
  return { text, end: i + 1 };
}

/**
 * The texts the expression starting at `at` can give, up to the comma or bracket that ends it: each branch of a `?:`,
 * its literals joined where it adds them with `+`, any other part (a call, a name) as a slot. Literals in a condition
 * or a call's arguments are not texts of the message.
 */
function textsOf(source: string, at: number): string[] {
  const branches: string[][] = [[]];
  let depth = 0;
  let i = at;
  let slot = 0;
  // A part that is not a literal (a name, a call) is a value the message puts in: one slot, however many tokens.
  const pushSlot = () => {
    const branch = branches.at(-1)!;
    if (!/%\{w\d+\}$/.test(branch.at(-1) ?? "")) branch.push(`%{w${slot++}}`);
  };
  while (i < source.length) {
    const c = source[i]!;
    if (depth === 0 && /[,)\]};]/.test(c)) break;
    const literal = literalAt(source, i);
    if (literal) {
      if (depth === 0) branches.at(-1)!.push(literal.text);
      i = literal.end;
      continue;
    }
    if (depth === 0 && (source.startsWith("??", i) || source.startsWith("||", i))) {
      // Either side may be the text.
      branches.push([]);
      i += 2;
    } else if (source.startsWith("?.", i)) i += 2;
    else if (c === "(" || c === "[" || c === "{") {
      if (depth === 0) pushSlot();
      depth++;
      i++;
    } else if (c === ")" || c === "]" || c === "}") {
      depth--;
      i++;
    } else if (depth === 0 && c === "?") {
      // What came before the `?` was the condition, not a text.
      branches[branches.length - 1] = [];
      i++;
    } else if (depth === 0 && c === ":") {
      branches.push([]);
      i++;
    } else if (/[\w.!$]/.test(c)) {
      if (depth === 0) pushSlot();
      i += /^[\w.!$]+/.exec(source.slice(i))![0].length;
    } else i++;
  }
  return branches.map((parts) => parts.join("")).filter((text) => /[A-Za-z]{2}/.test(text.replace(/%\{\w+\}/g, "")));
}

/**
 * Every text of a `message:`, `expected:` or `error:` in model/ and generator/ (the schemas' messages, the content
 * stage's, the routes', the site-wide checks'), template literals included, with the texts of the functions that
 * build a message for one of them (a missing county, a word the glossary avoids, a link that leads nowhere).
 */
function writtenMessages(): string[] {
  const found = new Set<string>();
  for (const file of [...sourceFiles("model"), ...sourceFiles("generator")]) {
    const source = readFileSync(path.join(root, file), "utf8");
    const inComment = (at: number) => /^\s*(\*|\/\/|\/\*)/.test(source.slice(source.lastIndexOf("\n", at) + 1, at));
    for (const m of source.matchAll(/(?<=[{,]\s*|^\s*)(?:error|message|expected):\s*/gm))
      if (!inComment(m.index)) for (const text of textsOf(source, m.index + m[0].length)) found.add(text);
    for (const m of source.matchAll(/\bconst (?:noCounty|avoidMessage|comes)\s*=[^=>]*(?:=>)?\s*/g))
      for (const text of textsOf(source, m.index + m[0].length)) found.add(text);
    // The messages for placeholder names that were replaced, one per old name.
    const replaced = /\bconst replaced\b[^{]*=\s*\{([\s\S]*?)\n\};/.exec(source);
    if (replaced) for (const m of replaced[1]!.matchAll(/^\s*\w+:\s*/gm)) for (const text of textsOf(replaced[1]!, m.index + m[0].length)) found.add(text);
    // A link's verdict is an arrow function giving [message, got].
    for (const m of source.matchAll(/\(attr: string\) => \[/g)) for (const text of textsOf(source, m.index + m[0].length)) found.add(text);
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
  /**
   * The entries that say a sentence. A message is checked against these only: the glue of zod's words ("%{a} or
   * %{b}", "text %{value}") matches any message holding " or " and would turn one word of it Spanish, the rest not.
   */
  const sentencesOf = (entries: Record<string, string>) =>
    Object.fromEntries(Object.entries(entries).filter(([english]) => (english.replace(/%\{\w+\}/g, " ").match(/[A-Za-z]{2,}/g) ?? []).length >= 2));
  const sentences = sentencesOf(problems);
  // An entry written for this very text (its slots named otherwise) is its Spanish too: "exactly %{n}" for "exactly %{v0}".
  const slotless = (english: string) => english.replace(/%\{\w+\}/g, "%{}");
  const untranslated = (entries: Record<string, string>) => {
    const own = new Set(Object.keys(entries).map(slotless));
    return writtenMessages().filter((t) => !isBareValue(t) && !own.has(slotless(t)) && spanishText(sentencesOf(entries), t) === undefined);
  };

  it("finds the texts it checks (the schemas' own messages, the build's template literals, zod's words, the config's patterns)", () => {
    const written = writtenMessages();
    expect(written).toContain("Write the phone number like 919-555-0123.");
    // generator/routes.ts, a template literal, and its plain `expected:`.
    expect(written).toContain("The link %{v0} goes to no page of this site. Use the path of an existing page.");
    expect(written).toContain("a path listed on the sitemap page, like /contact");
    // generator/site-context.ts, generator/checks/ (a subfolder), a `?:` and a function that builds a message.
    expect(written).toContain("No social profile in content/site.yaml has this network name.");
    expect(written).toContain("The stylesheet loads a web font; the site uses the system font stack (issue #7).");
    expect(written).toContain("There is no county file content/counties/%{v0}.md.");
    expect(written).toContain("The %{v0} %{v1} leads to no file of the site.");
    expect(written.filter((t) => t.startsWith("{premiumStatute} was replaced"))).toHaveLength(1);
    // Not code: a comment's "expected:" and a template literal that only prints one.
    expect(written.filter((t) => t.includes("\n") || t.includes("*/"))).toEqual([]);
    expect(zodTexts()).toEqual(expect.arrayContaining(["This field is required.", "Too long.", "at most 5 characters"]));
    expect(patternMessages()).toContain("Write the phone number like 919-555-0123.");
  });

  it("has Spanish for every message model/ and generator/ write, every word zod's issues become, every pattern", () => {
    expect(untranslated(problems), `add each to problems: in ${rel}`).toEqual([]);
    expect(lacking(zodTexts()), `add each to problems: in ${rel}`).toEqual([]);
    expect(lacking(patternMessages()), `add each to problems: in ${rel}`).toEqual([]);
  });

  it.each([
    ["the phone's message", "Write the phone number like 919-555-0123.", "Write the phone number like 919-555-0123."],
    [
      "the dead link's message",
      "The link %{href} goes to no page of this site. Use the path of an existing page.",
      "The link %{v0} goes to no page of this site. Use the path of an existing page.",
    ],
  ])("fails on a message that has no Spanish (planted: %s taken out of the file)", (_what, entry, listed) => {
    expect(problems[entry]).toBeDefined();
    const planted = { ...problems };
    delete planted[entry];
    expect(untranslated(planted)).toEqual([listed]);
  });

  it("the build's real dead-link refusal, from a Spanish FAQ answer, reads in Spanish through the editor's matcher", () => {
    const dir = contentWith();
    try {
      const rel = "es/pages/faqs.md";
      const faqs = readFileSync(path.join(dir, rel), "utf8");
      writeFileSync(path.join(dir, rel), faqs.replace(/^(\s+(- )?answer: ")/m, "$1Vea [cómo pagar](/es/formas-de-pago). "));
      const dead = problemsOf(dir).filter((p) => p.got === JSON.stringify("/es/formas-de-pago"));
      expect(dead).toHaveLength(1);
      expect(dead[0]!.message).toBe("The link /es/formas-de-pago goes to no page of this site. Use the path of an existing page.");
      const shown = problemLabelsIn("es", formatProblem(spanishProblem(dead[0]!, problems)));
      expect(shown).toContain("El enlace /es/formas-de-pago no lleva a ninguna página de este sitio. Use la dirección de una página que exista.");
      expect(shown).toContain("se esperaba: una dirección que aparezca en la página del mapa del sitio, como /contact");
      expect(shown).not.toMatch(/\b(expected|got|link|page|path|sitemap)\b/);
    } finally {
      removeDir(dir);
    }
  });

  it("the editor's site-wide checks (links, glossary, names on Spanish pages) read in Spanish, the page they name included", () => {
    const file = "es/x.html";
    const source = "content/es/pages/x.md";
    const html =
      '<!DOCTYPE html><html lang="es"><head><title>Fianzas</title></head><body><main><p>Aquí arresta el Greensboro Police Department.</p>' +
      '<p>Pague el bono.</p><a href="/es/nada">a</a><a href="/es/vieja">b</a><a href="/es/x#nada">c</a><a href="#falta">d</a></main></body></html>';
    const { links, problems: own } = pageLinks({ file, html, source });
    const found = [
      ...own,
      ...resolveLinks([links], new Set([file]), new Set(["/es/vieja"]), () => html),
      ...pageGlossaryFindings(html, file, source, glossaryData(), "Main Street Bail Bonds"),
      ...pageNameFindings(html, file, source, new Map([["Greensboro Police Department", "Departamento de Policía de Greensboro"]])),
    ];
    // A dead link, a redirect, a missing id on another page and on its own, an avoided word, a bare English name.
    expect(found).toHaveLength(6);
    for (const p of found) {
      const shown = spanishProblem(p, problems).message;
      // What is left English is what the page says or is called: its address, its file, the words quoted.
      const words = shown.replace(/"[^"]*"|\([^)]*\)|\S*\/\S*|#\S+/g, " ");
      expect(words, p.message).not.toMatch(/\b(the|is|of|to|at|which|page|made|from|says|not|written|must|say|first)\b/i);
    }
  });

  it("#44 M-2: every launch switch's line says what to check and change before it is turned off, in both languages", () => {
    const file = "content/site.yaml";
    const { source } = parseYamlSource(readFileSync(path.join(root, file), "utf8"), file);
    const data = site.parse(source!.data);
    // Every switch on, whatever the content says today.
    const on = {
      ...data,
      foundingYearUnconfirmed: true as const,
      callbackUnconfirmed: true as const,
      rating: { ...data.rating, sample: true as const },
      geo: { ...data.geo, unconfirmed: true as const },
      arrival: { ...data.arrival, unconfirmed: true as const },
    };
    const switches = findUnfinishedValues(on, source!).filter((p) => /(sample|[uU]nconfirmed)$/.test(p.field));
    expect(switches.map((p) => p.field).sort()).toEqual(
      ["arrival.unconfirmed", "callbackUnconfirmed", "foundingYearUnconfirmed", "geo.unconfirmed", "rating.sample"].sort(),
    );
    for (const p of switches) {
      // Turned off alone, a switch publishes the sample or the claim as real: its line names what to do first.
      expect(p.message, p.field).not.toContain("Replace it with the real value");
      expect(p.message, p.field).toMatch(/then delete this line before publishing\.$/);
      expect(spanishText(sentences, p.message), p.field).toContain("apague el interruptor");
    }
    const rating = switches.find((p) => p.field === "rating.sample")!;
    expect(rating.message).toContain("rating.value and rating.reviewCount");
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
