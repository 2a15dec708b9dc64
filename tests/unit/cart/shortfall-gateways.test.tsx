// The gateways an order's shortfall may be paid through, read through the shopper api: a failure says so in
// the panel and 'تلاش دوباره' reads them again, the first then standing chosen.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { CartPage } from '@/components/cart/CartPage';
import type { BankGatewayGroup } from '@/services/types/payment';
import { loggedIn } from '@/store/slices/authSlice';
import { makeStore } from '@/store/store';
import { COMMERCE, PAYMENT, abpOk, demoProfile, server, startMswServer } from '../services/msw';
import { renderWithStore } from '../shell/render';
import { orderOf } from './fixtures';

vi.mock('next/navigation', () => ({
  usePathname: () => '/cart',
  useRouter: () => ({ replace: vi.fn(), push: vi.fn() }),
  useSearchParams: () => new URLSearchParams('order=6'),
}));

// The checkout's calls (and the api modules under them) are loaded with the test file, so that no panel waits for
// their first transform on a busy machine.
beforeAll(() => import('@/components/cart/checkoutEffects'));

startMswServer();

const noLogo = { path: '', titleAttribute: null, altAttribute: null };
const saman: BankGatewayGroup = {
  keyword: 'Saman',
  category: 'Group',
  name: 'Saman',
  title: 'سامان',
  description: null,
  image: noLogo,
  gateways: [{ id: 3, name: 'SEP', displayName: 'بانک سامان', isEnabled: true, image: noLogo, form: { elements: [] } }],
};

describe("an order's shortfall gateways", () => {
  it("that could not be read say so, and 'تلاش دوباره' reads them again with the first chosen", async () => {
    const asked: (string | null)[] = [];
    let answer = () => HttpResponse.error() as Response;
    server.use(
      http.get(`${COMMERCE}/api/services/app/Cart/GetCurrentCart`, () => abpOk(null)),
      http.get(`${COMMERCE}/api/services/app/Order/GetAll`, () => abpOk({ totalCount: 0, items: [] })),
      http.get(`${COMMERCE}/api/services/app/Order/Get`, () => abpOk(orderOf(6, 'Pending', [202], 8_000_000))),
      http.get(`${PAYMENT}/api/services/app/Deposit/GetBalance`, () =>
        abpOk({ amount: 1_000_000, currencyType: 'IRR' }),
      ),
      http.get(`${PAYMENT}/api/services/app/ReserveBankGateway/GetAll`, ({ request }) => {
        const query = new URL(request.url).searchParams;
        asked.push(`${query.get('ReserveId')} ${query.get('Username')}`);
        return answer();
      }),
    );
    const store = makeStore();
    await store.dispatch(loggedIn({ token: 'good', user: demoProfile }));
    renderWithStore(<CartPage orderId={6} returnStatus={null} />, { store, withCart: true });
    const panel = await screen.findByRole('region', { name: 'سفارش GM-10006' });
    const failure = await within(panel).findByRole('alert');
    expect(within(panel).getByRole('button', { name: 'پرداخت کسری' })).toBeDisabled();
    answer = () => abpOk([saman]);
    await userEvent.click(within(failure).getByRole('button', { name: 'تلاش دوباره' }));
    expect(await within(panel).findByRole('radio', { name: 'بانک سامان' })).toBeChecked();
    await waitFor(() => expect(within(panel).getByRole('button', { name: 'پرداخت کسری' })).toBeEnabled());
    // Asked with the order's id and its number, as the service's own client does.
    expect(asked).toEqual(['6 GM-10006', '6 GM-10006']);
  });
});
