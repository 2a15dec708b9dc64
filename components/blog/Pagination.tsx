// Server-rendered page links of /blogs or a topic's list (?page=N): previous, numbers with gaps, next; Persian digits.
import { IntentLink } from '@/components/shared/IntentLink';
import { ChevronEndIcon, ChevronStartIcon } from '@/components/ui/content-icons';
import { adjacentPages, paginationItems } from '@/lib/blog-paging';
import { toPersianDigits } from '@/lib/digits';

const boxClass = 'grid h-10 min-w-10 place-items-center rounded-xl px-2 text-sm font-bold';

/** `basePath`: the list's first page (/blogs, or a category's or tag's). */
export function Pagination({
  current,
  totalPages,
  basePath = '/blogs',
}: {
  current: number;
  totalPages: number;
  basePath?: string;
}) {
  const items = paginationItems(current, totalPages, basePath);
  if (items.length === 0) return null;
  const { previous, next } = adjacentPages(current, totalPages, basePath);
  return (
    <nav aria-label="صفحه‌بندی مطالب" className="mt-6 flex flex-col items-center gap-3">
      <ul className="flex flex-wrap items-center justify-center gap-1.5">
        {previous ? (
          <li>
            <IntentLink
              href={previous}
              rel="prev"
              aria-label="صفحه‌ی قبل"
              className={`${boxClass} text-slate-700 hover:bg-slate-100`}
            >
              <ChevronStartIcon size={20} />
            </IntentLink>
          </li>
        ) : null}
        {items.map((item) =>
          item.type === 'gap' ? (
            <li key={item.key} aria-hidden="true" className="px-1 text-slate-400">
              …
            </li>
          ) : (
            <li key={item.page}>
              {item.current ? (
                <span aria-current="page" className={`${boxClass} bg-brand-600 text-white`}>
                  <span className="sr-only">صفحه‌ی </span>
                  {item.label}
                </span>
              ) : (
                <IntentLink
                  href={item.href}
                  aria-label={`صفحه‌ی ${item.label}`}
                  className={`${boxClass} border border-slate-200 bg-white text-slate-700 hover:border-brand-500 hover:text-brand-700`}
                >
                  {item.label}
                </IntentLink>
              )}
            </li>
          ),
        )}
        {next ? (
          <li>
            <IntentLink
              href={next}
              rel="next"
              aria-label="صفحه‌ی بعد"
              className={`${boxClass} text-slate-700 hover:bg-slate-100`}
            >
              <ChevronEndIcon size={20} />
            </IntentLink>
          </li>
        ) : null}
      </ul>
      <p className="text-xs text-slate-500">
        صفحه‌ی {toPersianDigits(current)} از {toPersianDigits(totalPages)}
      </p>
    </nav>
  );
}
