/** Markdown bodies: HTML without raw HTML from content, safe outside links, tappable phone numbers, right line numbers. */
import { toJsxRuntime } from "hast-util-to-jsx-runtime";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { bodyHast, markdownToHtml, parseMarkdown } from "../../../generator/content/markdown.ts";
import { placeholderValues, valueWords } from "../../../generator/content/placeholders.ts";
import type { Site } from "../../../model/schemas/index.ts";

const values = placeholderValues(
  {
    name: "Main Street Bail Bonds",
    phone: "336-555-0142",
    email: "info@example.com",
    address: { street: "202 S Main St, Unit E", city: "Graham", region: "NC", postalCode: "27253", country: "US" },
    foundingYear: 2010,
    rating: { value: 5, reviewCount: 47 },
    premium: { typicalRate: 0.1, maxRate: 0.15, minimumFee: 50, statute: "G.S. 58-71-95" },
    paymentPlans: { downPayment: [0.25, 0.5], planLength: [{ upTo: null, months: 12 }] },
    times: { booking: [60, 180], conditions: [360, 2880], paperwork: [30, 60], posting: [30, 60], release: [30, 120] },
    arrival: { alamance: 30, orange: 45 },
    callback: 5,
    cosignerRule: "an adult of 18 or older",
    licenseNumber: "0123456",
  } as Site,
  { countiesServed: 12, countiesWithJailList: 9, jailCount: 14, jailsWithPhone: 4 },
  valueWords(new Map()),
);
// The hidden note an outside link carries, in the page's language (content/messages/<lang>.yaml common.newTab).
const newTab = "(opens in a new tab)";
const html = (text: string, note = newTab) => {
  const { source, problems } = parseMarkdown(`---\ntitle: x\n---\n${text}`, "content/pages/x.md");
  expect(problems).toEqual([]);
  return markdownToHtml(source!.tree, values, note, false);
};

describe("markdownToHtml", () => {
  it("drops raw HTML tags, so content cannot inject markup or script (text between tags stays text)", () => {
    const out = html('Hello <script>alert(1)</script> <iframe src="https://evil.test"></iframe>\n\n<div onclick="x()">block</div>');
    expect(out).toBe("<p>Hello <!-- -->alert(1)<!-- --> </p>"); // the seams are React's, as renderToString wrote them
  });

  it("opens outside links in a new tab, safely, and says so to screen readers in the note it is given", () => {
    expect(html("[eCourts](https://www.nccourts.gov/ecourts)")).toBe(
      '<p><a href="https://www.nccourts.gov/ecourts" target="_blank" rel="noopener noreferrer">eCourts<span class="sr-only"> (opens in a new tab)</span></a></p>',
    );
    expect(html("[eCourts](https://www.nccourts.gov/ecourts)", "(se abre en una pestaña nueva)")).toBe(
      '<p><a href="https://www.nccourts.gov/ecourts" target="_blank" rel="noopener noreferrer">eCourts<span class="sr-only"> (se abre en una pestaña nueva)</span></a></p>',
    );
    expect(html("[contact](/contact)")).toBe('<p><a href="/contact">contact</a></p>');
  });

  it("fills placeholders and turns {phone} into a tap-to-call link", () => {
    expect(html("Call {phone}, we serve {countiesServed} counties at a {premiumRange} premium.")).toBe(
      '<p>Call <a href="tel:+13365550142" class="whitespace-nowrap">336-555-0142</a>, we serve 12 counties at a 10\u2060–\u206015% premium.</p>',
    );
    expect(html("A $10,000 bond costs at most {capOn10000}.")).toBe("<p>A $10,000 bond costs at most $1,500.</p>");
  });

  it("glues a statute's number at its hyphens, so a phone's width never breaks it in two", () => {
    expect(html("The cap (G.S. 58-71-95), as S.L. 2015-180 changed it, and G.S. 15A-534(b).")).toBe(
      "<p>The cap (G.S. 58\u2060-\u206071\u2060-\u206095), as S.L. 2015\u2060-\u2060180 changed it, and G.S. 15A\u2060-\u2060534(b).</p>",
    );
    expect(html("Dates like 2026-11-29 and numbers like 336-555-0199 are left as written.")).toBe(
      "<p>Dates like 2026-11-29 and numbers like 336-555-0199 are left as written.</p>",
    );
  });
});

describe("parseMarkdown", () => {
  it("gives body links their line in the file, below the front matter", () => {
    const { source } = parseMarkdown("---\ntitle: x\nlabel: y\n---\n\nFirst.\n\nSee [us](/contact).\n", "content/pages/x.md");
    expect(source!.links).toEqual([{ href: "/contact", file: "content/pages/x.md", line: 8, column: 5, field: "body" }]);
  });

  it("refuses a # heading in the body: the page's <h1> comes from its heading field", () => {
    const { problems } = parseMarkdown("---\ntitle: x\n---\n# Big\n", "content/pages/x.md");
    expect(problems.map((p) => [p.line, p.message])).toEqual([
      [4, "Start headings in the text with ## . The page's single # heading comes from the `heading` field."],
    ]);
  });
});

describe("markdownToHtml writes React's bytes (#47: bodies became strings, no page may change)", () => {
  // Every construct CommonMark gives a body, with the characters React escapes, and adjacent texts (a reference
  // link with no definition stays text beside text), which React separates with an empty comment. No image: React
  // hoisted a preload <link> for one into the head, which a string body does not (no content has a body image).
  const sample = [
    '## It\'s "quoted" & <b>bold</b> > less',
    "Call {phone} or [apply](/apply 'It\\'s a \"title\"'), *em*, **strong**, `code & <x>`, [eCourts](https://www.nccourts.gov/ecourts).",
    "Hard  \nbreak, [undefined][ref] here, and ***both***.",
    "> A quote\n> on two lines",
    "1. one\n2. two\n\n---\n\n3. three",
    "- a\n- b\n\n  loose",
    '```js\nconst a = 1 < 2 && "x";\n```',
    "    indented code",
  ].join("\n\n");

  it("is byte for byte what renderToString made of the same tree as React elements", () => {
    const { source, problems } = parseMarkdown(`---\ntitle: x\n---\n${sample}`, "content/pages/x.md");
    expect(problems).toEqual([]);
    const html = markdownToHtml(source!.tree, values, newTab, false);
    expect(html).toContain("It&#x27;s &quot;quoted&quot; &amp;"); // the sample reaches React's escapes
    expect(html).toContain("<!-- -->"); // and a seam between two texts
    expect(html).toContain("<br/>");
    // What the build did before #47: the same tree as React elements, rendered with the page.
    const react = renderToString(toJsxRuntime(bodyHast(source!.tree, values, newTab, false), { Fragment, jsx, jsxs }));
    expect(html).toBe(react);
  });
});
