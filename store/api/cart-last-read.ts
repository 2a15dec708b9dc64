// Each cart read (or answered after a change) is kept for the cart page to show read-only when a later read fails
// (services/last-read-cart.ts). Plain code, so the cart provider can use it without loading the shopper api.
import type { CartReader } from '@/services/last-read-cart';
import { forgetLastReadCart, getToken } from '@/services/session';
import type { Cart } from '@/services/types/commerce';

/** Whether this visitor can have a cart at all: a device id from an earlier add, or a session. */
export function mayHaveCart(deviceId: string | null): boolean {
  return Boolean(deviceId || getToken());
}

let lastKept = 0;

/**
 * Keeps `cart` as read by `reader`. Its code is fetched only when there are lines to keep; a later cart
 * overrides an earlier one still being saved.
 */
export function keepLastRead(cart: Cart | null, reader: CartReader) {
  const kept = ++lastKept;
  if (!cart?.items.length) {
    forgetLastReadCart();
    return;
  }
  void import('@/services/last-read-cart')
    .then(({ saveLastReadCart }) => saveLastReadCart(cart, reader, () => kept === lastKept))
    .catch(() => undefined);
}
