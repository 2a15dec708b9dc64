'use client';
// How many orders each tab holds (Order/GetStatistics). The counts only decorate the tabs: when they cannot be
// read the tabs go without them, and the list's own retry asks again.
import { useEffect, useState } from 'react';
import { getOrderStatistics } from '@/services/commerce';
import type { OrderStatistics } from '@/services/types/commerce';
import { useSessionExpiry } from '@/components/shared/useSessionExpiry';
import { serviceErrorOf } from '@/services/errors';

export function useOrderCounts(attempt: number): OrderStatistics | null {
  const expire = useSessionExpiry();
  const [counts, setCounts] = useState<OrderStatistics | null>(null);
  const missing = counts === null;

  useEffect(() => {
    if (!missing) return;
    let current = true;
    getOrderStatistics().then(
      (statistics) => {
        if (current) setCounts(statistics);
      },
      (failure: unknown) => {
        if (current) expire(serviceErrorOf(failure));
      },
    );
    return () => {
      current = false;
    };
  }, [attempt, missing, expire]);

  return counts;
}
