/**
 * `npm run schemas`: writes content/.schemas/*.schema.json from the zod schemas in model/schemas/,
 * so an editor with the Red Hat YAML extension autocompletes fields, shows their descriptions and flags mistakes in
 * content/*.yaml as they are typed (each YAML file names its schema on its first line). Run it after changing a
 * schema; a test fails while the files are out of date. It also writes admin/config.yml, the CMS config
 * (generator/cms/config.ts), from the same schemas.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { cmsConfigFile, cmsConfigText, readCmsInputs } from "../generator/cms/config.ts";
import { listYaml } from "../generator/content/markdown-file.ts";
import * as schemas from "../model/schemas/index.ts";
import { MessagesSchemaError, messagesSchemas, messagesYamlFiles } from "./messages-schemas.ts";

/** Each JSON Schema file, the zod schema it comes from, and the content files it describes (globs, for people). */
export const contentSchemas = {
  site: { schema: schemas.site, files: "content/site.yaml" },
  navigation: { schema: schemas.navigation, files: "content/data/navigation.yaml" },
  redirects: { schema: schemas.redirects, files: "content/data/redirects.yaml" },
  reviews: { schema: schemas.reviews, files: "content/data/reviews.yaml" },
  law: { schema: schemas.law, files: "content/data/law.yaml" },
  "law-translation": { schema: schemas.lawTranslation, files: "content/es/data/law.yaml" },
  glossary: { schema: schemas.glossary, files: "content/data/glossary.yaml" },
  languages: { schema: schemas.languages, files: "content/data/languages.yaml" },
  "fixed-page": { schema: schemas.fixedPage, files: "front matter of content/pages/*.md" },
  "not-found-page": { schema: schemas.notFoundPage, files: "front matter of content/pages/404.md" },
  "county-page": { schema: schemas.countyPage, files: "front matter of content/counties/*.md" },
  "city-page": { schema: schemas.cityPage, files: "front matter of content/cities/*.md" },
  "bond-page": { schema: schemas.bondPage, files: "front matter of content/bonds/*.md" },
  "county-data": { schema: schemas.countyData, files: "content/data/counties/*.yaml" },
  "city-data": { schema: schemas.cityData, files: "content/data/cities/*.yaml" },
} as const;

const root = path.resolve(import.meta.dirname, "..");

/** The YAML content files and the schema each names on its first line; one data file per county and city page. */
export const yamlFiles: Record<string, string> = {
  "site.yaml": "site",
  "data/navigation.yaml": "navigation",
  "data/redirects.yaml": "redirects",
  "data/reviews.yaml": "reviews",
  "data/law.yaml": "law",
  "data/glossary.yaml": "glossary",
  "data/languages.yaml": "languages",
  "es/data/navigation.yaml": "navigation",
  "es/data/law.yaml": "law-translation",
  ...Object.fromEntries(listYaml(path.join(root, "content"), "data/counties").map((f) => [f, "county-data"] as const)),
  ...Object.fromEntries(listYaml(path.join(root, "content"), "data/cities").map((f) => [f, "city-data"] as const)),
  "messages/editor.es.yaml": "editor-labels",
  "messages/editor.en.yaml": "editor-words",
  ...messagesYamlFiles(path.join(root, "content")), // messages/en.yaml, messages/es.yaml: scripts/messages-schemas.ts
};

/** The editor's own words by key (admin/editor-words.ts). */
const editorWords = z
  .record(z.string(), z.string())
  .describe("The web editor's own words by key; %{name} stands for a value the editor puts in, .one and .other are the texts for one and for several.");

/** Decap's own words this editor changes or adds, by Decap's locale keys (admin/decap-words.ts). */
const decapWords = z
  .object({
    all: z.record(z.string(), z.unknown()).optional().describe("Decap's words changed in every editor."),
    onThisComputer: z.record(z.string(), z.unknown()).optional().describe("What a save through decap-server (`npm run cms`) is called."),
    missing: z.record(z.string(), z.unknown()).optional().describe("Spanish only: the words Decap's own Spanish lacks."),
  })
  .strict()
  .describe("Decap's own words, by the keys of Decap's locale.");

/**
 * The generated files' text, by file name (JSON Schema draft-07, which the YAML extension reads); the messages
 * files' schemas are made from `contentDir`'s messages/en.yaml.
 */
