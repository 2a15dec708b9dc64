// The cart (CONTRACTS §4.5, §4.6). Whose cart a call means: a valid Bearer → the user's cart (an anonymous
// X-Device-Id cart sent along is merged into it); otherwise the anonymous cart of X-Device-Id; with neither,
// AddItem starts a cart under a new server-issued deviceId and the reads answer null.
// A bad or expired token is simply anonymous here: cart calls never answer 401.
import { randomUUID } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { optionalUserId } from '../abp/auth';
import { bindBody, bindQuery } from '../abp/binding';
import { ok } from '../abp/envelope';
import { EntityNotFoundError, UserFriendlyError } from '../abp/errors';
import { inTransaction, type Db } from '../db/database';
import type { SandboxDeps } from '../deps';
import { accountTypeLabels, platformLabels } from '../seed/vocabulary';
import {
  CURRENCY,
  coverOf,
  salePriceOf,
  stockStatusOf,
  toVariant,
  variantTitle,
  type VariantRecord,
  type VariantRow,
} from './catalog';
import { persianNumber } from './text';

export const MAX_LINE_QUANTITY = 99;

export const cartMessages = {
  unknownVariant: 'محصول موجود نیست',
  outOfStock: 'موجودی این محصول به پایان رسیده است.',
  beyondStock: (stock: number) => `از این محصول تنها ${persianNumber(stock)} عدد موجود است.`,
  quantity: `تعداد باید عددی بین ۱ و ${persianNumber(MAX_LINE_QUANTITY)} باشد.`,
};

export type CartOwner = { userId: number | null; deviceId: string | null };

type CartRow = { id: number; device_id: string; user_id: number | null };

type ProductRef = { id: number; slug: string; name: string; persianName: string };

/** Who is asking: the Bearer's user (when valid) and the X-Device-Id header (when sensible). */
export async function cartOwner(c: Context): Promise<CartOwner> {
  const deviceId = (c.req.header('x-device-id') ?? '').trim();
  return { userId: await optionalUserId(c), deviceId: deviceId && deviceId.length <= 64 ? deviceId : null };
}

const now = () => new Date().toISOString();

function insertCart(db: Db, userId: number | null): CartRow {
  const deviceId = randomUUID();
  const time = now();
  const result = db
    .prepare('INSERT INTO commerce_carts (device_id, user_id, creation_time, last_modification_time) VALUES (?, ?, ?, ?)')
    .run(deviceId, userId, time, time);
  return { id: Number(result.lastInsertRowid), device_id: deviceId, user_id: userId };
}

const touch = (db: Db, cartId: number) =>
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
        | CartRow
        | undefined) ?? null;
    if (anonymous && !mine) {
      // The user has no cart yet: the anonymous one becomes theirs and keeps its deviceId.
      db.prepare('UPDATE commerce_carts SET user_id = ? WHERE id = ?').run(owner.userId, anonymous.id);
      return { ...anonymous, user_id: owner.userId };
    }
    if (anonymous && mine) mergeInto(db, mine, anonymous);
    return mine ?? (create ? insertCart(db, owner.userId) : null);
  });
}

/** CartVariant: a variant as cart lines and order items show it; `prices` overrides for a past order. */
export function cartVariant(
  variant: VariantRecord,
  product: ProductRef,
  prices: { regularPrice: number; salePrice: number } = { regularPrice: variant.regularPrice, salePrice: salePriceOf(variant) },
) {
  const title = variantTitle(variant);
  return {
    id: variant.id,
    name: title,
    description: title,
    attributes: [accountTypeLabels[variant.accountType], platformLabels[variant.platform]],
    filePath: null,
    currencyType: CURRENCY,
    status: stockStatusOf(variant),
    isActive: true,
    isVirtual: true,
    isDownloadable: false,
    regularPrice: prices.regularPrice,
    salePrice: prices.salePrice,
    product: { id: product.id, name: product.name, persianName: product.persianName, slug: product.slug, ...coverOf(product) },
  };
}

export type LineRow = VariantRow & {
  item_id: number;
  quantity: number;
  product_slug: string;
  product_name: string;
  product_persian_name: string;
};

export function cartLines(db: Db, cartId: number): LineRow[] {
  return db
    .prepare(
      `SELECT ci.id AS item_id, ci.quantity, v.*, p.slug AS product_slug, p.name AS product_name,
              p.persian_name AS product_persian_name
       FROM commerce_cart_items ci
       JOIN commerce_variants v ON v.id = ci.variant_id
       JOIN commerce_products p ON p.id = v.product_id
       WHERE ci.cart_id = ? ORDER BY ci.id`,
    )
    .all(cartId) as LineRow[];
}

export const productOfLine = (line: LineRow): ProductRef => ({
  id: line.product_id,
  slug: line.product_slug,
  name: line.product_name,
  persianName: line.product_persian_name,
});

/** Totals over the whole cart: regular prices, what is paid, and the difference. */
function totalsOf(lines: LineRow[]) {
  let totalQuantity = 0;
  let totalItemsPrice = 0;
  let payableAmount = 0;
  for (const line of lines) {
    const variant = toVariant(line);
    totalQuantity += line.quantity;
    totalItemsPrice += variant.regularPrice * line.quantity;
    payableAmount += salePriceOf(variant) * line.quantity;
  }
  return { totalQuantity, totalItemsPrice, payableAmount, profitAmount: totalItemsPrice - payableAmount };
}

