/** /alamance-county, /orange-county and /county/<slug> for each file in content/counties/. */
import type { CountyPage as County } from "../generator/content/schemas.ts";
import { CallToAction, PageHero, Prose, Section } from "../templates/blocks.tsx";
import { FaqSection } from "../templates/faq-section.tsx";
import { Layout } from "../templates/layout.tsx";
import { Sections } from "../templates/sections.tsx";
import type { PageProps } from "./page-props.ts";

/** A county landing page: introduction, communities served, closing call. */
export function CountyPage({ page, ctx }: PageProps<County>) {
  const others = ctx.counties.filter((c) => c.path !== page.path);
  return (
    <Layout ctx={ctx} path={page.path}>
      <PageHero ctx={ctx} heading={page.heading} lead={page.description}>
        {page.arrival && (
          <p className="mt-5 inline-block rounded-md bg-primary-foreground/10 px-3 py-2 font-semibold">
            An agent can usually meet you in {page.label} in {page.arrival}.
          </p>
        )}
      </PageHero>
      <Section className="grid gap-10 lg:grid-cols-[2fr_1fr]">
        <Prose>{page.body}</Prose>
        <aside aria-labelledby="towns" className="rounded-xl border border-border p-5">
          <h2 id="towns" className="text-lg font-bold text-primary">
            Communities we serve in {page.label}
          </h2>
          {page.seat && <p className="mt-1 text-sm text-muted-foreground">County seat: {page.seat}</p>}
          <ul className="mt-3 grid grid-cols-2 gap-1">
            {page.towns.map((t) => (
              <li key={t}>{t}</li>
            ))}
          </ul>
        </aside>
      </Section>
      <Sections sections={page.sections} ctx={ctx} />
      <FaqSection faq={page.faq} ctx={ctx} />
      <CallToAction
        ctx={ctx}
        title={`Bail help in ${page.label}, around the clock`}
        text={`Call ${ctx.site.phone} and a licensed agent will explain the bond, the cost and the next step.`}
      />
      <Section label="Other counties we serve">
        <h2 className="text-xl font-bold text-primary">Other counties we serve</h2>
        <ul className="mt-3 flex flex-wrap gap-2">
          {others.map((c) => (
            <li key={c.path}>
              <a href={c.path} className="inline-flex min-h-11 items-center rounded-md border border-border px-3 hover:bg-muted">
                {c.label}
              </a>
            </li>
          ))}
        </ul>
      </Section>
    </Layout>
  );
}
