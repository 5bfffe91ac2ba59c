/** axe-core (WCAG 2.2 AA) on a page the browser tests have loaded: all-pages on every route, islands on live states. */
import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "playwright-core";

const wcag22aa = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** The violations on `page`, one readable line each (empty when clean): the rule, its impact, and where (up to 3 nodes). */
export async function axeViolations(page: Page): Promise<string[]> {
  // Legacy mode runs axe in the page itself instead of merging frame results in an extra blank page: a third faster,
  // same results, and it only loses cross-origin iframes, which cannot load here (watchPage aborts other origins).
  // resultTypes: axe still runs every rule, but works out selectors and HTML only for the nodes that violate one;
  // for passing, incomplete and inapplicable rules it keeps one node each, which no test reads.
  // (One options() call: AxeBuilder's options() replaces what withTags() set.)
  const { violations } = await new AxeBuilder({ page })
    .options({ runOnly: { type: "tag", values: wcag22aa }, resultTypes: ["violations"] })
    .setLegacyMode()
    .analyze();
  return violations.map((v) => {
    const targets = v.nodes.slice(0, 3).map((n) => n.target.join(" "));
    const more = v.nodes.length > 3 ? ` and ${v.nodes.length - 3} more` : "";
    return `${v.id} (${v.impact ?? "no impact"}, ${v.nodes.length} nodes): ${v.help}\n      at ${targets.join(" | ")}${more}`;
  });
}
