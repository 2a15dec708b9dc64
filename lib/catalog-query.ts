// The catalog's whole state lives in the URL (/products?q=…&sort=…&genres=Sport&page=2): shareable, reload-safe,
// back/forward-safe. This module reads it, writes it, and turns it into a SearchWithFacets request. A brand's or a
// category's page is the same catalog narrowed by its path (/brand/ea-sports?genres=Sport).

// Relative, not @/: next.config.ts reaches this file through lib/render-routes.ts, and its loader knows no paths.
import { facetKeyValues, type components } from '../contracts/generated/commerce';

/** The facet keys of a search, in the order the service answers them; each is also a query key of the catalog. */
export const FACET_KEYS = facetKeyValues;

export type CatalogFacetKey = (typeof FACET_KEYS)[number];

/** The stock switches: `available=1` ('فقط کالاهای موجود') and `preorder=1` ('پیش خرید'). */
export const STOCK_QUERY_KEYS = ['available', 'preorder'] as const;

/** Every query key the catalog reads; an address with none of them is the default catalog. */
export const CATALOG_QUERY_KEYS = ['q', 'sort', 'page', 'brands', ...FACET_KEYS, ...STOCK_QUERY_KEYS] as const;

/** What a company is to a game; a company's page has a tab for each, the publisher's first (no `role`). */
export const COMPANY_ROLES = [
  { role: 'publisher', label: 'ناشر', facet: 'publishers' },
  { role: 'developer', label: 'سازنده', facet: 'developers' },
] as const;

export type CompanyRole = (typeof COMPANY_ROLES)[number]['role'];

/**
 * A catalog narrowed by its path to one brand (/brand/<slug>), one category (/category/<slug>), or the games one
 * company published or developed (/company/<slug>, `?role=developer` for the developer's tab).
 */
export type CatalogScope =
  { kind: 'brand' | 'category'; slug: string } | { kind: 'company'; slug: string; role: CompanyRole };

/** The scope a /<kind>/<slug> path names, its slug as the address carries it. */
export function catalogScope(kind: CatalogScope['kind'], slug: string): CatalogScope {
  // A company's tab is in the query: parseCatalogQuery reads it.
  return kind === 'company' ? { kind, slug, role: 'publisher' } : { kind, slug };
}

const companyFacet = (role: CompanyRole) => COMPANY_ROLES.find((each) => each.role === role)!.facet;

export const SORT_OPTIONS = [
  { value: 'newest', label: 'جدیدترین' },
  { value: 'bestselling', label: 'پرفروش ترین' },
  { value: 'cheapest', label: 'ارزان ترین' },
  { value: 'expensive', label: 'گران ترین' },
  { value: 'most-visited', label: 'پربازدیدترین' },
] as const;

export type CatalogSort = (typeof SORT_OPTIONS)[number]['value'];

export const CATALOG_PAGE_SIZE = 12;
/** "Load more" stops growing the request here; beyond it the shopper should narrow the search. */
export const CATALOG_MAX_PAGES = 20;

export type CatalogQuery = {
  phrase: string;
  sort: CatalogSort;
  facets: Record<CatalogFacetKey, string[]>;
  brands: string[];
  /** Only what can be bought now or pre-ordered (SearchWithFacets onlyAvailable). */
  onlyAvailable: boolean;
  /** Only games sold as a pre-order (statuses OnBackOrder). */
  preorder: boolean;
  /** How many pages are shown (1 + the times "load more" was pressed). */
  pages: number;
  /** The brand or category of the page; null on /products. */
  scope: CatalogScope | null;
};

type RawParams = Record<string, string | string[] | undefined> | URLSearchParams;

function valuesOf(params: RawParams, key: string): string[] {
  const raw = params instanceof URLSearchParams ? params.getAll(key) : params[key];
  const list = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  // Accept repeated keys and comma-separated lists alike; keep the first of duplicates.
  return [
    ...new Set(
      list
        .flatMap((value) => value.split(','))
        .map((value) => value.trim())
        .filter(Boolean),
    ),
  ];
}

const isSort = (value: string): value is CatalogSort => SORT_OPTIONS.some((option) => option.value === value);

export function emptyFacets(): Record<CatalogFacetKey, string[]> {
  return Object.fromEntries(FACET_KEYS.map((key) => [key, [] as string[]])) as Record<CatalogFacetKey, string[]>;
}

const isOn = (params: RawParams, key: string) => ['1', 'true'].includes(valuesOf(params, key)[0] ?? '');

export function parseCatalogQuery(params: RawParams, scope: CatalogScope | null = null): CatalogQuery {
  const [sort] = valuesOf(params, 'sort');
  const [pages] = valuesOf(params, 'page');
  const pageCount = Number.parseInt(pages ?? '1', 10);
  const facets = emptyFacets();
  for (const key of FACET_KEYS) facets[key] = valuesOf(params, key);
  const role: CompanyRole = valuesOf(params, 'role')[0] === 'developer' ? 'developer' : 'publisher';
  // On a company's tab the company is the path; its own facet there would only widen it.
  if (scope?.kind === 'company') facets[companyFacet(role)] = [];
  return {
    phrase: (valuesOf(params, 'q')[0] ?? '').slice(0, 100),
    sort: sort && isSort(sort) ? sort : 'newest',
    facets,
    // On a brand's page the brand is the path; a brands parameter there would only widen it.
    brands: scope?.kind === 'brand' ? [] : valuesOf(params, 'brands'),
    onlyAvailable: isOn(params, 'available'),
    preorder: isOn(params, 'preorder'),
    pages: Number.isFinite(pageCount) ? Math.min(Math.max(pageCount, 1), CATALOG_MAX_PAGES) : 1,
    scope: scope?.kind === 'company' ? { ...scope, role } : scope,
  };
}

