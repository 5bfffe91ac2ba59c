import { z } from "zod";
import { contentIconNames } from "../content-icons.ts";
import { d, httpsUrl, listItem, routePath, shortText, text } from "./fields.ts";

const icon = d(z.enum(contentIconNames), `A small picture next to the heading: one of ${contentIconNames.join(", ")}.`);

export const tile = z
  .object({
    title: d(shortText, "The tile's heading."),
    text: d(text, "The tile's text (10–400 characters)."),
  })
  .strict();

/**
 * `faq:` on a page: categories of questions, shown as the FAQ accordion. An answer is Markdown (links, **bold**,
 * lists, several paragraphs); the phone number in it becomes a tap-to-call link.
 */
export const faq = d(
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
export const card = z
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
  z
    .object({
      kind: kind("sources", "the statutes and rules of content/data/law.yaml, each with its official text"),
      ...head,
      law: d(
        z.enum(["north-carolina", "federal"]).default("north-carolina"),
        "Whose law it lists: north-carolina (the law page; the default) or federal (the federal and immigration bond pages).",
      ),
    })
    .strict(),
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
        "Show only the reviews of this county. Leave it out to show every review.",
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
      plans: d(z.boolean(), "On to add the example payment plan (down payment, monthly payment, months, total) to each row."),
      calculator: d(z.boolean(), "On to add the box where a visitor types a bail amount and sees the premium."),
    })
    .strict(),
]);
export const sections = d(
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
  "The page's parts after the introduction, in order: cards, steps, a checklist, a table, and so on.",
);
export type Section = z.infer<typeof section>;
export type Card = z.infer<typeof card>;
