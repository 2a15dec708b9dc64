// "Tell me when" requests as commerce keeps them (docs/contracts/commerce.md, "Notify me"): one per user,
// product, variant (or the whole product) and type; saving with channels replaces that request, saving with
// none deletes it. A restock marks the back-in-stock requests it answers as sent.
import type { components } from '../../contracts/generated/commerce';
import { abpDateTime } from '../dates';
import { inTransaction, type Db } from '../db/database';
import { loadProducts } from './catalog';
import { stockStatusOf, variantTitle } from './prices';
import { coverOf } from './product-card';

export type NotificationType = components['schemas']['ProductNotificationType'];
/** The channels a request can use; `None` (nothing) only cancels. */
export type NotificationChannel = components['schemas']['NotificationChannel'];
type NotificationStatus = components['schemas']['ProductNotificationStatus'];

type NotificationRow = {
  id: number;
  user_id: number;
  product_id: number;
  product_variant_id: number | null;
  type: NotificationType;
  channels: string;
  status: NotificationStatus;
  creation_time: string;
  sent_time: string | null;
};

export type NotificationKey = { userId: number; productId: number; variantId: number | null; type: NotificationType };

const KEY_CONDITION = 'user_id = ? AND product_id = ? AND COALESCE(product_variant_id, 0) = ? AND type = ?';
const keyValues = (key: NotificationKey) => [key.userId, key.productId, key.variantId ?? 0, key.type];

/**
 * Saves the request under its key with these channels, or deletes it when there are none. A pending request
 * keeps its date; one already sent is asked for anew (pending again, dated now). Returns the row id, or null.
 */
export function saveRequest(
  db: Db,
  key: NotificationKey,
  channels: NotificationChannel[],
  at = new Date(),
): number | null {
  return inTransaction(db, () => {
    if (channels.length === 0) {
      db.prepare(`DELETE FROM commerce_product_notifications WHERE ${KEY_CONDITION}`).run(...keyValues(key));
      return null;
    }
    const existing = db
      .prepare(`SELECT id, status FROM commerce_product_notifications WHERE ${KEY_CONDITION}`)
      .get(...keyValues(key)) as Pick<NotificationRow, 'id' | 'status'> | undefined;
    const json = JSON.stringify(channels);
    if (existing?.status === 'Pending') {
      db.prepare('UPDATE commerce_product_notifications SET channels = ? WHERE id = ?').run(json, existing.id);
      return existing.id;
    }
    if (existing) {
      db.prepare(
        "UPDATE commerce_product_notifications SET channels = ?, status = 'Pending', creation_time = ?, sent_time = NULL WHERE id = ?",
      ).run(json, at.toISOString(), existing.id);
      return existing.id;
    }
    const inserted = db
      .prepare(
        `INSERT INTO commerce_product_notifications (user_id, product_id, product_variant_id, type, channels, status, creation_time)
         VALUES (?, ?, ?, ?, ?, 'Pending', ?)`,
      )
      .run(key.userId, key.productId, key.variantId, key.type, json, at.toISOString());
    return Number(inserted.lastInsertRowid);
  });
}

/**
 * Sets a variant's stock. When it has stock, every pending back-in-stock request for that variant, or for its
 * product as a whole, is marked sent (the sandbox sends nothing: the request's state is what can be read).
 */
export function restockVariant(db: Db, variantId: number, stock: number, at = new Date()) {
  return inTransaction(db, () => {
    const variant = db
      .prepare(
        'SELECT v.product_id, v.preorder, p.slug FROM commerce_variants v JOIN commerce_products p ON p.id = v.product_id WHERE v.id = ?',
      )
      .get(variantId) as { product_id: number; preorder: number; slug: string } | undefined;
    if (!variant) return null;
    db.prepare('UPDATE commerce_variants SET stock = ? WHERE id = ?').run(stock, variantId);
    const sent =
      stock > 0
        ? db
            .prepare(
              `UPDATE commerce_product_notifications SET status = 'Sent', sent_time = ?
               WHERE status = 'Pending' AND type = 'ProductAvailable'
                 AND (product_variant_id = ? OR (product_variant_id IS NULL AND product_id = ?))`,
            )
            .run(at.toISOString(), variantId, variant.product_id).changes
        : 0;
    return { productSlug: variant.slug, status: stockStatusOf({ stock, preorder: variant.preorder === 1 }), sent };
  });
}

/** The requests of one user, newest first: all of them, or one product's. */
function requestRows(
  db: Db,
  userId: number,
  productId: number | null,
  page?: { skipCount: number; maxResultCount: number },
) {
  const where = productId === null ? 'user_id = ?' : 'user_id = ? AND product_id = ?';
  const values = productId === null ? [userId] : [userId, productId];
  const limit = page ? ' LIMIT ? OFFSET ?' : '';
  const rows = db
    .prepare(`SELECT * FROM commerce_product_notifications WHERE ${where} ORDER BY creation_time DESC, id DESC${limit}`)
    .all(...values, ...(page ? [page.maxResultCount, page.skipCount] : [])) as NotificationRow[];
  const { total } = db
    .prepare(`SELECT COUNT(*) AS total FROM commerce_product_notifications WHERE ${where}`)
    .get(...values) as { total: number };
  return { total, rows };
}

function requestDtos(db: Db, rows: NotificationRow[]) {
  const products = new Map(loadProducts(db).map((product) => [product.id, product]));
  return rows.map((row) => {
    const product = products.get(row.product_id)!;
    const variant = product.variants.find((candidate) => candidate.id === row.product_variant_id) ?? null;
    return {
      id: row.id,
      productId: row.product_id,
      productVariantId: row.product_variant_id,
      type: row.type,
      channels: JSON.parse(row.channels) as NotificationChannel[],
      status: row.status,
      creationTime: abpDateTime(row.creation_time),
      sentTime: row.sent_time === null ? null : abpDateTime(row.sent_time),
      product: {
        id: product.id,
        name: product.name,
        persianName: product.persianName,
        slug: product.slug,
        ...coverOf(product),
      },
      variant: variant ? { id: variant.id, name: variantTitle(variant), status: stockStatusOf(variant) } : null,
    };
  });
}

export function requestById(db: Db, id: number) {
  const row = db.prepare('SELECT * FROM commerce_product_notifications WHERE id = ?').get(id) as NotificationRow;
  return requestDtos(db, [row])[0];
}

/** ProductNotification/GetMine: the user's requests for one product. */
export function requestsForProduct(db: Db, userId: number, productId: number) {
  return requestDtos(db, requestRows(db, userId, productId).rows);
}

/** ProductNotification/GetAllMine: a page of all the user's requests. */
export function requestsPage(db: Db, userId: number, page: { skipCount: number; maxResultCount: number }) {
  const { total, rows } = requestRows(db, userId, null, page);
  return { totalCount: total, items: requestDtos(db, rows) };
}
