/**
 * Loads everything in content/: reads each file, parses it (positions found when a problem asks), validates it against its
 * schema, renders Markdown bodies, and collects every problem of every file before giving up.
 */

import path from "node:path";
import type { z } from "zod";
import type { LangContent, Loaded, MessagesFile, PageBody, ShownLaw, YamlSource } from "../../model/content.ts";
import { formText, hasApplyForm } from "../../model/form-text.ts";
import type { Lang, Locale } from "../../model/language.ts";
import type { PlaceholderValues } from "../../model/placeholders.ts";
import * as schemas from "../../model/schemas/index.ts";
import { lastCommitDates, lastCommitYear } from "../seo/lastmod.ts";
import { contentHas, contentText } from "./files.ts";
import {
  citationFindings,
  lawAsOf,
  lawSourceProblems,
  lawValues,
  shownEnglishLaw,
  statementTranslationProblems,
  translateLaw,
  unknownStatementProblems,
} from "./law.ts";
import { literalFigureProblems } from "./literal-figures.ts";
import { type LinkRef, markdownToHtml } from "./markdown.ts";
import { frontMatterLinks, listMarkdown, listYaml, type MarkdownFile, normalize, readMarkdownFile } from "./markdown-file.ts";
import { dataPhrases, messageParity, missingPhrases, missingValueWords, readMessages } from "./messages.ts";
import { contentCounts, fill, placeholderValues, valueWords } from "./placeholders.ts";
import type { Problem } from "./problem.ts";
import { promiseValues, retypedPromiseProblems, unknownPromiseProblems } from "./promises.ts";
import { convertRichFields } from "./rich-fields.ts";
import { englishFileOf, glossaryProblems, isStaleTranslation, translationFieldProblems, translationFindings } from "./translations.ts";
import { validate } from "./validate.ts";
import { parseYamlSource } from "./yaml-source.ts";

/** Everything the site is built from: each language's pages under its code, and what every language shares. */
export interface Content {
  /** The site's languages (content/data/languages.yaml), the default first: English, at the site's root. */
  locales: Locale[];
  /** Each language's pages, menus and words by its code, in the order of `locales`. */
  langs: Record<Lang, LangContent>;
  site: schemas.Site;
  siteSource: YamlSource;
  redirects: schemas.Redirects;
  redirectsSource: YamlSource;
  reviews: schemas.Reviews;
  reviewsSource: YamlSource;
  /** content/data/law.yaml, for checks that name its lines (--strict's re-reading age, law.ts). */
  law: schemas.Law;
  lawSource: YamlSource;
  /** content/data/counties/<name>.yaml by county file name (like wake-county); a county without one has none. */
  countyData: Record<string, schemas.CountyData>;
  /** content/data/cities/<name>.yaml by city file name (like raleigh-nc-bail-bonds). */
  cityData: Record<string, schemas.CityData>;
  links: LinkRef[]; // every link written in content, checked against the route table later
  /** The bail terms in English and Spanish (Spanish only: its words are checked on Spanish pages). */
  glossary: schemas.Glossary;
  /** Stale and missing translations and words the glossary avoids: warnings, refused by --strict (translations.ts). */
  translationFindings: Problem[];
  /** Statutes cited in a page's own words instead of through law.yaml's statements: warnings, refused by --strict (law.ts). */
  citationFindings: Problem[];
  /**
   * Each stale translated file (content/es/pages/faqs.md) with the day its English file was last committed, when git
   * knows it: the page is published with its last reviewed translation and a dated note that links the English page.
   */
  pendingTranslations: Record<string, { changed?: string }>;
  year?: number; // the year of the content's last commit (the footer's copyright); undefined outside git
}

// Pages made from each MarkdownFile, with the placeholder values they were filled with.
const pagesMade = new WeakMap<MarkdownFile, { valuesKey: string; page: Loaded<Record<string, unknown>> }>();
// The typed-figure findings of each MarkdownFile, with the values they were checked against.
const figuresChecked = new WeakMap<MarkdownFile, { valuesKey: string; problems: Problem[]; citations: Problem[] }>();

