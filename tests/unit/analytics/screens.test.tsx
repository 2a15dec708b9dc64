// What each screen reports to the data layer as the shopper uses it: the product page's island and heart, the
// cart's lines, the adds queued offline, the login form and the search dialog.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { FilledCart } from '@/components/cart/FilledCart';
import { ProductPurchase } from '@/components/catalog/ProductPurchase';
import { Toast } from '@/components/shell/Toast';
import { SENT_MESSAGE } from '@/components/shared/cart/pending-add-messages';
import { LoginForm } from '@/components/shared/login/LoginForm';
import { WishlistToggle } from '@/components/wishlist/WishlistToggle';
import { itemOfListing } from '@/lib/analytics/ecommerce';
import { loggedIn } from '@/store/slices/authSlice';
import { makeStore } from '@/store/store';
import { api as identity, balanceHandler, loginAnswer, renderScreen } from '../account/setup';
import { cartOf, line } from '../cart/fixtures';
import { treeWithSoldOutType } from '../catalog/back-in-stock-fixtures';
import { abpError, abpOk, COMMERCE, demoProfile, server, startMswServer } from '../services/msw';
import { renderWithStore } from '../shell/render';
import { BUYER, carriesBuyer, listing } from './fixtures';

vi.mock('next/navigation', () => ({ usePathname: () => '/', useRouter: () => ({ replace: vi.fn(), push: vi.fn() }) }));

startMswServer();

// What the screens load lazily is loaded with the test file, so that no first report waits for its transform.
beforeAll(async () => {
  await Promise.all([
    import('@/services/commerce'),
    import('@/components/shared/analytics/report'),
    import('@/components/shell/SearchDialog'),
  ]);
});
beforeEach(() => {
  window.dataLayer = [];
});
afterEach(() => Object.defineProperty(navigator, 'onLine', { configurable: true, value: true }));

const reported = (name?: string) =>
  (window.dataLayer ?? []).filter((entry) =>
    name ? entry.event === name : typeof entry.event === 'string' && entry.event !== 'page_view',
  );
const facts = { item_name: 'گوست آو سوشیما', item_brand: 'Sony PlayStation' };

describe("the product page's island", () => {
  const serveCart = () =>
    server.use(
      http.get(`${COMMERCE}/api/services/app/Cart/GetCartByProductId`, () => abpOk(null)),
      http.get(`${COMMERCE}/api/services/app/Cart/GetCurrentCart`, () => abpOk(null)),
    );

  it('view_item for the variant it opens on, with the game', async () => {
    serveCart();
    renderWithStore(<ProductPurchase productId={7} variants={treeWithSoldOutType} facts={facts} />, { withCart: true });
    await waitFor(() => expect(reported('view_item')).toHaveLength(1));
    expect(reported('view_item')[0].ecommerce).toEqual({
      currency: 'IRR',
      value: 12_000_000,
      items: [
        {
          item_id: '201',
          item_name: 'گوست آو سوشیما',
          item_brand: 'Sony PlayStation',
          item_category: 'PC',
          item_variant: 'آفلاین',
          price: 12_000_000,
          quantity: 1,
        },
      ],
    });
  });

  it('add_to_cart once the service has taken the add, then remove_from_cart for one less; nothing for a refused add', async () => {
    serveCart();
    let refuse = true;
    // A line of this game (product 7).
    const withLine = (quantity: number) => {
      const entry = line(5, 201, quantity, 12_000_000, 12_000_000);
      return cartOf([{ ...entry, variant: { ...entry.variant, product: { ...entry.variant.product, id: 7 } } }]);
    };
    server.use(
      http.post(`${COMMERCE}/api/services/app/Cart/AddItem`, () =>
        refuse ? abpError(400, { message: 'ناموجود' }) : abpOk(withLine(2)),
      ),
      http.delete(`${COMMERCE}/api/services/app/Cart/RemoveItem`, () => abpOk(withLine(1))),
    );
    const user = userEvent.setup();
    renderWithStore(<ProductPurchase productId={7} variants={treeWithSoldOutType} facts={facts} />, { withCart: true });
    await user.click(screen.getByRole('button', { name: 'افزودن به سبد خرید' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'افزودن به سبد خرید' })).toBeEnabled());
    expect(reported('add_to_cart')).toEqual([]);

    refuse = false;
    await user.click(screen.getByRole('button', { name: 'افزودن به سبد خرید' }));
    await waitFor(() => expect(reported('add_to_cart')).toHaveLength(1));
    expect(reported('add_to_cart')[0].ecommerce).toMatchObject({
      value: 12_000_000,
      items: [{ item_id: '201', item_name: 'گوست آو سوشیما', quantity: 1 }],
    });
    await user.click(await screen.findByRole('button', { name: 'کاهش تعداد' }));
    await waitFor(() => expect(reported('remove_from_cart')).toHaveLength(1));
    expect(reported('remove_from_cart')[0].ecommerce).toMatchObject({ items: [{ item_id: '201', quantity: 1 }] });
  });

  it('an add queued offline is not reported when queued, but when it is sent, with the cart the service answered', async () => {
    serveCart();
    Object.defineProperty(navigator, 'onLine', { configurable: true, value: false });
    const store = makeStore();
    renderWithStore(
      <>
        <ProductPurchase productId={7} variants={treeWithSoldOutType} facts={facts} />
        <Toast />
      </>,
      { store, withCart: true },
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'افزودن به سبد خرید' }));
    expect(store.getState().cart.pendingAdds).toEqual([{ variantId: 201, quantity: 1 }]);
    expect(reported('add_to_cart')).toEqual([]);

    server.use(
      http.post(`${COMMERCE}/api/services/app/Cart/AddItem`, () =>
        abpOk(cartOf([line(5, 201, 1, 12_000_000, 12_000_000)])),
      ),
    );
    Object.defineProperty(navigator, 'onLine', { configurable: true, value: true });
    act(() => {
      store.dispatch({ type: 'persist/REHYDRATE', key: 'root' });
      window.dispatchEvent(new Event('online'));
    });
    await screen.findByText(SENT_MESSAGE);
    await waitFor(() => expect(reported('add_to_cart')).toHaveLength(1));
    expect(reported('add_to_cart')[0].ecommerce).toMatchObject({
      items: [{ item_id: '201', quantity: 1, price: 12_000_000 }],
    });
  });
});

