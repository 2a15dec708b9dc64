// The order routes: the logged-in user's cart becomes a Pending order (Order/Create), and the user
// reads their own orders (Order/GetAll, Order/Get); someone else's order reads like a missing one.
import type { Hono } from 'hono';
import { z } from 'zod';
import { requireUserId } from '../abp/auth';
import { bindBody, bindQuery, pagingShape } from '../abp/binding';
import { ok } from '../abp/envelope';
import { EntityNotFoundError, UserFriendlyError } from '../abp/errors';
import { inTransaction, type Db } from '../db/database';
import type { SandboxDeps } from '../deps';
import { INVALID_MOBILE_MESSAGE } from '../identity/phone';
import { normaliseMobile, persianNumber } from '../text';
import { cartLines } from './cart-lines';
import { cartOwner, resolveCart } from './cart-owner';
import { toVariant } from './catalog';
import { orderDto } from './order-dto';
import { insertOrder, type Customer, type OrderRow } from './orders';
import { CURRENCY, variantTitle } from './prices';

export const orderMessages = {
  emptyCart: 'سبد خرید شما خالی است.',
  notEnoughStock: (name: string, stock: number) =>
    stock > 0 ? `از «${name}» تنها ${persianNumber(stock)} عدد موجود است.` : `موجودی «${name}» به پایان رسیده است.`,
  firstName: 'نام را وارد کنید.',
  lastName: 'نام خانوادگی را وارد کنید.',
  nameTooLong: 'نام و نام خانوادگی حداکثر ۶۴ نویسه است.',
  phoneNumber: 'شماره موبایل را وارد کنید.',
  email: 'نشانی ایمیل معتبر نیست.',
  gender: 'جنسیت معتبر نیست.',
  specialRequest: 'توضیحات سفارش حداکثر ۵۰۰ نویسه است.',
};

/** A required text member with a Persian message whether it is missing, empty or not text at all. */
const requiredText = (message: string, max: number, tooLong: string) =>
  z.unknown().transform((value, ctx) => {
    const text = typeof value === 'string' ? value.trim() : '';
    if (!text) ctx.addIssue({ code: 'custom', message });
    else if (text.length > max) ctx.addIssue({ code: 'custom', message: tooLong });
    return text;
  });

const createOrderInput = z.object({
  firstName: requiredText(orderMessages.firstName, 64, orderMessages.nameTooLong),
  lastName: requiredText(orderMessages.lastName, 64, orderMessages.nameTooLong),
  phoneNumber: z.unknown().transform((value, ctx) => {
    const text = typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
    if (!text) ctx.addIssue({ code: 'custom', message: orderMessages.phoneNumber });
    const mobile = text ? normaliseMobile(text) : null;
    if (text && !mobile) ctx.addIssue({ code: 'custom', message: INVALID_MOBILE_MESSAGE });
    return mobile ?? '';
  }),
  email: z.unknown().transform((value, ctx) => {
    if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return null;
    const text = typeof value === 'string' ? value.trim() : '';
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text) || text.length > 256) ctx.addIssue({ code: 'custom', message: orderMessages.email });
    return text;
  }),
  gender: z.unknown().transform((value, ctx) => {
    if (value === null || value === undefined) return null;
    if (typeof value !== 'boolean') ctx.addIssue({ code: 'custom', message: orderMessages.gender });
    return value === true;
  }),
  specialRequest: z.unknown().transform((value, ctx) => {
    const text = typeof value === 'string' ? value.trim() : '';
    if (text.length > 500) ctx.addIssue({ code: 'custom', message: orderMessages.specialRequest });
    return text || null;
  }),
});

/** The user's cart (with the X-Device-Id cart merged in) becomes a Pending order, and the cart is emptied. */
function createOrderFromCart(db: Db, userId: number, deviceId: string | null, customer: Customer) {
  return inTransaction(db, () => {
    const cart = resolveCart(db, { userId, deviceId }, false);
    const lines = cart ? cartLines(db, cart.id) : [];
    if (!cart || lines.length === 0) throw new UserFriendlyError(orderMessages.emptyCart);
    for (const line of lines) {
      if (line.quantity > line.stock) {
        throw new UserFriendlyError(
          orderMessages.notEnoughStock(`${line.product_name} (${variantTitle(toVariant(line))})`, line.stock),
        );
      }
    }
    const orderId = insertOrder(db, {
      userId,
      customer,
      lines: lines.map((line) => ({ variantId: line.id, quantity: line.quantity })),
    });
    db.prepare('DELETE FROM commerce_cart_items WHERE cart_id = ?').run(cart.id);
    const order = db.prepare('SELECT * FROM commerce_orders WHERE id = ?').get(orderId) as OrderRow;
    return { id: order.id, orderNumber: order.order_number, payableAmount: order.payable_amount, currencyType: CURRENCY };
  });
}

export function mountOrderRoutes(app: Hono, deps: SandboxDeps) {
  const { db } = deps;

  app.post('/api/services/app/Order/Create', async (c) => {
    const userId = await requireUserId(c);
    const { deviceId } = await cartOwner(c);
    const customer = await bindBody(c, createOrderInput);
    return ok(c, createOrderFromCart(db, userId, deviceId, customer));
  });

  app.get('/api/services/app/Order/GetAll', async (c) => {
    const userId = await requireUserId(c);
    const query = bindQuery(c, z.object(pagingShape));
    const { total } = db.prepare('SELECT COUNT(*) AS total FROM commerce_orders WHERE user_id = ?').get(userId) as {
      total: number;
    };
    const rows = db
      .prepare('SELECT * FROM commerce_orders WHERE user_id = ? ORDER BY creation_time DESC, id DESC LIMIT ? OFFSET ?')
      .all(userId, query.maxResultCount, query.skipCount) as OrderRow[];
    return ok(c, { totalCount: total, items: rows.map((row) => orderDto(db, row)) });
  });

  app.get('/api/services/app/Order/Get', async (c) => {
    const userId = await requireUserId(c);
    const { id } = bindQuery(c, z.object({ id: z.coerce.number().int().positive() }));
    const order = db.prepare('SELECT * FROM commerce_orders WHERE id = ?').get(id) as OrderRow | undefined;
    // Someone else's order reads exactly like a missing one.
    if (!order || order.user_id !== userId) throw new EntityNotFoundError('Order', id);
    return ok(c, orderDto(db, order));
  });
}
