// The product page's heart (CONTRACTS §12.4): Exists once logged in, an optimistic flip confirmed or taken back with
// a Persian toast, one change at a time, a 401 through the session expiry, and a visitor's login through its own form.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { ErrorModal } from '@/components/shell/ErrorModal';
import { Toast } from '@/components/shell/Toast';
import { WishlistToggle } from '@/components/wishlist/WishlistToggle';
import { getToken } from '@/services/session';
import { loggedIn, setLoginFormIsOpen } from '@/store/slices/authSlice';
import { makeStore } from '@/store/store';
import { api as identity, balanceHandler, loginAnswer } from '../account/setup';
import { COMMERCE, abpError, abpOk, abpUnauthorized, demoProfile, server, startMswServer } from '../services/msw';
import { renderWithStore, storeRestored } from '../shell/render';
import { deferred } from '../../support/deferred';

// What the heart loads lazily is loaded with the test file, so that no first call waits for its transform.
beforeAll(async () => {
  await Promise.all([
    import('@/services/commerce'),
    import('@/store/api/wishlistHeartApi'),
    import('@/components/shared/login/LoginDialog'),
  ]);
});

vi.mock('next/navigation', () => ({
  usePathname: () => '/product/ghost-of-tsushima-directors-cut',
  useRouter: () => ({ replace: vi.fn(), push: vi.fn() }),
}));

const api = {
  add: `${COMMERCE}/api/services/app/Wishlist/Add`,
  remove: `${COMMERCE}/api/services/app/Wishlist/Remove`,
  exists: `${COMMERCE}/api/services/app/Wishlist/Exists`,
};

const ADD = 'افزودن به علاقه مندی ها';
const REMOVE = 'حذف از علاقه مندی ها';

startMswServer();

/** Answers Exists with `inList` and keeps each product id it was asked about. */
function serveExists(inList: boolean) {
  const asked: string[] = [];
  server.use(
    http.post(api.exists, ({ request }) => {
      asked.push(new URL(request.url).searchParams.get('productId') ?? '');
      return abpOk(inList);
    }),
  );
  return asked;
}

async function renderHeart(options: { loggedIn?: boolean } = {}) {
  const store = makeStore();
  server.use(balanceHandler());
  if (options.loggedIn) await store.dispatch(loggedIn({ token: 'good', user: demoProfile }));
  const view = renderWithStore(
    <>
      <WishlistToggle productId={4} />
      <Toast />
      <ErrorModal />
    </>,
    { store, persist: true },
  );
  return { ...view, user: userEvent.setup() };
}

const heart = () => screen.getByRole('button', { name: /علاقه مندی ها$/ });

