// The cart page's optimistic view: the cart the service last answered with the changes still on their way
// (store/slices/cartChangesSlice.ts) replayed on top, so a change that fails simply drops out (its line comes back
// as it was) and a late answer never undoes a newer click.
import { CART_QUANTITY_MIN } from '@/lib/constants';
import type { Cart, CartItem } from '@/services/types/commerce';
import type { CartChange } from '@/store/slices/cartChangesSlice';

export type { CartChangeKind } from '@/store/slices/cartChangesSlice';

/** Unit prices of a line: what is paid and the regular price shown struck through. */
export function linePrices(item: CartItem): { unitPrice: number; strikePrice: number } {
  const unitPrice = item.unitPrice ?? item.variant?.salePrice ?? item.variant?.regularPrice ?? 0;
  const strikePrice = Math.max(item.strikePrice ?? item.variant?.regularPrice ?? unitPrice, unitPrice);
  return { unitPrice, strikePrice };
}

function withQuantity(item: CartItem, quantity: number): CartItem {
  const { unitPrice, strikePrice } = linePrices(item);
  return {
    ...item,
    quantity,
    totalPrice: unitPrice * quantity,
    totalDiscountAmount: (strikePrice - unitPrice) * quantity,
  };
}

/** The cart's totals as the service computes them: regular prices, what is paid, and the difference. */
export function withTotals(cart: Cart, items: CartItem[]): Cart {
  let totalQuantity = 0;
  let totalItemsPrice = 0;
  let payableAmount = 0;
  for (const item of items) {
    const { unitPrice, strikePrice } = linePrices(item);
    totalQuantity += item.quantity;
    totalItemsPrice += strikePrice * item.quantity;
    payableAmount += unitPrice * item.quantity;
  }
  return {
    ...cart,
    items,
    totalQuantity,
    totalItemsPrice,
    payableAmount,
    profitAmount: totalItemsPrice - payableAmount,
  };
}

/** One change applied to a cart; a change to a line that is gone changes nothing. */
export function applyChange(cart: Cart, change: CartChange): Cart {
  const line = cart.items.find((item) => item.id === change.itemId);
  if (!line) return cart;
  let items: CartItem[];
  if (change.kind === 'remove') items = cart.items.filter((item) => item.id !== change.itemId);
  else {
    // docs/PRODUCT.md, Cart quantity: the quantity never goes below 1; taking the last one off is a removal, asked for by its own button.
    const quantity = change.kind === 'increase' ? line.quantity + 1 : Math.max(CART_QUANTITY_MIN, line.quantity - 1);
    items = cart.items.map((item) => (item.id === change.itemId ? withQuantity(item, quantity) : item));
  }
  return withTotals(cart, items);
}

/** What the shopper sees: the answered cart with every pending change replayed in order. */
export function visibleCart(answered: Cart | null, pending: readonly CartChange[]): Cart | null {
  if (!answered) return null;
  return pending.reduce(applyChange, answered);
}

/** True while a change to this line is on its way. */
export function isLinePending(pending: readonly CartChange[], itemId: number): boolean {
  return pending.some((change) => change.itemId === itemId);
}
