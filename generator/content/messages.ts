/**
 * The words of the templates (header, footer, buttons, islands, head texts) in each language: one file per
 * language in content/messages/, English the reference. The Spanish file must have every English key and no other
 * (besides `site`, its translation of site.yaml's sentences); a template that asks for a key the English file
 * lacks stops the build, naming the key.
 */
import { z } from "zod";
import type { MessagesFile, YamlSource } from "../../model/content.ts";
import { formText } from "../../model/form-text.ts";
import type { Lang, Translate } from "../../model/language.ts";
import { type PlaceholderValues, placeholderNames } from "../../model/placeholders.ts";
import type * as schemas from "../../model/schemas/index.ts";
import { siteTranslation } from "../../model/schemas/index.ts";
import { fill, valueKeys } from "./placeholders.ts";
import type { Problem } from "./problem.ts";
import { validate } from "./validate.ts";

/** The data files' short texts translated: `- { en: non-emergency, es: no emergencias }` (the default language's code, then this one's). */
const phrases = (from: Lang, to: Lang) =>
  z
    .array(
      z
        .object({
          [from]: z.string().min(1).max(80).describe(`The text as a data file writes it (language ${from}).`),
          [to]: z.string().min(1).max(80).describe(`Its translation (language ${to}), shown on this language's pages.`),
        })
        .strict(),
    )
    .describe("The short texts of content/data/ (phone labels, courthouse hours), each with its translation.");

// Groups only a translation has: site.yaml's sentences and the data files' phrases.
const translationGroups = ["site", "phrases"];

/** What a translation has besides the template words: site.yaml's sentences (required) and the data files' phrases. */
function translationShape(reference: Lang, lang: Lang) {
  return {
    site: siteTranslation.describe("The sentences of content/site.yaml, translated (the figures and addresses come from site.yaml)."),
    phrases: phrases(reference, lang).optional(),
  };
}

/** The `{name}`s a message has: placeholders (`{phone}`) and values the template gives (`{number}`). */
export function messageNames(text: string): Set<string> {
  return new Set([...text.matchAll(/\{([A-Za-z][A-Za-z0-9]*)\}/g)].map((m) => m[1]!));
}

type Tree = { [key: string]: unknown };

/** The text leaves of a messages tree, by dotted key; anything but text or a group is a problem. */
function leavesOf(source: YamlSource, problems: Problem[]): Map<string, string> {
  const leaves = new Map<string, string>();
  const walk = (node: unknown, at: string[]) => {
    if (at.length === 1 && translationGroups.includes(at[0]!)) return; // checked by their schemas
    if (typeof node === "string") {
      leaves.set(at.join("."), node);
      return;
    }
    if (node && typeof node === "object" && !Array.isArray(node)) {
      for (const [k, v] of Object.entries(node as Tree)) walk(v, [...at, k]);
      return;
    }
    problems.push({
      file: source.file,
      ...source.at(at),
      field: at.join("."),
      message: "Each message is one text in quotes, or a group of messages.",
      got: JSON.stringify(node),
    });
  };
  walk(source.data, []);
  return leaves;
}

/**
 * Loads one language's file from its parsed source; the problems are the file's own (parity is checked apart).
 * `reference` is the default language's code: its file has no translation groups, the others translate from it.
 */
export function readMessages(lang: Lang, source: YamlSource, reference: Lang): { messages: MessagesFile; problems: Problem[] } {
  const problems: Problem[] = [];
  const leaves = leavesOf(source, problems);
  const messages: MessagesFile = { lang, file: source.file, source, leaves };
  if (lang !== reference) {
    const result = validate(z.object(translationShape(reference, lang)).passthrough(), source);
    problems.push(...result.problems);
    if (result.data) {
      messages.site = result.data.site;
      messages.phrases = new Map((result.data.phrases ?? []).map((p) => [p[reference]!, p[lang]!]));
    }
  } else
    for (const group of translationGroups)
      if ((source.data as Tree | undefined)?.[group] !== undefined)
        problems.push({
          file: source.file,
          ...source.at([group]),
          field: group,
          message: "English is written where it is used (content/site.yaml, content/data/). Only other languages have this group. Remove it.",
        });
  return { messages, problems };
}

