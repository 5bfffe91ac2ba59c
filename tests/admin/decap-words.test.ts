/**
 * Decap's own words in this editor (admin/decap-words.ts, #44): a save on this computer never says "Published", in
 * either language, and every word of Decap's that the Spanish editor shows is Spanish.
 */
import { describe, expect, it } from "vitest";
import { decapWords, mergeWords, tabTitle } from "../../admin/decap-words.ts";

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
    const spanish = new Map(leaves(mergeWords(es, decapWords("es", false))));
    const lacking = leaves(en)
      .filter(([key]) => !notShown.test(key))
      .filter(([key]) => !spanish.has(key))
      .map(([key, text]) => `${key}: ${text}`);
    expect(lacking).toEqual([]);
  });

  it("lists the list's add button in Spanish (it read “Add preguntas”)", async () => {
    const es = mergeWords(await locale("es"), decapWords("es", false));
    expect(new Map(leaves(es)).get("editor.editorWidgets.list.add")).toBe("Añadir %{item}");
  });

  it.each(["en", "es"] as const)("%s: a save on this computer says where it went and never that it was published", async (lang) => {
    const words = new Map(leaves(mergeWords(await locale(lang), decapWords(lang, true))));
    const said = [words.get("editor.editorToolbar.published"), words.get("ui.toast.entrySaved")];
    expect(said).toEqual(
      lang === "en"
        ? ["Saved on this computer", "Saved on this computer, not published"]
        : ["Guardado en esta computadora", "Guardado en esta computadora, sin publicar"],
    );
    // Through a repository (the hosted editor), Decap's own words stay.
    expect(new Map(leaves(mergeWords(await locale(lang), decapWords(lang, false)))).get("editor.editorToolbar.published")).toBe(
      lang === "en" ? "Published" : "Publicado",
    );
  });

  it("titles the tab in Spanish in the Spanish editor", () => {
    expect(tabTitle("es", "Content editor · Main Street Bail Bonds")).toBe("Editor de contenido · Main Street Bail Bonds");
    expect(tabTitle("en", "Content editor · Main Street Bail Bonds")).toBe("Content editor · Main Street Bail Bonds");
  });
});