export function cartDto(db: Db, cart: CartRow) {
  const lines = cartLines(db, cart.id);
  const items = lines.map((line) => {
    const variant = toVariant(line);
    const unitPrice = salePriceOf(variant);
    const unitDiscountAmount = variant.regularPrice - unitPrice;
    return {
      id: line.item_id,
      variantId: variant.id,
      quantity: line.quantity,
      profitPercent: Math.round((unitDiscountAmount * 100) / variant.regularPrice),
      unitPrice,
      unitDiscountAmount,
      strikePrice: variant.regularPrice,
      totalPrice: unitPrice * line.quantity,
      totalDiscountAmount: unitDiscountAmount * line.quantity,
      variant: cartVariant(variant, productOfLine(line)),
    };
  });
  return { id: cart.id, deviceId: cart.device_id, ...totalsOf(lines), items };
}

/** GetCartByProductId: the cart's totals, with only that product's lines, each as { id, variantId, quantity }. */
function cartForProduct(db: Db, cart: CartRow, productId: number) {
  const lines = cartLines(db, cart.id);
  return {
    id: cart.id,
    deviceId: cart.device_id,
    ...totalsOf(lines),
    items: lines
      .filter((line) => line.product_id === productId)
      .map((line) => ({ id: line.item_id, variantId: line.id, quantity: line.quantity })),
  };
}

const addItemInput = z.object({
  variantId: z.coerce.number().int().positive(),
  quantity: z.coerce.number().int().min(1, cartMessages.quantity).max(MAX_LINE_QUANTITY, cartMessages.quantity).default(1),
});

function addItem(db: Db, owner: CartOwner, input: z.infer<typeof addItemInput>) {
  return inTransaction(db, () => {
    const row = db.prepare('SELECT * FROM commerce_variants WHERE id = ?').get(input.variantId) as VariantRow | undefined;
    if (!row) throw new UserFriendlyError(cartMessages.unknownVariant);
    if (row.stock <= 0) throw new UserFriendlyError(cartMessages.outOfStock);
    const cart = resolveCart(db, owner, true)!;
    const line = db
      .prepare('SELECT id, quantity FROM commerce_cart_items WHERE cart_id = ? AND variant_id = ?')
      .get(cart.id, row.id) as { id: number; quantity: number } | undefined;
    const quantity = (line?.quantity ?? 0) + input.quantity;
    if (quantity > row.stock) throw new UserFriendlyError(cartMessages.beyondStock(row.stock));
    if (quantity > MAX_LINE_QUANTITY) throw new UserFriendlyError(cartMessages.quantity);
    if (line) db.prepare('UPDATE commerce_cart_items SET quantity = ? WHERE id = ?').run(quantity, line.id);
    else {
      db.prepare('INSERT INTO commerce_cart_items (cart_id, variant_id, quantity, creation_time) VALUES (?, ?, ?, ?)').run(
        cart.id,
        row.id,
        quantity,
        now(),
      );
    }
    touch(db, cart.id);
    return cartDto(db, cart);
  });
}

/** One fewer of the line; the line goes at zero. */
function removeItem(db: Db, owner: CartOwner, itemId: number) {
  return inTransaction(db, () => {
    const cart = resolveCart(db, owner, false);
    const line = cart
      ? (db.prepare('SELECT id, quantity FROM commerce_cart_items WHERE id = ? AND cart_id = ?').get(itemId, cart.id) as
          | { id: number; quantity: number }
          | undefined)
      : undefined;
    if (!cart || !line) throw new EntityNotFoundError('CartItem', itemId);
    if (line.quantity > 1) db.prepare('UPDATE commerce_cart_items SET quantity = quantity - 1 WHERE id = ?').run(line.id);
    else db.prepare('DELETE FROM commerce_cart_items WHERE id = ?').run(line.id);
    touch(db, cart.id);
    return cartDto(db, cart);
  });
}

export function mountCartRoutes(app: Hono, deps: SandboxDeps) {
  const { db } = deps;

  app.get('/api/services/app/Cart/GetCurrentCart', async (c) => {
    const cart = resolveCart(db, await cartOwner(c), false);
    return ok(c, cart ? cartDto(db, cart) : null);
  });

  app.get('/api/services/app/Cart/GetCartByProductId', async (c) => {
    const owner = await cartOwner(c);
    const { productId } = bindQuery(c, z.object({ productId: z.coerce.number().int().positive() }));
    const cart = resolveCart(db, owner, false);
    return ok(c, cart ? cartForProduct(db, cart, productId) : null);
  });

  app.post('/api/services/app/Cart/AddItem', async (c) => {
    const owner = await cartOwner(c);
    return ok(c, addItem(db, owner, await bindBody(c, addItemInput)));
  });

  app.delete('/api/services/app/Cart/RemoveItem', async (c) => {
    const owner = await cartOwner(c);
    const { id } = bindQuery(c, z.object({ id: z.coerce.number().int().positive() }));
    return ok(c, removeItem(db, owner, id));
  });

  /** Empties the cart and answers it (still carrying its deviceId); null when there is none. */
  app.post('/api/services/app/Cart/Clear', async (c) => {
    const owner = await cartOwner(c);
    await bindBody(c, z.object({}));
    const cart = inTransaction(db, () => {
      const found = resolveCart(db, owner, false);
      if (found) {
        db.prepare('DELETE FROM commerce_cart_items WHERE cart_id = ?').run(found.id);
        touch(db, found.id);
      }
      return found;
    });
    return ok(c, cart ? cartDto(db, cart) : null);
  });
}
