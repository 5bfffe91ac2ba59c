/** The frame of every page: skip link, header, `<main id="main">`, footer. Head tags come from generator/seo. */
import { useContext, type ReactNode } from "react";
import type { SiteContext } from "../generator/site-context.ts";
import { ChromeSlots, chromeSlot } from "./chrome-slot.ts";
import { Footer } from "./footer.tsx";
import { Header } from "./header.tsx";

/** Wraps a page's content in the shared frame. */
export function Layout({ ctx, path, children }: { ctx: SiteContext; path: string; children: ReactNode }) {
  const slots = useContext(ChromeSlots);
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-background focus:p-3 focus:text-foreground"
      >
        Skip to main content
      </a>
      {slots ? chromeSlot("header") : <Header ctx={ctx} path={path} />}
      <main id="main" tabIndex={-1} className="focus:outline-none">
        {children}
      </main>
      {slots ? chromeSlot("footer") : <Footer ctx={ctx} />}
    </>
  );
}
