'use client';
// Search from anywhere: a full-screen dialog that looks for games (the catalog's SearchWithFacets) and posts
// (the blog's search) while the shopper types. From two letters or digits, normalised as lib/site-search.ts
// says; a request starts 300 ms after the last key and the one before it is cancelled. Arrow keys move between
// the results (links), Enter in the box opens the catalog with the full results. The last six searches are kept
// in this browser. Loaded on the first tap of the header's button (SearchButton).
import Image from 'next/image';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { CloseIcon, SearchIcon } from '@/components/ui/icons';
import { catalogHref, emptyCatalogQuery } from '@/lib/catalog-query';
import { toPersianDigits } from '@/lib/digits';
import { isSearchable, normalizeSearchPhrase, parseRecentSearches, withRecentSearch } from '@/lib/site-search';
import { searchPosts } from '@/services/blog';
import { searchWithFacets } from '@/services/commerce';
import type { ProductListItem } from '@/services/types/commerce';
import { useAppDispatch } from '@/store/hooks';
import { setBodyScrollable, setLastScrollPosition } from '@/store/slices/styleSlice';

/** Quiet time after the last key before a search starts. */
export const SEARCH_DEBOUNCE_MS = 300;
/** Games and posts shown in the dialog; the catalog has the rest. */
export const SEARCH_GAMES_SHOWN = 5;
export const SEARCH_POSTS_SHOWN = 3;
/** Where recent searches are kept in localStorage. */
export const RECENT_SEARCHES_KEY = 'gamino.recentSearches';

type GameHit = { id: number; title: string; original: string | null; href: string; image: string | null; alt: string };
type PostHit = { id: number; title: string; href: string };
/** Each group is null when its service did not answer. */
type Results = { games: GameHit[] | null; posts: PostHit[] | null };
type Search = { phrase: string; status: 'loading' | 'done' | 'failed'; results: Results | null };

function toGameHit(product: ProductListItem): GameHit {
  const title = product.persianName || product.name;
  return {
    id: product.id,
    title,
    original: product.persianName && product.persianName !== product.name ? product.name : null,
    href: `/product/${encodeURIComponent(product.slug)}`,
    image: product.filePath ?? null,
    alt: product.fileAltAttribute || title,
  };
}

/** A post title as text: WordPress sends it as HTML (entities, sometimes tags). Parsing runs nothing. */
function textOf(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent?.replace(/\s+/g, ' ').trim() ?? '';
}

async function searchEverything(phrase: string, signal: AbortSignal): Promise<Results> {
  const [games, posts] = await Promise.allSettled([
    searchWithFacets({ phrase, skipCount: 0, maxResultCount: SEARCH_GAMES_SHOWN }, { signal }),
    searchPosts(phrase, { perPage: SEARCH_POSTS_SHOWN, signal }),
  ]);
  return {
    games: games.status === 'fulfilled' ? games.value.pagedResult.items.map(toGameHit) : null,
    posts:
      posts.status === 'fulfilled'
        ? posts.value.map((post) => ({ id: post.id, title: textOf(post.title?.rendered ?? ''), href: `/blog/${encodeURIComponent(post.slug)}` }))
        : null,
  };
}

function readRecent(): string[] {
  try {
    return parseRecentSearches(window.localStorage.getItem(RECENT_SEARCHES_KEY));
  } catch {
    return [];
  }
}

function storeRecent(recent: string[]): void {
  try {
    if (recent.length) window.localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(recent));
    else window.localStorage.removeItem(RECENT_SEARCHES_KEY);
  } catch {
    // Private browsing or a full store: recent searches are a convenience.
  }
}

