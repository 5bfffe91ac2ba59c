/**
 * Issue #4's counts and figures, read from the built HTML of the service and information pages: every list shows
 * each item its content lists, every timeframe the content gives is on the page, and the calls to action are there.
 * The rules live in helpers/content-rules.ts, where content-edits.test.ts runs them on an edited copy too (#45).
 */
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import * as schemas from "../../model/schemas/index.ts";
import { builtSite } from "../helpers/built-site.ts";
import { root } from "../helpers/content-fixture.ts";
import { infoPageRules, type SiteUnderTest, siteUnderTest } from "../helpers/content-rules.ts";

let site: SiteUnderTest; // the shared build of content/ (helpers/built-site.ts): read only

beforeAll(async () => {
  site = siteUnderTest({ contentDir: path.join(root, "content"), out: await builtSite() });
});

describe("the service and information pages keep their content's rules", () => {
  for (const rule of infoPageRules) it(rule.name, () => rule.check(site));
});

describe("content/data/law.yaml", () => {
  it("#16 refuses a law fact that was not seen in its source", () => {
    const entry = {
      cite: "G.S. 15A-544.1",
      fact: "The Part's procedures are the only way a bail bond can be forfeited.",
      source: "https://www.ncleg.gov/",
      reread: "2026-11-26",
      status: "unconfirmed",
    };
    const result = schemas.law.safeParse([entry]);
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.message).toMatch(/^Only facts marked found/);
  });
});
