/**
 * /inmate-search: the statewide searches from the page's front matter, then one card per county sheriff named in
 * `sheriffs:`, built from that county's content/data/counties/<name>.yaml, then the page's sections (the how-to guide).
 */
import type { FixedPage } from "../generator/content/schemas.ts";
import type { SiteContext } from "../generator/site-context.ts";
import { CallToAction, PageHero, Prose, Section } from "../templates/blocks.tsx";
import { ContentIcon } from "../templates/ui/icons.tsx";
import { Layout } from "../templates/layout.tsx";
import { CardGrid, formatAddress, linkClass, LocationSection, PhoneLink } from "../templates/location-blocks.tsx";
import { Sections } from "../templates/sections.tsx";
import { ExternalLink } from "../templates/ui/external-link.tsx";
import type { PageProps } from "./page-props.ts";

type Page = Extract<FixedPage, { template: "inmate-search" }>;

/** The inmate search page (`template: inmate-search`). */
export function InmateSearchPage({ page, ctx }: PageProps<Page>) {
  return (
    <Layout ctx={ctx} path={page.path}>
      <PageHero ctx={ctx} heading={page.heading} lead={page.description} />
      <Section>
        <Prose>{page.body}</Prose>
      </Section>
      <LocationSection id="statewide" title="Statewide searches">
        <ul className="grid gap-4 md:grid-cols-2">
          {page.statewide.map((r) => (
            <li key={r.url} data-item className="flex flex-col rounded-xl border border-border bg-background p-5">
              <p className="mb-2 w-fit rounded-full bg-secondary px-3 py-0.5 text-sm font-semibold text-secondary-foreground">{r.type}</p>
              <h3 className="flex items-start gap-2 text-lg font-semibold text-primary">
                <ContentIcon name="globe" className="mt-0.5 shrink-0 text-professional" />
                <span>{r.name}</span>
              </h3>
              <p className="mt-2 flex-1 text-muted-foreground">{r.description}</p>
              <p className="mt-3 text-sm">
                <span className="font-semibold">Covers:</span> {r.coverage}
              </p>
              <p className="mt-1">
                <ExternalLink href={r.url} className={linkClass}>
                  Open {r.name}
                </ExternalLink>
              </p>
            </li>
          ))}
        </ul>
      </LocationSection>
      <LocationSection
        id="sheriffs"
        title="County sheriffs and jail lists"
        intro="Each county's sheriff runs its jail. Where the sheriff posts an online list of the people held, the card links to it; otherwise call the number shown, or call us and we will check for you."
      >
        <CardGrid>
          {page.sheriffs.map((slug) => (
            <SheriffSearchCard key={slug} slug={slug} ctx={ctx} />
          ))}
        </CardGrid>
      </LocationSection>
      <Sections sections={page.sections} ctx={ctx} />
      <CallToAction
        ctx={ctx}
        title="Found them? Start the bond now"
        text={`Apply online, or call ${ctx.site.phone} at any hour and an agent will check the jail for you.`}
      />
    </Layout>
  );
}

/** One county's card: county, sheriff's office, city, phone, address and a link to its jail list or website. */
function SheriffSearchCard({ slug, ctx }: { slug: string; ctx: SiteContext }) {
  // routes.ts refuses a `sheriffs:` entry without a county page and data file, so both exist here.
  const county = ctx.counties.find((c) => c.slug === slug)!;
  const { sheriff, facilities } = county.data!;
  const jailPhone = sheriff.phone ? undefined : facilities.find((f) => f.phone);
  const link = sheriff.inmateLookup
    ? { href: sheriff.inmateLookup, text: `Search the ${county.label} jail list` }
    : sheriff.url
      ? { href: sheriff.url, text: `${county.label} sheriff's website` }
      : undefined;
  return (
    <li data-item data-sheriff={slug} className="flex flex-col rounded-xl border border-border bg-background p-5">
      <h3 className="flex items-start gap-2 text-lg font-semibold text-primary">
        <ContentIcon name="shield" className="mt-0.5 shrink-0 text-professional" />
        <a href={county.path} className="underline-offset-4 hover:underline">
          {county.label}
        </a>
      </h3>
      <p className="mt-1 font-medium">{sheriff.name}</p>
      <dl className="mt-3 grid gap-1 text-sm">
        <div className="flex flex-wrap gap-x-2">
          <dt className="font-semibold">City:</dt>
          <dd className="text-muted-foreground">{sheriff.address.city}</dd>
        </div>
        {sheriff.address.street && (
          <div className="flex flex-wrap gap-x-2">
            <dt className="font-semibold">Address:</dt>
            <dd className="text-muted-foreground">{formatAddress(sheriff.address)}</dd>
          </div>
        )}
        {(sheriff.phone || jailPhone) && (
          <div className="flex flex-wrap items-center gap-x-2">
            <dt className="font-semibold">{sheriff.phone ? "Phone:" : "Jail phone:"}</dt>
            <dd>
              <PhoneLink phone={(sheriff.phone ?? jailPhone!.phone)!} />
            </dd>
          </div>
        )}
      </dl>
      <p className="mt-auto pt-3 text-sm">
        {link ? (
          <ExternalLink href={link.href} className={linkClass}>
            {link.text}
          </ExternalLink>
        ) : (
          <span className="text-muted-foreground">
            {sheriff.phone || jailPhone ? "No online jail list: call the number above." : "No online jail list: call us and we will check for you."}
          </span>
        )}
      </p>
    </li>
  );
}
