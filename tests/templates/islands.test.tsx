/** The islands' pure parts and server HTML: keyboard rule, rich text, markers and the scripts a page gets. */
import path from "node:path";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { markdownToRich } from "../../generator/content/rich-text.ts";
import { islandScripts, readInteractionLoader } from "../../generator/island-scripts.ts";
import { prepare } from "../../generator/prepare.ts";
import type { IslandDef } from "../../templates/islands/define.ts";
import { faqAccordion } from "../../templates/islands/faq-accordion/faq-accordion.tsx";
import { focusTarget } from "../../templates/islands/faq-accordion/focus-target.ts";
import { Island, IslandsUsed } from "../../templates/islands/island.tsx";
import { RichText } from "../../templates/islands/rich-text.tsx";
import { toaster } from "../../templates/islands/toaster/toaster.tsx";
import { PageSite } from "../../templates/words.tsx";
import { root } from "../helpers/content-fixture.ts";

describe("focusTarget (WAI-ARIA accordion keys)", () => {
  it("moves down and up with wrapping, jumps with Home and End, and ignores other keys", () => {
    expect(focusTarget("ArrowDown", 0, 3)).toBe(1);
    expect(focusTarget("ArrowDown", 2, 3)).toBe(0);
    expect(focusTarget("ArrowUp", 0, 3)).toBe(2);
    expect(focusTarget("ArrowUp", 2, 3)).toBe(1);
    expect(focusTarget("Home", 2, 3)).toBe(0);
    expect(focusTarget("End", 0, 3)).toBe(2);
    expect(focusTarget("Tab", 1, 3)).toBeNull();
    expect(focusTarget("Enter", 1, 3)).toBeNull();
  });
});

describe("markdownToRich", () => {
  // The hidden note an outside link carries, in the page's language (content/messages/<lang>.yaml common.newTab).
  const newTab = "(opens in a new tab)";

  it("keeps paragraphs, emphasis and links, makes the phone number a tel: link and marks outside links", () => {
    const rich = markdownToRich("Call 336-555-0142 **now**.\n\nSee [plans](/payment-plans) or [NCDOI](https://www.ncdoi.gov).", "336-555-0142", newTab);
    expect(renderToString(<RichText nodes={rich} />)).toBe(
      '<p>Call <a href="tel:+13365550142" class="whitespace-nowrap">336-555-0142</a> <strong>now</strong>.</p>' +
        '<p>See <a href="/payment-plans">plans</a> or <a href="https://www.ncdoi.gov" target="_blank" rel="noopener noreferrer">NCDOI<span class="sr-only"> (opens in a new tab)</span></a>.</p>',
    );
  });

  it("says so in the note it is given, for a Spanish page", () => {
    const rich = markdownToRich("Vea [NCDOI](https://www.ncdoi.gov).", "336-555-0142", "(se abre en una pestaña nueva)");
    expect(renderToString(<RichText nodes={rich} />)).toBe(
      '<p>Vea <a href="https://www.ncdoi.gov" target="_blank" rel="noopener noreferrer">NCDOI<span class="sr-only"> (se abre en una pestaña nueva)</span></a>.</p>',
    );
  });

  it("drops raw HTML tags, so an answer cannot inject markup (the text between them stays text)", () => {
    const html = renderToString(<RichText nodes={markdownToRich('Hi <script>alert(1)</script><img src=x onerror="y">', "336-555-0142", newTab)} />);
    expect(html).toBe("<p>Hi <!-- -->alert(1)</p>");
  });
});

describe("<Island>", () => {
  const groups = [{ title: "Cost", items: [{ question: "How much?", answer: ["Ten percent." as const] }] }];
  const { contexts, content } = prepare(path.join(root, "content"));
  const languages = content.locales.map((l) => l.code);

  it.each(languages)("renders the server HTML inside a marker with the props as JSON and the %s error title, and records the island", (lang) => {
    const ctx = contexts[lang]!;
    const used = new Set<IslandDef<never>>();
    const html = renderToString(
      <PageSite value={ctx}>
        <IslandsUsed value={used}>
          <Island island={faqAccordion} props={{ id: "faq", level: 2, groups }} />
        </IslandsUsed>
      </PageSite>,
    );
    const marker = /^<div data-island="faq-accordion" data-props="([^"]*)" data-error-title="([^"]*)">/.exec(html);
    expect(marker).not.toBeNull();
    expect(JSON.parse(marker![1]!.replace(/&quot;/g, '"'))).toEqual({ id: "faq", level: 2, groups });
    // The words the error boundary shows if the island fails in the browser, in the page's language.
    expect(marker![2]).toBe(ctx.t("island.error"));
    expect([...used].map((i) => i.name)).toEqual(["faq-accordion"]);
    // #16 before JavaScript each question is a collapsed <details> of the page's one exclusive set, its heading
    // inside the summary, so a tap opens it natively; nothing is a button or hidden waiting for hydration.
    expect(html).toMatch(/<details name="faq" class="[^"]*"><summary id="faq-0-0-q"[^>]*><h3 [^>]*>How much\?/);
    expect(html).not.toMatch(/<details[^>]* open/);
    expect(html).not.toContain("<button");
    expect(html).not.toMatch(/ hidden[ =>]/);
  });
});

describe("islandScripts", () => {
  const assets = {
    "faq-accordion": { entry: "/assets/faq.js", imports: ["/assets/react.js"] },
    toaster: { entry: "/assets/toaster.js", imports: ["/assets/react.js", "/assets/store.js"] },
  };

  it("gives a page without islands no script at all", () => {
    expect(islandScripts([], assets)).toBe("");
  });

  it("loads a load-time island with a module script and preloads its chunks", () => {
    expect(islandScripts([toaster as IslandDef<never>], assets)).toBe(
      '<link rel="modulepreload" href="/assets/react.js"/><link rel="modulepreload" href="/assets/store.js"/>' +
        '<script type="module" src="/assets/toaster.js"></script>',
    );
  });

  it("gives an interaction island an inline loader that fetches nothing until it runs its start()", () => {
    const html = islandScripts([faqAccordion as IslandDef<never>], assets);
    expect(html).toMatch(/^<script type="module">const \{entries,preloads,selector\}=.*<\/script>$/s);
    expect(html).not.toContain("src=");
    expect(html).toContain('"entries":["/assets/faq.js"]');
    expect(html).toContain('"preloads":["/assets/react.js"]');
  });

  it("writes a loader that readInteractionLoader (the script budget, the build summary) reads back", () => {
    const html = islandScripts([faqAccordion as IslandDef<never>], assets);
    expect(readInteractionLoader(html)).toEqual({ entries: ["/assets/faq.js"], preloads: ["/assets/react.js"], islands: ["faq-accordion"] });
    expect(readInteractionLoader('console.error("404");')).toBeUndefined();
  });
});
