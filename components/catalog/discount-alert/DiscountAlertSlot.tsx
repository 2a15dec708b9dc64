'use client';
// Where the product page offers «خبرم کن وقتی تخفیف خورد». The page's HTML holds, as `children`, the switch drawn
// off and waiting at its final size (server HTML, so none of its code is in the page's first load); once the page
// is idle the working switch (DiscountAlertSwitch; a signed-in shopper's brings the shopper api) is fetched as a
// chunk and takes its place, so the task after hydration neither asks for it nor draws the switch again.
import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { whenIdle } from '@/lib/when-idle';

// Out of reach (the connection dropped before the chunk came), the switch stays as the page drew it rather than
// failing the page.
const DiscountAlertSwitch = lazy<ComponentType<{ productId: number; drawn: ReactNode }>>(() =>
  import('./DiscountAlertSwitch').then(
    (module) => ({ default: module.default }),
    () => ({ default: ({ drawn }) => drawn }),
  ),
);

export function DiscountAlertSlot({ productId, children }: { productId: number; children: ReactNode }) {
  // False in the server's HTML, while hydrating and until the page is idle.
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  if (!idle) return children;
  return (
    <Suspense fallback={children}>
      <DiscountAlertSwitch productId={productId} drawn={children} />
    </Suspense>
  );
}
