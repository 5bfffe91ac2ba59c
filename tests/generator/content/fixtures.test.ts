/** Each bad-content fixture prints exactly the message a maintainer needs (CONTRIBUTING.md, "Messages" and "Tests"). */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildSite } from "../../../generator/build/site.ts";
import { formatProblems, ProblemsError } from "../../../generator/content/problem.ts";
import { prepare } from "../../../generator/prepare.ts";
import { placeholderNames } from "../../../model/placeholders.ts";
import { contentWith, removeDir, root, withRealValues } from "../../helpers/content-fixture.ts";

const made: string[] = [];
afterAll(() => made.forEach(removeDir));

/** The formatted problems of building with the fixture laid over the real content. */
function messageFor(fixture: string): string {
  const dir = contentWith(fixture || undefined);
  made.push(dir);
  try {
    prepare(dir);
  } catch (error) {
    if (error instanceof ProblemsError) return formatProblems(error.problems);
    throw error;
  }
  return "no problems";
}

describe("content validation", () => {
  it("finds no problem in the real content", () => {
    expect(messageFor("")).toBe("no problems");
  });

  it("a badly written phone number shows the format to use", () => {
    expect(messageFor("bad-phone")).toBe(`content/site.yaml:6:8  phone
    Write the phone number like 919-555-0123.
    got: "(336) 555 0142" (14 characters)

1 problem in 1 file. dist/ was left as it was.
`);
  });

  it("#16 a premium cap above the law's 15% and plan lengths out of order say what to write", () => {
    expect(messageFor("premium-above-cap")).toBe(`content/site.yaml:30:12  premium.maxRate
    North Carolina law (G.S. 58-71-95) caps the premium at 15% of the bail. Write 0.15 or less.
    expected: at most 0.15
    got: 0.2
content/site.yaml:36:5  paymentPlans.planLength
    List the lines from the smallest bail amount up: each upTo must be larger than the one above it.
    got: a list of 3 items

2 problems in 1 file. dist/ was left as it was.
`);
  });

  it("#16 a figure typed where site.yaml names it points at the placeholder to write", () => {
    // The values come from the real site.yaml, so a maintainer who changes a time there keeps this test true.
    const { values } = prepare(contentWith(undefined)).content.langs.en!;
    const line = "The fastest way to reach us is by phone at {phone}. A licensed agent answers 24/7, and if you reach voicemail we call you back within ";
    const col = (text: string) => line.length + text.length + 1;
    expect(messageFor("typed-figure")).toBe(`content/pages/contact.md:21:${col("")}  body
    This figure is typed, so it can contradict site.yaml. Write {promise.callback} instead.
    expected: {promise.callback} (now "${values["promise.callback"]}")
    got: "5 minutes"
content/pages/contact.md:21:${col("5 minutes. Once the bond is posted, release takes ")}  body
    This figure is typed, so it can contradict site.yaml. Write {releaseTime} or {callToRelease} instead.
    expected: {releaseTime} (now "${values.releaseTime}") or {callToRelease} (now "${values.callToRelease}")
    got: "30–60 minutes"

2 problems in 1 file. dist/ was left as it was.
`);
  });

  it("front matter without its closing line is reported", () => {
    expect(messageFor("broken-front-matter")).toBe(`content/pages/faqs.md:1:1
    The front matter that starts on line 1 is never closed. Add a line holding only --- after the last field.

1 problem in 1 file. dist/ was left as it was.
`);
  });

  it("two files claiming the same route are both named", () => {
    expect(messageFor("duplicate-route")).toBe(`content/counties/wake-county-copy.md:2:7  path
    Two files claim the address /county/wake-county: content/counties/wake-county.md and content/counties/wake-county-copy.md. Give each page its own path.
content/counties/wake-county.md:2:7  path
    Two files claim the address /county/wake-county: content/counties/wake-county.md and content/counties/wake-county-copy.md. Give each page its own path.

2 problems in 2 files. dist/ was left as it was.
`);
  });

  it("an internal link to a path that is not a route is reported at the link", () => {
    expect(messageFor("link-to-missing-route")).toBe(`content/pages/about.md:22:31  body
    The link /testimonial goes to no page of this site. Use the path of an existing page.
    expected: a path listed on the sitemap page, like /contact
    got: "/testimonial"

1 problem in 1 file. dist/ was left as it was.
`);
  });

  it("a missing field points at the object that lacks it", () => {
    expect(messageFor("missing-field")).toBe(`content/counties/wake-county.md:2:1  description
    This field is required.

1 problem in 1 file. dist/ was left as it was.
`);
  });

  it("a too-short value shows the limit and the length found", () => {
    expect(messageFor("too-short")).toBe(`content/counties/wake-county.md:6:14  description
    Too short.
    expected: at least 50 characters
    got: "Short." (6 characters)

1 problem in 1 file. dist/ was left as it was.
`);
  });

  it("an unknown field points at its key", () => {
    expect(messageFor("unknown-field")).toBe(`content/counties/wake-county.md:14:1  updatd
    Unknown field "updatd". Check the spelling against content/README.md.

1 problem in 1 file. dist/ was left as it was.
`);
  });

  it("an unknown {placeholder} in Markdown is reported at its column", () => {
    expect(messageFor("unknown-placeholder")).toBe(`content/pages/process.md:23:12  body
    There is no value called {phoneNumber}. Check the spelling.
    expected: ${placeholderNames.map((n) => `{${n}}`).join(", ")}
    got: {phoneNumber}

1 problem in 1 file. dist/ was left as it was.
`);
  });

  it("#33 a {withForm: …} text left open names its field or paragraph", () => {
    expect(messageFor("unclosed-form-text")).toBe(`content/pages/contact.md:11:5  haveReady.0
    A {withForm: …} or {withoutForm: …} in this text is not closed. End it with } inside the same text.
    got: The full name of the person arrested {withForm: and the form's number
content/pages/contact.md:15:1  body
    A {withForm: …} or {withoutForm: …} in the paragraph that starts here is not closed. End it with } before the paragraph ends.

2 problems in 1 file. dist/ was left as it was.
`);
  });

  it("a value of the wrong type says what kind was expected", () => {
    expect(messageFor("wrong-type")).toBe(`content/counties/wake-county.md:13:8  order
    This value is the wrong kind.
    expected: a number
    got: text "seventh"

1 problem in 1 file. dist/ was left as it was.
`);
  });

  it("a YAML syntax error points at the unclosed quote", () => {
    expect(messageFor("yaml-syntax-error")).toBe(`content/data/navigation.yaml:6:11
    This YAML cannot be read. A quote or bracket is not closed. Close it on the same line.

1 problem in 1 file. dist/ was left as it was.
`);
  });
});

