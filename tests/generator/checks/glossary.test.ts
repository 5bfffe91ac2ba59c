/** The glossary's own rules, and which texts of a built page its avoided words are looked for in (checks/glossary.ts). */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { pageGlossaryFindings, spanishParts, spanishTexts } from "../../../generator/checks/glossary.ts";
import { avoidedWords, glossaryProblems } from "../../../generator/content/translations.ts";
import { parseYamlSource } from "../../../generator/content/yaml-source.ts";
import type { Glossary } from "../../../model/schemas/index.ts";
import { root } from "../../helpers/content-fixture.ts";

const glossaryOf = (text: string) => {
  const { source } = parseYamlSource(text, "content/data/glossary.yaml");
  return { glossary: source!.data as Glossary, source: source! };
};
const real = glossaryOf(readFileSync(path.join(root, "content/data/glossary.yaml"), "utf8"));

describe("the glossary's rules", () => {
  it("the real glossary keeps them: one entry per Spanish word, no avoided word used by another entry", () => {
    expect(glossaryProblems(real.glossary, real.source)).toEqual([]);
  });

  it("refuses two entries with one Spanish word, and an avoided word that is another entry's word, at their lines", () => {
    const { glossary, source } = glossaryOf(`- en: bail
  es: fianza
  meaning: la cantidad que fija el juez
- en: bail bond
  es: Fianza
  meaning: nuestra promesa a la corte
- en: secured bond
  es: fianza garantizada
  meaning: una fianza respaldada
  avoid: [fianza]
`);
    expect(glossaryProblems(glossary, source).map((p) => [p.line, p.field, p.got])).toEqual([
      [5, "1.es", '"Fianza"'],
      [10, "2.avoid.0", '"fianza"'],
    ]);
  });

  it("finds an avoided phrase as whole words, across a line break, and not inside a legitimate one", () => {
    const words = (t: string) => avoidedWords(t, real.glossary).map((w) => w.word.toLowerCase());
    expect(words("Después presentamos la\nfianza en la cárcel")).toEqual(["presentamos la fianza"]);
    expect(words("Debe presentarse a la corte y puede presentar una apelación.")).toEqual([]);
    expect(words("su fecha de comparecencia, no la fecha de corte")).toEqual(["fecha de corte"]);
    expect(words("un plan de pago, no un plan de pagos")).toEqual(["plan de pagos"]);
    expect(words("el pago inicial (enganche)")).toEqual([]);
  });

  it("#46: one Spanish word per idea; the other words for it are refused, naming the word to use", () => {
    const refused = (t: string) => avoidedWords(t, real.glossary).map((w) => [w.word.toLowerCase(), w.term.es]);
    const term = (en: string) => real.glossary.find((g) => g.en === en)!.es;
    // The co-signer is never a word that also means the surety (the garante, us).
    expect(refused("El cofirmante (fiador) firma, o la persona que garantiza la fianza.")).toEqual([
      ["fiador", term("co-signer (indemnitor)")],
      ["persona que garantiza la fianza", term("co-signer (indemnitor)")],
    ]);
    expect(term("co-signer (indemnitor)")).toBe("cofirmante");
    expect(refused("el decomiso contra el acusado y contra cada garante, nunca contra el cofirmante")).toEqual([]);
    // "grave" is for felonies only: the offenses a judge alone rules on are not "cargos graves".
    expect(refused("para algunos cargos graves, solo un juez; los delitos graves que enumera el inciso (b)")).toEqual([
      ["cargos graves", "delito grave"],
      ["delitos graves que enumera", "delito grave"],
    ]);
    expect(refused("un cargo por delito grave (felony); para algunos delitos que enumera la ley, solo un juez")).toEqual([]);
    expect(refused("Petición de fianza de apelación")).toEqual([["petición de fianza", term("motion")]]);
    expect(refused("la corte libera la fianza; la fianza queda cancelada")).toEqual([
      ["libera la fianza", "exoneración"],
      ["fianza queda cancelada", "exoneración"],
    ]);
    expect(refused("la corte da por terminada (exonera) la fianza; la fianza queda exonerada")).toEqual([]);
    expect(refused("Propiedad como garantía; la prima, y garantía en las fianzas más altas")).toEqual([
      ["propiedad como garantía", "colateral"],
      ["y garantía en", "colateral"],
    ]);
    expect(refused("Riesgos antes de dar su propiedad en garantía")).toEqual([]);
    expect(refused("dejarla salir con un permiso de salida condicional (conditional parole)")).toEqual([
      ["permiso de salida condicional", term("conditional parole (immigration)")],
    ]);
    expect(refused("la liberación condicional (conditional parole), no la fianza de salida voluntaria")).toEqual([]);
  });

  it("#46 reading 3: a county line, a traffic charge, court costs, reporting and the premium are each said one way", () => {
    const refused = (t: string) => avoidedWords(t, real.glossary).map((w) => [w.word.toLowerCase(), w.term.es]);
    expect(refused("Un arresto de este lado de la línea del condado; cerca de las líneas con Forsyth; la línea estatal")).toEqual([
      ["lado de la línea", "límite del condado"],
      ["líneas con", "límite del condado"],
      ["línea estatal", "límite del condado"],
    ]);
    expect(refused("Fíjese en la línea del condado")).toEqual([["línea del condado", "límite del condado"]]);
    expect(refused("de este lado del límite del condado, cerca de la frontera con Virginia; pague en línea")).toEqual([]);
    // #46 reading 4 T1: a county line is not a frontera; a state line still is.
    expect(refused("Caswell comparte su frontera sur con el condado de Alamance")).toEqual([["frontera sur con el condado", "límite del condado"]]);
    expect(refused("la frontera con los condados vecinos")).toEqual([["frontera con los condados", "límite del condado"]]);
    expect(refused("Caswell limita al sur con el condado de Alamance, junto a la frontera con Virginia")).toEqual([]);
    expect(refused("DWI y otros cargos de manejo")).toEqual([["cargos de manejo", "cargo de tránsito"]]);
    expect(refused("DWI y otros cargos de tránsito")).toEqual([]);
    expect(refused("pagar multas y tarifas")).toEqual([["multas y tarifas", "costas judiciales"]]);
    expect(refused("pagar multas y costas judiciales")).toEqual([]);
    // #46 reading 6 T1: the down payment is "pago inicial" and the monthly ones "pagos mensuales".
    expect(refused("paga la prima o el primer pago de un plan")).toEqual([["primer pago de un plan", "pago inicial"]]);
    expect(refused("el pago inicial y las cuotas mensuales")).toEqual([["cuotas mensuales", "plan de pago"]]);
    expect(refused("paga la prima o el pago inicial de un plan, y luego los pagos mensuales")).toEqual([]);
    expect(refused("reportarse con un oficial de servicios previos al juicio")).toEqual([["reportarse", "presentarse ante"]]);
    expect(refused("presentarse periódicamente ante un oficial")).toEqual([]);
    expect(refused("La prima se gana cuando se deposita la fianza")).toEqual([["prima se gana", "prima"]]);
    expect(refused("se gana cuando se deposita")).toEqual([["se gana cuando", "prima"]]);
    expect(refused("La prima nos corresponde por completo desde que se deposita la fianza")).toEqual([]);
  });
});

