// The discount code on a Pending order in the cart's order panel (docs/contracts/discount.md): applied, removed,
// each refusal under the field, the amounts re-read from Order/Get, and one request however often it is sent.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { CartPage } from '@/components/cart/CartPage';
import { DISCOUNT_MESSAGES, DISCOUNT_UNAVAILABLE, normalisePromoCode } from '@/components/cart/discount';
import { formatToman } from '@/lib/money';
import type { Order } from '@/services/types/commerce';
import { makeStore } from '@/store/store';
import { loggedIn } from '@/store/slices/authSlice';
import {
  COMMERCE,
  DISCOUNT,
  PAYMENT,
  abpError,
  abpOk,
  abpUnauthorized,
  demoProfile,
  server,
  startMswServer,
} from '../services/msw';
import { renderWithStore } from '../shell/render';
import { orderOf } from './fixtures';

vi.mock('next/navigation', () => ({
  usePathname: () => '/cart',
  useRouter: () => ({ replace: vi.fn(), push: vi.fn() }),
}));

// The checkout's calls (and the api modules under them) are loaded with the test file, so that no panel waits for
// their first transform on a busy machine.
beforeAll(() => import('@/components/cart/checkoutEffects'));

startMswServer();

const api = {
  cart: `${COMMERCE}/api/services/app/Cart/GetCurrentCart`,
  order: `${COMMERCE}/api/services/app/Order/Get`,
  orders: `${COMMERCE}/api/services/app/Order/GetAll`,
  balance: `${PAYMENT}/api/services/app/Deposit/GetBalance`,
  register: `${DISCOUNT}/api/services/app/Discount/Register`,
  remove: `${DISCOUNT}/api/services/app/Discount/Remove`,
  approve: `${COMMERCE}/api/services/app/Order/Approve`,
};

const PENDING: Order = orderOf(6, 'Pending', [101], 9_900_000);
// GAMINO10 on it: 990,000 IRR off the 9,900,000 paid for the items.
const DISCOUNTED: Order = {
  ...PENDING,
  promoCode: 'GAMINO10',
  promoCodeDiscountAmount: 990_000,
  payableAmount: 8_910_000,
  totalDiscountPrice: 2_090_000,
  profitAmount: 2_090_000,
};

/** The order panel of order 6, paid from a wallet that covers it; `order` is what Order/Get answers now. */
async function renderPendingOrder(order: { current: Order }) {
  server.use(
    http.get(api.cart, () => abpOk(null)),
    http.get(api.orders, () => abpOk({ totalCount: 0, items: [] })),
    http.get(api.balance, () => abpOk({ amount: 25_000_000, currencyType: 'IRR' })),
    http.get(api.order, () => abpOk(order.current)),
  );
  const store = makeStore();
  await store.dispatch(loggedIn({ token: 'good', user: demoProfile }));
  renderWithStore(<CartPage orderId={6} returnStatus={null} />, { store, withCart: true, persist: true });
  return screen.findByRole('region', { name: 'سفارش GM-10006' });
}

