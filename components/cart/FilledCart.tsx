'use client';
// A cart with something in it: its lines, its totals and the checkout form. Loaded only when the cart has
// lines, so an empty cart (every first visit) paints with the script every page has.
import type { RefObject } from 'react';
import type { Cart, CreateOrderInput } from '@/services/types/commerce';
import type { ServiceError } from '@/services/types/common';
import type { CartChangeKind } from './cartReducer';
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
  onChange: (kind: CartChangeKind, itemId: number) => void;
  busy: boolean;
  disabled: boolean;
  onPlaceOrder: (input: CreateOrderInput) => Promise<ServiceError | null>;
  continueRef: RefObject<ContinueCheckout | null>;
}) {
  return (
    <>
      <CartLines items={cart.items} isPending={isPending} onChange={onChange} />
      <CartTotals totalItemsPrice={cart.totalItemsPrice} profitAmount={cart.profitAmount} payableAmount={cart.payableAmount} />
      <CheckoutForm busy={busy} disabled={disabled} onPlaceOrder={onPlaceOrder} continueRef={continueRef} />
    </>
  );
}
