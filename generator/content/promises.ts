/**
 * Promises live once (ARCHITECTURE.md, "Facts live once"; issue #33): what the site promises a visitor (how calls
 * are answered, the call-back aim, arrival times, help in Spanish, the closing band's line) is written once per
 * language, in the `promise` group of content/messages/<lang>.yaml, with its figures from site.yaml. A page writes
 * `{promise.callback}` and shows that text in its language, so the closing band, the contact page and a county page
 * cannot contradict each other. A promise retyped in page text is an error, at its file, line and column.
 */

import type { PlaceholderValues } from "../../model/placeholders.ts";
import { fieldAt, sentences } from "./literal-figures.ts";
import { fill, promiseNames } from "./placeholders.ts";
import type { Problem } from "./problem.ts";

/** `{promise.name}` → its text in one language, its figures filled from `values` (site.yaml's). */
export function promiseValues(leaves: ReadonlyMap<string, string>, values: PlaceholderValues): Record<`promise.${string}`, string> {
  const promises: Record<`promise.${string}`, string> = {};
  for (const [key, text] of leaves) if (key.startsWith("promise.")) promises[key as `promise.${string}`] = fill(text, values);
  return promises;
}

/** A `{promise.name}` that the messages' `promise` group does not name, at its line. */
export function unknownPromiseProblems(file: string, text: string, named: readonly string[]): Problem[] {
  return promiseNames(text)
    .filter(({ name }) => !named.includes(name))
    .map(({ name, offset }) => {
      const before = text.slice(0, offset).split("\n");
      return {
        file,
        line: before.length,
        column: before.at(-1)!.length + 1,
        field: "",
        message: `content/messages/en.yaml names no promise "${name}". Use one of the names under \`promise:\` there, or add the promise (with its Spanish in content/messages/es.yaml).`,
        expected: named.map((n) => `{promise.${n}}`).join(", "),
        got: `{promise.${name}}`,
      };
    });
}

// A duration as a page types it, in either language ("5 minutes", "30–45 minutos", "1½ hours"), or a time placeholder.
const number = String.raw`\d+(?:[.,]\d+)?½?`;
const duration = new RegExp(
  String.raw`(?<![\p{L}\d])${number}(?:\s*(?:–|-|to|a)\s*${number})?\s*(?:minutes?|minutos?|mins?|hours?|horas?|hrs?)(?!\p{L})`,
  "giu",
);
// Calling, answering and arriving, in English and Spanish, in their usual forms.
const promiseVerb =
  /(?<!\p{L})(?:call(?:s|ed|ing|back)?|arriv(?:e|es|ed|ing|al)|answer(?:s|ed|ing)?|(?:meet|reach)(?:es)? you|llam(?:a|amos|an|ar|ará|aremos|arle|arlo|arla|e|en|o|ada|adas)|lleg(?:a|an|amos|ar|ará|aremos|ue|uen|ada)|contest(?:a|amos|an|ar|ará)|reunirse)(?!\p{L})/iu;