/** How loadContent gets its Markdown files. */
export interface LoadOptions {
  /** Files already read (by the build, or the dev server's files unchanged since), by path relative to the content folder. */
  markdown?: Map<string, MarkdownFile>;
}

/** Loads `contentDir`; returns the content or every problem found in it. */
export function loadContent(contentDir: string, options: LoadOptions = {}): { content?: Content; problems: Problem[] } {
  const problems: Problem[] = [];
  const links: LinkRef[] = [];
  const display = (rel: string) => `content/${rel}`;
  const missing = (rel: string) =>
    problems.push({ file: display(rel), line: 1, column: 1, field: "", message: "This file is missing. Restore it from git." });

  const readYamlSource = (rel: string) => {
    if (!contentHas(contentDir, rel)) {
      missing(rel);
      return undefined;
    }
    const parsed = parseYamlSource(normalize(contentText(contentDir, rel)), display(rel));
    problems.push(...parsed.problems);
    return parsed.source;
  };
  const readYaml = <S extends z.ZodType>(rel: string, schema: S) => {
    const source = readYamlSource(rel);
    if (!source) return undefined;
    const result = validate(schema, source);
    problems.push(...result.problems);
    return result.data === undefined ? undefined : { data: result.data as z.infer<S>, source };
  };

  // The languages first: every other file is read per language.
  const languages = readYaml("data/languages.yaml", schemas.languages);
  if (!languages) return { problems };
  const locales = localesOf(languages.data);
  const reference = locales[0]!.code; // the default language, which the others translate
  const others = locales.slice(1);

  // Markdown files are parsed now (unless `options.markdown` has them already) and their bodies rendered once
  // site.yaml's values are known.
  const pending: { rel: string; lang: Lang; file: MarkdownFile }[] = [];
  const readMarkdown = <S extends z.ZodType>(rel: string, lang: Lang, _schema: S) => {
    const file = options.markdown?.get(rel) ?? readMarkdownFile(contentDir, rel);
    problems.push(...file.problems);
    // Checked on every load, not with the file: it depends on the English file too, which may have changed since.
    if (file.source) problems.push(...translationFieldProblems(display(rel), file.source, contentDir, lang === reference ? undefined : lang));
    if (file.draft) return undefined;
    links.push(...file.links);
    if (file.data === undefined) return undefined;
    const entry = { rel, lang, file };
    pending.push(entry);
    return entry as unknown as { data: z.infer<S> } & typeof entry;
  };
  // One language's pages: the default language's in content/, another's in content/<code>/ (the same folders, the same schemas).
  const readPages = (lang: Lang) => {
    const prefix = lang === reference ? "" : `${lang}/`;
    const readFolder = <S extends z.ZodType>(folder: string, schema: S, skip: string[] = []) =>
      listMarkdown(contentDir, `${prefix}${folder}`)
        .filter((rel) => !skip.includes(rel))
        .map((rel) => readMarkdown(rel, lang, schema))
        .filter((e) => e !== undefined);
    const notFoundRel = `${prefix}pages/404.md`;
    const notFound = contentHas(contentDir, notFoundRel) ? readMarkdown(notFoundRel, lang, schemas.notFoundPage) : undefined;
    if (!notFound && !contentHas(contentDir, notFoundRel)) missing(notFoundRel);
    return {
      navigation: readYaml(`${prefix}data/navigation.yaml`, schemas.navigation),
      pages: readFolder("pages", schemas.fixedPage, [notFoundRel]),
      notFound,
      counties: readFolder("counties", schemas.countyPage),
      cities: readFolder("cities", schemas.cityPage),
      bonds: readFolder("bonds", schemas.bondPage),
      messages: readYamlSource(`messages/${lang}.yaml`),
      // The statutes' translation (content/es/data/law.yaml); the default language's are content/data/law.yaml.
      law: lang === reference ? undefined : readYaml(`${lang}/data/law.yaml`, schemas.lawTranslation),
    };
  };

  const site = readYaml("site.yaml", schemas.site);
  const redirects = readYaml("data/redirects.yaml", schemas.redirects);
  const reviews = readYaml("data/reviews.yaml", schemas.reviews);
  const law = readYaml("data/law.yaml", schemas.law);
  if (law) problems.push(...lawSourceProblems(law.data, law.source));
  const glossary = readYaml("data/glossary.yaml", schemas.glossary);
  if (glossary) problems.push(...glossaryProblems(glossary.data, glossary.source));
  if (redirects) links.push(...frontMatterLinks(redirects.source).filter((l) => l.field.endsWith(".to")));
  const sets = new Map(locales.map((l) => [l.code, readPages(l.code)] as const));
  for (const set of sets.values()) if (set.navigation) links.push(...frontMatterLinks(set.navigation.source));
  const messages: Record<Lang, MessagesFile> = {};
  for (const [lang, set] of sets)
    if (set.messages) {
      const read = readMessages(lang, set.messages, reference);
      problems.push(...read.problems);
      messages[lang] = read.messages;
    }
  const referenceMessages = messages[reference];
  if (referenceMessages) problems.push(...missingValueWords(referenceMessages));
  for (const { code } of others) if (referenceMessages && messages[code]) problems.push(...messageParity(referenceMessages, messages[code]));
  // Each page may have one data file of the same name; a data file needs its page (a typo would hide it).
  const readData = <S extends z.ZodType>(folder: "counties" | "cities", schema: S) => {
    const pagesNamed = new Set(listMarkdown(contentDir, folder).map((rel) => path.basename(rel, ".md")));
    const found: Record<string, z.infer<S>> = {};
    for (const rel of listYaml(contentDir, `data/${folder}`)) {
      const name = path.basename(rel, ".yaml");
      if (!pagesNamed.has(name)) {
        problems.push({
          file: display(rel),
          line: 1,
          column: 1,
          field: "",
          message: `There is no page content/${folder}/${name}.md for this data file. Name the file after its page (like ${folder === "counties" ? "wake-county" : "raleigh-nc-bail-bonds"}.yaml) or delete it.`,
          expected: [...pagesNamed].map((n) => `${n}.yaml`).join(", "),
          got: JSON.stringify(`${name}.yaml`),
        });
        continue;
      }
      const loaded = readYaml(rel, schema);
      if (loaded) found[name] = loaded.data;
    }
    return found;
  };
  const countyData = readData("counties", schemas.countyData);
  const cityData = readData("cities", schemas.cityData);
  for (const { code } of others) if (messages[code]) problems.push(...missingPhrases(messages[code], dataPhrases(countyData, cityData)));

  const complete = [...sets].every(([lang, set]) => set.navigation && set.notFound && messages[lang] && (lang === reference || set.law));
  // Only a missing part stops here: the checks below still run on every file that parsed, so that one run lists
  // every problem of the content (a field a schema refuses in one file and a typed figure in another, say).
  if (!site || !redirects || !reviews || !law || !glossary || !complete) return { problems };

  const lawFindings: Problem[] = [];
  const shownLaw: Record<Lang, ShownLaw> = { [reference]: shownEnglishLaw(law.data) };
  for (const { code } of others) {
    const translation = sets.get(code)!.law!;
    shownLaw[code] = translateLaw(law.data, translation.data, translation.source, problems, lawFindings);
    problems.push(...statementTranslationProblems(law.data, translation.data, translation.source));
  }
  // Counted from the county files, so "{countiesWithJailList} of our {countiesServed} counties" follows the data.
  const english = sets.get(reference)!;
  const counts = contentCounts(
    english.counties.length,
    english.counties.map((e) => countyData[path.basename(e.rel, ".md")]),
  );
  const values: Record<Lang, PlaceholderValues> = Object.fromEntries(
    locales.map(({ code }) => {
      const own = { ...placeholderValues(site.data, counts, valueWords(messages[code]!.leaves), messages[code]!.site), ...lawValues(shownLaw[code]!) };
      // The promises of the messages' `promise` group, their figures filled from site.yaml ({promise.callback}).
      return [code, { ...own, ...promiseValues(messages[code]!.leaves, own) }];
    }),
  );
  const promises = [...referenceMessages!.leaves.keys()].filter((k) => k.startsWith("promise.")).map((k) => k.slice(8));
  // The templates' words say a promise only through the `promise` group too (the closing band: {promise.band}).
  for (const { code } of locales) {
    const rel = `messages/${code}.yaml`;
    const text = normalize(contentText(contentDir, rel));
    problems.push(...unknownPromiseProblems(display(rel), text, promises), ...retypedPromiseProblems(display(rel), text, promises));
  }
  const statements = new Set(law.data.flatMap((entry) => Object.keys(entry.says ?? {})));
  problems.push(...unknownStatementProblems(glossary.source.file, normalize(contentText(contentDir, "data/glossary.yaml")), statements));
  const citations: Problem[] = [];
  // What a page is made with besides its file: the placeholders' values and the new-tab note of its language.
  const newTabs: Record<Lang, string> = Object.fromEntries(locales.map(({ code }) => [code, messages[code]!.leaves.get("common.newTab") ?? ""]));
  // Whether the online form is there keeps or leaves out the {withForm: …} and {withoutForm: …} texts (form-text.ts).
  const form = hasApplyForm(site.data);
  const valuesKeys: Record<Lang, string> = Object.fromEntries(locales.map(({ code }) => [code, JSON.stringify([values[code], newTabs[code], form])]));
  // A figure typed where site.yaml names it would contradict the named value as soon as either changes. The dev
  // server passes the same MarkdownFile for a file that did not change: it is read and checked once per values.
  // So does a statement of law named in a page but not in law.yaml, a promise named but not in the messages or
  // retyped in the page's own words, and a statute cited in a page's own words (the law page, which lists the
  // statutes in a `sources` section, may cite them).
  for (const { rel, lang, file } of pending) {
    const listsStatutes = (file.data?.sections as { kind?: string }[] | undefined)?.some((section) => section.kind === "sources") ?? false;
    const valuesKey = valuesKeys[lang]!;
    let checked = figuresChecked.get(file);
    if (checked?.valuesKey !== valuesKey) {
      const text = normalize(contentText(contentDir, rel));
      const figures = literalFigureProblems(display(rel), text, values[lang]!);
      // A typed figure the figure check names already (with the promise to write) is reported once.
      const named = new Set(figures.map((p) => `${p.line}:${p.column}`));
      checked = {
        valuesKey,
        problems: [
          ...figures,
          ...unknownStatementProblems(display(rel), text, statements),
          ...unknownPromiseProblems(display(rel), text, promises),
          ...retypedPromiseProblems(display(rel), text, promises).filter((p) => !named.has(`${p.line}:${p.column}`)),
        ],
        citations: listsStatutes ? [] : citationFindings(display(rel), text),
      };
      figuresChecked.set(file, checked);
    }
    problems.push(...checked.problems);
    citations.push(...checked.citations);
  }
  if (problems.length > 0) return { problems };
  const rendered = new Map<string, Loaded<Record<string, unknown>>>();
  for (const { rel, lang, file } of pending) {
    // The dev server passes the same MarkdownFile for a file that did not change: its page is made once.
    const valuesKey = valuesKeys[lang]!;
    const known = pagesMade.get(file);
    if (known?.valuesKey === valuesKey) {
      rendered.set(rel, known.page);
      continue;
    }
    const langValues = values[lang]!;
    const page = {
      ...(fillDeep(file.data, langValues, form) as Record<string, unknown>),
      file: display(rel),
      source: file.source!, // a file with data has its source
    } as Loaded<Record<string, unknown>>;
    const newTab = newTabs[lang]!;
    convertRichFields(page, langValues.phone, newTab);
    // The body is made when a template first asks for it: the dev server renders one page per request.
    // Read from the file only then: a file kept from the last build parses its body when asked (markdown-file.ts fromPlain).
    let body: PageBody | undefined;
    Object.defineProperty(page, "body", {
      enumerable: true,
      configurable: true,
      get: () => {
        const tree = file.tree;
        body ??= { __html: tree ? markdownToHtml(tree, langValues, newTab, form) : "" };
        return body;
      },
    });
    pagesMade.set(file, { valuesKey, page });
    rendered.set(rel, page);
  }
  const get = <T>(e: { rel: string }) => rendered.get(e.rel) as Loaded<T>;
  // The law page's "as of" date, the same in every language: the day its least recently read text was read.
  const lawDate = lawAsOf(law.data);
  const langContent = (lang: Lang, set: typeof english): LangContent => ({
    lang,
    navigation: set.navigation!.data,
    navigationSource: set.navigation!.source,
    law: shownLaw[lang]!,
    ...(lawDate ? { lawDate } : {}),
    pages: set.pages.map((e) => get<schemas.FixedPage>(e)),
    notFound: get<schemas.NotFoundPage>(set.notFound!),
    counties: set.counties.map((e) => get<schemas.CountyPage>(e)).sort((a, b) => a.order - b.order || a.file.localeCompare(b.file)),
    cities: set.cities.map((e) => get<schemas.CityPage>(e)),
    bonds: set.bonds.map((e) => get<schemas.BondPage>(e)),
    values: values[lang]!,
    messages: messages[lang]!,
  });
  const langs: Record<Lang, LangContent> = Object.fromEntries([...sets].map(([lang, set]) => [lang, langContent(lang, set)]));
  const referenceSet = langs[reference]!;
  const translationsFound = [
    ...others.flatMap(({ code }) =>
      translationFindings(
        contentDir,
        referenceSet,
        langs[code]!,
        sets.get(code)!.law!.source,
        code === "es" ? { glossary: glossary.data, source: glossary.source } : undefined,
      ),
    ),
    ...lawFindings,
  ];
  const stale = translationsFound.filter(isStaleTranslation);
  // git is asked only when a page is stale: the note's date is the day its English file was last committed.
  const dates = stale.length > 0 ? lastCommitDates(contentDir) : new Map<string, string>();
  const pendingTranslations = Object.fromEntries(
    stale.map((f) => {
      const changed = dates.get(englishFileOf(f.file).replace(/^content\//, ""))?.slice(0, 10);
      return [f.file, changed ? { changed } : {}];
    }),
  );
  return {
    problems: [],
    content: {
      locales,
      langs,
      site: site.data,
      siteSource: site.source,
      redirects: redirects.data,
      redirectsSource: redirects.source,
      // A review's placeholders in the language it is written in.
      reviews: reviews.data.map((r) => fillDeep(r, values[r.lang ?? reference] ?? referenceSet.values, form)) as schemas.Reviews,
      reviewsSource: reviews.source,
      law: law.data,
      lawSource: law.source,
      countyData,
      cityData,
      links,
      // The glossary is Spanish's: a meaning may state the law with its statement ({law.cosignerOwes}), shown in
      // Spanish like any page's.
      glossary: glossary.data.map((term) => ({ ...term, meaning: fill(term.meaning, values.es ?? referenceSet.values) })),
      // Each translation's stale and missing files; the glossary's avoided words in Spanish only.
      translationFindings: translationsFound,
      pendingTranslations,
      citationFindings: citations,
      // #16: the footer's copyright year, taken like sitemap.xml's lastmod so the same commit builds the same bytes.
      year: lastCommitYear(contentDir),
    },
  };
}

/** The site's languages as content/data/languages.yaml lists them, each with its addresses' prefix (the first at the root). */
export function localesOf(languages: schemas.Languages): Locale[] {
  return languages.map((l, i) => ({ ...l, prefix: i === 0 ? "" : `/${l.code}` }));
}

function fillDeep(value: unknown, values: PlaceholderValues, form: boolean): unknown {
  if (typeof value === "string") return fill(formText(value, form), values);
  if (Array.isArray(value)) return value.map((v) => fillDeep(v, values, form));
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillDeep(v, values, form)]));
  return value;
}
