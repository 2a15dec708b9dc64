// /cart when the cart cannot be read: the cart as this shopper last saw it on this device, read-only under a
// notice that it may be old, with a retry; without such a record, the plain 'could not be read'.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { CartPage } from '@/components/cart/CartPage';
import { OFFLINE_CART_NOTICE, UNREAD_CART_NOTICE } from '@/components/cart/LastReadCart';
import { formatToman } from '@/lib/money';
import { saveLastReadCart } from '@/services/last-read-cart';
import { setToken } from '@/services/session';
import { setDeviceId } from '@/store/slices/cartSlice';
import { makeStore } from '@/store/store';
import { COMMERCE, abpOk, server, startMswServer } from '../services/msw';
import { renderWithStore } from '../shell/render';
import { cartOf, line } from './fixtures';

vi.mock('next/navigation', () => ({
  usePathname: () => '/cart',
  useRouter: () => ({ replace: vi.fn(), push: vi.fn() }),
  useSearchParams: () => new URLSearchParams(),
}));

startMswServer();

const CURRENT_CART = `${COMMERCE}/api/services/app/Cart/GetCurrentCart`;
// Elden Ring PC offline, two of them at 9,900,000 (11,000,000 before the discount).
const lastSeen = cartOf([line(1, 101, 2, 11_000_000, 9_900_000)], 'device-1');

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, value: online });
}
afterEach(() => setOnline(true));

function renderUnreadableCart() {
  server.use(
    http.get(CURRENT_CART, () => HttpResponse.error()),
    http.get(`${COMMERCE}/api/services/app/Order/GetAll`, () => abpOk({ totalCount: 0, items: [] })),
  );
  const store = makeStore();
  store.dispatch(setDeviceId('device-1'));
  return renderWithStore(<CartPage orderId={null} returnStatus={null} />, { store, withCart: true, persist: true });
}

describe('the cart page without a readable cart', () => {
  it('offline, shows the lines last read here, read-only, with the notice, when they were read, and a retry', async () => {
    await saveLastReadCart(
      lastSeen,
      { deviceId: 'device-1', token: null },
      undefined,
      new Date('2025-12-14T19:03:00').getTime(),
    );
    setOnline(false);
    renderUnreadableCart();

    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent(OFFLINE_CART_NOTICE);
    expect(notice).toHaveTextContent('۲۳ آذر ۱۴۰۴، ساعت ۱۹:۰۳');
    const elden = screen.getByRole('article');
    expect(within(elden).getByRole('link', { name: 'الدن رینگ' })).toHaveAttribute('href', '/product/elden-ring');
    expect(within(elden).getByText('تعداد: ۲')).toBeInTheDocument();
    expect(screen.getByTestId('cart-payable')).toHaveTextContent(formatToman(19_800_000));
    // Nothing that would change the cart or order from it.
    for (const name of ['افزایش تعداد', 'کاهش تعداد', 'حذف', 'ثبت سفارش'])
      expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByText('سبد خرید الان خوانده نشد.')).toBeNull();

    // Back online, a retry reads the cart as it is now, with its controls.
    setOnline(true);
    server.use(http.get(CURRENT_CART, () => abpOk(lastSeen)));
    await userEvent.click(screen.getByRole('button', { name: 'تلاش دوباره' }));
    expect(await screen.findByRole('button', { name: 'افزایش تعداد' })).toBeInTheDocument();
    expect(screen.queryByText(OFFLINE_CART_NOTICE)).toBeNull();
  });

  it('with the commerce service down but a connection, says the cart could not be read rather than that there is no internet', async () => {
    await saveLastReadCart(lastSeen, { deviceId: 'device-1', token: null });
    renderUnreadableCart();
    expect(await screen.findByText(UNREAD_CART_NOTICE)).toBeInTheDocument();
    expect(screen.getByRole('article')).toBeInTheDocument();
  });

  it("another session's record on this device is not shown: the cart could not be read, as before", async () => {
    setToken('token-of-another-account');
    await saveLastReadCart(lastSeen, { deviceId: 'device-1', token: 'token-of-another-account' });
    setToken('token-of-this-account');
    setOnline(false);
    renderUnreadableCart();
    expect(await screen.findByRole('alert')).toHaveTextContent('سبد خرید الان خوانده نشد.');
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('without a record, the cart could not be read, as before', async () => {
    setOnline(false);
    renderUnreadableCart();
    expect(await screen.findByRole('alert')).toHaveTextContent('سبد خرید الان خوانده نشد.');
    await waitFor(() => expect(screen.queryByTestId('cart-skeleton')).toBeNull());
    expect(screen.queryByRole('article')).toBeNull();
  });
});
