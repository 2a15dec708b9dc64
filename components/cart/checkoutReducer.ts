// What the checkout panel shows, as a pure reducer of named events; the checkout's steps (checkoutEffects.ts,
// checkoutPayment.ts) send them from the services' answers and useCheckout.ts wires the two. Everything shown comes
// from an order the services answered. Which request is under way is not kept here but in the store
// (store/slices/checkoutSlice.ts), which lets one run at a time.
import type { PaymentPlan } from '@/lib/shortfall';
import type { Order } from '@/services/types/commerce';
import type { CheckoutStep } from '@/store/slices/checkoutSlice';
import type { ReturnStatus } from '@/components/shared/payment/return-status';
import { itemAwaitingDetails } from '@/components/shared/orders/item-delivery';
import { isSettled } from '@/components/shared/orders/order-status';

export type CheckoutView =
  | { kind: 'none' }
  | { kind: 'loading'; orderId: number }
  | { kind: 'signedOut'; orderId: number }
  | { kind: 'missing'; orderId: number }
  /** The order could not be read; `retry` reads it again. */
  | { kind: 'failed'; orderId: number }
  /** A pending order carries its payment plan (null while the balance is unknown). */
  | { kind: 'order'; order: Order; plan: PaymentPlan | null };

/** What the buttons say is under way; an order being read disables nothing (a tap meanwhile waits for the read). */
export type CheckoutBusy = Exclude<CheckoutStep, 'reading'> | null;

export const checkoutBusyOf = (step: CheckoutStep | null): CheckoutBusy => (step === 'reading' ? null : step);

/** The gateway's outcome in the return URL: read for wording only, never for the order's state. */
export type { ReturnStatus };

export const checkoutMessages = {
  paid: 'پرداخت سفارش انجام شد. مشخصات اکانت‌ها در صفحه سفارش آماده است.',
  paidNeedsAccount: 'پرداخت سفارش انجام شد. برای تحویل، اطلاعات اکانت خود را ثبت کنید.',
  approvalFailed: 'پرداخت بانکی انجام شد اما ثبت پرداخت سفارش با خطا روبه‌رو شد و مبلغ در کیف پول شما ماند.',
  paymentUnavailable: 'پرداخت این سفارش اکنون انجام نشد.',
  stillPayable: 'سفارش ثبت شده و در انتظار پرداخت است؛ دوباره تلاش کنید یا بعداً از «سفارش های من» آن را بپردازید.',
  stillPendingCanceled: 'پرداخت لغو شد و مبلغی از حساب شما کم نشد. سفارش هنوز در انتظار پرداخت است.',
  stillPending: 'پرداخت این سفارش هنوز انجام نشده است.',
};

export type CheckoutState = {
  view: CheckoutView;
  error: string | null;
  notice: string | null;
};

export type CheckoutEvent =
  /** An order is being read (the URL's, one from the list, or a retry). */
  | { type: 'orderRequested'; orderId: number }
  /** The order as the services answered it; `returnStatus` is the bank's word in the URL, if any. */
  | { type: 'orderLoaded'; order: Order; plan: PaymentPlan | null; returnStatus?: ReturnStatus | null }
  | { type: 'orderMissing'; orderId: number }
  /** The order could not be read; `message` is null when the session expiry has said it already. */
  | { type: 'orderFailed'; orderId: number; message: string | null }
  | { type: 'creatingStarted' }
  | { type: 'orderCreated'; orderId: number }
  | { type: 'paymentStarted' }
  /** A discount code is being put on the order or taken off it. */
  | { type: 'discountStarted' }
  /** The order was paid just now (Order/Approve from the wallet, or on the bank's return), with what it said. */
  | { type: 'paid'; order: Order; approval?: { message: string | null; detail: string | null } | null }
  /** A request failed and the panel says why; what it shows stays. */
  | { type: 'failed'; message: string }
  | { type: 'closed' };

export const initialCheckoutState: CheckoutState = {
  view: { kind: 'none' },
  error: null,
  notice: null,
};

/**
 * What a paid order's panel says: the service's message and detail when Order/Approve gave them, else ours, where
 * the account form comes first when an item waits for the buyer's details.
 */
export function paidNotice(order: Order, approval?: { message: string | null; detail: string | null } | null): string {
  if (approval?.message) return [approval.message, approval.detail].filter(Boolean).join(' ');
  return itemAwaitingDetails(order) ? checkoutMessages.paidNeedsAccount : checkoutMessages.paid;
}

function noticeFor(order: Order, returnStatus: ReturnStatus | null | undefined, current: string | null): string | null {
  if (isSettled(order.status)) return paidNotice(order);
  if (order.status === 'Pending' && returnStatus) {
    return returnStatus === 'canceled' ? checkoutMessages.stillPendingCanceled : checkoutMessages.stillPending;
  }
  return current;
}

export function checkoutReducer(state: CheckoutState, event: CheckoutEvent): CheckoutState {
  switch (event.type) {
    case 'orderRequested':
      return { ...state, view: { kind: 'loading', orderId: event.orderId }, error: null, notice: null };
    case 'orderLoaded':
      return {
        ...state,
        view: { kind: 'order', order: event.order, plan: event.plan },
        notice: noticeFor(event.order, event.returnStatus, state.notice),
      };
    case 'orderMissing':
      return { ...state, view: { kind: 'missing', orderId: event.orderId } };
    case 'orderFailed':
      return { ...state, view: { kind: 'failed', orderId: event.orderId }, error: event.message };
    case 'creatingStarted':
      return { ...state, error: null, notice: null };
    case 'orderCreated':
      return { ...state, view: { kind: 'loading', orderId: event.orderId } };
    case 'paymentStarted':
    case 'discountStarted':
      return { ...state, error: null };
    case 'paid':
      return {
        ...state,
        view: { kind: 'order', order: event.order, plan: null },
        notice: paidNotice(event.order, event.approval),
      };
    case 'failed':
      return { ...state, error: event.message };
    case 'closed':
      // useCheckout closes nothing while an order is being placed or paid.
      return { ...state, view: { kind: 'none' }, error: null, notice: null };
  }
}

/** What the panel shows: a visitor is asked to log in before the URL's order is read. */
export function shownView(view: CheckoutView, orderId: number | null, signedOut: boolean): CheckoutView {
  return orderId !== null && signedOut ? { kind: 'signedOut', orderId } : view;
}
