/**
 * The shared header: emergency bar with tap-to-call, the 24/7 notice and the address; the logo; the
 * desktop navigation with the Counties dropdown; Pay Now and Call Now; and the mobile drawer. The dropdown and
 * the drawer are HTML popovers, so they open, close (Esc, outside click) and take focus without JavaScript; the
 * dropdown's button is the header-menus island, which adds hover and closes the menus when the page is left.
 */

import { phoneHref } from "../model/phone.ts";
import type { SiteContext } from "../model/site-context.ts";
import { headerMenus } from "./islands/header-menus/header-menus.tsx";
import { Island } from "./islands/island.tsx";
import { Logo } from "./logo.tsx";
import { Button, ButtonLink, buttonVariants } from "./ui/button.tsx";
import { cn } from "./ui/cn.ts";
import { ExternalLink } from "./ui/external-link.tsx";
import { ChevronIcon, ClockIcon, CloseIcon, GlobeIcon, MenuIcon, PhoneIcon, PinIcon } from "./ui/icons.tsx";
import { noBreak } from "./ui/no-break.tsx";

/**
 * The header of every page. `path` marks the current page in the navigation; the language switch leads to the same
 * page in each other language it exists in (`switchTo` overrides their addresses, by language: the build's header
 * cache fills them in per page).
 */
export function Header({ ctx, path, switchTo }: { ctx: SiteContext; path: string; switchTo?: Record<string, string> }) {
  const { site } = ctx;
  const languageLink = otherLanguages(ctx, path).map((other) => (
    <LanguageSwitch key={other.lang} ctx={ctx} lang={other.lang} href={switchTo?.[other.lang] ?? other.path} />
  ));
  const tel = phoneHref(site.phone);
  const a = site.address;
  return (
    <header>
      <div className="bg-emergency text-emergency-foreground">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-1 px-4 py-1.5 text-sm lg:max-xl:gap-x-4">
          <a href={tel} className="inline-flex min-h-11 items-center gap-2 font-bold underline-offset-4 hover:underline">
            <PhoneIcon size={16} />
            <span>
              {ctx.t("header.helpLine")} <span className="whitespace-nowrap">{site.phone}</span>
            </span>
          </a>
          <p className="order-3 inline-flex items-center gap-2 md:order-none">
            <ClockIcon size={16} className="lg:max-xl:hidden" />
            {site.hours.label}
          </p>
          <p className="hidden items-center gap-2 md:order-none md:inline-flex">
            <PinIcon size={16} className="lg:max-xl:hidden" />
            {a.street}, {a.city}, {a.region} {a.postalCode}
          </p>
          {/* Beside the phone number on a phone's screen, last on a wide one: never pushed out by the buttons below. */}
          {languageLink}
        </div>
      </div>
      <div className="border-b border-border bg-background">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
          <a href={ctx.paths.home} className="flex min-h-11 items-center gap-2 font-bold text-primary">
            <Logo />
            <span className="text-lg leading-tight sm:whitespace-nowrap">{site.name}</span>
          </a>
          <div className="flex items-center gap-2">
            <PayNow
              ctx={ctx}
              href={site.payNowUrl}
              className={cn(buttonVariants({ variant: "outline", size: "sm" }), "hidden whitespace-nowrap text-primary sm:inline-flex")}
            />
            <ButtonLink href={tel} variant="emergency" size="sm" className="whitespace-nowrap">
              <PhoneIcon size={16} />
              {ctx.t("header.callNow")}
            </ButtonLink>
            <Button variant="ghost" size="icon" popoverTarget="nav-drawer" aria-label={ctx.t("header.openMenu")} className="text-primary lg:hidden">
              <MenuIcon size={24} />
            </Button>
          </div>
        </div>
        <nav aria-label={ctx.t("header.mainNav")} className="mx-auto hidden max-w-6xl px-2 pb-1 lg:block">
          <ul className="flex flex-wrap items-center text-sm xl:text-base">
            {ctx.header.map((item) =>
              item.kind === "link" ? (
                <li key={item.path}>
                  <NavItem {...item} current={item.path === path} />
                </li>
              ) : (
                <li key="counties">
                  <Island island={headerMenus} props={{ label: item.label }} />
                  <div
                    id="counties-menu"
                    popover="auto"
                    data-slot="counties-menu"
                    className="w-max max-w-[calc(100vw-2rem)] rounded-lg border border-border bg-background p-2 text-foreground shadow-xl"
                  >
                    <CountyLinks ctx={ctx} path={path} className="grid-cols-[auto_auto]" />
                  </div>
                </li>
              ),
            )}
          </ul>
        </nav>
      </div>
      <Drawer ctx={ctx} path={path} tel={tel} />
    </header>
  );
}

