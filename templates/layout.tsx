/**
 * The frame of every page: skip link, header, `<main id="main">`, footer, and the notifications region where
 * needed. Head tags come from generator/seo.
 */
import { type ReactNode, useContext } from "react";
import type { SiteContext } from "../model/site-context.ts";
import { ChromeSlots, chromeSlot } from "./chrome-slot.ts";
import { Footer } from "./footer.tsx";
import { Header } from "./header.tsx";
import { Island, useToastsNeeded } from "./islands/island.tsx";
import { toaster } from "./islands/toaster/toaster.tsx";
import { PageSite } from "./words.tsx";

/** Wraps a page's content in the shared frame. */
export function Layout({ ctx, path, children }: { ctx: SiteContext; path: string; children: ReactNode }) {
  const slots = useContext(ChromeSlots);
  return (
    <PageSite value={ctx}>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-background focus:p-3 focus:text-foreground"
      >
        {ctx.t("layout.skip")}
      </a>
      {slots ? chromeSlot("header") : <Header ctx={ctx} path={path} />}
      <main id="main" tabIndex={-1} className="focus:outline-none">
        <PendingTranslation ctx={ctx} path={path} />
        {children}
      </main>
      {slots ? chromeSlot("footer") : <Footer ctx={ctx} />}
      <Toasts ctx={ctx} />
    </PageSite>
  );
}

/** The toaster's live region, on pages whose islands can raise toasts. It renders after <main>, so it knows. */
function Toasts({ ctx }: { ctx: SiteContext }) {
  return useToastsNeeded() ? <Island island={toaster} props={{ label: ctx.t("toaster.label"), dismiss: ctx.t("toaster.dismiss") }} /> : null;
}

/**
 * On a translated page whose English changed after it was translated: a short dated note that this text is the last
 * reviewed translation, with a link to the English page. The page is published meanwhile (generator/prepare.ts).
 */
function PendingTranslation({ ctx, path }: { ctx: SiteContext; path: string }) {
  const pending = ctx.pendingTranslations?.[path];
  if (!pending) return null;
  const date = pending.changed
    ? new Date(`${pending.changed}T12:00:00Z`).toLocaleDateString(ctx.t("common.dateLocale"), { timeZone: "UTC", dateStyle: "long" })
    : undefined;
  return (
    <p data-translation-pending="" className="mx-auto max-w-6xl px-4 pt-4 text-sm text-muted-foreground">
      {date && (
        <>
          <time dateTime={pending.changed}>{date}</time>
          {" — "}
        </>
      )}
      {ctx.t("layout.translationPending")}{" "}
      <a href={pending.english} hrefLang="en" className="underline">
        {ctx.t("layout.translationPendingLink")}
      </a>
    </p>
  );
}
