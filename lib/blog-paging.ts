// The paging of /blogs and of a category's or tag's posts: the ?page= parameter, one address per page, and the
// page links with gaps.
import { toLatinDigits, toPersianDigits } from './digits';

/** `?page=` as a page number: absent → 1; Persian digits accepted; anything else (0, -1, 'abc', 2.5) → null. */
export function parsePageParam(raw: string | string[] | undefined): number | null {
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  if (value === undefined || value === '') return 1;
  const latin = toLatinDigits(value);
  if (!/^\d{1,6}$/.test(latin)) return null;
  const page = Number(latin);
  return page >= 1 ? page : null;
}

/** Page 1 is the list's own address (/blogs), so that there is one address per page. */
export function blogPageHref(page: number, base = '/blogs'): string {
  return page <= 1 ? base : `${base}?page=${page}`;
}

/** The blog's topics: a category's posts (/blogs/category/<slug>) or a tag's (/blogs/tag/<slug>). */
export type BlogTopicKind = 'category' | 'tag';

/** The address of a topic's first page; the slug encoded as one path segment. */
export function blogTopicPath(kind: BlogTopicKind, slug: string): string {
  return `/blogs/${kind}/${encodeURIComponent(slug)}`;
}

export type PaginationItem =
  { type: 'page'; page: number; label: string; href: string; current: boolean } | { type: 'gap'; key: string };

/**
 * The page links of a list: first, last, and the current page with its neighbours; gaps as '…'.
 * Nothing when everything fits on one page.
 */
export function paginationItems(current: number, totalPages: number, base = '/blogs'): PaginationItem[] {
  if (totalPages <= 1) return [];
  const pages = new Set([1, totalPages, current - 1, current, current + 1]);
  const sorted = [...pages].filter((page) => page >= 1 && page <= totalPages).sort((a, b) => a - b);
  const items: PaginationItem[] = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous === 2) {
      // A gap of exactly one page is shown as that page: '…' would hide no more than a number.
      items.push(pageItem(previous + 1, current, base));
    } else if (previous !== undefined && page - previous > 2) {
      items.push({ type: 'gap', key: `gap-${previous}-${page}` });
    }
    items.push(pageItem(page, current, base));
  });
  return items;
}

function pageItem(page: number, current: number, base: string): PaginationItem {
  return {
    type: 'page',
    page,
    label: toPersianDigits(page),
    href: blogPageHref(page, base),
    current: page === current,
  };
}

/** Previous and next links of the current page (null at either end). */
export function adjacentPages(
  current: number,
  totalPages: number,
  base = '/blogs',
): { previous: string | null; next: string | null } {
  return {
    previous: current > 1 ? blogPageHref(Math.min(current - 1, Math.max(totalPages, 1)), base) : null,
    next: current < totalPages ? blogPageHref(current + 1, base) : null,
  };
}
