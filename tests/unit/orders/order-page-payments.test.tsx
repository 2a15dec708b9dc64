// /profile/orders/[id]: the order's totals, its payments on the payment host (their own read, empty
// state and failure), and the rule that decides what an item offers its buyer.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { itemDelivery } from '@/components/shared/orders/item-delivery';
import { OrderDetail } from '@/components/orders/detail/OrderDetail';
import { formatToman } from '@/lib/money';
import { setToken } from '@/services/session';
import type { Order, OrderStatus } from '@/services/types/commerce';
import type { WalletTransaction } from '@/services/types/payment';
import { orderOf } from '../cart/fixtures';
import { COMMERCE, PAYMENT, abpError, abpOk, server, startMswServer } from '../services/msw';
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
};

/** Completed with WELCOME50: two items at 11,000,000 sold at 9,900,000, less 500,000 for the code. */
function completedWithCode(): Order {
  const order = orderOf(7, 'Completed', [101, 102], 19_300_000);
  return { ...order, promoCode: 'WELCOME50', promoCodeDiscountAmount: 500_000 };
}

const payment = (id: number, amount: number, information: string): WalletTransaction => ({
  id,
  amount,
  currencyType: 'IRR',
  type: amount > 0 ? 'IncreaseDeposit' : 'DecreaseDeposit',
  typeStr: amount > 0 ? 'افزایش اعتبار' : 'برداشت',
  information,
  // Every fixture here is a payment of order 7.
  reserveId: 7,
  creationTime: '2025-12-14T19:07:45',
  creationDateStr: '1404/09/23',
  creationTimeStr: '19:07',
});

function serve(order: Order, payments: () => Response) {
  const asked: URL[] = [];
  server.use(
    http.get(api.order, () => abpOk(order)),
    http.get(api.payments, ({ request }) => (asked.push(new URL(request.url)), payments())),
  );
  return asked;
}

describe('the totals', () => {
  it("show the items' total, the discount naming the code, 'سود شما از خرید' and the payable amount in Toman", async () => {
    serve(completedWithCode(), () => abpOk({ totalCount: 0, items: [] }));
    renderWithStore(<OrderDetail orderId={7} />);
    expect(await screen.findByTestId('order-items-total')).toHaveTextContent(formatToman(22_000_000));
    expect(screen.getByTestId('order-discount')).toHaveTextContent(formatToman(2_700_000));
    expect(screen.getByTestId('order-profit')).toHaveTextContent(formatToman(2_700_000));
    expect(screen.getByTestId('order-payable')).toHaveTextContent(formatToman(19_300_000));
    const totals = screen.getByRole('region', { name: 'مبلغ سفارش' });
    expect(within(totals).getByText('سود شما از خرید')).toBeInTheDocument();
    expect(within(totals).getByText('WELCOME50')).toHaveAttribute('dir', 'ltr');
    expect(within(totals).getByText(/با کد تخفیف/)).toHaveTextContent(
      `با کد تخفیف WELCOME50 (${formatToman(500_000)})`,
    );
  });

  it('name no code on an order without one', async () => {
    serve(orderOf(7, 'Paid', [101]), () => abpOk({ totalCount: 0, items: [] }));
    renderWithStore(<OrderDetail orderId={7} />);
    const totals = await screen.findByRole('region', { name: 'مبلغ سفارش' });
    expect(within(totals).queryByText(/با کد تخفیف/)).toBeNull();
  });
});