describe("the cart's lines", () => {
  it('view_cart once for the cart shown; a change the service took is reported, one it refused is not', async () => {
    const cart = cartOf([line(1, 202, 2, 11_000_000, 9_900_000), line(2, 303, 1, 8_000_000, 8_000_000)]);
    const onChange = vi.fn(async (kind: string) => kind !== 'decrease');
    const props = {
      isPending: () => false,
      onChange,
      busy: false,
      disabled: false,
      onPlaceOrder: vi.fn(),
      continueRef: { current: null },
    };
    const { rerender } = renderWithStore(<FilledCart cart={cart} {...props} />);
    expect(reported('view_cart')).toHaveLength(1);
    expect(reported('view_cart')[0].ecommerce).toMatchObject({
      value: 27_800_000,
      items: [
        { item_id: '202', quantity: 2 },
        { item_id: '303', quantity: 1 },
      ],
    });
    rerender(<FilledCart cart={cartOf([line(1, 202, 3, 11_000_000, 9_900_000)])} {...props} />);
    expect(reported('view_cart')).toHaveLength(1);

    const [first] = screen.getAllByRole('group', { name: /^تعداد/ });
    fireEvent.click(first.querySelector('button[aria-label="افزایش تعداد"]')!);
    fireEvent.click(first.querySelector('button[aria-label="کاهش تعداد"]')!);
    fireEvent.click(screen.getAllByRole('button', { name: /حذف/ })[0]);
    await waitFor(() => expect(reported().filter((entry) => entry.event !== 'view_cart')).toHaveLength(2));
    expect(
      reported()
        .slice(1)
        .map((entry) => [entry.event, (entry.ecommerce as { items: { quantity: number }[] }).items[0].quantity]),
    ).toEqual([
      ['add_to_cart', 1],
      ['remove_from_cart', 3],
    ]);
  });
});

describe('the heart', () => {
  it('add_to_wishlist with the game once the service has it on the list; nothing for taking it off', async () => {
    let inList = false;
    server.use(
      balanceHandler(),
      http.post(`${COMMERCE}/api/services/app/Wishlist/Exists`, () => abpOk(inList)),
      http.post(`${COMMERCE}/api/services/app/Wishlist/Add`, () => ((inList = true), abpOk(null))),
      http.delete(`${COMMERCE}/api/services/app/Wishlist/Remove`, () => ((inList = false), abpOk(null))),
      http.post(`${COMMERCE}/api/services/app/Wishlist/Remove`, () => ((inList = false), abpOk(null))),
    );
    const store = makeStore();
    await store.dispatch(loggedIn({ token: 'good', user: demoProfile }));
    store.dispatch({ type: 'persist/REHYDRATE', key: 'root' });
    renderWithStore(<WishlistToggle productId={1} item={itemOfListing(listing())} />, { store });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'افزودن به علاقه مندی ها' }));
    await waitFor(() => expect(reported('add_to_wishlist')).toHaveLength(1));
    expect(reported('add_to_wishlist')[0].ecommerce).toEqual({
      currency: 'IRR',
      value: 9_900_000,
      items: [itemOfListing(listing())],
    });
    await user.click(await screen.findByRole('button', { name: 'حذف از علاقه مندی ها' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'افزودن به علاقه مندی ها' })).not.toHaveAttribute('aria-busy'),
    );
    expect(reported('add_to_wishlist')).toHaveLength(1);
  });
});

