// Pages whose content depends on the query string cannot come from the render cache as they are: Next keys a
// cached page by its path alone. proxy.ts asks this module where such a request is rendered instead: a path
// that carries the canonical query (one cached page per distinct catalog state, blog page or variant), or a
// page rendered per request for what should not fill the cache (free-text searches, very long filter lists,
// and anything that names what does not exist: services/known-addresses.ts checks). The address in the
// browser does not change.
//
// Every request to these pages is rewritten, the bare address too (/products → /products/all). Next's client
// router predicts the page of an address it has not asked about from a similar one it has seen, assuming the
// query never changes the page; it stops predicting once it sees that an address was rewritten. Without this,
// a tap from /products to /products?genres=… showed the unfiltered catalog.
import { parsePageParam, type BlogTopicKind } from './blog-paging';
import {
  CATALOG_QUERY_KEYS,
  catalogSearch,
  parseCatalogQuery,
  type CatalogQuery,
  type CatalogScope,
} from './catalog-query';
import { slugFromParam } from './route-params';

/**
 * Beyond this many filter values, or values this long, a catalog state is rendered per request, not kept. Few
 * shoppers choose more than four; past that, the combinations of real values alone are too many to keep.
 */
const CACHED_FILTER_VALUES = 4;
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
 * The same rewrites for /products and /blogs without the query their page reads (the common case), as
 * next.config.ts rewrites: they name nothing to check, so they need no proxy call, which cost a third of the
 * requests a second /products could serve. proxy.ts runs only when one of these keys is present. A product's
 * page always goes through proxy.ts: its slug must name a product before its page may be kept.
 */
export function bareAddressRewrites(): BareAddressRewrite[] {
  const absent = (keys: readonly string[]) => keys.map((key): QueryCondition => ({ type: 'query', key }));
  return [
    { source: '/products', destination: `/products/${DEFAULT_CATALOG_STATE}`, missing: absent(CATALOG_QUERY_KEYS) },
    { source: '/blogs', destination: '/blogs/1', missing: absent(['page']) },
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
    const search = new TextDecoder('utf-8', { fatal: true }).decode(
      Uint8Array.from(binary, (char) => char.charCodeAt(0)),
    );
    // Only the canonical form: the same state must never be cached under two keys.
    return catalogSearch(parseCatalogQuery(new URLSearchParams(search), scope)) === search && search !== ''
      ? search
      : null;
  } catch {
    return null;
  }
}

/** The brand or category a /brand/<slug> or /category/<slug> path names; null for any other path. */
export function catalogScopeOf(pathname: string): CatalogScope | null {
  const match = /^\/(brand|category)\/([^/]+)$/.exec(pathname);
  return match ? { kind: match[1] as CatalogScope['kind'], slug: match[2] } : null;
}

/** What an address names, for the proxy to check before it lets the render cache keep the page. */
export type NamedByAddress =
  | { kind: 'catalog'; query: CatalogQuery }
  | { kind: 'product'; slug: string; variantId: number | null }
  | { kind: 'blog-page'; page: number }
  | { kind: 'post'; slug: string }
  | { kind: 'blog-topic'; taxonomy: BlogTopicKind; slug: string; page: number }
  | { kind: 'faq-topic'; slug: string };

/**
 * Where a request is rendered: `kept` (the render cache keeps it per address) only when everything `names`
 * exists, else `perRequest` (rendered for this request, kept nowhere). `kept` is null when the page is never
 * kept (a free-text search, a long filter list); `names` is null when the address names nothing to check.
 */
export type RenderPlan = { kept: string | null; perRequest: string; names: NamedByAddress | null };

/** The segment of a page rendered per request beside the kept ones (a product, a blog page, a post). */
export const PER_REQUEST_SEGMENT = 'uncached';