describe("the Spanish texts of a built page", () => {
  const html = `<!DOCTYPE html><html lang="es"><head><title>Fianzas</title><meta name="description" content="Una fianza asegurada"/>
<meta name="keywords" content="bono de fianza"/><script type="application/ld+json">{"name":"Planes de pagos","url":"https://x.test/a"}</script></head>
<body><h3><span class="sr-only">Paso 1: </span>Presentamos la <strong>fianza</strong></h3><img alt="Su fecha de corte" src="/a.png"/>
<p>En inglés: <span lang="en">court date</span></p><div data-props="{&quot;label&quot;:&quot;se escribe la fianza&quot;}"></div>
<a href="/es/x" aria-label="Un bono">x</a></body></html>`;

  it("reads text across inline elements, attributes, meta texts, JSON-LD and island props, not English parts or keywords", () => {
    const texts = spanishTexts(html);
    expect(texts).toContainEqual({ where: "text", text: "Paso 1: Presentamos la fianza" });
    expect(texts).toContainEqual({ where: "alt", text: "Su fecha de corte" });
    expect(texts.some((t) => t.text.includes("court date") || t.text.includes("bono de fianza"))).toBe(false);
    const found = pageGlossaryFindings(html, "es/x.html", "content/es/pages/x.md", real.glossary, "Main Street Bail Bonds");
    expect(Object.fromEntries(found.map((f) => [f.got, f.field]))).toEqual({
      '"fianza asegurada"': "meta description",
      '"planes de pagos"': "JSON-LD",
      '"presentamos la fianza"': "text",
      '"fecha de corte"': "alt",
      '"se escribe la fianza"': "island props",
      '"bono"': "aria-label",
    });
    expect(found[0]!.file).toBe("dist/es/x.html");
  });

  it("finds an English page's Spanish parts without reading the rest: the same texts as reading every tag", () => {
    const page = `<!DOCTYPE html><html lang="en"><head><title>Bail</title><meta name="description" content="Post bail"/></head><body>
<header><a href="/es" lang="es" hrefLang="es" data-slot="language-switch">Español</a></header>
<main><div lang="es"><h2>Planes de pagos</h2><div><p>Una <strong>fianza</strong> asegurada</p></div><img alt="Fecha de corte" src="/a.png"/>
<p lang="en">Court date</p><div><p>Se escribe <a href="/x">la fianza</a></p></div></div>
<p>Between the parts</p><img lang="es" alt="Un bono" src="/b.png"/><section lang="es"><span lang="es">depositar</span> la fianza</section></main></body></html>`;
    expect(spanishParts(page)).not.toContain("Between the parts");
    expect(spanishTexts(spanishParts(page))).toEqual(spanishTexts(page));
    const spanish = page.replace('<html lang="en">', '<html lang="es">');
    expect(spanishParts(spanish)).toBe(spanish);
  });

  it("reads only the Spanish part of an English page (404.html), and never the business's name", () => {
    const page = `<html lang="en"><body><p>Post the bail bond</p><div lang="es"><p>Main Street Bail Bonds: depositar la fianza</p></div></body></html>`;
    expect(spanishTexts(page)).toEqual([{ where: "text", text: "Main Street Bail Bonds: depositar la fianza" }]);
    expect(pageGlossaryFindings(page, "404.html", "content/pages/404.md", real.glossary, "Main Street Bail Bonds")).toEqual([]);
  });
});

