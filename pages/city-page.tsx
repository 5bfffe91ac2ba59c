/** /<city>-nc-bail-bonds for each file in content/cities/. */
import type { CityPage as City } from "../generator/content/schemas.ts";
import { CallToAction, PageHero, Prose, Section } from "../templates/blocks.tsx";
import { Layout } from "../templates/layout.tsx";
import { Sections } from "../templates/sections.tsx";
import type { PageProps } from "./page-props.ts";

/** A city landing page: introduction, its county page, closing call. */
export function CityPage({ page, ctx }: PageProps<City>) {
  const county = ctx.counties.find((c) => c.page.file === `content/counties/${page.county}.md`);
  return (
    <Layout ctx={ctx} path={page.path}>
      <PageHero ctx={ctx} heading={page.heading} lead={page.description} />
      <Section>
        <Prose>{page.body}</Prose>
        {county && (
          <p className="mt-8">
            <a href={county.path} className="font-semibold text-professional underline underline-offset-4 hover:no-underline">
              Bail bonds anywhere in {county.label}
            </a>
          </p>
        )}
      </Section>
      <Sections sections={page.sections} ctx={ctx} />
      <CallToAction
        ctx={ctx}
        title={`Need a bail bond in ${page.label} tonight?`}
        text={`Call ${ctx.site.phone}: a licensed agent picks up 24/7 and can start the paperwork right away.`}
      />
    </Layout>
  );
}
