/** /<city>-nc-bail-bonds for each file in content/cities/. */
import { labelInSentence } from "../model/language.ts";
import type { CityPage as City } from "../model/schemas/index.ts";
import { PageHero, Prose, Section } from "../templates/blocks.tsx";
import { Layout } from "../templates/layout.tsx";
import { AgencyCard, ApplyOrContact, CallBox, CardGrid, FacilityCard, LocationSection, SheriffCard } from "../templates/location-blocks.tsx";
import { Sections } from "../templates/sections.tsx";
import type { PageProps } from "./page-props.ts";

/**
 * A city landing page: introduction, the writers' sections (highlight cards), the local detention facilities (the
 * county's jails and sheriff from its data file, then the city's police, campus police and other agencies from
 * content/data/cities/<name>.yaml), a 24/7 call box and a closing call to apply or get in touch.
 */
export function CityPage({ page, ctx }: PageProps<City>) {
  const county = ctx.counties.find((c) => c.slug === page.county);
  const city = ctx.cityData[page.file.replace(/^.*\/|\.md$/g, "")];
  const hasFacilities = Boolean(county?.data || city);
  return (
    <Layout ctx={ctx} path={page.path}>
      <PageHero ctx={ctx} heading={page.heading} lead={page.description} />
      <Section>
        <Prose body={page.body} />
        {county && (
          <p className="mt-8">
            <a href={county.path} className="font-semibold text-professional underline underline-offset-4 hover:no-underline">
              {ctx.t("city.countyLink", { place: labelInSentence(county.label) })}
            </a>
          </p>
        )}
      </Section>
      <Sections sections={page.sections} ctx={ctx} />
      {hasFacilities && (
        <LocationSection id="local-facilities" title={ctx.t("city.facilitiesTitle", { place: page.label })} intro={ctx.t("place.callAhead")}>
          <CardGrid>
            {county?.data?.facilities.map((f) => (
              <FacilityCard key={f.name} facility={f} />
            ))}
            {county?.data && <SheriffCard sheriff={county.data.sheriff} />}
            {city?.police && <AgencyCard agency={city.police} tag={ctx.t("place.cityPolice")} />}
            {city?.campusPolice?.map((a) => (
              <AgencyCard key={a.name} agency={a} tag={ctx.t("place.campusPolice")} />
            ))}
            {city?.others?.map((a) => (
              <AgencyCard key={a.name} agency={a} tag={ctx.t("place.nearbyAgency")} icon="car" />
            ))}
          </CardGrid>
          {county?.data && ctx.paths.jailLocations && (
            <p className="mt-4">
              <a
                href={`${ctx.paths.jailLocations}#${county.slug}`}
                className="inline-flex min-h-11 items-center font-semibold text-professional underline underline-offset-4 hover:no-underline"
              >
                {ctx.t("city.directoryLink", { place: labelInSentence(county.label) })}
              </a>
            </p>
          )}
        </LocationSection>
      )}
      <CallBox ctx={ctx} place={page.label} />
      <ApplyOrContact ctx={ctx} place={page.label} />
    </Layout>
  );
}