/** Phrases of the data files (`texts`, each with where it is) that `other` does not translate. */
export function missingPhrases(other: MessagesFile, texts: { text: string; file: string }[]): Problem[] {
  const seen = new Set<string>();
  return texts.flatMap(({ text, file }) => {
    if (other.phrases?.has(text) || seen.has(text)) return [];
    seen.add(text);
    return [
      {
        file: other.file,
        ...other.source.at(other.phrases ? ["phrases"] : []),
        field: "phrases",
        message: `${file} says ${JSON.stringify(text)}, which has no translation here. Add it to phrases: - { en: ${JSON.stringify(text)}, ${other.lang}: "…" }.`,
      },
    ];
  });
}

/** The other languages' files must have exactly the English keys: a missing one would show English, an extra one is a typo. */
export function messageParity(en: MessagesFile, other: MessagesFile): Problem[] {
  const problems: Problem[] = [];
  for (const [key, text] of en.leaves)
    if (!other.leaves.has(key)) {
      const parts = key.split(".");
      let parent = parts.slice(0, -1);
      while (parent.length > 0 && other.leaves.has(parent.join("."))) parent = parent.slice(0, -1);
      problems.push({
        file: other.file,
        ...other.source.at(parent),
        field: key,
        message: `This file has no translation of "${key}". Add it (the English reads: ${JSON.stringify(text)}).`,
      });
    }
  // A {name} the English message does not have would be left unfilled (or throw) on every page that uses it.
  for (const [key, text] of other.leaves) {
    const english = en.leaves.get(key);
    if (english === undefined) continue;
    const allowed = messageNames(english);
    for (const name of messageNames(text))
      if (!allowed.has(name) && !(placeholderNames as readonly string[]).includes(name))
        problems.push({
          file: other.file,
          ...other.source.at(key.split(".")),
          field: key,
          message: `{${name}} is not a value this message has. Use the names of the English message, in braces, as they are.`,
          expected: [...allowed].map((n) => `{${n}}`).join(", ") || "no {names}",
          got: `{${name}}`,
        });
  }
  for (const key of other.leaves.keys())
    if (!en.leaves.has(key))
      problems.push({
        file: other.file,
        ...other.source.at(key.split(".")),
        field: key,
        message: `${en.file} has no message "${key}", so no page uses it. Check the spelling, or delete it.`,
        expected: closest(key, [...en.leaves.keys()]),
      });
  return problems;
}

/**
 * The zod schema of `lang`'s messages file, made from the default language's file as the build reads it: every key
 * of `reference` (nested as in the file, required, no other), each described by its English text and the {names}
 * it must keep; a translation also has `site` and `phrases` (scripts/content-schemas.ts writes it for the editor).
 */
export function messagesSchema(reference: MessagesFile, lang: Lang): z.ZodType {
  type Node = Map<string, Node | string>;
  const tree: Node = new Map();
  for (const [key, text] of reference.leaves) {
    const parts = key.split(".");
    let node = tree;
    for (const part of parts.slice(0, -1)) {
      if (!(node.get(part) instanceof Map)) node.set(part, new Map());
      node = node.get(part) as Node;
    }
    node.set(parts.at(-1)!, text);
  }
  const hint = (text: string) => {
    const names = [...messageNames(text)].map((n) => `{${n}}`);
    const keep = names.length === 0 ? "" : ` Keep ${names.join(", ")} as written: filled in when the page is built.`;
    return `English: ${JSON.stringify(text)}.${keep}`;
  };
  const object = (node: Node, at: string[]): z.ZodObject =>
    z
      .object(
        Object.fromEntries(
          [...node].map(([k, v]) => [
            k,
            typeof v === "string"
              ? z.string().describe(hint(v))
              : object(v, [...at, k]).describe(`The group ${[...at, k].join(".")}: ${v.size} ${v.size === 1 ? "key" : "keys"}.`),
          ]),
        ),
      )
      .strict();
  const own = object(tree, []);
  return lang === reference.lang ? own : own.extend(translationShape(reference.lang, lang)).strict();
}