describe('a discount code on a pending order', () => {
  it('the typed code is sent as the service matches it: Latin digits, no spaces, upper case', () => {
    expect(normalisePromoCode(' gamino۱۰ ')).toBe('GAMINO10');
    expect(normalisePromoCode('wel come٥٠')).toBe('WELCOME50');
  });

  it("'ثبت کد' puts it on once, then shows the discount and the payable amount Order/Get answers, and 'حذف کد تخفیف' takes it off", async () => {
    const order = { current: PENDING };
    const registered: unknown[] = [];
    const removed: string[] = [];
    server.use(
      http.post(api.register, async ({ request }) => {
        registered.push(await request.json());
        order.current = DISCOUNTED;
        return abpOk({
          reserveId: 6,
          promoCode: 'GAMINO10',
          title: 'ده درصد تخفیف',
          discountAmount: 990_000,
          payableAmount: 8_910_000,
        });
      }),
      http.delete(api.remove, ({ request }) => {
        removed.push(new URL(request.url).search);
        order.current = PENDING;
        return abpOk(null);
      }),
    );
    const panel = await renderPendingOrder(order);
    await userEvent.type(within(panel).getByRole('textbox', { name: 'کد تخفیف' }), 'gamino۱۰');
    await userEvent.dblClick(within(panel).getByRole('button', { name: 'ثبت کد' }));

    const applied = await within(panel).findByTestId('discount-applied');
    expect(applied).toHaveTextContent('GAMINO10');
    expect(within(applied).getByTestId('discount-amount')).toHaveTextContent(formatToman(990_000));
    expect(within(applied).getByTestId('discount-payable')).toHaveTextContent(formatToman(8_910_000));
    expect(registered).toEqual([{ promoCode: 'GAMINO10', reserveId: 6, username: 'GM-10006' }]);

    await userEvent.click(within(applied).getByRole('button', { name: 'حذف کد تخفیف' }));
    expect(await within(panel).findByRole('textbox', { name: 'کد تخفیف' })).toHaveValue('');
    expect(removed).toEqual(['?ReserveId=6&Username=GM-10006']);
    expect(within(panel).queryByTestId('discount-applied')).toBeNull();
  });

  it.each([6101, 6102, 6103, 6104, 6105] as const)(
    'error %i has its own Persian message under the field, and what was typed stays',
    async (code) => {
      server.use(http.post(api.register, () => abpError(500, { code, message: 'پیام سرویس' })));
      const panel = await renderPendingOrder({ current: PENDING });
      const field = within(panel).getByRole('textbox', { name: 'کد تخفیف' });
      await userEvent.type(field, 'SOMECODE');
      await userEvent.click(within(panel).getByRole('button', { name: 'ثبت کد' }));
      await waitFor(() => expect(field).toHaveAccessibleDescription(DISCOUNT_MESSAGES[code]));
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveValue('SOMECODE');
      expect(within(panel).queryByTestId('discount-applied')).toBeNull();
    },
  );

  it('an empty code is not sent; a refusal without a code shows what the service said; a 401 goes to the session expiry', async () => {
    let calls = 0;
    server.use(
      http.post(api.register, () => {
        calls += 1;
        return calls === 1
          ? abpError(500, { message: 'کد تخفیف فقط روی سفارش در انتظار پرداخت ثبت یا حذف می‌شود.' })
          : abpUnauthorized();
      }),
    );
    const panel = await renderPendingOrder({ current: PENDING });
    const field = within(panel).getByRole('textbox', { name: 'کد تخفیف' });
    await userEvent.click(within(panel).getByRole('button', { name: 'ثبت کد' }));
    expect(field).toHaveAccessibleDescription(DISCOUNT_MESSAGES.empty);
    expect(calls).toBe(0);

    await userEvent.type(field, 'GAMINO10');
    await userEvent.click(within(panel).getByRole('button', { name: 'ثبت کد' }));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription('کد تخفیف فقط روی سفارش در انتظار پرداخت ثبت یا حذف می‌شود.'),
    );

    await userEvent.click(within(panel).getByRole('button', { name: 'ثبت کد' }));
    await waitFor(() => expect(calls).toBe(2));
    // The session expiry says it (the error modal), not the field.
    await waitFor(() => expect(field).not.toHaveAttribute('aria-invalid'));
  });

  describe('the discount service down', () => {
    // A host behind a proxy answers 503 when the service behind it is down (the sandbox's outage switch does so);
    // a service out of reach gives no answer at all.
    const outages = {
      'answering 503': () => new HttpResponse('discount is down', { status: 503 }),
      unreachable: () => HttpResponse.error(),
    };

    it.each(Object.entries(outages))(
      '%s: the field says in Persian that the code is not checked, and the order is paid without it',
      async (_name, answer) => {
        let paid = false;
        const order = { current: PENDING };
        server.use(
          http.post(api.register, answer),
          http.post(api.approve, () => {
            paid = true;
            order.current = { ...PENDING, status: 'Paid' };
            return abpOk({ success: true, message: null, detail: null });
          }),
        );
        const panel = await renderPendingOrder(order);
        const field = within(panel).getByRole('textbox', { name: 'کد تخفیف' });
        await userEvent.type(field, 'GAMINO10');
        await userEvent.click(within(panel).getByRole('button', { name: 'ثبت کد' }));
        await waitFor(() => expect(field).toHaveAccessibleDescription(DISCOUNT_UNAVAILABLE.apply));
        expect(field).toHaveValue('GAMINO10');
        // Nothing the shopper can do waits on the code: paying is there and pays.
        const pay = within(panel).getByRole('button', { name: 'پرداخت از کیف پول' });
        await waitFor(() => expect(pay).toBeEnabled());
        await userEvent.click(pay);
        await waitFor(() => expect(within(panel).getByTestId('order-status')).toHaveTextContent('پرداخت شده'));
        expect(paid).toBe(true);
      },
    );

    it('a code on the order that cannot be taken off stays, with its own Persian sentence', async () => {
      server.use(http.delete(api.remove, outages['answering 503']));
      const panel = await renderPendingOrder({ current: DISCOUNTED });
      const applied = await within(panel).findByTestId('discount-applied');
      await userEvent.click(within(applied).getByRole('button', { name: 'حذف کد تخفیف' }));
      expect(await within(applied).findByRole('alert')).toHaveTextContent(DISCOUNT_UNAVAILABLE.remove);
      expect(applied).toHaveTextContent('GAMINO10');
    });
  });
});
