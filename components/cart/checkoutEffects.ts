// Checkout's steps (docs/contracts/commerce.md, Orders; docs/contracts/payment.md, Paying an order), all through
// the shopper api (checkoutCalls.ts), whose tags re-read what each change touched: an order read again by the id the
// URL names (approved on the bank's return), the cart become an order (Order/Create), a discount code on or off it,
// and the order paid from the wallet or through a bank gateway (checkoutPayment.ts). Each step reports to
// checkoutReducer.ts through `send`, and to analytics (docs/analytics.md): begin_checkout for an order placed,
// add_payment_info for the way it is paid, purchase once it is paid. useCheckout runs one of these at a time (the
// store's step).
import { serviceErrorOf } from '@/services/errors';
import type { CreateOrderInput, Order } from '@/services/types/commerce';
import type { ServiceError } from '@/services/types/common';
import type { DiscountChange } from '@/store/api/checkoutApi';
import { asServiceError } from '@/components/shared/usePagedList';
import { reportBeginCheckout } from '@/components/shared/analytics/report';
import { campaignCredit } from '@/components/shared/campaign';
import { isSettled } from '@/components/shared/orders/order-status';
import { checkoutCalls, type CheckoutPorts } from './checkoutCalls';
import { orderPayment, reasonOf } from './checkoutPayment';
import { checkoutMessages, type ReturnStatus } from './checkoutReducer';
import { discountErrorMessage } from './discount';

export function checkoutEffects(ports: CheckoutPorts) {
  const { send, expire } = ports;
  const calls = checkoutCalls(ports.dispatch);
  const { getOrder } = calls;
  const { report, planFor, show, approve, pay, payFromWallet, payShortfall } = orderPayment(ports, calls);

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

  /**
   * Order/Create, then pay from the wallet when it covers the order; returns an error for the form.
   * `placed` hears of the new order at once, so the page's URL can name it.
   */
  async function place(input: CreateOrderInput, placed: (orderId: number) => void): Promise<ServiceError | null> {
    send({ type: 'creatingStarted' });
    let createdId: number | null = null;
    try {
      // The order is credited to the campaign the shopper landed by, if any (docs/PRODUCT.md, Campaign).
      const created = await calls.createOrder({ ...input, ...campaignCredit() });
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

  /** A code on or off the Pending order, then the order read again: resolves to the code field's error, or null. */
  async function changeDiscount(
    order: Order,
    change: { kind: 'apply'; code: string } | { kind: 'remove' },
  ): Promise<string | null> {
    send({ type: 'discountStarted' });
    try {
      const outcome = await calls.changeDiscount({ ...change, order } as DiscountChange);
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
