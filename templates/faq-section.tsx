/** A page's `faq:` as the FAQ accordion island, in its own section. Used by info, bond and county pages. */

import type { RichFaq as Faq } from "../model/content.ts";
import { contentIcons } from "../model/content-icons.ts";
import { Section } from "./blocks.tsx";
import { faqAccordion } from "./islands/faq-accordion/faq-accordion.tsx";
import { Island } from "./islands/island.tsx";
import { useT } from "./words.tsx";

/** The questions and answers of one page; nothing when the page has none. */
export function FaqSection({ faq, id = "faq" }: { faq: Faq | undefined; id?: string }) {
  const t = useT();
  if (!faq) return null;
  const groups = faq.map((g) => ({
    title: g.title,
    ...(g.icon ? { icon: contentIcons[g.icon] } : {}),
    items: g.items.map((item) => ({ question: item.question, answer: item.answer })),
  }));
  return (
    <Section label={t("faq.label")}>
      <Island island={faqAccordion} props={{ id, level: 2, groups }} />
    </Section>
  );
}
