/**
 * A synthetic site for the bench: a temporary copy of content/ plus N generated county-like pages whose Markdown
 * body is modelled on content/counties/alamance-county.md, rendered with the real templates, header, footer and
 * JSON-LD. They are written as city pages (content/cities/), not county files: every page's header, footer and
 * JSON-LD list all counties, so N extra counties would make every page O(N) long and the site O(N²) in bytes —
 * a 4,000-entry Counties menu that no real site would have.
 */
import { cpSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const townPool = [
  "Oak Ridge",
  "Pine Hill",
  "Cedar Grove",
  "Maple Springs",
  "Willow Creek",
  "Fox Run",
  "Stony Point",
  "Red Bank",
  "Mill Town",
  "Laurel Park",
  "Bethany",
  "Shady Grove",
] as const;

/** The file name (without .md) of the `index`-th synthetic county, counting from 1. */
export function syntheticCountySlug(index: number): string {
  return `bench-county-${String(index).padStart(4, "0")}`;
}

/** The text of one synthetic county file: valid front matter and a realistic Markdown body. */
export function syntheticCountyFile(index: number): string {
  const slug = syntheticCountySlug(index);
  const number = String(index).padStart(4, "0");
  const label = `Bench County ${number}`;
  const towns = Array.from({ length: 5 }, (_, k) => townPool[(index + k * 5) % townPool.length]!);
  const [seat, ...others] = towns;
  const quote = (s: string) => JSON.stringify(s);
  return [
    "---",
    `path: ${quote(`/${slug}`)}`,
    `label: ${quote(label)}`,
    `title: ${quote(`${label} Bail Bonds | ${seat}, NC 24/7`)}`,
    `heading: ${quote(`${label} Bail Bonds From Our {city} Office`)}`,
    `description: ${quote(`Local bail bondsman for all of ${label}. Open 24/7, agents usually on site within the hour, Spanish spoken.`)}`,
    "keywords:",
    `  - ${quote(`${label} bail bonds`)}`,
    `  - ${quote(`bail bondsman ${seat} NC`)}`,
    `  - ${quote(`${label} jail bond`)}`,
    `county: "alamance-county"`,
    "---",
    `${label} is part of our service area. Our office is at {address}, a drive away from the ${label} Sheriff's Office and the courthouse in ${seat}. When you call {phone}, an agent can usually be with you within the hour anywhere in the county, day or night.`,
    "",
    `People arrested in ${label} are held at the ${label} Detention Center, which the Sheriff's Office runs. Criminal cases are heard at the courthouse in ${seat}. Once the bail amount is known, we can often move quickly, and our [immigration bonds](/immigration-bonds) page explains what is different for someone held on an immigration matter.`,
    "",
    "## What to have ready when you call",
    "",
    "- The full name and date of birth of the person arrested",
    `- Where they are held, usually the ${label} Detention Center`,
    "- The bail amount, if you already know it",
    "- A phone number where we can reach you at any hour",
    "",
    `We serve every corner of the county, from ${seat} to ${others.join(", ")}. Our Spanish-speaking agents are here for families who are more comfortable in Spanish. [Contact us](/contact) with any question, or [apply online](/apply) to get started.`,
    "",
  ].join("\n");
}

/** Copies `contentDir` into a new temporary folder and adds `count` synthetic county-like pages; returns the folder. */
export function createSyntheticContent(contentDir: string, count: number): string {
  const dir = mkdtempSync(path.join(tmpdir(), `bench-content-${count}-`));
  cpSync(contentDir, dir, { recursive: true });
  for (let i = 1; i <= count; i++) writeFileSync(path.join(dir, "cities", `${syntheticCountySlug(i)}.md`), syntheticCountyFile(i));
  return dir;
}
