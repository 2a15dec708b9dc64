'use client';
// A cart with something in it: its lines, its totals and the checkout form. Loaded only when the cart has
// lines, so an empty cart (every first visit) paints with the script every page has. It tells analytics of the
// cart it opened with (view_cart) and of each change of a line the service took (add_to_cart, remove_from_cart).
import { useEffect, useRef, type RefObject } from 'react';
import { CART_QUANTITY_MIN } from '@/lib/constants';
import { reportLineChange, reportViewCart } from '@/components/shared/analytics/report';
import type { Cart, CreateOrderInput } from '@/services/types/commerce';
import type { ServiceError } from '@/services/types/common';
import type { CartChangeKind } from './optimistic-cart';
import { CartLines, CartTotals } from './CartLines';
import { CheckoutForm, type ContinueCheckout } from './CheckoutForm';

export function FilledCart({
  cart,
  isPending,
  onChange,
  busy,
  disabled,
  onPlaceOrder,
  continueRef,
}: {
  cart: Cart;
  isPending: (itemId: number) => boolean;
  /** Resolves to whether the service took the change. */
  onChange: (kind: CartChangeKind, itemId: number) => Promise<boolean>;
  busy: boolean;
  disabled: boolean;
  onPlaceOrder: (input: CreateOrderInput) => Promise<ServiceError | null>;
  continueRef: RefObject<ContinueCheckout | null>;
}) {
  const shown = useRef(cart);
  useEffect(() => reportViewCart(shown.current), []);

  const change = (kind: CartChangeKind, itemId: number) => {
    const line = cart.items.find((item) => item.id === itemId);
    // As the line stood when pressed: one more, one less (never below 1), or all of it.
    const quantity = !line
      ? 0
      : kind === 'remove'
        ? line.quantity
        : kind === 'increase' || line.quantity > CART_QUANTITY_MIN
          ? 1
          : 0;
    void onChange(kind, itemId).then((taken) => {
      if (taken && line) reportLineChange(kind === 'increase' ? 'add_to_cart' : 'remove_from_cart', line, quantity);
    });
  };

  return (
    <>
      <CartLines items={cart.items} isPending={isPending} onChange={change} />
      <CartTotals
        totalItemsPrice={cart.totalItemsPrice}
        profitAmount={cart.profitAmount}
        payableAmount={cart.payableAmount}
      />
      <CheckoutForm busy={busy} disabled={disabled} onPlaceOrder={onPlaceOrder} continueRef={continueRef} />
    </>
  );
}
