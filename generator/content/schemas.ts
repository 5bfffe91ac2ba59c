/**
 * The zod schemas of every kind of content file. They are the maintainers' spellchecker: each constraint a
 * maintainer might break carries a message with a correct example (STYLE.md §2), and every field carries a
 * description written for a maintainer. scripts/content-schemas.ts turns them into JSON Schemas in
 * content/.schemas/, so an editor can autocomplete fields and show these descriptions as you type.
 */
import { z } from "zod";
import { contentIconNames } from "../../templates/ui/content-icons.ts";

// Every field's description, shown by the editor; kept short and in the maintainer's words.
const d = <T extends z.ZodType>(schema: T, description: string): T => schema.describe(description);

const phone = z.string().regex(/^\d{3}-\d{3}-\d{4}$/, { error: "Write the phone number like 919-555-0123." });
const httpsUrl = z.url({ protocol: /^https$/, error: "Write a full web address that starts with https://." });
const routePath = z.string().regex(/^\/([a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*)?$/, {
  error: "Write the page address like /county/wake-county: lower-case words joined by hyphens, no slash at the end.",
});
const shortText = z.string().min(2).max(80);
const text = z.string().min(10).max(400);
const listItem = z.string().min(2).max(120); // one line of a bullet list

/** The head fields every page file has, whatever its kind. */
/** A Spanish file (content/es/) names the English file it translates and the version of it it was made from. */
const translation = {
  translationOf: d(
    z
      .string()
      .regex(/^content\/(pages|counties|cities|bonds|data)\/[a-z0-9-]+\.(md|yaml)$/, {
        error: "Write the English file's path, like content/pages/faqs.md.",
      })
      .optional(),
    "Spanish files only: the English file this page translates, like content/pages/faqs.md.",
  ),
  sourceHash: d(
    z
      .string()
      .regex(/^[0-9a-f]{12}$/, { error: "Write the 12 letters and digits `npm run translations` prints for the English file." })
      .optional(),
    "Spanish files only: the version of the English file this translation was made from (`npm run translations` prints it). Update it once the Spanish says what the English says.",
  ),
};

const pageHead = {
  ...translation,
  path: d(routePath, "The page's address on the site, like /county/wake-county. Each address belongs to exactly one file."),
  label: d(shortText, 'The page\'s short name in menus, the sitemap page and link lists, like "Wake County".'),
  title: d(z.string().min(10).max(60), "The title search engines and the browser tab show (10–60 characters)."),
  heading: d(z.string().min(3).max(70), "The big heading at the top of the page (3–70 characters)."),
  description: d(z.string().min(50).max(160), "The sentence search engines show under the title (50–160 characters). Say what the visitor gets here."),
  keywords: d(z.array(z.string().min(2).max(60)).min(1).max(12), "Phrases people search for that this page answers (1–12)."),
  draft: d(
    z.boolean().optional(),
    "true while the page is being written: it is left out of the site, the menus and the sitemap. Set it to false (or delete the line) to publish.",
  ),
};

const fraction2 = z.tuple([z.number().gt(0).lt(1), z.number().gt(0).lt(1)]).refine(([low, high]) => low <= high, {
  error: "Write the lower share first, like [0.25, 0.5].",
});

// A usual time as [shortest, longest] whole minutes.
const minutes = z
  .tuple([z.int({ error: "Write whole minutes, like 30." }).min(1), z.int({ error: "Write whole minutes, like 120." }).min(1)])
  .refine(([low, high]) => low <= high, { error: "Write the shorter time first, like [30, 120]." });

/** content/site.yaml: the business constants, each defined once. */
export const site = z
  .object({
    name: d(shortText, "The business name, as it appears in the header, footer and search results."),
    description: d(z.string().min(50).max(160), "The business in one sentence (50–160 characters), for search engines and the business card data."),
    url: d(httpsUrl, "The site's own address, like https://www.example-bail.com (no slash at the end)."),
    phone: d(phone, "The 24/7 phone number, like 336-555-0142. Every page and call button uses it."),
    email: d(z.email({ error: "Write an email address like info@example.org." }), "The email address shown on the contact page and in the footer."),
    address: d(
      z
        .object({
          street: d(shortText, "Street and unit, like 202 S Main St, Unit E."),
          city: d(shortText, "The city of the office."),
          region: d(
            z.string().regex(/^[A-Z]{2}$/, { error: "Write the state as two capital letters, like NC." }),
            "The state, as two capital letters (NC).",
          ),
          postalCode: d(z.string().regex(/^\d{5}$/, { error: "Write the ZIP code as five digits, like 27253." }), "The five-digit ZIP code."),
          country: d(
            z.string().regex(/^[A-Z]{2}$/, { error: "Write the country as two capital letters, like US." }),
            "The country, as two capital letters (US).",
          ),
        })
        .strict(),
      "The office address, shown in the header, footer and contact page.",
    ),
    geo: d(
      z
        .object({
          latitude: d(z.number().min(-90).max(90), "The office's latitude, like 36.0693."),
          longitude: d(z.number().min(-180).max(180), "The office's longitude, like -79.4006."),
          unconfirmed: d(
            z.literal(true).optional(),
            "true while nobody has checked the point on a map against the real office; `build --strict` refuses it. Delete the line once checked.",
          ),
        })
        .strict(),
      "Where the office is on the map, for search engines.",
    ),
    licenseNumber: d(
      z.string().regex(/^[A-Za-z0-9-]{3,20}$/, {
        error: 'Write the license number as the Department of Insurance gives it, like "0123456" (letters, digits and dashes).',
      }),
      'The agency\'s bail bond license number from the NC Department of Insurance, in quotes, like "0123456". Shown in every footer and in the business data for search engines. "000000" is a placeholder `build --strict` refuses.',
    ),
    foundingYear: d(z.int().min(1900).max(2100), "The year the business was founded, like 2010."),
    foundingYearUnconfirmed: d(
      z.literal(true).optional(),
      "true while the founding year is the owner's word with no record behind it; `build --strict` refuses it. Delete the line once a record confirms the year.",
    ),
    hours: d(
      z
        .object({
          open24x7: d(z.boolean(), "true when someone answers the phone at every hour of every day."),
          label: d(shortText, 'How the hours are written on the site, like "Open 24 hours, 7 days a week".'),
        })
        .strict(),
      "Opening hours.",
    ),
    rating: d(
      z
        .object({
          value: d(z.number().min(1).max(5), "The average review rating, from 1 to 5, like 4.9."),
          reviewCount: d(z.int().min(0), "How many reviews the rating is based on."),
          sample: d(z.literal(true).optional(), "true while the figures are samples; `build --strict` refuses them. Delete the line when they are real."),
        })
        .strict(),
      "The review rating the site may quote. Use only numbers you can show.",
    ),
    languages: d(z.array(shortText).min(1), "Languages agents speak, like English and Spanish."),
    times: d(
      z
        .object(
          Object.fromEntries(
            (
              [
                ["booking", "Arrest and booking at the jail ({bookingTime})."],
                ["conditions", "From booking until a magistrate or judge sets the release conditions ({conditionsTime})."],
                ["paperwork", "The application, ID and payment with us ({paperworkTime})."],
                ["posting", "Our agent posting the bond at the jail ({postingTime})."],
                ["release", "From posting until the jail lets the person go ({releaseTime})."],
              ] as const
            ).map(([key, what]) => [key, d(minutes, `${what} Shortest and longest usual time in minutes, like [30, 120].`)]),
          ) as Record<"booking" | "conditions" | "paperwork" | "posting" | "release", typeof minutes>,
        )
        .strict(),
      "The usual times the site quotes, in minutes, each written once. {callToRelease} and {arrestToRelease} are worked out from them.",
    ),
    arrival: d(
      z
        .object({
          alamance: d(
            z.int({ error: "Write the minutes as a whole number, like 30." }).min(1).max(240),
            "Minutes until an agent can usually meet you anywhere in Alamance County ({arrivalAlamance}).",
          ),
          orange: d(
            z.int({ error: "Write the minutes as a whole number, like 45." }).min(1).max(240),
            "Minutes until an agent can usually meet you anywhere in Orange County ({arrivalOrange}).",
          ),
        })
        .strict(),
      "How soon an agent from our office can usually be with you, in minutes: our own estimate, written once. Pages write {arrivalAlamance} and {arrivalOrange}.",
    ),
    callback: d(
      z.int({ error: "Write the minutes as a whole number, like 5." }).min(1).max(120),
      "When every agent is on another call: how soon we call back, in minutes ({callbackTime}).",
    ),
    cosignerRule: d(
      z.string().min(40).max(300),
      'Who can co-sign, written to follow "A co-signer must be", like: an adult of 18 or older with … Pages show it through {cosignerRule}.',
    ),

    premium: d(
      z
        .object({
          typicalRate: d(z.number().gt(0).lt(1), "The lowest premium usually charged, as a fraction: 0.10 means 10%."),
          maxRate: d(
            z.number().gt(0).max(0.15, {
              // G.S. 58-71-95(5): the premium may not exceed 15% of the bond (content facts, nc-law.yaml).
              error: "North Carolina law (G.S. 58-71-95) caps the premium at 15% of the bail. Write 0.15 or less.",
            }),
            "The legal cap on the premium, as a fraction: 0.15 means 15%. G.S. 58-71-95 allows no more.",
          ),
          minimumFee: d(
            z.int({ error: "Write the minimum fee in whole dollars, like 50." }).min(0),
            'The smallest premium in whole dollars, like 50. On a small bail the cap wins: pages say "$50 or 15% of the bail, whichever is less".',
          ),
          statute: d(shortText, "The law that sets the cap, like G.S. 58-71-95."),
        })
        .strict()
        .refine((p) => p.typicalRate <= p.maxRate, {
          error: "typicalRate is above maxRate. The usual premium cannot be more than the cap: write it like 0.10.",
          path: ["typicalRate"],
        }),
      "The fee rule: what a bond costs. Pages quote it through {premiumRange}, {premiumCap}, {capOn10000}, {minimumRule}.",
    ),
    paymentPlans: d(
      z
        .object({
          downPayment: d(
            fraction2,
            "The share of the premium paid up front, lowest and highest, like [0.25, 0.5] for 25–50%. The example plans use the lowest.",
          ),
          planLength: d(
            z
              .array(
                z
                  .object({
                    upTo: d(
                      z.int({ error: "Write the bail amount in whole dollars, like 5000." }).min(1).nullable(),
                      "The largest bail amount this line covers, in dollars, like 5000; null on the last line (everything above).",
                    ),
                    months: d(
                      z.int({ error: "Write the plan length as a whole number of months, like 6." }).min(1).max(60),
                      "The longest plan for these bonds, in months, like 6. The example plans spread the balance over it.",
                    ),
                  })
                  .strict(),
              )
              .min(1)
              .refine((t) => t.every((line, i) => (i === t.length - 1) === (line.upTo === null)), {
                error: "Only the last line has upTo: null (everything above); every other line needs a bail amount, like 5000.",
              })
              .refine((t) => t.every((line, i) => i === 0 || line.upTo === null || line.upTo > t[i - 1]!.upTo!), {
                error: "List the lines from the smallest bail amount up: each upTo must be larger than the one above it.",
              }),
            "How long a plan may run, by bail amount, smallest bonds first. {planMonths} quotes the shortest and longest.",
          ),
        })
        .strict(),
      "The payment-plan rules: the pages quote them through {downPayment} and {planMonths}, and the example plans and the calculator are worked out from them.",
    ),
    payNowUrl: d(httpsUrl, "The card-payment page the Pay Now button opens."),
    applyForm: d(
      z
        .object({
          provider: d(shortText, "The form provider's name, shown in the link to its form page, like Jotform."),
          scriptUrl: d(
            z.string().regex(/^https:\/\/[^\s]+\{formId\}[^\s]*$/, {
              error: "Write the provider's embed script address with {formId} where the form id goes.",
            }),
            "The provider's embed script address, with {formId} where the form id goes.",
          ),
          hostedUrl: d(
            z.string().regex(/^https:\/\/[^\s]+\{formId\}[^\s]*$/, {
              error: "Write the address of the provider's own form page with {formId} where the form id goes.",
            }),
            "The provider's own page for the form, with {formId} where the form id goes (the link when the form cannot load).",
          ),
          formId: d(
            z.string().regex(/^[A-Za-z0-9_-]*$/, { error: "Write the form id as letters and digits only." }),
            'The id of the online application form at the provider. Leave it empty ("") until the form exists: the apply page then offers the phone number only.',
          ),
        })
        .strict(),
      "The online application form on the apply page.",
    ),
    offeredServices: d(
      z
        .array(
          z
            .object({
              name: d(shortText, "The service's name."),
              description: d(text, "The service in one or two sentences."),
            })
            .strict(),
        )
        .min(1),
      "The services listed for search engines in the business card data.",
    ),
    socials: d(
      z.array(
        z
          .object({
            network: d(shortText, "The network's name as shown, like Facebook."),
            url: d(httpsUrl, "The full address of the profile."),
          })
          .strict(),
      ),
      "The agency's social profiles, shown in the footer and contact page.",
    ),
  })
  .strict();
export type Site = z.infer<typeof site>;

const icon = d(z.enum(contentIconNames), `A small picture next to the heading: one of ${contentIconNames.join(", ")}.`);

const tile = z
  .object({
    title: d(shortText, "The tile's heading."),
    text: d(text, "The tile's text (10–400 characters)."),
  })
  .strict();

/**
 * `faq:` on a page: categories of questions, shown as the FAQ accordion. An answer is Markdown (links, **bold**,
 * lists, several paragraphs); the phone number in it becomes a tap-to-call link.
 */
const faq = d(
  z
    .array(
      z
        .object({
          title: d(shortText, 'The category\'s heading, like "Cost and payment".'),
          icon: icon.optional(),
          items: d(
            z
              .array(
                z
                  .object({
                    question: d(z.string().min(5).max(200), "The question, as a visitor would ask it."),
                    answer: d(
                      z.string().min(10).max(1500),
                      "The answer. Markdown works: **bold**, [links](/apply), a blank line between paragraphs. {phone} becomes a tap-to-call link.",
                    ),
                  })
                  .strict(),
              )
              .min(1),
            "The questions of this category, in order.",
          ),
        })
        .strict(),
    )
    .min(1),
  "Questions and answers shown on the page, one open at a time, grouped in categories.",
);
export type Faq = z.infer<typeof faq>;

const sectionId = d(
  z.string().regex(/^[a-z]+(-[a-z]+)*$/, { error: "Write the section id as lower-case words joined by hyphens, like approval-factors." }),
  "The section's anchor: the page address plus #id links straight to it, like /appeal-bonds#approval-factors. Unique on the page.",
);
const longText = z.string().min(10).max(900);
const labelled = z
  .object({
    label: d(shortText, "What the value is, like Timeframe or Example."),
    value: d(z.string().min(1).max(200), "The value, like 2–8 hours."),
  })
  .strict();
const card = z
  .object({
    title: d(shortText, "The card's heading."),
    text: d(longText, "The card's text (10–900 characters). Markdown works: **bold**, [links](/apply); {phone} becomes a tap-to-call link."),
    icon: icon.optional(),
    tag: d(shortText.optional(), 'A short label shown above the heading, like "Population 27,000+".'),
    facts: d(z.array(labelled).min(1).optional(), "Labelled values under the text, like Timeframe: 2–8 hours."),
    list: d(
      z
        .object({
          title: d(shortText, "The list's heading, like Requirements."),
          items: d(z.array(listItem).min(1), "One item per line."),
        })
        .strict()
        .optional(),
      "A short titled list inside the card, like its requirements.",
    ),
    path: d(routePath.optional(), "A page of this site the card links to, like /surety-bonds."),
    url: d(httpsUrl.optional(), "Another website the card links to (opens in a new tab), like https://www.ncdac.gov."),
  })
  .strict()
  .refine((c) => !(c.path && c.url), { error: "Give a card either a path (a page of this site) or a url (another site), not both.", path: ["url"] });
const step = z
  .object({
    title: d(shortText, 'The step\'s name, like "Arrest and booking".'),
    text: d(longText, "What happens in this step. Markdown works: **bold**, [links](/apply); {phone} becomes a tap-to-call link."),
    time: d(shortText.optional(), "How long it usually takes, like 1–3 hours."),
    details: d(z.array(listItem).min(1).optional(), "Details of the step, one per line."),
  })
  .strict();
const head = {
  id: sectionId,
  heading: d(z.string().min(3).max(90), "The section's heading."),
  intro: d(longText.optional(), "A short paragraph under the heading. Markdown works: **bold**, [links](/apply)."),
};
const kind = <N extends string>(name: N, what: string) => d(z.literal(name), `What the section shows: ${what}.`);

/**
 * `sections:` on a page: the structured parts after the introduction, in order. Each has a `kind` and its own
 * fields; templates/sections.tsx renders them, and the counts a test asserts are the lengths of these lists.
 */
const section = z.discriminatedUnion("kind", [
  z
    .object({
      kind: kind("cards", "a grid of cards"),
      ...head,
      items: d(z.array(card).min(1), "The cards, in order."),
      columns: d(z.union([z.literal(2), z.literal(3), z.literal(4)]).optional(), "Cards per row on a wide screen: 2, 3 or 4 (3 if left out)."),
    })
    .strict(),
  z.object({ kind: kind("steps", "numbered steps"), ...head, items: d(z.array(step).min(1), "The steps, in order.") }).strict(),
  z
    .object({
      kind: kind("list", "a checklist"),
      ...head,
      items: d(z.array(listItem).min(1), "One item per line."),
      columns: d(z.union([z.literal(1), z.literal(2), z.literal(3)]).optional(), "Columns on a wide screen: 1, 2 or 3 (2 if left out)."),
    })
    .strict(),
  z
    .object({
      kind: kind("table", "a table"),
      ...head,
      columns: d(z.array(shortText).min(2), "The column headings."),
      rows: d(z.array(z.array(z.string().min(1).max(200)).min(2)).min(1), "The rows: each a list with one value per column."),
    })
    .strict()
    .refine((t) => t.rows.every((r) => r.length === t.columns.length), {
      error: "Every row needs one value per column.",
      path: ["rows"],
    }),
  z
    .object({
      kind: kind("timeline", "dated milestones"),
      ...head,
      items: d(
        z
          .array(
            z
              .object({
                year: d(z.int().min(1900).max(2100), "The year, like 2010."),
                title: d(shortText, "What happened."),
                text: d(longText, "A sentence or two about it."),
              })
              .strict(),
          )
          .min(1),
        "The milestones, oldest first.",
      ),
    })
    .strict(),
  z
    .object({
      kind: kind("text", "paragraphs of text, optionally as a highlighted note"),
      ...head,
      text: d(z.string().min(10).max(3000), "The text. Markdown works: **bold**, [links](/apply), lists, a blank line between paragraphs."),
      tone: d(z.enum(["plain", "note", "warning"]).optional(), "plain (the default), note (a shaded box) or warning (a box with a warning sign)."),
    })
    .strict(),
  z
    .object({
      kind: kind("pages", "links to other pages of the site, shown as a grid"),
      ...head,
      paths: d(z.array(routePath).min(1), "The pages to link to, like /alamance-county; each shows its label."),
    })
    .strict(),
  z.object({ kind: kind("counties", "a link to every county page, with its towns"), ...head }).strict(),
  z
    .object({
      kind: kind("actions", "buttons to other pages"),
      ...head,
      items: d(
        z.array(z.object({ label: d(shortText, "The button's text."), path: d(routePath, "The page it opens, like /contact.") }).strict()).min(1),
        "The buttons, in order.",
      ),
    })
    .strict(),
  z.object({ kind: kind("sources", "every statute and rule of content/data/law.yaml, with its source"), ...head }).strict(),
  z.object({ kind: kind("glossary", "the bail terms of content/data/glossary.yaml, in Spanish and English, with what each means"), ...head }).strict(),
  z
    .object({
      kind: kind("reviews", "client reviews from content/data/reviews.yaml"),
      ...head,
      county: d(
        z
          .string()
          .regex(/^[a-z]+(-[a-z]+)*-county$/, { error: "Write the county's file name without .md, like davidson-county." })
          .optional(),
        "Show only the reviews of this county (its file name without .md). Leave it out to show every review.",
      ),
      more: d(
        z
          .object({
            label: d(shortText, 'The link\'s text, like "Read all our reviews on Google".'),
            network: d(shortText, "Which of site.yaml's socials the link opens, by its network name, like Google reviews."),
          })
          .strict()
          .optional(),
        "A link to read more reviews elsewhere (opens in a new tab); its address is the social profile's in site.yaml.",
      ),
    })
    .strict(),
  z
    .object({
      kind: kind("premium", "the premium and example-plan table worked out from site.yaml, with the calculator"),
      ...head,
      amounts: d(z.array(z.int().min(100)).min(1), "The bail amounts of the example rows, in dollars, like 5000."),
      plans: d(z.boolean(), "true to add the example payment plan (down payment, monthly payment, months, total) to each row."),
      calculator: d(z.boolean(), "true to add the box where a visitor types a bail amount and sees the premium."),
    })
    .strict(),
]);
const sections = d(
  z
    .array(section)
    .min(1)
    .superRefine((list, ctx) => {
      const seen = new Set<string>();
      list.forEach((s, i) => {
        if (seen.has(s.id))
          ctx.addIssue({
            code: "custom",
            path: [i, "id"],
            message: `Another section of this page already has the id ${s.id}. Give each section its own id.`,
            input: s.id,
          });
        seen.add(s.id);
      });
    }),
  "The page's parts after the introduction, in order. See content/README.md for every kind.",
);
export type Section = z.infer<typeof section>;
export type Card = z.infer<typeof card>;

const template = <N extends string>(name: N, what: string) => d(z.literal(name), `Which layout the page uses: ${what}. Don't change it.`);

/** Front matter of content/pages/*.md: fixed pages. `template` picks the React template in pages/. */
export const fixedPage = z.discriminatedUnion("template", [
  z
    .object({
      ...pageHead,
      template: template("info", "an information page"),
      sections: sections.optional(),
      faq: faq.optional(),
    })
    .strict(),
  z.object({ ...pageHead, template: template("sitemap", "the list of every page") }).strict(),
  z
    .object({
      ...pageHead,
      template: template("home", "the home page"),
      lead: d(text, "The sentence under the big heading."),
      features: d(z.array(tile).length(4), "The four tiles under the hero (exactly 4)."),
      services: d(
        z.array(tile.extend({ path: d(routePath, "The page the card links to, like /surety-bonds.") }).strict()).length(6),
        "The six service cards (exactly 6), each linking to a page.",
      ),
      cta: d(tile, "The closing call to action."),
    })
    .strict(),
  z
    .object({
      ...pageHead,
      template: template("apply", "the online application page"),
      needs: d(z.array(listItem).min(1), "What the applicant needs to have ready, one item per line."),
      steps: d(z.array(tile).length(4), "The four steps of an application (exactly 4)."),
      important: d(z.array(tile).min(1), "The important-information boxes (confidentiality, licensing, …)."),
    })
    .strict(),
  z
    .object({
      ...pageHead,
      template: template("contact", "the contact page"),
      haveReady: d(z.array(listItem).min(1), "What to have ready when calling, one item per line."),
    })
    .strict(),
  z
    .object({
      ...pageHead,
      template: template("jail-locations", "the directory of jails and courthouses, built from content/data/counties/"),
      sections: sections.optional(),
    })
    .strict(),
  z
    .object({
      ...pageHead,
      template: template("inmate-search", "the inmate search page: statewide searches and one card per county sheriff"),
      statewide: d(
        z
          .array(
            z
              .object({
                name: d(shortText, 'The service\'s name, like "NC SAVAN (VINELink)".'),
                description: d(text, "What it does and when to use it, in our own words (10–400 characters)."),
                url: d(httpsUrl, "Its address, starting with https://. Copy it from the facts file and open it once to check it."),
                type: d(shortText, 'What kind of service it is, like "Custody notification" or "Prison search".'),
                coverage: d(shortText, 'What it covers, like "Every county jail in North Carolina".'),
              })
              .strict(),
          )
          .min(1),
        "The statewide searches shown at the top of the page, in order.",
      ),
      sections: sections.optional(),
    })
    .strict(),
]);
export type FixedPage = z.infer<typeof fixedPage>;

/** Front matter of content/pages/404.md: the not-found page. It has no path: every unknown address shows it. */
export const notFoundPage = z
  .object({
    ...translation,
    title: pageHead.title,
    heading: pageHead.heading,
    description: pageHead.description,
    linkText: d(shortText, "The text of the link back to the home page."),
  })
  .strict();
export type NotFoundPage = z.infer<typeof notFoundPage>;

/** Front matter of content/counties/*.md: one page per county served. */
export const countyPage = z
  .object({
    ...pageHead,
    order: d(z.int().min(1), "The county's place in the Counties menu and county lists: 1 comes first."),
    seat: d(shortText.optional(), "The county seat. Leave it out until a source confirms it."),
    towns: d(z.array(shortText).min(1), "Communities served in the county, shown on the page, the contact page and to search engines."),
    arrival: d(
      shortText.optional(),
      'How soon an agent can usually be there, written with the site.yaml value, like "about {arrivalAlamance}". Only where we can keep the promise; otherwise leave it out.',
    ),
    nearby: d(
      z
        .array(z.string().regex(/^[a-z]+(-[a-z]+)*-county$/, { error: "Write the county's file name without .md, like durham-county." }))
        .min(1)
        .optional(),
      'The neighboring counties linked under "Nearby counties", by file name without .md, like [orange-county, durham-county]. Leave it out to link every other county.',
    ),
    heroImage: d(
      z
        .object({
          src: d(
            z.string().regex(/^\/images\/[a-z0-9-]+(\/[a-z0-9-]+)*\.(svg|png|jpg|webp)$/, {
              error: "Write the picture's address under public/, like /images/counties/wake-county.svg.",
            }),
            'The picture\'s address: its file under public/, without "public", like /images/counties/wake-county.svg.',
          ),
          alt: d(
            z.string().min(10).max(200),
            'What the picture shows, for people who cannot see it (10–200 characters), like "Drawing of the Charlotte skyline at dusk".',
          ),
          width: d(z.int().min(16).max(2000), "The picture's width in pixels, like 480. Keeps the page from jumping while it loads."),
          height: d(z.int().min(16).max(2000), "The picture's height in pixels, like 320. Keeps the page from jumping while it loads."),
        })
        .strict()
        .optional(),
      "A picture shown in the top banner of the county page. Leave it out for no picture.",
    ),
    sections: sections.optional(),
    faq: faq.optional(),
  })
  .strict();
export type CountyPage = z.infer<typeof countyPage>;

/** Front matter of content/cities/*.md: one page per city. */
export const cityPage = z
  .object({
    ...pageHead,
    county: d(
      z.string().regex(/^[a-z]+(-[a-z]+)*-county$/, {
        error: "Write the county's file name without .md, like wake-county.",
      }),
      "The county the city is in: the county's file name without .md, like wake-county.",
    ),
    sections: sections.optional(),
  })
  .strict();
export type CityPage = z.infer<typeof cityPage>;

/** Front matter of content/bonds/*.md: one page per kind of bond. */
export const bondPage = z.object({ ...pageHead, sections: sections.optional(), faq: faq.optional() }).strict();
export type BondPage = z.infer<typeof bondPage>;

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
  z.string().min(20).max(600),
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
          z.url({ protocol: /^https?$/, error: "Write the full address of the source, like https://www.ncleg.gov/…" }),
          "Where the text was read.",
        ),
        reread: d(
          z.iso.date({ error: "Write the date like 2026-11-22 (year-month-day)." }).optional(),
          "The day someone re-read this statute's current text at its source, like 2026-11-22. Once every statute has one, the law page shows the oldest; until then it shows when its text last changed.",
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
      "The version of content/data/law.yaml this translation was made from (`npm run translations` prints it).",
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
            fact: d(z.string().min(20).max(400), "What it says, in Spanish (20–400 characters)."),
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
            "The page's `lang` and hreflang, like es.",
          ),
          ogLocale: d(z.string().regex(/^[a-z]{2,3}_[A-Z]{2}$/, { error: "Write a locale like es_US." }), "og:locale, like es_US."),
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
        verified: d(z.boolean(), "true when we can show the review was left by a real client (for example on our Google profile)."),
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
          "The county the client was helped in (its file name without .md); its county page can show the review.",
        ),
        sample: d(
          z.boolean().optional(),
          "true for a stand-in text written before real reviews were collected. The page labels it as a sample and `build --strict` refuses it.",
        ),
      })
      .strict()
      .refine((r) => !(r.sample && r.verified), { error: "A sample review cannot be verified: set verified: false.", path: ["verified"] }),
  ),
  "Client reviews, newest first.",
);
export type Reviews = z.infer<typeof reviews>;
export type Review = Reviews[number];

