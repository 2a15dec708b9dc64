// The cart page's optimistic model: what the service last confirmed plus the changes still on their way.
// What the shopper sees is always `confirmed` with the pending changes replayed on top, so a change that
// fails simply drops out (its line comes back as it was) and a late answer never undoes a newer click.
import { CART_QUANTITY_MIN } from '@/lib/constants';
import type { Cart, CartItem } from '@/services/types/commerce';

export type CartChangeKind = 'increase' | 'decrease' | 'remove';

export type CartChange = { id: number; kind: CartChangeKind; itemId: number };

export type OptimisticCart = { confirmed: Cart | null; pending: CartChange[] };

export type OptimisticCartAction =
  /** The service's cart, read afresh (start-up, login, another tab's change). */
  | { type: 'confirmed'; cart: Cart | null }
  | { type: 'started'; change: CartChange }
  /** The service answered the change with the whole cart. */
  | { type: 'settled'; changeId: number; cart: Cart | null }
  /** The change failed; `cart` is what the service last reported, when a partial change left it different. */
  | { type: 'failed'; changeId: number; cart?: Cart | null };

export const initialOptimisticCart = (cart: Cart | null = null): OptimisticCart => ({ confirmed: cart, pending: [] });

export function optimisticCartReducer(state: OptimisticCart, action: OptimisticCartAction): OptimisticCart {
  switch (action.type) {
    case 'confirmed':
      return { ...state, confirmed: action.cart };
    case 'started':
      return { ...state, pending: [...state.pending, action.change] };
    case 'settled':
      return { confirmed: action.cart, pending: state.pending.filter((change) => change.id !== action.changeId) };
    case 'failed':
      return {
        confirmed: action.cart === undefined ? state.confirmed : action.cart,
        pending: state.pending.filter((change) => change.id !== action.changeId),
      };
  }
}

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

/** What the shopper sees: the confirmed cart with every pending change replayed in order. */
export function visibleCart(state: OptimisticCart): Cart | null {
  if (!state.confirmed) return null;
  return state.pending.reduce(applyChange, state.confirmed);
}

/** True while a change to this line is on its way. */
export function isLinePending(state: OptimisticCart, itemId: number): boolean {
  return state.pending.some((change) => change.itemId === itemId);
}
