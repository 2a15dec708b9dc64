import {
  checkoutMessages,
  checkoutReducer,
  initialCheckoutState,
  shownView,
  type CheckoutEvent,
  type CheckoutState,
} from '@/components/cart/checkoutReducer';
import { paymentPlan } from '@/lib/shortfall';
import { orderOf } from './fixtures';

const pending = orderOf(6, 'Pending', [202], 8_000_000);
const paidOrder = orderOf(6, 'Paid', [202], 8_000_000);
const gatewayPlan = paymentPlan(8_000_000, 1_000_000);

/** The state after these events, from the start. */
const after = (...events: CheckoutEvent[]): CheckoutState => events.reduce(checkoutReducer, initialCheckoutState);

/** A panel with something to clear: an order shown, an error and a notice. */
const openPanel: CheckoutState = {
  view: { kind: 'order', order: pending, plan: gatewayPlan },
  error: 'خطا در ارسال درخواست!',
  notice: checkoutMessages.stillPending,
};

describe('checkout reducer', () => {
  it('starts with no panel, no error or notice', () => {
    expect(initialCheckoutState).toEqual({
      view: { kind: 'none' },
      error: null,
      notice: null,
    });
  });

  it('orderRequested: the panel loads that order and forgets the last error and notice', () => {
    expect(checkoutReducer(openPanel, { type: 'orderRequested', orderId: 6 })).toEqual({
      ...openPanel,
      view: { kind: 'loading', orderId: 6 },
      error: null,
      notice: null,
    });
  });

  it('orderLoaded: a pending order shows with its plan, the error kept', () => {
    const state = checkoutReducer(
      { ...openPanel, notice: null },
      { type: 'orderLoaded', order: pending, plan: gatewayPlan },
    );
    expect(state.view).toEqual({ kind: 'order', order: pending, plan: gatewayPlan });
    expect(state.error).toBe(openPanel.error);
    expect(state.notice).toBeNull();
  });

  it("orderLoaded: a paid order says it is paid, whatever the bank's word", () => {
    for (const returnStatus of [null, 'success', 'canceled', 'failed'] as const) {
      expect(after({ type: 'orderLoaded', order: paidOrder, plan: null, returnStatus }).notice).toBe(
        checkoutMessages.paid,
      );
    }
  });

  it('orderLoaded: a pending order back from the bank says it is still pending, and whether the shopper cancelled', () => {
    const back = (returnStatus: 'success' | 'canceled' | 'failed') =>
      after({ type: 'orderLoaded', order: pending, plan: gatewayPlan, returnStatus }).notice;
    expect(back('canceled')).toBe(checkoutMessages.stillPendingCanceled);
    expect(back('failed')).toBe(checkoutMessages.stillPending);
    expect(back('success')).toBe(checkoutMessages.stillPending);
  });

  it('orderLoaded: a canceled order adds no notice', () => {
    const canceled = orderOf(6, 'Canceled', [202]);
    expect(after({ type: 'orderLoaded', order: canceled, plan: null, returnStatus: 'canceled' }).notice).toBeNull();
  });

  it('orderMissing: the panel says no such order', () => {
    expect(after({ type: 'orderRequested', orderId: 9 }, { type: 'orderMissing', orderId: 9 }).view).toEqual({
      kind: 'missing',
      orderId: 9,
    });
  });

  it('orderFailed: the panel offers to read the order again and says why (or nothing when the session expiry has)', () => {
    expect(after({ type: 'orderFailed', orderId: 6, message: 'ارتباط با سرور برقرار نشد' })).toMatchObject({
      view: { kind: 'failed', orderId: 6 },
      error: 'ارتباط با سرور برقرار نشد',
    });
    expect(after({ type: 'orderFailed', orderId: 6, message: null }).error).toBeNull();
  });

  it('creatingStarted: the last error and notice gone, the panel as it was', () => {
    expect(checkoutReducer(openPanel, { type: 'creatingStarted' })).toEqual({
      ...openPanel,
      error: null,
      notice: null,
    });
  });

  it('orderCreated: the new order loads', () => {
    const state = after({ type: 'creatingStarted' }, { type: 'orderCreated', orderId: 12 });
    expect(state).toMatchObject({ view: { kind: 'loading', orderId: 12 } });
  });

  it('paymentStarted: the last error gone', () => {
    expect(checkoutReducer(openPanel, { type: 'paymentStarted' })).toEqual({ ...openPanel, error: null });
  });

  it('paid: the paid order with its notice', () => {
    const state = checkoutReducer(openPanel, { type: 'paid', order: paidOrder });
    expect(state).toEqual({
      ...openPanel,
      view: { kind: 'order', order: paidOrder, plan: null },
      notice: checkoutMessages.paid,
    });
  });

  it('failed: the error shows and the panel stays as it was', () => {
    expect(checkoutReducer(openPanel, { type: 'failed', message: 'موجودی کافی نیست' })).toEqual({
      ...openPanel,
      error: 'موجودی کافی نیست',
    });
  });

  it('closed: the panel goes with its error and notice', () => {
    expect(checkoutReducer(openPanel, { type: 'closed' })).toEqual(initialCheckoutState);
  });
});

describe('the panel shown', () => {
  const loading = { kind: 'loading', orderId: 6 } as const;

  it('asks a signed-out visitor to log in before the URL’s order is read', () => {
    expect(shownView(loading, 6, true)).toEqual({ kind: 'signedOut', orderId: 6 });
  });

  it('is the state’s panel otherwise', () => {
    expect(shownView(loading, 6, false)).toBe(loading);
    expect(shownView({ kind: 'none' }, null, true)).toEqual({ kind: 'none' });
  });
});
