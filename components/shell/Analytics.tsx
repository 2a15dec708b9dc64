'use client';
// Analytics' part of the shell (docs/analytics.md): after each change of path, once the page is idle, its page
// view and what analytics collects from it (components/shared/analytics/collector.ts, fetched then; a change of
// the query alone is heard there). Part of every page's first load, so nothing more than this.
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { whenIdle } from '@/lib/when-idle';

export function Analytics() {
  const pathname = usePathname();
  useEffect(
    () => whenIdle(() => void import('@/components/shared/analytics/late').then(({ collectPage }) => collectPage())),
    [pathname],
  );
  return null;
}
