// The catalog's search box and sort links: plain HTML (a GET form and links), so they work before any script loads.
import { IntentLink } from '@/components/shared/IntentLink';
import {
  catalogHref,
  catalogPath,
  catalogSearch,
  SORT_OPTIONS,
  withChanges,
  type CatalogQuery,
} from '@/lib/catalog-query';

export function SearchBox({ query }: { query: CatalogQuery }) {
  return (
    <form action={catalogPath(query.scope)} method="get" role="search" className="px-4">
      {/* Everything but the phrase survives a new search (filters, sort, a tab); the page count starts again. */}
      {[...new URLSearchParams(catalogSearch(withChanges(query, { phrase: '', pages: 1 })))].map(([key, value]) => (
        <input key={`${key}-${value}`} type="hidden" name={key} value={value} />
      ))}
      <label htmlFor="catalog-search" className="sr-only">
        جستجو
      </label>
      <div className="flex items-center gap-2 rounded-2xl border border-slate-200 bg-slate-50 px-3 focus-within:border-brand-500 focus-within:bg-white">
        <svg
          width="20"
          height="20"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          aria-hidden="true"
          className="shrink-0 text-slate-400"
        >
          <circle cx="11" cy="11" r="7" />
          <path d="M20 20l-3.5-3.5" strokeLinecap="round" />
        </svg>
        <input
          id="catalog-search"
          type="search"
          name="q"
          defaultValue={query.phrase}
          placeholder="نام بازی را بنویسید…"
          enterKeyHint="search"
          autoComplete="off"
          className="h-11 w-full bg-transparent text-[15px] outline-none placeholder:text-slate-500"
        />
      </div>
    </form>
  );
}

export function SortLinks({ query }: { query: CatalogQuery }) {
  return (
    <div role="group" aria-label="مرتب سازی" className="flex gap-2 overflow-x-auto px-4 [scrollbar-width:none]">
      {SORT_OPTIONS.map((option) => {
        const active = query.sort === option.value;
        return (
          <IntentLink
            key={option.value}
            href={catalogHref(withChanges(query, { sort: option.value }))}
            aria-current={active ? 'true' : undefined}
            scroll={false}
            className={`shrink-0 rounded-full border px-3 py-1.5 text-sm ${
              active
                ? 'border-brand-600 bg-brand-600 font-bold text-white'
                : 'border-slate-200 text-slate-600 hover:bg-slate-50'
            }`}
          >
            {option.label}
          </IntentLink>
        );
      })}
    </div>
  );
}
