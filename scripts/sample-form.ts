/**
 * A made-up form id (Jotform's ids are 15 digits), for the measurements and tests that need /apply with its form
 * island while content/site.yaml still holds the empty placeholder.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

export const sampleFormId = "241234567890123";

/** Writes `sampleFormId` as the form id of the site.yaml in `contentDir` (a copy of content/, never the real one). */
export function writeSampleFormId(contentDir: string): void {
  const siteYaml = path.join(contentDir, "site.yaml");
  writeFileSync(siteYaml, readFileSync(siteYaml, "utf8").replace(/formId: ""/, `formId: "${sampleFormId}"`));
}
