/**
 * The zod schemas of every kind of content file, split by what they describe: `fields` (the small pieces every
 * file uses: phone, path, texts, a page's head), `site` (site.yaml), `sections` (a page's sections and FAQ), `pages`
 * (the front matter of each folder of pages), `data` (navigation, redirects, law, glossary, reviews) and `places`
 * (the county and city data files). They are the maintainers' spellchecker: each constraint a maintainer might break
 * carries a message with a correct example, and every field carries a description written for a maintainer.
 * scripts/content-schemas.ts turns them into JSON Schemas in content/.schemas/, so an editor can autocomplete fields
 * and show these descriptions as you type.
 */
export * from "./data.ts";
export * from "./pages.ts";
export * from "./places.ts";
export * from "./sections.ts";
export * from "./site.ts";
