'use client';
import { useId, useState } from 'react';
import { IntentLink } from '@/components/shared/IntentLink';
import { ChevronDownIcon } from '@/components/ui/icons';

/** The footer's collapsible 'لینک های مهم' section. */
export function FooterLinks({ links }: { links: { label: string; href: string }[] }) {
  const [expanded, setExpanded] = useState(false);
  const panelId = useId();
  return (
    <section className="mt-4 rounded-2xl border border-slate-200 bg-white">
      <h2>
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={() => setExpanded((value) => !value)}
          className="flex w-full items-center justify-between rounded-2xl px-4 py-3 font-bold text-slate-800"
        >
          لینک های مهم
          <ChevronDownIcon size={20} className={`transition-transform duration-200 ${expanded ? 'rotate-180' : ''}`} />
        </button>
      </h2>
      <ul id={panelId} hidden={!expanded} className="grid grid-cols-2 gap-1 px-3 pb-3">
        {links.map((link) => (
          <li key={link.href}>
            <IntentLink
              href={link.href}
              className="block rounded-lg px-2 py-2 text-slate-600 hover:bg-slate-50 hover:text-brand-700"
            >
              {link.label}
            </IntentLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
