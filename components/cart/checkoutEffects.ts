// Checkout's calls (docs/contracts/commerce.md, Orders; docs/contracts/payment.md, Paying an order), all through
// the shopper api (store/api/checkoutApi.ts, orderApi's `order`, the cart's), whose tags re-read what each change
// touched: the cart becomes an order (Order/Create); an order the wallet covers is settled by commerce's
// Order/Approve, and otherwise the remainder goes through a bank gateway (UserDepositBankGateway/MakeToken with
// reserveId), whose return to /cart?order=<id> calls Order/Approve. Each step reports to checkoutReducer.ts through
// `send`, and to analytics (docs/analytics.md): begin_checkout for an order placed, add_payment_info for the way it
// is paid, purchase once it is paid. A payment that fails says why in Persian and leaves the order on screen,
// payable again from the panel or from the orders list. useCheckout runs one of these at a time (the store's step).
import { paymentPlan, type PaymentPlan } from '@/lib/shortfall';
import type { Approval } from '@/services/commerce';
import { GENERIC_ERROR_MESSAGE, ServiceFailure, serviceErrorOf } from '@/services/errors';
import { orderPaymentPageUrl } from '@/services/payment';
import type { Cart, CreateOrderInput, Order } from '@/services/types/commerce';
import type { ServiceError } from '@/services/types/common';
import { cartApi } from '@/store/api/cartApi';
import { checkoutApi, type DiscountChange } from '@/store/api/checkoutApi';
import { orderApi } from '@/store/api/orderApi';
import { fetchBalance } from '@/store/slices/authSlice';
import type { AppDispatch } from '@/store/store';
import { asServiceError } from '@/components/shared/usePagedList';
import { reportBeginCheckout, reportPaymentInfo, reportPurchase } from '@/components/shared/analytics/report';
import { campaignCredit } from '@/components/shared/campaign';
import { goToGateway } from '@/components/shared/payment/gatewayRedirect';
import { checkoutMessages, type CheckoutEvent, type ReturnStatus } from './checkoutReducer';
import { discountErrorMessage } from './discount';
import { isSettled, orderPaymentHref } from '@/components/shared/orders/order-status';
import { cartStillHoldsOrder } from './orders';

/** What the effects need from the page around them. */
export type CheckoutPorts = {
  /** The store's, through whose api every call goes. */
  dispatch: AppDispatch;
  send: (event: CheckoutEvent) => void;
  /** useSessionExpiry: deals with a 401 and says whether it did. */
  expire: (error: ServiceError) => boolean;
  /** The cart as the service holds it now (after Order/Create moved its lines). */
  refreshCart: () => void;
  /** A cart the service answered with. */
  applyCart: (cart: Cart | null) => void;
};

/** An api call's answer, or its ServiceError thrown as the service modules throw theirs. */
async function answerOf<T>(request: PromiseLike<{ data?: T; error?: unknown }>): Promise<T> {
  const answer = await request;
  if ('error' in answer && answer.error !== undefined) throw new ServiceFailure(asServiceError(answer.error));
  return answer.data as T;
}

/** The service's own words for a refusal, with its details; ours when it said nothing useful (or the call is gone). */
function reasonOf(error: ServiceError): string {
  if (error.kind === 'notFound' || error.message === GENERIC_ERROR_MESSAGE) return checkoutMessages.paymentUnavailable;
  return error.details ? `${error.message} ${error.details}` : error.message;
}

