/** /<kind>-bonds for each file in content/bonds/: one kind of bond explained. */
import type { BondPage as Bond } from "../model/schemas/index.ts";
import { CallToAction, PageHero, Prose, Section } from "../templates/blocks.tsx";
import { FaqSection } from "../templates/faq-section.tsx";
import { Layout } from "../templates/layout.tsx";
import { Sections } from "../templates/sections.tsx";
import type { PageProps } from "./page-props.ts";

/** A bond-type page. */
export function BondPage({ page, ctx }: PageProps<Bond>) {
  return (
    <Layout ctx={ctx} path={page.path}>
      <PageHero ctx={ctx} heading={page.heading} lead={page.description} />
      <Section>
        <Prose body={page.body} />
      </Section>
      <Sections sections={page.sections} ctx={ctx} />
      <FaqSection faq={page.faq} />
      <CallToAction ctx={ctx} title={ctx.t("bond.ctaTitle", { label: inSentence(page.label) })} text={ctx.t("bond.ctaText")} />
    </Layout>
  );
}

/** A label as it reads inside a sentence: "Vehicle Bail Bonds" → "vehicle bail bonds", while "DWI" stays "DWI". */
export const inSentence = (label: string) => label.replace(/\p{Lu}\p{Ll}+/gu, (word) => word.toLowerCase());
