/**
 * #33: statements of law that a later law made untrue stay gone. The truth audit of 2026-11-26 found pages still
 * saying what was true before S.L. 2022-73 (late forfeiture notice, State v. Roulhac), before Iryna's Law (the
 * written promise to appear as a release option, three convictions counted without their class), and an absolute
 * "non-refundable" premium against G.S. 58-71-20. Each wording below is looked for in every content file of both
 * languages and named by its file and line. content/data/law.yaml may say that the written promise was ended, and
 * the glossary names the term families still hear: those two are not pages.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { officialSources } from "../../generator/content/law.ts";
import { listFiles } from "../../generator/write.ts";
import { problemsOf, root } from "../helpers/content-fixture.ts";

/** Each retired statement, as the English and Spanish pages wrote it, and why it is wrong now. */
const retired: { pattern: RegExp; why: string; exceptIn?: string[] }[] = [
  { pattern: /Roulhac/, why: "State v. Roulhac applied the forfeiture law before S.L. 2022-73" },
  {
    pattern: /cannot become a final judgment|no puede convertirse en sentencia definitiva/i,
    why: "S.L. 2022-73 repealed the rule that a late notice keeps a forfeiture from becoming final",
  },
  {
    pattern: /(written )?promise to (appear|return)|promesa escrita/i,
    why: "Iryna's Law is reported to end release on a written promise: say what applies through {law.releaseOptions}",
    exceptIn: ["data/law.yaml", "es/data/law.yaml", "data/glossary.yaml"],
  },
  {
    // #46 reading 3: Iryna's Law did away with the written promise; "changed when" suggested it is still generally there.
    pattern: /changed when a written promise|cambió cuándo se puede usar|whether it is possible in your case|si es posible en su caso/i,
    why: "Iryna's Law removed release on a written promise to appear (NC Health News, 2025-12-22): say that, in law.yaml and the glossary too",
  },
  {
    pattern: /for some defendants|para algunos acusados/i,
    why: "no source says Iryna's Law limits the written promise only for some defendants; say it changed when one can be used",
  },
  {
    pattern: /within 30 days after the notice|dentro de los 30 días siguientes al aviso/i,
    why: "the 30-day motion window after a late notice (S.L. 2022-73) is not in any official text read yet",
  },
  {
    pattern: /three or more convictions in|tres o más condenas en/i,
    why: "Iryna's Law counts only Class 1 misdemeanors or higher, from separate court sessions",
  },
  {
    // #46: the status after Matter of Yajure Hurtado is said once, dated, in {law.noBondHearing}.
    pattern: /being challenged in federal court|hearing challenges to it|está impugnada en las cortes|revisando impugnaciones/i,
    why: "Maldonado Bautista (C.D. Cal.) declared many entitled to a bond hearing; EOIR told judges in January 2026 to keep following Yajure Hurtado",
  },
  {
    pattern: /may require a bond for it|puede exigir una fianza para eso/i,
    why: "8 U.S.C. 1229c(b)(3): voluntary departure granted at the end of the case requires a bond",
  },
  {
    pattern: /^\s*collateralReturn: "(By law, collateral must be returned within 15 days|Por ley, el colateral se debe devolver dentro de los 15)/,
    why: "11 NCAC 13 .0512(b) says immediately; the statute's 15 days is the outer limit",
  },
  {
    pattern: /we return the full premium \(G\.S\. 58-71-20\)|le devolvemos la prima completa \(G\.S\. 58-71-20\)/,
    why: "G.S. 58-71-20 returns the premium within 72 hours of the surrender",
  },
  {
    pattern: /reasons must be recorded, except|deben quedar registrados, salvo/,
    why: "G.S. 15A-534(b): in writing only as far as the local pretrial release policy requires",
  },
  {
    pattern: /non-?refundable|guarantee the rest|garantizamos el resto/i,
    why: "G.S. 58-71-20 returns the premium in some surrenders ({law.premiumRefund}); we guarantee the full bail",
  },
];

