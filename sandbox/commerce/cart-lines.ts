// Cart lines and the Cart DTO: each line with its variant as carts and orders show it, and the totals
// over the whole cart.
import type { Db } from '../db/database';
import { accountTypeLabels, platformLabels } from '../seed/vocabulary';
import { toVariant, type VariantRecord, type VariantRow } from './catalog';
import type { CartRow } from './cart-owner';
import { CURRENCY, salePriceOf, stockStatusOf, variantTitle } from './prices';
import { coverOf } from './product-card';

type ProductRef = { id: number; slug: string; name: string; persianName: string };

/** VariantSummary: a variant as cart lines and order items name it, without prices or game. */
export function variantSummary(variant: VariantRecord) {
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
  };
}

/** ProductSummary: the game a cart line or an order item names, with its cover. */
export function productSummary(product: ProductRef) {
  return {
    id: product.id,
    name: product.name,
    persianName: product.persianName,
    slug: product.slug,
    ...coverOf(product),
  };
}

/** CartVariant: a variant as cart lines show it, at today's prices, with its game. */
export function cartVariant(variant: VariantRecord, product: ProductRef) {
  return {
    ...variantSummary(variant),
    regularPrice: variant.regularPrice,
    salePrice: salePriceOf(variant),
    product: productSummary(product),
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
export function cartForProduct(db: Db, cart: CartRow, productId: number) {
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
