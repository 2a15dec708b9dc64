// The buyable variants of a product's tree and the one to show first: pure, so that the product route (a server
// component) and the buying island (a client component) read them alike.
import { isShopCurrency } from '@/lib/money';
import { purchaseOptions, type PurchaseOption } from '@/services/commerce/purchase-options';

export { purchaseOptions, type PurchaseOption };

export const inStock = (option: PurchaseOption) => option.item.status !== 'OutOfStock';

/** Priced in a currency the shop sells in: a variant the service prices in USD is shown, not sold. */
export const sellable = (option: PurchaseOption) => isShopCurrency(option.item.currencyType);

/**
 * The variant to show first: the one asked for (sold out too: a link to it, as from the profile's back-in-stock
 * requests, shows it with its 'موجود شد خبرم کن'), else the cheapest in stock that can be sold, else the first.
 */
export function initialOption(options: PurchaseOption[], preferredVariantId?: number): PurchaseOption | null {
  const preferred = options.find((option) => option.item.id === preferredVariantId);
  if (preferred) return preferred;
  const available = options.filter((option) => inStock(option) && sellable(option));
  const cheapest = [...available].sort((a, b) => (a.item.salePrice ?? Infinity) - (b.item.salePrice ?? Infinity))[0];
  return cheapest ?? options[0] ?? null;
}
