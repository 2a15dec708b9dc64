'use client';
// Reads one order (Order/Get) for its page: loading, the order, not found (a bad id, a missing order or someone
// else's: the service answers the same 404 for both), or a failure to show with a retry. A 401 ends the session.
import { useCallback, useEffect, useState } from 'react';
import { getOrder } from '@/services/commerce';
import { ServiceFailure, toServiceError } from '@/services/errors';
import type { Order } from '@/services/types/commerce';
import { useSessionExpiry } from '@/components/shared/useSessionExpiry';

export type OrderRead = { kind: 'loading' } | { kind: 'loaded'; order: Order } | { kind: 'notFound' } | { kind: 'failed'; message: string };

export function useOrder(orderId: number | null): { read: OrderRead; retry: () => void } {
  const expire = useSessionExpiry();
  const [read, setRead] = useState<OrderRead>(orderId === null ? { kind: 'notFound' } : { kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (orderId === null) return;
    let current = true;
    getOrder(orderId).then(
      (order) => {
        if (current) setRead({ kind: 'loaded', order });
      },
      (failure: unknown) => {
        if (!current) return;
        const error = failure instanceof ServiceFailure ? failure.error : toServiceError(failure);
        if (error.kind === 'notFound') {
          setRead({ kind: 'notFound' });
          return;
        }
        // After a 401 the error modal leads to /login; the page keeps saying what it could not read.
        expire(error);
        setRead({ kind: 'failed', message: error.message });
      },
    );
    return () => {
      current = false;
    };
  }, [orderId, attempt, expire]);

  const retry = useCallback(() => {
    setRead({ kind: 'loading' });
    setAttempt((count) => count + 1);
  }, []);

  return { read, retry };
}