/** The catalog with nothing chosen: /products as it opens. */
export function emptyCatalogQuery(): CatalogQuery {
  return parseCatalogQuery(new URLSearchParams());
}

/** The query string of a catalog state; defaults are left out so equal states have equal strings. */
export function catalogSearch(query: CatalogQuery): string {
  const params = new URLSearchParams();
  if (query.scope?.kind === 'company' && query.scope.role !== 'publisher') params.set('role', query.scope.role);
  if (query.phrase.trim()) params.set('q', query.phrase.trim());
  if (query.sort !== 'newest') params.set('sort', query.sort);
  for (const brand of query.brands) params.append('brands', brand);
  for (const key of FACET_KEYS) for (const value of query.facets[key]) params.append(key, value);
  if (query.onlyAvailable) params.set('available', '1');
  if (query.preorder) params.set('preorder', '1');
  if (query.pages > 1) params.set('page', String(query.pages));
  return params.toString();
}

/** The path of a catalog: /products, or the page of its brand or category. */
export function catalogPath(scope: CatalogScope | null): string {
  return scope ? `/${scope.kind}/${encodeURIComponent(scope.slug)}` : '/products';
}

/** A company's page on the tab of `role`. */
export function companyHref(slug: string, role: CompanyRole): string {
  return catalogHref(parseCatalogQuery(new URLSearchParams({ role }), catalogScope('company', slug)));
}

/** The URL of a catalog state; equal states have equal URLs. */
export function catalogHref(query: CatalogQuery): string {
  const search = catalogSearch(query);
  const path = catalogPath(query.scope);
  return search ? `${path}?${search}` : path;
}

/** A changed copy; any change of filters, phrase or sort starts again from the first page. */
export function withChanges(query: CatalogQuery, changes: Partial<CatalogQuery>): CatalogQuery {
  const changesResults = ['phrase', 'sort', 'facets', 'brands', 'onlyAvailable', 'preorder'].some(
    (key) => key in changes,
  );
  return { ...query, ...changes, pages: changes.pages ?? (changesResults ? 1 : query.pages) };
}

export function withoutFacetValue(query: CatalogQuery, key: CatalogFacetKey, value: string): CatalogQuery {
  return withChanges(query, { facets: { ...query.facets, [key]: query.facets[key].filter((item) => item !== value) } });
}

/** How many values are chosen in the filter sheet (facets and brands). */
export function appliedFilterCount(query: CatalogQuery): number {
  return FACET_KEYS.reduce((sum, key) => sum + query.facets[key].length, 0) + query.brands.length;
}

/** Whether anything narrows the results beyond the page's own brand or category. */
export function narrowsResults(query: CatalogQuery): boolean {
  return appliedFilterCount(query) > 0 || query.onlyAvailable || query.preorder || query.phrase.trim() !== '';
}

/** The body of Product/SearchWithFacets, always with its page. */
export type SearchRequest = components['schemas']['SearchWithFacetsInput'] & {
  skipCount: number;
  maxResultCount: number;
};

/** How each sort is asked for; the newest first is the service's default, so it sends nothing. */
const SORT_ORDER: Record<CatalogSort, Pick<SearchRequest, 'orderBy' | 'sortBy'> | null> = {
  newest: null,
  bestselling: { orderBy: 'Sale', sortBy: 'desc' },
  cheapest: { orderBy: 'Price', sortBy: 'desc' },
  expensive: { orderBy: 'Price', sortBy: 'asc' },
  'most-visited': { orderBy: 'Visitor', sortBy: 'desc' },
};

/**
 * The commerce request for a catalog state. The service pairs price sorts the way its client does
 * (docs/contracts/commerce.md, Search with facets): "most expensive" is Price + asc and "cheapest" is Price + desc.
 */
export function toSearchRequest(query: CatalogQuery): SearchRequest {
  const request: SearchRequest = { skipCount: 0, maxResultCount: query.pages * CATALOG_PAGE_SIZE };
  if (query.phrase.trim()) request.phrase = query.phrase.trim();
  const order = SORT_ORDER[query.sort];
  if (order) Object.assign(request, order);
  if (query.scope?.kind === 'brand') request.brands = [query.scope.slug];
  else if (query.brands.length) request.brands = query.brands;
  if (query.scope?.kind === 'category') request.categories = [query.scope.slug];
  if (query.onlyAvailable) request.onlyAvailable = true;
  if (query.preorder) request.statuses = ['OnBackOrder'];
  for (const key of FACET_KEYS) if (query.facets[key].length) request[key] = query.facets[key];
  if (query.scope?.kind === 'company') request[companyFacet(query.scope.role)] = [query.scope.slug];
  return request;
}
