// Order facts the cart page shows and acts on (docs/contracts/commerce.md, Checkout and orders).
import { toPersianDigits } from '@/lib/digits';
import type { Cart, Order, OrderStatus } from '@/services/types/commerce';

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  Pending: 'در انتظار پرداخت',
  Paid: 'پرداخت شده',
  Delivered: 'تحویل شده',
  Canceled: 'لغو شده',
};

/** Paid and delivered orders have their accounts ready (the service answers LoginProvider for both). */
export function isSettled(status: OrderStatus): boolean {
  return status === 'Paid' || status === 'Delivered';
}

/**
 * Whether the cart still holds what this order bought, i.e. the service did not empty it when the order was
 * placed. A cart with anything else in it (added since) is left alone.
 */
export function cartStillHoldsOrder(cart: Cart | null, order: Order): boolean {
  if (!cart || cart.items.length === 0) return false;
  const ordered = new Set(order.items.map((item) => item.variant.id));
  return cart.items.every((item) => ordered.has(item.variantId));
}

/** The header's title while an order is shown: its number in Persian digits, once it has been read. */
export function orderTitle(order: Order | null): string {
  return order ? `سفارش ${toPersianDigits(order.orderNumber)}` : 'سفارش';
}

/** The page's own URL for an order under way: a reload or the bank's return lands on the same order. */
export function orderHref(orderId: number): string {
  return `/cart?order=${orderId}`;
}

/** A positive integer order id from the query, or null. */
export function orderIdFrom(value: string | string[] | undefined): number | null {
  if (typeof value !== 'string' || !/^\d{1,12}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}
