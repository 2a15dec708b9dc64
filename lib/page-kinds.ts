// Every kind of page the shop has, in one table: its public address, the frame around it, how its address is
// rendered (as it is, or rewritten to a kept or a per-request render: lib/render-routes.ts), and which sitemap
// lists it. The proxy's matcher, the render plans, the metrics' route labels (lib/route-templates.ts), the
// sitemaps (services/server/sitemaps.ts) and the e2e frame table read this table; what an address names is checked by
// services/server/known-addresses.ts, whose checks are keyed by the names the plans produce, so a kind that names
// something new does not type-check until it has a check. docs/ARCHITECTURE.md, "Adding a page kind".
//
// Data only: the browser's vitals reporter reads the route labels from here.

// Relative, not @/: next.config.ts reaches this file through lib/render-routes.ts, and its loader knows no paths.
import type { BlogTopicKind } from './blog-paging';
import { CATALOG_QUERY_KEYS, type CatalogScope } from './catalog-query';

/** The frame of a page: which header, and whether it has the footer and the bottom nav (docs/PRODUCT.md). */
export type Frame = { header: 'main' | 'back' | 'detail' | 'none'; footer: boolean; bottomNav: boolean };

/**
 * Which of lib/render-routes.ts's plans maps a proxied address to its kept and per-request paths:
 * - `catalog`: the catalog's state in the query, narrowed by the path's `scope` (/brand/<slug>) or not (/products);
 * - `product`: a product and the variant a link names;
 * - `blog-page`: a page of the blog list; `blog-topic`: a page of a blog category's or tag's posts;
 * - `named-page`: a page kept at its own address once the one thing its last segment `names` exists.
 */
export type RenderPlanKind =
  | { plan: 'catalog'; scope: CatalogScope['kind'] | null }
  | { plan: 'product' }
  | { plan: 'blog-page' }
  | { plan: 'blog-topic'; taxonomy: BlogTopicKind }
  | { plan: 'named-page'; names: 'post' | 'faq-topic' };

/**
 * How an address of a kind is rendered:
 * - `as-is`: the page renders its own address (a page with no query it reads, or one for a signed-in visitor);
 * - `proxied`: every request passes the proxy, which asks lib/render-routes.ts for the kept or per-request path
 *   (a page that names something that must exist before it is kept);
 * - `proxied-with-query`: only a request that carries one of `keys` passes the proxy; the bare address is
 *   rewritten to `bare` by next.config.ts without a proxy call (the common case costs nothing).
 */
export type RenderMode =
  | { mode: 'as-is' }
  | ({ mode: 'proxied' } & RenderPlanKind)
  | ({ mode: 'proxied-with-query'; keys: readonly string[]; bare: string } & RenderPlanKind);

/** The sitemap file that lists a kind's addresses (services/server/sitemaps.ts), or null when none does. */
export type SitemapListing = 'pages' | 'categories' | 'brands' | 'companies' | 'topics' | 'products' | 'posts' | null;

export type PageKind = {
  /** The public address, `[name]` for a dynamic segment; also the kind's route label in metrics. */
  route: string;
  frame: Frame;
  render: RenderMode;
  sitemap: SitemapListing;
  /** An address of this kind in the seeded sandbox: the e2e suite opens it to check the frame. */
  example: string;
};

/** The segment of the catalog with nothing chosen. */
export const DEFAULT_CATALOG_STATE = 'all';

const MAIN: Frame = { header: 'main', footer: true, bottomNav: true };
const DETAIL: Frame = { header: 'detail', footer: true, bottomNav: false };
const BACK: Frame = { header: 'back', footer: false, bottomNav: false };
const BARE: Frame = { header: 'none', footer: false, bottomNav: false };
/** The main header under the page's own back link and title (the header slice's override). */
const SHOP_BACK: Frame = { header: 'back', footer: true, bottomNav: true };
const BLOGS: Frame = { header: 'main', footer: true, bottomNav: false };

const AS_IS = { mode: 'as-is' } as const;

