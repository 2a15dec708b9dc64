'use client';
// Reads one order (Order/Get) for its page through the shopper api: loading, the order, not found (a bad id, a
// missing order or someone else's: the service answers the same 404 for both), or a failure to show with a retry.
// A 401 ends the session. A paid order (the 'Order' tag) is read again.
import { skipToken } from '@reduxjs/toolkit/query/react';
import type { Order } from '@/services/types/commerce';
import { useOrderQuery } from '@/store/api/orderApi';
import { useKeptData, useReadFailure, useSessionRead } from '@/components/shared/useSessionRead';

export type OrderRead =
  { kind: 'loading' } | { kind: 'loaded'; order: Order } | { kind: 'notFound' } | { kind: 'failed'; message: string };

export function useOrder(orderId: number | null): { read: OrderRead; retry: () => void } {
  const session = useSessionRead();
  const query = useOrderQuery(orderId ?? skipToken, { skip: session.stopped, refetchOnMountOrArgChange: true });
  const failure = useReadFailure(session, query.error);
  const order = useKeptData(session, query.currentData);

  const retry = () => {
    if (!session.stopped) void query.refetch();
  };

  if (orderId === null || failure?.kind === 'notFound') return { read: { kind: 'notFound' }, retry };
  if (order) return { read: { kind: 'loaded', order }, retry };
  // After a 401 the error modal leads to /login; the page keeps saying what it could not read. A retry shows the
  // skeleton until its answer.
  if (failure && (session.stopped || !query.isFetching))
    return { read: { kind: 'failed', message: failure.message }, retry };
  return { read: { kind: 'loading' }, retry };
}