export default function SearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const resultsRef = useRef<HTMLDivElement>(null);
  const router = useRouter();
  const dispatch = useAppDispatch();
  const inputId = useId();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState<Search | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [recent, setRecent] = useState<string[]>(readRecent);

  const phrase = normalizeSearchPhrase(typed);
  const searchable = isSearchable(phrase);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dispatch(setLastScrollPosition(window.scrollY));
      dispatch(setBodyScrollable(false));
      dialog.showModal();
      inputRef.current?.focus();
    }
    if (!open && dialog.open) {
      dialog.close();
      dispatch(setBodyScrollable(true));
    }
  }, [open, dispatch]);

  useEffect(() => {
    if (!searchable) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setSearch({ phrase, status: 'loading', results: null });
      searchEverything(phrase, controller.signal).then((results) => {
        if (controller.signal.aborted) return;
        const failed = results.games === null && results.posts === null;
        setSearch({ phrase, status: failed ? 'failed' : 'done', results });
      });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [phrase, searchable, attempt]);

  const remember = (value: string) => {
    const next = withRecentSearch(recent, value);
    setRecent(next);
    storeRecent(next);
  };

  /** The shopper chose a result or the full list: remembered, and the next search starts from an empty box. */
  const finish = () => {
    if (searchable) remember(phrase);
    setTyped('');
    onClose();
  };

  const leaveFor = (href: string) => {
    finish();
    router.push(href);
  };

  const resultLinks = () => Array.from(resultsRef.current?.querySelectorAll<HTMLAnchorElement>('a[data-result]') ?? []);

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      if (searchable) leaveFor(catalogHref({ ...emptyCatalogQuery(), phrase }));
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
  const current = searchable && search?.phrase === phrase ? search : null;
  const loading = searchable && (current === null || current.status === 'loading');
  const results = current?.status === 'done' ? current.results : null;
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
            <SearchIcon size={20} className="pointer-events-none absolute inset-y-0 start-3 my-auto text-slate-400" aria-hidden="true" />
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
          {loading ? 'در حال جستجو' : current?.status === 'failed' ? 'جستجو انجام نشد' : results ? summaryOf(results) : ''}
        </p>
        <div ref={resultsRef} onKeyDown={onResultsKeyDown} className="flex-1 overflow-y-auto px-4 py-3" aria-busy={loading}>
          {!searchable ? (
            <RecentSearches
              recent={recent}
              onPick={(value) => {
                setTyped(value);
                inputRef.current?.focus();
              }}
              onClear={() => {
                setRecent([]);
                storeRecent([]);
              }}
            />
          ) : loading ? (
            <p className="py-6 text-center text-sm text-slate-600">در حال جستجو…</p>
          ) : current?.status === 'failed' ? (
            <div className="py-6 text-center">
              <p className="text-sm text-slate-700">جستجو انجام نشد؛ اتصال را بررسی کنید و دوباره تلاش کنید.</p>
              <button
                type="button"
                onClick={() => setAttempt((count) => count + 1)}
                className="mt-3 rounded-xl bg-brand-600 px-4 py-2 text-sm font-bold text-white hover:bg-brand-700"
              >
                تلاش دوباره
              </button>
            </div>
          ) : nothingFound ? (
            <p className="py-6 text-center text-sm text-slate-600">نتیجه ای پیدا نشد</p>
          ) : results ? (
            <>
              <ResultGroup title="بازی ها" hits={results.games}>
                {results.games?.map((game) => (
                  <li key={game.id}>
                    <ResultLink href={game.href} onChoose={finish} className="flex items-center gap-3">
                      <span className="relative h-16 w-12 shrink-0 overflow-hidden rounded-lg bg-slate-100">
                        {game.image ? <Image src={game.image} alt={game.alt} width={48} height={64} className="size-full object-cover" /> : null}
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
                    <ResultLink href={post.href} onChoose={finish} className="block text-sm leading-6 font-medium text-slate-800">
                      {post.title}
                    </ResultLink>
                  </li>
                ))}
              </ResultGroup>
              {results.games?.length ? (
                <Link
                  href={catalogHref({ ...emptyCatalogQuery(), phrase })}
                  data-result=""
                  onClick={(event) => {
                    event.preventDefault();
                    leaveFor(catalogHref({ ...emptyCatalogQuery(), phrase }));
                  }}
                  className="mt-2 block rounded-xl border border-slate-200 p-3 text-center text-sm font-bold text-brand-700 hover:bg-brand-50"
                >
                  همه نتیجه ها در فروشگاه
                </Link>
              ) : null}
            </>
          ) : null}
        </div>
      </div>
    </dialog>
  );
}

/** A result: a link the arrow keys reach (data-result), which remembers the search and closes the dialog. */
function ResultLink({ href, onChoose, className, children }: { href: string; onChoose: () => void; className: string; children: ReactNode }) {
  return (
    <Link href={href} data-result="" onClick={onChoose} className={`rounded-xl p-2 hover:bg-slate-50 ${className}`}>
      {children}
    </Link>
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
function summaryOf(results: Results): string {
  const parts = [
    results.games?.length ? `${toPersianDigits(results.games.length)} بازی` : null,
    results.posts?.length ? `${toPersianDigits(results.posts.length)} مقاله` : null,
  ].filter(Boolean);
  return parts.length ? `${parts.join(' و ')} پیدا شد` : 'نتیجه ای پیدا نشد';
}

function RecentSearches({ recent, onPick, onClear }: { recent: string[]; onPick: (value: string) => void; onClear: () => void }) {
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
