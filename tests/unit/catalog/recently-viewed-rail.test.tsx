import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RecentlyViewed } from '@/components/catalog/recently-viewed/RecentlyViewed';
import RecentlyViewedRail from '@/components/catalog/recently-viewed/RecentlyViewedRail';
import { RECENTLY_VIEWED_KEY, type RecentProduct } from '@/lib/recently-viewed';
import { recentProductOf } from '@/services/server/views/recently-viewed';

const product = (id: number): RecentProduct => ({
  id,
  slug: `game-${id}`,
  name: `بازی ${id}`,
  image: { src: `http://localhost:4010/commerce/files/products/game-${id}.svg`, alt: `جلد بازی ${id}` },
});

const store = (list: unknown) => localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(list));
const cardNames = () =>
  within(screen.getByRole('region', { name: 'بازدیدهای اخیر' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('recently viewed rail', () => {
  it('shows the stored products newest first under its heading, each linking to its page', () => {
    store([product(2), product(1)]);
    render(<RecentlyViewedRail />);
    expect(screen.getByRole('heading', { level: 2, name: 'بازدیدهای اخیر' })).toBeInTheDocument();
    expect(cardNames()).toEqual(['بازی 2', 'بازی 1']);
    expect(screen.getByRole('link', { name: 'بازی 2' })).toHaveAttribute('href', '/product/game-2');
    expect(screen.getByRole('img', { name: 'جلد بازی 2' })).toBeInTheDocument();
  });

  it('leaves out the product being viewed', () => {
    store([product(3), product(2), product(1)]);
    render(<RecentlyViewedRail excludeId={3} />);
    expect(cardNames()).toEqual(['بازی 2', 'بازی 1']);
  });

  it('renders nothing when the list is empty, or holds only the product being viewed', () => {
    const { container, rerender } = render(<RecentlyViewedRail />);
    expect(container).toBeEmptyDOMElement();
    store([product(1)]);
    rerender(<RecentlyViewedRail excludeId={1} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('renders nothing for a tampered value', () => {
    localStorage.setItem(RECENTLY_VIEWED_KEY, '[{"id":"<script>"}]');
    const { container } = render(<RecentlyViewedRail />);
    expect(container).toBeEmptyDOMElement();
  });

  it("'پاک کردن' clears the list, removes the rail and moves focus to the page's content", async () => {
    store([product(1)]);
    render(
      <main id="main">
        <RecentlyViewedRail />
      </main>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'پاک کردن' }));
    expect(screen.queryByRole('region', { name: 'بازدیدهای اخیر' })).not.toBeInTheDocument();
    expect(localStorage.getItem(RECENTLY_VIEWED_KEY)).toBeNull();
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('follows a change made in another tab', () => {
    render(<RecentlyViewedRail />);
    act(() => {
      store([product(5)]);
      window.dispatchEvent(new StorageEvent('storage', { key: RECENTLY_VIEWED_KEY }));
    });
    expect(cardNames()).toEqual(['بازی 5']);
  });
});

describe('recently viewed on a page', () => {
  it('renders nothing on the server and on the first render', () => {
    store([product(1)]);
    const { container } = render(<RecentlyViewed />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the rail once the page is idle', async () => {
    store([product(1)]);
    render(<RecentlyViewed />);
    expect(await screen.findByRole('heading', { name: 'بازدیدهای اخیر' })).toBeInTheDocument();
  });

  it('records the product page opened, at the front, and leaves it out of its own rail', async () => {
    store([product(1), product(2)]);
    render(<RecentlyViewed current={product(2)} />);
    await screen.findByRole('region', { name: 'بازدیدهای اخیر' });
    await waitFor(() => expect(JSON.parse(localStorage.getItem(RECENTLY_VIEWED_KEY) ?? '[]')[0].id).toBe(2));
    expect(cardNames()).toEqual(['بازی 1']);
  });

  it('keeps no price of the product', () => {
    const entry = recentProductOf({
      id: 7,
      slug: 'game-7',
      name: 'Game 7',
      persianName: 'بازی ۷',
      filePath: 'http://localhost:4010/commerce/files/products/game-7.svg',
      fileAltAttribute: '',
    });
    expect(entry).toEqual({
      id: 7,
      slug: 'game-7',
      name: 'بازی ۷',
      image: { src: 'http://localhost:4010/commerce/files/products/game-7.svg', alt: 'بازی ۷' },
    });
  });
});