export function checkoutEffects(ports: CheckoutPorts) {
  const { dispatch, send, expire } = ports;
  // Untracked: each outcome is read here; nothing else needs it kept in the store. The tags still do their work.
  const untracked = { track: false } as const;

  /** Order/Get afresh (the order's cache entry and whoever shows it follow). */
  const getOrder = (id: number) =>
    answerOf(dispatch(orderApi.endpoints.order.initiate(id, { subscribe: false, forceRefetch: true })));
  const getCurrentCart = () =>
    answerOf(dispatch(cartApi.endpoints.cart.initiate(undefined, { subscribe: false, forceRefetch: true })));
  const approveOrder = (order: Order): Promise<Approval> =>
    answerOf(dispatch(checkoutApi.endpoints.approveOrder.initiate(order, untracked)));
  /** The balance where the spec keeps it (the auth slice), read afresh; its ServiceResult as is. */
  const getBalance = async () => {
    try {
      return await dispatch(fetchBalance()).unwrap();
    } catch {
      return { ok: false as const, error: serviceErrorOf(null) };
    }
  };

  /** Shows the error in the panel, unless it was a 401 (the session expiry says so instead). */
  const report = (error: ServiceError) => {
    if (!expire(error)) send({ type: 'failed', message: error.message });
  };

  /** A payment that did not go through: why, and that the order is still there to pay. */
  const paymentFailed = (reason: string) =>
    send({ type: 'failed', message: `${reason} ${checkoutMessages.stillPayable}` });

  /** A pending order's plan from the wallet balance; null (and the error shown) when the balance is unknown. */
  async function planFor(order: Order): Promise<PaymentPlan | null> {
    const balance = await getBalance();
    if (!balance.ok) {
      report(balance.error);
      return null;
    }
    return paymentPlan(order.payableAmount, balance.data.amount);
  }

  /**
   * A paid order: the balance read afresh into the auth slice (Order/Approve's 'Wallet' tag has re-read whatever
   * else shows the wallet), the cart emptied where the service has not.
   */
  async function settle(order: Order) {
    void getBalance();
    try {
      const current = await getCurrentCart();
      ports.applyCart(
        cartStillHoldsOrder(current, order)
          ? await answerOf(dispatch(checkoutApi.endpoints.clearCart.initiate(undefined, untracked)))
          : current,
      );
    } catch {
      // The cart shows what it last had; the order is paid either way.
    }
  }

  /** The order just paid: the panel says so (in the service's words when it gave them), once for analytics. */
  async function paidNow(order: Order, approval: Approval | null) {
    send({ type: 'paid', order, approval });
    // Once per order in this browser: a reload of the bank's return is not a second sale.
    reportPurchase(order);
    await settle(order);
  }

  /** Shows an order as it stands: its payment plan while pending. */
  async function show(order: Order, returnStatus: ReturnStatus | null = null) {
    const plan = order.status === 'Pending' ? await planFor(order) : null;
    send({ type: 'orderLoaded', order, plan, returnStatus });
  }

  /**
   * Order/Approve: the order paid from the wallet (which holds the bank's money after a return), then the order read
   * again, which alone says whether it is paid. A refusal or a failed call says why and shows the order, payable.
   */
  async function approve(order: Order, { afterBank }: { afterBank: boolean }) {
    let approval: Approval;
    try {
      approval = await approveOrder(order);
    } catch (failure) {
      const error = serviceErrorOf(failure);
      if (expire(error)) return;
      const current = await getOrder(order.id);
      // Paid meanwhile (another tab, a second click that won): nothing failed.
      if (isSettled(current.status)) return paidNow(current, null);
      await show(current);
      const reason = reasonOf(error);
      // Back from the bank, a call that failed outright leaves the bank's money in the wallet: say so.
      paymentFailed(
        afterBank && reason === checkoutMessages.paymentUnavailable ? checkoutMessages.approvalFailed : reason,
      );
      return;
    }
    const current = await getOrder(order.id);
    if (isSettled(current.status)) return paidNow(current, approval);
    await show(current);
    const said = [approval.message, approval.detail].filter(Boolean).join(' ');
    paymentFailed(said || checkoutMessages.stillPending);
  }

  /** Reads an order again (the URL names it, never trusting its query); after the bank's success, approves it. */
  async function load(id: number, options: { returnStatus: ReturnStatus | null }) {
    send({ type: 'orderRequested', orderId: id });
    try {
      const order = await getOrder(id);
      if (options.returnStatus === 'success' && (order.status === 'Pending' || isSettled(order.status))) {
        await approve(order, { afterBank: true });
      } else {
        await show(order, options.returnStatus);
      }
    } catch (failure) {
      const error = serviceErrorOf(failure);
      if (error.kind === 'notFound') send({ type: 'orderMissing', orderId: id });
      else send({ type: 'orderFailed', orderId: id, message: expire(error) ? null : error.message });
    }
  }

  async function pay(order: Order) {
    send({ type: 'paymentStarted' });
    reportPaymentInfo(order, 'wallet');
    await approve(order, { afterBank: false });
  }

  /**
   * Order/Create, then pay from the wallet when it covers the order; returns an error for the form.
   * `placed` hears of the new order at once, so the page's URL can name it.
   */
  async function place(input: CreateOrderInput, placed: (orderId: number) => void): Promise<ServiceError | null> {
    send({ type: 'creatingStarted' });
    let createdId: number | null = null;
    try {
      // The order is credited to the campaign the shopper landed by, if any (docs/PRODUCT.md, Campaign).
      const created = await answerOf(
        dispatch(checkoutApi.endpoints.createOrder.initiate({ ...input, ...campaignCredit() }, untracked)),
      );
      createdId = created.id;
      send({ type: 'orderCreated', orderId: created.id });
      placed(created.id);
      // The service moved the cart's lines into the order: the cart and its badge follow.
      ports.refreshCart();
      const order = await getOrder(created.id);
      reportBeginCheckout(order);
      const plan = await planFor(order);
      if (plan?.kind === 'wallet') await pay(order);
      else send({ type: 'orderLoaded', order, plan });
      return null;
    } catch (failure) {
      const error = serviceErrorOf(failure);
      if (expire(error)) return null;
      if (createdId === null) return error;
      // The order exists and can be paid later: say what failed and offer to read it again.
      send({ type: 'orderFailed', orderId: createdId, message: `${reasonOf(error)} ${checkoutMessages.stillPayable}` });
      return null;
    }
  }

  async function payFromWallet(order: Order) {
    try {
      await pay(order);
    } catch (failure) {
      const error = serviceErrorOf(failure);
      if (!expire(error)) paymentFailed(reasonOf(error));
    }
  }

  /**
   * The remainder through a bank gateway (a token toward the order, never below the service's floor), which sends
   * the shopper back to this order; 'leaving' once on the way.
   */
  async function payShortfall(order: Order, gatewayAmount: number, gatewayId: number): Promise<'leaving' | 'stayed'> {
    send({ type: 'paymentStarted' });
    reportPaymentInfo(order, 'gateway');
    const token = await dispatch(
      checkoutApi.endpoints.orderPaymentToken.initiate(
        {
          orderId: order.id,
          gatewayId,
          amount: gatewayAmount,
          callBackUrl: `${window.location.origin}${orderPaymentHref(order.id)}`,
        },
        untracked,
      ),
    );
    if (token.error !== undefined) {
      const error = asServiceError(token.error);
      if (!expire(error)) paymentFailed(reasonOf(error));
      return 'stayed';
    }
    goToGateway(orderPaymentPageUrl(token.data.tokenId));
    return 'leaving';
  }

  /** A code on or off the Pending order, then the order read again: resolves to the code field's error, or null. */
  async function changeDiscount(
    order: Order,
    change: { kind: 'apply'; code: string } | { kind: 'remove' },
  ): Promise<string | null> {
    send({ type: 'discountStarted' });
    try {
      const outcome = await dispatch(
        checkoutApi.endpoints.changeDiscount.initiate({ ...change, order } as DiscountChange, untracked),
      );
      if (outcome.error !== undefined) {
        const error = asServiceError(outcome.error);
        return expire(error) ? null : discountErrorMessage(error, change.kind);
      }
      // The amounts are the service's: Order/Get after the change, and the payment planned from them again.
      const changed = await getOrder(order.id);
      send({ type: 'orderLoaded', order: changed, plan: await planFor(changed) });
      return null;
    } catch (failure) {
      report(serviceErrorOf(failure));
      return null;
    }
  }

  return { load, place, payFromWallet, payShortfall, changeDiscount };
}
