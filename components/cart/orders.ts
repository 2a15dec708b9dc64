// Order facts the cart page shows and acts on (docs/contracts/commerce.md, Orders).
import type { Cart, Order } from '@/services/types/commerce';

/**
 * Whether the cart still holds what this order bought, i.e. the service did not empty it when the order was
 * placed. A cart with anything else in it (added since) is left alone.
 */
export function cartStillHoldsOrder(cart: Cart | null, order: Order): boolean {
  if (!cart || cart.items.length === 0) return false;
  const ordered = new Set(order.items.map((item) => item.variantId ?? item.variant?.id));
  return cart.items.every((item) => ordered.has(item.variantId));
}
