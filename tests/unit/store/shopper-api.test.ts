// The shopper api (store/api): reads go out through the commerce module with the visitor's token, nothing it read
// is persisted, and a logout or another login forgets everything read for the session before.
import { http } from 'msw';
import { getToken, setToken } from '@/services/session';
import { removeFromWishlist, selectWishlistRemovals, shopperApi } from '@/store/api/shopperApi';
import { loggedIn, logout } from '@/store/slices/authSlice';
import { makePersistor, makeStore } from '@/store/store';
import { balanceHandler } from '../account/setup';
import { COMMERCE, abpOk, abpUnauthorized, demoProfile, server, startMswServer } from '../services/msw';

const WISHLIST = `${COMMERCE}/api/services/app/Wishlist/GetAll`;

startMswServer();

const game = (id: number) => ({
  id: 1000 + id,
  creationTime: '2025-12-13T19:03:45',
  product: {
    id,
    name: `Game ${id}`,
    persianName: `بازی ${id}`,
    slug: `game-${id}`,
    filePath: '',
    fileTitleAttribute: '',
    fileAltAttribute: '',
    categories: [],
    minVariant: null,
  },
});

/** Each token's own list; a request without a token is refused, as the service does. */
function serveListsByToken(lists: Record<string, number[]>) {
  const tokens: (string | null)[] = [];
  server.use(
    http.get(WISHLIST, ({ request }) => {
      const token = request.headers.get('Authorization')?.replace('Bearer ', '') ?? null;
      tokens.push(token);
      const ids = token ? lists[token] : undefined;
      return ids ? abpOk({ totalCount: ids.length, items: ids.map(game) }) : abpUnauthorized();
    }),
  );
  return tokens;
}

/** Reads the wishlist's first page into the store, as a screen would, and keeps it subscribed. */
async function readWishlist(store: ReturnType<typeof makeStore>) {
  const read = store.dispatch(shopperApi.endpoints.wishlist.initiate());
  await read;
  // Not the read itself: an async function would hand back its answer instead.
  return { unsubscribe: () => read.unsubscribe() };
}

const listedIds = (store: ReturnType<typeof makeStore>) =>
  shopperApi.endpoints.wishlist
    .select()(store.getState())
    .data?.pages.flatMap((page) => page.items.map((item) => item.product.id));

describe('the shopper api', () => {
  it("reads through the commerce module with the visitor's token", async () => {
    const tokens = serveListsByToken({ good: [1, 2] });
    setToken('good');
    const store = makeStore();
    const read = await readWishlist(store);
    expect(listedIds(store)).toEqual([1, 2]);
    expect(tokens).toEqual(['good']);
    read.unsubscribe();
  });

  it('keeps a refused read as the ServiceError the commerce module gave', async () => {
    serveListsByToken({});
    setToken('stale');
    const store = makeStore();
    const read = await readWishlist(store);
    expect(shopperApi.endpoints.wishlist.select()(store.getState()).error).toMatchObject({
      kind: 'unauthorized',
      status: 401,
    });
    read.unsubscribe();
  });

  it('is never persisted: with a list read, only the cart is written to localStorage', async () => {
    serveListsByToken({ good: [1] });
    setToken('good');
    const store = makeStore();
    makePersistor(store);
    const read = await readWishlist(store);
    expect(store.getState().shopperApi.queries).not.toEqual({});
    await vi.waitFor(() => expect(localStorage.getItem('persist:root')).not.toBeNull());
    expect(Object.keys(JSON.parse(localStorage.getItem('persist:root') ?? '{}')).sort()).toEqual(['_persist', 'cart']);
    read.unsubscribe();
  });

  it('a logout forgets every list read for the user', async () => {
    serveListsByToken({ good: [1, 2] });
    setToken('good');
    const store = makeStore();
    const read = await readWishlist(store);
    expect(listedIds(store)).toEqual([1, 2]);
    await store.dispatch(logout());
    expect(getToken()).toBeNull();
    expect(listedIds(store)).toBeUndefined();
    expect(store.getState().shopperApi.queries).toEqual({});
    read.unsubscribe();
  });

  it("another user's login starts from nothing read: the list is read again with the new token", async () => {
    const tokens = serveListsByToken({ first: [1, 2], second: [3] });
    server.use(balanceHandler());
    setToken('first');
    const store = makeStore();
    const read = await readWishlist(store);
    expect(listedIds(store)).toEqual([1, 2]);
    await store.dispatch(loggedIn({ token: 'second', user: { ...demoProfile, id: 2 } }));
    expect(listedIds(store)).toBeUndefined();
    read.unsubscribe();
    const again = await readWishlist(store);
    expect(listedIds(store)).toEqual([3]);
    expect(tokens).toEqual(['first', 'second']);
    again.unsubscribe();
  });
});

describe('a removal from the wishlist', () => {
  it('is sent once however often it is asked while on its way, and the store says which games are being removed', async () => {
    let removals = 0;
    server.use(
      http.delete(`${COMMERCE}/api/services/app/Wishlist/Remove`, () => {
        removals += 1;
        return abpOk(null);
      }),
    );
    setToken('good');
    const store = makeStore();
    const first = store.dispatch(removeFromWishlist(2));
    expect(selectWishlistRemovals(store.getState())).toEqual(new Set([2]));
    expect(store.dispatch(removeFromWishlist(2))).toBeNull();
    await first;
    expect(removals).toBe(1);
    expect(selectWishlistRemovals(store.getState())).toEqual(new Set());
  });
});
