'use client';
// Where the product page offers «خبرم کن وقتی تخفیف خورد». The page's HTML holds a switch that is off and waits,
// of the final size, so nothing moves; after hydration the working switch (DiscountAlertSwitch, with the shopper
// api under it) is fetched as a chunk of its own and takes its place.
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { DiscountAlertRow } from './DiscountAlertRow';

const DiscountAlertSwitch = lazy(() => import('./DiscountAlertSwitch'));
const noSubscription = () => () => {};

export function DiscountAlertSlot({ productId }: { productId: number }) {
  // False in the server's HTML and while hydrating, true from then on.
  const hydrated = useSyncExternalStore(noSubscription, () => true, () => false);
  const waiting = <DiscountAlertRow on={false} waiting />;
  if (!hydrated) return waiting;
  return (
    <Suspense fallback={waiting}>
      <DiscountAlertSwitch productId={productId} />
    </Suspense>
  );
}
