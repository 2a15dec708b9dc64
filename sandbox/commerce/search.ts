// Product/SearchWithFacets (CONTRACTS §4.1): phrase, brand, facet, stock filters; the nine facets with
// counts; sorting and paging. The catalog is small, so it is filtered in memory.
import { z } from 'zod';
import { pagingShape } from '../abp/binding';
import type { Db } from '../db/database';
import type { PlatformSlug } from '../seed/types';
import { gameplayLabels, genreLabels, perspectiveLabels, platformLabels, themeLabels } from '../seed/vocabulary';
import {
  esrbLabels,
  loadProducts,
  pegiLabels,
  productListItem,
  sortPriceOf,
  type ProductRecord,
  type StockStatus,
  type VariantRecord,
} from './catalog';
import { matchesPhrase, normaliseForSearch } from './text';

export const FACET_KEYS = [
  'variants',
  'genres',
  'themes',
  'gameplays',
  'playerPerspectives',
  'publishers',
  'developers',
  'pegis',
  'esrbs',
] as const;
export type FacetKey = (typeof FACET_KEYS)[number];
type KeywordFacet = Exclude<FacetKey, 'variants'>;

export const facetLabels: Record<FacetKey, string> = {
  variants: 'پلتفرم',
  genres: 'ژانر',
  themes: 'تم',
  gameplays: 'حالت بازی',
  playerPerspectives: 'زاویه دید',
  publishers: 'ناشر',
  developers: 'سازنده',
  pegis: 'رده سنی PEGI',
  esrbs: 'رده سنی ESRB',
};

export const searchMessages = {
  orderBy: 'مرتب‌سازی باید یکی از Price، Sale یا Visitor باشد.',
  sortBy: 'جهت مرتب‌سازی باید asc یا desc باشد.',
  status: 'وضعیت موجودی باید یکی از InStock، OutOfStock، OnBackOrder یا ComingSoon باشد.',
};

const STOCK_STATUSES: StockStatus[] = ['InStock', 'OutOfStock', 'OnBackOrder', 'ComingSoon'];
const ORDER_BY = ['Price', 'Sale', 'Visitor'] as const;

/** One value or many, strings or numbers, null or absent: always a list of trimmed strings. */
const valueList = z
  .union([z.array(z.union([z.string(), z.number()])), z.string(), z.number()])
  .nullish()
  .transform((value) =>
    (value === null || value === undefined ? [] : Array.isArray(value) ? value : [value])
      .map((item) => String(item).trim())
      .filter(Boolean),
  );

/** A value from a fixed set, matched ignoring case and returned in the set's spelling. */
function oneOf<T extends string>(values: readonly T[], message: string) {
  return z
    .string()
    .nullish()
    .transform((value, ctx): T | null => {
      if (value === null || value === undefined || value.trim() === '') return null;
      const match = values.find((candidate) => candidate.toLowerCase() === value.trim().toLowerCase());
      if (match) return match;
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    });
}

const statusList = valueList.transform((values, ctx) => {
  const statuses: StockStatus[] = [];
  for (const value of values) {
    const match = STOCK_STATUSES.find((status) => status.toLowerCase() === value.toLowerCase());
    if (match) statuses.push(match);
    else ctx.addIssue({ code: 'custom', message: searchMessages.status });
  }
  return statuses;
});

const flag = z
  .union([z.boolean(), z.enum(['true', 'false', 'True', 'False'])])
  .nullish()
  .transform((value) => value === true || value === 'true' || value === 'True');

export const searchInput = z.object({
  ...pagingShape,
  phrase: z.string().nullish(),
  // Declared by the client's type as an alias of phrase.
  search: z.string().nullish(),
  orderBy: oneOf(ORDER_BY, searchMessages.orderBy),
  sortBy: oneOf(['asc', 'desc'] as const, searchMessages.sortBy),
  onlyAvailable: flag,
  // pages/index.tsx sends the singular `status`.
  status: statusList,
  statuses: statusList,
  brands: valueList,
  ...(Object.fromEntries(FACET_KEYS.map((key) => [key, valueList])) as Record<FacetKey, typeof valueList>),
});

export type SearchInput = z.infer<typeof searchInput>;

