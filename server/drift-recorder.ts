// What the server does with a difference between a service's answer and its document (docs/contracts/drift.md):
// counts it, `upstream_contract_mismatch_total{service,operation}`, once per answer or reader's note, and logs it
// once per operation and field per window, not once per request: a renamed field on a busy page is one line every
// ten minutes, not one per render. Answers are checked after the current task, off the render's path.
import { LRUCache } from 'lru-cache';
import type { Logger } from 'pino';
import type { ContractDrift } from '@/services/contract-drift';
import type { UpstreamAnswer } from '@/services/observer';
import { currentRequestId } from '@/services/server/request-outcome';
import { checkAnswer } from './contract-check';
import type { ShopMetrics } from './metrics';

/** A field that keeps differing is logged again after this long. */
export const DRIFT_LOG_WINDOW_MS = 10 * 60 * 1000;
/** Operation-and-field pairs remembered at once; past it the oldest may be logged again within its window. */
const MAX_REMEMBERED = 2_000;

type Options = {
  metrics: ShopMetrics | null;
  logger: Logger;
  windowMs?: number;
  /** When the check runs: after the current task by default; tests run it at once. */
  defer?: (task: () => void) => void;
  /** The window's clock, in milliseconds. */
  now?: () => number;
};

export type DriftRecorder = {
  /** An answer as the server read it: checked against its document, a mismatch counted and logged. */
  answer(answer: UpstreamAnswer): void;
  /** A reader's own note (services/contract-drift.ts), from the server or a browser's report. */
  drift(drift: ContractDrift, from: 'server' | 'browser'): void;
};

export function createDriftRecorder({
  metrics,
  logger,
  windowMs = DRIFT_LOG_WINDOW_MS,
  defer = setImmediate,
  now = () => performance.now(),
}: Options): DriftRecorder {
  const logged = new LRUCache<string, true>({ max: MAX_REMEMBERED, ttl: windowMs, ttlResolution: 0, perf: { now } });
  const enabled = () => metrics !== null || logger.isLevelEnabled('warn');

  function note(
    entry: { service: string; operation: string; field: string; kind: string; from: string },
    requestId: string | undefined,
  ): void {
    const key = `${entry.service} ${entry.operation} ${entry.field}`;
    if (logged.has(key)) return;
    logged.set(key, true);
    logger.warn({ requestId, ...entry }, 'a service answered what its document does not say');
  }

  return {
    answer(answer) {
      if (!enabled()) return;
      const requestId = currentRequestId();
      defer(() => {
        const mismatch = checkAnswer(answer);
        if (!mismatch) return;
        const { service, operation, kind } = mismatch;
        metrics?.contractMismatch(service, operation);
        if (kind === 'withdrawn') note({ service, operation, field: '(operation)', kind, from: 'server' }, requestId);
        for (const field of mismatch.fields) note({ service, operation, field, kind, from: 'server' }, requestId);
      });
    },
    drift({ service, operation, field }, from) {
      metrics?.contractMismatch(service, operation);
      note({ service, operation, field, kind: 'reader', from }, currentRequestId());
    },
  };
}
