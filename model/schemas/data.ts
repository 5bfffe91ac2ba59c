import { z } from "zod";
import { d, routePath, shortText } from "./fields.ts";

/** content/data/navigation.yaml: which pages the header and the footer list, in order. */
export const navigation = z
  .object({
    header: d(
      z
        .array(
          z.union([
            z
              .object({
                path: d(routePath, "The page to link to, like /contact."),
                label: d(shortText.optional(), "The link's text, if it should differ from the page's label."),
              })
              .strict(),
            z.object({ counties: d(shortText, "The text of the button that opens the list of county pages.") }).strict(),
          ]),
        )
        .min(1),
      "The header's links, in order; one item can be the Counties menu.",
    ),
    footerServices: d(z.array(routePath).min(1), "The pages listed under Our Services in the footer, in order."),
    footerQuickLinks: d(z.array(routePath).min(1), "The pages listed under Quick Links in the footer, in order."),
  })
  .strict();
export type Navigation = z.infer<typeof navigation>;

/** content/data/redirects.yaml: old or alternative addresses that send visitors to a page. */
export const redirects = d(
  z.array(
    z
      .object({
        from: d(routePath, "The old or other address, like /wake-county."),
        to: d(routePath, "The page it sends visitors to, like /county/wake-county."),
      })
      .strict(),
  ),
  "Old or alternative addresses, each forwarding to a page of the site.",
);
export type Redirects = z.infer<typeof redirects>;

/** What a page says about a law, named so every page shows the one text: `{law.forfeitureNotice}` (lawStatements in load.ts). */
const lawStatements = z.record(
  z.string().regex(/^[a-z][A-Za-z0-9]*$/, { error: "Name a statement in one camelCase word, like forfeitureNotice." }),
  z.string().min(20).max(700),
);

/** content/data/law.yaml: the statutes and rules the site cites, each once, with where it was read (#16). */
export const law = d(
  z.array(
    z
      .object({
        cite: d(shortText, "The citation as pages write it, like G.S. 15A-534."),
        title: d(shortText.optional(), "The official title, only when the source shows it."),
        fact: d(z.string().min(20).max(400), "What it says, in our own plain words (20–400 characters)."),
        says: d(
          lawStatements.optional(),
          "The statements of this law that pages make, each named once: a page writes {law.name} and shows this text, in its language.",
        ),
        source: d(
          z.url({ protocol: /^https?$/, error: "Write the full address of the official text, like https://www.ncleg.gov/…" }),
          "The official text: ncleg.gov for a North Carolina statute or session law, uscode.house.gov for a federal statute, the court or agency for a decision, the OAH for an NCAC rule. Never a copy.",
        ),
        reread: d(
          z.iso.date({ error: "Write the day someone last read the official text, like 2026-11-22 (year-month-day)." }).optional(),
          "The day someone last read this text at its official source, like 2026-11-22. Leave it out until someone has; the site is not published with an entry never read, or read more than 180 days ago. The law page shows the oldest.",
        ),
        commentary: d(
          z.url({ protocol: /^https$/, error: "Write the full https address, like https://nccriminallaw.sog.unc.edu/…" }).optional(),
          "A page that explains the text, like the UNC School of Government's, linked beside the official text, never instead of it.",
        ),
        status: d(
          z.literal("found", {
            error: "Only facts marked found (seen in the cited source) may be published. Check the source, or leave the entry out.",
          }),
          "found: the fact was seen in the source. Nothing else is published.",
        ),
      })
      .strict(),
  ),
  "The statutes and rules the site cites.",
);
export type Law = z.infer<typeof law>;

/** content/es/data/law.yaml: the Spanish title and fact of each statute of content/data/law.yaml, by its cite. */
export const lawTranslation = z
  .object({
    translationOf: d(z.literal("content/data/law.yaml"), "The file this translates: content/data/law.yaml."),
    sourceHash: d(
      z.string().regex(/^[0-9a-f]{12}$/, { error: "Write the 12 letters and digits `npm run translations` prints for the English file." }),
      "Which version of the English statutes this translation was made from.",
    ),
    entries: d(
      z.array(
        z
          .object({
            cite: d(shortText, "The cite exactly as in content/data/law.yaml, like G.S. 15A-534."),
            label: d(
              shortText.optional(),
              'How Spanish pages write the cite, when it has words in it, like "G.S. 58-71-95, modificado por S.L. 2015-180".',
            ),
            title: d(shortText.optional(), "The title in Spanish, when the English entry has one."),
            fact: d(z.string().min(20).max(450), "What it says, in Spanish (20–450 characters: Spanish runs longer)."),
            says: d(lawStatements.optional(), "The Spanish text of each statement the English entry names under says, with the same names."),
          })
          .strict(),
      ),
      "One entry per statute of content/data/law.yaml, in the same order.",
    ),
  })
  .strict();
