// The wishlist (docs/contracts/commerce.md, "Wishlist"; CONTRACTS §12.4): each user's games, a product once
// each, newest first. Adding a game already there keeps the one entry and its date; removing one not there
// is no error either.
import type { Hono } from 'hono';
import { z } from 'zod';
import { requireUserId } from '../abp/auth';
import { bindBody, bindQuery, pagingShape } from '../abp/binding';
import { ok } from '../abp/envelope';
import { EntityNotFoundError } from '../abp/errors';
import { abpDateTime } from '../dates';
import type { Db } from '../db/database';
import type { SandboxDeps } from '../deps';
import { loadProducts, type ProductRecord } from './catalog';
import { minVariantOf } from './prices';
import { coverOf } from './product-card';

const productIdInput = z.object({ productId: z.coerce.number().int().positive() });
const getAllInput = z.object(pagingShape);

type WishlistRow = { id: number; product_id: number; creation_time: string };
type CategoryRow = { product_id: number; name: string; slug: string };

export function productExists(db: Db, productId: number): boolean {
  return db.prepare('SELECT 1 FROM commerce_products WHERE id = ?').get(productId) !== undefined;
}

/** Puts the game on the user's list unless it is there already (it keeps its place and date then). */
export function addToWishlist(db: Db, userId: number, productId: number, at = new Date()): void {
  db.prepare('INSERT OR IGNORE INTO commerce_wishlist_items (user_id, product_id, creation_time) VALUES (?, ?, ?)').run(
    userId,
    productId,
    at.toISOString(),
  );
}

/** Each product's categories in the product's own order, for the products asked for. */
function categoriesOf(db: Db, productIds: number[]): Map<number, { name: string; slug: string }[]> {
  const categories = new Map<number, { name: string; slug: string }[]>();
  if (productIds.length === 0) return categories;
  const rows = db
    .prepare(
      `SELECT pc.product_id, c.name, c.slug FROM commerce_product_categories pc JOIN commerce_categories c ON c.id = pc.category_id
       WHERE pc.product_id IN (${productIds.map(() => '?').join(', ')}) ORDER BY pc.product_id, pc.position`,
    )
    .all(...productIds) as CategoryRow[];
  for (const row of rows)
    categories.set(row.product_id, [...(categories.get(row.product_id) ?? []), { name: row.name, slug: row.slug }]);
  return categories;
}

/** The contract's product ({ id, name, slug, filePath, fileAltAttribute, categories }) plus this project's price. */
function wishlistProduct(product: ProductRecord, categories: { name: string; slug: string }[]) {
  return {
    id: product.id,
    name: product.name,
    persianName: product.persianName,
    slug: product.slug,
    ...coverOf(product),
    categories,
    minVariant: minVariantOf(product.variants),
  };
}

function wishlistPage(db: Db, userId: number, skipCount: number, maxResultCount: number) {
  const { total } = db
    .prepare('SELECT COUNT(*) AS total FROM commerce_wishlist_items WHERE user_id = ?')
    .get(userId) as { total: number };
  const rows = db
    .prepare(
      `SELECT id, product_id, creation_time FROM commerce_wishlist_items WHERE user_id = ?
       ORDER BY creation_time DESC, id DESC LIMIT ? OFFSET ?`,
    )
    .all(userId, maxResultCount, skipCount) as WishlistRow[];
  const products = new Map(loadProducts(db).map((product) => [product.id, product]));
  const categories = categoriesOf(
    db,
    rows.map((row) => row.product_id),
  );
  const items = rows.map((row) => ({
    id: row.id,
    creationTime: abpDateTime(row.creation_time),
    product: wishlistProduct(products.get(row.product_id)!, categories.get(row.product_id) ?? []),
  }));
  return { totalCount: total, items };
}

export function mountWishlistRoutes(app: Hono, deps: SandboxDeps) {
  const { db } = deps;

  app.post('/api/services/app/Wishlist/Add', async (c) => {
    const userId = await requireUserId(c);
    const { productId } = await bindBody(c, productIdInput);
    if (!productExists(db, productId)) throw new EntityNotFoundError('Product', productId);
    addToWishlist(db, userId, productId);
    return ok(c);
  });

  app.delete('/api/services/app/Wishlist/Remove', async (c) => {
    const userId = await requireUserId(c);
    const { productId } = bindQuery(c, productIdInput);
    db.prepare('DELETE FROM commerce_wishlist_items WHERE user_id = ? AND product_id = ?').run(userId, productId);
    return ok(c);
  });

  // POST with the id in the query and no body, as the contract has it (a primitive parameter binds from the query).
  app.post('/api/services/app/Wishlist/Exists', async (c) => {
    const userId = await requireUserId(c);
    const { productId } = bindQuery(c, productIdInput);
    const row = db
      .prepare('SELECT 1 FROM commerce_wishlist_items WHERE user_id = ? AND product_id = ?')
      .get(userId, productId);
    return ok(c, row !== undefined);
  });

  app.get('/api/services/app/Wishlist/GetAll', async (c) => {
    const userId = await requireUserId(c);
    const { skipCount, maxResultCount } = bindQuery(c, getAllInput);
    return ok(c, wishlistPage(db, userId, skipCount, maxResultCount));
  });
}
