// Orders (CONTRACTS §10): the logged-in user's cart becomes a Pending order; payment (sandbox/payment)
// settles it through findOrderForPayment/markOrderPaid. A paid order keeps the status 'Paid' (payment
// and its tests read it so) and its accounts are ready at once; 'Delivered' marks older, handed-over orders.
import type { Hono } from 'hono';
import { z } from 'zod';
import { requireUserId } from '../abp/auth';
import { bindBody, bindQuery, pagingShape } from '../abp/binding';
import { ok } from '../abp/envelope';
import { EntityNotFoundError, UserFriendlyError } from '../abp/errors';
import { inTransaction, type Db } from '../db/database';
import type { SandboxDeps } from '../deps';
import { INVALID_MOBILE_MESSAGE, normaliseMobile } from '../identity/phone';
import { deliverAccounts } from './accounts';
import { cartLines, cartOwner, cartVariant, productOfLine, resolveCart, type LineRow } from './cart';
import { CURRENCY, salePriceOf, toVariant, variantTitle, type VariantRow } from './catalog';
import { abpDateTime, persianNumber } from './text';

export type OrderStatus = 'Pending' | 'Paid' | 'Delivered' | 'Canceled';

export const orderStatusLabels: Record<OrderStatus, string> = {
  Pending: 'در انتظار پرداخت',
  Paid: 'پرداخت شده',
  Delivered: 'تحویل شده',
  Canceled: 'لغو شده',
};

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

type OrderRow = {
  id: number;
  order_number: string;
  user_id: number;
  status: OrderStatus;
  total_items_price: number;
  payable_amount: number;
  currency_type: string;
  creation_time: string;
  paid_time: string | null;
};

type OrderItemRow = LineRow & { unit_price: number; regular_price_then: number };

// ---------------------------------------------------------------- for the payment service

/** The order as payment needs it, or null. */
export function findOrderForPayment(
  db: Db,
  orderId: number,
): { id: number; userId: number; status: OrderStatus; payableAmount: number } | null {
  const row = db.prepare('SELECT id, user_id, status, payable_amount FROM commerce_orders WHERE id = ?').get(orderId) as
    | Pick<OrderRow, 'id' | 'user_id' | 'status' | 'payable_amount'>
    | undefined;
  return row ? { id: row.id, userId: row.user_id, status: row.status, payableAmount: row.payable_amount } : null;
}

/**
 * Pending → Paid, once: only the call that makes the transition takes the stock and counts the sale,
 * and the accounts are made right then (digital goods go out at once). False when the order was not Pending.
 */
export function markOrderPaid(db: Db, orderId: number): boolean {
  return inTransaction(db, () => {
    const changed = db
      .prepare("UPDATE commerce_orders SET status = 'Paid', paid_time = ? WHERE id = ? AND status = 'Pending'")
      .run(new Date().toISOString(), orderId).changes;
    if (changed !== 1) return false;
    const items = db.prepare('SELECT variant_id, quantity FROM commerce_order_items WHERE order_id = ?').all(orderId) as {
      variant_id: number;
      quantity: number;
    }[];
    for (const item of items) {
      // Money has been taken already: a sale never fails for stock, it only empties it.
      db.prepare('UPDATE commerce_variants SET stock = MAX(stock - ?, 0) WHERE id = ?').run(item.quantity, item.variant_id);
      db.prepare(
        'UPDATE commerce_products SET sales_count = sales_count + ? WHERE id = (SELECT product_id FROM commerce_variants WHERE id = ?)',
      ).run(item.quantity, item.variant_id);
    }
    deliverAccounts(db, orderId);
    return true;
  });
}

// ---------------------------------------------------------------- placing orders

export type Customer = {
  firstName: string;
  lastName: string;
  phoneNumber: string;
  email: string | null;
  gender: boolean | null;
  specialRequest: string | null;
};

/** Writes an order for these lines at their current prices; the order number follows from the id. */
export function insertOrder(
  db: Db,
  input: { userId: number; customer: Customer; lines: { variantId: number; quantity: number }[]; status?: OrderStatus; at?: Date },
): number {
  return inTransaction(db, () => {
    const variantOf = db.prepare('SELECT * FROM commerce_variants WHERE id = ?');
    const priced = input.lines.map((line) => {
      const variant = toVariant(variantOf.get(line.variantId) as VariantRow);
      return { ...line, unitPrice: salePriceOf(variant), regularPrice: variant.regularPrice };
    });
    const totalItemsPrice = priced.reduce((sum, line) => sum + line.regularPrice * line.quantity, 0);
    const payableAmount = priced.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
    const at = (input.at ?? new Date()).toISOString();
    const { customer } = input;
    const orderId = Number(
      db
        .prepare(
          `INSERT INTO commerce_orders (order_number, user_id, status, first_name, last_name, phone_number, email, gender,
             special_request, total_items_price, payable_amount, currency_type, creation_time)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          // A placeholder until the id, which the number is made of, is known.
          `pending-${Date.now()}-${Math.random()}`,
          input.userId,
          input.status ?? 'Pending',
          customer.firstName,
          customer.lastName,
          customer.phoneNumber,
          customer.email,
          customer.gender === null ? null : customer.gender ? 1 : 0,
          customer.specialRequest,
          totalItemsPrice,
          payableAmount,
          CURRENCY,
          at,
        ).lastInsertRowid,
    );
    db.prepare('UPDATE commerce_orders SET order_number = ? WHERE id = ?').run(`GM-${10000 + orderId}`, orderId);
    const insertItem = db.prepare(
      'INSERT INTO commerce_order_items (order_id, variant_id, quantity, unit_price, regular_price) VALUES (?, ?, ?, ?, ?)',
    );
    for (const line of priced) insertItem.run(orderId, line.variantId, line.quantity, line.unitPrice, line.regularPrice);
    return orderId;
  });
}

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

// ---------------------------------------------------------------- reading orders

function orderDto(db: Db, order: OrderRow) {
  const items = db
    .prepare(
      `SELECT oi.id AS item_id, oi.quantity, oi.unit_price, oi.regular_price AS regular_price_then, v.*,
              p.slug AS product_slug, p.name AS product_name, p.persian_name AS product_persian_name
       FROM commerce_order_items oi
       JOIN commerce_variants v ON v.id = oi.variant_id
       JOIN commerce_products p ON p.id = v.product_id
       WHERE oi.order_id = ? ORDER BY oi.id`,
    )
    .all(order.id) as OrderItemRow[];
  return {
    id: order.id,
    orderNumber: order.order_number,
    status: order.status,
    statusStr: orderStatusLabels[order.status],
    creationTime: abpDateTime(order.creation_time),
    paidTime: order.paid_time ? abpDateTime(order.paid_time) : null,
    totalItemsPrice: order.total_items_price,
    payableAmount: order.payable_amount,
    profitAmount: order.total_items_price - order.payable_amount,
    currencyType: CURRENCY,
    items: items.map((item) => ({
      id: item.item_id,
      quantity: item.quantity,
      unitPrice: item.unit_price,
      totalPrice: item.unit_price * item.quantity,
      // The prices paid, not today's.
      variant: cartVariant(toVariant(item), productOfLine(item), {
        regularPrice: item.regular_price_then,
        salePrice: item.unit_price,
      }),
    })),
  };
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
