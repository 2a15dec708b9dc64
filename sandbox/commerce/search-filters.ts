// The filters of a search: keyword facets (OR within a facet, AND across facets), the platform filter
// and the stock filters, judged per product.
import type { ProductRecord, VariantRecord } from './catalog';
import { stockStatusOf, type StockStatus } from './prices';
import { FACET_KEYS, type KeywordFacet, type SearchInput } from './search-input';

/** The keyword values a product carries for a facet. */
export function keywordValues(product: ProductRecord, key: KeywordFacet): string[] {
  switch (key) {
    case 'publishers':
      return [product.publisher.slug];
    case 'developers':
      return [product.developer.slug];
    case 'pegis':
      return [product.pegi];
    case 'esrbs':
      return [product.esrb];
    default:
      return product[key];
  }
}

export const lowerSet = (values: string[]) => new Set(values.map((value) => value.toLowerCase()));

export type Filters = {
  keywords: Map<KeywordFacet, Set<string>>;
  platforms: Set<string>;
  onlyAvailable: boolean;
  statuses: Set<StockStatus>;
};

export function filtersOf(input: SearchInput): Filters {
  const keywords = new Map<KeywordFacet, Set<string>>();
  for (const key of FACET_KEYS) {
    if (key !== 'variants' && input[key].length > 0) keywords.set(key, lowerSet(input[key]));
  }
  return {
    keywords,
    platforms: lowerSet(input.variants),
    onlyAvailable: input.onlyAvailable,
    statuses: new Set([...input.status, ...input.statuses]),
  };
}

/** A product passes the keyword filters (OR within a facet, AND across facets), `except` one facet. */
export function keywordsMatch(product: ProductRecord, filters: Filters, except: KeywordFacet | null = null): boolean {
  for (const [key, wanted] of filters.keywords) {
    if (key === except) continue;
    if (!keywordValues(product, key).some((value) => wanted.has(value.toLowerCase()))) return false;
  }
  return true;
}

/** The variants a platform filter leaves; all of them without one. */
function variantsOn(product: ProductRecord, platforms: Set<string>): VariantRecord[] {
  return platforms.size === 0
    ? product.variants
    : product.variants.filter((variant) => platforms.has(variant.platform));
}

/**
 * The variants in question: those on the selected platforms that pass onlyAvailable (anything that can be bought:
 * in stock or a pre-order) and statuses (any of them). A product matches when one is left, and its card shows the
 * cheapest of them, so the pre-order filter shows each game's pre-order price.
 */
export function variantsInQuestion(
  product: ProductRecord,
  filters: Filters,
  platforms: Set<string> = filters.platforms,
): VariantRecord[] {
  return variantsOn(product, platforms).filter((variant) => {
    const status = stockStatusOf(variant);
    if (filters.onlyAvailable && status === 'OutOfStock') return false;
    return filters.statuses.size === 0 || filters.statuses.has(status);
  });
}

export const stockMatches = (product: ProductRecord, filters: Filters, platforms?: Set<string>) =>
  variantsInQuestion(product, filters, platforms).length > 0;
