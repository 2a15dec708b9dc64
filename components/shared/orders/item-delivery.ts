// What an order item offers its buyer once the order is read: the form for their game account's details, the
// ready-made account handed over, or nothing (yet).
import type { OrderItem, OrderStatus } from '@/services/types/commerce';
import { isSettled } from './order-status';

/** The step only an item bought on the buyer's own account has (docs/contracts/commerce.md, the timeline table). */
export const ACCOUNT_FORM_STEP = 'ثبت اطلاعات اکانت';

export type ItemDelivery = 'accountForm' | 'readyAccount' | 'none';

/**
 * The form while the service takes the buyer's details; the ready-made account once the order is paid, unless the
 * item goes on the buyer's own account (a pre-order), which has no ready-made account to reveal.
 */
export function itemDelivery(
  status: OrderStatus,
  item: Pick<OrderItem, 'allowNewLoginSubmission' | 'timeLines'>,
): ItemDelivery {
  if (item.allowNewLoginSubmission) return 'accountForm';
  if (!isSettled(status)) return 'none';
  const onBuyersAccount = item.timeLines.some((step) => step.stepStr.trim() === ACCOUNT_FORM_STEP);
  return onBuyersAccount ? 'none' : 'readyAccount';
}

/** The first item of the order still waiting for the buyer's account details, if any: where a paid order goes on. */
export function itemAwaitingDetails<I extends Pick<OrderItem, 'allowNewLoginSubmission'>>(order: {
  items: I[];
}): I | undefined {
  return order.items.find((item) => item.allowNewLoginSubmission);
}