// North Carolina's area codes: every number on the location pages is an NC number.
const ncAreaCodes = ["252", "336", "704", "743", "828", "910", "919", "980", "984"];
const ncPhone = phone.refine((p) => ncAreaCodes.includes(p.slice(0, 3)), {
  error: `This is not a North Carolina area code. Write an NC number like 919-555-0123 (area codes ${ncAreaCodes.join(", ")}).`,
});
const address = d(
  z
    .object({
      street: d(
        z.string().min(3).max(120).optional(),
        "The street address, like 3301 Hammond Road. Leave it out until a source confirms the street number.",
      ),
      where: d(
        z.string().min(3).max(80).optional(),
        "Where in the building, shown after the street in brackets, like 2nd floor of the Sheriff's Office. Spanish pages show its Spanish from content/messages/es.yaml (phrases).",
      ),
      city: d(shortText, "The town or city, like Raleigh. The state (NC) is added on the page."),
      zip: d(
        z
          .string()
          .regex(/^\d{5}(-\d{4})?$/, { error: "Write the ZIP code as five digits, like 27610." })
          .optional(),
        "The ZIP code, like 27610, if the source gives it.",
      ),
    })
    .strict(),
  "Where it is. Only the city is required; add the street and ZIP code once a source confirms them.",
);
const contactPhone = d(ncPhone.optional(), "The phone number, like 336-570-6300. Leave it out until a source confirms it.");
const website = (what: string) =>
  d(httpsUrl.optional(), `${what}, starting with https://. Leave it out when the site only works with http:// or no source confirms it.`);

