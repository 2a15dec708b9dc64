// A service answered something its document does not say: a member the shop reads is missing or null, a value
// is one it does not know, an operation is gone. The reader that notices shows what it can and says so here,
// once per operation and field for the life of the page (docs/contracts/drift.md).
// On the server the observer counts it (server/metrics.ts); in a browser it goes to the server in one beacon
// after the current task, so a page that meets ten such fields sends one request and loads nothing for it.
import type { ServiceHost } from './http';
import { serverObserver } from './observer';

export type ContractDrift = {
  service: ServiceHost;
  /** The operationId of the document (`Order_Get`, `Product_GetGallries`). */
  operation: string;
  /** Where in the answer, from its value (`result`): `items[].product`, `timeLines[].isFinal`. */
  field: string;
};

export const CONTRACT_DRIFT_PATH = '/api/contract-mismatch';
/** At most this many notes in one beacon; a page that meets more sends them in later ones. */
export const MAX_DRIFTS_PER_REPORT = 20;

const noted = new Set<string>();
const pending: ContractDrift[] = [];

function send(): void {
  const batch = pending.splice(0, MAX_DRIFTS_PER_REPORT);
  if (pending.length > 0) queueMicrotask(send);
  if (batch.length === 0 || typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return;
  navigator.sendBeacon(
    CONTRACT_DRIFT_PATH,
    new Blob([JSON.stringify({ drifts: batch })], { type: 'application/json' }),
  );
}

export function reportContractDrift(drift: ContractDrift): void {
  if (typeof window === 'undefined') {
    serverObserver()?.contractDrift?.(drift);
    return;
  }
  const key = `${drift.service} ${drift.operation} ${drift.field}`;
  if (noted.has(key)) return;
  noted.add(key);
  if (pending.push(drift) === 1) setTimeout(send, 0);
}
