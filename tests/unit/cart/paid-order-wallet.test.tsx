// An order paid from the wallet on /cart has the wallet read again wherever it is shown: the balance in the
// store and the wallet's entries (the shopper api's Wallet tag), without a reload.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { CartPage } from '@/components/cart/CartPage';
import { useTransactionsQuery } from '@/store/api/walletApi';
import { loggedIn } from '@/store/slices/authSlice';
import { makeStore } from '@/store/store';
import { COMMERCE, PAYMENT, abpOk, demoProfile, server, startMswServer } from '../services/msw';
import { renderWithStore } from '../shell/render';
import { orderOf } from './fixtures';

vi.mock('next/navigation', () => ({
  usePathname: () => '/cart',
  useRouter: () => ({ replace: vi.fn(), push: vi.fn() }),
  useSearchParams: () => new URLSearchParams('order=5'),
}));

// The checkout's calls (and the api modules under them) are loaded with the test file, so that no panel waits for
// their first transform on a busy machine.
beforeAll(() => import('@/components/cart/checkoutEffects'));

startMswServer();

const api = {
  cart: `${COMMERCE}/api/services/app/Cart/GetCurrentCart`,
  order: `${COMMERCE}/api/services/app/Order/Get`,
  orders: `${COMMERCE}/api/services/app/Order/GetAll`,
  approve: `${COMMERCE}/api/services/app/Order/Approve`,
  balance: `${PAYMENT}/api/services/app/Deposit/GetBalance`,
  ledger: `${PAYMENT}/api/services/app/TransactionDeposit/GetAll`,
};

/** The wallet's latest entries, as another part of the page shows them. */
function LatestEntries() {
  const { data } = useTransactionsQuery({ skipCount: 0, maxResultCount: 5 });
  return <p data-testid="entries">{data?.length ?? 'reading'}</p>;
}

describe('an order paid from the wallet', () => {
  it('has the balance and the wallet entries read again', async () => {
    let paid = false;
    // The wallet's entries as read once the order was paid.
    const ledgerAfterPayment: number[] = [];
    server.use(
      http.get(api.cart, () => abpOk(null)),
      http.get(api.orders, () => abpOk({ totalCount: 0, items: [] })),
      http.get(api.order, () => abpOk(orderOf(5, paid ? 'Paid' : 'Pending', [101]))),
      http.get(api.balance, () => abpOk({ amount: paid ? 7_100_000 : 25_000_000, currencyType: 'IRR' })),
      http.get(api.ledger, () => {
        if (paid) ledgerAfterPayment.push(1);
        return abpOk({ totalCount: 0, items: [] });
      }),
      http.post(api.approve, () => {
        paid = true;
        return abpOk({ success: true, message: null, detail: null });
      }),
    );
    const store = makeStore();
    await store.dispatch(loggedIn({ token: 'good', user: demoProfile }));
    renderWithStore(
      <>
        <CartPage orderId={5} returnStatus={null} />
        <LatestEntries />
      </>,
      { store, withCart: true },
    );
    await waitFor(() => expect(screen.getByTestId('entries')).toHaveTextContent('0'));
    const panel = await screen.findByRole('region', { name: 'سفارش GM-10005' });
    await userEvent.click(await within(panel).findByRole('button', { name: 'پرداخت از کیف پول' }));
    await waitFor(() => expect(within(panel).getByTestId('order-status')).toHaveTextContent('پرداخت شده'));
    await waitFor(() => expect(ledgerAfterPayment).toHaveLength(1));
    await waitFor(() => expect(store.getState().auth.balance).toBe(7_100_000));
  });
});
