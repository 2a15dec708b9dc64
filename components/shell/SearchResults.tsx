// What the header's search shows (components/shell/SearchDialog.tsx): the games and posts found, as links the
// arrow keys move between (data-result), a line for screen readers, and the recent searches.
import Image from 'next/image';
import { useId, type ReactNode } from 'react';
import { IntentLink } from '@/components/shared/IntentLink';
import { toPersianDigits } from '@/lib/digits';
import type { SearchResults } from './search-requests';

/**
 * The two groups and a way to the catalog's full results. A result calls `onChoose` as its link navigates; the
 * full results call `onAllResults`, which leaves for `allResultsHref` itself.
 */
export function FoundResults({
  results,
  allResultsHref,
  onChoose,
  onAllResults,
}: {
  results: SearchResults;
  allResultsHref: string;
  onChoose: () => void;
  onAllResults: () => void;
}) {
  return (
    <>
      <ResultGroup title="بازی ها" hits={results.games}>
        {results.games?.map((game) => (
          <li key={game.id}>
            <ResultLink href={game.href} onChoose={onChoose} className="flex items-center gap-3">
              <span className="relative h-16 w-12 shrink-0 overflow-hidden rounded-lg bg-slate-100">
                {game.image ? (
                  <Image src={game.image} alt={game.alt} width={48} height={64} className="size-full object-cover" />
                ) : null}
              </span>
              <span className="min-w-0">
                <span className="block truncate text-sm font-bold text-slate-900">{game.title}</span>
                {game.original ? (
                  <span dir="ltr" className="block truncate text-end text-xs text-slate-500">
                    {game.original}
                  </span>
                ) : null}
              </span>
            </ResultLink>
          </li>
        ))}
      </ResultGroup>
      <ResultGroup title="مقاله ها" hits={results.posts}>
        {results.posts?.map((post) => (
          <li key={post.id}>
            <ResultLink
              href={post.href}
              onChoose={onChoose}
              className="block text-sm leading-6 font-medium text-slate-800"
            >
              {post.title}
            </ResultLink>
          </li>
        ))}
      </ResultGroup>
      {results.games?.length ? (
        <IntentLink
          href={allResultsHref}
          data-result=""
          onClick={(event) => {
            event.preventDefault();
            onAllResults();
          }}
          className="mt-2 block rounded-xl border border-slate-200 p-3 text-center text-sm font-bold text-brand-700 hover:bg-brand-50"
        >
          همه نتیجه ها در فروشگاه
        </IntentLink>
      ) : null}
    </>
  );
}

/** A result: a link the arrow keys reach (data-result), which remembers the search and closes the dialog. */
function ResultLink({
  href,
  onChoose,
  className,
  children,
}: {
  href: string;
  onChoose: () => void;
  className: string;
  children: ReactNode;
}) {
  return (
    <IntentLink
      href={href}
      data-result=""
      onClick={onChoose}
      className={`rounded-xl p-2 hover:bg-slate-50 ${className}`}
    >
      {children}
    </IntentLink>
  );
}

function ResultGroup({ title, hits, children }: { title: string; hits: unknown[] | null; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mb-3">
      <h2 id={headingId} className="px-2 pb-1 text-xs font-bold text-slate-500">
        {title}
      </h2>
      {hits === null ? (
        <p className="px-2 py-2 text-sm text-slate-600">فعلا در دسترس نیست.</p>
      ) : hits.length === 0 ? (
        <p className="px-2 py-2 text-sm text-slate-600">موردی پیدا نشد.</p>
      ) : (
        <ul className="space-y-1">{children}</ul>
      )}
    </section>
  );
}

/** One line for screen readers: what the search came to. */
export function summaryOf(results: SearchResults): string {
  const parts = [
    results.games?.length ? `${toPersianDigits(results.games.length)} بازی` : null,
    results.posts?.length ? `${toPersianDigits(results.posts.length)} مقاله` : null,
  ].filter(Boolean);
  return parts.length ? `${parts.join(' و ')} پیدا شد` : 'نتیجه ای پیدا نشد';
}

export function RecentSearches({
  recent,
  onPick,
  onClear,
}: {
  recent: string[];
  onPick: (value: string) => void;
  onClear: () => void;
}) {
  const headingId = useId();
  if (recent.length === 0) {
    return <p className="py-6 text-center text-sm text-slate-600">نام بازی یا موضوع مقاله را بنویسید.</p>;
  }
  return (
    <section aria-labelledby={headingId}>
      <div className="flex items-center justify-between px-2 pb-1">
        <h2 id={headingId} className="text-xs font-bold text-slate-500">
          جستجوهای اخیر
        </h2>
        <button
          type="button"
          onClick={onClear}
          aria-label="پاک کردن جستجوهای اخیر"
          className="rounded-lg px-2 py-1 text-xs font-medium text-brand-700 hover:bg-brand-50"
        >
          پاک کردن
        </button>
      </div>
      <ul className="flex flex-wrap gap-2 px-2 pt-1">
        {recent.map((value) => (
          <li key={value}>
            <button
              type="button"
              onClick={() => onPick(value)}
              className="rounded-full border border-slate-200 px-3 py-1.5 text-sm text-slate-700 hover:border-brand-500"
            >
              {value}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
