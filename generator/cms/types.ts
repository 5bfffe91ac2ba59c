/**
 * What the Decap CMS config (admin/config.yml) is made of: the schemas it edits, the shapes of its fields and
 * collections, and the two fields every collection shares (a page's text, a root list's items). The config is written
 * by generator/cms/config.ts from the fields of generator/cms/fields.ts and the collections of generator/cms/sources.ts.
 */
import * as schemas from "../../model/schemas/index.ts";

/** The schemas the CMS edits with, named as in content/.schemas/ (scripts/content-schemas.ts). */
export const cmsSchemas = {
  site: schemas.site,
  navigation: schemas.navigation,
  redirects: schemas.redirects,
  reviews: schemas.reviews,
  law: schemas.law,
  "law-translation": schemas.lawTranslation,
  glossary: schemas.glossary,
  languages: schemas.languages,
  "fixed-page": schemas.fixedPage,
  "not-found-page": schemas.notFoundPage,
  "county-page": schemas.countyPage,
  "city-page": schemas.cityPage,
  "bond-page": schemas.bondPage,
  "county-data": schemas.countyData,
  "city-data": schemas.cityData,
} as const;
export type CmsSchemaName = keyof typeof cmsSchemas;

/** A Markdown page's text below its front matter: one place, so the lead can change the widget after browser tests. */
export const bodyField = { label: "Text", name: "body", widget: "markdown", required: false, modes: ["raw", "rich_text"] } as const;

/**
 * Decap edits objects only (decap-cms issue #531), so a YAML file that is a list at its root (redirects, reviews, law,
 * glossary, languages) is shown as an object with this one list field: the `ssg-yaml` format reads such a file as
 * `{ items: [...] }` and writes an object whose only key is `items` back as the list.
 */
export const rootListField = "items";

/** A field of the Decap config, with the options this generator writes. */
export interface CmsField {
  label: string;
  /** One item of a list, for Decap's "1 section" and "Add section" (it uses the list's label otherwise). */
  label_singular?: string;
  name: string;
  widget: string;
  required?: false;
  /**
   * The schema lets the key be left out: emptying the field (or turning off its switch) removes the key from the file
   * rather than writing "" or false (admin/formats.ts withoutEmptied). Decap ignores options it does not know.
   */
  omit_empty?: true;
  hint?: string;
  pattern?: [string, string];
  default?: unknown;
  options?: (string | number)[];
  value_type?: "int" | "float";
  min?: number;
  max?: number;
  allow_add?: false;
  allow_remove?: false;
  summary?: string;
  /** A new item starts at the top of the form, where the file (newest first) writes it. */
  add_to_top?: true;
  multiple?: boolean;
  collection?: string;
  value_field?: string;
  search_fields?: string[];
  display_fields?: string[];
  typeKey?: string;
  types?: CmsField[];
  field?: CmsField;
  fields?: CmsField[];
  modes?: readonly string[];
}

/** Where a collection's entries live and which schema they follow: what the preview needs to find an entry's template. */
export type CmsSource =
  | {
      kind: "folder";
      folder: string; // relative to the root, like content/es/counties
      schema: CmsSchemaName;
      lang: string;
      template?: string; // fixed pages: the `template` the collection's entries have
      format: "ssg-frontmatter" | "ssg-yaml";
    }
  | {
      kind: "files";
      files: Record<string, { file: string; schema: CmsSchemaName; lang: string; rootList: boolean }>;
    };

/**
 * What the config is made from besides the schemas: the site's languages and the backend. (Not the site's address,
 * which changes at go-live: the editor's page sets `site_url` from the content it loads, admin/main.ts.)
 */
export interface CmsInputs {
  languages: { code: string; name: string }[]; // the default first
  backend: unknown;
}

/** A node of the JSON Schema z.toJSONSchema gives, with the keys the config reads. */
export type Json = Record<string, unknown> & {
  type?: string;
  properties?: Record<string, Json>;
  required?: string[];
  items?: Json | Json[];
  anyOf?: Json[];
  oneOf?: Json[];
  const?: unknown;
  enum?: unknown[];
  pattern?: string;
  description?: string;
};
