/**
 * Decap's own words in this editor (admin/decap-words.ts, #44): a save on this computer never says "Published", in
 * either language, and every word of Decap's that the Spanish editor shows is Spanish.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { decapWords, mergeWords, tabTitle } from "../../admin/decap-words.ts";
import { editorWordsFiles } from "../../admin/editor-words.ts";
import { root } from "../helpers/content-fixture.ts";

/** The editor's messages files as its snapshot of content/ holds them. */
const files = Object.fromEntries(Object.values(editorWordsFiles).map((f) => [f, readFileSync(path.join(root, "content", f), "utf8")]));

type Words = { [key: string]: string | Words };
// Decap's locales come with decap-cms (the bundle the editor loads registers the same ones).
const locale = async (lang: string) => ((await import(`decap-cms-locales/dist/esm/${lang}/index.js` as string)) as { default: Words }).default;

const leaves = (words: Words, at = ""): [string, string][] =>
  Object.entries(words).flatMap(([k, v]) => (typeof v === "string" ? [[`${at}${k}`, v] as [string, string]] : leaves(v, `${at}${k}.`)));

/** Decap's parts this editor never shows: notes and review states (no editorial workflow), other sign-ins, media, i18n panes. */
const notShown =
  /^(auth\.loginWith|editor\.editorNotesPane|ui\.toast\.(note\w+|onFail\w*Note)|editor\.editorToolbar\.statusInfoTooltip|editor\.editorWidgets\.(image|file)\.|mediaLibrary\.|editor\.editorControlPane\.(i18n|widget)\.|editor\.editorInterface\.(toggleI18n|toggleNotes)|collection\.entries\.unpublishedHeader)/;

describe("#44: Decap's words in this editor", () => {
  it("the Spanish editor has Spanish for every word of Decap's it shows", async () => {
    const [en, es] = await Promise.all([locale("en"), locale("es")]);
    const spanish = new Map(leaves(mergeWords(es, decapWords("es", false, files))));
    const lacking = leaves(en)
      .filter(([key]) => !notShown.test(key))
      .filter(([key]) => !spanish.has(key))
      .map(([key, text]) => `${key}: ${text}`);
    expect(lacking).toEqual([]);
  });

  it("lists the list's add button in Spanish (it read “Add preguntas”)", async () => {
    const es = mergeWords(await locale("es"), decapWords("es", false, files));
    expect(new Map(leaves(es)).get("editor.editorWidgets.list.add")).toBe("Añadir %{item}");
  });

  it.each(["en", "es"] as const)("%s: a save on this computer says where it went and never that it was published", async (lang) => {
    const words = new Map(leaves(mergeWords(await locale(lang), decapWords(lang, true, files))));
    const said = [words.get("editor.editorToolbar.published"), words.get("ui.toast.entrySaved")];
    expect(said).toEqual(
      lang === "en"
        ? ["Saved on this computer", "Saved on this computer, not published"]
        : ["Guardado en esta computadora", "Guardado en esta computadora, sin publicar"],
    );
    // Through a repository (the hosted editor), Decap's own words stay.
    expect(new Map(leaves(mergeWords(await locale(lang), decapWords(lang, false, files)))).get("editor.editorToolbar.published")).toBe(
      lang === "en" ? "Published" : "Publicado",
    );
  });

  it("titles the tab in Spanish in the Spanish editor", () => {
    expect(tabTitle("es", "Content editor · Main Street Bail Bonds", files)).toBe("Editor de contenido · Main Street Bail Bonds");
    expect(tabTitle("en", "Content editor · Main Street Bail Bonds", files)).toBe("Content editor · Main Street Bail Bonds");
  });

  it("takes its words from the messages files, not from code: a changed word in editor.es.yaml is the word shown", () => {
    const es = editorWordsFiles.es;
    const edited = { ...files, [es]: files[es]!.replace("entrySaved: Guardado en esta computadora, sin publicar", "entrySaved: Guardado aquí") };
    expect(edited[es]).not.toBe(files[es]);
    expect(new Map(leaves(decapWords("es", true, edited))).get("ui.toast.entrySaved")).toBe("Guardado aquí");
    expect(decapWords("es", true, {})).toEqual({});
  });

  it("changes the same Decap words in English and in Spanish for a save on this computer", () => {
    const keys = (lang: "en" | "es") => leaves(decapWords(lang, true, files)).map(([k]) => k);
    expect(keys("en").length).toBeGreaterThan(0);
    expect(keys("en").every((k) => keys("es").includes(k))).toBe(true);
  });

  it.each(["en", "es"] as const)("#44 L10 %s: a refused save's notice says what happened, not “Failed to persist entry: Error:”", async (lang) => {
    const words = new Map(leaves(mergeWords(await locale(lang), decapWords(lang, false, files))));
    for (const key of ["ui.toast.onFailToPersist", "ui.toast.onFailToDelete"]) {
      expect(words.get(key), key).toMatch(/^[^%]+\. %\{details\}$/);
      expect(words.get(key), key).not.toMatch(/Failed to|No se ha podido/);
    }
  });
});
