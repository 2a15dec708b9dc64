// An order answered in the real service's shapes (its client's OrderDetailItemType): the game on the item and the
// variant's product null, timeline steps with step, status and isFinal but no isDone, a USD amount. The order page
// shows what it can, never the error screen, and the reader reports each difference once.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { OrderDetail } from '@/components/orders/detail/OrderDetail';
import { ErrorModal } from '@/components/shell/ErrorModal';
import { readOrder } from '@/services/commerce/order-reader';
import { reportContractDrift } from '@/services/contract-drift';
import { setToken } from '@/services/session';
import type { WireOrder, WireOrderItem } from '@/services/types/commerce';
import { wireOrderOf } from '../cart/fixtures';
import { COMMERCE, PAYMENT, abpOk, server, startMswServer } from '../services/msw';
import { renderWithStore } from '../shell/render';

vi.mock('@/services/contract-drift', () => ({ reportContractDrift: vi.fn() }));
vi.mock('next/navigation', () => ({
  usePathname: () => '/profile/orders/7',
  useRouter: () => ({ replace: vi.fn(), push: vi.fn() }),
}));

startMswServer();
beforeEach(() => {
  setToken('good');
  vi.mocked(reportContractDrift).mockClear();
});

/** A step as the real service writes it: no isDone. */
function withoutIsDone(item: WireOrderItem): WireOrderItem {
  return {
    ...item,
    timeLines: item.timeLines.map((step) => {
      const { isDone, ...rest } = step;
      expect(typeof isDone).toBe('boolean');
      return rest;
    }),
  };
}

/** Order 7, paid, in production's shapes; `change` edits its one item further. */
function productionOrder(change: (item: WireOrderItem) => Partial<WireOrderItem> = () => ({})): WireOrder {
  const order = wireOrderOf(7, 'Paid', [101]);
  return { ...order, items: order.items.map((item) => ({ ...withoutIsDone(item), ...change(item) })) };
}

const drifts = () => vi.mocked(reportContractDrift).mock.calls.map(([drift]) => `${drift.operation} ${drift.field}`);

function serve(order: WireOrder) {
  server.use(
    http.get(`${COMMERCE}/api/services/app/Order/Get`, () => abpOk(order)),
    http.get(`${PAYMENT}/api/services/app/TransactionDeposit/GetAll`, () => abpOk({ totalCount: 0, items: [] })),
  );
}

function renderOrder() {
  return renderWithStore(
    <>
      <OrderDetail orderId={7} />
      <ErrorModal />
    </>,
  );
}

describe('reading an order', () => {
  it("takes the item's game from the item, and from its variant only when the item names none", () => {
    const [fromItem] = readOrder(productionOrder(), 'Order_Get').items;
    expect(fromItem.product?.slug).toBe('elden-ring');
    expect(drifts()).toEqual([]);

    const { product } = productionOrder().items[0];
    const older = productionOrder((item) => ({
      product: undefined as unknown as WireOrderItem['product'],
      variant: { ...item.variant!, product },
    }));
    expect(readOrder(older, 'Order_Get').items[0].product?.slug).toBe('elden-ring');
    expect(drifts()).toEqual(['Order_Get items[].product']);
  });

  it('without isDone, the steps before the current one are done, and the current one when it is final', () => {
    const pending = wireOrderOf(9, 'Pending', [101]);
    const [waiting] = readOrder({ ...pending, items: pending.items.map(withoutIsDone) }, 'Order_Get').items;
    expect(waiting.timeLines.map((step) => step.isDone)).toEqual([true, false, false, false]);
    const [delivered] = readOrder(productionOrder(), 'Order_GetAll').items;
    expect(delivered.timeLines.map((step) => step.isDone)).toEqual([true, true, true, true]);
  });

  it('keeps an item whose game nobody names, and one without a variant or steps, and says what was missing', () => {
    const bare = productionOrder((item) => ({
      product: null as unknown as WireOrderItem['product'],
      variant: { ...item.variant!, product: null },
      timeLines: undefined as unknown as WireOrderItem['timeLines'],
      currentTimeline: null as unknown as WireOrderItem['currentTimeline'],
    }));
    const [item] = readOrder(bare, 'Order_Get').items;
    expect(item).toMatchObject({ product: null, timeLines: [], currentTimeline: null });
    expect(drifts()).toEqual([
      'Order_Get items[].product',
      'Order_Get items[].currentTimeline',
      'Order_Get items[].timeLines',
    ]);
  });

  it('reports a currency it does not know, and keeps USD as a known one', () => {
    readOrder({ ...productionOrder(), currencyType: 'USD' }, 'Order_Get');
    expect(drifts()).toEqual([]);
    readOrder({ ...productionOrder(), currencyType: 'EUR' as WireOrder['currencyType'] }, 'Order_Get');
    expect(drifts()).toEqual(['Order_Get currencyType']);
  });
});

