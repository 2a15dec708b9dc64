import { http } from 'msw';
import { checkoutEffects } from '@/components/cart/checkoutEffects';
import { checkoutMessages, type CheckoutEvent } from '@/components/cart/checkoutReducer';
import { goToGateway } from '@/components/shared/payment/gatewayRedirect';
import { CAMPAIGN_KEY, rememberLanding } from '@/lib/campaign';
import { paymentPlan } from '@/lib/shortfall';
import { setToken } from '@/services/session';
import type { ServiceError } from '@/services/types/common';
import { setDeviceId } from '@/store/slices/cartSlice';
import { makeStore } from '@/store/store';
import { COMMERCE, DISCOUNT, PAYMENT, abpError, abpOk, abpUnauthorized, server, startMswServer } from '../services/msw';
import { cartOf, line, orderOf } from './fixtures';

vi.mock('@/components/shared/payment/gatewayRedirect', () => ({ goToGateway: vi.fn() }));

startMswServer();
beforeEach(() => {
  setToken('good');
  vi.mocked(goToGateway).mockReset();
});

const api = {
  cart: `${COMMERCE}/api/services/app/Cart/GetCurrentCart`,
  clearCart: `${COMMERCE}/api/services/app/Cart/Clear`,
  createOrder: `${COMMERCE}/api/services/app/Order/Create`,
  order: `${COMMERCE}/api/services/app/Order/Get`,
  balance: `${PAYMENT}/api/services/app/Deposit/GetBalance`,
  makeToken: `${PAYMENT}/api/services/app/UserDepositBankGateway/MakeToken`,
  approve: `${COMMERCE}/api/services/app/Order/Approve`,
  registerCode: `${DISCOUNT}/api/services/app/Discount/Register`,
  removeCode: `${DISCOUNT}/api/services/app/Discount/Remove`,
};

const approved = { success: true, message: 'پرداخت سفارش انجام شد.', detail: 'مشخصات اکانت‌ها آماده است.' };

/** Order/Approve answering as the service does, recording each body. */
function approveRecorder(answer: () => Response = () => abpOk(approved)) {
  const bodies: unknown[] = [];
  const handler = http.post(api.approve, async ({ request }) => {
    bodies.push(await request.json());
    return answer();
  });
  return { bodies, handler };
}

/** The effects on a store of their own, with recording ports: the events sent, and what the page was asked to do. */
function harness() {
  const store = makeStore();
  store.dispatch(setDeviceId('device-1'));
  const events: CheckoutEvent[] = [];
  const ports = {
    dispatch: store.dispatch,
    send: (event: CheckoutEvent) => void events.push(event),
    expire: vi.fn((error: ServiceError) => error.kind === 'unauthorized'),
    refreshCart: vi.fn(),
    applyCart: vi.fn(),
  };
  return { store, ports, effects: checkoutEffects(ports), types: () => events.map((event) => event.type), events };
}

const contact = {
  firstName: 'علی',
  lastName: 'رضایی',
  phoneNumber: '09123456789',
  email: null,
  gender: true,
  specialRequest: null,
};
const balanceOf = (amount: number) => http.get(api.balance, () => abpOk({ amount, currencyType: 'IRR' }));