describe('the wishlist heart, logged in', () => {
  it('asks Exists for the game once the session is known, and shows the answer (pressed, named to remove it)', async () => {
    const asked = serveExists(true);
    await renderHeart({ loggedIn: true });
    expect(await screen.findByRole('button', { name: REMOVE })).toHaveAttribute('aria-pressed', 'true');
    expect(asked).toEqual(['4']);
  });

  it('a game not on the list shows an empty heart named to add it', async () => {
    serveExists(false);
    await renderHeart({ loggedIn: true });
    await waitFor(() => expect(heart()).not.toHaveAttribute('aria-busy'));
    expect(heart()).toHaveAccessibleName(ADD);
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
  });

  it('an Exists the service could not answer leaves the heart empty, with no message, and a press still adds', async () => {
    const added = vi.fn();
    server.use(
      http.post(api.exists, () => abpError(503, { message: 'سرویس در دسترس نیست.' })),
      http.post(api.add, () => (added(), abpOk(null))),
    );
    const { user, store } = await renderHeart({ loggedIn: true });
    await waitFor(() => expect(heart()).not.toHaveAttribute('aria-busy'));
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
    expect(store.getState().notification.message).toBe('');
    await user.click(heart());
    await waitFor(() => expect(added).toHaveBeenCalledTimes(1));
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
  });

  it('a press flips the heart at once, sends Add with the product id, and stays pressed when the service agrees', async () => {
    serveExists(false);
    const answer = deferred();
    const bodies: unknown[] = [];
    server.use(
      http.post(api.add, async ({ request }) => {
        bodies.push(await request.json());
        await answer.promise;
        return abpOk(null);
      }),
    );
    const { user } = await renderHeart({ loggedIn: true });
    await waitFor(() => expect(heart()).not.toHaveAttribute('aria-busy'));
    await user.click(heart());
    expect(heart()).toHaveAccessibleName(REMOVE);
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(bodies).toEqual([{ productId: 4 }]));
    answer.release();
    await waitFor(() => expect(heart()).not.toHaveAttribute('aria-busy'));
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
  });

  it('a press on a pressed heart sends Remove?productId= and empties it', async () => {
    serveExists(true);
    const removed: string[] = [];
    server.use(
      http.delete(api.remove, ({ request }) => {
        removed.push(new URL(request.url).searchParams.get('productId') ?? '');
        return abpOk(null);
      }),
    );
    const { user } = await renderHeart({ loggedIn: true });
    await user.click(await screen.findByRole('button', { name: REMOVE }));
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(removed).toEqual(['4']));
    await waitFor(() => expect(heart()).not.toHaveAttribute('aria-busy'));
    expect(heart()).toHaveAccessibleName(ADD);
  });

  it('a refused change is taken back and said in a Persian toast', async () => {
    serveExists(false);
    server.use(http.post(api.add, () => abpError(500, { message: 'خطای داخلی سرور رخ داد.' })));
    const { user } = await renderHeart({ loggedIn: true });
    await waitFor(() => expect(heart()).not.toHaveAttribute('aria-busy'));
    await user.click(heart());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'بازی به علاقه مندی ها اضافه نشد. خطای داخلی سرور رخ داد.',
    );
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
    expect(heart()).toHaveAccessibleName(ADD);
  });

  it('a removal the service could not take keeps the game pressed and says so', async () => {
    serveExists(true);
    server.use(http.delete(api.remove, () => abpError(503, { message: 'سرویس در دسترس نیست.' })));
    const { user } = await renderHeart({ loggedIn: true });
    await user.click(await screen.findByRole('button', { name: REMOVE }));
    expect(await screen.findByRole('alert')).toHaveTextContent('بازی از علاقه مندی ها حذف نشد.');
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
  });

  it('one change at a time: presses while one is on its way are ignored', async () => {
    serveExists(false);
    const answer = deferred();
    const calls = { add: 0, remove: 0 };
    server.use(
      http.post(api.add, async () => {
        calls.add += 1;
        await answer.promise;
        return abpOk(null);
      }),
      http.delete(api.remove, () => {
        calls.remove += 1;
        return abpOk(null);
      }),
    );
    const { user } = await renderHeart({ loggedIn: true });
    await waitFor(() => expect(heart()).not.toHaveAttribute('aria-busy'));
    await user.click(heart());
    await user.click(heart());
    await user.click(heart());
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
    answer.release();
    await waitFor(() => expect(heart()).not.toHaveAttribute('aria-busy'));
    expect(calls).toEqual({ add: 1, remove: 0 });
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
  });

  it('a 401 logs out through the session expiry (the error modal leads to /login) and empties the heart', async () => {
    serveExists(false);
    server.use(http.post(api.add, () => abpUnauthorized()));
    const { user, store } = await renderHeart({ loggedIn: true });
    await waitFor(() => expect(heart()).not.toHaveAttribute('aria-busy'));
    await user.click(heart());
    const modal = await screen.findByRole('alertdialog');
    expect(modal).toHaveTextContent('ورود شما منقضی شده است');
    expect(store.getState().auth.isAuthenticated).toBe(false);
    expect(getToken()).toBeNull();
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
    expect(store.getState().notification.message).toBe('');
  });

  it('a refused session already on Exists goes to the session expiry too', async () => {
    server.use(http.post(api.exists, () => abpUnauthorized()));
    const { store } = await renderHeart({ loggedIn: true });
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('ورود شما منقضی شده است');
    expect(store.getState().auth.isAuthenticated).toBe(false);
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('the wishlist heart, logged out', () => {
  const otpSent = () =>
    abpOk({ emailOrPhoneNumber: '09123456789', isRegistered: true, codeLength: 6, expireInSeconds: 120 });

  it('renders no login form until pressed; a press asks no service and opens its own form', async () => {
    const calls = vi.fn();
    server.use(
      http.post(api.exists, () => (calls(), abpOk(false))),
      http.post(api.add, () => (calls(), abpOk(null))),
    );
    const { user, store } = await renderHeart();
    await storeRestored(store);
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
    await user.click(heart());
    expect(await screen.findByRole('dialog', { name: 'ورود برای افزودن به علاقه مندی ها' })).toHaveAttribute('open');
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
    expect(calls).not.toHaveBeenCalled();
  });

  it('after logging in through that form the game is added and the heart pressed, with no other press', async () => {
    const added: unknown[] = [];
    server.use(
      http.post(identity.sendOtp, otpSent),
      http.post(identity.otpLogin, () => abpOk(loginAnswer())),
      http.post(api.exists, () => abpOk(false)),
      http.post(api.add, async ({ request }) => {
        added.push({ body: await request.json(), token: request.headers.get('Authorization') });
        return abpOk(null);
      }),
    );
    const { user, store } = await renderHeart();
    await storeRestored(store);
    await user.click(heart());
    const dialog = await screen.findByRole('dialog', { name: 'ورود برای افزودن به علاقه مندی ها' });
    await user.type(await screen.findByRole('textbox', { name: 'شماره موبایل' }), '09123456789');
    await user.click(screen.getByRole('button', { name: 'ارسال کد' }));
    await user.type(await screen.findByRole('textbox', { name: 'کد تایید' }), '123456');
    await user.click(screen.getByRole('button', { name: 'ورود' }));
    await waitFor(() => expect(added).toEqual([{ body: { productId: 4 }, token: 'Bearer fresh-token' }]));
    expect(dialog).not.toBeInTheDocument();
    expect(store.getState().auth.loginFormIsOpen).toBe(false);
    await waitFor(() => expect(heart()).not.toHaveAttribute('aria-busy'));
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
    expect(heart()).toHaveAccessibleName(REMOVE);
  });

  it('closing the form adds nothing and takes the form away', async () => {
    const calls = vi.fn();
    server.use(http.post(api.add, () => (calls(), abpOk(null))));
    const { user, store } = await renderHeart();
    await storeRestored(store);
    await user.click(heart());
    await user.click(await screen.findByRole('button', { name: 'بستن ورود' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
    expect(store.getState().auth.loginFormIsOpen).toBe(false);
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
    expect(calls).not.toHaveBeenCalled();
  });

  it("another feature's login form opening (the shared flag) does not bring this heart's form", async () => {
    const { store } = await renderHeart();
    await storeRestored(store);
    act(() => {
      store.dispatch(setLoginFormIsOpen(true));
    });
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
  });
});

describe('the wishlist heart through the shopper api', () => {
  it('an Exists asked before a press but answered after it never undoes the press', async () => {
    const existsAnswer = deferred();
    server.use(
      http.post(api.exists, async () => {
        await existsAnswer.promise;
        return abpOk(false);
      }),
      http.post(api.add, () => abpOk(null)),
    );
    const { user } = await renderHeart({ loggedIn: true });
    await user.click(heart());
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
    existsAnswer.release();
    await waitFor(() => expect(heart()).not.toHaveAttribute('aria-busy'));
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
  });

  it('two changes asked of the store in the same moment send one (the check is in the store, not the button)', async () => {
    const added = vi.fn();
    server.use(
      balanceHandler(),
      http.post(api.add, () => (added(), abpOk(null))),
    );
    const store = makeStore();
    await store.dispatch(loggedIn({ token: 'good', user: demoProfile }));
    const { changeWishlist } = await import('@/store/api/wishlistHeartApi');
    const first = store.dispatch(changeWishlist({ productId: 4, add: true }));
    const second = store.dispatch(changeWishlist({ productId: 4, add: true }));
    expect(second).toBeNull();
    await first;
    expect(added).toHaveBeenCalledTimes(1);
  });
});
