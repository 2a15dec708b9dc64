// Discount host (CONTRACTS §12.3, docs/contracts/discount.md): a code registered on the caller's own pending
// order, and removed again. Commerce keeps the order and its amounts; this host decides what a code is worth.
import type { Context } from 'hono';
import { z } from 'zod';
import { createAbpApp } from '../abp/app';
import { requireUserId } from '../abp/auth';
import { bindBody, bindQuery } from '../abp/binding';
import { ok } from '../abp/envelope';
import { EntityNotFoundError, UserFriendlyError } from '../abp/errors';
import { findOrderForDiscount, promoCodeUsesOf, setOrderPromoCode } from '../commerce/orders';
import { inTransaction, type Db } from '../db/database';
import type { SandboxDeps } from '../deps';
import { discountFor, discountMessages, findCode, normaliseCode } from './codes';

export { discountMigrations } from './schema';
export { seedDiscount } from './seed';

const reserve = {
  reserveId: z.coerce.number().int().positive(),
  // The order's number ("username" in the family's reserve calls); when given it must be this order's.
  username: z.string().nullish(),
};

/** The caller's own order named by (reserveId, username), or a 404 as for any reserve that is not theirs. */
function ownOrder(db: Db, userId: number, input: { reserveId: number; username?: string | null }) {
  const order = findOrderForDiscount(db, input.reserveId);
  const numberMatches = !input.username || input.username.trim().toUpperCase() === order?.orderNumber;
  if (!order || order.userId !== userId || !numberMatches) throw new EntityNotFoundError('Order', input.reserveId);
  return order;
}

export function createDiscountApp(deps: SandboxDeps) {
  const { db } = deps;
  const app = createAbpApp(deps);

  app.post('/api/services/app/Discount/Register', async (c: Context) => {
    const userId = await requireUserId(c);
    const input = await bindBody(c, z.object({ promoCode: z.string().trim().min(1), ...reserve }));
    const result = inTransaction(db, () => {
      const order = ownOrder(db, userId, input);
      if (order.status !== 'Pending') throw new UserFriendlyError(discountMessages.notPending);
      const typed = normaliseCode(input.promoCode);
      // One code per order: the same code again is a no-op; another must wait until the first is removed.
      if (order.promoCode && order.promoCode !== typed)
        throw new UserFriendlyError(discountMessages.anotherCode(order.promoCode));
      const code = findCode(db, typed);
      const discount = discountFor(code, {
        itemsAmount: order.itemsAmount,
        usesByUser: code ? promoCodeUsesOf(db, code.code, userId, order.id) : 0,
      });
      setOrderPromoCode(db, order.id, { code: code!.code, discount });
      return {
        reserveId: order.id,
        promoCode: code!.code,
        title: code!.title,
        discountAmount: discount,
        payableAmount: order.itemsAmount - discount,
      };
    });
    return ok(c, result);
  });

  app.delete('/api/services/app/Discount/Remove', async (c: Context) => {
    const userId = await requireUserId(c);
    const input = bindQuery(c, z.object(reserve));
    inTransaction(db, () => {
      const order = ownOrder(db, userId, input);
      if (order.status !== 'Pending') throw new UserFriendlyError(discountMessages.notPending);
      // Nothing to remove is no error: the order already has no code.
      if (order.promoCode) setOrderPromoCode(db, order.id, null);
    });
    return ok(c, null);
  });

  return app;
}
