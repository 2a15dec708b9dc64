// Checkout's calls to the services (docs/contracts/commerce.md, Orders; docs/contracts/payment.md,
// paying an order): the cart becomes an order (Order/Create), paid from the wallet (DepositReserve/ConfirmByDeposit)
// or, when the wallet is short, through a bank gateway for the shortfall (ReserveBankGateway/MakeToken) that
// brings the shopper back to /cart?order=<id>. Each step reports to checkoutReducer.ts through `send`, and to
// analytics (docs/analytics.md): begin_checkout for an order placed, add_payment_info for the way it is paid,
// purchase once it is paid.
import { paymentPlan, type PaymentPlan } from '@/lib/shortfall';
import { approveOrder, clearCart, createOrder, getCurrentCart, getOrder } from '@/services/commerce';
import { registerDiscount, removeDiscount } from '@/services/discount';
import { serviceErrorOf } from '@/services/errors';
import { confirmByDeposit, getBalance, makeReserveToken, paymentPageUrl } from '@/services/payment';
import type { Cart, CreateOrderInput, Order } from '@/services/types/commerce';
import type { ServiceError } from '@/services/types/common';
import { reportBeginCheckout, reportPaymentInfo, reportPurchase } from '@/components/shared/analytics/report';
import { campaignCredit } from '@/components/shared/campaign';
import { goToGateway } from '@/components/shared/payment/gatewayRedirect';
import { checkoutMessages, type CheckoutEvent, type ReturnStatus } from './checkoutReducer';
import { discountErrorMessage } from './discount';
import { isSettled, orderPaymentHref } from '@/components/shared/orders/order-status';
import { cartStillHoldsOrder } from './orders';

/** What the effects need from the page around them. */
export type CheckoutPorts = {
  send: (event: CheckoutEvent) => void;
  /** useSessionExpiry: deals with a 401 and says whether it did. */
  expire: (error: ServiceError) => boolean;
  deviceId: string | null;
  username: string;
  /** The cart as the service holds it now (after Order/Create moved its lines). */
  refreshCart: () => void;
  /** A cart the service answered with. */
  applyCart: (cart: Cart | null) => void;
  /** The wallet balance in the store and the wallet's entries on screen, read again. */
  refreshBalance: () => void;
  /** Orders this page has had approved (Order/Approve once each), and those whose approval failed and is owed. */
  approvals: { done: Set<number>; owed: Set<number> };
};

