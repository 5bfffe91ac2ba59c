import { z } from "zod";
import { d, httpsUrl, listItem, pageHead, routePath, shortText, text, translation } from "./fields.ts";
import { faq, sections, tile } from "./sections.ts";

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
      'How soon an agent can usually be there, shown under the heading: the promise itself, like "{promise.arrivalAlamance}" (the promises are kept with the site’s words). Only where we can keep the promise; otherwise leave it out.',
    ),
    nearby: d(
      z
        .array(z.string().regex(/^[a-z]+(-[a-z]+)*-county$/, { error: "Write the county's file name without .md, like durham-county." }))
        .min(1)
        .optional(),
      'The neighboring counties linked under "Nearby counties". Leave it out to link every other county.',
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
      "The county the city is in.",
    ),
    sections: sections.optional(),
  })
  .strict();
export type CityPage = z.infer<typeof cityPage>;

/** Front matter of content/bonds/*.md: one page per kind of bond. */
export const bondPage = z.object({ ...pageHead, sections: sections.optional(), faq: faq.optional() }).strict();
export type BondPage = z.infer<typeof bondPage>;