describe('the order page, answered in production shapes', () => {
  it('shows the game from the item, its steps done up to the current one, and no error screen', async () => {
    serve(productionOrder());
    const user = userEvent.setup();
    renderOrder();
    const elden = await screen.findByRole('article', { name: 'الدن رینگ' });
    expect(within(elden).getByRole('link', { name: 'الدن رینگ' })).toHaveAttribute('href', '/product/elden-ring');
    expect(within(elden).getByRole('progressbar', { name: 'تحویل اکانت' })).toBeInTheDocument();
    await user.click(within(elden).getByRole('button', { name: 'مراحل انجام' }));
    const dialog = await screen.findByRole('dialog', { name: 'مراحل انجام الدن رینگ' });
    expect(within(dialog).getAllByText('انجام شد')).toHaveLength(4);
    expect(screen.queryByText('مشکلی در نمایش این صفحه پیش آمد')).toBeNull();
  });

  it("an item whose game nobody names still shows, under its variant's name and without a link", async () => {
    serve(
      productionOrder((item) => ({
        product: null as unknown as WireOrderItem['product'],
        variant: { ...item.variant!, product: null },
      })),
    );
    renderOrder();
    const item = await screen.findByRole('article', { name: 'ظرفیت ۱ PS5' });
    expect(within(item).queryByRole('link', { name: 'ظرفیت ۱ PS5' })).toBeNull();
    expect(within(item).getByText('ظرفیت ۱')).toBeInTheDocument();
  });

  it('a USD order shows no amount as Toman: each one reads قیمت نامشخص', async () => {
    const order = productionOrder((item) => ({
      currencyType: 'USD',
      variant: { ...item.variant!, currencyType: 'USD' },
    }));
    serve({
      ...order,
      currencyType: 'USD',
      payableAmount: 22,
      totalItemsPrice: 25,
      totalDiscountPrice: 3,
      profitAmount: 3,
    });
    renderOrder();
    const elden = await screen.findByRole('article', { name: 'الدن رینگ' });
    expect(within(elden).queryByText(/تومان/)).toBeNull();
    expect(within(elden).getAllByText('قیمت نامشخص').length).toBeGreaterThan(0);
    expect(screen.getByTestId('order-payable')).toHaveTextContent('قیمت نامشخص');
    expect(screen.getByTestId('order-items-total')).toHaveTextContent('قیمت نامشخص');
  });

  it('an order without totalDiscountPrice shows no discount line, the rest of its amounts, and reports it once', async () => {
    const { totalDiscountPrice, ...withoutDiscount } = productionOrder();
    expect(typeof totalDiscountPrice).toBe('number');
    serve(withoutDiscount as WireOrder);
    renderOrder();
    expect(await screen.findByTestId('order-payable')).toBeInTheDocument();
    expect(screen.queryByTestId('order-discount')).toBeNull();
    expect(screen.getByTestId('order-items-total')).toBeInTheDocument();
    expect(drifts()).toContain('Order_Get totalDiscountPrice');
  });

  it('Order/GetAll lists an order without totalDiscountPrice and nothing is reported missing', () => {
    const listed: Partial<WireOrder> = productionOrder();
    delete listed.totalDiscountPrice;
    const read = readOrder(listed as WireOrder, 'Order_GetAll');
    expect(read).not.toHaveProperty('totalDiscountPrice');
    expect(drifts()).not.toContain('Order_GetAll totalDiscountPrice');
  });
});
