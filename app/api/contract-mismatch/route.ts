// A browser's notes of drift (services/contract-drift.ts): a reader met a service answering what its document does
// not say. Anyone may post here, so it is bounded as /api/vitals is: from a page of this site, at most
// MAX_DRIFT_REPORT_BYTES, and exactly the shape of a report (./report.ts). Each note is counted and logged by the
// server's observer (server/drift-recorder.ts); nothing is kept per visitor.
import { boundedText } from '@/lib/bounded-text';
import { serverObserver } from '@/services/observer';
import { MAX_DRIFT_REPORT_BYTES, parseDriftReport } from './report';

export async function POST(request: Request): Promise<Response> {
  const site = request.headers.get('sec-fetch-site');
  if (site !== null && site !== 'same-origin') return new Response(null, { status: 403 });
  const body = await boundedText(request, MAX_DRIFT_REPORT_BYTES);
  if (body === null) return new Response(null, { status: 413 });
  const drifts = parseDriftReport(body);
  if (!drifts) return new Response(null, { status: 400 });
  const observer = serverObserver();
  for (const drift of drifts) observer?.contractDrift?.(drift, 'browser');
  return new Response(null, { status: 204 });
}