describe('the payments', () => {
  it("list the order's entries (asked by reserveId) with the amount signed and in Toman", async () => {
    const asked = serve(completedWithCode(), () =>
      abpOk({
        totalCount: 2,
        items: [
          payment(31, 5_000_000, 'واریز از درگاه سامان برای سفارش 7'),
          payment(30, -19_300_000, 'پرداخت سفارش 7'),
        ],
      }),
    );
    renderWithStore(<OrderDetail orderId={7} />);
    const list = await screen.findByRole('list', { name: 'پرداخت‌های سفارش' });
    const [credit, debit] = within(list).getAllByRole('listitem');
    expect(credit).toHaveTextContent('واریز از درگاه سامان برای سفارش ۷');
    expect(credit).toHaveTextContent('واریز +۵۰۰٬۰۰۰ تومان');
    expect(debit).toHaveTextContent('برداشت');
    expect(debit).toHaveTextContent('پرداخت سفارش ۷');
    expect(debit).toHaveTextContent('−۱٬۹۳۰٬۰۰۰ تومان');
    expect(within(debit).getByText(/۱۴۰۴/)).toHaveAttribute('datetime', '2025-12-14T19:07:45');
    expect(asked[0].searchParams.get('reserveId')).toBe('7');
  });

  it('say so when the order has none', async () => {
    serve(orderOf(7, 'Canceled', [101]), () => abpOk({ totalCount: 0, items: [] }));
    renderWithStore(<OrderDetail orderId={7} />);
    expect(await screen.findByText('پرداختی برای این سفارش ثبت نشده است.')).toBeInTheDocument();
  });

  it('fail on their own, in Persian, with a retry, and the rest of the order stays', async () => {
    let fail = true;
    serve(completedWithCode(), () =>
      fail
        ? abpError(500, { message: 'خطای داخلی سرویس پرداخت' })
        : abpOk({ totalCount: 1, items: [payment(30, -19_300_000, 'پرداخت سفارش 7')] }),
    );
    renderWithStore(<OrderDetail orderId={7} />);
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('پرداخت‌های این سفارش الان خوانده نشد.');
    expect(failure).toHaveTextContent('خطای داخلی سرویس پرداخت');
    expect(screen.getByRole('heading', { level: 1, name: 'سفارش GM-10007' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByTestId('order-payable')).toHaveTextContent(formatToman(19_300_000));

    fail = false;
    await userEvent.click(within(failure).getByRole('button', { name: 'تلاش دوباره' }));
    expect(await screen.findByRole('list', { name: 'پرداخت‌های سفارش' })).toHaveTextContent('پرداخت سفارش ۷');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a network failure reads as such', async () => {
    serve(completedWithCode(), () => HttpResponse.error());
    renderWithStore(<OrderDetail orderId={7} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('ارتباط با سرور برقرار نشد');
  });
});

describe('what an item offers its buyer', () => {
  const readyMade = {
    allowNewLoginSubmission: false,
    timeLines: [{ stepStr: 'تحویل اکانت', description: 'مشخصات اکانت را در همین سفارش ببینید.', isDone: true }],
  };
  const onBuyersAccount = (allowNewLoginSubmission: boolean) => ({
    allowNewLoginSubmission,
    timeLines: [
      {
        stepStr: 'ثبت اطلاعات اکانت',
        description: 'اطلاعات ورود اکانت خود را ثبت کنید.',
        isDone: !allowNewLoginSubmission,
      },
    ],
  });

  it('the account form while the service takes the details', () => {
    expect(itemDelivery('Paid', onBuyersAccount(true))).toBe('accountForm');
    expect(itemDelivery('InProgress', onBuyersAccount(true))).toBe('accountForm');
  });

  it.each<OrderStatus>(['Paid', 'InProgress', 'Completed'])('a ready-made account once the order is %s', (status) => {
    expect(itemDelivery(status, readyMade)).toBe('readyAccount');
  });

  it.each<OrderStatus>(['Pending', 'Canceled', 'Refunded'])('nothing while the order is %s', (status) => {
    expect(itemDelivery(status, readyMade)).toBe('none');
  });

  it("no ready-made account for an item on the buyer's own account, whose details are in", () => {
    expect(itemDelivery('InProgress', onBuyersAccount(false))).toBe('none');
    expect(itemDelivery('Completed', onBuyersAccount(false))).toBe('none');
  });
});
