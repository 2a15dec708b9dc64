// Whose cart a call means (docs/contracts/commerce.md, "Whose cart"): a valid Bearer → the user's cart (an anonymous
// X-Device-Id cart sent along is merged into it); otherwise the anonymous cart of X-Device-Id; with neither,
// AddItem starts a cart under a new server-issued deviceId and the reads answer null.
// A bad or expired token is simply anonymous here: cart calls never answer 401.
import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { optionalUserId } from '../abp/auth';
import { inTransaction, type Db } from '../db/database';

/** At most this many of one variant in a cart line. */
export const MAX_LINE_QUANTITY = 99;

export type CartOwner = { userId: number | null; deviceId: string | null };

export type CartRow = { id: number; device_id: string; user_id: number | null };

/** Who is asking: the Bearer's user (when valid) and the X-Device-Id header (when sensible). */
export async function cartOwner(c: Context): Promise<CartOwner> {
  const deviceId = (c.req.header('x-device-id') ?? '').trim();
  return { userId: await optionalUserId(c), deviceId: deviceId && deviceId.length <= 64 ? deviceId : null };
}

export const now = () => new Date().toISOString();

function insertCart(db: Db, userId: number | null): CartRow {
  const deviceId = randomUUID();
  const time = now();
  const result = db
    .prepare(
      'INSERT INTO commerce_carts (device_id, user_id, creation_time, last_modification_time) VALUES (?, ?, ?, ?)',
    )
    .run(deviceId, userId, time, time);
  return { id: Number(result.lastInsertRowid), device_id: deviceId, user_id: userId };
}

export const touch = (db: Db, cartId: number) =>
  db.prepare('UPDATE commerce_carts SET last_modification_time = ? WHERE id = ?').run(now(), cartId);

/** Moves an anonymous cart's lines into the user's cart: quantities add up, capped by stock. */
function mergeInto(db: Db, target: CartRow, source: CartRow) {
  const lines = db
    .prepare(
      `SELECT ci.variant_id, ci.quantity, v.stock, mine.quantity AS existing
       FROM commerce_cart_items ci JOIN commerce_variants v ON v.id = ci.variant_id
       LEFT JOIN commerce_cart_items mine ON mine.cart_id = ? AND mine.variant_id = ci.variant_id
       WHERE ci.cart_id = ? ORDER BY ci.id`,
    )
    .all(target.id, source.id) as { variant_id: number; quantity: number; stock: number; existing: number | null }[];
  for (const line of lines) {
    const existing = line.existing ?? 0;
    // Never below what the user's own line already held; an out-of-stock line nobody held is dropped.
    const quantity = Math.max(existing, Math.min(existing + line.quantity, line.stock, MAX_LINE_QUANTITY));
    if (quantity === 0) continue;
    db.prepare(
      `INSERT INTO commerce_cart_items (cart_id, variant_id, quantity, creation_time) VALUES (?, ?, ?, ?)
       ON CONFLICT (cart_id, variant_id) DO UPDATE SET quantity = excluded.quantity`,
    ).run(target.id, line.variant_id, quantity, now());
  }
  db.prepare('DELETE FROM commerce_carts WHERE id = ?').run(source.id);
  touch(db, target.id);
}

/** The cart the owner means (merging as described above), created only when `create` is set. */
export function resolveCart(db: Db, owner: CartOwner, create: boolean): CartRow | null {
  return inTransaction(db, () => {
    const anonymous = owner.deviceId
      ? ((db
          .prepare('SELECT id, device_id, user_id FROM commerce_carts WHERE device_id = ? AND user_id IS NULL')
          .get(owner.deviceId) as CartRow | undefined) ?? null)
      : null;
    if (owner.userId === null) return anonymous ?? (create ? insertCart(db, null) : null);

    const mine =
      (db.prepare('SELECT id, device_id, user_id FROM commerce_carts WHERE user_id = ?').get(owner.userId) as
        CartRow | undefined) ?? null;
    if (anonymous && !mine) {
      // The user has no cart yet: the anonymous one becomes theirs and keeps its deviceId.
      db.prepare('UPDATE commerce_carts SET user_id = ? WHERE id = ?').run(owner.userId, anonymous.id);
      return { ...anonymous, user_id: owner.userId };
    }
    if (anonymous && mine) mergeInto(db, mine, anonymous);
    return mine ?? (create ? insertCart(db, owner.userId) : null);
  });
}