export type LawTranslation = z.infer<typeof lawTranslation>;

/** content/data/glossary.yaml: the Spanish word for each bail term, and the words Spanish pages must not use for it. */
export const glossary = d(
  z.array(
    z
      .object({
        en: d(shortText, "The English term, like bail bond."),
        es: d(shortText, "The Spanish term every Spanish page uses, like fianza."),
        meaning: d(z.string().min(10).max(200), "What it means, in plain Spanish (the Spanish resources page shows it)."),
        avoid: d(z.array(z.string().min(2).max(40)).optional(), "Words a Spanish page must not use for this term."),
      })
      .strict(),
  ),
  "The bail terms in English and Spanish.",
);
export type Glossary = z.infer<typeof glossary>;

/**
 * content/data/languages.yaml: the site's languages, in order. The first is the default: its pages are content/ at the
 * site's root, and the others translate it. Every other language has its pages in content/<code>/, its addresses
 * under /<code>, and its words in content/messages/<code>.yaml.
 */
export const languages = d(
  z
    .array(
      z
        .object({
          code: d(
            z.string().regex(/^[a-z]{2,3}$/, { error: "Write the language's two-letter code in lower case, like es or fr." }),
            "The language's code, like es: the name of its messages file, its content folder and its addresses' prefix (/es).",
          ),
          name: d(shortText, "The language's name in itself, like Español: the language switch shows it."),
          hreflang: d(
            z.string().regex(/^[a-z]{2,3}(-[A-Z]{2})?$/, { error: "Write a language tag like es or es-US." }),
            "The language code pages and search engines are given, like es.",
          ),
          ogLocale: d(
            z.string().regex(/^[a-z]{2,3}_[A-Z]{2}$/, { error: "Write a locale like es_US." }),
            "The language and country code social networks are given, like es_US.",
          ),
        })
        .strict(),
    )
    .min(1)
    .refine((list) => new Set(list.map((l) => l.code)).size === list.length, { error: "Each language is listed once." }),
  "The site's languages, the default (at the site's root) first.",
);
export type Languages = z.infer<typeof languages>;

/** content/data/reviews.yaml: client reviews, shown on /testimonials and, by county, on county pages. */
export const reviews = d(
  z.array(
    z
      .object({
        name: d(shortText, 'The reviewer\'s name as they agreed to show it, like "Maria G.".'),
        rating: d(z.int().min(1).max(5), "Stars given, 1 to 5."),
        text: d(z.string().min(20).max(700), "The review in the reviewer's words (20–700 characters)."),
        verified: d(z.boolean(), "On when we can show the review was left by a real client (for example on our Google profile)."),
        date: d(shortText, 'When it was written, as shown, like "March 2024".'),
        lang: d(
          z.enum(["en", "es"], { error: "Write en (English) or es (Spanish)." }).optional(),
          "The language the review is written in: en (the default) or es. A real review is shown as written, on pages of both languages; a sample only on pages of its language.",
        ),
        county: d(
          z
            .string()
            .regex(/^[a-z]+(-[a-z]+)*-county$/, { error: "Write the county's file name without .md, like davidson-county." })
            .optional(),
          "The county the client was helped in; its county page can show the review.",
        ),
        sample: d(
          z.boolean().optional(),
          "On for a stand-in text written before real reviews were collected. The page labels it as a sample, and the site is not published while one is on.",
        ),
      })
      .strict()
      .refine((r) => !(r.sample && r.verified), { error: "A sample review cannot be verified: set verified: false.", path: ["verified"] }),
  ),
  "Client reviews, newest first.",
);
export type Reviews = z.infer<typeof reviews>;
export type Review = Reviews[number];
