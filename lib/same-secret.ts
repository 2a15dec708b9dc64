// Whether a secret a request carries is the configured one, in time that does not depend on where they differ
// (the publishing webhook's secret, the metrics token). Server only: node:crypto.
import { timingSafeEqual } from 'node:crypto';

export function sameSecret(given: string | null | undefined, expected: string): boolean {
  if (given == null) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
