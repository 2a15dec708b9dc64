'use client';
// Search from anywhere: a full-screen dialog that looks for games (the catalog's SearchWithFacets) and posts
// (the blog's search) while the shopper types. From two letters or digits, normalised as lib/site-search.ts
// says; a request starts 300 ms after the last key and the one before it is cancelled. Arrow keys move between
// the results (links), Enter in the box opens the catalog with the full results. The last six searches are kept
// in this browser, and told to analytics (search). Loaded on the first tap of the header's button (SearchButton);
// the reads go through the shopper api (search-api.ts).
import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { CloseIcon, SearchIcon } from '@/components/ui/icons';
import { catalogHref, emptyCatalogQuery } from '@/lib/catalog-query';
import { isSearchable, normalizeSearchPhrase, withRecentSearch } from '@/lib/site-search';
import { readRecentSearches, storeRecentSearches } from './search-requests';
import { useSiteSearchQuery } from './search-api';
import { FoundResults, RecentSearches, summaryOf } from './SearchResults';
import { useModalDialog } from '@/components/shared/use-modal-dialog';
import { reportSearch } from '@/components/shared/analytics/report';

/** Quiet time after the last key before a search starts. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The value once it has stayed the same for `ms`. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export default function SearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dialogRef = useModalDialog(open);
  const inputRef = useRef<HTMLInputElement>(null);
  const resultsRef = useRef<HTMLDivElement>(null);
  const router = useRouter();
  const inputId = useId();
  const [typed, setTyped] = useState('');
  const [recent, setRecent] = useState<string[]>(readRecentSearches);

  const phrase = normalizeSearchPhrase(typed);
  const searchable = isSearchable(phrase);
  // Asked once the box has been still for a moment; a phrase typed past is no longer asked, so its read is aborted.
  const settled = useSettled(phrase, SEARCH_DEBOUNCE_MS);
  const asked = searchable && settled === phrase;
  const search = useSiteSearchQuery(phrase, { skip: !asked });

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  const remember = (value: string) => {
    const next = withRecentSearch(recent, value);
    setRecent(next);
    storeRecentSearches(next);
  };

  /** The shopper chose a result or the full list: remembered, and the next search starts from an empty box. */
  const finish = () => {
    if (searchable) {
      remember(phrase);
      reportSearch(phrase);
    }
    setTyped('');
    onClose();
  };

  const leaveFor = (href: string) => {
    finish();
    router.push(href);
  };

  const resultLinks = () => Array.from(resultsRef.current?.querySelectorAll<HTMLAnchorElement>('a[data-result]') ?? []);

  const allResultsHref = catalogHref({ ...emptyCatalogQuery(), phrase });

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      if (searchable) leaveFor(allResultsHref);
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      resultLinks()[0]?.focus();
    }
  };

  const onResultsKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const links = resultLinks();
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (at < 0) return;
    event.preventDefault();
    const next = at + (event.key === 'ArrowDown' ? 1 : -1);
    if (next < 0) inputRef.current?.focus();
    else links[Math.min(next, links.length - 1)].focus();
  };

  // What the shopper sees for the phrase in the box: a search still to answer counts as loading.
  const loading = searchable && (!asked || search.isFetching);
  const failed = !loading && search.isError;
  const results = loading ? null : (search.currentData ?? null);
  const nothingFound = results !== null && (results.games?.length ?? 0) === 0 && (results.posts?.length ?? 0) === 0;

  return (
    <dialog
      ref={dialogRef}
      aria-label="جستجو در گیمینو"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="fixed inset-0 m-0 h-dvh max-h-none w-full max-w-none bg-white p-0 text-slate-800"
    >
      <div className="mx-auto flex h-full max-w-lg flex-col">
        <div className="flex items-center gap-2 border-b border-slate-100 px-3 py-2">
          <label htmlFor={inputId} className="sr-only">
            عبارت جستجو
          </label>
          <div className="relative flex-1">
            <SearchIcon
              size={20}
              className="pointer-events-none absolute inset-y-0 start-3 my-auto text-slate-400"
              aria-hidden="true"
            />
            <input
              ref={inputRef}
              id={inputId}
              type="search"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              onKeyDown={onInputKeyDown}
              placeholder="نام بازی یا مقاله"
              enterKeyHint="search"
              autoComplete="off"
              maxLength={200}
              className="h-11 w-full rounded-xl border border-slate-200 bg-slate-50 ps-10 pe-3 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-500 focus:bg-white"
            />
          </div>
          <button
            type="button"
            aria-label="بستن"
            onClick={onClose}
            className="grid size-10 shrink-0 place-items-center rounded-xl text-slate-600 hover:bg-slate-100"
          >
            <CloseIcon />
          </button>
        </div>

        <p role="status" className="sr-only">
          {loading ? 'در حال جستجو' : failed ? 'جستجو انجام نشد' : results ? summaryOf(results) : ''}
        </p>
        <div
          ref={resultsRef}
          onKeyDown={onResultsKeyDown}
          className="flex-1 overflow-y-auto px-4 py-3"
          aria-busy={loading}
        >
          {!searchable ? (
            <RecentSearches
              recent={recent}
              onPick={(value) => {
                setTyped(value);
                inputRef.current?.focus();
              }}
              onClear={() => {
                setRecent([]);
                storeRecentSearches([]);
              }}
            />
          ) : loading ? (
            <p className="py-6 text-center text-sm text-slate-600">در حال جستجو…</p>
          ) : failed ? (
            <div className="py-6 text-center">
              <p className="text-sm text-slate-700">جستجو انجام نشد؛ اتصال را بررسی کنید و دوباره تلاش کنید.</p>
              <button
                type="button"
                onClick={() => void search.refetch()}
                className="mt-3 rounded-xl bg-brand-600 px-4 py-2 text-sm font-bold text-white hover:bg-brand-700"
              >
                تلاش دوباره
              </button>
            </div>
          ) : nothingFound ? (
            <p className="py-6 text-center text-sm text-slate-600">نتیجه ای پیدا نشد</p>
          ) : results ? (
            <FoundResults
              results={results}
              allResultsHref={allResultsHref}
              onChoose={finish}
              onAllResults={() => leaveFor(allResultsHref)}
            />
          ) : null}
        </div>
      </div>
    </dialog>
  );
}
