/**
 * The shared footer: an emergency call banner; address, phone, email and social links; Our Services; the county
 * links; Quick Links; the copyright line.
 */

import { phoneHref } from "../model/phone.ts";
import type { NavLink, SiteContext } from "../model/site-context.ts";
import { ButtonLink } from "./ui/button.tsx";
import { SocialLinks } from "./ui/external-link.tsx";
import { FormIcon, MailIcon, PhoneIcon, PinIcon } from "./ui/icons.tsx";
import { noBreak } from "./ui/no-break.tsx";

/** The footer of every page. */
export function Footer({ ctx }: { ctx: SiteContext }) {
  const { site } = ctx;
  const a = site.address;
  return (
    <footer className="mt-16">
      <section aria-labelledby="footer-emergency" className="bg-emergency text-emergency-foreground">
        <div className="mx-auto flex max-w-6xl flex-col items-start justify-between gap-4 px-4 py-8 md:flex-row md:items-center">
          <div>
            <h2 id="footer-emergency" className="text-2xl font-bold">
              {ctx.t("footer.emergencyHeading")}
            </h2>
            <p className="mt-1">{ctx.t("footer.emergencyText")}</p>
          </div>
          <div className="flex flex-wrap gap-3 md:shrink-0">
            <ButtonLink href={phoneHref(site.phone)} variant="hero" size="lg">
              <PhoneIcon />
              {noBreak(ctx.t("common.callNumber"))}
            </ButtonLink>
            {ctx.applyOnline && (
              <ButtonLink href={ctx.paths.apply} variant="outline" size="lg">
                <FormIcon />
                {ctx.t("common.applyOnline")}
              </ButtonLink>
            )}
          </div>
        </div>
      </section>
      <div className="bg-primary text-primary-foreground">
        <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-[1.2fr_1fr_1.5fr_1fr]">
          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact" className="text-lg font-bold">
              {site.name}
            </h2>
            <address className="mt-3 grid gap-2 not-italic">
              <p className="flex gap-2">
                <PinIcon size={18} className="mt-1 shrink-0" />
                <span>
                  {a.street}
                  <br />
                  {a.city}, {a.region} {a.postalCode}
                </span>
              </p>
              <a href={phoneHref(site.phone)} className="flex min-h-11 items-center gap-2 underline-offset-4 hover:underline">
                <PhoneIcon size={18} />
                {site.phone}
              </a>
              <a href={`mailto:${site.email}`} className="flex min-h-11 items-center gap-2 underline-offset-4 hover:underline">
                <MailIcon size={18} />
                {site.email}
              </a>
            </address>
            <SocialLinks socials={site.socials} className="mt-2" newTabNote={ctx.t("common.newTab")} phrase={ctx.phrase} />
          </section>
          <LinkList id="footer-services" title={ctx.t("footer.services")} links={ctx.services} />
          <LinkList id="footer-counties" title={ctx.t("footer.counties")} links={ctx.counties} columns />
          <LinkList id="footer-quick" title={ctx.t("footer.quickLinks")} links={ctx.quickLinks} />
        </div>
        <div className="border-t border-primary-foreground/20">
          <div className="mx-auto max-w-6xl px-4 py-4 text-sm">
            <p>{ctx.year ? ctx.t("footer.copyrightYear", { year: ctx.year }) : ctx.t("footer.copyright")}</p>
            {/* "licensed" on every page, with the number a visitor can check (site.yaml licenseNumber). */}
            <p className="mt-1">{ctx.t("footer.license")}</p>
          </div>
        </div>
      </div>
    </footer>
  );
}

function LinkList({ id, title, links, columns }: { id: string; title: string; links: NavLink[]; columns?: boolean }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      <ul className={`mt-3 ${columns ? "grid grid-cols-2 gap-x-4" : "grid"}`}>
        {links.map((l) => (
          <li key={l.path}>
            <a href={l.path} className="inline-flex min-h-11 items-center py-1 underline-offset-4 hover:underline">
              {l.label}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