describe('checkout effects', () => {
  it('reads a pending order again and shows it with the plan from the wallet balance', async () => {
    const order = orderOf(6, 'Pending', [202], 8_000_000);
    server.use(
      http.get(api.order, () => abpOk(order)),
      balanceOf(1_000_000),
    );
    const { effects, events } = harness();
    await effects.load(6, { returnStatus: 'canceled' });
    expect(events).toEqual([
      { type: 'orderRequested', orderId: 6 },
      { type: 'orderLoaded', order, plan: paymentPlan(8_000_000, 1_000_000), returnStatus: 'canceled' },
    ]);
  });

  it("back from the bank with status success, Order/Approve pays the order: the service's words shown, the cart emptied", async () => {
    let status: 'Pending' | 'Paid' = 'Pending';
    const emptied = cartOf([]);
    const approval = approveRecorder(() => {
      status = 'Paid';
      return abpOk(approved);
    });
    server.use(
      approval.handler,
      http.get(api.order, () => abpOk(orderOf(6, status, [202]))),
      http.get(api.cart, () => abpOk(cartOf([line(1, 202, 1, 8_000_000, 8_000_000)]))),
      http.post(api.clearCart, () => abpOk(emptied)),
      balanceOf(0),
    );
    const { store, effects, ports, events, types } = harness();
    await effects.load(6, { returnStatus: 'success' });
    expect(types()).toEqual(['orderRequested', 'paid']);
    expect(events[1]).toMatchObject({
      order: { id: 6, status: 'Paid' },
      approval: { paid: true, message: approved.message, detail: approved.detail },
    });
    expect(approval.bodies).toEqual([{ orderId: 6, orderNumber: 'GM-10006' }]);
    // The balance is read afresh into the auth slice, where the spec keeps it.
    await vi.waitFor(() => expect(store.getState().auth.balance).toBe(0));
    expect(ports.applyCart).toHaveBeenCalledWith(emptied);
  });

  it('back from the bank with 0 (failed or canceled), nothing is approved and the order is shown payable', async () => {
    const order = orderOf(6, 'Pending', [202], 8_000_000);
    const approval = approveRecorder();
    server.use(
      approval.handler,
      http.get(api.order, () => abpOk(order)),
      balanceOf(0),
    );
    const { effects, events } = harness();
    await effects.load(6, { returnStatus: 'failed' });
    expect(approval.bodies).toEqual([]);
    expect(events.at(-1)).toEqual({
      type: 'orderLoaded',
      order,
      plan: paymentPlan(8_000_000, 0),
      returnStatus: 'failed',
    });
  });

  it("a refused Order/Approve after the bank shows the service's message and details, and the order payable", async () => {
    const order = orderOf(6, 'Pending', [202], 8_000_000);
    server.use(
      approveRecorder(() =>
        abpError(500, { message: 'موجودی کیف پول برای پرداخت این سفارش کافی نیست.', details: 'مبلغ کسری: ۵۰۰ ریال' }),
      ).handler,
      http.get(api.order, () => abpOk(order)),
      balanceOf(7_999_500),
    );
    const { effects, events } = harness();
    await effects.load(6, { returnStatus: 'success' });
    expect(events).toContainEqual({
      type: 'orderLoaded',
      order,
      plan: paymentPlan(8_000_000, 7_999_500),
      returnStatus: null,
    });
    expect(events.at(-1)).toEqual({
      type: 'failed',
      message: `موجودی کیف پول برای پرداخت این سفارش کافی نیست. مبلغ کسری: ۵۰۰ ریال ${checkoutMessages.stillPayable}`,
    });
  });

  it('an Order/Approve gone (404) or failing without a reason never leaves the generic error: it says what happened and the way on', async () => {
    const order = orderOf(6, 'Pending', [202], 8_000_000);
    server.use(
      approveRecorder(() => new Response(null, { status: 404 })).handler,
      http.get(api.order, () => abpOk(order)),
      balanceOf(9_000_000),
    );
    const afterBank = harness();
    await afterBank.effects.load(6, { returnStatus: 'success' });
    expect(afterBank.events.at(-1)).toEqual({
      type: 'failed',
      message: `${checkoutMessages.approvalFailed} ${checkoutMessages.stillPayable}`,
    });
    expect(afterBank.events).toContainEqual(expect.objectContaining({ type: 'orderLoaded', order }));

    server.use(approveRecorder(() => abpError(500, { message: 'خطا در ارسال درخواست!' })).handler);
    const fromWallet = harness();
    await fromWallet.effects.payFromWallet(order);
    const failed = fromWallet.events.find((event) => event.type === 'failed');
    expect(failed).toEqual({
      type: 'failed',
      message: `${checkoutMessages.paymentUnavailable} ${checkoutMessages.stillPayable}`,
    });
  });

  it('an answer without success is read from the order: paid when the order says so, with our own words', async () => {
    const approval = approveRecorder(() => abpOk(null));
    server.use(
      approval.handler,
      http.get(api.order, () => abpOk(orderOf(6, 'Paid', [202]))),
      http.get(api.cart, () => abpOk(null)),
      balanceOf(0),
    );
    const { effects, events } = harness();
    await effects.load(6, { returnStatus: 'success' });
    expect(events.at(-1)).toMatchObject({ type: 'paid', approval: { message: null, detail: null } });
  });

  it('an order the service does not know is missing', async () => {
    server.use(http.get(api.order, () => abpError(404, { message: 'سفارش پیدا نشد' })));
    const { effects, events } = harness();
    await effects.load(9, { returnStatus: null });
    expect(events).toEqual([
      { type: 'orderRequested', orderId: 9 },
      { type: 'orderMissing', orderId: 9 },
    ]);
  });

  it('a 401 goes to the session expiry, and the panel adds no message of its own', async () => {
    server.use(http.get(api.order, () => abpUnauthorized()));
    const { effects, events, ports } = harness();
    await effects.load(6, { returnStatus: null });
    expect(ports.expire).toHaveBeenCalledWith(expect.objectContaining({ kind: 'unauthorized' }));
    expect(events.at(-1)).toEqual({ type: 'orderFailed', orderId: 6, message: null });
  });

  it('a refused Order/Create goes back to the form, with no order shown', async () => {
    server.use(http.post(api.createOrder, () => abpError(500, { message: 'سبد خرید شما خالی است' })));
    const { effects, types } = harness();
    const placed = vi.fn();
    const error = await effects.place(contact, placed);
    expect(error).toMatchObject({ kind: 'server', message: 'سبد خرید شما خالی است' });
    expect(placed).not.toHaveBeenCalled();
    expect(types()).toEqual(['creatingStarted']);
  });

  it('a wallet that covers the new order pays it with Order/Approve: created, then paid', async () => {
    let paid = false;
    const approval = approveRecorder(() => {
      paid = true;
      return abpOk(approved);
    });
    server.use(
      http.post(api.createOrder, () =>
        abpOk({ id: 5, orderNumber: 'GM-10005', payableAmount: 17_900_000, currencyType: 'IRR' }),
      ),
      http.get(api.order, () => abpOk(orderOf(5, paid ? 'Paid' : 'Pending', [101]))),
      balanceOf(25_000_000),
      http.get(api.cart, () => abpOk(null)),
      approval.handler,
    );
    const { effects, ports, types } = harness();
    const placed = vi.fn();
    expect(await effects.place(contact, placed)).toBeNull();
    expect(placed).toHaveBeenCalledWith(5);
    expect(ports.refreshCart).toHaveBeenCalledTimes(1);
    expect(approval.bodies).toEqual([{ orderId: 5, orderNumber: 'GM-10005' }]);
    expect(types()).toEqual(['creatingStarted', 'orderCreated', 'paymentStarted', 'paid']);
  });

  describe('the landing campaign on Order/Create', () => {
    /** Order/Create recording its body; the new order then waits for a gateway (an empty wallet). */
    function createRecorder() {
      const bodies: unknown[] = [];
      server.use(
        http.post(api.createOrder, async ({ request }) => {
          bodies.push(await request.json());
          return abpOk({ id: 5, orderNumber: 'GM-10005', payableAmount: 17_900_000, currencyType: 'IRR' });
        }),
        http.get(api.order, () => abpOk(orderOf(5, 'Pending', [101]))),
        balanceOf(0),
      );
      return bodies;
    }

    it('carries the remembered source as metaSearchName and its campaign as metaSearchKey', async () => {
      const bodies = createRecorder();
      rememberLanding('?utm_source=instagram&utm_medium=social&utm_campaign=yalda', localStorage, new Date());
      expect(await harness().effects.place(contact, vi.fn())).toBeNull();
      expect(bodies).toEqual([{ ...contact, metaSearchName: 'instagram', metaSearchKey: 'yalda' }]);
    });

    it('a source without a campaign sends metaSearchName alone', async () => {
      const bodies = createRecorder();
      rememberLanding('?utm_source=telegram', localStorage, new Date());
      await harness().effects.place(contact, vi.fn());
      expect(bodies).toEqual([{ ...contact, metaSearchName: 'telegram' }]);
    });

    it('sends neither when nothing is remembered, or what is remembered has expired', async () => {
      const bodies = createRecorder();
      await harness().effects.place(contact, vi.fn());
      rememberLanding(
        '?utm_source=instagram&utm_campaign=yalda',
        localStorage,
        new Date(Date.now() - 31 * 24 * 60 * 60 * 1000),
      );
      await harness().effects.place(contact, vi.fn());
      expect(bodies).toEqual([contact, contact]);
      expect(localStorage.getItem(CAMPAIGN_KEY)).toBeNull();
    });
  });

  it('a refused Order/Approve from the wallet says why and shows the order as it is now', async () => {
    const order = orderOf(6, 'Pending', [202], 8_000_000);
    server.use(
      approveRecorder(() => abpError(500, { message: 'موجودی کیف پول کافی نیست' })).handler,
      http.get(api.order, () => abpOk(order)),
      balanceOf(1_000_000),
    );
    const { effects, events } = harness();
    await effects.payFromWallet(order);
    expect(events).toEqual([
      { type: 'paymentStarted' },
      { type: 'orderLoaded', order, plan: paymentPlan(8_000_000, 1_000_000), returnStatus: null },
      { type: 'failed', message: `موجودی کیف پول کافی نیست ${checkoutMessages.stillPayable}` },
    ]);
  });

  it("the remainder is a MakeToken with reserveId, raised to 30,000 IRR, to the order's bank page; it stays with the error when refused", async () => {
    const order = orderOf(6, 'Pending', [202], 8_000_000);
    const bodies: unknown[] = [];
    server.use(
      http.post(api.makeToken, async ({ request }) => {
        bodies.push(await request.json());
        return abpOk({ tokenId: 'token-1' });
      }),
    );
    const leaving = harness();
    expect(await leaving.effects.payShortfall(order, 20_000, 3)).toBe('leaving');
    expect(leaving.types()).toEqual(['paymentStarted']);
    expect(bodies).toEqual([
      {
        gatewayId: 3,
        amount: 30_000,
        callBackUrl: `${window.location.origin}/cart?order=6`,
        reserveId: 6,
        currencyType: 'IRR',
        ipAddress: 1,
      },
    ]);
    expect(goToGateway).toHaveBeenCalledWith(`${PAYMENT}/fa-IR/Reserves/Payment/PaymentRequest?tokenId=token-1`);

    server.use(http.post(api.makeToken, () => abpError(500, { message: 'درگاه در دسترس نیست' })));
    const staying = harness();
    expect(await staying.effects.payShortfall(order, 7_000_000, 3)).toBe('stayed');
    expect(staying.events.slice(1)).toEqual([
      { type: 'failed', message: `درگاه در دسترس نیست ${checkoutMessages.stillPayable}` },
    ]);
    expect(goToGateway).toHaveBeenCalledTimes(1);
  });
});
