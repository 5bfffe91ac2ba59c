/** #33: the `{withForm: …}` and `{withoutForm: …}` texts (model/form-text.ts), kept or left out by the online form. */
import { describe, expect, it } from "vitest";
import { formText, hasApplyForm, unclosedSpans } from "../../model/form-text.ts";

describe("formText", () => {
  const sentence = "Call {phone} at any hour {withForm: or [apply online](/apply)}.";

  it("keeps a {withForm: …} text, without its name, only while the site has the form", () => {
    expect(formText(sentence, true)).toBe("Call {phone} at any hour or [apply online](/apply).");
    expect(formText(sentence, false)).toBe("Call {phone} at any hour.");
  });

  it("shows a {withoutForm: …} text only while the site has no form, with placeholders inside it", () => {
    const text = "{withForm: Apply online in a few minutes}{withoutForm: Call {phone} and an agent takes your application}, or send us a question.";
    expect(formText(text, true)).toBe("Apply online in a few minutes, or send us a question.");
    expect(formText(text, false)).toBe("Call {phone} and an agent takes your application, or send us a question.");
  });

  it("leaves no double space where a text in the middle of a sentence is left out, and none at the start of a text", () => {
    expect(formText("Call us {withForm: or apply online} to start.", false)).toBe("Call us to start.");
    expect(formText("{withForm: The form is quick.} If you are unsure, call.", false)).toBe("If you are unsure, call.");
    expect(formText("Say it{withForm:, or apply online}.", true)).toBe("Say it, or apply online.");
  });

  it("leaves a span that is not closed as written, and names where it starts", () => {
    expect(formText("Call us {withForm: or apply online.", false)).toBe("Call us {withForm: or apply online.");
    expect(unclosedSpans("Call us {withForm: or apply online.")).toEqual([8]);
    expect(unclosedSpans(sentence)).toEqual([]);
  });

  it("decides by site.yaml's applyForm.formId", () => {
    expect(hasApplyForm({ applyForm: { provider: "Jotform", scriptUrl: "", hostedUrl: "", formId: "" } })).toBe(false);
    expect(hasApplyForm({ applyForm: { provider: "Jotform", scriptUrl: "", hostedUrl: "", formId: "241234567890123" } })).toBe(true);
  });
});
