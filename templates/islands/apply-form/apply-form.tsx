/**
 * The online application form: an embedded form from an outside provider, loaded into a container by fetching
 * the script of one form id. The provider is Jotform (ARCHITECTURE.md, "The form is Jotform's embed").
 *
 * Before JavaScript: the container shows the phone number and a plain link to the provider's own form page.
 * With JavaScript: on entering the page the provider's script for the form id is added inside the container and
 * places the form (an iframe) next to itself. If the script fails to load, or nothing appears within 10 s, the
 * script is removed, the phone number and link stay, and a toast says the form could not load. Leaving the page
 * (pagehide) removes the script and the form; coming back from the back/forward cache loads them again.
 */
import { useEffect, useRef, useState } from "react";
import { ExternalLink } from "../../ui/external-link.tsx";
import { defineIsland } from "../define.ts";
import { toast } from "../toaster/toast-store.ts";
import { useEnhanced } from "../use-enhanced.ts";

/** Everything the loader needs, built from site.yaml. */
export interface ApplyFormProps {
  provider: string; // "Jotform"
  scriptUrl: string; // the embed script for this form id
  hostedUrl: string; // the provider's own page for this form
  phone: string;
  phoneHref: string;
  timeoutMs: number; // how long the provider may take to place the form
  words: ApplyFormWords; // content/messages/<lang>.yaml `applyForm`; {provider} and {phone} are filled in here
}

/** The loader's words: the sentence before the phone number in each state, the link, and the failure toast. */
export interface ApplyFormWords {
  static: string;
  loading: string;
  ready: string;
  failed: string;
  or: string;
  open: string;
  newTab: string;
  toast: string;
}

type Status = "loading" | "ready" | "failed";

/** The form's container with its no-JavaScript fallback. */
export function ApplyForm({ provider, scriptUrl, hostedUrl, phone, phoneHref, timeoutMs, words }: ApplyFormProps) {
  const fill = (text: string) => text.replaceAll("{provider}", provider).replaceAll("{phone}", phone);
  const failure = fill(words.toast);
  const enhanced = useEnhanced();
  const slot = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<Status>("loading");

  useEffect(() => {
    const container = slot.current;
    if (!container) return;
    let stop = () => {};
    const start = () => {
      setStatus("loading");
      stop = embed(container, scriptUrl, timeoutMs, (result) => {
        setStatus(result);
        if (result === "failed") toast(failure, "error");
      });
    };
    const onHide = () => stop();
    const onShow = (e: PageTransitionEvent) => e.persisted && start();
    start();
    window.addEventListener("pagehide", onHide);
    window.addEventListener("pageshow", onShow);
    return () => {
      stop();
      window.removeEventListener("pagehide", onHide);
      window.removeEventListener("pageshow", onShow);
    };
  }, [scriptUrl, timeoutMs, failure]);

  return (
    <div data-status={enhanced ? status : "static"}>
      {/* The provider's script and form go in here; React never renders children into it. */}
      <div ref={slot} data-slot="apply-form-embed" />
      <p className={enhanced && status === "ready" ? "mt-4 text-sm text-muted-foreground" : undefined}>
        {`${words[enhanced ? status : "static"]} `}
        <a href={phoneHref} className="font-bold whitespace-nowrap text-professional underline underline-offset-4">
          {phone}
        </a>{" "}
        {words.or}{" "}
        <ExternalLink href={hostedUrl} className="font-bold text-professional underline underline-offset-4" newTabNote={words.newTab}>
          {fill(words.open)}
        </ExternalLink>
        .
      </p>
    </div>
  );
}

/**
 * Adds the provider's script to `container` and reports "ready" when it has placed an element there, or
 * "failed" when the script errors or nothing appears within `timeoutMs`. Returns a function that removes the
 * script, the form and the watchers.
 */
export function embed(container: HTMLElement, scriptUrl: string, timeoutMs: number, report: (status: "ready" | "failed") => void): () => void {
  const script = document.createElement("script");
  script.src = scriptUrl;
  let settled = false;
  const settle = (status: "ready" | "failed") => {
    if (settled) return;
    settled = true;
    observer.disconnect();
    clearTimeout(timer);
    if (status === "failed") container.replaceChildren();
    report(status);
  };
  const placed = () => [...container.children].some((el) => el !== script && el.tagName !== "SCRIPT");
  const observer = new MutationObserver(() => placed() && settle("ready"));
  observer.observe(container, { childList: true, subtree: true });
  const timer = setTimeout(() => settle(placed() ? "ready" : "failed"), timeoutMs);
  script.addEventListener("error", () => settle("failed"));
  container.append(script);
  return () => {
    settled = true;
    observer.disconnect();
    clearTimeout(timer);
    container.replaceChildren();
  };
}

/** The apply-form island: loads with the page, so the form starts coming at once. */
export const applyForm = defineIsland({ name: "apply-form", component: ApplyForm, hydrate: "load", toasts: true, formProvider: true });
