// What every commerce call shares: the one client and the reading of a 404 as "none".
import { CommerceError } from '../errors';
import { createClient } from '../http';

// The Bearer token goes along whenever one is stored: it selects the user's cart (docs/contracts/commerce.md, Cart).
export const client = (deviceId: string | null = null) => createClient('commerce', { auth: true, deviceId });

/** A 404 means "no such thing": the caller renders its empty state. */
export async function nullWhenNotFound<T>(request: Promise<T>): Promise<T | null> {
  try {
    return await request;
  } catch (err) {
    if (err instanceof CommerceError && err.error.kind === 'notFound') return null;
    throw err;
  }
}
