// /profile/wishlist: the count, each game's cover, names, price from the cheapest item in stock and link, removal
// (the count follows, a refusal keeps the game), 'نمایش بیشتر' without repeats, the empty state and a retry.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { ErrorModal } from '@/components/shell/ErrorModal';
import { WishlistPage } from '@/components/wishlist/WishlistPage';
import { cheapestAvailable } from '@/components/wishlist/wishlist-price';
import { formatToman } from '@/lib/money';
import { getToken, setToken } from '@/services/session';
import type { WishlistItem, WishlistProduct } from '@/services/types/commerce';
import { COMMERCE, abpError, abpOk, abpUnauthorized, server, startMswServer } from '../services/msw';
import { renderWithStore } from '../shell/render';

vi.mock('next/navigation', () => ({
  usePathname: () => '/profile/wishlist',
  useRouter: () => ({ replace: vi.fn(), push: vi.fn() }),
}));

const api = {
  list: `${COMMERCE}/api/services/app/Wishlist/GetAll`,
  remove: `${COMMERCE}/api/services/app/Wishlist/Remove`,
};

startMswServer();
beforeEach(() => setToken('good'));

type PriceItem = NonNullable<WishlistProduct['minVariant']>['items'][number];

let nextPriceId = 1;
const price = (
  salePrice: number | null,
  status: PriceItem['status'] = 'InStock',
  regularPrice = salePrice ?? 9_500_000,
): PriceItem => ({
  id: nextPriceId++,
  salePrice,
  regularPrice,
  currencyType: 'IRR',
  status,
});
/** A minVariant holding these items, as a product list card prices it. */
const priced = (items: PriceItem[]) => ({ minVariant: { id: 1, name: 'ظرفیت ۲', items } });

function itemOf(id: number, options: { name?: string; persianName?: string; items?: PriceItem[] } = {}): WishlistItem {
  const name = options.name ?? `Game ${id}`;
  return {
    id: 1000 + id,
    creationTime: '2025-12-13T19:03:45',
    product: {
      id,
      name,
      persianName: options.persianName ?? `بازی ${id}`,
      slug: `game-${id}`,
      filePath: `http://localhost:4010/commerce/files/products/game-${id}.svg`,
      fileTitleAttribute: name,
      fileAltAttribute: `کاور بازی ${id}`,
      categories: [{ name: 'بازی‌های PS5', slug: 'ps5-games' }],
      minVariant: { id: id * 10, name: 'ظرفیت ۲', items: options.items ?? [price(9_500_000)] },
    },
  };
}

/** Answers GetAll from `list` (which the test may change), a page at a time, and keeps each query. */
function serveList(list: WishlistItem[]) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get(api.list, ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      const skip = Number(query.get('SkipCount'));
      return abpOk({ totalCount: list.length, items: list.slice(skip, skip + Number(query.get('MaxResultCount'))) });
    }),
  );
  return queries;
}

function renderPage() {
  return {
    ...renderWithStore(
      <>
        <WishlistPage />
        <ErrorModal />
      </>,
    ),
    user: userEvent.setup(),
  };
}

const games = () => within(screen.getByRole('list', { name: 'بازی های علاقه مندی' })).getAllByRole('article');

describe('the price a wishlist row shows', () => {
  it('is the cheapest item that can be bought now; a pre-order counts, an out-of-stock one does not', () => {
    expect(
      cheapestAvailable(priced([price(12_000_000), price(8_000_000, 'OutOfStock'), price(9_000_000, 'OnBackOrder')]))
        ?.salePrice,
    ).toBe(9_000_000);
    expect(cheapestAvailable(priced([price(null, 'OutOfStock')]))).toBeNull();
    expect(cheapestAvailable({ minVariant: null })).toBeNull();
  });
});