const contentDir = path.join(root, "content");
const files = listFiles(contentDir)
  .map((f) => f.split(path.sep).join("/"))
  .filter((f) => /\.(md|ya?ml)$/.test(f) && !f.startsWith(".schemas/"));

/** Where `pattern` occurs in `text`, as file:line. */
function findings(file: string, text: string, pattern: RegExp): string[] {
  return text.split("\n").flatMap((line, i) => (pattern.test(line) ? [`content/${file}:${i + 1}`] : []));
}

describe("statements of law a later law made untrue", () => {
  it("reads the content files of both languages", () => {
    expect(files.some((f) => f.startsWith("es/"))).toBe(true);
    expect(files).toContain("data/law.yaml");
  });

  for (const { pattern, why, exceptIn = [] } of retired)
    it(`no page says ${pattern}`, () => {
      const found = files.filter((f) => !exceptIn.includes(f)).flatMap((f) => findings(f, readFileSync(path.join(contentDir, f), "utf8"), pattern));
      expect(found, why).toEqual([]);
    });
});

describe("#46: the rules that make a family wait for a judge, and the immigration bond status, are entries", () => {
  type Entry = { cite: string; source: string; reread?: string; says?: Record<string, string> };
  const law = parse(readFileSync(path.join(contentDir, "data/law.yaml"), "utf8")) as Entry[];
  const lawEs = parse(readFileSync(path.join(contentDir, "es/data/law.yaml"), "utf8")) as { entries: Entry[] };
  const said = (entries: Entry[], name: string) => entries.find((e) => e.says?.[name])?.says?.[name];

  it.each([
    ["G.S. 15A-534.1", "domesticViolenceJudge"],
    ["G.S. 15A-533(h)", "newArrestJudge"],
  ])("%s is an entry with its official text on ncleg.gov and a statement in both languages", (cite, name) => {
    const entry = law.find((e) => e.cite === cite);
    expect(entry, cite).toBeDefined();
    const ncleg = officialSources.find((k) => k.cite.test(cite))!.hosts;
    expect(ncleg).toContain(new URL(entry!.source).hostname);
    for (const words of [/only a judge/, /first 48 hours/]) expect(entry!.says?.[name]).toMatch(words);
    for (const words of [/solo un juez/, /primeras 48 horas/]) expect(said(lawEs.entries, name)).toMatch(words);
  });

  it("the process page and the night-and-weekend question show them, in both languages", () => {
    for (const rel of ["pages/process.md", "es/pages/process.md"]) {
      const text = readFileSync(path.join(contentDir, rel), "utf8");
      expect(text, rel).toContain("{law.domesticViolenceJudge}");
      expect(text, rel).toContain("{law.newArrestJudge}");
    }
    for (const rel of ["pages/faqs.md", "es/pages/faqs.md"])
      expect(readFileSync(path.join(contentDir, rel), "utf8"), rel).toContain("{law.domesticViolenceJudge}");
  });

  it("an entry whose official text nobody has read is refused by --strict at its line", () => {
    const lines = readFileSync(path.join(contentDir, "data/law.yaml"), "utf8").split("\n");
    const unread = law.filter((e) => e.reread === undefined).map((e) => e.cite);
    expect(unread).toEqual(expect.arrayContaining(["G.S. 15A-534.1", "G.S. 15A-533(h)"])); // not opened at ncleg.gov: a launch gate
    const strict = problemsOf(contentDir, true).filter((p) => p.file === "content/data/law.yaml");
    for (const cite of unread) {
      const line = lines.indexOf(`- cite: ${cite}`) + 1;
      expect(
        strict.some((p) => p.line === line && p.message.startsWith(`Nobody has read ${cite} at its official source`)),
        cite,
      ).toBe(true);
    }
  });

  it("#46 readings 4-7 M1: the immigration bond status is dated, names the courts' split and the class action, where ICE holds the person and a lawyer today, and both languages name the same cases", () => {
    const en = said(law, "noBondHearing")!;
    const es = said(lawEs.entries, "noBondHearing")!;
    const day = /As of (\w+ \d{1,2}, \d{4})/.exec(en)?.[1];
    expect(day, en).toBeDefined();
    expect(Number.isNaN(Date.parse(day!))).toBe(false);
    expect(es).toMatch(/Al \d{1,2} de \p{L}+ de \d{4}/u);
    for (const [text, words] of [
      [en, ["Fifth", "Eighth", "class action", "Supreme Court", "where ICE holds", "immigration lawyer today"]],
      [es, ["Quinto", "Octavo", "demanda colectiva", "Corte Suprema", "detenido ICE", "abogado de inmigración"]],
    ] as const)
      for (const w of words) expect(text, w).toContain(w);
    // Words a reader took the wrong way: a class is a class action; an appeals court "avala"; "casi todos" overstated it.
    expect(es).not.toMatch(/Lo que leímos|grupo nacional|aceptó|casi todos/);
    // The law lists show the fact: the Spanish names the same cases as the English.
    const fact = (entries: { cite: string; fact?: string }[]) => entries.find((e) => e.cite.startsWith("Matter of Yajure Hurtado"))!.fact!;
    const cases = (t: string) => [...t.matchAll(/\(([A-Z][\p{L}-]+(?: [A-Z][\p{L}-]+)*(?: v\. [A-Z]\p{L}+)?)[,)]/gu)].map((m) => m[1]);
    expect(cases(fact(law)).length).toBeGreaterThan(0);
    expect(cases(fact(lawEs.entries))).toEqual(cases(fact(law)));
    expect(cases(es)).toEqual(cases(en).filter((c) => c !== "Board of Immigration Appeals"));
  });

  it("#46 reading 4 L2: the forfeiture notice says what a late notice does since S.L. 2022-73, in both languages", () => {
    expect(said(law, "forfeitureNotice")).toMatch(
      /December 1, 2022, a notice not mailed in time is one of the reasons to set the forfeiture aside \(S\.L\. 2022-73\)/,
    );
    expect(said(lawEs.entries, "forfeitureNotice")).toMatch(
      /1 de diciembre de 2022, un aviso que no se envió a tiempo es uno de los motivos para anular el decomiso \(S\.L\. 2022-73\)/,
    );
  });

  it("#46 reading 9 M1: an ICE detainer's 48-hour hold (G.S. 162-62) is an entry, said before a family pays, where immigration worries are met", () => {
    const entry = law.find((e) => e.says?.iceDetainer)!;
    expect(entry?.cite).toMatch(/^G\.S\. 162-62$/);
    expect(officialSources.find((k) => k.cite.test(entry.cite))!.hosts).toContain(new URL(entry.source).hostname);
    for (const words of [/detainer/, /48 hours/, /may not bring them home/, /before you pay/]) expect(entry.says!.iceDetainer).toMatch(words);
    for (const words of [/orden de retención de ICE \(detainer\)/, /48 horas/, /no lo traiga a casa/, /antes de pagar/])
      expect(said(lawEs.entries, "iceDetainer")).toMatch(words);
    // The immigration page and the home county's note on ICE, in both languages.
    for (const rel of ["bonds/immigration-bonds.md", "es/bonds/immigration-bonds.md", "counties/alamance-county.md", "es/counties/alamance-county.md"])
      expect(readFileSync(path.join(contentDir, rel), "utf8"), rel).toContain("{law.iceDetainer}");
  });

  it("#46 reading 3: the new-arrest 48-hour rule names its traffic exception, in both languages", () => {
    expect(said(law, "newArrestJudge")).toMatch(/Most traffic charges are an exception; impaired driving and death or serious injury by vehicle are not/);
    expect(said(lawEs.entries, "newArrestJudge")).toMatch(/cargos de tránsito son una excepción; el DWI y la muerte o las lesiones graves/);
  });
});
