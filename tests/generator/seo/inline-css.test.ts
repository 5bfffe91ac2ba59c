/** Per-page inline CSS: a page keeps the stylesheet's rules it can use, in order, and drops the others. */
import { describe, expect, it } from "vitest";
import { cssInliner, selectorNeeds, tagsOf } from "../../../generator/seo/inline-css.ts";

const href = "/assets/styles-abc.css";
const css =
  "/*! tailwindcss */@layer theme{:root,:host{--color-primary:#13294b;--color-muted:#eee;--font-sans:system-ui;--default-font:var(--font-sans)}}" +
  "@layer base{*,:after{box-sizing:border-box}html{font-family:var(--default-font)}h1,h2{font-size:inherit}abbr:where([title]){text-decoration:underline dotted}" +
  "::-webkit-datetime-edit{padding:0}::placeholder{opacity:1}}" +
  "@layer utilities{.flex{display:flex}.grid{display:grid}.text-primary{color:var(--color-primary)}" +
  ".md\\:text-5xl{font-size:3rem}@media (width>=48rem){.md\\:grid-cols-2{grid-template-columns:repeat(2,minmax(0,1fr))}}" +
  ".hover\\:bg-muted:hover{background:var(--color-muted)}.\\[\\&\\>svg\\]\\:size-4>svg{width:1rem}" +
  ".space-y-2>:not(:last-child){margin-top:.5rem}.rotate-180{rotate:180deg}.font-bold{--tw-font-weight:700;font-weight:700}" +
  ".leading-tight{line-height:var(--tw-leading,1.25)}}" +
  '[data-slot=drawer]{inset:0}@property --tw-font-weight{syntax:"*";inherits:false}@property --tw-leading{syntax:"*";inherits:false}';
const page = (body: string) =>
  `<!DOCTYPE html><html lang="en"><head><title>x</title><link rel="stylesheet" href="${href}"/></head><body>${body}</body></html>\n`;
const styleOf = (html: string) => /<style>([\s\S]*)<\/style>/.exec(html)?.[1];

