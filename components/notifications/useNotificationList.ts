'use client';
// The shopper's "tell me when" requests (GetAllMine), a page at a time, newest first (the shopper api, store/api).
// A request cancelled here leaves the list as it leaves the service's, so the next page starts after what is shown.
import { useCallback } from 'react';
import type { ProductNotification } from '@/services/types/commerce';
import { notificationCancelled, notificationIdOf, useNotificationsInfiniteQuery } from '@/store/api/shopperApi';
import { useAppDispatch } from '@/store/hooks';
import { usePagedList, type PagedView } from '@/components/shared/usePagedList';

export type NotificationListView = PagedView<ProductNotification>;

export function useNotificationList() {
  const dispatch = useAppDispatch();
  const { view, loadMore, retry } = usePagedList(useNotificationsInfiniteQuery, undefined, notificationIdOf);
  const remove = useCallback((id: number) => void dispatch(notificationCancelled(id)), [dispatch]);
  return { view, loadMore, retry, remove };
}
