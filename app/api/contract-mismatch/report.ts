// What POST /api/contract-mismatch takes: exactly `{ drifts: [...] }` as services/contract-drift.ts sends it, each
// note naming one of the six services and one of that service's documented operationIds (so no report can add a
// label value to the metric), and a field that is only logged, bounded. Anything else is refused whole.
import { z } from 'zod';
import { HOSTS, type HostName } from '@/contracts/hosts';
import { OPERATIONS } from '@/contracts/generated/operations';
import { MAX_DRIFTS_PER_REPORT, type ContractDrift } from '@/services/contract-drift';

export const MAX_FIELD_LENGTH = 200;
/** A full report of long fields fits: 20 notes of about 300 bytes. */
export const MAX_DRIFT_REPORT_BYTES = 8 * 1024;

const operationIds = new Map<HostName, ReadonlySet<string>>(
  HOSTS.map((host) => [host, new Set(OPERATIONS[host].map((operation) => operation.id))]),
);

const drift = z
  .strictObject({
    service: z.enum(HOSTS),
    operation: z.string().max(100),
    field: z.string().min(1).max(MAX_FIELD_LENGTH),
  })
  .refine(({ service, operation }) => operationIds.get(service)!.has(operation), 'not an operation of the service');

const report = z.strictObject({ drifts: z.array(drift).min(1).max(MAX_DRIFTS_PER_REPORT) });

/** The notes of a request body, or null for anything that is not exactly such a report. */
export function parseDriftReport(body: string): ContractDrift[] | null {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return null;
  }
  const parsed = report.safeParse(json);
  return parsed.success ? parsed.data.drifts : null;
}
