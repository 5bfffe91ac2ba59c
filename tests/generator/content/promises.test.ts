/**
 * Promises live once (#33 §3): the `promise` group of content/messages/<lang>.yaml names each promise the site makes
 * to a visitor, pages show them with {promise.name}, and a promise retyped in page text (a duration beside calling,
 * answering or arriving, or a promise's own figure) stops the build at its file, line and column. The figures are
 * the owner's claims: --strict refuses them until confirmed (truth review T-08).
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { formatProblems } from "../../../generator/content/problem.ts";
import { retypedPromiseProblems } from "../../../generator/content/promises.ts";
import { prepare } from "../../../generator/prepare.ts";
import { contentWith, problemsOf, removeDir, root, withRealValues } from "../../helpers/content-fixture.ts";

const made: string[] = [];
afterAll(() => made.forEach(removeDir));

const { content } = prepare(path.join(root, "content"));
const en = content.langs.en!;
const es = content.langs.es!;
const promises = [...en.messages.leaves.keys()].filter((k) => k.startsWith("promise.")).map((k) => k.slice(8));

/** A copy of content/ with one file changed by `f`; its folder. */
function contentEdited(rel: string, f: (text: string) => string): string {
  const dir = contentWith();
  made.push(dir);
  const file = path.join(dir, rel);
  const before = readFileSync(file, "utf8");
  const after = f(before);
  expect(after).not.toBe(before);
  writeFileSync(file, after);
  return dir;
}

