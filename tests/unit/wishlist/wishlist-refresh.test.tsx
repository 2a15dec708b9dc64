// The wishlist on screen follows the session: the heart's change reads it again, and another user's login never
// shows the games read for the one before.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { WishlistPage } from '@/components/wishlist/WishlistPage';
import { WishlistToggle } from '@/components/wishlist/WishlistToggle';
import { setToken } from '@/services/session';
import type { WishlistItem } from '@/services/types/commerce';
import { loggedIn } from '@/store/slices/authSlice';
import { makeStore } from '@/store/store';
import { balanceHandler } from '../account/setup';
import { COMMERCE, abpOk, abpUnauthorized, demoProfile, server, startMswServer } from '../services/msw';
import { renderWithStore } from '../shell/render';

beforeAll(async () => {
  await Promise.all([import('@/services/commerce'), import('@/store/api/wishlistHeartApi')]);
});

vi.mock('next/navigation', () => ({
  usePathname: () => '/profile/wishlist',
  useRouter: () => ({ replace: vi.fn(), push: vi.fn() }),
}));

const api = {
  list: `${COMMERCE}/api/services/app/Wishlist/GetAll`,
  add: `${COMMERCE}/api/services/app/Wishlist/Add`,
  exists: `${COMMERCE}/api/services/app/Wishlist/Exists`,
};

startMswServer();

const game = (id: number): WishlistItem => ({
  id: 1000 + id,
  creationTime: '2025-12-13T19:03:45',
  product: {
    id,
    name: `Game ${id}`,
    persianName: `بازی ${id}`,
    slug: `game-${id}`,
    filePath: `http://localhost:4010/commerce/files/products/game-${id}.svg`,
    fileTitleAttribute: `Game ${id}`,
    fileAltAttribute: `کاور بازی ${id}`,
    categories: [],
    minVariant: null,
  },
});

/** Each token's own list (which the test may change); a request without a known token is refused. */
function serveListsByToken(lists: Record<string, WishlistItem[]>) {
  const asked: string[] = [];
  server.use(
    http.get(api.list, ({ request }) => {
      const token = request.headers.get('Authorization')?.replace('Bearer ', '') ?? '';
      asked.push(`${token}:${new URL(request.url).searchParams.get('SkipCount')}`);
      const list = lists[token];
      return list ? abpOk({ totalCount: list.length, items: list.slice(0, 10) }) : abpUnauthorized();
    }),
  );
  return asked;
}

const heading = () => screen.getByRole('heading', { level: 1 });

describe('the wishlist on screen', () => {
  it('reads again when the heart puts a game on it, and shows the game with the new count', async () => {
    const list = [game(1)];
    const asked = serveListsByToken({ good: list });
    server.use(
      balanceHandler(),
      http.post(api.exists, () => abpOk(false)),
      http.post(api.add, () => {
        list.unshift(game(4));
        return abpOk(null);
      }),
    );
    const store = makeStore();
    await store.dispatch(loggedIn({ token: 'good', user: demoProfile }));
    renderWithStore(
      <>
        <WishlistToggle productId={4} />
        <WishlistPage />
      </>,
      { store, persist: true },
    );
    await screen.findByRole('article', { name: 'بازی 1' });
    expect(heading()).toHaveAccessibleName('علاقه مندی ها ۱ بازی');
    await userEvent.click(await screen.findByRole('button', { name: 'افزودن به علاقه مندی ها', pressed: false }));
    expect(await screen.findByRole('article', { name: 'بازی 4' })).toBeInTheDocument();
    expect(heading()).toHaveAccessibleName('علاقه مندی ها ۲ بازی');
    expect(asked).toEqual(['good:0', 'good:0']);
  });

  it("another user's login takes the former user's games off at once, then shows the new user's", async () => {
    const asked = serveListsByToken({ first: [game(1), game(2)], second: [game(3)] });
    server.use(balanceHandler());
    setToken('first');
    const { store } = renderWithStore(<WishlistPage />);
    await screen.findByRole('article', { name: 'بازی 1' });
    await act(async () => {
      await store.dispatch(loggedIn({ token: 'second', user: { ...demoProfile, id: 2 } }));
    });
    expect(screen.queryByRole('article', { name: 'بازی 1' })).toBeNull();
    expect(await screen.findByRole('article', { name: 'بازی 3' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'بازی 2' })).toBeNull();
    expect(asked).toEqual(['first:0', 'second:0']);
  });
});