describe('the wishlist page', () => {
  it('shows a skeleton of the list while it is read, then the heading with the count in Persian digits', async () => {
    serveList([itemOf(1), itemOf(2), itemOf(3)]);
    renderPage();
    expect(screen.getByTestId('wishlist-skeleton')).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByRole('heading', { level: 1, name: 'علاقه مندی ها ۳ بازی' })).toBeInTheDocument();
    expect(screen.queryByTestId('wishlist-skeleton')).toBeNull();
    expect(games()).toHaveLength(3);
  });

  it('each game: its cover, Persian and original names, categories, the price in Toman and a link to its page', async () => {
    const queries = serveList([
      itemOf(4, {
        name: "Ghost of Tsushima Director's Cut",
        persianName: 'شبح سوشیما',
        items: [price(9_500_000, 'InStock', 11_000_000)],
      }),
    ]);
    renderPage();
    const card = await screen.findByRole('article', { name: 'شبح سوشیما' });
    expect(within(card).getByRole('img', { name: 'کاور بازی 4' })).toBeInTheDocument();
    expect(within(card).getByText("Ghost of Tsushima Director's Cut")).toHaveAttribute('dir', 'ltr');
    expect(within(card).getByText('بازی‌های PS5')).toBeInTheDocument();
    expect(within(card).getByText(formatToman(9_500_000))).toBeInTheDocument();
    expect(within(card).getByText(formatToman(11_000_000)).closest('s')).not.toBeNull();
    expect(within(card).getByRole('link', { name: 'شبح سوشیما' })).toHaveAttribute('href', '/product/game-4');
    expect(queries.map((query) => [query.get('SkipCount'), query.get('MaxResultCount')])).toEqual([['0', '10']]);
  });

  it("a game with nothing in stock reads 'ناموجود'", async () => {
    serveList([itemOf(5, { items: [price(null, 'OutOfStock')] })]);
    renderPage();
    const card = await screen.findByRole('article', { name: 'بازی 5' });
    expect(within(card).getByText('ناموجود')).toBeInTheDocument();
  });

  it("'حذف' (named after the game) takes it off, the count follows and the focus goes to the next game's button", async () => {
    const list = [itemOf(1), itemOf(2), itemOf(3)];
    serveList(list);
    const removed: string[] = [];
    server.use(
      http.delete(api.remove, ({ request }) => {
        removed.push(new URL(request.url).searchParams.get('productId') ?? '');
        return abpOk(null);
      }),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'حذف بازی 2 از علاقه مندی ها' }));
    await waitFor(() => expect(games()).toHaveLength(2));
    expect(removed).toEqual(['2']);
    expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName('علاقه مندی ها ۲ بازی');
    expect(screen.queryByRole('article', { name: 'بازی 2' })).toBeNull();
    expect(screen.getByRole('button', { name: 'حذف بازی 3 از علاقه مندی ها' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('بازی 2 از علاقه مندی ها حذف شد.');
  });

  it('removing the last game leaves the empty state, the focus on the heading', async () => {
    serveList([itemOf(1)]);
    server.use(http.delete(api.remove, () => abpOk(null)));
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'حذف بازی 1 از علاقه مندی ها' }));
    expect(await screen.findByText('هنوز بازی‌ای به علاقه مندی ها اضافه نکرده‌اید.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName('علاقه مندی ها ۰ بازی');
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
  });

  it('a removal the service refused keeps the game, with a Persian message on its card', async () => {
    serveList([itemOf(1), itemOf(2)]);
    server.use(http.delete(api.remove, () => abpError(500, { message: 'خطای داخلی سرور رخ داد.' })));
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'حذف بازی 1 از علاقه مندی ها' }));
    const card = screen.getByRole('article', { name: 'بازی 1' });
    expect(await within(card).findByRole('alert')).toHaveTextContent('خطای داخلی سرور رخ داد.');
    expect(games()).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName('علاقه مندی ها ۲ بازی');
  });

  it("'نمایش بیشتر' reads the next 10 after what is listed and never lists a game twice", async () => {
    const list = Array.from({ length: 23 }, (_, index) => itemOf(100 - index));
    const queries = serveList(list);
    const { user } = renderPage();
    await screen.findByRole('heading', { level: 1, name: 'علاقه مندی ها ۲۳ بازی' });
    expect(games()).toHaveLength(10);
    // A game added meanwhile in another tab: it comes first, and shifts the service's pages by one.
    list.unshift(itemOf(200));
    await user.click(screen.getByRole('button', { name: 'نمایش بیشتر' }));
    await waitFor(() => expect(games()).toHaveLength(19));
    await user.click(screen.getByRole('button', { name: 'نمایش بیشتر' }));
    // The last page: one already listed, four new; the game added meanwhile is for the next visit.
    await waitFor(() => expect(games()).toHaveLength(23));
    const names = games().map((card) => card.getAttribute('aria-labelledby'));
    expect(new Set(names).size).toBe(names.length);
    expect(screen.queryByRole('button', { name: 'نمایش بیشتر' })).toBeNull();
    expect(queries.map((query) => query.get('SkipCount'))).toEqual(['0', '10', '19']);
  });

  it('after a removal the next page starts after what is still listed', async () => {
    const list = Array.from({ length: 12 }, (_, index) => itemOf(50 - index));
    const queries = serveList(list);
    server.use(
      http.delete(api.remove, ({ request }) => {
        const id = Number(new URL(request.url).searchParams.get('productId'));
        list.splice(
          list.findIndex((item) => item.product.id === id),
          1,
        );
        return abpOk(null);
      }),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'حذف بازی 50 از علاقه مندی ها' }));
    await waitFor(() => expect(games()).toHaveLength(9));
    await user.click(screen.getByRole('button', { name: 'نمایش بیشتر' }));
    await waitFor(() => expect(games()).toHaveLength(11));
    expect(queries.map((query) => query.get('SkipCount'))).toEqual(['0', '9']);
    expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName('علاقه مندی ها ۱۱ بازی');
  });

  it('an empty list says so and leads to the shop', async () => {
    serveList([]);
    renderPage();
    expect(await screen.findByText('هنوز بازی‌ای به علاقه مندی ها اضافه نکرده‌اید.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'مشاهده محصولات' })).toHaveAttribute('href', '/products');
    expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName('علاقه مندی ها ۰ بازی');
  });

  it('a service that did not answer: a Persian message, and تلاش دوباره reads the list again', async () => {
    server.use(http.get(api.list, () => abpError(503, { message: 'سرویس در دسترس نیست.' }), { once: true }));
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('علاقه مندی های شما الان خوانده نشد.');
    serveList([itemOf(1)]);
    await userEvent.click(within(alert).getByRole('button', { name: 'تلاش دوباره' }));
    expect(await screen.findByRole('article', { name: 'بازی 1' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a 401 goes through the session expiry: logged out, the error modal leads to /login', async () => {
    server.use(http.get(api.list, () => abpUnauthorized()));
    renderPage();
    const modal = await screen.findByRole('alertdialog');
    expect(modal).toHaveTextContent('ورود شما منقضی شده است');
    expect(within(modal).getByRole('link', { name: 'ورود' })).toHaveAttribute(
      'href',
      '/login?returnUrl=%2Fprofile%2Fwishlist',
    );
    expect(getToken()).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
