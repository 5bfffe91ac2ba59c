/**
 * /inmate-search: the statewide searches from the page's front matter, then one card for every county served (every
 * file in content/counties/, in menu order), built from its content/data/counties/<name>.yaml, then the page's
 * sections (the how-to guide). A card whose facts are missing says whom to call instead (#16).
 */
import { labelInSentence } from "../model/language.ts";
import type { FixedPage } from "../model/schemas/index.ts";
import type { SiteContext } from "../model/site-context.ts";
import { CallToAction, PageHero, Prose, Section } from "../templates/blocks.tsx";
import { Layout } from "../templates/layout.tsx";
import { CardGrid, formatAddress, LocationSection, linkClass, PhoneLink, PhoneText, PlaceName } from "../templates/location-blocks.tsx";
import { Sections } from "../templates/sections.tsx";
import { ExternalLink } from "../templates/ui/external-link.tsx";
import { ContentIcon } from "../templates/ui/icons.tsx";
import { noBreak } from "../templates/ui/no-break.tsx";
import type { PageProps } from "./page-props.ts";

type Page = Extract<FixedPage, { template: "inmate-search" }>;

/** The inmate search page (`template: inmate-search`). */
export function InmateSearchPage({ page, ctx }: PageProps<Page>) {
  return (
    <Layout ctx={ctx} path={page.path}>
      <PageHero ctx={ctx} heading={page.heading} lead={page.description} />
      <Section>
        <Prose body={page.body} />
      </Section>
      <LocationSection id="statewide" title={ctx.t("inmate.statewide")}>
        <ul className="grid gap-4 md:grid-cols-2">
          {page.statewide.map((r) => (
            <li key={r.url} data-item className="flex flex-col rounded-xl border border-border bg-background p-5">
              <p className="mb-2 w-fit rounded-full bg-secondary px-3 py-0.5 text-sm font-semibold text-secondary-foreground">{r.type}</p>
              <h3 className="flex items-start gap-2 text-lg font-semibold text-primary">
                <ContentIcon name="globe" className="mt-0.5 shrink-0 text-professional" />
                <span>{r.name}</span>
              </h3>
              <p className="mt-2 flex-1 text-muted-foreground">{noBreak(r.description)}</p>
              <p className="mt-3 text-sm">
                <span className="font-semibold">{ctx.t("inmate.covers")}</span> {r.coverage}
              </p>
              <p className="mt-1">
                <ExternalLink href={r.url} className={linkClass} newTabNote={ctx.t("common.newTab")}>
                  {ctx.t("inmate.open", { name: labelInSentence(r.name) })}
                </ExternalLink>
              </p>
            </li>
          ))}
        </ul>
      </LocationSection>
      <LocationSection id="sheriffs" title={ctx.t("inmate.sheriffsTitle")} intro={ctx.t("inmate.sheriffsIntro")}>
        <CardGrid>
          {ctx.counties.map((county) => (
            <SheriffSearchCard key={county.slug} county={county} ctx={ctx} />
          ))}
        </CardGrid>
      </LocationSection>
      <Sections sections={page.sections} ctx={ctx} />
      <CallToAction ctx={ctx} title={ctx.t("inmate.ctaTitle")} text={ctx.t("inmate.ctaText")} />
    </Layout>
  );
}

/** One county's card: county, sheriff's office, city, phone, address, a link to its jail list or website, and whom to call. */
function SheriffSearchCard({ county, ctx }: { county: SiteContext["counties"][number]; ctx: SiteContext }) {
  const sheriff = county.data?.sheriff;
  const jailPhone = sheriff?.phone ? undefined : county.data?.facilities.find((f) => f.phone);
  const phone = sheriff?.phone ?? jailPhone?.phone;
  const link = sheriff?.inmateLookup
    ? { href: sheriff.inmateLookup, text: ctx.t("inmate.searchList", { place: county.label }) }
    : sheriff?.url
      ? { href: sheriff.url, text: ctx.t("inmate.sheriffSite", { place: county.label }) }
      : undefined;
  // What to do when a fact is missing: every card ends with a way forward.
  const next = phone ? (
    link ? undefined : (
      ctx.t("inmate.noList")
    )
  ) : (
    <PhoneText text={ctx.t(link ? "inmate.noPhone" : sheriff?.unlinkedLookup ? "inmate.listUnconfirmed" : "inmate.nothing")} phone={ctx.site.phone} />
  );
  return (
    <li data-item data-sheriff={county.slug} className="flex flex-col rounded-xl border border-border bg-background p-5">
      <h3 className="flex items-start gap-2 text-lg font-semibold text-primary">
        <ContentIcon name="shield" className="mt-0.5 shrink-0 text-professional" />
        <a href={county.path} className="underline-offset-4 hover:underline">
          {county.label}
        </a>
      </h3>
      {sheriff && (
        <p className="mt-1 font-medium">
          <PlaceName name={sheriff.name} />
        </p>
      )}
      <dl className="mt-3 grid gap-1 text-sm">
        {sheriff && (
          <div className="flex flex-wrap gap-x-2">
            <dt className="font-semibold">{ctx.t("place.city")}:</dt>
            <dd className="text-muted-foreground">{sheriff.address.city}</dd>
          </div>
        )}
        {sheriff?.address.street && (
          <div className="flex flex-wrap gap-x-2">
            <dt className="font-semibold">{ctx.t("place.address")}:</dt>
            <dd className="text-muted-foreground">{formatAddress(sheriff.address, ctx.phrase)}</dd>
          </div>
        )}
        {phone && (
          <div className="flex flex-wrap items-center gap-x-2">
            <dt className="font-semibold">{ctx.t(sheriff?.phone ? "place.phone" : "place.jailPhone")}:</dt>
            <dd>
              <PhoneLink phone={phone} />
            </dd>
          </div>
        )}
      </dl>
      <div className="mt-auto grid gap-2 pt-3 text-sm">
        {link && (
          <p>
            <ExternalLink href={link.href} className={linkClass} newTabNote={ctx.t("common.newTab")}>
              {link.text}
            </ExternalLink>
          </p>
        )}
        {next && (
          <p data-next className="text-muted-foreground">
            {next}
          </p>
        )}
      </div>
    </li>
  );
}
