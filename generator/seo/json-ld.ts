/**
 * The LocalBusiness structured data of every page, typed with schema-dts, and its serialization into a <script>
 * element that content cannot break out of.
 */
import type { LocalBusiness, WebPage } from "schema-dts";
import type { Loaded } from "../../model/content.ts";
import { phoneHref } from "../../model/phone.ts";
import type { CountyPage, Site } from "../../model/schemas/index.ts";

const everyDay = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

/**
 * The JSON-LD of one page: the business with its place on the map (the home page adds the offered services) and the
 * page itself with its language. `site` has the page's language's sentences and `words` its other free text;
 * `languages` are the ones agents speak, as language codes.
 * Only a page about the business (`aboutBusiness`: home, about, contact, reviews) names the business as what it is
 * about and is the business's main page; every other page (a law, a county, the FAQ) is published by it.
 */
export function pageJsonLd(site: Site, counties: Loaded<CountyPage>[], options: BusinessOptions & { title: string; lang: string }): Graph {
  const business = { "@id": `${site.url}/#business` };
  return {
    "@context": "https://schema.org",
    "@graph": [
      localBusiness(site, counties, options),
      {
        "@type": "WebPage",
        "@id": options.url,
        url: options.url,
        name: options.title,
        inLanguage: options.lang,
        ...(options.aboutBusiness ? { about: business, mainEntity: business } : { publisher: business }),
      },
    ],
  };
}

/** What the business's data depends on besides site.yaml and the counties. */
interface BusinessOptions {
  isHome: boolean;
  aboutBusiness: boolean;
  url: string;
  /** BCP 47 codes, like en and es (content/data/languages.yaml `hreflang`). */
  languages: string[];
  /** The free text of the data in the page's language (content/messages/<lang>.yaml `businessData`). */
  words: BusinessWords;
}

/** The data's free-text values that are not site.yaml's sentences. */
export interface BusinessWords {
  contactType: string;
  credential: string;
  regulator: string;
  state: string;
}

/** Several schema.org nodes in one script. */
type Graph = { "@context": "https://schema.org"; "@graph": Exclude<LocalBusiness | WebPage, string>[] };

/** The business: who, where, when, in which languages. */
export function localBusiness(site: Site, counties: Loaded<CountyPage>[], options: BusinessOptions): Exclude<LocalBusiness, string> {
  const a = site.address;
  return {
    "@type": "LocalBusiness",
    "@id": `${site.url}/#business`,
    name: site.name,
    description: site.description,
    url: site.url,
    telephone: phoneHref(site.phone).replace("tel:", ""),
    email: site.email,
    priceRange: "$$",
    foundingDate: String(site.foundingYear),
    // The favicon set's largest icon (seo/icons.ts writes it), so search results can show the business's mark.
    logo: `${site.url}/icons/icon-512.png`,
    image: `${site.url}/icons/icon-512.png`,
    knowsLanguage: options.languages,
    contactPoint: {
      "@type": "ContactPoint",
      telephone: phoneHref(site.phone).replace("tel:", ""),
      contactType: options.words.contactType,
      availableLanguage: options.languages,
      ...(site.hours.open24x7
        ? { hoursAvailable: { "@type": "OpeningHoursSpecification", dayOfWeek: [...everyDay], opens: "00:00", closes: "23:59" } }
        : {}),
    },
    address: {
      "@type": "PostalAddress",
      streetAddress: a.street,
      addressLocality: a.city,
      addressRegion: a.region,
      postalCode: a.postalCode,
      addressCountry: a.country,
    },
    openingHoursSpecification: site.hours.open24x7
      ? [{ "@type": "OpeningHoursSpecification", dayOfWeek: [...everyDay], opens: "00:00", closes: "23:59" }]
      : [],
    // Every page names the counties served, in the page's language; the pages about the business add their towns.
    areaServed: counties.map((c) => ({
      "@type": "AdministrativeArea",
      name: `${c.label}, ${a.region}`,
      // `Place`, not `City`: the list mixes towns with communities that are not towns (Research Triangle Park,
      // Briar Chapel, Parkwood), and the facts do not say which is which (#16).
      ...(options.aboutBusiness ? { containsPlace: c.towns.map((town) => ({ "@type": "Place", name: `${town}, ${a.region}` })) } : {}),
    })),
    geo: { "@type": "GeoCoordinates", latitude: site.geo.latitude, longitude: site.geo.longitude },
    // The license behind "licensed" (schema.org has no license property on a business; a credential is one).
    hasCredential: {
      "@type": "EducationalOccupationalCredential",
      credentialCategory: options.words.credential,
      identifier: site.licenseNumber,
      recognizedBy: { "@type": "GovernmentOrganization", name: options.words.regulator },
      validIn: { "@type": "AdministrativeArea", name: options.words.state },
    },
    ...(options.isHome
      ? {
          makesOffer: site.offeredServices.map((s) => ({
            "@type": "Offer",
            itemOffered: { "@type": "Service", name: s.name, description: s.description },
          })),
        }
      : {}),
    ...(site.socials.length > 0 ? { sameAs: site.socials.map((s) => s.url) } : {}),
    ...(options.aboutBusiness ? { mainEntityOfPage: options.url } : {}),
  };
}

/** JSON for a <script> element: `<`, `>`, `&` and the two JavaScript line separators are escaped, so a
 * value such as `</script>` in content stays text inside the JSON. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
