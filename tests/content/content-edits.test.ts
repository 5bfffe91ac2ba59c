/**
 * #45: a maintainer's ordinary content edit never fails `npm test`. A copy of content/ gets the edits the web editor
 * and content/README.md make everyday (a question, a review, a new phone, a new county with its Spanish twin and its
 * facts, a city removed with its twin, its facts and the links to it), is built with the build's own checks, and
 * must keep every rule the content and output tests hold the real content to (helpers/content-rules.ts).
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSite } from "../../generator/build/site.ts";
import { fileForPath } from "../../generator/checks/links.ts";
import { sourceHashOf } from "../../generator/content/translations.ts";
import { prepare } from "../../generator/prepare.ts";
import { contentWith, problemsOf, removeDir, root } from "../helpers/content-fixture.ts";
import { failedRules, infoPageRules, outputRules, type SiteUnderTest, siteUnderTest } from "../helpers/content-rules.ts";

const edit = (dir: string, file: string, change: (text: string) => string) => {
  const full = path.join(dir, file);
  const before = readFileSync(full, "utf8");
  const after = change(before);
  expect(after, `the edit of ${file} changed it`).not.toBe(before);
  writeFileSync(full, after);
};

/** Every Markdown and YAML file under `dir`, relative to it. */
const contentFiles = (dir: string) =>
  (readdirSync(dir, { recursive: true, encoding: "utf8" }) as string[]).filter((f) => /\.(md|ya?ml)$/.test(f) && !f.startsWith("."));

const english = prepare(path.join(root, "content"));
const city = english.routes.find((r) => r.lang === "en" && r.group === "cities")!;
const cityFile = path.basename(city.page.file); // like burlington-nc-bail-bonds.md
const cityPaths = Object.values(city.alternates) as string[];
const newPhone = "336-555-0199"; // 555-01xx: a range kept for fiction
const newCounty = {
  slug: "randolph-county",
  order: Math.max(...english.content.langs.en!.counties.map((c) => c.order)) + 1,
};

/** The edits: each as a maintainer makes it, by hand or in the web editor. */
function applyEdits(dir: string): void {
  // A fifth question on /vehicle-bail-bonds, in its first FAQ category.
  edit(dir, "bonds/vehicle-bail-bonds.md", (t) =>
    t.replace(
      /^faq:\n( {2}- title: .*\n {4}icon: .*\n {4}items:\n)/m,
      `faq:\n$1      - question: "Can I pay the premium for a DWI bond with a card?"\n        answer: "Yes. Call {phone} and we take the payment by phone, any hour."\n`,
    ),
  );
  // A review, newest first, about Alamance County.
  edit(dir, "data/reviews.yaml", (t) =>
    t.replace(
      /^- name:/m,
      "- name: Sample Client Z\n  rating: 4\n  text: The agent answered at midnight, told me the premium before I signed, and kept me posted until my sister was out.\n  verified: false\n  date: Sample\n  county: alamance-county\n  sample: true\n- name:",
    ),
  );
  // A new phone number in site.yaml: every page follows.
  edit(dir, "site.yaml", (t) => t.replace(/^phone: .*$/m, `phone: ${newPhone}`));
  // A new county, its Spanish twin and its facts (each with its source, as content/README.md asks).
  const en = [
    "---",
    `path: "/county/${newCounty.slug}"`,
    'label: "Randolph County"',
    'title: "Randolph County Bail Bonds | 24/7 Help in NC"',
    'heading: "Randolph County Bail Bonds"',
    'description: "Bail bonds for families with someone arrested in Randolph County, North Carolina. Call any hour; we explain the cost before you sign."',
    "keywords:",
    '  - "Randolph County bail bonds"',
    `order: ${newCounty.order}`,
    "towns:",
    '  - "Asheboro"',
    "---",
    "When someone is arrested in Randolph County, call {phone}. We tell you the cost before anything is signed and post the bond once it is set.",
    "",
  ].join("\n");
  writeFileSync(path.join(dir, "counties", `${newCounty.slug}.md`), en);
  const es = [
    "---",
    `path: "/es/fianzas-condado-de-randolph"`,
    `translationOf: content/counties/${newCounty.slug}.md`,
    `sourceHash: "${sourceHashOf(en)}"`,
    'label: "Condado de Randolph"',
    'title: "Fianzas en el condado de Randolph | Ayuda 24/7"',
    'heading: "Fianzas en el condado de Randolph"',
    'description: "Fianzas para familias con un ser querido arrestado en el condado de Randolph, Carolina del Norte. Llame a cualquier hora."',
    "keywords:",
    '  - "fianzas condado de Randolph"',
    `order: ${newCounty.order}`,
    "towns:",
    '  - "Asheboro"',
    "---",
    "Si arrestaron a alguien en el condado de Randolph, llame al {phone}. Le decimos el costo antes de firmar y pagamos la fianza en cuanto la fijan.",
    "",
  ].join("\n");
  writeFileSync(path.join(dir, "es/counties", `${newCounty.slug}.md`), es);
  writeFileSync(
    path.join(dir, "data/counties", `${newCounty.slug}.yaml`),
    [
      "sheriff:",
      `  name: "Randolph County Sheriff's Office" # source: https://randolphcountync.gov/517/Detention`,
      "  address:",
      '    city: "Asheboro" # source: https://www.courier-tribune.com/story/news/2021/06/29/whats-new-expansion-randolph-county-detention-center-asheboro-inmate-population-overcrowd-solution/5364909001/',
      "facilities:",
      '  - name: "Randolph County Detention Center" # source: https://www.randolphcountync.gov/373/Detention-Center',
      '    type: "County Detention Center"',
      "",
    ].join("\n"),
  );
  // Its names' Spanish, which every name of a facts file needs (content/messages/es.yaml, `phrases:`).
  edit(dir, "messages/es.yaml", (text) =>
    text.replace(
      /^phrases:\n/m,
      [
        "phrases:",
        `  - { en: "Randolph County Sheriff's Office", es: "Oficina del Sheriff del condado de Randolph" }`,
        '  - { en: "Randolph County Detention Center", es: "Centro de detención del condado de Randolph" }',
        "",
      ].join("\n"),
    ),
  );
  // A city removed: its page, its Spanish twin, its facts, and every link to it (the link's words stay).
  for (const file of [path.join("cities", cityFile), path.join("es/cities", cityFile), path.join("data/cities", cityFile.replace(/\.md$/, ".yaml"))])
    rmSync(path.join(dir, file), { force: true });
  for (const file of contentFiles(dir)) {
    const full = path.join(dir, file);
    const text = readFileSync(full, "utf8");
    let changed = text;
    for (const p of cityPaths)
      changed = changed
        .replaceAll(new RegExp(`\\[([^\\]]*)\\]\\(${p}\\)`, "g"), "$1") // a link in a text: its words stay
        .replaceAll(new RegExp(`^\\s*- "?${p}"?\\n`, "gm"), "") // an entry of a list of pages
        .replaceAll(new RegExp(`^\\s+path: "?${p}"?\\n`, "gm"), ""); // a card's link
    if (changed !== text) writeFileSync(full, changed);
  }
}

