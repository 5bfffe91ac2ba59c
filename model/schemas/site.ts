import { z } from "zod";
import { d, fraction2, httpsUrl, minutes, phone, shortText, text } from "./fields.ts";

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
            "On while nobody has checked the point on a map against the real office; the site is not published while it is on. Turn it off once checked.",
          ),
        })
        .strict(),
      "Where the office is on the map, for search engines.",
    ),
    licenseNumber: d(
      z.string().regex(/^[A-Za-z0-9-]{3,20}$/, {
        error: 'Write the license number as the Department of Insurance gives it, like "0123456" (letters, digits and dashes).',
      }),
      "The agency's bail bond license number from the NC Department of Insurance, digits only, like 0123456. Shown in every footer and to search engines. 000000 is a placeholder: the site is not published with it.",
    ),
    foundingYear: d(z.int().min(1900).max(2100), "The year the business was founded, like 2010."),
    foundingYearUnconfirmed: d(
      z.literal(true).optional(),
      "On while the founding year is the owner's word with no record behind it; the site is not published while it is on. Turn it off once a record confirms the year.",
    ),
    hours: d(
      z
        .object({
          open24x7: d(z.boolean(), "On when someone answers the phone at every hour of every day."),
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
          sample: d(
            z.literal(true).optional(),
            "On while the figures are samples; the site is not published while it is on. Turn it off when they are real.",
          ),
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
          unconfirmed: d(
            z.literal(true).optional(),
            "On while these minutes are the owner's word with no call logs behind them; the site is not published while it is on. Turn it off once confirmed.",
          ),
        })
        .strict(),
      "How soon an agent from our office can usually be with you, in minutes: our own estimate, written once. Pages write {arrivalAlamance} and {arrivalOrange}.",
    ),
    callback: d(
      z.int({ error: "Write the minutes as a whole number, like 5." }).min(1).max(120),
      "When every agent is on another call: how soon we call back, in minutes ({callbackTime}).",
    ),
    callbackUnconfirmed: d(
      z.literal(true).optional(),
      "On while the call-back minutes are the owner's word with no call logs behind them; the site is not published while it is on. Turn it off once confirmed.",
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
                      "The largest bail amount this line covers, in dollars, like 5000; empty on the last line (everything above).",
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

/** site.yaml's sentences in another language (content/messages/es.yaml `site:`). */
export const siteTranslation = z
  .object({
    description: z.string().min(50).max(300).describe("site.yaml's description, translated."),
    hoursLabel: z.string().min(5).max(80).describe("site.yaml's hours.label, translated."),
    cosignerRule: z.string().min(10).max(300).describe("site.yaml's cosignerRule, translated: read after 'El cofirmante debe ser'."),
    languages: z.array(z.string().min(2).max(40)).min(1).describe("site.yaml's languages, translated, in the same order."),
    offeredServices: z
      .array(
        z
          .object({
            name: z.string().min(3).max(80).describe("The service's name, translated."),
            description: z.string().min(10).max(200).describe("The service in one or two sentences, translated."),
          })
          .strict(),
      )
      .min(1)
      .describe("site.yaml's offeredServices, translated, in the same order."),
  })
  .strict();
export type SiteTranslation = z.infer<typeof siteTranslation>;
