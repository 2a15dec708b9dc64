// What the data layer and the endpoints tell the production server about themselves: each read of a service and
// its answer (checked against its document by the server), each field Web Vitals report, the shared cache's Redis
// coming and going, a reader's note of drift. The server (server/observability.ts) installs the observer; without it (`next dev`, unit tests) nothing is recorded. It lives on globalThis
// because the server and Next's bundles are separate module copies, as in request-outcome.ts.
import type { WebVitalsReport } from '@/lib/web-vitals-report';
import type { ContractDrift } from './contract-drift';
import type { ServiceHost } from './http';

/** How a read of a service ended: answered, an error status by class, no answer in time, or no connection. */
export type UpstreamOutcome = 'ok' | '4xx' | '5xx' | 'timeout' | 'unreachable';

export type UpstreamRead = {
  service: ServiceHost;
  /** The call without its ids: `/api/app/product/search-with-facets`, `/wp-json/wp/v2/posts`. */
  operation: string;
  outcome: UpstreamOutcome;
  status: number | null;
  seconds: number;
};

/** A service's answer as the server read it, for the server's check against the document (server/contract-check.ts). */
export type UpstreamAnswer = {
  service: ServiceHost;
  method: string;
  /** The path under the service's base URL, without its query. */
  path: string;
  status: number;
  body: unknown;
};

export type ServerObserver = {
  upstreamRead(read: UpstreamRead): void;
  webVitals(report: WebVitalsReport): void;
  /** True when the shared cache's Redis answers, false when it stops (server/shared-cache/cache-handler.mjs). */
  sharedCacheReady(ready: boolean): void;
  /** Each answer of a read that ended 2xx or 404, handed over as read; the server checks it against its document. */
  upstreamAnswer?(answer: UpstreamAnswer): void;
  /** A service answered what its document does not say (services/contract-drift.ts). */
  contractDrift?(drift: ContractDrift, from?: 'server' | 'browser'): void;
};

const OBSERVER_KEY = Symbol.for('gamino.serverObserver');

type Holder = typeof globalThis & { [OBSERVER_KEY]?: ServerObserver };

export function installServerObserver(observer: ServerObserver | undefined): void {
  (globalThis as Holder)[OBSERVER_KEY] = observer;
}

export function serverObserver(): ServerObserver | undefined {
  return (globalThis as Holder)[OBSERVER_KEY];
}