/** The keyword values a product carries for a facet. */
function keywordValues(product: ProductRecord, key: KeywordFacet): string[] {
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

const lowerSet = (values: string[]) => new Set(values.map((value) => value.toLowerCase()));

type Filters = {
  keywords: Map<KeywordFacet, Set<string>>;
  platforms: Set<string>;
  onlyAvailable: boolean;
  statuses: Set<StockStatus>;
};

function filtersOf(input: SearchInput): Filters {
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
function keywordsMatch(product: ProductRecord, filters: Filters, except: KeywordFacet | null = null): boolean {
  for (const [key, wanted] of filters.keywords) {
    if (key === except) continue;
    if (!keywordValues(product, key).some((value) => wanted.has(value.toLowerCase()))) return false;
  }
  return true;
}

/** The variants a platform filter leaves; all of them without one. */
function variantsOn(product: ProductRecord, platforms: Set<string>): VariantRecord[] {
  return platforms.size === 0 ? product.variants : product.variants.filter((variant) => platforms.has(variant.platform));
}

/** onlyAvailable and statuses, judged on the variants in question (the selected platforms' ones). */
function stockMatches(variants: VariantRecord[], filters: Filters): boolean {
  if (variants.length === 0) return false;
  const status: StockStatus = variants.some((variant) => variant.stock > 0) ? 'InStock' : 'OutOfStock';
  if (filters.onlyAvailable && status !== 'InStock') return false;
  return filters.statuses.size === 0 || filters.statuses.has(status);
}

type FacetItem = { value: string; label: string; count: number };

const PEGI_ORDER = Object.keys(pegiLabels);
const ESRB_ORDER = ['EC', 'E', 'E10', 'T', 'M', 'AO', 'RP'];
const PLATFORM_ORDER = Object.keys(platformLabels);

function labelOf(key: FacetKey, value: string, companies: Map<string, string>): string {
  switch (key) {
    case 'variants':
      return platformLabels[value as PlatformSlug] ?? value;
    case 'genres':
      return genreLabels[value] ?? value;
    case 'themes':
      return themeLabels[value] ?? value;
    case 'gameplays':
      return gameplayLabels[value] ?? value;
    case 'playerPerspectives':
      return perspectiveLabels[value] ?? value;
    case 'pegis':
      return pegiLabels[value as keyof typeof pegiLabels] ?? value;
    case 'esrbs':
      return esrbLabels[value as keyof typeof esrbLabels] ?? value;
    default:
      return companies.get(value) ?? value;
  }
}

/** Fixed scales keep their natural order; the other facets list the most frequent values first. */
function sortItems(key: FacetKey, items: FacetItem[]): FacetItem[] {
  const fixed = key === 'variants' ? PLATFORM_ORDER : key === 'pegis' ? PEGI_ORDER : key === 'esrbs' ? ESRB_ORDER : null;
  if (fixed) return items.sort((a, b) => fixed.indexOf(a.value) - fixed.indexOf(b.value));
  return items.sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, 'fa'));
}

/**
 * Each facet's counts are taken over the products that match every *other* filter, so a shopper sees
 * how many results ticking one more value would add. Values with no product are left out unless selected.
 */
function buildFacets(candidates: ProductRecord[], all: ProductRecord[], filters: Filters, input: SearchInput) {
  const companies = new Map(all.flatMap((product) => [product.publisher, product.developer]).map((c) => [c.slug, c.name]));
  return FACET_KEYS.map((key) => {
    const counts = new Map<string, number>();
    const add = (value: string) => counts.set(value, (counts.get(value) ?? 0) + 1);
    for (const product of all) {
      if (key === 'variants') {
        for (const value of new Set(product.variants.map((variant) => variant.platform))) counts.set(value, counts.get(value) ?? 0);
      } else {
        for (const value of keywordValues(product, key)) counts.set(value, counts.get(value) ?? 0);
      }
    }
    for (const product of candidates) {
      if (key === 'variants') {
        if (!keywordsMatch(product, filters)) continue;
        for (const platform of new Set(product.variants.map((variant) => variant.platform))) {
          if (stockMatches(variantsOn(product, new Set([platform])), filters)) add(platform);
        }
      } else {
        if (!keywordsMatch(product, filters, key) || !stockMatches(variantsOn(product, filters.platforms), filters)) continue;
        for (const value of new Set(keywordValues(product, key))) add(value);
      }
    }
    const selected = lowerSet(input[key]);
    const items = [...counts]
      .filter(([value, count]) => count > 0 || selected.has(value.toLowerCase()))
      .map(([value, count]) => ({ value, label: labelOf(key, value, companies), count }));
    return { key, label: facetLabels[key], items: sortItems(key, items) };
  });
}

/**
 * Sorting (CONTRACTS §4.1). The client pairs its "HighPrice" option with sortBy "asc" and "LowPrice"
 * with "desc"; we honour that pairing, not the literal words:
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
  // Phrase and brands apply to every facet alike.
  const candidates = all.filter(
    (product) =>
      (normaliseForSearch(phrase) === '' || matchesPhrase(product.searchText, phrase)) &&
      (brands.size === 0 || product.brands.some((brand) => brands.has(brand.slug.toLowerCase()))),
  );
  const variantsOf = (product: ProductRecord) => variantsOn(product, filters.platforms);
  const matching = candidates.filter(
    (product) => keywordsMatch(product, filters) && stockMatches(variantsOf(product), filters),
  );
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