describe("#44 addresses shown as text, and where a word comes from", () => {
  const spanishPage = (text: string, ld = "") =>
    `<html lang="es"><head><script type="application/ld+json">${ld}</script></head><body><p>${text}</p></body></html>`;
  const email = "office@mainstreet-bail-trial.com";
  const web = "www.mainstreet-bail-trial.com";

  it("an e-mail address, a web address or a domain with “-bail-” in it is a name, not a word to translate", () => {
    const text = `Escríbanos a ${email}, visite ${web} o https://mainstreet-bail-trial.com/es/contacto.`;
    const page = spanishPage(text, JSON.stringify({ "@type": "LocalBusiness", email, url: `https://${web}` }));
    expect(pageGlossaryFindings(page, "es/contacto.html", "content/es/pages/contact.md", real.glossary, "Main Street Bail Bonds")).toEqual([]);
    expect(avoidedWords(text, real.glossary)).toEqual([]);
    // The same word as a word is still found, on the page and in a content line.
    expect(avoidedWords(`${text} Pague el bail hoy.`, real.glossary).map((w) => w.word)).toEqual(["bail"]);
    expect(
      pageGlossaryFindings(spanishPage(`${text} Pague el bail hoy.`), "es/contacto.html", "content/es/pages/contact.md", real.glossary, ""),
    ).toHaveLength(1);
  });

  it("names the content file that holds the words around the found one (site.yaml), not a list of guesses", () => {
    const origins = [
      { file: "content/messages/es.yaml", text: "call: Llame ahora\n" },
      { file: "content/site.yaml", text: 'address:\n  street: "Oficina bail\n    de Graham"\n' },
    ];
    const [finding] = pageGlossaryFindings(
      spanishPage("Visítenos: Oficina bail de Graham."),
      "es.html",
      "content/es/pages/home.md",
      real.glossary,
      "",
      origins,
    );
    expect(finding?.message).toContain("It is written in content/site.yaml.");
    expect(finding?.message).not.toContain("it comes from content/messages/es.yaml, a data file or the glossary");
  });
});
