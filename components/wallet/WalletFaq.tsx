// The wallet FAQ from the CMS page 'walletFaq' as an accordion: <details> needs no script and is announced
// as expandable. Answers are CMS HTML, cleaned to a few text tags before they reach the page.
import sanitizeHtml from 'sanitize-html';
import type { CmsPage, CmsSectionItem } from '@/services/types';
import { ChevronDownIcon } from '@/components/ui/icons';

const ANSWER_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'ul', 'ol', 'li', 'a'];

export type FaqEntry = { id: number; question: string; answerHtml: string };

/** Questions and answers of a CMS page, whichever of the two naming styles its items use. */
export function faqEntriesOf(page: CmsPage | null): FaqEntry[] {
  const items: CmsSectionItem[] = (page?.Sections ?? []).flatMap((section) => section.Items ?? []);
  return items.flatMap((item) => {
    const question = item.Question ?? item.Title ?? '';
    const answer = item.Answer ?? item.Description ?? '';
    if (!question.trim()) return [];
    const answerHtml = sanitizeHtml(answer, {
      allowedTags: ANSWER_TAGS,
      allowedAttributes: { a: ['href'] },
      allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    });
    return [{ id: item.id, question: question.trim(), answerHtml }];
  });
}

export function WalletFaq({ entries }: { entries: FaqEntry[] }) {
  if (entries.length === 0) {
    return <p className="px-4 py-10 text-center text-slate-500">هنوز پرسشی برای کیف پول ثبت نشده است.</p>;
  }
  return (
    <div className="flex flex-col gap-2 px-4 py-4">
      {entries.map((entry) => (
        <details key={entry.id} className="group rounded-xl border border-slate-200 open:border-brand-200 open:bg-brand-50/40">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-3 px-4 py-3.5 font-bold text-slate-900 [&::-webkit-details-marker]:hidden">
            <span>{entry.question}</span>
            <ChevronDownIcon size={18} className="shrink-0 text-slate-500 transition-transform group-open:rotate-180" />
          </summary>
          <div
            className="px-4 pb-4 text-sm leading-7 text-slate-700 [&_a]:text-brand-700 [&_a]:underline [&_p]:mb-2"
            dangerouslySetInnerHTML={{ __html: entry.answerHtml }}
          />
        </details>
      ))}
    </div>
  );
}
