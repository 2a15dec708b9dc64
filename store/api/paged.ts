// Lists read a page at a time by "load more", as the shopper api keeps them: every page as it came, and the
// rule for where the next one starts.
import { appendUnlisted } from '@/lib/append-unlisted';

/** One page as the service answered it; `full` is kept apart from `items`, which a removal may shorten. */
export type ListPage<T> = { items: T[]; totalCount: number; full: boolean };

export type IdOf<T> = (entry: T) => number | string;

/** Everything listed so far, each entry once (a page can repeat one when something was added meanwhile). */
export function listedOf<T>(pages: readonly ListPage<T>[], idOf: IdOf<T>): T[] {
  return pages.reduce<T[]>((listed, page) => appendUnlisted(listed, page.items, idOf), []);
}

/**
 * The skipCount of the next page: it starts after what is listed now (a removal shifts the service's pages
 * back). None while the service counts no more than are listed, or once a page came short.
 */
export function nextSkipCount<T>(idOf: IdOf<T>) {
  return (lastPage: ListPage<T>, allPages: ListPage<T>[]): number | undefined => {
    const listed = listedOf(allPages, idOf).length;
    return listed < lastPage.totalCount && lastPage.full ? listed : undefined;
  };
}

/** Takes the matching entries off every page; the service's count loses one. */
export function dropListed<T>(pages: ListPage<T>[], isGone: (entry: T) => boolean): void {
  for (const page of pages) {
    page.items = page.items.filter((entry) => !isGone(entry));
    page.totalCount = Math.max(0, page.totalCount - 1);
  }
}
