// The FAQ's topics as links, each with how many questions it holds (/faq); a topic's page has its accordion.
import { IntentLink } from '@/components/shared/IntentLink';
import { ChevronEndIcon } from '@/components/ui/content-icons';
import type { FaqTopicView } from '@/services/server/views/faq-topics';

export function FaqTopicList({ topics }: { topics: FaqTopicView[] }) {
  return (
    <nav aria-label="موضوع‌های پرسش‌ها" className="px-4 pb-8">
      <ul className="flex flex-col gap-3">
        {topics.map((topic) => (
          <li key={topic.slug}>
            <IntentLink
              href={topic.href}
              className="flex min-h-16 items-center justify-between gap-3 rounded-2xl border border-slate-200 bg-white px-4 py-3 transition-colors hover:border-brand-500 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none"
            >
              <span className="flex flex-col">
                <span className="font-bold text-slate-900">{topic.title}</span>
                <span className="text-sm text-slate-500">{topic.countLabel}</span>
              </span>
              <ChevronEndIcon size={20} className="shrink-0 text-brand-600" />
            </IntentLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
