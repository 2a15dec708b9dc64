import { act, render, waitFor } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { RecentlyViewed } from '@/components/catalog/recently-viewed/RecentlyViewed';
import { RECENTLY_VIEWED_KEY, type RecentProduct } from '@/lib/recently-viewed';

// Whether the page fetched the rail's chunk: the factory runs when the module is first imported.
const railLoaded = vi.hoisted(() => vi.fn());
vi.mock('@/components/catalog/recently-viewed/RecentlyViewedRail', () => {
  railLoaded();
  return { default: () => null };
});

const product = (id: number): RecentProduct => ({
  id,
  slug: `game-${id}`,
  name: `بازی ${id}`,
  image: { src: `http://localhost:4010/commerce/files/products/game-${id}.svg`, alt: `جلد بازی ${id}` },
});
const stored = () => JSON.parse(localStorage.getItem(RECENTLY_VIEWED_KEY) ?? '[]') as RecentProduct[];

it('a first visit to a product page records it but does not fetch the rail, which would leave it out and show nothing', async () => {
  render(<RecentlyViewed current={product(2)} />);
  await waitFor(() => expect(stored().map(({ id }) => id)).toEqual([2]));
  await act(async () => {});
  expect(railLoaded).not.toHaveBeenCalled();
});

it('a product page with another product stored fetches the rail', async () => {
  localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify([product(1)]));
  render(<RecentlyViewed current={product(2)} />);
  await waitFor(() => expect(railLoaded).toHaveBeenCalled());
});
