// What POST /__sandbox/restock asks of the service that keeps stock (commerce): a variant's new stock, and
// the answer to it.

export type Restock = { variantId: number; stock: number };

export type Restocked =
  | { ok: true; variantId: number; productSlug: string; stock: number; status: string; sent: number }
  | { ok: false; error: string };

/** Most a variant may be given: enough for any test, small enough to stay a plausible stock. */
export const MAX_STOCK = 10_000;

/** `{ variantId, stock }` with a positive whole variant id and a whole stock from 0 to MAX_STOCK, or null. */
export function restockInput(body: Record<string, unknown>): Restock | null {
  const { variantId, stock } = body;
  if (typeof variantId !== 'number' || !Number.isInteger(variantId) || variantId <= 0) return null;
  if (typeof stock !== 'number' || !Number.isInteger(stock) || stock < 0 || stock > MAX_STOCK) return null;
  return { variantId, stock };
}
