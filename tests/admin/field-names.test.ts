/**
 * A build problem's field named as the form labels it (admin/field-names.ts), through the real config in English and
 * translated to Spanish with content/messages/editor.es.yaml.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { editorWordsFiles, wordsOf } from "../../admin/editor-words.ts";
import { fieldName, type NamedField } from "../../admin/field-names.ts";
import { localizeConfig, readSpanishLabels, spanishLabelsFile } from "../../admin/language.ts";
import { cmsConfig, readCmsInputs } from "../../generator/cms/config.ts";
import { root } from "../helpers/content-fixture.ts";

type Config = { collections: { name: string; fields?: NamedField[] }[] };
const english = cmsConfig(readCmsInputs(root)) as unknown as Config;
const spanish = localizeConfig(english, readSpanishLabels(readFileSync(path.join(root, "content", spanishLabelsFile), "utf8")));
// The editor's words as the content's messages files give them (a maintainer's rewording changes what is expected).
const files = Object.fromEntries(Object.values(editorWordsFiles).map((f) => [f, readFileSync(path.join(root, "content", f), "utf8")]));
const words = { en: wordsOf(files, "en"), es: wordsOf(files, "es") };
const fieldsOf = (config: Config, name: string) => config.collections.find((c) => c.name === name)!.fields!;

describe("fieldName", () => {
  it("names a FAQ question by its place and its section's label, in English and in Spanish", () => {
    expect(fieldName(fieldsOf(english, "bonds"), "faq.1.items.4.question", words.en)).toBe("Question, in item 5 of Questions (item 2 of FAQ)");
    expect(fieldName(fieldsOf(spanish, "bonds-es"), "faq.1.items.4.question", words.es)).toBe(
      "Pregunta, en el elemento 5 de Preguntas (el elemento 2 de Preguntas frecuentes)",
    );
  });

  it("names a top-level field by its label, and leaves a path the form does not know as it is", () => {
    expect(fieldName(fieldsOf(spanish, "counties-es"), "description", words.es)).toBe("Descripción");
    expect(fieldName(fieldsOf(english, "counties"), "nonsense.3", words.en)).toBeUndefined();
  });

  it("follows a section's kind to its own fields", () => {
    const data = { sections: [{ kind: "cards", items: [{ title: "A" }, { title: "B" }] }] };
    expect(fieldName(fieldsOf(english, "pages"), "sections.0.items.1.title", words.en, data)).toBe("Title, in item 2 of Items (item 1 of Sections)");
  });

  it("#44 L1: names an item of a file that is one list (reviews.yaml) by its place in the form's list, counted from 1", () => {
    const settings = (english.collections as unknown as { name: string; files?: { name: string; fields: NamedField[] }[] }[]).find(
      (c) => c.name === "settings",
    )!;
    const reviews = settings.files!.find((f) => f.name === "reviews")!.fields;
    expect(fieldName(reviews, "18.name", words.en)).toBe("Name, in item 19 of Reviews");
    expect(fieldName(reviews, "0", words.en)).toBe("item 1 of Reviews");
  });
});
