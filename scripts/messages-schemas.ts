/**
 * The editor's schemas of content/messages/<code>.yaml (issue #27), for scripts/content-schemas.ts: made from the
 * default language's file as the build reads it (generator/content/messages.ts), never by hand. A translation's
 * schema shows each key's English text and the {names} it must keep.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { z } from "zod";
import { localesOf } from "../generator/content/load.ts";
import { normalize } from "../generator/content/markdown-file.ts";
import { messagesSchema, readMessages } from "../generator/content/messages.ts";
import { formatProblems, type Problem } from "../generator/content/problem.ts";
import { validate } from "../generator/content/validate.ts";
import { parseYamlSource } from "../generator/content/yaml-source.ts";
import type { Lang } from "../model/language.ts";
import * as schemas from "../model/schemas/index.ts";

/** Thrown when the files the schemas are made from cannot be read: the problems, as the build prints them. */
export class MessagesSchemaError extends Error {}

function readYaml(contentDir: string, rel: string, problems: Problem[]) {
  const parsed = parseYamlSource(normalize(readFileSync(path.join(contentDir, rel), "utf8")), `content/${rel}`);
  problems.push(...parsed.problems);
  return parsed.source;
}

/** The site's languages (content/data/languages.yaml), the default first, with the schema name of each one's messages file. */
export function messagesSchemaNames(contentDir: string): { lang: Lang; file: string; name: string }[] {
  const problems: Problem[] = [];
  const source = readYaml(contentDir, "data/languages.yaml", problems);
  const result = source && validate(schemas.languages, source);
  if (!result?.data) throw new MessagesSchemaError(formatProblems([...problems, ...(result?.problems ?? [])], null));
  return localesOf(result.data).map(({ code }, i) => ({ lang: code, file: `messages/${code}.yaml`, name: i === 0 ? "messages" : `messages-${code}` }));
}

/** Each messages file (relative to content/) and its schema's name; none while languages.yaml cannot be read (schemaFiles says why). */
export function messagesYamlFiles(contentDir: string): Record<string, string> {
  try {
    return Object.fromEntries(messagesSchemaNames(contentDir).map(({ file, name }) => [file, name]));
  } catch (error) {
    if (error instanceof MessagesSchemaError) return {};
    throw error;
  }
}

/** Each messages schema by name, in contentSchemas' shape: the zod schema, the file it describes and what it is made from. */
export function messagesSchemas(contentDir: string): Record<string, { schema: z.ZodType; files: string; from: string }> {
  const names = messagesSchemaNames(contentDir);
  const reference = names[0]!;
  const problems: Problem[] = [];
  const source = readYaml(contentDir, reference.file, problems);
  const read = source && readMessages(reference.lang, source, reference.lang);
  problems.push(...(read?.problems ?? []));
  if (!read || problems.length > 0) throw new MessagesSchemaError(formatProblems(problems, null));
  return Object.fromEntries(
    names.map(({ lang, file, name }) => [
      name,
      { schema: messagesSchema(read.messages, lang), files: `content/${file}`, from: `content/${reference.file}` },
    ]),
  );
}
