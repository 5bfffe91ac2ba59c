/**
 * Content is data, never markup (ARCHITECTURE.md, "Markdown never carries markup"; issue #6): hostile values written in
 * content files are escaped where they end up (HTML text and attributes, JSON-LD, island props), stripped (raw HTML in
 * Markdown), or refused as a content error with file, line and a message (links that are not https:, tel: or mailto:).
 */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSite } from "../../generator/build/site.ts";
import { type Problem, ProblemsError } from "../../generator/content/problem.ts";
import { prepare } from "../../generator/prepare.ts";
import { listFiles } from "../../generator/write.ts";
import { contentWith, removeDir, root } from "../helpers/content-fixture.ts";

const made: string[] = [];
afterAll(() => made.forEach(removeDir));

/** Replaces `from` (which must occur) by `to` in the content file `rel` of `dir`; returns the 1-based line of `to`. */
function edit(dir: string, rel: string, from: string, to: string): number {
  const file = path.join(dir, rel.replace(/^content\//, "")); // dir is a copy of content/
  const text = readFileSync(file, "utf8");
  expect(text, `${rel} holds ${JSON.stringify(from)}`).toContain(from);
  const changed = text.replace(from, to);
  writeFileSync(file, changed);
  return changed.slice(0, changed.indexOf(to)).split("\n").length;
}

/** The content problems of `dir`, or [] when it loads. */
function problemsOf(dir: string): Problem[] {
  try {
    prepare(dir);
    return [];
  } catch (error) {
    if (error instanceof ProblemsError) return error.problems;
    throw error;
  }
}

const aboutBody = "We are a licensed bail bond agency in {city}";

describe("links in content", () => {
  const dir = contentWith();
  made.push(dir);
  const links = [
    "[our partner](javascript:alert(1))",
    "[old site](http://www.nccourts.gov)",
    "[a page](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
    "[forms](ftp://example.com/forms.pdf)",
    "[sneaky](JaVa&#x09;Script:alert(1))",
    "[by reference][bad]",
  ];
  const lines: number[] = []; // the line of each link above, then of the reference definition
  let urlLine = 0;
  let problems: Problem[] = [];

  beforeAll(() => {
    // Each goes right above the paragraph, so below the ones before it: the lines found stay right.
    for (const link of links) lines.push(edit(dir, "content/pages/about.md", aboutBody, `${link} is here.\n\n${aboutBody}`));
    lines.push(edit(dir, "content/pages/about.md", aboutBody, `[bad]: javascript:alert(2)\n\n${aboutBody}`));
    urlLine = edit(dir, "content/pages/resources.md", 'url: "https://www.nccourts.gov/ecourts"', 'url: "javascript:alert(1)"');
    problems = problemsOf(dir);
  });

  const about = () => problems.filter((p) => p.file === "content/pages/about.md");

  it("refuses every Markdown link that is not https:, tel:, mailto:, a path or a #fragment, at its line", () => {
    // The reference `[by reference][bad]` itself is fine; its definition is the link, and is refused.
    expect(about().map((p) => [p.line, p.field, p.got])).toEqual([
      [lines[0], "body", '"javascript:alert(1)"'],
      [lines[1], "body", '"http://www.nccourts.gov"'],
      [lines[2], "body", '"data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="'],
      [lines[3], "body", '"ftp://example.com/forms.pdf"'],
      [lines[4], "body", '"JaVa\\tScript:alert(1)"'],
      [lines[6], "body", '"javascript:alert(2)"'],
    ]);
  });

  it("tells the maintainer what to write instead, with an example", () => {
    const http = about().find((p) => p.got === '"http://www.nccourts.gov"')!;
    expect(http.message).toBe(
      "Links to other websites must use a secure address that starts with https://. Open the site to check that its https:// address works, then write that one.",
    );
    expect(http.expected).toContain("[NC eCourts](https://www.nccourts.gov/ecourts)");
    const js = about().find((p) => p.got === '"javascript:alert(1)"')!;
    expect(js.message).toBe(
      'Links may only go to pages of this site, to other websites with https://, or to a phone or email with tel: or mailto:. A "javascript" link is not allowed.',
    );
  });

  it("refuses a javascript: address in a front-matter url field, at that field", () => {
    expect(problems.filter((p) => p.file === "content/pages/resources.md")).toEqual([
      expect.objectContaining({ line: urlLine, message: "Write a full web address that starts with https://." }),
    ]);
  });

  it("refuses the same links in Markdown written in front matter (an FAQ answer, a card's text), at that field", () => {
    const fm = contentWith();
    made.push(fm);
    const answer = edit(
      fm,
      "content/pages/faqs.md",
      "Find out which jail is holding them.",
      "Find out [here](javascript:alert(9)) which jail is holding them.",
    );
    const card = edit(fm, "content/pages/payment-plans.md", 'text: "', 'text: "See <http://old.example/plans>. ');
    const found = problemsOf(fm).map((p) => [p.file, p.line, p.got]);
    expect(found).toEqual([
      ["content/pages/faqs.md", answer, '"javascript:alert(9)"'],
      ["content/pages/payment-plans.md", card, '"http://old.example/plans"'],
    ]);
  });

  it("accepts https:, tel:, mailto:, paths and fragments", () => {
    const good = contentWith();
    made.push(good);
    edit(
      good,
      "content/pages/about.md",
      aboutBody,
      `[eCourts](https://www.nccourts.gov/ecourts), [call](tel:+13365550142), [mail](mailto:info@example.com), [contact](/contact), [top](#main).\n\n${aboutBody}`,
    );
    expect(problemsOf(good)).toEqual([]);
  });
});

/** The description of the LocalBusiness in a page's JSON-LD, parsed back from the script element. */
function businessDescription(page: string): string | undefined {
  const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(page)![1]!;
  const graph: { "@type": string; description?: string }[] = JSON.parse(jsonLd)["@graph"];
  return graph.find((node) => node["@type"] === "LocalBusiness")?.description;
}

describe("hostile values in a built site", () => {
  const dir = contentWith();
  const outDir = mkdtempSync(path.join(tmpdir(), "hostile-out-"));
  made.push(dir, outDir);
  const closeScript = "</script><script>alert('x')</script>";
  let html: Record<string, string> = {};

  beforeAll(async () => {
    // Reaches the JSON-LD of every page: the English sentence, and its Spanish in content/messages/es.yaml.
    edit(dir, "content/site.yaml", "description: Licensed 24/7", `description: "Licensed ${closeScript} 24/7`);
    edit(dir, "content/site.yaml", "get loved ones home fast.", 'get loved ones home fast."');
    edit(dir, "content/messages/es.yaml", 'description: "Agencia de fianzas', `description: "Agencia ${closeScript} de fianzas`);
    // Reaches the FAQ island's props and its server HTML.
    edit(dir, "content/pages/faqs.md", "Someone I love was just arrested.", `Someone I love ${closeScript} was just arrested.`);
    edit(
      dir,
      "content/pages/faqs.md",
      "Find out which jail is holding them.",
      "Find out [here](/inmate-search) <iframe src='https://evil.example'></iframe> which jail is holding them.",
    );
    // HTML in a YAML string: the heading is text.
    edit(
      dir,
      "content/pages/about.md",
      'heading: "About Us: Helping Central NC Families Since {foundingYear}"',
      'heading: "<b onmouseover=alert(1)>About</b> Us"',
    );
    // Raw HTML in a Markdown body.
    edit(
      dir,
      "content/pages/about.md",
      aboutBody,
      `<script>alert("body")</script>\n\n<iframe src="https://evil.example/frame"></iframe>\n\nA <img src=x onerror=alert(1)> picture.\n\n${aboutBody}`,
    );
    await buildSite({ root, contentDir: dir, outDir, checks: true }); // the script budget check runs too
    html = Object.fromEntries(
      listFiles(outDir)
        .filter((f) => f.endsWith(".html"))
        .map((f) => [f, readFileSync(path.join(outDir, f), "utf8")]),
    );
  });

  it("never closes a script element early: JSON-LD and island props escape </script>", () => {
    for (const [file, text] of Object.entries(html)) {
      expect(text, file).not.toContain("<script>alert(");
      expect(text, file).not.toContain("</script><script>alert");
    }
    expect(businessDescription(html["index.html"]!)).toBe(
      `Licensed ${closeScript} 24/7 bail bond agency in Graham, NC, helping families across central North Carolina get loved ones home fast.`,
    );
    expect(businessDescription(html["es.html"]!)).toContain(`Agencia ${closeScript} de fianzas`);
    expect(html["faqs.html"]).toContain("\\u003c/script");
  });

  it("shows markup written in YAML strings as text", () => {
    expect(html["about.html"]).toContain("&lt;b onmouseover=alert(1)&gt;About&lt;/b&gt; Us</h1>");
    expect(html["about.html"]).not.toContain("<b onmouseover");
    expect(html["faqs.html"]).toContain("Someone I love &lt;/script&gt;&lt;script&gt;alert(&#x27;x&#x27;)&lt;/script&gt; was just arrested.");
  });

  it("strips raw HTML from Markdown bodies and answers: no iframe, script or event handler reaches a page", () => {
    for (const [file, text] of Object.entries(html)) {
      expect(text, file).not.toMatch(/<iframe/i);
      expect(text, file).not.toMatch(/<img[^>]*onerror/i);
    }
    // React separates adjacent text with empty comments; what is left between them is the text around the tags.
    expect(html["about.html"]).toContain("<p>A <!-- --> picture.</p>");
    expect(html["faqs.html"]).toMatch(/<p>Find out <a href="\/inmate-search">here<\/a> <!-- --> which jail is holding them\./);
  });
});
