// Order/Create: what the checkout form sends, checked with a Persian message per member, and the logged-in
// user's cart turned into a Pending order (docs/contracts/commerce.md, Orders). Mounted by order-routes.ts.
import { z } from 'zod';
import { UserFriendlyError } from '../abp/errors';
import { inTransaction, type Db } from '../db/database';
import { INVALID_MOBILE_MESSAGE } from '../identity/phone';
import { normaliseMobile, persianNumber } from '../text';
import { cartLines } from './cart-lines';
import { resolveCart } from './cart-owner';
import { toVariant } from './catalog';
import { insertOrder, type Customer, type MetaSearch, type OrderRow } from './orders';
import { CURRENCY, variantTitle } from './prices';

export const createOrderMessages = {
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
  metaSearchName: 'منبع ورود باید متنی تا ۱۰۰ نویسه باشد.',
  metaSearchKey: 'کلید کمپین باید متنی تا ۱۰۰ نویسه باشد.',
};

/** A required text member with a Persian message whether it is missing, empty or not text at all. */
const requiredText = (message: string, max: number, tooLong: string) =>
  z.unknown().transform((value, ctx) => {
    const text = typeof value === 'string' ? value.trim() : '';
    if (!text) ctx.addIssue({ code: 'custom', message });
    else if (text.length > max) ctx.addIssue({ code: 'custom', message: tooLong });
    return text;
  });

/** An optional text member, trimmed: left out, null or blank is none; anything but text, or too long, is a 400. */
const optionalText = (message: string, max: number) =>
  z
    .unknown()
    .optional()
    .transform((value, ctx) => {
      if (value === null || value === undefined) return null;
      const text = typeof value === 'string' ? value.trim() : null;
      if (text === null || text.length > max) ctx.addIssue({ code: 'custom', message });
      return text || null;
    });

export const createOrderInput = z.object({
  firstName: requiredText(createOrderMessages.firstName, 64, createOrderMessages.nameTooLong),
  lastName: requiredText(createOrderMessages.lastName, 64, createOrderMessages.nameTooLong),
  phoneNumber: z.unknown().transform((value, ctx) => {
    const text = typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
    if (!text) ctx.addIssue({ code: 'custom', message: createOrderMessages.phoneNumber });
    const mobile = text ? normaliseMobile(text) : null;
    if (text && !mobile) ctx.addIssue({ code: 'custom', message: INVALID_MOBILE_MESSAGE });
    return mobile ?? '';
  }),
  // Optional (docs/contracts/commerce.md, Orders): the key may be left out as well as sent null.
  email: z
    .unknown()
    .optional()
    .transform((value, ctx) => {
      if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return null;
      const text = typeof value === 'string' ? value.trim() : '';
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text) || text.length > 256)
        ctx.addIssue({ code: 'custom', message: createOrderMessages.email });
      return text;
    }),
  gender: z
    .unknown()
    .optional()
    .transform((value, ctx) => {
      if (value === null || value === undefined) return null;
      if (typeof value !== 'boolean') ctx.addIssue({ code: 'custom', message: createOrderMessages.gender });
      return value === true;
    }),
  specialRequest: z
    .unknown()
    .optional()
    .transform((value, ctx) => {
      const text = typeof value === 'string' ? value.trim() : '';
      if (text.length > 500) ctx.addIssue({ code: 'custom', message: createOrderMessages.specialRequest });
      return text || null;
    }),
  metaSearchName: optionalText(createOrderMessages.metaSearchName, 100),
  metaSearchKey: optionalText(createOrderMessages.metaSearchKey, 100),
});

/** The user's cart (with the X-Device-Id cart merged in) becomes a Pending order, and the cart is emptied. */
export function createOrderFromCart(
  db: Db,
  userId: number,
  deviceId: string | null,
  customer: Customer,
  metaSearch: MetaSearch,
) {
  return inTransaction(db, () => {
    const cart = resolveCart(db, { userId, deviceId }, false);
    const lines = cart ? cartLines(db, cart.id) : [];
    if (!cart || lines.length === 0) throw new UserFriendlyError(createOrderMessages.emptyCart);
    for (const line of lines) {
      if (line.quantity > line.stock) {
        throw new UserFriendlyError(
          createOrderMessages.notEnoughStock(`${line.product_name} (${variantTitle(toVariant(line))})`, line.stock),
        );
      }
    }
    const orderId = insertOrder(db, {
      userId,
      customer,
      lines: lines.map((line) => ({ variantId: line.id, quantity: line.quantity })),
      metaSearch,
    });
    db.prepare('DELETE FROM commerce_cart_items WHERE cart_id = ?').run(cart.id);
    const order = db.prepare('SELECT * FROM commerce_orders WHERE id = ?').get(orderId) as OrderRow;
    return {
      id: order.id,
      orderNumber: order.order_number,
      payableAmount: order.payable_amount,
      currencyType: CURRENCY,
    };
  });
}
