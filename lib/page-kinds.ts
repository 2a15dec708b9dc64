// Every kind of page the shop has, in one table, the one place a kind is declared: its public address, the frame
// around it, how its address is rendered (as it is, or rewritten to a kept or a per-request render:
// lib/render-routes.ts), and which sitemap lists it; lib/page-kind-types.ts types a row. The proxy's matcher and
// next.config.ts's bare rewrites (lib/proxied-kinds.ts), the render plans, the metrics' route labels
// (lib/route-templates.ts), the sitemap of static pages (services/server/sitemap-entries.ts) and the e2e frame table
// read this table; what an address names is checked by services/server/known-addresses.ts, whose checks are keyed by
// the names the plans produce, so a kind that names something new does not type-check until it has a check.
// docs/ARCHITECTURE.md, "Adding a page kind".
//
// Data only, and never loaded by the browser: field Web Vitals send a page's path and the server finds its label.

// Relative, not @/: next.config.ts reaches this file through lib/render-routes.ts, and its loader knows no paths.
import { CATALOG_QUERY_KEYS } from './catalog-query';
import type { Frame, PageKind } from './page-kind-types';

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

export const PAGE_KIND_NAMES = Object.keys(PAGE_KINDS) as PageKindName[];
