'use client';
// What the account form needs before it can be shown: the order (which item, whether it is open for the
// buyer's details) and the item's sign-in providers, read side by side through the shopper api with the
// buyer's token. A 401 goes to the session expiry once, and neither is read again.
import type { LoginProvider, Order, OrderItem } from '@/services/types/commerce';
import { useLoginProvidersQuery, useOrderQuery } from '@/store/api/orderApi';
import { useKeptData, useReadFailure, useSessionRead } from '@/components/shared/useSessionRead';

export type AccountFormData =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'notFound' }
  | { kind: 'ready'; order: Order; item: OrderItem; providers: LoginProvider[] };

/** Reads both. Someone else's order or item reads as not found. */
export function useAccountFormData(orderId: number, itemId: number): { data: AccountFormData; retry: () => void } {
  const session = useSessionRead();
  const options = { skip: session.stopped, refetchOnMountOrArgChange: true };
  const order = useOrderQuery(orderId, options);
  const providers = useLoginProvidersQuery(itemId, options);
  // The order speaks first: an item of another order, or of nobody's, is not this page's.
  const failure = useReadFailure(session, order.error ?? providers.error);
  const orderRead = useKeptData(session, order.currentData);
  const providersRead = useKeptData(session, providers.currentData);

  const retry = () => {
    if (session.stopped) return;
    void order.refetch();
    void providers.refetch();
  };

  const item = orderRead?.items.find((candidate) => candidate.id === itemId);
  if (orderRead && !item) return { data: { kind: 'notFound' }, retry };
  if (failure?.kind === 'notFound') return { data: { kind: 'notFound' }, retry };
  if (orderRead && item && providersRead)
    return { data: { kind: 'ready', order: orderRead, item, providers: providersRead }, retry };
  // A retry shows the skeleton until its answers; after a 401 the page keeps saying what it could not read.
  if (failure && (session.stopped || (!order.isFetching && !providers.isFetching)))
    return { data: { kind: 'failed', message: failure.message }, retry };
  return { data: { kind: 'loading' }, retry };
}
