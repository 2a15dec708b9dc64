'use client';
// What the account form needs before it can be shown: the order (which item, whether it is open for the
// buyer's details) and the item's sign-in providers, read together in the browser with the buyer's token.
import { useCallback, useEffect, useState } from 'react';
import { getLoginProviders, getOrder } from '@/services/commerce';
import { serviceErrorOf } from '@/services/errors';
import type { LoginProvider, Order, OrderItem } from '@/services/types/commerce';
import type { ServiceError } from '@/services/types/common';

export type AccountFormData =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'notFound' }
  | { kind: 'ready'; order: Order; item: OrderItem; providers: LoginProvider[] };

/** Reads both; `expire` deals with a 401 first. Someone else's order or item reads as not found. */
export function useAccountFormData(orderId: number, itemId: number, expire: (error: ServiceError) => boolean) {
  const [data, setData] = useState<AccountFormData>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    void Promise.allSettled([getOrder(orderId), getLoginProviders(itemId)]).then(([order, providers]) => {
      if (!current) return;
      // The order speaks first: an item of another order, or of nobody's, is not this page's.
      const failure = order.status === 'rejected' ? order.reason : providers.status === 'rejected' ? providers.reason : null;
      const item = order.status === 'fulfilled' ? order.value.items.find((candidate) => candidate.id === itemId) : undefined;
      if (order.status === 'fulfilled' && !item) return setData({ kind: 'notFound' });
      if (failure !== null) {
        const error = serviceErrorOf(failure);
        if (error.kind === 'notFound') return setData({ kind: 'notFound' });
        expire(error);
        return setData({ kind: 'failed', message: error.message });
      }
      if (order.status === 'fulfilled' && providers.status === 'fulfilled' && item) {
        setData({ kind: 'ready', order: order.value, item, providers: providers.value });
      }
    });
    return () => {
      current = false;
    };
  }, [orderId, itemId, attempt, expire]);

  const retry = useCallback(() => {
    setData({ kind: 'loading' });
    setAttempt((count) => count + 1);
  }, []);

  return { data, retry };
}
