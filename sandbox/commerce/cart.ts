// The cart routes: read the cart, add a variant, take one off, empty it. Whose cart a call means is
// cart-owner.ts's business; every route answers the whole cart (or null when there is none).
import type { Hono } from 'hono';
import { z } from 'zod';
import { bindBody, bindQuery } from '../abp/binding';
import { ok } from '../abp/envelope';
import { EntityNotFoundError, UserFriendlyError } from '../abp/errors';
import { inTransaction, type Db } from '../db/database';
import type { SandboxDeps } from '../deps';
import { persianNumber } from '../text';
import type { VariantRow } from './catalog';
import { cartDto, cartForProduct } from './cart-lines';
import { MAX_LINE_QUANTITY, cartOwner, now, resolveCart, touch, type CartOwner } from './cart-owner';

export const cartMessages = {
  unknownVariant: 'محصول موجود نیست',
  outOfStock: 'موجودی این محصول به پایان رسیده است.',
  beyondStock: (stock: number) => `از این محصول تنها ${persianNumber(stock)} عدد موجود است.`,
  quantity: `تعداد باید عددی بین ۱ و ${persianNumber(MAX_LINE_QUANTITY)} باشد.`,
};

const addItemInput = z.object({
  variantId: z.coerce.number().int().positive(),
  quantity: z.coerce
    .number()
    .int()
    .min(1, cartMessages.quantity)
    .max(MAX_LINE_QUANTITY, cartMessages.quantity)
    .default(1),
});

function addItem(db: Db, owner: CartOwner, input: z.infer<typeof addItemInput>) {
  return inTransaction(db, () => {
    const row = db.prepare('SELECT * FROM commerce_variants WHERE id = ?').get(input.variantId) as
      VariantRow | undefined;
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
      db.prepare(
        'INSERT INTO commerce_cart_items (cart_id, variant_id, quantity, creation_time) VALUES (?, ?, ?, ?)',
      ).run(cart.id, row.id, quantity, now());
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
      ? (db
          .prepare('SELECT id, quantity FROM commerce_cart_items WHERE id = ? AND cart_id = ?')
          .get(itemId, cart.id) as { id: number; quantity: number } | undefined)
      : undefined;
    if (!cart || !line) throw new EntityNotFoundError('CartItem', itemId);
    if (line.quantity > 1)
      db.prepare('UPDATE commerce_cart_items SET quantity = quantity - 1 WHERE id = ?').run(line.id);
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
