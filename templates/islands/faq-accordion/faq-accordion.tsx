/**
 * The FAQ accordion (SPEC: FAQ page, Davidson County, vehicle bonds).
 *
 * Without JavaScript: every question is a heading with its answer visible below it.
 * With JavaScript: each question becomes a button that opens its answer; at most one answer is open and the open
 * one can be closed again. Arrow Up/Down (wrapping), Home and End move focus between the questions; Tab is untouched.
 */
import { useRef, useState, type KeyboardEvent } from "react";
import type { IconShape } from "../../ui/content-icons.ts";
import { ChevronIcon, ShapesIcon } from "../../ui/icons.tsx";
import { defineIsland } from "../define.ts";
import { RichText, type RichNode } from "../rich-text.tsx";
import { useEnhanced } from "../use-enhanced.ts";
import { focusTarget } from "./focus-target.ts";

/** One category of questions. */
export interface FaqGroup {
  title: string;
  icon?: IconShape[]; // the category's icon, as shape data
  items: { question: string; answer: RichNode[] }[];
}

/** `level` is the heading level of the category titles (2 or 3); questions are one level below. */
export interface FaqAccordionProps {
  id: string; // prefix of the element ids, unique on the page
  level: 2 | 3;
  groups: FaqGroup[];
}

/** All categories as one accordion: opening a question closes the one that was open. */
export function FaqAccordion({ id, level, groups }: FaqAccordionProps) {
  const enhanced = useEnhanced();
  const [open, setOpen] = useState<string | null>(null);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const GroupHeading = `h${level}` as "h2";
  const QuestionHeading = `h${level + 1}` as "h3";
  const count = groups.reduce((n, g) => n + g.items.length, 0);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target = focusTarget(event.key, index, count);
    if (target === null) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  };

  let index = 0;
  return (
    <div className="grid gap-8">
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
              const expanded = open === key;
              return (
                <div key={key}>
                  <QuestionHeading className="text-lg font-semibold text-primary">
                    {enhanced ? (
                      <button
                        type="button"
                        id={`${key}-q`}
                        ref={(el) => {
                          buttons.current[i] = el;
                        }}
                        aria-expanded={expanded}
                        aria-controls={`${key}-a`}
                        onClick={() => setOpen(expanded ? null : key)}
                        onKeyDown={(e) => onKeyDown(e, i)}
                        className="flex min-h-11 w-full cursor-pointer items-center justify-between gap-4 px-4 py-3 text-left hover:bg-muted"
                      >
                        {item.question}
                        <ChevronIcon className={expanded ? "shrink-0 rotate-180" : "shrink-0"} />
                      </button>
                    ) : (
                      <span id={`${key}-q`} className="block px-4 pt-3">
                        {item.question}
                      </span>
                    )}
                  </QuestionHeading>
                  <div id={`${key}-a`} hidden={enhanced && !expanded} className="prose px-4 pb-4 pt-1 text-muted-foreground">
                    <RichText nodes={item.answer} />
                  </div>
                </div>
              );
            })}
          </div>
        </div>
      ))}
    </div>
  );
}

/** The FAQ accordion island: its server HTML already shows every answer, so it wakes on interaction. */
export const faqAccordion = defineIsland({ name: "faq-accordion", component: FaqAccordion, hydrate: "interaction" });
