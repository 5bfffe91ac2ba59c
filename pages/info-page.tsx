/** Information pages (about, process, FAQ, laws, ...): hero, introduction, closing call. Fuller bodies follow in #4 and #5. */
import type { FixedPage } from "../model/schemas/index.ts";
import { CallToAction, PageHero, Prose, Section } from "../templates/blocks.tsx";
import { FaqSection } from "../templates/faq-section.tsx";
import { Layout } from "../templates/layout.tsx";
import { Sections } from "../templates/sections.tsx";
import type { PageProps } from "./page-props.ts";

/** A fixed page with the `info` template. */
export function InfoPage({ page, ctx }: PageProps<Extract<FixedPage, { template: "info" }>>) {
  // The page that lists the statutes says as of when: the day its least recently read statute was read (law.yaml
  // `reread`); while one has never been read at its official source, it says so instead.
  const listsLaw = page.sections?.some((section) => section.kind === "sources") ?? false;
  const lawDate = listsLaw ? ctx.lawDate : undefined;
  return (
    <Layout ctx={ctx} path={page.path}>
      <PageHero ctx={ctx} heading={page.heading} lead={page.description} />
      <Section>
        <Prose body={page.body} />
        {lawDate && (
          <p className="mt-6 text-sm text-muted-foreground">
            {ctx.t("info.reread")}{" "}
            <time dateTime={lawDate}>
              {new Date(`${lawDate}T12:00:00Z`).toLocaleDateString(ctx.t("common.dateLocale"), { timeZone: "UTC", dateStyle: "long" })}
            </time>
            . {ctx.t("info.rereadNote")}
          </p>
        )}
        {listsLaw && !lawDate && <p className="mt-6 text-sm text-muted-foreground">{ctx.t("info.rereadPending")}</p>}
      </Section>
      <Sections sections={page.sections} ctx={ctx} />
      <FaqSection faq={page.faq} />
      <CallToAction ctx={ctx} title={ctx.t("info.ctaTitle")} text={ctx.t("info.ctaText")} />
    </Layout>
  );
}