/** A police department or other agency on a city page. */
const agency = z
  .object({
    name: d(shortText, 'The agency\'s name, like "Raleigh Police Department".'),
    address: address.optional(),
    phone: contactPhone,
    phoneLabel: d(shortText.optional(), 'What the number reaches, shown beside it, like "non-emergency" or "24 hours".'),
    url: website("The agency's website"),
  })
  .strict();
export type Agency = z.infer<typeof agency>;

/** content/data/counties/<county>.yaml: the county's sheriff, jails and courthouses, shown on its county page, the directory, the inmate search and its city pages. */
export const countyData = z
  .object({
    sheriff: d(
      z
        .object({
          name: d(shortText, "The office's name, like \"Wake County Sheriff's Office\"."),
          address: address,
          phone: contactPhone,
          url: website("The sheriff's website"),
          inmateLookup: website("The sheriff's online list of people in the jail"),
          unlinkedLookup: d(
            z.literal(true).optional(),
            "true when a source names an online jail list that is not linked (its address is http:// only or unconfirmed): the inmate search card then says so instead of implying there is none.",
          ),
        })
        .strict(),
      "The county sheriff's office, which runs the jail. Its card on /inmate-search is built from this.",
    ),
    clerkPhone: d(ncPhone.optional(), "The phone of the Clerk of Superior Court, like 336-412-7300, when it is not tied to one courthouse below."),
    facilities: d(
      z
        .array(
          z
            .object({
              name: d(shortText, 'The facility\'s name, like "Wake County Detention Center".'),
              type: d(
                z.enum(["County Detention Center", "Municipal Detention"], {
                  error: "Write County Detention Center or Municipal Detention.",
                }),
                "County Detention Center (run by the sheriff) or Municipal Detention (a town's holding cells).",
              ),
              address: address.optional(),
              phone: contactPhone,
              capacity: d(
                z
                  .string()
                  .regex(/^(about )?\d{1,3}(,\d{3})* beds$/, { error: "Write the capacity like 1,032 beds (or about 1,200 beds)." })
                  .optional(),
                "How many people it can hold, like 1,032 beds. Leave it out when sources disagree or give none.",
              ),
            })
            .strict(),
        )
        .min(1),
      "The adult jails of the county. A building that no longer holds adults does not belong here.",
    ),
    courthouses: d(
      z
        .array(
          z
            .object({
              name: d(shortText, 'The courthouse\'s name, like "Forsyth County Courthouse".'),
              serves: d(
                shortText.optional(),
                'What the courthouse hears, when the county has several, like "criminal court"; shown after the name, in Spanish from content/messages/es.yaml (phrases).',
              ),
              address: address.optional(),
              phone: contactPhone,
              hours: d(shortText.optional(), 'When it is open to the public, like "Monday–Friday 8:30 AM–5:00 PM".'),
            })
            .strict(),
        )
        .optional(),
      "The county's courthouses. Leave the list out when no source confirms where court is held.",
    ),
  })
  .strict();
export type CountyData = z.infer<typeof countyData>;

/** content/data/cities/<city>.yaml: the police and other agencies listed under "Local detention facilities" on a city page. */
export const cityData = z
  .object({
    police: d(agency.optional(), "The city's police department."),
    campusPolice: d(z.array(agency).min(1).optional(), "University police departments in the city."),
    others: d(z.array(agency).min(1).optional(), "Other agencies that make arrests in or near the city, like the State Highway Patrol."),
  })
  .strict();
export type CityData = z.infer<typeof cityData>;
