// The bounds of a Web Vitals report (lib/web-vitals-report.ts) as app/api/vitals/route.ts checks them: anything
// outside them is refused whole. Kept apart from the report's names so that zod never reaches the browser.
import { z } from 'zod';
import { PAGE_ROUTES, pageRouteOf } from './route-templates';
import {
  CONNECTION_TYPES,
  MAX_REPORT_BYTES,
  METRIC_NAMES,
  NAVIGATION_TYPES,
  type WebVitalsReport,
} from './web-vitals-report';

/** Times are in milliseconds as the browser measures them; a page hidden after ten minutes reports no more. */
const MAX_MILLISECONDS = 600_000;
/** Layout shift is unitless; a page that shifts by more than this is measuring something else. */
const MAX_CLS = 10;

const metric = z
  .strictObject({ name: z.enum(METRIC_NAMES), value: z.number().min(0) })
  .refine(({ name, value }) => value <= (name === 'CLS' ? MAX_CLS : MAX_MILLISECONDS), 'value out of range');

/** A pathname is well under the body's bound; one longer than this is not a page of the shop. */
const MAX_PATH_LENGTH = 512;

const measured = {
  navigation: z.enum(NAVIGATION_TYPES),
  connection: z.enum(CONNECTION_TYPES),
  metrics: z
    .array(metric)
    .min(1)
    .max(METRIC_NAMES.length)
    .refine((list) => new Set(list.map((entry) => entry.name)).size === list.length, 'one value per metric'),
};

// A page sends its path, and only its route template is kept: an address no page has is refused. A page built
// before that sent the template itself (`route`), and an open tab may still send one so.
const report = z.union([
  z
    .strictObject({
      ...measured,
      path: z
        .string()
        .startsWith('/')
        .max(MAX_PATH_LENGTH)
        .regex(/^[^?#]*$/),
    })
    .transform(({ path, ...rest }, context) => {
      const route = pageRouteOf(path);
      if (route) return { route, ...rest };
      context.addIssue({ code: 'custom', message: 'no page has this address', path: ['path'] });
      return z.NEVER;
    }),
  z.strictObject({ ...measured, route: z.enum(PAGE_ROUTES) }),
]);

/** The report in a request body, or null for anything that is not exactly one. */
export function parseWebVitalsReport(body: string): WebVitalsReport | null {
  if (new TextEncoder().encode(body).length > MAX_REPORT_BYTES) return null;
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return null;
  }
  const parsed = report.safeParse(json);
  return parsed.success ? (parsed.data satisfies WebVitalsReport) : null;
}
