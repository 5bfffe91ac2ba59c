/**
 * The zod schemas of every kind of content file. They are the maintainers' spellchecker: each constraint a
 * maintainer might break carries a message with a correct example (STYLE.md §2).
 */
import { z } from "zod";

const phone = z.string().regex(/^\d{3}-\d{3}-\d{4}$/, { error: "Write the phone number like 919-555-0123." });
const httpsUrl = z.url({ protocol: /^https$/, error: "Write a full web address that starts with https://." });
const routePath = z
  .string()
  .regex(/^\/([a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*)?$/, {
    error: "Write the page address like /county/wake-county: lower-case words joined by hyphens, no slash at the end.",
  });
const title = z.string().min(10).max(60); // the <title>; `heading` is the visible <h1>
const heading = z.string().min(3).max(70);
const description = z.string().min(50).max(160); // what search engines show under the title
const keywords = z.array(z.string().min(2).max(60)).min(1).max(12);
const shortText = z.string().min(2).max(80);
const text = z.string().min(10).max(400);
const listItem = z.string().min(2).max(120); // one line of a bullet list

/** The head fields every page file has, whatever its kind. */
const pageHead = {
  path: routePath, // the address of the page; each path belongs to exactly one file
  label: shortText, // the short name used in menus, the sitemap page and link grids
  title,
  heading,
  description,
  keywords,
};

/** content/site.yaml: the business constants, each defined once. */
export const site = z
  .object({
    name: shortText,
    description: description, // the business in one sentence, for search engines and the JSON-LD
    url: httpsUrl, // the site's own address, without a slash at the end
    phone,
    email: z.email({ error: "Write an email address like info@example.org." }),
    address: z
      .object({
        street: shortText,
        city: shortText,
        region: z.string().regex(/^[A-Z]{2}$/, { error: "Write the state as two capital letters, like NC." }),
        postalCode: z.string().regex(/^\d{5}$/, { error: "Write the ZIP code as five digits, like 27253." }),
        country: z.string().regex(/^[A-Z]{2}$/, { error: "Write the country as two capital letters, like US." }),
      })
      .strict(),
    geo: z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }).strict(),
    foundingYear: z.int().min(1900).max(2100),
    copyrightYear: z.int().min(1900).max(2100), // the year in the footer's copyright line
    hours: z.object({ open24x7: z.boolean(), label: shortText }).strict(),
    rating: z.object({ value: z.number().min(1).max(5), reviewCount: z.int().min(0) }).strict(),
    languages: z.array(shortText).min(1),
    premium: z
      .object({
        typicalRate: z.number().gt(0).lt(1), // the lowest premium usually charged, as a fraction (0.10 = 10%)
        maxRate: z.number().gt(0).lt(1), // the legal cap, as a fraction (0.15 = 15%)
        minimumFee: z.int().min(0), // dollars
        statute: shortText, // where the cap comes from
      })
      .strict(),
    payNowUrl: httpsUrl,
    applyForm: z
      .object({
        provider: shortText,
        scriptUrl: z.string().regex(/^https:\/\/[^\s]+\{formId\}[^\s]*$/, {
          error: "Write the provider's embed script address with {formId} where the form id goes.",
        }),
        hostedUrl: z.string().regex(/^https:\/\/[^\s]+\{formId\}[^\s]*$/, {
          error: "Write the address of the provider's own form page with {formId} where the form id goes.",
        }),
        formId: z.string().regex(/^[A-Za-z0-9_-]*$/, { error: "Write the form id as letters and digits only." }),
      })
      .strict(),
    offeredServices: z.array(z.object({ name: shortText, description: text }).strict()).min(1),
    socials: z.array(z.object({ network: shortText, url: httpsUrl }).strict()),
  })
  .strict();
export type Site = z.infer<typeof site>;

const tile = z.object({ title: shortText, text }).strict();

/**
 * `faq:` on a page: categories of questions, shown as the FAQ accordion. An answer is Markdown (links, **bold**,
 * lists, several paragraphs); the phone number in it becomes a tap-to-call link.
 */
const faq = z
  .array(
    z
      .object({
        title: shortText, // the category's heading
        items: z
          .array(z.object({ question: z.string().min(5).max(200), answer: z.string().min(10).max(1500) }).strict())
          .min(1),
      })
      .strict(),
  )
  .min(1);
export type Faq = z.infer<typeof faq>;

/** Front matter of content/pages/*.md: fixed pages. `template` picks the React template in pages/. */
export const fixedPage = z.discriminatedUnion("template", [
  z.object({ ...pageHead, template: z.literal("info"), faq: faq.optional() }).strict(),
  z.object({ ...pageHead, template: z.literal("sitemap") }).strict(),
  z
    .object({
      ...pageHead,
      template: z.literal("home"),
      lead: text, // the sentence under the <h1>
      features: z.array(tile).length(4), // the four tiles under the hero
      services: z.array(tile.extend({ path: routePath }).strict()).length(6), // six service cards
      cta: tile, // the closing call to action
    })
    .strict(),
  z
    .object({
      ...pageHead,
      template: z.literal("apply"),
      needs: z.array(listItem).min(1), // what the applicant needs to have ready
      steps: z.array(tile).length(4),
      important: z.array(tile).min(1),
    })
    .strict(),
  z.object({ ...pageHead, template: z.literal("contact"), haveReady: z.array(listItem).min(1) }).strict(),
]);
export type FixedPage = z.infer<typeof fixedPage>;

/** Front matter of content/pages/404.md: the not-found page. It has no path: every unknown address shows it. */
export const notFoundPage = z.object({ title, heading, description, linkText: shortText }).strict();
export type NotFoundPage = z.infer<typeof notFoundPage>;

/** Front matter of content/counties/*.md: one page per county served. */
export const countyPage = z
  .object({
    ...pageHead,
    order: z.int().min(1), // position in the Counties menu and grids
    seat: shortText.optional(), // the county seat; leave it out until a source confirms it
    towns: z.array(shortText).min(1), // communities served, shown on the contact page and in the JSON-LD
    arrival: shortText.optional(), // e.g. "about 30 minutes", only where we can keep the promise
    faq: faq.optional(),
  })
  .strict();
export type CountyPage = z.infer<typeof countyPage>;

/** Front matter of content/cities/*.md: one page per city. */
export const cityPage = z
  .object({
    ...pageHead,
    county: z.string().regex(/^[a-z]+(-[a-z]+)*-county$/, {
      error: "Write the county's file name without .md, like wake-county.",
    }),
  })
  .strict();
export type CityPage = z.infer<typeof cityPage>;

/** Front matter of content/bonds/*.md: one page per kind of bond. */
export const bondPage = z.object({ ...pageHead, faq: faq.optional() }).strict();
export type BondPage = z.infer<typeof bondPage>;

/** content/data/navigation.yaml: which pages the header and the footer list, in order. */
export const navigation = z
  .object({
    header: z
      .array(
        z.union([
          z.object({ path: routePath, label: shortText.optional() }).strict(), // a link to one page
          z.object({ counties: shortText }).strict(), // the dropdown of county pages, with this button text
        ]),
      )
      .min(1),
    footerServices: z.array(routePath).min(1),
    footerQuickLinks: z.array(routePath).min(1),
  })
  .strict();
export type Navigation = z.infer<typeof navigation>;

/** content/data/redirects.yaml: old or alternative addresses that send visitors to a page. */
export const redirects = z.array(z.object({ from: routePath, to: routePath }).strict());
export type Redirects = z.infer<typeof redirects>;
