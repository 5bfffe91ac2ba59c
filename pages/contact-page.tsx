/** /contact: the hotline, address, hours, website, email, social links, what to have ready, and the counties with their towns. */

import { phoneHref } from "../model/phone.ts";
import type { FixedPage } from "../model/schemas/index.ts";
import { PageHero, Prose, Section } from "../templates/blocks.tsx";
import { Layout } from "../templates/layout.tsx";
import { SocialLinks } from "../templates/ui/external-link.tsx";
import { ClockIcon, MailIcon, PhoneIcon, PinIcon } from "../templates/ui/icons.tsx";
import type { PageProps } from "./page-props.ts";

/** The contact page. */
export function ContactPage({ page, ctx }: PageProps<Extract<FixedPage, { template: "contact" }>>) {
  const { site } = ctx;
  const a = site.address;
  const row = "flex gap-3 rounded-xl border border-border p-5";
  return (
    <Layout ctx={ctx} path={page.path}>
      <PageHero ctx={ctx} heading={page.heading} lead={page.description} />
      <Section className="grid gap-10 lg:grid-cols-2">
        <div>
          <Prose body={page.body} />
          <h2 className="mt-10 text-2xl font-bold text-primary">{ctx.t("contact.haveReady")}</h2>
          <ul className="mt-3 grid list-disc gap-1 pl-6">
            {page.haveReady.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
        </div>
        <ul className="grid content-start gap-4">
          <li className={row}>
            <PhoneIcon className="mt-1 shrink-0 text-emergency" />
            <div>
              <h2 className="font-bold text-primary">{ctx.t("contact.hotline")}</h2>
              <a href={phoneHref(site.phone)} className="inline-flex min-h-11 items-center text-xl font-bold text-emergency underline underline-offset-4">
                {site.phone}
              </a>
              <p className="text-sm text-muted-foreground">{ctx.t("contact.languages", { languages: site.languages.join(ctx.t("common.and")) })}</p>
            </div>
          </li>
          <li className={row}>
            <ClockIcon className="mt-1 shrink-0 text-primary" />
            <div>
              <h2 className="font-bold text-primary">{ctx.t("place.hours")}</h2>
              <p>{ctx.t("contact.hours", { hours: site.hours.label })}</p>
            </div>
          </li>
          <li className={row}>
            <PinIcon className="mt-1 shrink-0 text-primary" />
            <div>
              <h2 className="font-bold text-primary">{ctx.t("contact.office")}</h2>
              <address className="not-italic">
                {a.street}
                <br />
                {a.city}, {a.region} {a.postalCode}
              </address>
            </div>
          </li>
          <li className={row}>
            <MailIcon className="mt-1 shrink-0 text-primary" />
            <div>
              <h2 className="font-bold text-primary">{ctx.t("contact.email")}</h2>
              <p>
                <a href={`mailto:${site.email}`} className="inline-flex min-h-11 items-center underline underline-offset-4">
                  {site.email}
                </a>
              </p>
              <p>
                <a href={site.url} className="inline-flex min-h-11 items-center underline underline-offset-4">
                  {site.url.replace(/^https:\/\//, "")}
                </a>
              </p>
              <SocialLinks socials={site.socials} newTabNote={ctx.t("common.newTab")} phrase={ctx.phrase} />
            </div>
          </li>
        </ul>
      </Section>
      <Section label={ctx.t("contact.areas")}>
        <h2 className="text-2xl font-bold text-primary">{ctx.t("contact.areas")}</h2>
        <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {ctx.counties.map((c) => (
            <li key={c.path} className="rounded-xl border border-border p-5">
              <h3 className="text-lg font-bold">
                <a href={c.path} className="text-professional underline underline-offset-4 hover:no-underline">
                  {c.label}
                </a>
              </h3>
              <p className="mt-1 text-muted-foreground">{c.page.towns.join(", ")}</p>
            </li>
          ))}
        </ul>
      </Section>
    </Layout>
  );
}
