import { z } from "zod";
import { d, httpsUrl, phone, shortText } from "./fields.ts";

// North Carolina's area codes: every number on the location pages is an NC number.
const ncAreaCodes = ["252", "336", "704", "743", "828", "910", "919", "980", "984"];
const ncPhone = phone.refine((p) => ncAreaCodes.includes(p.slice(0, 3)), {
  error: `This is not a North Carolina area code. Write an NC number like 919-555-0123 (area codes ${ncAreaCodes.join(", ")}).`,
});
export const address = d(
  z
    .object({
      street: d(
        z.string().min(3).max(120).optional(),
        "The street address, like 3301 Hammond Road. Leave it out until a source confirms the street number.",
      ),
      where: d(
        z.string().min(3).max(80).optional(),
        "Where in the building, shown after the street in brackets, like 2nd floor of the Sheriff's Office. Spanish pages show its Spanish, kept with the site’s other Spanish words.",
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
export const website = (what: string) =>
  d(httpsUrl.optional(), `${what}, starting with https://. Leave it out when the site only works with http:// or no source confirms it.`);

/** A police department or other agency on a city page. */
export const agency = z
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
            "On when a source names an online jail list we do not link (its address is not secure or not confirmed): the inmate search card then says so instead of implying there is none.",
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
              name: d(
                shortText,
                'The courthouse\'s name, like "Forsyth County Courthouse". It stays in English on Spanish pages; a name that describes rather than names ("Alamance County Civil Courts") may have a Spanish form, kept with the site’s other Spanish words.',
              ),
              serves: d(
                shortText.optional(),
                'What the courthouse hears, when the county has several, like "criminal court"; shown after the name, in Spanish on Spanish pages.',
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
