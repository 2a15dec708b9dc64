// /profile/orders/[id]: one order, each item's progress and timeline, what each item offers its buyer,
// and the page's dead ends (a bad id, a 404, a 401, a failure).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import Page from '@/app/(shop)/profile/orders/[id]/page';
import { OrderDetail } from '@/components/orders/detail/OrderDetail';
import { ErrorModal } from '@/components/shell/ErrorModal';
import { SESSION_EXPIRED_MESSAGE } from '@/services/errors';
import { getToken, setToken } from '@/services/session';
import type { Order, OrderItem } from '@/services/types/commerce';
import { shopperApi } from '@/store/api/shopperApi';
import { loggedIn } from '@/store/slices/authSlice';
import { makeStore } from '@/store/store';
import { orderOf } from '../cart/fixtures';
import {
  COMMERCE,
  PAYMENT,
  abpError,
  abpOk,
  abpUnauthorized,
  demoProfile,
  server,
  startMswServer,
} from '../services/msw';
import { renderWithStore } from '../shell/render';

vi.mock('next/navigation', () => ({
  usePathname: () => '/profile/orders/7',
  useRouter: () => ({ replace: vi.fn(), push: vi.fn() }),
}));

startMswServer();
beforeEach(() => setToken('good'));

const api = {
  order: `${COMMERCE}/api/services/app/Order/Get`,
  payments: `${PAYMENT}/api/services/app/TransactionDeposit/GetAll`,
  balance: `${PAYMENT}/api/services/app/Deposit/GetBalance`,
};

const BUYERS_ACCOUNT_STEPS = ['ثبت سفارش', 'پرداخت', 'ثبت اطلاعات اکانت', 'در حال انجام', 'انجام شده'];

/** Stellar Blade bought on the buyer's own account, `done` steps along (a paid order waiting for details: 2). */
function preOrderItem(id: number, done: number, allowNewLoginSubmission: boolean): OrderItem {
  const [readyMade] = orderOf(1, 'Paid', [1]).items;
  return {
    ...readyMade,
    id,
    product: {
      ...readyMade.product!,
      name: 'Stellar Blade',
      persianName: 'استلار بلید',
      slug: 'stellar-blade',
    },
    currentTimeline: {
      step: 'LoginSubmitted',
      stepStr: BUYERS_ACCOUNT_STEPS[done],
      status: 'Pending',
      isFinal: false,
      description: 'اطلاعات ورود اکانت خود را ثبت کنید.',
      progressPercent: done * 20,
      nextStepStr: BUYERS_ACCOUNT_STEPS[done + 1] ?? null,
    },
    timeLines: BUYERS_ACCOUNT_STEPS.map((stepStr, index) => ({
      stepStr,
      description: `توضیح ${stepStr}`,
      isDone: index < done,
    })),
    allowNewLoginSubmission,
  };
}

/** Order 7, paid: a ready-made Elden Ring account and a Stellar Blade pre-order waiting for the buyer's details. */
function paidOrder(): Order {
  const order = orderOf(7, 'Paid', [101]);
  return { ...order, items: [...order.items, preOrderItem(701, 2, true)] };
}

function serve(order: Order | (() => Response)) {
  server.use(
    http.get(api.order, typeof order === 'function' ? order : () => abpOk(order)),
    http.get(api.payments, () => abpOk({ totalCount: 0, items: [] })),
  );
}

function renderOrder(orderId: number | null = 7) {
  return renderWithStore(
    <>
      <OrderDetail orderId={orderId} />
      <ErrorModal />
    </>,
  );
}

const itemNamed = (title: string) => screen.getByRole('article', { name: title });

