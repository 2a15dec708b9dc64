// Whether a service failed to answer rather than answered no. Its own module, free of axios, so that the store
// can ask it without loading the services on every page.
import type { ServiceError } from './types/common';

/** Unreachable, timed out or a 5xx: the service did not answer, it did not refuse. */
export function isOutage(error: ServiceError): boolean {
  return error.kind === 'network' || (error.kind === 'server' && (error.status === null || error.status >= 500));
}
