/**
 * Client files for rendering a page in a unit test, without a client build: a made-up entry for each island the
 * templates can use (client.ts's islandEntries finds them; the header's island is on every page, so every page needs one).
 */
import { islandEntries } from "../../generator/client.ts";
import type { PageAssets } from "../../generator/render.tsx";
import { root } from "./content-fixture.ts";

export const testAssets: PageAssets = {
  stylesheet: "/assets/styles.css",
  islands: Object.fromEntries(Object.keys(islandEntries(root)).map((n) => [n, { entry: `/assets/${n}.js`, imports: ["/assets/react.js"] }])),
};
