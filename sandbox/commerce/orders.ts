// Orders as commerce keeps them (docs/contracts/commerce.md, "Orders"): an order written for cart lines at
// their current prices (order-routes.ts places it from the cart; the seed writes the demo's), and the two
// calls the payment service (sandbox/payment) settles it through, findOrderForPayment and markOrderPaid.
// A paid order keeps the status 'Paid' (payment and its tests read it so) and its ready-made accounts are
// made at once; submitting the buyer's own account moves it on to 'InProgress' (account-forms.ts).
import { inTransaction, type Db } from '../db/database';
import { deliverAccounts } from './accounts';
import { toVariant, type VariantRow } from './catalog';
import type { OrderStatus } from './order-status';
import { CURRENCY, salePriceOf } from './prices';

export { PAID_STATUSES, type OrderStatus } from './order-status';

export type OrderRow = {
  id: number;
  order_number: string;
  user_id: number;
  status: OrderStatus;
  total_items_price: number;
  /** What is charged: the items at their sale prices, less the discount code's amount. */
  payable_amount: number;
  currency_type: string;
  creation_time: string;
  paid_time: string | null;
  promo_code: string | null;
  promo_discount: number;
  meta_search_name: string | null;
  meta_search_key: string | null;
};

// ---------------------------------------------------------------- for the payment service

/** The order as payment needs it, or null. */
export function findOrderForPayment(
  db: Db,
  orderId: number,
): { id: number; orderNumber: string; userId: number; status: OrderStatus; payableAmount: number } | null {
  const row = db
    .prepare('SELECT id, order_number, user_id, status, payable_amount FROM commerce_orders WHERE id = ?')
    .get(orderId) as Pick<OrderRow, 'id' | 'order_number' | 'user_id' | 'status' | 'payable_amount'> | undefined;
  return row
    ? {
        id: row.id,
        orderNumber: row.order_number,
        userId: row.user_id,
        status: row.status,
        payableAmount: row.payable_amount,
      }
    : null;
}

/** The user's orders that were paid (refunded ones too), oldest first, for the payment seed's ledger. */
export function paidOrdersOf(
  db: Db,
  userId: number,
): { id: number; status: OrderStatus; payableAmount: number; paidTime: string }[] {
  const rows = db
    .prepare(
      'SELECT id, status, payable_amount, paid_time FROM commerce_orders WHERE user_id = ? AND paid_time IS NOT NULL ORDER BY paid_time',
    )
    .all(userId) as { id: number; status: OrderStatus; payable_amount: number; paid_time: string }[];
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    payableAmount: row.payable_amount,
    paidTime: row.paid_time,
  }));
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
    const items = db
      .prepare('SELECT variant_id, quantity FROM commerce_order_items WHERE order_id = ?')
      .all(orderId) as {
      variant_id: number;
      quantity: number;
    }[];
    for (const item of items) {
      // Money has been taken already: a sale never fails for stock, it only empties it.
      db.prepare('UPDATE commerce_variants SET stock = MAX(stock - ?, 0) WHERE id = ?').run(
        item.quantity,
        item.variant_id,
      );
      db.prepare(
        'UPDATE commerce_products SET sales_count = sales_count + ? WHERE id = (SELECT product_id FROM commerce_variants WHERE id = ?)',
      ).run(item.quantity, item.variant_id);
    }
    deliverAccounts(db, orderId);
    return true;
  });
}

// ---------------------------------------------------------------- for the discount service

/** The order as the discount host needs it, or null: its number, owner, status, code and the items' own total. */
export function findOrderForDiscount(db: Db, orderId: number) {
  const row = db
    .prepare(
      `SELECT o.id, o.order_number, o.user_id, o.status, o.promo_code,
              (SELECT COALESCE(SUM(unit_price * quantity), 0) FROM commerce_order_items WHERE order_id = o.id) AS items_amount
       FROM commerce_orders o WHERE o.id = ?`,
    )
    .get(orderId) as
    | {
        id: number;
        order_number: string;
        user_id: number;
        status: OrderStatus;
        promo_code: string | null;
        items_amount: number;
      }
    | undefined;
  return row
    ? {
        id: row.id,
        orderNumber: row.order_number,
        userId: row.user_id,
        status: row.status,
        promoCode: row.promo_code,
        itemsAmount: row.items_amount,
      }
    : null;
}

/** How many of the user's orders other than this one carry the code (a cancelled order gave it back). */
export function promoCodeUsesOf(db: Db, code: string, userId: number, exceptOrderId: number): number {
  const row = db
    .prepare(
      "SELECT COUNT(*) AS n FROM commerce_orders WHERE promo_code = ? AND user_id = ? AND id <> ? AND status <> 'Canceled'",
    )
    .get(code, userId, exceptOrderId) as { n: number };
  return row.n;
}

/**
 * Sets (or with null clears) a Pending order's code and its amount; payable_amount follows, so both payment
 * paths charge the discounted amount. False when the order is no longer Pending.
 */
export function setOrderPromoCode(db: Db, orderId: number, promo: { code: string; discount: number } | null): boolean {
  const changed = db
    .prepare(
      `UPDATE commerce_orders SET promo_code = @code, promo_discount = @discount,
         payable_amount = (SELECT COALESCE(SUM(unit_price * quantity), 0) FROM commerce_order_items WHERE order_id = @id) - @discount
       WHERE id = @id AND status = 'Pending'`,
    )
    .run({ id: orderId, code: promo?.code ?? null, discount: promo?.discount ?? 0 }).changes;
  return changed === 1;
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

/** The campaign an order is credited to, as Order/Create takes it; null members are none. */
export type MetaSearch = { metaSearchName: string | null; metaSearchKey: string | null };

/** Writes an order for these lines at their current prices; the order number follows from the id. */
export function insertOrder(
  db: Db,
  input: {
    userId: number;
    customer: Customer;
    lines: { variantId: number; quantity: number }[];
    metaSearch?: MetaSearch;
    status?: OrderStatus;
    at?: Date;
  },
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
             special_request, total_items_price, payable_amount, currency_type, creation_time, meta_search_name, meta_search_key)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
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
          input.metaSearch?.metaSearchName ?? null,
          input.metaSearch?.metaSearchKey ?? null,
        ).lastInsertRowid,
    );
    db.prepare('UPDATE commerce_orders SET order_number = ? WHERE id = ?').run(`GM-${10000 + orderId}`, orderId);
    const insertItem = db.prepare(
      'INSERT INTO commerce_order_items (order_id, variant_id, quantity, unit_price, regular_price) VALUES (?, ?, ?, ?, ?)',
    );
    for (const line of priced)
      insertItem.run(orderId, line.variantId, line.quantity, line.unitPrice, line.regularPrice);
    return orderId;
  });
}
