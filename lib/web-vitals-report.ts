// What a page view reports of its Web Vitals (components/shell/web-vitals-reporter.ts sends it,
// app/api/vitals/route.ts takes it): the page's path, how it was reached and over what connection, and at most
// one value per metric. The server keeps only the path's route template (lib/route-templates.ts), so the
// browser never loads the table of page kinds to find it. The browser loads this module: its checks are in
// web-vitals-report-schema.ts.
import type { PageRoute } from './route-templates';

export const VITALS_PATH = '/api/vitals';

/** A report is a few hundred bytes; a body longer than this is not one. */
export const MAX_REPORT_BYTES = 1024;

export const METRIC_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type MetricName = (typeof METRIC_NAMES)[number];

/** web-vitals' navigation types. */
export const NAVIGATION_TYPES = [
  'navigate',
  'reload',
  'back-forward',
  'back-forward-cache',
  'prerender',
  'restore',
  'soft-navigation',
] as const;
/** The Network Information API's effective types, and 'unknown' where the browser has none (Safari, Firefox). */
export const CONNECTION_TYPES = ['slow-2g', '2g', '3g', '4g', 'unknown'] as const;

type Measured = {
  navigation: (typeof NAVIGATION_TYPES)[number];
  connection: (typeof CONNECTION_TYPES)[number];
  metrics: { name: MetricName; value: number }[];
};

/** What a page sends: its pathname, no query. */
export type WebVitalsBeacon = Measured & { path: string };

/** What the server takes from it: the route template in place of the path. */
export type WebVitalsReport = Measured & { route: PageRoute };
