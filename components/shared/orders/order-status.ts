// What every order screen knows about an order's status and its addresses (CONTRACTS §12.1): the cart's order
// panel and list, and the /profile/orders pages.
import { orderTabValues } from '@/contracts/generated/commerce';
import { toPersianDigits } from '@/lib/digits';
import type { Order, OrderStatistics, OrderStatus, OrderTab } from '@/services/types/commerce';

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  Pending: 'در انتظار پرداخت',
  Paid: 'پرداخت شده',
  InProgress: 'در حال انجام',
  Completed: 'انجام شده',
  Canceled: 'لغو شده',
  Refunded: 'بازگشت وجه',
};

/** Paid, being worked on or done: the money was taken and the items are (being) delivered. */
export function isSettled(status: OrderStatus): boolean {
  return status === 'Paid' || status === 'InProgress' || status === 'Completed';
}

const TAB_LABELS: Record<OrderTab, string> = { InProgress: 'جاری', Completed: 'انجام شده', Canceled: 'لغو شده' };

const TAB_COUNTS: Record<OrderTab, keyof OrderStatistics> = {
  InProgress: 'totalRowsInProgress',
  Completed: 'totalRowsCompleted',
  Canceled: 'totalRowsCanceled',
};

/** The tabs of /profile/orders, in the service's order, each with the GetStatistics count it shows. */
export const ORDER_TABS: { tab: OrderTab; label: string; countKey: keyof OrderStatistics }[] = orderTabValues.map(
  (tab) => ({
    tab,
    label: TAB_LABELS[tab],
    countKey: TAB_COUNTS[tab],
  }),
);

export const ORDERS_HREF = '/profile/orders';

/** An order's own page. */
export function orderPageHref(orderId: number): string {
  return `${ORDERS_HREF}/${orderId}`;
}

/** The form where the buyer sends an item's game account details. */
export function accountFormHref(orderId: number, itemId: number): string {
  return `${ORDERS_HREF}/${orderId}/${itemId}`;
}

/** Where the payment of a Pending order is chosen (the cart's order panel). */
export function orderPaymentHref(orderId: number): string {
  return `/cart?order=${orderId}`;
}

/** The header's title while an order is shown: its number in Persian digits, once it has been read. */
export function orderTitle(order: Pick<Order, 'orderNumber'> | null): string {
  return order ? `سفارش ${toPersianDigits(order.orderNumber)}` : 'سفارش';
}