function closest(key: string, keys: string[]): string {
  const group = key.split(".").slice(0, -1).join(".");
  return keys.filter((k) => k.startsWith(`${group}.`)).join(", ") || keys.slice(0, 8).join(", ");
}

/** Thrown when a template asks for a message no file has: a code mistake, named so it is found at once. */
export class MissingMessage extends Error {}

/**
 * The translate function of one language: `{withForm: …}` and `{withoutForm: …}` kept or left out as `form` (whether
 * the site has its online form) says, then `{name}` filled from `vars`, then from the placeholders.
 */
export function translator(messages: MessagesFile, values: PlaceholderValues, form: boolean): Translate {
  return (key, vars) => {
    const leaf = messages.leaves.get(key);
    const text = leaf === undefined ? undefined : formText(leaf, form);
    if (text === undefined) throw new MissingMessage(`${messages.file} has no message "${key}". Add it to every file in content/messages/.`);
    // A promise ({promise.band}) is a placeholder too: the closing band shows the same text as the pages.
    const names = /\{((?:promise\.)?[A-Za-z][A-Za-z0-9]*)\}/g;
    for (const [, name] of text.matchAll(names))
      if (!(vars && name! in vars) && !(name! in values))
        throw new MissingMessage(`The message "${key}" in ${messages.file} uses {${name}}, which the template does not give.`);
    // One pass: the template's value of a name wins over a placeholder of the same name (a review's {rating} is
    // its own, not the site's); a value left as {name} stays for an island to fill.
    return text.replace(names, (all, name: string) => (vars && name in vars ? String(vars[name]) : fill(all, values)));
  };
}

/** The default language's messages must have every word of the placeholders' values (the others match its keys). */
export function missingValueWords(messages: MessagesFile): Problem[] {
  return valueKeys
    .filter((key) => !messages.leaves.has(`values.${key}`))
    .map((key) => ({
      file: messages.file,
      ...messages.source.at(["values"]),
      field: `values.${key}`,
      message: `This file has no "values.${key}", a word the placeholders' values are made of (like {bookingTime}'s "hours"). Restore it from git.`,
    }));
}

/** The short texts of the data files that pages show in the page's language: names, phone labels, courthouse hours and roles, where in a building. */
export function dataPhrases(counties: Record<string, schemas.CountyData>, cities: Record<string, schemas.CityData>): { text: string; file: string }[] {
  const found: { text: string; file: string }[] = [];
  for (const [name, c] of Object.entries(counties)) {
    for (const court of c.courthouses ?? []) if (court.hours) found.push({ text: court.hours, file: `content/data/counties/${name}.yaml` });
    for (const place of [c.sheriff, ...(c.facilities ?? []), ...(c.courthouses ?? [])])
      if (place?.address?.where) found.push({ text: place.address.where, file: `content/data/counties/${name}.yaml` });
    for (const court of c.courthouses ?? []) if (court.serves) found.push({ text: court.serves, file: `content/data/counties/${name}.yaml` });
    // Names too: a page in another language says what each agency or building is before its official name.
    for (const place of [c.sheriff, ...(c.facilities ?? []), ...(c.courthouses ?? [])])
      if (place?.name) found.push({ text: place.name, file: `content/data/counties/${name}.yaml` });
  }
  for (const [name, c] of Object.entries(cities))
    for (const a of [c.police, ...(c.campusPolice ?? []), ...(c.others ?? [])]) {
      if (a?.name) found.push({ text: a.name, file: `content/data/cities/${name}.yaml` });
      if (a?.phoneLabel) found.push({ text: a.phoneLabel, file: `content/data/cities/${name}.yaml` });
      if (a?.address?.where) found.push({ text: a.address.where, file: `content/data/cities/${name}.yaml` });
    }
  return found;
}
