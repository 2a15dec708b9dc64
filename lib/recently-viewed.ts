// The products a shopper opened last, newest first, as the browser keeps them (localStorage, under a key of its
// own). Only what a card needs is kept: never a price, which would go stale. What is read back is checked entry by
// entry, since anything in storage may have been edited by hand: a malformed value is dropped, never trusted.

export { RECENTLY_VIEWED_KEY } from './recently-viewed-key';
export const RECENTLY_VIEWED_LIMIT = 12;

const MAX_TEXT = 200;
const MAX_URL = 1000;
const SLUG = /^[\p{L}\p{N}][\p{L}\p{N}_-]*$/u;

export type RecentProduct = {
  id: number;
  slug: string;
  name: string;
  image: { src: string; alt: string } | null;
};

/** `entry` at the front, any earlier visit to the same product removed, at most the limit kept. */
export function withRecentlyViewed(list: readonly RecentProduct[], entry: RecentProduct): RecentProduct[] {
  return [entry, ...list.filter((each) => each.id !== entry.id)].slice(0, RECENTLY_VIEWED_LIMIT);
}

/** The stored list, or [] when nothing is stored or it is not a list; entries that are not well formed are dropped. */
export function parseRecentlyViewed(raw: string | null): RecentProduct[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const list: RecentProduct[] = [];
  for (const item of value.slice(0, RECENTLY_VIEWED_LIMIT * 2)) {
    const entry = toRecentProduct(item);
    if (entry && !list.some((each) => each.id === entry.id)) list.push(entry);
    if (list.length === RECENTLY_VIEWED_LIMIT) break;
  }
  return list;
}

export function serialiseRecentlyViewed(list: readonly RecentProduct[]): string {
  return JSON.stringify(list);
}

/** One well-formed entry with exactly the known fields, or null. */
export function toRecentProduct(value: unknown): RecentProduct | null {
  if (!isRecord(value)) return null;
  const { id, slug, name, image } = value;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) return null;
  if (typeof slug !== 'string' || slug.length > MAX_TEXT || !SLUG.test(slug)) return null;
  const title = boundedText(name);
  if (!title) return null;
  return { id, slug, name: title, image: toImage(image, title) };
}

function toImage(value: unknown, fallbackAlt: string): RecentProduct['image'] {
  if (!isRecord(value) || typeof value.src !== 'string' || !isImageAddress(value.src)) return null;
  return { src: value.src, alt: boundedText(value.alt) ?? fallbackAlt };
}

/** An absolute http(s) address without credentials, or a path on this site (never `//host`). */
export function isImageAddress(src: string): boolean {
  if (src.length > MAX_URL) return false;
  if (src.startsWith('/')) return !src.startsWith('//') && !src.includes('\\');
  try {
    const url = new URL(src);
    return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password;
  } catch {
    return false;
  }
}

function boundedText(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return text && text.length <= MAX_TEXT ? text : null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