describe('the login form', () => {
  const otpSent = () =>
    abpOk({ emailOrPhoneNumber: BUYER.phone, isRegistered: true, codeLength: 6, expireInSeconds: 120 });

  async function throughCode(user: ReturnType<typeof userEvent.setup>) {
    await user.type(screen.getByRole('textbox', { name: 'شماره موبایل' }), BUYER.phone);
    await user.click(screen.getByRole('button', { name: 'ارسال کد' }));
    await user.type(await screen.findByRole('textbox', { name: 'کد تایید' }), '654321');
    await user.click(screen.getByRole('button', { name: 'ورود' }));
  }

  it("login by 'otp', and nothing of who logged in", async () => {
    server.use(
      http.post(identity.sendOtp, otpSent),
      http.post(identity.otpLogin, () => abpOk(loginAnswer())),
      balanceHandler(),
    );
    const onLoggedIn = vi.fn();
    const user = userEvent.setup();
    renderScreen(<LoginForm onLoggedIn={onLoggedIn} />);
    await throughCode(user);
    await waitFor(() => expect(reported('login')).toEqual([{ event: 'login', method: 'otp' }]));
    expect(carriesBuyer(window.dataLayer)).toBe(false);
  });

  it("sign_up by 'otp' when the number had no account", async () => {
    server.use(
      http.post(identity.sendOtp, otpSent),
      http.post(identity.otpLogin, () => abpError(500, { message: 'UserNotFound' })),
      http.post(identity.otpRegister, () => abpOk(loginAnswer())),
      balanceHandler(0),
    );
    const user = userEvent.setup();
    renderScreen(<LoginForm />);
    await throughCode(user);
    await user.type(await screen.findByLabelText('رمز عبور'), 'secret12');
    await user.click(screen.getByRole('button', { name: 'ثبت نام' }));
    await waitFor(() => expect(reported('sign_up')).toEqual([{ event: 'sign_up', method: 'otp' }]));
    expect(reported('login')).toEqual([]);
  });

  it("login by 'password'; a refused password reports nothing", async () => {
    let refuse = true;
    server.use(
      balanceHandler(),
      http.post(identity.passwordLogin, () =>
        refuse ? abpError(500, { message: 'نام کاربری یا رمز عبور نامعتبر است.' }) : abpOk(loginAnswer()),
      ),
    );
    const user = userEvent.setup();
    renderScreen(<LoginForm />);
    await user.click(screen.getByRole('button', { name: 'ورود با رمز عبور' }));
    await user.type(screen.getByRole('textbox', { name: 'شماره موبایل یا ایمیل' }), BUYER.email);
    await user.type(screen.getByLabelText('رمز عبور'), 'Demo@12345');
    await user.click(screen.getByRole('button', { name: 'ورود' }));
    await screen.findByRole('alert');
    expect(reported()).toEqual([]);
    refuse = false;
    await user.click(screen.getByRole('button', { name: 'ورود' }));
    await waitFor(() => expect(reported('login')).toEqual([{ event: 'login', method: 'password' }]));
    expect(carriesBuyer(window.dataLayer)).toBe(false);
  });
});

describe('the search dialog', () => {
  it('search when the shopper goes to the results with Enter; the words typed, never a phone number', async () => {
    server.use(
      http.post(/.*/, () => HttpResponse.json({ result: null })),
      http.get(/.*/, () => HttpResponse.json([])),
    );
    const { default: SearchDialog } = await import('@/components/shell/SearchDialog');
    const user = userEvent.setup();
    const { rerender } = renderWithStore(<SearchDialog open onClose={() => undefined} />);
    await user.type(screen.getByRole('searchbox', { name: 'عبارت جستجو' }), 'الدن{Enter}');
    expect(reported('search')).toEqual([{ event: 'search', search_term: 'الدن' }]);
    rerender(<SearchDialog open onClose={() => undefined} />);
    await user.type(screen.getByRole('searchbox', { name: 'عبارت جستجو' }), `${BUYER.phone}{Enter}`);
    expect(reported('search')[1]).toEqual({ event: 'search', search_term: '(redacted)' });
    expect(carriesBuyer(window.dataLayer)).toBe(false);
  });
});
