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
  payable_amount: number;
  currency_type: string;
  creation_time: string;
  paid_time: string | null;
};

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
