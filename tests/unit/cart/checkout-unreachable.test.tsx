// The checkout is its own script, fetched when the cart page may need it (components/cart/CheckoutController.tsx).
// When that script cannot be fetched (offline without the service worker), the page keeps what it shows.
import { screen } from '@testing-library/react';
import { http } from 'msw';
import { CartPage } from '@/components/cart/CartPage';
import { makeStore } from '@/store/store';
import { loggedIn } from '@/store/slices/authSlice';
import { setDeviceId } from '@/store/slices/cartSlice';
import { COMMERCE, PAYMENT, abpOk, demoProfile, server, startMswServer } from '../services/msw';
import { renderWithStore } from '../shell/render';
import { cartOf } from './fixtures';

vi.mock('next/navigation', () => ({
  usePathname: () => '/cart',
  useRouter: () => ({ replace: vi.fn(), push: vi.fn() }),
  useSearchParams: () => new URLSearchParams(),
}));
vi.mock('@/components/cart/CheckoutController', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

startMswServer();

it("a signed-in shopper's empty cart stays on screen when the checkout's script is out of reach", async () => {
  const store = makeStore();
  store.dispatch(setDeviceId(cartOf([]).deviceId));
  server.use(
    http.get(`${COMMERCE}/api/services/app/Cart/GetCurrentCart`, () => abpOk(null)),
    http.get(`${PAYMENT}/api/services/app/Deposit/GetBalance`, () => abpOk({ amount: 0, currencyType: 'IRR' })),
  );
  await store.dispatch(loggedIn({ token: 'good', user: demoProfile }));
  renderWithStore(<CartPage orderId={null} returnStatus={null} />, { store, withCart: true, persist: true });
  expect(await screen.findByText('سبد خرید شما خالی است.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'سفارش های من' })).toBeInTheDocument();
  // The lines' script (asked for while the cart was unknown) and the orders list's (once idle) are still on their
  // way: done before the test's environment goes, which would otherwise fail the run with an unhandled error.
  await Promise.all([import('@/components/cart/FilledCart'), import('@/components/cart/OrdersList')]);
});