export function schemaFiles(contentDir = path.join(root, "content")): Map<string, string> {
  const files = new Map<string, string>();
  const all: [string, { schema: z.ZodType; files: string; from?: string }][] = [
    ...Object.entries(contentSchemas),
    ...Object.entries(messagesSchemas(contentDir)),
    // The editor's Spanish labels and hints: English text → Spanish text (tests/generator/cms/spanish.test.ts).
    [
      "editor-labels",
      {
        schema: z
          .object({
            labels: z.record(z.string(), z.string()).describe("Each label of the web editor in English, with its Spanish."),
            hints: z.record(z.string(), z.string()).describe("Each help text under a field of the web editor in English, with its Spanish."),
            problems: z
              .record(z.string(), z.string())
              .optional()
              .describe("Each problem text of the build the editor shows, in English with its Spanish; %{name} stands for a value the build puts in."),
            words: editorWords.optional(),
            decap: decapWords.optional(),
          })
          .strict(),
        files: "content/messages/editor.es.yaml",
        from: "scripts/content-schemas.ts",
      },
    ],
    // The editor's own words in English, key for key with `words:` of editor.es.yaml (admin/editor-words.ts).
    [
      "editor-words",
      {
        schema: z.object({ words: editorWords, decap: decapWords.optional() }).strict(),
        files: "content/messages/editor.en.yaml",
        from: "scripts/content-schemas.ts",
      },
    ],
  ];
  for (const [name, { schema, files: describes, from = "model/schemas/" }] of all) {
    const json = z.toJSONSchema(schema, { target: "draft-7", io: "input" }) as Record<string, unknown>;
    const titled = {
      $schema: json.$schema,
      title: `${name} (${describes})`,
      $comment: `Generated by npm run schemas from ${from}. Do not edit.`,
      ...json,
    };
    files.set(`${name}.schema.json`, `${JSON.stringify(titled, null, 2)}\n`);
  }
  return files;
}

/** The line that points the YAML extension at a file's schema, relative to the YAML file. */
export function schemaLine(yamlFile: string): string {
  const name = yamlFiles[yamlFile]!;
  const rel = path.posix.relative(path.posix.dirname(`content/${yamlFile}`), `content/.schemas/${name}.schema.json`);
  return `# yaml-language-server: $schema=${rel.startsWith(".") ? rel : `./${rel}`}`;
}

/** Writes the schemas into `contentDir`/.schemas and makes each YAML file's first line name its schema. */
export function writeContentSchemas(contentDir: string): void {
  const dir = path.join(contentDir, ".schemas");
  mkdirSync(dir, { recursive: true });
  const files = schemaFiles(contentDir);
  for (const old of readdirSync(dir)) if (!files.has(old)) rmSync(path.join(dir, old));
  for (const [name, text] of files) writeFileSync(path.join(dir, name), text);
  for (const yamlFile of Object.keys(yamlFiles)) {
    const full = path.join(contentDir, yamlFile);
    const lines = readFileSync(full, "utf8").split("\n");
    const line = schemaLine(yamlFile);
    if (lines[0]?.startsWith("# yaml-language-server:")) lines[0] = line;
    else lines.unshift(line);
    writeFileSync(full, lines.join("\n"));
  }
}

/** Writes the CMS's config (admin/config.yml) from the same schemas. */
export function writeCmsConfig(rootDir: string): void {
  mkdirSync(path.dirname(path.join(rootDir, cmsConfigFile)), { recursive: true });
  writeFileSync(path.join(rootDir, cmsConfigFile), cmsConfigText(readCmsInputs(rootDir)));
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.join(root, "scripts/content-schemas.ts")) {
  try {
    writeContentSchemas(path.join(root, "content"));
  } catch (error) {
    if (!(error instanceof MessagesSchemaError)) throw error;
    process.stderr.write(`The messages schemas are made from these files, which cannot be read:\n${error.message}`);
    process.exit(1);
  }
  writeCmsConfig(root);
  process.stdout.write(
    `Wrote ${readdirSync(path.join(root, "content/.schemas")).length} schemas to content/.schemas/ and the CMS config to ${cmsConfigFile}.\n`,
  );
}
