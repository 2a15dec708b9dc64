'use client';
// Field Web Vitals for a share of page views (VITALS_SAMPLE_RATE, read at build; 1 = all). The measuring code
// is fetched once the page is idle: it adds nothing to the first load.
import { useEffect } from 'react';
import { whenIdle } from '@/lib/when-idle';

/** The share of page views that report, between 0 and 1. */
export function vitalsSampleRate(value: string | undefined): number {
  const rate = Number(value ?? 1);
  return Number.isFinite(rate) ? Math.min(1, Math.max(0, rate)) : 1;
}

export function WebVitals() {
  useEffect(() => {
    if (typeof navigator.sendBeacon !== 'function' || Math.random() >= vitalsSampleRate(process.env.VITALS_SAMPLE_RATE))
      return;
    return whenIdle(() => void import('./web-vitals-reporter').then(({ reportWebVitals }) => reportWebVitals()));
  }, []);
  return null;
}