/** The same page in the site's other languages it exists in, in the languages' order. */
export function otherLanguages(ctx: SiteContext, path: string): { lang: string; path: string }[] {
  return Object.entries(ctx.alternates[path] ?? {})
    .filter(([lang]) => lang !== ctx.lang)
    .map(([lang, p]) => ({ lang, path: p! }));
}

/**
 * The link to this page in another language, named in that language ("Español" on English pages, "English" on
 * Spanish ones: content/data/languages.yaml `name`) and marked with it, so a screen reader says it in the right
 * voice. Plain HTML: it works without JavaScript.
 */
function LanguageSwitch({ ctx, lang, href }: { ctx: SiteContext; lang: string; href: string }) {
  return (
    <a
      href={href}
      lang={lang}
      hrefLang={lang}
      data-slot="language-switch"
      className="order-2 inline-flex min-h-11 items-center gap-1.5 font-semibold whitespace-nowrap underline underline-offset-4 hover:no-underline md:order-none"
    >
      <GlobeIcon size={16} />
      {ctx.languageNames[lang] ?? lang}
    </a>
  );
}

/** The Pay Now button: the card-payment page, in a new tab. */
function PayNow({ ctx, href, className }: { ctx: SiteContext; href: string; className: string }) {
  return (
    <ExternalLink href={href} className={className} newTabNote={ctx.t("common.newTab")}>
      {ctx.t("header.payNow")}
    </ExternalLink>
  );
}

/** Every county page, in the counties' `order`: the Counties menu on wide screens, the drawer's list on phones. */
function CountyLinks({ ctx, path, className }: { ctx: SiteContext; path: string; className: string }) {
  return (
    <ul className={`grid gap-1 ${className}`}>
      {ctx.counties.map((c) => (
        <li key={c.path}>
          <NavItem {...c} current={c.path === path} className="w-full text-sm" />
        </li>
      ))}
    </ul>
  );
}

function NavItem({ path, label, current, className }: { path: string; label: string; current: boolean; className?: string }) {
  return (
    <a
      href={path}
      aria-current={current ? "page" : undefined}
      className={`inline-flex min-h-11 items-center rounded-md px-2.5 font-medium whitespace-nowrap hover:bg-muted aria-[current=page]:text-emergency aria-[current=page]:underline aria-[current=page]:underline-offset-4 ${className ?? ""}`}
    >
      {label}
    </a>
  );
}

/** The side drawer for small screens: the same links as the desktop navigation. */
function Drawer({ ctx, path, tel }: { ctx: SiteContext; path: string; tel: string }) {
  return (
    <div
      id="nav-drawer"
      popover="auto"
      data-slot="drawer"
      aria-label={ctx.t("header.menu")}
      role="dialog"
      className="w-80 max-w-[85vw] overflow-y-auto bg-background p-4 text-foreground shadow-2xl"
    >
      <div className="mb-2 flex items-center justify-between">
        <p className="font-bold text-primary">{ctx.t("header.menu")}</p>
        <Button variant="ghost" size="icon" popoverTarget="nav-drawer" popoverTargetAction="hide" aria-label={ctx.t("header.closeMenu")}>
          <CloseIcon size={24} />
        </Button>
      </div>
      <nav aria-label={ctx.t("header.mobileNav")}>
        <ul className="grid gap-1">
          {ctx.header.map((item) =>
            item.kind === "link" ? (
              <li key={item.path}>
                <NavItem {...item} current={item.path === path} className="w-full" />
              </li>
            ) : (
              <li key="counties">
                <details className="group">
                  <summary className="flex min-h-11 cursor-pointer items-center justify-between rounded-md px-3 font-medium hover:bg-muted">
                    {item.label}
                    <ChevronIcon size={16} className="transition-transform group-open:rotate-180" />
                  </summary>
                  <CountyLinks ctx={ctx} path={path} className="pl-3" />
                </details>
              </li>
            ),
          )}
        </ul>
      </nav>
      <div className="mt-4 grid gap-2">
        <ButtonLink href={tel} variant="emergency">
          <PhoneIcon size={18} />
          {noBreak(ctx.t("common.callNumber"))}
        </ButtonLink>
        <PayNow ctx={ctx} href={ctx.site.payNowUrl} className={cn(buttonVariants({ variant: "outline" }), "text-primary")} />
      </div>
    </div>
  );
}
