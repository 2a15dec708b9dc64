// What a row of the table of page kinds (lib/page-kinds.ts) says: the frame around a page, how its address is
// rendered, and which sitemap lists it. Types only: a kind is declared in the table and nowhere else.

// Relative, not @/: next.config.ts reaches this file through lib/render-routes.ts, and its loader knows no paths.
import type { BlogTopicKind } from './blog-paging';
import type { CatalogScope } from './catalog-query';

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

/** The sitemap file that lists a kind's addresses (services/server/sitemap-files.ts), or null when none does. */
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