/** Where a request for `pathname?search` is rendered; null for a page that is not rewritten. */
export function renderPlanFor(pathname: string, search: URLSearchParams): RenderPlan | null {
  if (pathname === '/products' || catalogScopeOf(pathname)) return catalogPlan(search, pathname);
  if (pathname === '/blogs') return blogPagePlan(search);
  const product = /^\/product\/([^/]+)$/.exec(pathname);
  if (product) return productPlan(product[1], search);
  const post = /^\/blog\/([^/]+)$/.exec(pathname);
  if (post)
    return {
      kept: pathname,
      perRequest: `${pathname}/${PER_REQUEST_SEGMENT}`,
      names: { kind: 'post', slug: slugFromParam(post[1]) },
    };
  const topic = /^\/blogs\/(category|tag)\/([^/]+)$/.exec(pathname);
  if (topic) return blogTopicPlan(pathname, topic[1] as BlogTopicKind, topic[2], search);
  const faqTopic = /^\/faq\/([^/]+)$/.exec(pathname);
  if (faqTopic) {
    return {
      kept: pathname,
      perRequest: `${pathname}/${PER_REQUEST_SEGMENT}`,
      names: { kind: 'faq-topic', slug: slugFromParam(faqTopic[1]) },
    };
  }
  return null;
}

function catalogPlan(search: URLSearchParams, base: string): RenderPlan {
  const scope = catalogScopeOf(base);
  const query = parseCatalogQuery(search, scope);
  const canonical = catalogSearch(query);
  const perRequest = `${base}/search?${canonical}`;
  // A brand's or category's page names its brand or category even in its default state (its slug decoded).
  const named = scope ? { ...query, scope: { ...scope, slug: slugFromParam(scope.slug) } } : query;
  const names: NamedByAddress | null = canonical === '' && !scope ? null : { kind: 'catalog', query: named };
  if (canonical === '') return { kept: `${base}/${DEFAULT_CATALOG_STATE}`, perRequest, names };
  const values = [...query.brands, ...Object.values(query.facets).flat()];
  const keepable =
    !query.phrase &&
    values.length <= CACHED_FILTER_VALUES &&
    values.every((value) => value.length <= CACHED_VALUE_LENGTH);
  return { kept: keepable ? `${base}/${catalogStateKey(canonical)}` : null, perRequest, names };
}

function blogPagePlan(search: URLSearchParams): RenderPlan {
  const page = parsePageParam(search.getAll('page'));
  // Every malformed page number shares one address, which answers 404.
  if (page === null) return { kept: '/blogs/0', perRequest: '/blogs/0', names: null };
  const perRequest = `/blogs/${PER_REQUEST_SEGMENT}?page=${page}`;
  return { kept: `/blogs/${page}`, perRequest, names: page === 1 ? null : { kind: 'blog-page', page } };
}

/** A category's or tag's posts, paged like /blogs: `?page=N` kept as the path's last segment. */
function blogTopicPlan(pathname: string, taxonomy: BlogTopicKind, slug: string, search: URLSearchParams): RenderPlan {
  const page = parsePageParam(search.getAll('page'));
  // A page number that is none answers 404, rendered per request.
  if (page === null) return { kept: null, perRequest: `${pathname}/${PER_REQUEST_SEGMENT}?page=0`, names: null };
  return {
    kept: `${pathname}/${page}`,
    perRequest: `${pathname}/${PER_REQUEST_SEGMENT}?page=${page}`,
    names: { kind: 'blog-topic', taxonomy, slug: slugFromParam(slug), page },
  };
}

function productPlan(slug: string, search: URLSearchParams): RenderPlan {
  const asked = search.get('variantId') ?? search.get('variant');
  const variantId = asked && /^[1-9]\d{0,8}$/.test(asked) ? Number(asked) : null;
  return {
    kept: `/product/${slug}/${variantId ?? DEFAULT_VARIANT}`,
    perRequest: `/product/${slug}/${PER_REQUEST_SEGMENT}${variantId === null ? '' : `?variantId=${variantId}`}`,
    names: { kind: 'product', slug: slugFromParam(slug), variantId },
  };
}
