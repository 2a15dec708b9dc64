// What /categories lists, and the sitemaps of brands and categories with it (services/server/sitemap-entries.ts):
// the CMS's categories with where each leads, and the catalog's brands with how many games each has.
import 'server-only';
import { safeReturnUrl } from '@/lib/return-url';
import type { CmsCategory } from '@/services/types/cms';
import type { Brand, ProductListItem, SearchWithFacetsInput } from '@/services/types/commerce';

/** The search whose games' brands are listed. */
export const BRAND_LISTING_SEARCH: SearchWithFacetsInput & { skipCount: number; maxResultCount: number } = {
  skipCount: 0,
  maxResultCount: 1000,
};

/** Brands of the catalog with how many games each has, most first. */
export function brandsWithCounts(products: ProductListItem[]): { brand: Brand; count: number }[] {
  const counts = new Map<string, { brand: Brand; count: number }>();
  for (const brand of products.flatMap((product) => product.brands ?? [])) {
    const entry = counts.get(brand.slug) ?? { brand, count: 0 };
    entry.count += 1;
    counts.set(brand.slug, entry);
  }
  return [...counts.values()].sort((a, b) => b.count - a.count || a.brand.name.localeCompare(b.brand.name));
}

/**
 * Where a CMS category leads: its `Url` (a field we proposed), else its catalog page by `Slug`, as the production
 * CMS has it; a link that is not a path on this site ('//…', '/\\…', another origin) falls back to the catalog.
 */
export function categoryHref(category: Partial<Pick<CmsCategory, 'Url' | 'Slug'>>): string {
  const bySlug = category.Slug ? `/category/${encodeURIComponent(category.Slug)}` : null;
  return safeReturnUrl(category.Url ?? bySlug) ?? '/products';
}
