import { render } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { RecentlyViewed } from '@/components/catalog/recently-viewed/RecentlyViewed';
import { RECENTLY_VIEWED_KEY, type RecentProduct } from '@/lib/recently-viewed';
import { idleTurn } from '../support/idle-turn';

// Whether the page fetched the list's reader: the factory runs when the module is first imported.
const readerLoaded = vi.hoisted(() => vi.fn());
vi.mock('@/components/catalog/recently-viewed/recently-viewed-store', async (importOriginal) => {
  readerLoaded();
  return importOriginal();
});
vi.mock('@/components/catalog/recently-viewed/RecentlyViewedRail', () => ({ default: () => <p>بازدیدهای اخیر</p> }));

// In this order: the first leaves the reader unfetched, the second fetches it.
it('the home page in a browser that keeps no list (a first visit) fetches neither the reader nor the rail', async () => {
  const { container } = render(<RecentlyViewed />);
  // The page's idle turn, after the slot's own (it asked first).
  await idleTurn();
  await Promise.resolve();
  expect(readerLoaded).not.toHaveBeenCalled();
  expect(container).toBeEmptyDOMElement();
});

it('the home page in a browser that keeps a list fetches the reader and shows the rail', async () => {
  const kept: RecentProduct = {
    id: 1,
    slug: 'game-1',
    name: 'بازی ۱',
    image: { src: 'http://localhost:4010/commerce/files/products/game-1.svg', alt: 'جلد بازی ۱' },
  };
  localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify([kept]));
  const { findByText } = render(<RecentlyViewed />);
  expect(await findByText('بازدیدهای اخیر')).toBeTruthy();
  expect(readerLoaded).toHaveBeenCalled();
});
