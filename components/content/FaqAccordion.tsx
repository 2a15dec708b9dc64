'use client';
// The FAQ as an accordion (WAI-ARIA pattern): each question is a button in a heading with aria-expanded
// and aria-controls; ↑/↓ move between questions, Home/End jump to the first/last. Answers stay in the
// server-rendered HTML (hidden), so they are there before hydration and for search.
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { ChevronDownIcon } from '@/components/ui/icons';
import type { FaqItemView } from '@/services/server/views/cms';
import { PROSE_CLASS } from '@/components/ui/RichText';
import { ServiceHtml } from '@/components/ui/ServiceHtml';

type FaqAccordionProps = {
  /** Answers must already be sanitised (lib/cms-content does it). */
  items: FaqItemView[];
  /** Level of the question headings under the section's own heading. */
  headingLevel?: 2 | 3;
};

export function FaqAccordion({ items, headingLevel = 3 }: FaqAccordionProps) {
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(() => new Set());
  const baseId = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  const toggle = (id: string) =>
    setOpenIds((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const moveFocus = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = items.length - 1;
    const targets: Record<string, number> = {
      ArrowDown: index === last ? 0 : index + 1,
      ArrowUp: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  };

  return (
    <div className="divide-y divide-slate-100 overflow-hidden rounded-2xl border border-slate-200 bg-white">
      {items.map((item, index) => {
        const isOpen = openIds.has(item.id);
        const buttonId = `${baseId}-q${index}`;
        const panelId = `${baseId}-a${index}`;
        return (
          <div key={item.id}>
            <Heading className="text-[0.95rem] leading-7">
              <button
                ref={(element) => {
                  buttons.current[index] = element;
                }}
                id={buttonId}
                type="button"
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
                onKeyDown={(event) => moveFocus(event, index)}
                className="flex w-full items-center justify-between gap-3 px-4 py-4 text-start font-bold text-slate-900 hover:bg-slate-50 focus-visible:-outline-offset-2"
              >
                <span>{item.question}</span>
                <ChevronDownIcon
                  size={20}
                  className={`shrink-0 text-slate-400 transition-transform duration-200 motion-reduce:transition-none ${isOpen ? 'rotate-180 text-brand-600' : ''}`}
                />
              </button>
            </Heading>
            <ServiceHtml id={panelId} hidden={!isOpen} className={`px-4 pb-4 ${PROSE_CLASS}`} html={item.answerHtml} />
          </div>
        );
      })}
    </div>
  );
}
