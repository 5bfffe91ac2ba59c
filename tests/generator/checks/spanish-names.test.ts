/**
 * #46: agency and building names on Spanish pages say what they are in Spanish first, with the official name after it
 * (checks/spanish-names.ts), and the Spanish comes from one list, the phrases of content/messages/es.yaml.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "node-html-parser";
import { beforeAll, describe, expect, it } from "vitest";
import { pageNameFindings } from "../../../generator/checks/spanish-names.ts";
import { prepare } from "../../../generator/prepare.ts";
import { builtSite } from "../../helpers/built-site.ts";
import { root } from "../../helpers/content-fixture.ts";

const phrases = new Map([
  ["Greensboro Police Department", "Departamento de Policía de Greensboro"],
  ["Wake County Detention Center", "Centro de detención del condado de Wake"],
]);
const page = (body: string, head = "") =>
  `<!DOCTYPE html><html lang="es"><head><title>Fianzas</title>${head}</head><body><main>${body}</main></body></html>`;
const found = (html: string) => pageNameFindings(html, "es/x.html", "content/es/x.md", phrases).map((p) => [p.field, p.got]);

describe("names on a Spanish page", () => {
  it("accepts a first mention that says the Spanish first, and later mentions as they are", () => {
    expect(
      found(
        page(
          "<p>Aquí arresta el Departamento de Policía de Greensboro (Greensboro Police Department).</p><p>El Greensboro Police Department llama a la cárcel, el centro de detención del condado de Wake (Wake County Detention Center).</p>",
        ),
      ),
    ).toEqual([]);
  });

  it("refuses a bare first mention, naming the Spanish to write", () => {
    const html = page(
      "<p>Aquí arresta el Greensboro Police Department.</p><p>El Departamento de Policía de Greensboro (Greensboro Police Department) llama.</p>",
    );
    const problems = pageNameFindings(html, "es/x.html", "content/es/x.md", phrases);
    expect(problems.map((p) => [p.field, p.got, p.expected])).toEqual([
      ["text", '"Greensboro Police Department"', "Departamento de Policía de Greensboro (Greensboro Police Department)"],
    ]);
  });

  it("refuses a bare name in a description, but not the Spanish alone there", () => {
    expect(found(page("<p>Hola.</p>", '<meta name="description" content="Fianzas para el Wake County Detention Center."/>'))).toEqual([
      ["meta description", '"Wake County Detention Center"'],
    ]);
    expect(found(page("<p>Hola.</p>", '<meta name="description" content="Fianzas para el centro de detención del condado de Wake."/>'))).toEqual([]);
  });

  it("does not read the official name marked as English, and reports a name the list does not have", () => {
    expect(found(page('<h3>Centro de detención del condado de Wake <span lang="en">(Wake County Detention Center)</span></h3>'))).toEqual([]);
    expect(found(page("<p>Lo llevan al Caswell Correctional Center.</p>"))).toEqual([["text", '"Caswell Correctional Center"']]);
  });
});

describe("the built Spanish site (#46)", () => {
  let out: string;
  const { content } = prepare(path.join(root, "content"));
  const es = content.langs.es!;
  beforeAll(async () => {
    out = await builtSite();
  }, 600_000);

  it("has no agency or building name without its Spanish on any Spanish page", () => {
    const files = [
      "es.html",
      ...readdirSync(path.join(out, "es"))
        .filter((f) => f.endsWith(".html"))
        .map((f) => `es/${f}`),
    ];
    const problems = files.flatMap((f) => pageNameFindings(readFileSync(path.join(out, f), "utf8"), f, "", es.messages.phrases!));
    expect(problems.map((p) => `${p.file} ${p.field} ${p.got}`)).toEqual([]);
  });

  it("titles each card with the Spanish from the phrases, then the official name marked as English", () => {
    const county = es.counties.find((c) => c.file.endsWith("/alamance-county.md"))!;
    const html = parse(readFileSync(path.join(out, `${county.path.slice(1)}.html`), "utf8"));
    const sheriffName = content.countyData["alamance-county"]!.sheriff.name;
    const card = html.querySelectorAll("#jail-sheriff-courts h3").find((h) => h.querySelector('span[lang="en"]')?.text === `(${sheriffName})`);
    expect(card?.text.replace(/\s+/g, " ").trim()).toBe(`${es.messages.phrases!.get(sheriffName)} (${sheriffName})`);
  });

  it("builds no heading of a county or city page as 'Condado de X: …'", () => {
    const paths = [...es.counties, ...es.cities].map((p) => p.path);
    const headings = paths.flatMap((p) =>
      parse(readFileSync(path.join(out, `${p.slice(1)}.html`), "utf8"))
        .querySelectorAll("h2, h3, a")
        .map((h) => h.text.trim()),
    );
    expect(headings.length).toBeGreaterThan(paths.length);
    expect(headings.filter((h) => /^Condado de [^:]+:/.test(h))).toEqual([]);
    const alamance = es.counties.find((c) => c.file.endsWith("/alamance-county.md"))!;
    expect(headings).toContain(`Comunidades que atendemos en el condado de ${alamance.label.replace(/^Condado de /, "")}`);
  });
});