let dir: string;
let site: SiteUnderTest;

beforeAll(async () => {
  dir = contentWith();
  applyEdits(dir);
  // Committed, as a maintainer's edit is: the footer's year and the sitemap's lastmod come from git.
  for (const args of [
    ["init", "-q"],
    ["add", "-A"],
    ["-c", "user.name=Test", "-c", "user.email=test@example.com", "commit", "-qm", "edits"],
  ])
    expect(spawnSync("git", args, { cwd: dir, encoding: "utf8" }).status, `git ${args.join(" ")}`).toBe(0);
  expect(problemsOf(dir).map((p) => `${p.file}:${p.line}: ${p.message}`)).toEqual([]);
  const out = path.join(dir, "..", `${path.basename(dir)}-dist`);
  // With the build's own checks: a link left to the removed city would stop it here.
  await buildSite({ root, contentDir: dir, outDir: out, checks: true, cacheDir: path.join(`${out}-cache`) });
  site = siteUnderTest({ contentDir: dir, out });
});

afterAll(() => {
  if (!dir) return;
  for (const d of [dir, `${dir}-dist`, `${dir}-dist-cache`]) removeDir(d);
});

describe("#45 a maintainer's edits of content/", () => {
  it("reach the built site: the fifth question, the review, the phone, the new county in both languages, and no page of the removed city", () => {
    const faq = site.page("/vehicle-bail-bonds").querySelectorAll('[data-island="faq-accordion"] h3');
    expect(faq.map((h) => h.text)).toContain("Can I pay the premium for a DWI bond with a card?");
    expect(faq.length).toBe(
      (english.routes.find((r) => r.path === "/vehicle-bail-bonds")!.page as { faq: { items: unknown[] }[] }).faq.flatMap((c) => c.items).length + 1,
    );
    expect(site.html("/testimonials")).toContain("Sample Client Z");
    expect(site.html("/contact")).toContain(newPhone);
    expect(site.routes.map((r) => r.path)).toEqual(expect.arrayContaining([`/county/${newCounty.slug}`, "/es/fianzas-condado-de-randolph"]));
    expect(site.routes.length).toBe(english.routes.length); // two pages in, two out
    for (const p of cityPaths) {
      expect(site.routes.some((r) => r.path === p)).toBe(false);
      expect(existsSync(path.join(site.out, fileForPath(p))), p).toBe(false);
    }
  });

  it("keep every rule of the content and output tests", () => {
    expect(failedRules([...infoPageRules, ...outputRules], site)).toEqual([]);
  });
});