// How calls are answered, restated: an answer beside "24/7", "day and night" or "any hour" (promise.answer says it).
const answering = /(?<!\p{L})(?:answer(?:s|ed|ing)?|picks? up|contest(?:a|amos|an|ar))(?!\p{L})/iu;
const always = /24\/7|day and night|(?:any|every) hour|around the clock|de día y de noche|a (?:cualquier|toda) hora/iu;
// Other offices' own timing (ICE, a federal court, an appeal, a transfer through another county) is not our promise.
const otherOffice = /\bICE\b|immigration|inmigraci|federal|Marshals|appeal|apelaci|transfer|another county|otro condado/i;
// That a person answers, in the forms readers found on pages ("a licensed agent answers", "someone answers",
// "contesta un agente", "alguien le contesta"): the site's own terms say a caller may reach voicemail, so only
// promise.answer and promise.callback say how calls are answered. Answering questions is not answering the phone.
const personAnswers = [
  /(?<!\p{L})(?:agents?|someone|somebody|(?:a|one) (?:real |live )?(?:person|human))(?:\s+[\p{L}'’-]+){0,2}?\s+(?:answers?|picks?\s+up)(?!\p{L})(?!\s+(?:\S+\s+){0,2}?questions?)/iu,
  /(?<!\p{L})(?:agentes?|alguien|una persona)(?:\s+[\p{L}]+){0,3}?\s+(?:(?:le|lo|la)\s+)?(?:contesta|contestan|atiende|atienden)(?!\p{L})(?!\s+(?:\S+\s+){0,2}?preguntas?)/iu,
  /(?<!\p{L})(?:contesta|contestan|atiende|atienden)(?:\s+(?:el teléfono|la llamada|su llamada))?\s+(?:un|una|el|la|los)?\s*(?:agentes?|alguien|persona)(?!\p{L})/iu,
];
// How long from the call to release ({callToRelease}) holds only once the bail is set; a sentence that gives the
// span says so, or shows promise.release, which does.
const callToRelease = /\{callToRelease\}/;
const bailSet =
  /bail (?:is|has been|has to be|must be) set|after (?:the )?bail is set|(?:fijada|fijado) la fianza|se (?:fije|haya fijado|fija) la fianza|la fianza (?:esté|está|tiene que estar|debe estar) fijada/iu;
// The figures only a promise shows: written anywhere else, they restate it.
const promiseFigure = /\{(?:callbackTime|arrivalAlamance|arrivalOrange)\}/g;

/**
 * Every promise `text` (a content file as written) retypes: a promise's figure ({callbackTime}, {arrivalAlamance},
 * {arrivalOrange}) anywhere, a duration in a sentence that calls, answers or arrives (unless it is another
 * office's timing, like ICE's), an answer "24/7", "day and night" or "at any hour", a person who answers ("a
 * licensed agent answers", "alguien le contesta"), or {callToRelease} without "once the bail is set". The lines of a messages
 * file's `promise` group, where the promises are written, and its `values` group are not page text.
 */
export function retypedPromiseProblems(file: string, text: string, promises: readonly string[]): Problem[] {
  const lines = text.split("\n");
  const fences = lines.flatMap((l, i) => (l === "---" ? [i] : []));
  const bodyStart = file.endsWith(".md") && fences.length >= 2 ? fences[1]! + 1 : lines.length;
  const problems: Problem[] = [];
  let group = "";
  lines.forEach((line, i) => {
    if (!file.endsWith(".md")) group = /^([A-Za-z]\w*):/.exec(line)?.[1] ?? group;
    if (group === "promise" || group === "values" || (/^\s*#/.test(line) && i < bodyStart)) return;
    // A front matter key ("answer:") and a placeholder's name ({promise.answer}) are not words of the text: blanked,
    // so columns stay where they are. A promise's own figure ({callbackTime}) is looked for as written.
    const shown = line
      .replace(/^(\s*(?:- )?)([A-Za-z]\w*)(:)/, (_all, indent: string, key: string, colon: string) => indent + " ".repeat(key.length) + colon)
      .replace(/\{(?:law\.|promise\.)[A-Za-z0-9]+\}/g, (name) => " ".repeat(name.length));
    for (const sentence of sentences(shown)) {
      const figure = [...sentence.text.matchAll(promiseFigure)][0];
      const ours = promiseVerb.test(sentence.text) && !otherOffice.test(sentence.text);
      const typed = ours ? [...sentence.text.matchAll(duration)][0] : undefined;
      const found =
        figure ??
        typed ??
        (answering.test(sentence.text) ? always.exec(sentence.text) : null) ??
        personAnswers.map((p) => p.exec(sentence.text)).find((m) => m !== null) ??
        (bailSet.test(sentence.text) ? null : callToRelease.exec(sentence.text)) ??
        undefined;
      if (!found) continue;
      problems.push({
        file,
        line: i + 1,
        column: sentence.start + found.index + 1,
        field: fieldAt(lines, i, bodyStart),
        message:
          "This sentence retypes a promise, so it can say more or less than the promise does. Show the promise itself, written once in content/messages/<lang>.yaml under `promise:`.",
        expected: promises.map((n) => `{promise.${n}}`).join(", "),
        got: JSON.stringify(sentence.text.trim().slice(0, 80)),
      });
    }
  });
  return problems;
}
