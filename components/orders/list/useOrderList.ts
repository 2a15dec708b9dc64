'use client';
// One tab's orders, a page at a time, for the search in force (the shopper api, store/api). Each tab and search is
// its own list: a late answer for an older one never stands in for the newer, and a read no longer shown is aborted.
import type { Order, OrderTab } from '@/services/types/commerce';
import { orderIdOf, useOrdersInfiniteQuery } from '@/store/api/shopperApi';
import { usePagedList, type PagedView } from '@/components/shared/usePagedList';
import { ORDERS_PAGE_SIZE } from './list-query';

export type OrderListView = PagedView<Order>;

export function useOrderList(tab: OrderTab, query: string) {
  const { view, loadMore, retry } = usePagedList(
    useOrdersInfiniteQuery,
    { tab, idOrTitle: query || undefined, pageSize: ORDERS_PAGE_SIZE },
    orderIdOf,
  );
  return { view, loadMore, retry };
}
