import { describe, expect, it } from 'vitest';
import {
  isImageAddress,
  parseRecentlyViewed,
  RECENTLY_VIEWED_LIMIT,
  serialiseRecentlyViewed,
  withRecentlyViewed,
  type RecentProduct,
} from '@/lib/recently-viewed';

const product = (id: number): RecentProduct => ({
  id,
  slug: `game-${id}`,
  name: `بازی ${id}`,
  image: { src: `http://localhost:4010/commerce/files/products/game-${id}.svg`, alt: `جلد بازی ${id}` },
});

describe('recently viewed list', () => {
  it('puts the product opened last first', () => {
    const list = withRecentlyViewed(withRecentlyViewed([], product(1)), product(2));
    expect(list.map((each) => each.id)).toEqual([2, 1]);
  });

  it('moves a product opened again to the front without a duplicate', () => {
    const list = [product(3), product(2), product(1)];
    expect(withRecentlyViewed(list, product(1)).map((each) => each.id)).toEqual([1, 3, 2]);
  });

  it('keeps the last 12 products', () => {
    let list: RecentProduct[] = [];
    for (let id = 1; id <= 15; id += 1) list = withRecentlyViewed(list, product(id));
    expect(RECENTLY_VIEWED_LIMIT).toBe(12);
    expect(list).toHaveLength(12);
    expect(list[0].id).toBe(15);
    expect(list.at(-1)?.id).toBe(4);
  });

  it('reads back what it wrote', () => {
    const list = [product(2), product(1)];
    expect(parseRecentlyViewed(serialiseRecentlyViewed(list))).toEqual(list);
  });
});

describe('reading a stored list', () => {
  it('reads nothing stored, text that is not JSON, or JSON that is not a list as an empty list', () => {
    expect(parseRecentlyViewed(null)).toEqual([]);
    expect(parseRecentlyViewed('{not json')).toEqual([]);
    expect(parseRecentlyViewed('{"id":1}')).toEqual([]);
    expect(parseRecentlyViewed('"text"')).toEqual([]);
  });

  it('drops tampered entries and keeps the well-formed ones', () => {
    const stored = JSON.stringify([
      product(1),
      { ...product(2), id: '2' },
      { ...product(3), id: -3 },
      { ...product(4), slug: '../../admin' },
      { ...product(5), name: '' },
      { ...product(6), name: 'x'.repeat(500) },
      null,
      [product(7)],
      product(8),
    ]);
    expect(parseRecentlyViewed(stored).map((each) => each.id)).toEqual([1, 8]);
  });

  it('keeps only the known fields of an entry', () => {
    const stored = JSON.stringify([{ ...product(1), price: 100, html: '<b>x</b>' }]);
    expect(Object.keys(parseRecentlyViewed(stored)[0]).sort()).toEqual(['id', 'image', 'name', 'slug']);
  });

  it('drops an image whose address is not http(s) or a path on the site, keeping the entry', () => {
    for (const src of [
      'javascript:alert(1)',
      'data:image/svg+xml,<svg/>',
      '//evil.example/a.png',
      'http://user:pass@host/a.png',
    ]) {
      const [entry] = parseRecentlyViewed(JSON.stringify([{ ...product(1), image: { src, alt: 'x' } }]));
      expect(entry.image).toBeNull();
    }
  });

  it('gives an image without alt text the product name', () => {
    const [entry] = parseRecentlyViewed(JSON.stringify([{ ...product(1), image: { src: '/icons/icon.svg' } }]));
    expect(entry.image).toEqual({ src: '/icons/icon.svg', alt: 'بازی 1' });
  });

  it('drops a duplicate and reads at most 12 entries', () => {
    const many = Array.from({ length: 30 }, (_, index) => product((index % 20) + 1));
    const list = parseRecentlyViewed(JSON.stringify([product(1), ...many]));
    expect(list).toHaveLength(12);
    expect(new Set(list.map((each) => each.id)).size).toBe(12);
  });

  it('accepts http(s) addresses and site paths as images', () => {
    expect(isImageAddress('https://cdn.example/a.png')).toBe(true);
    expect(isImageAddress('/covers/a.png')).toBe(true);
    expect(isImageAddress('/\\evil.example')).toBe(false);
  });
});
