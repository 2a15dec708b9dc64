// Pages whose content depends on the query string cannot come from the render cache as they are: Next keys a
// cached page by its path alone. proxy.ts asks this module where such a request is rendered instead: a path
// that carries the canonical query (one cached page per distinct catalog state, blog page or variant), or a
// page rendered per request for what should not fill the cache (free-text searches, very long filter lists).
// The address in the browser does not change.
//
// Every request to these pages is rewritten, the bare address too (/products → /products/all). Next's client
// router predicts the page of an address it has not asked about from a similar one it has seen, assuming the
// query never changes the page; it stops predicting once it sees that an address was rewritten. Without this,
// a tap from /products to /products?genres=… showed the unfiltered catalog.
import { parsePageParam } from './blog-paging';
import { CATALOG_QUERY_KEYS, catalogSearch, parseCatalogQuery, type CatalogScope } from './catalog-query';

/** Beyond this many filter values, or values this long, a catalog state is rendered per request, not kept. */
const CACHED_FILTER_VALUES = 12;
const CACHED_VALUE_LENGTH = 60;

/** The segment of the catalog with nothing chosen. */
export const DEFAULT_CATALOG_STATE = 'all';
/** The segment of a product page with no variant asked for. */
export const DEFAULT_VARIANT = 'default';

/** A product link names its variant as `?variantId=` (the shop's own links) or `?variant=` (shared links). */
export const VARIANT_QUERY_KEYS = ['variantId', 'variant'] as const;

type QueryCondition = { type: 'query'; key: string };
export type BareAddressRewrite = { source: string; destination: string; missing: QueryCondition[] };

/**
 * The same rewrites for addresses that carry none of the query their page reads (the common case: /products,
 * /blogs, a product), as next.config.ts rewrites: they need no proxy call, which cost a third of the requests
 * a second /products could serve. proxy.ts runs only when one of these keys is present.
 */
export function bareAddressRewrites(): BareAddressRewrite[] {
  const absent = (keys: readonly string[]) => keys.map((key): QueryCondition => ({ type: 'query', key }));
  return [
    { source: '/products', destination: `/products/${DEFAULT_CATALOG_STATE}`, missing: absent(CATALOG_QUERY_KEYS) },
    { source: '/blogs', destination: '/blogs/1', missing: absent(['page']) },
    { source: '/product/:slug', destination: `/product/:slug/${DEFAULT_VARIANT}`, missing: absent(VARIANT_QUERY_KEYS) },
  ];
}

/** The path segment that carries a catalog state: its canonical query string in base64url (no '%', no '/'). */
export function catalogStateKey(search: string): string {
  const bytes = new TextEncoder().encode(search);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/** The query string back from its segment ('' for the default state); null for a segment no catalogStateKey made. */
export function searchFromCatalogStateKey(key: string, scope: CatalogScope | null = null): string | null {
  if (key === DEFAULT_CATALOG_STATE) return '';
  if (!/^[A-Za-z0-9_-]{1,2048}$/.test(key)) return null;
  try {
    const binary = atob(key.replaceAll('-', '+').replaceAll('_', '/'));
    const search = new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
    // Only the canonical form: the same state must never be cached under two keys.
    return catalogSearch(parseCatalogQuery(new URLSearchParams(search), scope)) === search && search !== '' ? search : null;
  } catch {
    return null;
  }
}

/** The brand or category a /brand/<slug> or /category/<slug> path names; null for any other path. */
export function catalogScopeOf(pathname: string): CatalogScope | null {
  const match = /^\/(brand|category)\/([^/]+)$/.exec(pathname);
  return match ? { kind: match[1] as CatalogScope['kind'], slug: match[2] } : null;
}

/** Where a request for `pathname?search` is rendered; null for a page that is not rewritten. */
export function renderPathFor(pathname: string, search: URLSearchParams): string | null {
  if (pathname === '/products') return catalogRenderPath(search, pathname);
  // A brand's or category's catalog: the path keeps its slug as it came (still percent-encoded).
  if (catalogScopeOf(pathname)) return catalogRenderPath(search, pathname);
  if (pathname === '/blogs') return blogRenderPath(search);
  const product = /^\/product\/([^/]+)$/.exec(pathname);
  if (product) return variantRenderPath(product[1], search);
  return null;
}

function catalogRenderPath(search: URLSearchParams, base: string): string {
  const query = parseCatalogQuery(search, catalogScopeOf(base));
  const canonical = catalogSearch(query);
  if (canonical === '') return `${base}/${DEFAULT_CATALOG_STATE}`;
  const values = [...query.brands, ...Object.values(query.facets).flat()];
  const cacheable =
    !query.phrase && values.length <= CACHED_FILTER_VALUES && values.every((value) => value.length <= CACHED_VALUE_LENGTH);
  return cacheable ? `${base}/${catalogStateKey(canonical)}` : `${base}/search?${canonical}`;
}

function blogRenderPath(search: URLSearchParams): string {
  // Every malformed page number shares one address, which answers 404.
  return `/blogs/${parsePageParam(search.getAll('page')) ?? 0}`;
}

function variantRenderPath(slug: string, search: URLSearchParams): string {
  const variantId = search.get('variantId') ?? search.get('variant');
  return `/product/${slug}/${variantId && /^[1-9]\d{0,8}$/.test(variantId) ? variantId : DEFAULT_VARIANT}`;
}
