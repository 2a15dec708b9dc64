// Prices and stock of variants: what the shopper pays, how a variant is named in carts and orders,
// and which variant a product card or page shows first.
import type { components } from '../../contracts/generated/commerce';
import { accountTypeLabels, platformShortLabels } from '../seed/vocabulary';
import type { VariantRecord } from './catalog';

export const CURRENCY: components['schemas']['CurrencyType'] = 'IRR';

export type StockStatus = components['schemas']['StockStatus'];

/** What the shopper pays: the discounted price when there is one. */
export const salePriceOf = (variant: VariantRecord) => variant.discountedPrice ?? variant.regularPrice;

/** A pre-order with stock left is OnBackOrder (bought now, delivered at release); nothing left is OutOfStock. */
export const stockStatusOf = (variant: { stock: number; preorder: boolean }): StockStatus =>
  variant.stock <= 0 ? 'OutOfStock' : variant.preorder ? 'OnBackOrder' : 'InStock';

/** "ظرفیت ۲ PS5": how a variant is named in carts and orders. */
export const variantTitle = (variant: Pick<VariantRecord, 'platform' | 'accountType'>) =>
  `${accountTypeLabels[variant.accountType]} ${platformShortLabels[variant.platform]}`;

/** The price as the list card and the product page read it; an empty-stock variant has no salePrice ("ناموجود"). */
export function priceItem(variant: VariantRecord) {
  const inStock = variant.stock > 0;
  return {
    id: variant.id,
    salePrice: inStock ? salePriceOf(variant) : null,
    regularPrice: variant.regularPrice,
    currencyType: CURRENCY,
    status: stockStatusOf(variant),
  };
}

/** The cheapest variant in stock; when none is, the cheapest one, shown as out of stock. */
export function cheapestVariant(variants: VariantRecord[]): VariantRecord | null {
  const byPrice = (a: VariantRecord, b: VariantRecord) => salePriceOf(a) - salePriceOf(b) || a.position - b.position;
  const inStock = variants.filter((variant) => variant.stock > 0).sort(byPrice);
  return inStock[0] ?? [...variants].sort(byPrice)[0] ?? null;
}

export function minVariantOf(variants: VariantRecord[]) {
  const variant = cheapestVariant(variants);
  return variant ? { id: variant.id, name: variantTitle(variant), items: [priceItem(variant)] } : null;
}

/** The price a product sorts by: its cheapest in-stock sale price, null when nothing is in stock. */
export function sortPriceOf(variants: VariantRecord[]): number | null {
  const variant = cheapestVariant(variants);
  return variant && variant.stock > 0 ? salePriceOf(variant) : null;
}
