// Measures this page view's Web Vitals with Google's web-vitals library and sends them, batched, when the page
// is hidden (the last moment a browser reliably runs script): one beacon to /api/vitals with the page's path
// (the server keeps only its route template), how it was reached and the connection's effective type. The
// library reads buffered entries, so it may start after the page is interactive and still see the first paint
// and the largest one.
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { CONNECTION_TYPES, VITALS_PATH, type WebVitalsBeacon } from '@/lib/web-vitals-report';

type Pending = { name: Metric['name']; value: number; navigation: Metric['navigationType'] };

function connectionType(): WebVitalsBeacon['connection'] {
  const type = (navigator as Navigator & { connection?: { effectiveType?: string } }).connection?.effectiveType;
  return CONNECTION_TYPES.find((known) => known === type) ?? 'unknown';
}

export function reportWebVitals(): void {
  // The page the visit landed on: values measured after a soft navigation still belong to it.
  const path = location.pathname;
  const pending = new Map<string, Pending>();
  // A metric is sent once: a later value of the same one (CLS after the page came back) is not counted twice.
  const sent = new Set<string>();

  const record = (metric: Metric) => {
    if (sent.has(metric.id)) return;
    pending.set(metric.id, { name: metric.name, value: metric.value, navigation: metric.navigationType });
  };

  const flush = () => {
    if (pending.size === 0) return;
    // One report per way of arriving: a page restored from the back-forward cache is a view of its own.
    const byNavigation = new Map<Pending['navigation'], Pending[]>();
    for (const entry of pending.values())
      byNavigation.set(entry.navigation, [...(byNavigation.get(entry.navigation) ?? []), entry]);
    for (const [navigation, entries] of byNavigation) {
      const report: WebVitalsBeacon = {
        path,
        navigation,
        connection: connectionType(),
        metrics: entries.map(({ name, value }) => ({ name, value })),
      };
      navigator.sendBeacon(VITALS_PATH, new Blob([JSON.stringify(report)], { type: 'application/json' }));
    }
    for (const id of pending.keys()) sent.add(id);
    pending.clear();
  };

  onCLS(record);
  onFCP(record);
  onINP(record);
  onLCP(record);
  onTTFB(record);
  addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flush());
  addEventListener('pagehide', flush);
}
