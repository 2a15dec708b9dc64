// Field Web Vitals: each page view sends one small report when it is hidden (components/shell/web-vitals.ts).
// Anyone may send one, so it is bounded: from a page of this site, at most MAX_REPORT_BYTES, and exactly the
// shape of a report (lib/web-vitals-report-schema.ts). It adds to the instance's histograms and is not kept.
import { boundedText } from '@/lib/bounded-text';
import { MAX_REPORT_BYTES } from '@/lib/web-vitals-report';
import { parseWebVitalsReport } from '@/lib/web-vitals-report-schema';
import { serverObserver } from '@/services/observer';

export async function POST(request: Request): Promise<Response> {
  // A browser says where a request came from; another site's pages may not add to this one's figures.
  const site = request.headers.get('sec-fetch-site');
  if (site !== null && site !== 'same-origin') return new Response(null, { status: 403 });
  const body = await boundedText(request, MAX_REPORT_BYTES);
  if (body === null) return new Response(null, { status: 413 });
  const report = parseWebVitalsReport(body);
  if (!report) return new Response(null, { status: 400 });
  serverObserver()?.webVitals(report);
  return new Response(null, { status: 204 });
}
