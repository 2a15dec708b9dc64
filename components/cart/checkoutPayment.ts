// Paying an order (docs/contracts/payment.md, Paying an order): an order the wallet covers is settled by commerce's
// Order/Approve, and otherwise the remainder goes through a bank gateway (UserDepositBankGateway/MakeToken with
// reserveId), whose return to /cart?order=<id> calls Order/Approve; only the order read again says whether it is
// paid. Each step reports to checkoutReducer.ts through `send`, and to analytics (docs/analytics.md):
// add_payment_info for the way it is paid, purchase once it is paid. A payment that fails says why in Persian and
// leaves the order on screen, payable again from the panel or from the orders list.
import { paymentPlan, type PaymentPlan } from '@/lib/shortfall';
import type { Approval } from '@/services/commerce';
import { GENERIC_ERROR_MESSAGE, serviceErrorOf } from '@/services/errors';
import { orderPaymentPageUrl } from '@/services/payment';
import type { Order } from '@/services/types/commerce';
import type { ServiceError } from '@/services/types/common';
import { asServiceError } from '@/components/shared/usePagedList';
import { reportPaymentInfo, reportPurchase } from '@/components/shared/analytics/report';
import { goToGateway } from '@/components/shared/payment/gatewayRedirect';
import { isSettled, orderPaymentHref } from '@/components/shared/orders/order-status';
import type { CheckoutCalls, CheckoutPorts } from './checkoutCalls';
import { checkoutMessages, type ReturnStatus } from './checkoutReducer';
import { cartStillHoldsOrder } from './orders';

/** The service's own words for a refusal, with its details; ours when it said nothing useful (or the call is gone). */
export function reasonOf(error: ServiceError): string {
  if (error.kind === 'notFound' || error.message === GENERIC_ERROR_MESSAGE) return checkoutMessages.paymentUnavailable;
  return error.details ? `${error.message} ${error.details}` : error.message;
}

export function orderPayment(ports: CheckoutPorts, calls: CheckoutCalls) {
  const { send, expire } = ports;
  const { getOrder, getBalance } = calls;

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
      const current = await calls.getCurrentCart();
      ports.applyCart(cartStillHoldsOrder(current, order) ? await calls.clearCart() : current);
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
      approval = await calls.approveOrder(order);
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

  async function pay(order: Order) {
    send({ type: 'paymentStarted' });
    reportPaymentInfo(order, 'wallet');
    await approve(order, { afterBank: false });
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
    const token = await calls.orderPaymentToken({
      orderId: order.id,
      gatewayId,
      amount: gatewayAmount,
      callBackUrl: `${window.location.origin}${orderPaymentHref(order.id)}`,
    });
    if (token.error !== undefined) {
      const error = asServiceError(token.error);
      if (!expire(error)) paymentFailed(reasonOf(error));
      return 'stayed';
    }
    goToGateway(orderPaymentPageUrl(token.data.tokenId));
    return 'leaving';
  }

  return { report, planFor, show, approve, pay, payFromWallet, payShortfall };
}
