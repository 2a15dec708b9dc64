'use client';
// Where the recently viewed rail goes (the end of the home page, the bottom of a product page). Renders nothing
// until the page is idle; then records the product being viewed, if any, and loads the rail's chunk only when
// something else is stored. The server and the first render agree (nothing), and the first load carries only this.
// A page with no product to record, in a browser that keeps no list (a first visit), fetches not even the reader.
import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '@/lib/when-idle';
import type { RecentProduct } from '@/lib/recently-viewed';
import { readStoredRecentlyViewed } from '@/lib/recently-viewed-key';

// Out of reach (offline), no rail rather than a failed page.
const RecentlyViewedRail = lazy(() => import('./RecentlyViewedRail').catch(() => ({ default: () => null })));

type RecentlyViewedProps = {
  /** The product this page shows: recorded as viewed, and left out of its own rail. */
  current?: RecentProduct;
};

export function RecentlyViewed({ current }: RecentlyViewedProps) {
  const [shown, setShown] = useState(false);

  useEffect(
    () =>
      whenIdle(() => {
        if (!current && readStoredRecentlyViewed() === null) return;
        void import('./recently-viewed-store').then((store) => {
          if (current) store.recordRecentlyViewed(current);
          // Not for the current product alone (a first visit): its rail leaves it out and would show nothing.
          if (store.getRecentlyViewed().some((product) => product.id !== current?.id)) setShown(true);
        });
      }),
    [current],
  );

  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <RecentlyViewedRail excludeId={current?.id} />
    </Suspense>
  );
}
