/**
 * Client files for rendering a page in a unit test, without a client build: a made-up entry for each island the
 * templates can use (the header's island is on every page, so every page needs one).
 */
import type { PageAssets } from "../../generator/render.tsx";

const island = (name: string) => ({ entry: `/assets/${name}.js`, imports: ["/assets/react.js"] });

export const testAssets: PageAssets = {
  stylesheet: "/assets/styles.css",
  islands: Object.fromEntries(["header-menus", "faq-accordion", "premium-calculator", "apply-form", "toaster"].map((n) => [n, island(n)])),
};
