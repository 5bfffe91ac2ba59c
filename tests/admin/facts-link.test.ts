/**
 * A county page's form points to the entry that holds the facts its preview shows (#44): the jail, sheriff and courts
 * of data/counties/<name>.yaml, which the county page's own form has no field for.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { factsEntryOf } from "../../admin/facts-link.ts";
import { cmsConfig, readCmsInputs } from "../../generator/cms/config.ts";
import { root } from "../helpers/content-fixture.ts";

const collections = (cmsConfig(readCmsInputs(root)) as { collections: { name: string; label?: string; folder?: string }[] }).collections;
const files = Object.fromEntries(
  ["data/counties", "data/cities"].flatMap((dir) =>
    readdirSync(path.join(root, "content", dir)).map((f) => [`${dir}/${f}`, readFileSync(path.join(root, "content", dir, f), "utf8")]),
  ),
);
const counties = readdirSync(path.join(root, "content/counties")).filter((f) => f.endsWith(".md"));

describe("#44: the county page's form points to its county facts", () => {
  it.each(counties.filter((f) => files[`data/counties/${f.replace(/\.md$/, ".yaml")}`] !== undefined))(
    "%s and its Spanish twin point to the county facts entry",
    (file) => {
      const slug = file.replace(/\.md$/, "");
      const facts = { collection: "county-data", label: "County facts (jails, sheriff, courts)", slug, file: `data/counties/${slug}.yaml` };
      expect(factsEntryOf(`counties/${file}`, files, collections)).toEqual(facts);
      expect(factsEntryOf(`es/counties/${file}`, files, collections)).toEqual(facts);
    },
  );

  it("points nowhere for a page without a facts file, or a page of another kind", () => {
    expect(factsEntryOf("counties/nowhere-county.md", files, collections)).toBeUndefined();
    expect(factsEntryOf("pages/faqs.md", files, collections)).toBeUndefined();
  });
});
