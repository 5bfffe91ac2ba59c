/** A page's `faq:` as the FAQ accordion island, in its own section. Used by info, bond and county pages. */
import type { Faq } from "../generator/content/schemas.ts";
import { markdownToRich } from "../generator/content/rich-text.ts";
import type { SiteContext } from "../generator/site-context.ts";
import { Section } from "./blocks.tsx";
import { faqAccordion } from "./islands/faq-accordion/faq-accordion.tsx";
import { Island } from "./islands/island.tsx";
import { contentIcons } from "./ui/content-icons.ts";

/** The questions and answers of one page; nothing when the page has none. */
export function FaqSection({ faq, ctx, id = "faq" }: { faq: Faq | undefined; ctx: SiteContext; id?: string }) {
  if (!faq) return null;
  const groups = faq.map((g) => ({
    title: g.title,
    ...(g.icon ? { icon: contentIcons[g.icon] } : {}),
    items: g.items.map((item) => ({ question: item.question, answer: markdownToRich(item.answer, ctx.site.phone) })),
  }));
  return (
    <Section label="Questions and answers">
      <Island island={faqAccordion} props={{ id, level: 2, groups }} />
    </Section>
  );
}
