// Product/SearchWithFacets: phrase, brand and category matching, the filters, the facets, sorting and paging.
// The catalog is small, so it is filtered in memory.
import type { Db } from '../db/database';
import { categorySlugsByProduct, loadProducts, type ProductRecord, type VariantRecord } from './catalog';
import { matchesPhrase, normaliseForSearch } from './phrase';
import { sortPriceOf } from './prices';
import { productListItem } from './product-card';
import { buildFacets } from './search-facets';
import { filtersOf, keywordsMatch, lowerSet, variantsInQuestion } from './search-filters';
import type { SearchInput } from './search-input';

/**
 * Sorting (docs/contracts/commerce.md, "Sorting"). The client pairs its "HighPrice" option with sortBy
 * "asc" and "LowPrice" with "desc"; we honour that pairing, not the literal words:
 *   orderBy Price + asc  → most expensive first;   orderBy Price + desc → cheapest first.
 * Sale (best-selling) and Visitor (most visited) read literally: desc = most first, asc = least first.
 * sortBy defaults to desc. Products with nothing in stock have no price and come last in either price order.
 * Without orderBy, and between equals, the newest release comes first.
 */
function comparator(input: SearchInput, variantsOf: (product: ProductRecord) => VariantRecord[]) {
  const newest = (a: ProductRecord, b: ProductRecord) => b.releaseDate.localeCompare(a.releaseDate) || a.id - b.id;
  const descending = (input.sortBy ?? 'desc') === 'desc';
  switch (input.orderBy) {
    case 'Price': {
      const mostExpensiveFirst = !descending;
      const prices = new Map<ProductRecord, number | null>();
      const priceOf = (product: ProductRecord) => {
        if (!prices.has(product)) prices.set(product, sortPriceOf(variantsOf(product)));
        return prices.get(product) ?? null;
      };
      return (a: ProductRecord, b: ProductRecord) => {
        const pa = priceOf(a);
        const pb = priceOf(b);
        if (pa === null || pb === null) return (pa === null ? 1 : 0) - (pb === null ? 1 : 0) || newest(a, b);
        return (mostExpensiveFirst ? pb - pa : pa - pb) || newest(a, b);
      };
    }
    case 'Sale':
      return (a: ProductRecord, b: ProductRecord) =>
        (descending ? b.salesCount - a.salesCount : a.salesCount - b.salesCount) || newest(a, b);
    case 'Visitor':
      return (a: ProductRecord, b: ProductRecord) =>
        (descending ? b.visitorCount - a.visitorCount : a.visitorCount - b.visitorCount) || newest(a, b);
    default:
      return newest;
  }
}

export function searchWithFacets(db: Db, input: SearchInput) {
  const all = loadProducts(db);
  const filters = filtersOf(input);
  const phrase = input.phrase ?? input.search ?? '';
  const brands = lowerSet(input.brands);
  const categories = lowerSet(input.categories);
  const categoriesOf = categories.size ? categorySlugsByProduct(db) : new Map<number, string[]>();
  // Phrase, brands and categories apply to every facet alike.
  const candidates = all.filter(
    (product) =>
      (normaliseForSearch(phrase) === '' || matchesPhrase(product.searchText, phrase)) &&
      (brands.size === 0 || product.brands.some((brand) => brands.has(brand.slug.toLowerCase()))) &&
      (categories.size === 0 || (categoriesOf.get(product.id) ?? []).some((slug) => categories.has(slug))),
  );
  const variantsOf = (product: ProductRecord) => variantsInQuestion(product, filters);
  const matching = candidates.filter((product) => keywordsMatch(product, filters) && variantsOf(product).length > 0);
  matching.sort(comparator(input, variantsOf));
  const page = matching.slice(input.skipCount, input.skipCount + input.maxResultCount);
  return {
    facets: buildFacets(candidates, all, filters, input),
    pagedResult: {
      totalCount: matching.length,
      items: page.map((product) => productListItem(product, variantsOf(product))),
    },
  };
}
