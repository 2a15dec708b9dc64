// The Order DTO as Order/Get and Order/GetAll answer it: the order with its items at the prices paid.
import { abpDateTime } from '../dates';
import type { Db } from '../db/database';
import { cartVariant, productOfLine, type LineRow } from './cart-lines';
import { toVariant } from './catalog';
import { orderStatusLabels } from './order-status';
import type { OrderRow } from './orders';
import { CURRENCY } from './prices';

type OrderItemRow = LineRow & { unit_price: number; regular_price_then: number };

export function orderDto(db: Db, order: OrderRow) {
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
