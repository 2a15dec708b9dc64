'use client';
// The signed-in shopper's back-in-stock requests for this product: read once (GetMine) when the product has a
// variant out of stock, then kept as the shopper saves or cancels them here. Forgotten at logout.
import { useCallback, useEffect, useState } from 'react';
import type { ProductNotification } from '@/services/types/commerce';
import { useAppSelector } from '@/store/hooks';

// The commerce service (and axios) is loaded after the page is interactive, not with the product page.
const commerce = () => import('@/services/commerce');

type Requests = Record<number, ProductNotification | null>;
/** `read` is what GetMine answered; `changes` what was saved here since, which wins over it. */
type Known = { owner: number; read: Requests; changes: Requests };

/** A request still waiting for its variant, by variant id (a sent one asks for nothing any more). */
function pendingByVariant(requests: ProductNotification[]): Requests {
  const byVariant: Requests = {};
  for (const request of requests) {
    if (request.type !== 'ProductAvailable' || request.status !== 'Pending' || request.productVariantId === null)
      continue;
    byVariant[request.productVariantId] ??= request;
  }
  return byVariant;
}

export function useBackInStock(productId: number, needed: boolean) {
  // The user the requests belong to; null for a visitor.
  const owner = useAppSelector((state) => (state.auth.isAuthenticated ? (state.auth.user?.id ?? 0) : null));
  const [known, setKnown] = useState<Known | null>(null);

  useEffect(() => {
    if (owner === null || !needed) return;
    const controller = new AbortController();
    commerce()
      .then(({ getMyProductNotifications }) => getMyProductNotifications(productId, { signal: controller.signal }))
      .then((requests) => {
        if (controller.signal.aborted) return;
        setKnown((current) => ({
          owner,
          read: pendingByVariant(requests),
          changes: current && current.owner === owner ? current.changes : {},
        }));
      })
      .catch(() => {
        // Not knowing only means the button offers to ask again; saving again replaces the request.
      });
    return () => controller.abort();
  }, [owner, productId, needed]);

  const mine = known && known.owner === owner ? known : null;

  /** The pending request for this variant, or null. */
  const requestFor = (variantId: number): ProductNotification | null => {
    if (!mine) return null;
    const changed = mine.changes[variantId];
    if (changed !== undefined) return changed?.status === 'Pending' ? changed : null;
    return mine.read[variantId] ?? null;
  };

  /** What a save (the request) or a cancel (null) left for this variant. */
  const keep = useCallback(
    (variantId: number, request: ProductNotification | null) => {
      if (owner === null) return;
      setKnown((current) => {
        const same: Known = current && current.owner === owner ? current : { owner, read: {}, changes: {} };
        return { ...same, changes: { ...same.changes, [variantId]: request } };
      });
    },
    [owner],
  );

  return { requestFor, keep };
}