describe("cssInliner", () => {
  const inline = cssInliner(css, href, { "faq-accordion": 'const c=e?"shrink-0 rotate-180":"shrink-0";jsx("abbr",{})' });

  it("replaces the stylesheet link with the rules the page uses, in the stylesheet's order", () => {
    const html = inline(page('<div class="grid md:grid-cols-2"><h1 class="text-primary">Hi</h1></div>'));
    expect(html).not.toContain('<link rel="stylesheet"');
    expect(styleOf(html)).toBe(
      "@layer theme{:root,:host{--color-primary:#13294b;--font-sans:system-ui;--default-font:var(--font-sans)}}" +
        "@layer base{*,:after{box-sizing:border-box}html{font-family:var(--default-font)}h1,h2{font-size:inherit}}" +
        "@layer utilities{.grid{display:grid}.text-primary{color:var(--color-primary)}" +
        "@media (width>=48rem){.md\\:grid-cols-2{grid-template-columns:repeat(2,minmax(0,1fr))}}}" +
        "[data-slot=drawer]{inset:0}",
    );
  });

  it("keeps the rules of every class of every class attribute, however the classes are spaced", () => {
    const style = styleOf(inline(page('<a class="flex  font-bold" href="/x.y"><b class="grid flex">d</b></a>')))!;
    for (const kept of [".flex{display:flex}", ".grid{display:grid}", ".font-bold{--tw-font-weight:700;font-weight:700}"]) expect(style).toContain(kept);
  });

  it("drops rules of classes the page does not use, and a block left empty", () => {
    const style = styleOf(inline(page('<p class="flex">x</p>')))!;
    expect(style).toContain(".flex{display:flex}");
    for (const dropped of [".grid{", ".text-primary", "md\\:text-5xl", "@media", "hover\\:bg-muted", "space-y-2", "rotate-180"])
      expect(style).not.toContain(dropped);
  });

  it("drops element rules for elements the page lacks, form-field pseudo-elements without a field", () => {
    const without = styleOf(inline(page("<p>x</p>")))!;
    for (const dropped of ["h1,h2", "abbr", "::-webkit-datetime-edit", "::placeholder"]) expect(without).not.toContain(dropped);
    const withAll = styleOf(inline(page('<h2>x</h2><abbr title="t">a</abbr><input name="q"/>')))!;
    for (const kept of ["h1,h2{font-size:inherit}", "abbr:where([title])", "::-webkit-datetime-edit{padding:0}", "::placeholder{opacity:1}"])
      expect(withAll).toContain(kept);
  });

  it("keeps a custom property and its @property only where a kept rule reads it", () => {
    expect(styleOf(inline(page("<p>x</p>")))).toContain(":root,:host{--font-sans:system-ui;--default-font:var(--font-sans)}");
    const bold = styleOf(inline(page('<b class="font-bold">x</b>')))!;
    expect(bold).toContain(".font-bold{--tw-font-weight:700;font-weight:700}");
    expect(bold).not.toContain("@property --tw-font-weight"); // set, never read
    expect(bold).not.toContain("--color-primary");
    const tight = styleOf(inline(page('<p class="leading-tight hover:bg-muted">x</p>')))!;
    expect(tight).toContain("@property --tw-leading{");
    expect(tight).toContain("--color-muted:#eee");
  });

  it("keeps variant rules (hover, arbitrary, :not) when the page names their class, entities decoded", () => {
    const style = styleOf(inline(page('<a class="hover:bg-muted [&amp;&gt;svg]:size-4 space-y-2"><svg width="1" height="1"></svg></a>')))!;
    expect(style).toContain(".hover\\:bg-muted:hover{background:var(--color-muted)}");
    expect(style).toContain(".\\[\\&\\>svg\\]\\:size-4>svg{width:1rem}");
    expect(style).toContain(".space-y-2>:not(:last-child){margin-top:.5rem}");
  });

  it("keeps the classes and elements an island's code adds, on pages with that island's marker only", () => {
    const style = styleOf(inline(page('<div data-island="faq-accordion" class="flex"></div>')))!;
    expect(style).toContain(".rotate-180{rotate:180deg}");
    expect(style).toContain("abbr:where([title])");
    expect(styleOf(inline(page('<div class="flex"></div>')))).not.toContain("rotate-180");
  });

  it("leaves a page without the stylesheet link as it is", () => {
    const html = "<!DOCTYPE html><title>Redirecting</title><p>Moved.</p>\n";
    expect(inline(html)).toBe(html);
  });

  it("gives pages that use the same rules the same CSS", () => {
    expect(styleOf(inline(page('<p class="grid">a</p>')))).toBe(styleOf(inline(page('<div class="grid"><b>b</b></div>'))));
  });
});

describe("selectorNeeds", () => {
  it("lists the classes and elements each selector of a list needs, unescaped, none inside :not()", () => {
    expect(selectorNeeds(".a,.b .c:hover")).toEqual([["a"], ["b", "c"]]);
    expect(selectorNeeds(".w-\\[min\\(24rem\\,calc\\(100vw-2rem\\)\\)\\]")).toEqual([["w-[min(24rem,calc(100vw-2rem))]"]]);
    expect(selectorNeeds(".group-open\\:x:is(:where(.group):is([open]) *)")).toEqual([["group-open:x", "group"]]);
    expect(selectorNeeds(".x>:not(.y)")).toEqual([["x"]]);
    expect(selectorNeeds("[data-slot=a],*,:after,::backdrop")).toEqual([[], [], [], []]);
    expect(selectorNeeds(".\\32 xl\\:p-4")).toEqual([["2xl:p-4"]]);
    expect(selectorNeeds(".prose h2,:where(select:is([multiple])) optgroup,:-moz-focusring:where(:not(iframe))")).toEqual([
      ["prose", "<h2"],
      ["<select", "<optgroup"],
      [],
    ]);
    expect(selectorNeeds("::file-selector-button")).toEqual([["<input"], ["<textarea"]]);
  });
});

describe("tagsOf", () => {
  it("reads every start tag, with those the parser adds", () => {
    expect([...tagsOf("<p>x</p><table><tr><td>1</td></tr></table>")].sort()).toEqual(["body", "head", "html", "p", "table", "tbody", "td", "tr"]);
  });
});
