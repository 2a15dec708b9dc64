// The instance's Prometheus metrics (prom-client): field Web Vitals by route, the server's own requests, the
// services it reads and where their answers differ from the documents, the render cache and the shared cache's Redis, and Node's process metrics. Served at
// /api/metrics (server/observability.ts); docs/observability.md lists them with the alerts built on them.
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { MetricName, WebVitalsReport } from '@/lib/web-vitals-report';
import type { UpstreamRead } from '@/services/observer';

/** Where a page came from: Next's render cache, a page the server kept a moment, a render for this request. */
export type ResponseSource = 'cache' | 'kept' | 'render' | 'static' | 'other';
export type RenderCacheOutcome = 'hit' | 'stale' | 'miss';

// Around the thresholds Google rates by (LCP 2.5/4 s, FCP 1.8/3 s, TTFB 0.8/1.8 s, INP 0.2/0.5 s, CLS 0.1/0.25),
// so the share of good, needs-improvement and poor views can be read straight off the buckets.
const SECONDS_BUCKETS = {
  LCP: [0.5, 1, 1.5, 2, 2.5, 3, 4, 6, 10],
  FCP: [0.5, 1, 1.5, 1.8, 2.5, 3, 4, 6, 10],
  TTFB: [0.1, 0.2, 0.4, 0.8, 1.2, 1.8, 3, 6],
  INP: [0.05, 0.1, 0.15, 0.2, 0.3, 0.5, 1, 2],
} as const;
const CLS_BUCKETS = [0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1];
const REQUEST_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const UPSTREAM_BUCKETS = [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 4, 8];

export type ShopMetrics = ReturnType<typeof createMetrics>;

export function createMetrics({ processMetrics = true }: { processMetrics?: boolean } = {}) {
  const registry = new Registry();
  if (processMetrics) collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const vitals = Object.fromEntries(
    (['LCP', 'INP', 'FCP', 'TTFB'] as const).map((name) => [
      name,
      new Histogram({
        name: `web_vitals_${name.toLowerCase()}_seconds`,
        help: `Field ${name} of page views, in seconds, by route template.`,
        labelNames: ['route'],
        buckets: [...SECONDS_BUCKETS[name]],
        registers,
      }),
    ]),
  ) as Record<Exclude<MetricName, 'CLS'>, Histogram<'route'>>;
  const cls = new Histogram({
    name: 'web_vitals_cls',
    help: 'Field CLS of page views, by route template.',
    labelNames: ['route'],
    buckets: CLS_BUCKETS,
    registers,
  });
  const vitalsReports = new Counter({
    name: 'web_vitals_reports_total',
    help: 'Page views measured in the field, by route template, navigation type and effective connection type.',
    labelNames: ['route', 'navigation_type', 'connection'],
    registers,
  });
  const requests = new Histogram({
    name: 'http_server_request_duration_seconds',
    help: 'Requests the server answered, by route template, method, status and where the answer came from.',
    labelNames: ['route', 'method', 'status', 'source'],
    buckets: REQUEST_BUCKETS,
    registers,
  });
  const renderCache = new Counter({
    name: 'render_cache_requests_total',
    help: "Pages asked of Next's render cache, by outcome: hit, stale (served while it is refreshed) or miss.",
    labelNames: ['outcome'],
    registers,
  });
  const upstream = new Histogram({
    name: 'upstream_request_duration_seconds',
    help: 'Reads the server made of a service, by service, operation and outcome (ok, 4xx, 5xx, timeout, unreachable).',
    labelNames: ['service', 'operation', 'outcome'],
    buckets: UPSTREAM_BUCKETS,
    registers,
  });
  const contractMismatches = new Counter({
    name: 'upstream_contract_mismatch_total',
    help: "Answers of a service that differ from its contract document (a required member missing, a value of another type or outside its enum, an operation withdrawn), and readers' notes of the same, by service and operationId.",
    labelNames: ['service', 'operation'],
    registers,
  });
  let redis: Gauge | null = null;

  return {
    registry,
    webVitals(report: WebVitalsReport) {
      // A view may send its values in more than one report (CLS can come after the others); it measures TTFB
      // once, so the report that carries it counts the view.
      if (report.metrics.some((metric) => metric.name === 'TTFB')) {
        vitalsReports.inc({ route: report.route, navigation_type: report.navigation, connection: report.connection });
      }
      for (const { name, value } of report.metrics) {
        if (name === 'CLS') cls.observe({ route: report.route }, value);
        else vitals[name].observe({ route: report.route }, value / 1000);
      }
    },
    request(labels: { route: string; method: string; status: number; source: ResponseSource }, seconds: number) {
      requests.observe({ ...labels, status: String(labels.status) }, seconds);
    },
    renderCache(outcome: RenderCacheOutcome) {
      renderCache.inc({ outcome });
    },
    upstreamRead({ service, operation, outcome, seconds }: UpstreamRead) {
      upstream.observe({ service, operation, outcome }, seconds);
    },
    /** `operation` is a documented operationId (server/contract-check.ts, app/api/contract-mismatch), never free text. */
    contractMismatch(service: string, operation: string) {
      contractMismatches.inc({ service, operation });
    },
    /** Only an instance with a shared cache has the gauge: a lone server has no Redis to be down. */
    sharedCacheReady(ready: boolean) {
      redis ??= new Gauge({
        name: 'shared_cache_redis_up',
        help: "1 while the shared cache's Redis answers, 0 while it does not.",
        registers,
      });
      redis.set(ready ? 1 : 0);
    },
  };
}
