// The wallet FAQ as an accordion: <details> needs no script and is announced as expandable.
// The answers arrive already sanitised (services/server/views/cms.ts, through lib/sanitize.ts).
import type { FaqItemView } from '@/services/server/views/cms';
import { ChevronDownIcon } from '@/components/ui/icons';
import { ServiceHtml } from '@/components/ui/ServiceHtml';

export function WalletFaq({ entries }: { entries: FaqItemView[] }) {
  if (entries.length === 0) {
    return <p className="px-4 py-10 text-center text-slate-500">هنوز پرسشی برای کیف پول ثبت نشده است.</p>;
  }
  return (
    <div className="flex flex-col gap-2 px-4 py-4">
      {entries.map((entry) => (
        <details
          key={entry.id}
          className="group rounded-xl border border-slate-200 open:border-brand-200 open:bg-brand-50/40"
        >
          <summary className="flex cursor-pointer list-none items-center justify-between gap-3 px-4 py-3.5 font-bold text-slate-900 [&::-webkit-details-marker]:hidden">
            <span>{entry.question}</span>
            <ChevronDownIcon size={18} className="shrink-0 text-slate-500 transition-transform group-open:rotate-180" />
          </summary>
          <ServiceHtml
            className="px-4 pb-4 text-sm leading-7 text-slate-700 [&_a]:text-brand-700 [&_a]:underline [&_p]:mb-2"
            html={entry.answerHtml}
          />
        </details>
      ))}
    </div>
  );
}
