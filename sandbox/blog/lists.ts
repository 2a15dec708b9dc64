// How the blog host answers lists, as WordPress does: paging with X-WP-Total, X-WP-TotalPages and a
// Link header, `_fields`, ordering, and the letter-insensitive text that search compares.
import type { Context } from 'hono';
import { normaliseArabicLetters } from '../text';
import { WpError, type WpParams } from './params';

export const API = '/wp-json/wp/v2';

/** Lower-case, Persian letters for Arabic ي/ك, tags stripped: what search compares. */
export function searchable(text: string): string {
  return normaliseArabicLetters(text.replace(/<[^>]*>/g, ' ')).toLowerCase();
}

/** Keeps only the requested top-level fields (`_fields=id,title` or `_fields[]=id`); `title.rendered` keeps `title`. */
export function pickFields(body: Record<string, unknown>, fields: string[]): Record<string, unknown> {
  if (fields.length === 0) return body;
  const tops = new Set(fields.map((field) => field.split('.')[0]));
  return Object.fromEntries(Object.entries(body).filter(([key]) => tops.has(key)));
}

/** Pages a list as WordPress does: X-WP-Total, X-WP-TotalPages, a Link header, and 400 past the last page. */
export function respondWithPage<T>(
  c: Context,
  params: WpParams,
  items: T[],
  render: (item: T) => unknown,
  options: { pageError: string; siteUrl: string; offset?: number },
) {
  const page = params.integer('page', 1, { min: 1 });
  const perPage = params.integer('per_page', 10, { min: 1, max: 100 });
  const offset = options.offset ?? 0;
  const total = Math.max(items.length - offset, 0);
  const totalPages = Math.ceil(total / perPage);
  if (total > 0 && page > totalPages) {
    throw new WpError(
      400,
      options.pageError,
      'The page number requested is larger than the number of pages available.',
    );
  }
  const start = offset + (page - 1) * perPage;
  const body = items.slice(start, start + perPage).map(render);
  c.header('X-WP-Total', String(total));
  c.header('X-WP-TotalPages', String(totalPages));
  const links: string[] = [];
  const linkTo = (target: number) => {
    const url = new URL(c.req.url);
    url.searchParams.set('page', String(target));
    return `${options.siteUrl}${API}${url.pathname.replace(/^.*\/wp-json\/wp\/v2/, '')}${url.search}`;
  };
  if (page > 1) links.push(`<${linkTo(Math.min(page - 1, Math.max(totalPages, 1)))}>; rel="prev"`);
  if (page < totalPages) links.push(`<${linkTo(page + 1)}>; rel="next"`);
  if (links.length > 0) c.header('Link', links.join(', '));
  return c.json(body);
}

export function byOrder<T>(items: T[], key: (item: T) => string | number, order: 'asc' | 'desc'): T[] {
  const sign = order === 'asc' ? 1 : -1;
  return [...items].sort((a, b) => {
    const left = key(a);
    const right = key(b);
    const compared =
      typeof left === 'number' && typeof right === 'number'
        ? left - right
        : String(left).localeCompare(String(right), 'fa');
    return compared * sign;
  });
}
