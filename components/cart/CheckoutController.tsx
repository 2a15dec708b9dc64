'use client';
// The cart page's checkout (useCheckout.ts) as a part the page loads only once it may check out: an order in the
// address, lines in the cart, or a signed-in shopper's orders to pay. A first visit's empty cart never fetches it.
// It renders nothing and tells the page what the checkout shows and does after each of its own renders; memo
// keeps the page's re-render from rendering it again, so each report is one page render.
import { memo, useLayoutEffect } from 'react';
import { orderTitle } from '@/components/shared/orders/order-status';
import type { ReturnStatus } from './checkoutReducer';
import { useCheckout } from './useCheckout';

export type Checkout = ReturnType<typeof useCheckout> & {
  /** The header's title while an order is shown. */
  title: string;
};

export type CheckoutControllerProps = {
  orderId: number | null;
  returnStatus: ReturnStatus | null;
  onChange: (checkout: Checkout) => void;
};

export const CheckoutController = memo(function CheckoutController({
  orderId,
  returnStatus,
  onChange,
}: CheckoutControllerProps) {
  const checkout = useCheckout({ orderId, returnStatus });
  const title = orderTitle(checkout.view.kind === 'order' ? checkout.view.order : null);
  // Before paint, so the page never shows a frame behind its checkout.
  useLayoutEffect(() => onChange({ ...checkout, title }));
  return null;
});
