// What the server learns about one request while Next renders it: did a service fail to answer? (And the
// request's id, for the log lines written while it is rendered.) The shop's
// server (server/shop-handler.ts) opens a record per request and turns a failed page into a 503 when one did. The
// record lives on globalThis because the server and Next's bundle of the data layer are separate module copies.
import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';

export type RequestOutcome = { serviceUnavailable: boolean; requestId?: string };

const STORAGE_KEY = Symbol.for('gamino.requestOutcome');

function storage(): AsyncLocalStorage<RequestOutcome> {
  const holder = globalThis as typeof globalThis & { [STORAGE_KEY]?: AsyncLocalStorage<RequestOutcome> };
  holder[STORAGE_KEY] ??= new AsyncLocalStorage<RequestOutcome>();
  return holder[STORAGE_KEY];
}

export function runWithRequestOutcome<T>(outcome: RequestOutcome, handle: () => T): T {
  return storage().run(outcome, handle);
}

/** A service did not answer (or answered 5xx) for the request being rendered; outside a request, nothing. */
export function noteServiceUnavailable(): void {
  const outcome = storage().getStore();
  if (outcome) outcome.serviceUnavailable = true;
}

/** The id of the request being rendered (X-Request-Id), if any. */
export function currentRequestId(): string | undefined {
  return storage().getStore()?.requestId;
}