describe('an order', () => {
  it('shows its number, status, items with their steps, progressbars named by the step and the next step; the header takes its title', async () => {
    serve(paidOrder());
    const { store } = renderOrder();
    expect(await screen.findByRole('heading', { level: 1, name: 'سفارش GM-10007' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByTestId('order-status')).toHaveTextContent('پرداخت شده');
    // The header is set by an effect after the commit that shows the heading: on a busy machine it can come later.
    await waitFor(() =>
      expect(store.getState().header).toEqual({ backUrl: '/profile/orders', title: 'سفارش GM-۱۰۰۰۷' }),
    );

    const elden = itemNamed('الدن رینگ');
    expect(within(elden).getByRole('link', { name: 'الدن رینگ' })).toHaveAttribute('href', '/product/elden-ring');
    expect(within(elden).getByText('ظرفیت ۱')).toBeInTheDocument();
    expect(within(elden).getByRole('progressbar', { name: 'تحویل اکانت' })).toHaveAttribute('aria-valuenow', '100');
    expect(within(elden).queryByText(/مرحله بعد/)).toBeNull();

    const stellar = itemNamed('استلار بلید');
    const bar = within(stellar).getByRole('progressbar', { name: 'ثبت اطلاعات اکانت' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(within(stellar).getByText('اطلاعات ورود اکانت خود را ثبت کنید.')).toBeInTheDocument();
    expect(within(stellar).getByText(/مرحله بعد/)).toHaveTextContent('مرحله بعد: در حال انجام');
  });

  it("'مراحل انجام' opens a dialog named by its heading with every step, the current one marked; Escape closes it", async () => {
    serve(paidOrder());
    const user = userEvent.setup();
    renderOrder();
    const stellar = await screen.findByRole('article', { name: 'استلار بلید' });
    const trigger = within(stellar).getByRole('button', { name: 'مراحل انجام' });
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'مراحل انجام استلار بلید' });
    const steps = within(dialog).getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('p')?.firstChild?.textContent)).toEqual(BUYERS_ACCOUNT_STEPS);
    expect(steps.filter((step) => step.getAttribute('aria-current') === 'step')).toEqual([steps[2]]);
    expect(within(steps[2]).getByText('مرحله فعلی')).toBeInTheDocument();
    expect(within(steps[0]).getByText('انجام شد')).toBeInTheDocument();
    expect(within(steps[1]).getByText('انجام شد')).toBeInTheDocument();
    expect(within(steps[3]).queryByText('انجام شد')).toBeNull();
    expect(within(steps[3]).getByText('توضیح در حال انجام')).toBeInTheDocument();

    // What a browser does on Escape: a cancel event on the open modal.
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger).toHaveFocus();
  });

  it("closes on 'بستن'; with every step done the last is the current one", async () => {
    serve(paidOrder());
    const user = userEvent.setup();
    renderOrder();
    const elden = await screen.findByRole('article', { name: 'الدن رینگ' });
    await user.click(within(elden).getByRole('button', { name: 'مراحل انجام' }));
    const dialog = await screen.findByRole('dialog', { name: 'مراحل انجام الدن رینگ' });
    const steps = within(dialog).getAllByRole('listitem');
    expect(steps).toHaveLength(4);
    expect(steps.filter((step) => step.getAttribute('aria-current') === 'step')).toEqual([steps[3]]);
    await user.click(within(dialog).getByRole('button', { name: 'بستن' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("links the account form only on an item that takes the buyer's details, and reveals a ready-made account only on a paid one", async () => {
    serve(paidOrder());
    renderOrder();
    const stellar = await screen.findByRole('article', { name: 'استلار بلید' });
    expect(within(stellar).getByRole('link', { name: 'ثبت اطلاعات اکانت' })).toHaveAttribute(
      'href',
      '/profile/orders/7/701',
    );
    expect(within(stellar).queryByRole('button', { name: 'نمایش مشخصات اکانت' })).toBeNull();
    const elden = itemNamed('الدن رینگ');
    expect(within(elden).getByRole('button', { name: 'نمایش مشخصات اکانت' })).toBeInTheDocument();
    expect(within(elden).queryByRole('link', { name: 'ثبت اطلاعات اکانت' })).toBeNull();
  });

  it('offers neither once the details are sent (the item is on the buyer’s own account), nor anything on a Pending order but its payment', async () => {
    const inProgress = orderOf(8, 'InProgress', []);
    serve({ ...inProgress, items: [preOrderItem(801, 3, false)] });
    const first = renderOrder(8);
    const stellar = await screen.findByRole('article', { name: 'استلار بلید' });
    expect(within(stellar).queryByRole('link', { name: 'ثبت اطلاعات اکانت' })).toBeNull();
    expect(within(stellar).queryByRole('button', { name: 'نمایش مشخصات اکانت' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'پرداخت سفارش' })).toBeNull();
    first.unmount();

    serve(orderOf(9, 'Pending', [101]));
    renderOrder(9);
    expect(await screen.findByRole('link', { name: 'پرداخت سفارش' })).toHaveAttribute('href', '/cart?order=9');
    expect(screen.queryByRole('button', { name: 'نمایش مشخصات اکانت' })).toBeNull();
  });
});

describe('a paid order', () => {
  it('(the Order tag, said by the checkout) is read again with its payments, the page kept on screen meanwhile', async () => {
    let paid = false;
    server.use(
      http.get(api.order, () =>
        abpOk(paid ? paidOrder() : { ...paidOrder(), status: 'Pending', statusStr: 'در انتظار پرداخت' }),
      ),
      http.get(api.payments, () => abpOk({ totalCount: 0, items: [] })),
    );
    const { store } = renderOrder();
    await waitFor(() => expect(screen.getByTestId('order-status')).toHaveTextContent('در انتظار پرداخت'));
    expect(await screen.findByText('پرداختی برای این سفارش ثبت نشده است.')).toBeInTheDocument();
    paid = true;
    server.use(
      http.get(api.payments, () =>
        abpOk({
          totalCount: 1,
          items: [
            {
              id: 5,
              amount: -17_900_000,
              currencyType: 'IRR',
              type: 'DecreaseDeposit',
              typeStr: 'برداشت',
              information: 'پرداخت سفارش از کیف پول',
              reserveId: 7,
              creationTime: '2025-12-14T19:03:45',
              creationDateStr: '1404/09/23',
              creationTimeStr: '19:03',
            },
          ],
        }),
      ),
    );
    // What Order/Approve's tags do once an order is paid (store/api/checkoutApi.ts).
    store.dispatch(shopperApi.util.invalidateTags(['Order', 'Wallet']));
    expect(screen.queryByTestId('order-skeleton')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('order-status')).toHaveTextContent('پرداخت شده'));
    expect(await screen.findByText('پرداخت سفارش از کیف پول')).toBeInTheDocument();
  });
});

describe('the dead ends', () => {
  it('a 404 (unknown, or someone else’s order) shows the not-found state with a way back to the orders', async () => {
    serve(() => abpError(404, { message: 'There is no entity Order with id = 7!' }));
    renderOrder();
    expect(await screen.findByRole('heading', { level: 1, name: 'سفارش پیدا نشد' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'بازگشت به سفارش‌های من' })).toHaveAttribute('href', '/profile/orders');
  });

  it('a bad id in the address is not found without asking the service', async () => {
    let asked = 0;
    server.use(
      http.get(api.order, () => ((asked += 1), abpOk(paidOrder()))),
      // A login reads the wallet balance.
      http.get(api.balance, () => abpOk({ amount: 0, currencyType: 'IRR' })),
    );
    const store = makeStore();
    await store.dispatch(loggedIn({ token: 'good', user: demoProfile }));
    renderWithStore(await Page({ params: Promise.resolve({ id: '7abc' }) }), { store });
    expect(await screen.findByRole('heading', { level: 1, name: 'سفارش پیدا نشد' })).toBeInTheDocument();
    expect(asked).toBe(0);
  });

  it('a 401 ends the session with the error modal leading to /login', async () => {
    serve(abpUnauthorized);
    renderOrder();
    expect(await screen.findByRole('alertdialog')).toHaveAccessibleDescription(SESSION_EXPIRED_MESSAGE);
    expect(screen.getByRole('link', { name: 'ورود' })).toHaveAttribute(
      'href',
      '/login?returnUrl=%2Fprofile%2Forders%2F7',
    );
    await waitFor(() => expect(getToken()).toBeNull());
  });

  it('an order the service did not give says so in Persian, and تلاش دوباره reads it again', async () => {
    serve(() => HttpResponse.error());
    renderOrder();
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('سفارش الان خوانده نشد.');
    expect(screen.getByRole('heading', { level: 1, name: 'سفارش' })).toBeInTheDocument();
    serve(paidOrder());
    await userEvent.click(within(failure).getByRole('button', { name: 'تلاش دوباره' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'سفارش GM-10007' })).toBeInTheDocument();
    expect(screen.queryByText('سفارش الان خوانده نشد.')).toBeNull();
  });

  it('shows a skeleton while the order is read', async () => {
    serve(paidOrder());
    renderOrder();
    expect(screen.getByTestId('order-skeleton')).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByRole('heading', { level: 1, name: 'سفارش GM-10007' })).toBeInTheDocument();
    expect(screen.queryByTestId('order-skeleton')).toBeNull();
  });
});
