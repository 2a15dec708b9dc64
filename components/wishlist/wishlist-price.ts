// The price a wishlist row shows: the cheapest item of minVariant that can be bought now.
import { isShopCurrency } from '@/lib/money';
import type { PriceItem, WishlistProduct } from '@/services/types/commerce';

/** The cheapest item in stock and priced in IRR (a pre-order counts, as on the product page), or null when nothing can
 * be bought. */
export function cheapestAvailable(product: Pick<WishlistProduct, 'minVariant'>): PriceItem | null {
  const available = (product.minVariant?.items ?? []).filter(
    (item) => item.status !== 'OutOfStock' && item.salePrice !== null && isShopCurrency(item.currencyType),
  );
  return available.reduce<PriceItem | null>(
    (cheapest, item) => (cheapest && (cheapest.salePrice ?? 0) <= (item.salePrice ?? 0) ? cheapest : item),
    null,
  );
}