describe("the promises", () => {
  it("are named once per language, with their figures from site.yaml", () => {
    expect(promises).toEqual(expect.arrayContaining(["answer", "callback", "arrivalAlamance", "arrivalOrange", "spanish", "band", "release"]));
    for (const name of promises)
      for (const lang of [en, es]) {
        const text = lang.values[`promise.${name}`]!;
        expect(text, `${lang.lang} promise.${name}`).toBeTruthy();
        expect(text, `${lang.lang} promise.${name} has every figure filled`).not.toMatch(/\{/);
      }
    // The closing band and the busy line give the same call-back aim, in both languages (T-03).
    for (const lang of [en, es]) {
      expect(lang.values["promise.band"]).toContain(lang.values.callbackTime);
      expect(lang.values["promise.callback"]).toContain(lang.values.callbackTime);
    }
    expect(en.values["promise.arrivalAlamance"]).toContain(`${content.site.arrival.alamance} minutes`);
    expect(es.values["promise.arrivalOrange"]).toContain(`${content.site.arrival.orange} minutos`);
  });

  it("T-03: the closing band shows the band promise and no longer claims every call is answered", () => {
    const band = (lang: typeof en) => lang.messages.leaves.get("footer.emergencyText")!;
    expect(band(en)).toContain("{promise.band}");
    expect(band(es)).toContain("{promise.band}");
    expect(en.values["promise.band"]).not.toMatch(/every call/i);
    expect(es.values["promise.band"]).not.toMatch(/cada llamada/i);
  });

  it("W1, W3: the Davidson and apply pages show the promises, in Spanish too", () => {
    const davidson = readFileSync(path.join(root, "content/es/counties/davidson-county.md"), "utf8");
    expect(davidson).not.toMatch(/le llamamos en/);
    expect(davidson).toContain("{promise.callback}");
    const apply = readFileSync(path.join(root, "content/es/pages/apply.md"), "utf8");
    expect(apply).not.toMatch(/a cualquier hora/);
    expect(apply).toContain("{promise.spanish}");
  });
});

describe("a retyped promise", () => {
  it("is found in both languages at its line and column, a duration beside a call or an arrival", () => {
    const lines = [
      "---",
      'description: "If all are busy, we call back within 5 minutes."',
      "---",
      "Un agente contesta siempre. Si todos están ocupados, le llamamos en 5 minutos.",
      "An agent arrives in 20–30 minutes anywhere in the county.",
      "Un agente suele llegar en unos 45 minutos.",
      "Anywhere in the county, an agent can meet you in about {arrivalAlamance}.",
      "Release takes {releaseTime} once the bond is posted. Call {phone} at any hour.",
      "ICE may call the family within 48 hours; la corte de inmigración puede llamar en 2 horas.",
      "Un agente contesta el {phone} de día y de noche. The phone is answered 24/7.",
    ];
    const problems = retypedPromiseProblems("content/es/x.md", lines.join("\n"), promises);
    const at = (line: number, text: string) => [line, lines[line - 1]!.indexOf(text) + 1];
    expect(problems.map((p) => [p.line, p.column])).toEqual([
      at(2, "5 minutes"),
      at(4, "agente contesta"),
      at(4, "5 minutos"),
      at(5, "20–30 minutes"),
      at(6, "45 minutos"),
      at(7, "{arrivalAlamance}"),
      at(10, "de día y de noche"),
      at(10, "24/7"),
    ]);
    expect(problems[0]!.field).toBe("description");
    expect(problems[0]!.expected).toContain("{promise.callback}");
  });

  it("planted in a page stops the build, naming the file, line and column", () => {
    const rel = "es/pages/contact.md";
    const dir = contentEdited(rel, (t) => t.replace("{promise.callback}", "Si todos están ocupados, le llamamos en 5 minutos."));
    const line =
      readFileSync(path.join(dir, rel), "utf8")
        .split("\n")
        .findIndex((l) => l.includes("le llamamos en 5 minutos")) + 1;
    const text = formatProblems(problemsOf(dir));
    expect(text).toMatch(new RegExp(`^content/es/pages/contact\\.md:${line}:\\d+  body\\n    This sentence retypes a promise`, "m"));
  });

  it("planted in the templates' words stops the build too (the closing band as T-03 found it)", () => {
    const dir = contentEdited("messages/en.yaml", (t) => t.replace("{promise.band}", "We answer every call, day and night."));
    expect(formatProblems(problemsOf(dir))).toMatch(/^content\/messages\/en\.yaml:\d+:\d+ {2}emergencyText\n {4}This sentence retypes a promise/m);
  });

  it("a promise the messages do not name stops the build", () => {
    const dir = contentEdited("pages/contact.md", (t) => t.replace("{promise.callback}", "{promise.callBack}"));
    expect(formatProblems(problemsOf(dir))).toContain('content/messages/en.yaml names no promise "callBack"');
  });

  it("the real content retypes none", () => {
    expect(problemsOf(path.join(root, "content"))).toEqual([]);
  });
});

describe("#46: the retyped forms the 2026-11-28 readers found", () => {
  // [what it is, the sentence as a page had it, where the problem points]
  const forms: [string, string, string][] = [
    ["a licensed agent answers", "Open 24 hours. A licensed agent answers, checks where your loved one is held.", "agent answers"],
    ["an agent answers the phone", "Nights, weekends and holidays. A licensed agent answers the phone.", "agent answers"],
    ["someone answers", "Call at 7 in the morning or 3 at night; someone answers either way.", "someone answers"],
    ["contesta un agente", "Cuando llama al {phone}, contesta un agente con licencia.", "contesta un agente"],
    ["contesta el teléfono un agente", "De noche y fines de semana. Contesta el teléfono un agente con licencia.", "Contesta el teléfono"],
    ["un agente con licencia contesta", "Un agente con licencia contesta, averigua dónde está detenido.", "agente con licencia contesta"],
    ["alguien le contesta", "Llame a las 3 de la madrugada; de todos modos alguien le contesta.", "alguien le contesta"],
    ["from your first call … hours, typed", "From your first call to release usually takes 1½–4 hours.", "1½–4 hours"],
    ["desde su primera llamada … horas, typed", "Desde su primera llamada hasta la salida suelen pasar de 1½ a 4 horas.", "1½ a 4 horas"],
    ["from your first call … {callToRelease} without the condition", "From your first call, release typically takes {callToRelease}.", "{callToRelease}"],
    ["from your call … {callToRelease} in a description", 'description: "From your call to release typically takes {callToRelease}."', "{callToRelease}"],
    ["desde su primera llamada … {callToRelease} sin la condición", "Desde su primera llamada, lo normal es {callToRelease}.", "{callToRelease}"],
  ];
  it.each(forms)("%s is found at its column", (_form, sentence, at) => {
    const problems = retypedPromiseProblems("content/x.md", sentence, promises);
    expect(problems.map((p) => p.column)).toEqual([sentence.indexOf(at) + 1]);
    expect(problems[0]!.message).toMatch(/retypes a promise/);
  });

  it("the span with its condition, and answering questions, are not retyped promises", () => {
    const fine = [
      "Once the bail is set, the whole process usually takes {callToRelease}.",
      "Una vez fijada la fianza, suelen pasar de {callToRelease}.",
      "Paperwork and posting come after the bail is set: {callToRelease}.",
      "A licensed agent confirms the details and answers your questions.",
      "The co-signer answers a few questions about work and home.",
      "El cofirmante contesta unas preguntas sobre su trabajo.",
      "Counted from the arrest, it takes {arrestToRelease}.",
    ];
    expect(retypedPromiseProblems("content/x.md", fine.join("\n"), promises)).toEqual([]);
  });

  it("the pages show promise.release, which states the condition, in both languages", () => {
    expect(en.values["promise.release"]).toMatch(/^Once the bail is set, .*\b1½–4 hours\b/);
    expect(en.values["promise.release"]).toContain(en.values.callToRelease);
    expect(es.values["promise.release"]).toContain("Una vez fijada la fianza");
    expect(es.values["promise.release"]).toContain(es.values.callToRelease);
    const faqs = readFileSync(path.join(root, "content/es/pages/faqs.md"), "utf8");
    expect(faqs).toContain("{promise.release}");
  });

  it("planted back in a page (the Spanish FAQ as the readers found it) stops the build", () => {
    const rel = "es/pages/faqs.md";
    const dir = contentEdited(rel, (t) =>
      t.replace("{promise.release}", "Desde su primera llamada hasta la salida, el proceso suele tardar de {callToRelease}."),
    );
    expect(formatProblems(problemsOf(dir))).toMatch(/^content\/es\/pages\/faqs\.md:\d+:\d+ {2}\S+\n {4}This sentence retypes a promise/m);
  });
});

describe("T-08: the promises' figures are the owner's claims", () => {
  it("--strict refuses the arrival and call-back minutes until they are confirmed, each at its line", () => {
    const site = readFileSync(path.join(root, "content/site.yaml"), "utf8").split("\n");
    const lineOf = (re: RegExp) => site.findIndex((l) => re.test(l)) + 1;
    const arrival = lineOf(/^arrival:/);
    const arrivalFlag = site.findIndex((l, i) => i > arrival && /^ {2}unconfirmed: true/.test(l)) + 1;
    const text = formatProblems(problemsOf(path.join(root, "content"), true));
    expect(text).toContain(`content/site.yaml:${arrivalFlag}:16  arrival.unconfirmed\n    This is a placeholder (the arrival times are the owner's claim`);
    expect(text).toContain(`content/site.yaml:${lineOf(/^callbackUnconfirmed:/)}:22  callbackUnconfirmed\n    This is a placeholder (the call-back time`);
  });

  it("and accepts them once the lines are deleted", () => {
    const dir = withRealValues(contentWith());
    made.push(dir);
    expect(problemsOf(dir, true)).toEqual([]);
  });
});
