/**
 * The CMS's collections: where each one's entries live (folders and fixed files, never a list of today's files, so
 * adding a county, city, bond or page file leaves the config as it is) and the fields a collection shows of its schema.
 */
import { translation } from "../../model/schemas/fields.ts";
import { fieldsOf, jsonSchemaOf } from "./fields.ts";
import { type CmsField, type CmsInputs, type CmsSchemaName, type CmsSource, cmsSchemas, type Json, rootListField } from "./types.ts";

const translationKeys = Object.keys(translation);
const editorSetsHash = " The editor fills it in when you save a translation you have checked against the English: do not type it.";

/**
 * The editor's own tick box on a translation, after its sourceHash: never written to the file; ticked, the save
 * records the English's version now as the sourceHash (admin/translation.ts).
 */
export const translationReviewedField = "translationReviewed";
const reviewedTick: CmsField = {
  label: "Checked against the English as it is now",
  name: translationReviewedField,
  widget: "boolean",
  required: false,
  default: false,
  hint: "Tick it once this translation says what the English page says now, then save: the editor records which English version it matches. It is not written to the page.",
};

/**
 * The fields of a schema as one collection shows them. A file of the default language leaves out translationOf and
 * sourceHash (the build refuses them there); a translation requires them, sourceHash says who writes it, and the
 * review tick follows it.
 */
export function collectionFields(node: Json, lang: string, defaultLang: string): CmsField[] {
  const fields = fieldsOf(node);
  if (lang === defaultLang) return fields.filter((f) => !translationKeys.includes(f.name) || node.required?.includes(f.name));
  return fields.flatMap((f) => {
    if (!translationKeys.includes(f.name)) return [f];
    const { required: _optional, ...field } = f;
    return f.name === "sourceHash" ? [{ ...field, hint: `${field.hint ?? ""}${editorSetsHash}`.trim() }, reviewedTick] : [field];
  });
}

/** The fields of each fixed-page template (`fixed-page` is a union on `template`). */
export function fixedPageTemplates(json: Json): { template: string; node: Json }[] {
  const kinds = json.oneOf ?? json.anyOf ?? [];
  return kinds.map((node) => ({ template: node.properties!.template!.const as string, node }));
}

/** The object a root-list file is shown as (see rootListField). */
export function rootListFields(json: Json, label: string, lang: string, defaultLang: string): CmsField[] {
  // The list takes the file's label ("Reviews"), so Decap's "Add reviews"; the singular made from "Items" would not fit it.
  return collectionFields({ properties: { [rootListField]: json }, required: [rootListField] }, lang, defaultLang).map(
    ({ label_singular: _singular, ...f }) => ({ ...f, label }),
  );
}

export const suffix = (lang: string, defaultLang: string) => (lang === defaultLang ? "" : `-${lang}`);
const langFolder = (lang: string, defaultLang: string) => (lang === defaultLang ? "content" : `content/${lang}`);

/** Every collection's name and where its entries live, for the CMS's preview and validation code. */
export function cmsSources(languages: CmsInputs["languages"]): Record<string, CmsSource> {
  const defaultLang = languages[0]!.code;
  const sources: Record<string, CmsSource> = {};
  const json = jsonSchemaOf(cmsSchemas["fixed-page"]);
  for (const { code: lang } of languages) {
    const s = suffix(lang, defaultLang);
    const dir = langFolder(lang, defaultLang);
    for (const { template } of fixedPageTemplates(json))
      sources[`${template === "info" ? "pages" : `pages-${template}`}${s}`] = {
        kind: "folder",
        folder: `${dir}/pages`,
        schema: "fixed-page",
        lang,
        template,
        format: "ssg-frontmatter",
      };
    sources[`not-found${s}`] = {
      kind: "files",
      files: { [`not-found${s}`]: { file: `${dir}/pages/404.md`, schema: "not-found-page", lang, rootList: false } },
    };
    for (const [name, schema] of [
      ["counties", "county-page"],
      ["cities", "city-page"],
      ["bonds", "bond-page"],
    ] as const)
      sources[`${name}${s}`] = { kind: "folder", folder: `${dir}/${name}`, schema, lang, format: "ssg-frontmatter" };
  }
  sources["county-data"] = { kind: "folder", folder: "content/data/counties", schema: "county-data", lang: defaultLang, format: "ssg-yaml" };
  sources["city-data"] = { kind: "folder", folder: "content/data/cities", schema: "city-data", lang: defaultLang, format: "ssg-yaml" };
  const file = (rel: string, schema: CmsSchemaName, lang = defaultLang) => ({
    file: `content/${rel}`,
    schema,
    lang,
    rootList: jsonSchemaOf(cmsSchemas[schema]).type === "array",
  });
  const files: Record<string, ReturnType<typeof file>> = {
    site: file("site.yaml", "site"),
    navigation: file("data/navigation.yaml", "navigation"),
    redirects: file("data/redirects.yaml", "redirects"),
    reviews: file("data/reviews.yaml", "reviews"),
    law: file("data/law.yaml", "law"),
    glossary: file("data/glossary.yaml", "glossary"),
    languages: file("data/languages.yaml", "languages"),
  };
  for (const { code: lang } of languages.slice(1)) {
    files[`navigation-${lang}`] = file(`${lang}/data/navigation.yaml`, "navigation", lang);
    files[`law-${lang}`] = file(`${lang}/data/law.yaml`, "law-translation", lang);
  }
  sources.settings = { kind: "files", files };
  return sources;
}
