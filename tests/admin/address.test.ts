/** When the web editor reloads on an address change (admin/address.ts; issue #34, finding 5, decap-cms #4147). */
import { describe, expect, it } from "vitest";
import { entryOfAddress, needsReload } from "../../admin/address.ts";

describe("entryOfAddress", () => {
  it("names the entry of an editor address, and nothing for any other page", () => {
    expect(entryOfAddress("#/collections/counties/entries/alamance-county")).toBe("counties/entries/alamance-county");
    expect(entryOfAddress("#/collections/settings/entries/site")).toBe("settings/entries/site");
    expect(entryOfAddress("#/collections/bonds/new")).toBe("bonds/new");
    expect(entryOfAddress("#/collections/counties")).toBeUndefined();
    expect(entryOfAddress("")).toBeUndefined();
  });
});

describe("needsReload", () => {
  it("#34 reloads when the address moves from one entry's editor to another's, in a collection or across", () => {
    expect(needsReload("#/collections/counties/entries/alamance-county", "#/collections/counties/entries/orange-county")).toBe(true);
    expect(needsReload("#/collections/counties/entries/alamance-county", "#/collections/counties-es/entries/alamance-county")).toBe(true);
    expect(needsReload("#/collections/counties/entries/alamance-county", "#/collections/bonds/new")).toBe(true);
    expect(needsReload("#/collections/bonds/new", "#/collections/counties/entries/orange-county")).toBe(true);
  });

  it("leaves Decap's own moves alone: to and from lists, and a new entry's editor to the entry once saved", () => {
    expect(needsReload("#/collections/counties", "#/collections/counties/entries/orange-county")).toBe(false);
    expect(needsReload("#/collections/counties/entries/orange-county", "#/collections/counties")).toBe(false);
    expect(needsReload("#/collections/bonds/new", "#/collections/bonds/entries/spare-bonds")).toBe(false);
    expect(needsReload("#/collections/bonds/entries/a", "#/collections/bonds/entries/a")).toBe(false);
    expect(needsReload("#/collections/bonds/entries/a", "#/collections/bonds/new?duplicate=true")).toBe(false);
    expect(needsReload("#/collections/bonds/entries/a", "#/collections/counties/new?duplicate=true")).toBe(true);
  });
});
