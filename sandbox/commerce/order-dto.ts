// The Order DTO as Order/Get answers it and Order/GetAll lists it (CONTRACTS §12.1): the order with its amounts at the
// prices paid, and each item with its progress and whether it takes the buyer's account details.
import type { components } from '../../contracts/generated/commerce';
import { abpDateTime, jalaliDate } from '../dates';
import type { Db } from '../db/database';
import { productOfLine, productSummary, variantSummary, type LineRow } from './cart-lines';
import { toVariant } from './catalog';
import { allowsLoginSubmission, deliveryOf } from './delivery';
import { orderStatusLabels, type OrderStatus } from './order-status';
import type { OrderRow } from './orders';
import { CURRENCY } from './prices';
import { timelineOf } from './timeline';

type PaymentStatus = components['schemas']['PaymentStatus'];

type OrderItemRow = LineRow & { unit_price: number; regular_price_then: number; login_id: number | null };

/** [PROP] Whether the money was taken: the tabs say what happened to the order, this what happened to the money. */
const paymentStatusOf = (status: OrderStatus): PaymentStatus =>
  status === 'Pending' || status === 'Canceled' ? 'Unpaid' : status === 'Refunded' ? 'Refunded' : 'Paid';

export function orderDto(db: Db, order: OrderRow) {
  const items = db
    .prepare(
      `SELECT oi.id AS item_id, oi.quantity, oi.unit_price, oi.regular_price AS regular_price_then, v.*,
              p.slug AS product_slug, p.name AS product_name, p.persian_name AS product_persian_name, l.id AS login_id
       FROM commerce_order_items oi
       JOIN commerce_variants v ON v.id = oi.variant_id
       JOIN commerce_products p ON p.id = v.product_id
       LEFT JOIN commerce_order_item_logins l ON l.order_item_id = oi.id
       WHERE oi.order_id = ? ORDER BY oi.id`,
    )
    .all(order.id) as OrderItemRow[];
  const creationTime = abpDateTime(order.creation_time);
  // Everything the shopper saves: the variants' own discounts and a discount code's (payable_amount is net of both).
  const totalDiscountPrice = order.total_items_price - order.payable_amount;
  return {
    id: order.id,
    orderNumber: order.order_number,
    status: order.status,
    statusStr: orderStatusLabels[order.status],
    creationTime,
    creationDateStr: jalaliDate(new Date(order.creation_time)),
    creationTimeStr: creationTime.slice(11, 16),
    paidTime: order.paid_time ? abpDateTime(order.paid_time) : null,
    paymentStatus: paymentStatusOf(order.status),
    totalItemsPrice: order.total_items_price,
    totalDiscountPrice,
    profitAmount: totalDiscountPrice,
    payableAmount: order.payable_amount,
    // [PROP] The discount code on the order and its share of totalDiscountPrice (CONTRACTS §12.3).
    promoCode: order.promo_code,
    promoCodeDiscountAmount: order.promo_discount,
    // [PROP] The campaign Order/Create credited the order to; nothing the order pages show.
    metaSearchName: order.meta_search_name,
    metaSearchKey: order.meta_search_key,
    currencyType: CURRENCY,
    items: items.map((item) => {
      const progress = { orderStatus: order.status, delivery: deliveryOf(item), submitted: item.login_id !== null };
      return {
        id: item.item_id,
        productId: item.product_id,
        variantId: item.id,
        quantity: item.quantity,
        // The prices paid, not today's.
        unitPrice: item.unit_price,
        unitDiscountAmount: item.regular_price_then - item.unit_price,
        strikePrice: item.regular_price_then,
        totalPrice: item.unit_price * item.quantity,
        currencyType: CURRENCY,
        // The game is on the item and the variant's product is null, as the real service answers an order.
        product: productSummary(productOfLine(item)),
        variant: { ...variantSummary(toVariant(item)), product: null },
        ...timelineOf(progress),
        allowNewLoginSubmission: allowsLoginSubmission(progress),
      };
    }),
  };
}

/** An order as Order/GetAll lists it: without totalDiscountPrice, which the real service's list does not carry. */
export function listedOrder(order: ReturnType<typeof orderDto>) {
  const listed: Partial<typeof order> = { ...order };
  delete listed.totalDiscountPrice;
  return listed as Omit<typeof order, 'totalDiscountPrice'>;
}
