/** #44 L7: Decap's "View Live" and header link follow site.yaml's address, and are left out while it is a placeholder. */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { liveUrl } from "../../admin/live-url.ts";
import { contentWith, removeDir, root, withRealValues } from "../helpers/content-fixture.ts";

describe("#44 L7 the editor's link to the live site", () => {
  it("is left out while site.yaml's url is a placeholder, and is the real address once set", () => {
    // The placeholder as site.yaml ships it, whatever the content says today.
    const text = readFileSync(path.join(root, "content/site.yaml"), "utf8").replace(/^url: .*$/m, "url: https://www.example.com # placeholder");
    expect(liveUrl(text)).toBeUndefined();
    const dir = withRealValues(contentWith());
    const real = readFileSync(path.join(dir, "site.yaml"), "utf8");
    expect(liveUrl(real)).toBe(/^url: (\S+)/m.exec(real)![1]);
    removeDir(dir);
  });
});