/** A copy of the real content with one file changed: the case follows the maintainers' edits instead of a frozen copy. */
function contentChanged(rel: string, change: (text: string) => string): string {
  const dir = contentWith();
  made.push(dir);
  const file = path.join(dir, rel);
  const before = readFileSync(file, "utf8");
  const after = change(before);
  expect(after).not.toBe(before);
  writeFileSync(file, after);
  return dir;
}

describe("fixtures of the Spanish site", () => {
  it("a template word missing from messages/es.yaml stops the build, naming the key and the English words", () => {
    const dir = contentChanged("messages/es.yaml", (text) => text.replace(/^ {2}step: .*\n/m, ""));
    const lines = readFileSync(path.join(dir, "messages/es.yaml"), "utf8").split("\n");
    const apply = lines.indexOf("apply:") + 1; // the group the key is missing from
    let problems = "";
    try {
      prepare(dir);
    } catch (error) {
      if (error instanceof ProblemsError) problems = formatProblems(error.problems);
      else throw error;
    }
    expect(problems).toBe(`content/messages/es.yaml:${apply + 1}:3  apply.step
    This file has no translation of "apply.step". Add it (the English reads: "Step {number}").

1 problem in 1 file. dist/ was left as it was.
`);
  });

  it("a word the glossary avoids that reaches an aria-label, though no content line holds it, is a warning naming the page", async () => {
    // A word the glossary avoids, split over two lines: no content line holds it, the table's aria-label does.
    const dir = contentChanged("es/pages/payment-plans.md", (text) =>
      text.replace(/^ {4}heading: "Ejemplos de planes de pago"$/m, "    heading: >-\n      Ejemplos de planes para fianzas\n      aseguradas"),
    );
    const out = mkdtempSync(path.join(tmpdir(), "glossary-fixture-"));
    made.push(dir, out);
    const { warnings } = await buildSite({ root, contentDir: dir, outDir: out, checks: false, cacheDir: path.join(out, ".cache") });
    const lines = warnings.join("\n").split("\n");
    const found = lines.filter((l) => l.includes("dist/es/planes-de-pago.html"));
    expect(found).toHaveLength(1);
    expect(found[0]).toContain('says "fianza garantizada" for "secured bond", not "fianzas aseguradas"');
    expect(found[0]).toContain("aria-label");
    expect(found[0]).toContain("made from content/es/pages/payment-plans.md");
    // No content line holds it: the line-by-line check of the content files does not see it.
    expect(lines.some((l) => l.includes("content/es/pages/payment-plans.md:") && l.includes("fianzas aseguradas"))).toBe(false);
    // With every placeholder real, --strict refuses the build for it alone, naming the built page.
    withRealValues(dir);
    const strictOut = mkdtempSync(path.join(tmpdir(), "glossary-fixture-"));
    made.push(strictOut);
    let refused = "";
    try {
      await buildSite({ root, contentDir: dir, outDir: strictOut, checks: false, strict: true, cacheDir: path.join(strictOut, ".cache") });
    } catch (error) {
      if (error instanceof ProblemsError) refused = formatProblems(error.problems);
      else throw error;
    }
    expect(refused).toContain("dist/es/planes-de-pago.html");
    expect(refused).toContain("fianzas aseguradas");
    expect(refused).toMatch(/^1 problem in 1 file\./m);
  });
});