export function checkoutEffects(ports: CheckoutPorts) {
  const { send, expire, deviceId, username } = ports;

  /** Shows the error in the panel, unless it was a 401 (the session expiry says so instead). */
  const report = (error: ServiceError) => {
    if (!expire(error)) send({ type: 'failed', message: error.message });
  };

  /** A pending order's plan from the wallet balance; null (and the error shown) when the balance is unknown. */
  async function planFor(order: Order): Promise<PaymentPlan | null> {
    const balance = await getBalance();
    if (!balance.ok) {
      report(balance.error);
      return null;
    }
    return paymentPlan(order.payableAmount, balance.data.amount);
  }

  /** A paid order: fresh balance, the cart emptied where the service has not (the list is read again by `paid`). */
  async function settle(order: Order) {
    ports.refreshBalance();
    try {
      const current = await getCurrentCart(deviceId);
      ports.applyCart(cartStillHoldsOrder(current, order) ? await clearCart(deviceId) : current);
    } catch {
      // The cart shows what it last had; the order is paid either way.
    }
  }

  /** Order/Approve once for an order just paid (CONTRACTS §12.1); a failure is owed and tried on the next read. */
  async function approve(order: Order) {
    const { done, owed } = ports.approvals;
    if (done.has(order.id)) return;
    try {
      await approveOrder(order);
      done.add(order.id);
      owed.delete(order.id);
    } catch (failure) {
      owed.add(order.id);
      const error = serviceErrorOf(failure);
      if (!expire(error)) send({ type: 'failed', message: checkoutMessages.approvalFailed });
    }
  }

  /** Shows an order: its payment plan while pending, the result once paid. */
  async function show(order: Order, options: { justPaid: boolean; returnStatus?: ReturnStatus | null }) {
    if (order.status === 'Pending') {
      send({ type: 'orderLoaded', order, plan: await planFor(order), returnStatus: options.returnStatus });
    } else if (isSettled(order.status) && (options.justPaid || ports.approvals.owed.has(order.id))) {
      send({ type: 'paid', order });
      // Once per order in this browser: a reload of the bank's return is not a second sale.
      if (options.justPaid) reportPurchase(order);
      await approve(order);
      await settle(order);
    } else {
      send({ type: 'orderLoaded', order, plan: null, returnStatus: options.returnStatus });
    }
  }

  /** Reads an order again (the URL names it, never trusting its query); `justPaid` after the bank's success. */
  async function load(id: number, options: { justPaid: boolean; returnStatus: ReturnStatus | null }) {
    send({ type: 'orderRequested', orderId: id });
    try {
      await show(await getOrder(id), options);
    } catch (failure) {
      const error = serviceErrorOf(failure);
      if (error.kind === 'notFound') send({ type: 'orderMissing', orderId: id });
      else send({ type: 'orderFailed', orderId: id, message: expire(error) ? null : error.message });
    }
  }

  async function pay(order: Order) {
    send({ type: 'paymentStarted' });
    reportPaymentInfo(order, 'wallet');
    const paid = await confirmByDeposit({ reserveId: order.id, username });
    if (!paid.ok) {
      if (expire(paid.error)) return;
      send({ type: 'failed', message: paid.error.message });
      // Short after all (the balance changed meanwhile): show the shortfall as it is now.
      await show(await getOrder(order.id), { justPaid: false });
      return;
    }
    await show(await getOrder(order.id), { justPaid: true });
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
      const created = await createOrder({ ...input, ...campaignCredit() }, deviceId);
      createdId = created.id;
      placed(created.id);
      // The service moved the cart's lines into the order: the cart and its badge follow.
      ports.refreshCart();
      send({ type: 'orderCreated', orderId: created.id });
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
      send({ type: 'orderFailed', orderId: createdId, message: error.message });
      return null;
    } finally {
      send({ type: 'requestFinished' });
    }
  }

  async function payFromWallet(order: Order) {
    try {
      await pay(order);
    } catch (failure) {
      report(serviceErrorOf(failure));
    } finally {
      send({ type: 'requestFinished' });
    }
  }

  /** The shortfall through a bank gateway, which sends the shopper back to this order; 'leaving' once on the way. */
  async function payShortfall(order: Order, gatewayAmount: number, gatewayId: number): Promise<'leaving' | 'stayed'> {
    send({ type: 'paymentStarted' });
    reportPaymentInfo(order, 'gateway');
    const token = await makeReserveToken({
      gatewayId,
      amount: gatewayAmount,
      callBackUrl: `${window.location.origin}${orderPaymentHref(order.id)}`,
      reserveId: order.id,
    });
    if (!token.ok) {
      report(token.error);
      send({ type: 'requestFinished' });
      return 'stayed';
    }
    send({ type: 'redirecting' });
    goToGateway(paymentPageUrl(token.data.tokenId));
    return 'leaving';
  }

  /** A code on or off the Pending order, then the order read again: resolves to the code field's error, or null. */
  async function changeDiscount(
    order: Order,
    change: { kind: 'apply'; code: string } | { kind: 'remove' },
  ): Promise<string | null> {
    send({ type: 'discountStarted' });
    try {
      const target = { orderId: order.id, orderNumber: order.orderNumber };
      const outcome =
        change.kind === 'apply'
          ? await registerDiscount({ ...target, promoCode: change.code })
          : await removeDiscount(target);
      if (!outcome.ok) return expire(outcome.error) ? null : discountErrorMessage(outcome.error);
      // The amounts are the service's: Order/Get after the change, and the payment planned from them again.
      const changed = await getOrder(order.id);
      send({ type: 'orderLoaded', order: changed, plan: await planFor(changed) });
      return null;
    } catch (failure) {
      report(serviceErrorOf(failure));
      return null;
    } finally {
      send({ type: 'requestFinished' });
    }
  }

  return { load, place, payFromWallet, payShortfall, changeDiscount };
}
