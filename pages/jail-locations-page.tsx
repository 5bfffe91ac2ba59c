/**
 * /nc-jail-locations: every county that has a content/data/counties/<name>.yaml, alphabetically, with its jails and
 * courthouses and a link to its county page. Each county is `<section id="<name>">`, so county and city pages
 * link to /nc-jail-locations#wake-county, and an index at the top links to each one.
 */
import { labelInSentence } from "../model/language.ts";
import type { FixedPage } from "../model/schemas/index.ts";
import { CallToAction, PageHero, Prose, Section } from "../templates/blocks.tsx";
import { Layout } from "../templates/layout.tsx";
import { ClerkLine, CourthouseCard, FacilityCard } from "../templates/location-blocks.tsx";
import { Sections } from "../templates/sections.tsx";
import type { PageProps } from "./page-props.ts";

/** The jail and courthouse directory (`template: jail-locations`). */
export function JailLocationsPage({ page, ctx }: PageProps<Extract<FixedPage, { template: "jail-locations" }>>) {
  const counties = ctx.counties.filter((c) => c.data !== undefined).toSorted((a, b) => a.label.localeCompare(b.label));
  return (
    <Layout ctx={ctx} path={page.path}>
      <PageHero ctx={ctx} heading={page.heading} lead={page.description} />
      <Section>
        <Prose body={page.body} />
      </Section>
      <nav aria-labelledby="county-index-title" data-county-index className="mx-auto max-w-6xl px-4 py-4">
        <h2 id="county-index-title" className="text-xl font-bold text-primary">
          {ctx.t("jails.jump")}
        </h2>
        <ul className="mt-3 flex flex-wrap gap-2">
          {counties.map((c) => (
            <li key={c.slug}>
              <a
                href={`#${c.slug}`}
                className="inline-flex min-h-11 items-center rounded-md border border-border px-3 font-semibold text-primary hover:bg-muted"
              >
                {c.label}
              </a>
            </li>
          ))}
        </ul>
        <p className="mt-4 max-w-3xl text-sm text-muted-foreground">{ctx.t("place.callAhead")}</p>
      </nav>
      {counties.map(({ slug, label, path, data }) => (
        <section key={slug} id={slug} aria-labelledby={`${slug}-title`} data-county={slug} className="mx-auto max-w-6xl scroll-mt-4 px-4 py-8">
          <h2 id={`${slug}-title`} className="text-2xl font-bold text-primary">
            {label}
          </h2>
          <h3 className="mt-5 text-lg font-semibold text-foreground">{ctx.t("jails.facilities")}</h3>
          <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {data!.facilities.map((f) => (
              <FacilityCard key={f.name} facility={f} level={4} />
            ))}
          </ul>
          {(data!.courthouses || data!.clerkPhone) && <h3 className="mt-6 text-lg font-semibold text-foreground">{ctx.t("jails.courthouses")}</h3>}
          {data!.courthouses && (
            <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {data!.courthouses.map((c) => (
                <CourthouseCard key={c.name} court={c} level={4} />
              ))}
            </ul>
          )}
          <ClerkLine phone={data!.clerkPhone} />
          <p className="mt-4">
            <a href={path} className="inline-flex min-h-11 items-center font-semibold text-professional underline underline-offset-4 hover:no-underline">
              {ctx.t("jails.bondsIn", { place: labelInSentence(label) })}
            </a>
          </p>
        </section>
      ))}
      <Sections sections={page.sections} ctx={ctx} />
      <CallToAction ctx={ctx} title={ctx.t("jails.ctaTitle")} text={ctx.t("jails.ctaText")} />
    </Layout>
  );
}
