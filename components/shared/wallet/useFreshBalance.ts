'use client';
// The wallet balance is never cached: a screen that shows it asks the payment service again on arrival.
import { useCallback, useEffect } from 'react';
import { useAppDispatch, useAppStore } from '@/store/hooks';
import { fetchBalance } from '@/store/slices/authSlice';
import { useSessionExpiry } from '@/components/shared/useSessionExpiry';

export function useFreshBalance() {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const expire = useSessionExpiry();

  const refresh = useCallback(async () => {
    const result = await dispatch(fetchBalance()).unwrap();
    if (!result.ok) expire(result.error);
  }, [dispatch, expire]);

  useEffect(() => {
    // The start-up may be fetching it right now; one request is enough.
    if (!store.getState().auth.balanceLoading) void refresh();
  }, [store, refresh]);

  return refresh;
}
