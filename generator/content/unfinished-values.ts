/**
 * Placeholder values in site.yaml (a reserved 555-01xx phone, example.com addresses, an empty form id, an all-zero
 * license number, unconfirmed coordinates) are fine while developing and must be replaced before publishing:
 * `build --strict` refuses them (ARCHITECTURE.md 7).
 */

import type { YamlSource } from "../../model/content.ts";
import type { Reviews, Site } from "../../model/schemas/index.ts";
import type { Problem } from "./problem.ts";

const placeholderHost = /(^|\.)(example\.(com|org|net)|[a-z0-9-]+\.(test|example|invalid|localhost))$/i;

/** Whether `url` is at a reserved example domain (example.com, *.test, …): a placeholder, not the site's address. */
export function isPlaceholderUrl(url: string): boolean {
  try {
    return placeholderHost.test(new URL(url.replace("{formId}", "x")).hostname);
  } catch {
    return false;
  }
}

/** Every placeholder value still in site.yaml, as problems at their lines. */
export function findUnfinishedValues(site: Site, source: YamlSource): Problem[] {
  const found: { path: (string | number)[]; value: string; why: string; todo?: string }[] = [];
  if (/^\d{3}-555-01\d\d$/.test(site.phone))
    found.push({ path: ["phone"], value: site.phone, why: "555-0100 to 555-0199 numbers are reserved for fiction" });
  if (placeholderHost.test(site.email.split("@")[1] ?? ""))
    found.push({ path: ["email"], value: site.email, why: "this address belongs to a reserved example domain" });
  for (const [path, url] of [
    [["url"], site.url],
    [["payNowUrl"], site.payNowUrl],
    [["applyForm", "scriptUrl"], site.applyForm.scriptUrl],
    ...site.socials.map((s, i) => [["socials", i, "url"], s.url] as const),
  ] as const)
    if (isPlaceholderUrl(url)) found.push({ path: [...path], value: url, why: "this address belongs to a reserved example domain" });
  // "since 2010" stands on every page (and in the JSON-LD) on the owner's word alone.
  if (site.foundingYearUnconfirmed)
    found.push({
      path: ["foundingYearUnconfirmed"],
      value: String(site.foundingYear),
      why: "the founding year is the owner's claim, not yet confirmed from a record",
      todo: "Check it against a record (the incorporation or the first license; change foundingYear if needed), then delete this line before publishing.",
    });
  // #16: "Rated 5.0 by 47+ clients" stood on three pages with nothing behind it.
  if (site.rating.sample)
    found.push({
      path: ["rating", "sample"],
      value: `${site.rating.value} by ${site.rating.reviewCount}`,
      why: "the rating is a sample with no reviews behind it",
      // Turning the switch off alone would publish the sample figures as real: say which fields to change first.
      todo: "Put the rating and review count a visitor can check (the agency's Google profile) in rating.value and rating.reviewCount, then delete this line before publishing.",
    });
  // "licensed" on every page needs the number a visitor or regulator can check.
  if (/^0+$/.test(site.licenseNumber)) found.push({ path: ["licenseNumber"], value: site.licenseNumber, why: "no license number is all zeros" });
  // Coordinates with no source, published in every page's business data.
  if (site.geo.unconfirmed)
    found.push({
      path: ["geo", "unconfirmed"],
      value: `${site.geo.latitude}, ${site.geo.longitude}`,
      why: "nobody has checked these coordinates against the real office",
      todo: "Find the office on a map, correct geo.latitude and geo.longitude if needed, then delete this line before publishing.",
    });
  // The promises' figures are the owner's word until call logs back them.
  if (site.arrival.unconfirmed)
    found.push({
      path: ["arrival", "unconfirmed"],
      value: `${site.arrival.alamance} and ${site.arrival.orange} minutes`,
      why: "the arrival times are the owner's claim, not yet confirmed from call logs",
      todo: "Check them against the call logs (change arrival.alamance and arrival.orange if needed), then delete this line before publishing.",
    });
  if (site.callbackUnconfirmed)
    found.push({
      path: ["callbackUnconfirmed"],
      value: `${site.callback} minutes`,
      why: "the call-back time is the owner's claim, not yet confirmed from call logs",
      todo: "Check it against the call logs (change callback if needed), then delete this line before publishing.",
    });
  return found.map(({ path, value, why, todo }) => ({
    file: source.file,
    ...source.at(path),
    field: path.join("."),
    message: `This is a placeholder (${why}). ${todo ?? "Replace it with the real value before publishing."}`,
    got: JSON.stringify(value),
  }));
}

/** Every review still marked `sample: true` in content/data/reviews.yaml. */
export function findSampleReviews(reviews: Reviews, source: YamlSource): Problem[] {
  return reviews.flatMap((review, i) =>
    review.sample
      ? [
          {
            file: source.file,
            ...source.at([i, "sample"]),
            field: `${i}.sample`,
            message:
              "This review is a sample text, not a client's words. Replace it with a real review (with the client's permission) or delete it before publishing.",
            got: JSON.stringify(review.name),
          },
        ]
      : [],
  );
}
