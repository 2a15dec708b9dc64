'use client';
// The signed-in shopper's back-in-stock requests for this product, read through the shopper api
// (store/api/backInStockApi.ts) once the product has a variant out of stock, and kept there as the shopper saves
// or cancels them here. Forgotten at logout (the session change resets the api).
import { useCallback, useEffect, useState } from 'react';
import type { SavedProductNotification } from '@/services/types/commerce';
import { loadShopperModule } from '@/store/api/shopper-events';
import { useAppDispatch, useAppSelector } from '@/store/hooks';

// The api (RTK Query, the commerce service and axios) is loaded only when there is something to read, not with
// the product page.
const loadApi = () => import('@/store/api/backInStockApi');
type Api = Awaited<ReturnType<typeof loadApi>>;

export function useBackInStock(productId: number, needed: boolean) {
  const dispatch = useAppDispatch();
  // The user the requests belong to; null for a visitor.
  const owner = useAppSelector((state) => (state.auth.isAuthenticated ? (state.auth.user?.id ?? 0) : null));
  const wanted = owner !== null && needed;
  const [api, setApi] = useState<Api | null>(null);

  // Subscribed while wanted, as a query hook would be; a new session subscribes afresh.
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    let subscription: { unsubscribe: () => void } | null = null;
    loadShopperModule(loadApi, dispatch)
      .then((loaded) => {
        if (!live) return;
        setApi(loaded);
        subscription = dispatch(loaded.backInStockApi.endpoints.backInStock.initiate(productId));
      })
      .catch(() => {
        // Not knowing only means the button offers to ask again; saving again replaces the request.
      });
    return () => {
      live = false;
      subscription?.unsubscribe();
    };
  }, [wanted, owner, productId, dispatch]);

  const requests = useAppSelector((state) =>
    api && wanted ? api.backInStockApi.endpoints.backInStock.select(productId)(state).data : undefined,
  );

  /** The pending request for this variant, or null. */
  const requestFor = (variantId: number): SavedProductNotification | null => requests?.[variantId] ?? null;

  /** What a save (the request) or a cancel (null) left for this variant. */
  const keep = useCallback(
    (variantId: number, request: SavedProductNotification | null) => {
      if (owner === null) return;
      void loadApi().then((loaded) => dispatch(loaded.backInStockSaved(productId, variantId, request)));
    },
    [owner, productId, dispatch],
  );

  return { requestFor, keep };
}
