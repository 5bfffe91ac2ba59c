/** /alamance-county, /orange-county and /county/<slug> for each file in content/counties/. */
import { labelInSentence } from "../model/language.ts";
import type { CountyPage as County } from "../model/schemas/index.ts";
import { CallToAction, PageHero, Prose, Section } from "../templates/blocks.tsx";
import { FaqSection } from "../templates/faq-section.tsx";
import { ImageHero } from "../templates/image-hero.tsx";
import { Layout } from "../templates/layout.tsx";
import { CardGrid, ClerkLine, CourthouseCard, FacilityCard, LocationSection, SheriffCard } from "../templates/location-blocks.tsx";
import { Sections } from "../templates/sections.tsx";
import type { PageProps } from "./page-props.ts";

/**
 * A county landing page: hero (with the county's picture when it has one), introduction and towns, the writers'
 * sections, the jail, sheriff and courts from content/data/counties/<name>.yaml, FAQ, closing call, nearby counties.
 */
export function CountyPage({ page, ctx }: PageProps<County>) {
  const self = ctx.counties.find((c) => c.path === page.path);
  const data = self?.data;
  const nearby = page.nearby
    ? page.nearby.map((slug) => ctx.counties.find((c) => c.slug === slug)).filter((c) => c !== undefined)
    : ctx.counties.filter((c) => c.path !== page.path);
  // The label as a heading writes it mid-sentence (model/language.ts).
  const place = labelInSentence(page.label);
  const image = page.heroImage;
  const arrival = page.arrival && <p className="mt-5 inline-block rounded-md bg-primary-foreground/10 px-3 py-2 font-semibold">{page.arrival}</p>;
  return (
    <Layout ctx={ctx} path={page.path}>
      {image ? (
        <ImageHero ctx={ctx} heading={page.heading} lead={page.description} image={image}>
          {arrival}
        </ImageHero>
      ) : (
        <PageHero ctx={ctx} heading={page.heading} lead={page.description}>
          {arrival}
        </PageHero>
      )}
      <Section className="grid gap-10 lg:grid-cols-[2fr_1fr]">
        <Prose body={page.body} />
        <aside aria-labelledby="towns" className="h-fit rounded-xl border border-border p-5">
          <h2 id="towns" className="text-lg font-bold text-primary">
            {ctx.t("county.towns", { place })}
          </h2>
          {page.seat && <p className="mt-1 text-sm text-muted-foreground">{ctx.t("county.seat", { seat: page.seat })}</p>}
          <ul className="mt-3 grid grid-cols-2 gap-1">
            {page.towns.map((t) => (
              <li key={t}>{t}</li>
            ))}
          </ul>
        </aside>
      </Section>
      <Sections sections={page.sections} ctx={ctx} />
      {data && self && (
        <LocationSection id="jail-sheriff-courts" title={ctx.t("county.jailTitle", { place })} intro={ctx.t("place.callAhead")}>
          <CardGrid>
            {data.facilities.map((f) => (
              <FacilityCard key={f.name} facility={f} />
            ))}
            <SheriffCard sheriff={data.sheriff} />
            {data.courthouses?.map((c) => (
              <CourthouseCard key={c.name} court={c} />
            ))}
          </CardGrid>
          <ClerkLine phone={data.clerkPhone} />
          {ctx.paths.jailLocations && (
            <p className="mt-4">
              <a
                href={`${ctx.paths.jailLocations}#${self.slug}`}
                className="inline-flex min-h-11 items-center font-semibold text-professional underline underline-offset-4 hover:no-underline"
              >
                {ctx.t("county.directoryLink", { place })}
              </a>
            </p>
          )}
        </LocationSection>
      )}
      <FaqSection faq={page.faq} />
      <CallToAction ctx={ctx} title={ctx.t("county.ctaTitle", { place })} text={ctx.t("county.ctaText")} />
      <section id="nearby-counties" aria-labelledby="nearby-counties-title" data-template-text className="mx-auto max-w-6xl px-4 py-10">
        <h2 id="nearby-counties-title" className="text-xl font-bold text-primary">
          {ctx.t(page.nearby ? "county.nearby" : "county.others")}
        </h2>
        <ul className="mt-3 flex flex-wrap gap-2">
          {nearby.map((c) => (
            <li key={c.path}>
              <a href={c.path} className="inline-flex min-h-11 items-center rounded-md border border-border px-3 hover:bg-muted">
                {c.label}
              </a>
            </li>
          ))}
        </ul>
      </section>
    </Layout>
  );
}