export const PAGE_KINDS = {
  home: { route: '/', frame: MAIN, render: AS_IS, sitemap: 'pages', example: '/' },
  catalog: {
    route: '/products',
    frame: MAIN,
    render: {
      mode: 'proxied-with-query',
      keys: CATALOG_QUERY_KEYS,
      bare: `/products/${DEFAULT_CATALOG_STATE}`,
      plan: 'catalog',
      scope: null,
    },
    sitemap: 'pages',
    example: '/products',
  },
  brand: {
    route: '/brand/[slug]',
    frame: MAIN,
    render: { mode: 'proxied', plan: 'catalog', scope: 'brand' },
    sitemap: 'brands',
    example: '/brand/ea-sports',
  },
  category: {
    route: '/category/[slug]',
    frame: MAIN,
    render: { mode: 'proxied', plan: 'catalog', scope: 'category' },
    sitemap: 'categories',
    example: '/category/ps5-games',
  },
  company: {
    route: '/company/[slug]',
    frame: MAIN,
    render: { mode: 'proxied', plan: 'catalog', scope: 'company' },
    sitemap: 'companies',
    example: '/company/capcom',
  },
  product: {
    route: '/product/[slug]',
    frame: DETAIL,
    render: { mode: 'proxied', plan: 'product' },
    sitemap: 'products',
    example: '/product/elden-ring',
  },
  categories: {
    route: '/categories',
    frame: { ...BACK, bottomNav: true },
    render: AS_IS,
    sitemap: 'pages',
    example: '/categories',
  },
  cart: { route: '/cart', frame: MAIN, render: AS_IS, sitemap: null, example: '/cart' },
  blogs: {
    route: '/blogs',
    frame: BLOGS,
    render: { mode: 'proxied-with-query', keys: ['page'], bare: '/blogs/1', plan: 'blog-page' },
    sitemap: 'pages',
    example: '/blogs',
  },
  blogCategory: {
    route: '/blogs/category/[slug]',
    frame: BLOGS,
    render: { mode: 'proxied', plan: 'blog-topic', taxonomy: 'category' },
    sitemap: 'topics',
    example: '/blogs/category/guides',
  },
  blogTag: {
    route: '/blogs/tag/[slug]',
    frame: BLOGS,
    render: { mode: 'proxied', plan: 'blog-topic', taxonomy: 'tag' },
    sitemap: 'topics',
    example: '/blogs/tag/ps5',
  },
  post: {
    route: '/blog/[post]',
    frame: DETAIL,
    render: { mode: 'proxied', plan: 'named-page', names: 'post' },
    sitemap: 'posts',
    example: '/blog/ps5-account-capacities-explained',
  },
  about: { route: '/about', frame: { ...BACK, footer: true }, render: AS_IS, sitemap: 'pages', example: '/about' },
  faq: { route: '/faq', frame: BACK, render: AS_IS, sitemap: 'pages', example: '/faq' },
  faqTopic: {
    route: '/faq/[slug]',
    frame: BACK,
    render: { mode: 'proxied', plan: 'named-page', names: 'faq-topic' },
    sitemap: 'topics',
    example: '/faq/delivery',
  },
  terms: { route: '/terms', frame: BACK, render: AS_IS, sitemap: 'pages', example: '/terms' },
  orderGuide: { route: '/order-guide', frame: BACK, render: AS_IS, sitemap: 'pages', example: '/order-guide' },
  contact: { route: '/contact', frame: BACK, render: AS_IS, sitemap: 'pages', example: '/contact' },
  login: { route: '/login', frame: BARE, render: AS_IS, sitemap: null, example: '/login' },
  offline: { route: '/offline', frame: BARE, render: AS_IS, sitemap: null, example: '/offline' },
  profile: {
    route: '/profile',
    frame: { ...BARE, bottomNav: true },
    render: AS_IS,
    sitemap: null,
    example: '/profile',
  },
  profileEdit: { route: '/profile/edit', frame: BARE, render: AS_IS, sitemap: null, example: '/profile/edit' },
  changePassword: {
    route: '/profile/change-password',
    frame: BARE,
    render: AS_IS,
    sitemap: null,
    example: '/profile/change-password',
  },
  forgetPassword: {
    route: '/profile/forget-password',
    frame: BARE,
    render: AS_IS,
    sitemap: null,
    example: '/profile/forget-password',
  },
  wallet: { route: '/profile/wallet', frame: BARE, render: AS_IS, sitemap: null, example: '/profile/wallet' },
  walletCharge: {
    route: '/profile/wallet/charge',
    frame: BARE,
    render: AS_IS,
    sitemap: null,
    example: '/profile/wallet/charge',
  },
  walletFaq: {
    route: '/profile/wallet/faq',
    frame: BARE,
    render: AS_IS,
    sitemap: null,
    example: '/profile/wallet/faq',
  },
  walletTransactions: {
    route: '/profile/wallet/transactions',
    frame: BARE,
    render: AS_IS,
    sitemap: null,
    example: '/profile/wallet/transactions',
  },
  orders: { route: '/profile/orders', frame: SHOP_BACK, render: AS_IS, sitemap: null, example: '/profile/orders' },
  order: {
    route: '/profile/orders/[id]',
    frame: SHOP_BACK,
    render: AS_IS,
    sitemap: null,
    example: '/profile/orders/1',
  },
  orderItem: {
    route: '/profile/orders/[id]/[itemId]',
    frame: SHOP_BACK,
    render: AS_IS,
    sitemap: null,
    example: '/profile/orders/1/1',
  },
  wishlist: {
    route: '/profile/wishlist',
    frame: SHOP_BACK,
    render: AS_IS,
    sitemap: null,
    example: '/profile/wishlist',
  },
  notifications: {
    route: '/profile/notifications',
    frame: SHOP_BACK,
    render: AS_IS,
    sitemap: null,
    example: '/profile/notifications',
  },
} as const satisfies Record<string, PageKind>;

