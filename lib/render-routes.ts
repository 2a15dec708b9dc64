// Pages whose content depends on the query string cannot come from the render cache as they are: Next keys a
// cached page by its path alone. proxy.ts asks this module where such a request is rendered instead: a path
// that carries the canonical query (one cached page per distinct catalog state, blog page or variant), or a
// page rendered per request for what should not fill the cache (free-text searches, very long filter lists,
// and anything that names what does not exist: services/server/known-addresses.ts checks). The address in the
// browser does not change.
//
// Every request to these pages is rewritten, the bare address too (/products → /products/all). Next's client
// router predicts the page of an address it has not asked about from a similar one it has seen, assuming the
// query never changes the page; it stops predicting once it sees that an address was rewritten. Without this,
// a tap from /products to /products?genres=… showed the unfiltered catalog.
import { parsePageParam, type BlogTopicKind } from './blog-paging';
import { catalogScope, catalogSearch, parseCatalogQuery, type CatalogQuery, type CatalogScope } from './catalog-query';
import type { RenderPlanKind } from './page-kind-types';
import { DEFAULT_CATALOG_STATE } from './page-kinds';
import { proxiedKinds } from './proxied-kinds';
import { slugFromParam } from './route-params';

export { DEFAULT_CATALOG_STATE } from './page-kinds';
export { bareAddressRewrites } from './proxied-kinds';

/**
 * Beyond this many filter values, or values this long, a catalog state is rendered per request, not kept. Few
 * shoppers choose more than four; past that, the combinations of real values alone are too many to keep.
 */
const CACHED_FILTER_VALUES = 4;
const CACHED_VALUE_LENGTH = 60;

/** The segment of a product page with no variant asked for. */
export const DEFAULT_VARIANT = 'default';

/** A product link names its variant as `?variantId=` (the shop's own links) or `?variant=` (shared links). */
export const VARIANT_QUERY_KEYS = ['variantId', 'variant'] as const;

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

type Segments = Record<string, string>;
type PlanOf<P extends RenderPlanKind['plan']> = Extract<RenderPlanKind, { plan: P }>;

/** Each plan, from its kind's description, the address's dynamic segments and its query. */
const PLANS: {
  [P in RenderPlanKind['plan']]: (
    kind: PlanOf<P>,
    segments: Segments,
    search: URLSearchParams,
    pathname: string,
  ) => RenderPlan;
} = {
  catalog: ({ scope }, { slug }, search, pathname) =>
    catalogPlan(search, pathname, scope && slug !== undefined ? catalogScope(scope, slug) : null),
  product: (_, { slug }, search) => productPlan(slug, search),
  'blog-page': (_, __, search) => blogPagePlan(search),
  'blog-topic': ({ taxonomy }, { slug }, search, pathname) => blogTopicPlan(pathname, taxonomy, slug, search),
  'named-page': ({ names }, segments, _, pathname) =>
    keptWhenExists(pathname, { kind: names, slug: slugFromParam(Object.values(segments).at(-1) ?? '') }),
};

/** Each proxied kind's route as a pattern whose groups are its dynamic segments. */
const ROUTE_PATTERNS = proxiedKinds().map(({ route, render }) => {
  const names: string[] = [];
  const source = route.replace(/\[([^\]]+)\]/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  return { render, names, pattern: new RegExp(`^${source}$`) };
});

/** Where a request for `pathname?search` is rendered; null for a page that is not rewritten. */
export function renderPlanFor(pathname: string, search: URLSearchParams): RenderPlan | null {
  for (const { render, names, pattern } of ROUTE_PATTERNS) {
    const match = pattern.exec(pathname);
    if (!match) continue;
    const segments = Object.fromEntries(names.map((name, index) => [name, match[index + 1]]));
    return (PLANS[render.plan] as (kind: RenderPlanKind, ...rest: [Segments, URLSearchParams, string]) => RenderPlan)(
      render,
      segments,
      search,
      pathname,
    );
  }
  return null;
}

/** A page kept at its own address once what it names exists, else rendered per request beside it. */
function keptWhenExists(pathname: string, names: NamedByAddress): RenderPlan {
  return { kept: pathname, perRequest: `${pathname}/${PER_REQUEST_SEGMENT}`, names };
}

function catalogPlan(search: URLSearchParams, base: string, scope: CatalogScope | null): RenderPlan {
  const query = parseCatalogQuery(search, scope);
  const canonical = catalogSearch(query);
  const perRequest = `${base}/search?${canonical}`;
  // A brand's or category's page names its brand or category even in its default state (its slug decoded).
  const named = query.scope ? { ...query, scope: { ...query.scope, slug: slugFromParam(query.scope.slug) } } : query;
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
