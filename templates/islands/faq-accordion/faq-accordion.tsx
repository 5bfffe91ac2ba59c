/**
 * The FAQ accordion. The server HTML is the first frame, and it already works (CONTRIBUTING.md, "Islands").
 *
 * Before JavaScript: each question is a `<details>` whose `<summary>` holds the question's heading; all start
 * collapsed. They share one `name`, so the browser keeps at most one answer open on the page; a tap, a click,
 * Enter or Space opens and closes a question, and find-in-page opens the answer it finds.
 * Without JavaScript, opening a question below an open one closes that answer. The tapped question has focus, and
 * styles.css then lets the browser's scroll anchoring anchor only to it and its ancestors, so it stays put where the
 * browser anchors (Chromium, Firefox) and the anchor lies below the closing answer: a question in a later group. In
 * the group of the open answer, the group's box is the anchor when it is wholly on the screen, and the question
 * still rises by the answer's height (#48). Before the JavaScript that cannot happen on a first tap (nothing is open
 * yet), and the tap wakes the island.
 * With JavaScript: the same markup, plus the APG accordion keys on the questions: Arrow Up/Down (wrapping), Home and
 * End move focus across all the page's questions; Tab is untouched. A question that opens (tap, click, Enter, Space)
 * stays where it was on the screen: the page scrolls by what the answer closed above it took away (openInPlace).
 * Closing moves nothing above the question, so it stays native. Nothing is re-rendered, so nothing moves.
 */
import { type KeyboardEvent, type MouseEvent, useRef } from "react";
import type { IconShape } from "../../../model/content-icons.ts";
import type { RichNode } from "../../../model/rich-text.ts";
import { ChevronIcon, ShapesIcon } from "../../ui/icons.tsx";
import { defineIsland } from "../define.ts";
import { RichText } from "../rich-text.tsx";
import { focusTarget } from "./focus-target.ts";
import { openInPlace } from "./open-in-place.ts";

/** One category of questions. */
export interface FaqGroup {
  title: string;
  icon?: IconShape[]; // the category's icon, as shape data
  items: { question: string; answer: RichNode[] }[];
}

/** `level` is the heading level of the category titles (2 or 3); questions are one level below. */
export interface FaqAccordionProps {
  id: string; // prefix of the element ids and the shared `name` of the questions, unique on the page
  level: 2 | 3;
  groups: FaqGroup[];
}

/** All categories as one accordion: opening a question closes the one that was open. */
export function FaqAccordion({ id, level, groups }: FaqAccordionProps) {
  const summaries = useRef<(HTMLElement | null)[]>([]);
  const GroupHeading = `h${level}` as "h2";
  const QuestionHeading = `h${level + 1}` as "h3";
  const count = groups.reduce((n, g) => n + g.items.length, 0);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>, index: number) => {
    const target = focusTarget(event.key, index, count);
    if (target === null) return;
    event.preventDefault();
    summaries.current[target]?.focus();
  };

  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (openInPlace(event.currentTarget)) event.preventDefault();
  };

  let index = 0;
  return (
    <div className="faq-accordion grid gap-8">
      {groups.map((group, g) => (
        <div key={group.title}>
          <GroupHeading id={`${id}-${g}`} className="flex items-center gap-3 text-2xl font-bold text-primary">
            {group.icon && (
              <span className="grid size-10 shrink-0 place-items-center rounded-full bg-secondary">
                <ShapesIcon shapes={group.icon} size={22} />
              </span>
            )}
            {group.title}
          </GroupHeading>
          <div className="mt-3 divide-y divide-border rounded-xl border border-border">
            {group.items.map((item) => {
              const i = index++;
              const key = `${id}-${g}-${i}`;
              return (
                <details key={key} name={id} className="group">
                  {/* biome-ignore lint/a11y/noStaticElementInteractions: <summary> is the disclosure's own interactive control; the keys are the APG's */}
                  <summary
                    id={`${key}-q`}
                    ref={(el) => {
                      summaries.current[i] = el;
                    }}
                    onKeyDown={(e) => onKeyDown(e, i)}
                    onClick={onClick}
                    className="block min-h-11 cursor-pointer list-none px-4 py-3 hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 [&::-webkit-details-marker]:hidden"
                  >
                    <QuestionHeading className="flex items-center justify-between gap-4 text-lg font-semibold text-primary">
                      {item.question}
                      <ChevronIcon className="shrink-0 transition-transform group-open:rotate-180" />
                    </QuestionHeading>
                  </summary>
                  <div id={`${key}-a`} className="prose px-4 pt-1 pb-4 text-muted-foreground">
                    <RichText nodes={item.answer} />
                  </div>
                </details>
              );
            })}
          </div>
        </div>
      ))}
    </div>
  );
}

/** The FAQ accordion island: its server HTML already opens and closes, so its keys wake on interaction. */
export const faqAccordion = defineIsland({ name: "faq-accordion", component: FaqAccordion, hydrate: "interaction" });