export type PageKindName = keyof typeof PAGE_KINDS;

/** A kind whose addresses pass the proxy, with or without a query: lib/render-routes.ts plans each. */
export type ProxiedKind = PageKind & { render: Exclude<RenderMode, { mode: 'as-is' }> };

/** The kinds the proxy sees, in the table's order. */
export function proxiedKinds(): ProxiedKind[] {
  return PAGE_KIND_NAMES.map((name) => PAGE_KINDS[name] as PageKind).filter(
    (kind): kind is ProxiedKind => kind.render.mode !== 'as-is',
  );
}

export const PAGE_KIND_NAMES = Object.keys(PAGE_KINDS) as PageKindName[];

/** A kind's route as a path-to-regexp source for Next's matcher and rewrites: `/brand/[slug]` → `/brand/:slug`. */
export const routeSource = (route: string): string => route.replace(/\[([^\]]+)\]/g, ':$1');

type MatcherEntry = { source: string; has?: { type: 'query'; key: string }[] };

/**
 * proxy.ts's matcher as the table makes it: one entry per query key of a kind proxied with a query, one per
 * proxied kind. Next reads proxy.ts's `config` without running it, so proxy.ts spells it out and a unit test holds
 * the two equal.
 */
export function proxyMatcher(): MatcherEntry[] {
  const withQuery: MatcherEntry[] = [];
  const always: MatcherEntry[] = [];
  for (const { route, render } of proxiedKinds()) {
    if (render.mode === 'proxied-with-query') {
      withQuery.push(...render.keys.map((key) => ({ source: route, has: [{ type: 'query' as const, key }] })));
    } else always.push({ source: routeSource(route) });
  }
  return [...withQuery, ...always];
}

type QueryCondition = { type: 'query'; key: string };
export type BareAddressRewrite = { source: string; destination: string; missing: QueryCondition[] };

/**
 * The rewrites of a bare address of a kind proxied with a query (/products, /blogs without the query their page
 * reads), as next.config.ts rewrites: they name nothing to check, so they need no proxy call, which cost a third of
 * the requests a second /products could serve.
 */
export function bareAddressRewrites(): BareAddressRewrite[] {
  return proxiedKinds().flatMap(({ route, render }) => {
    if (render.mode !== 'proxied-with-query') return [];
    const missing = render.keys.map((key): QueryCondition => ({ type: 'query', key }));
    return [{ source: route, destination: render.bare, missing }];
  });
}
