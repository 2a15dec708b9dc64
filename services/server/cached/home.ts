// The home page's reads beyond the plain rails: the best sellers of each platform and the pre-orders (commerce),
// and the CMS's Home and about pages. Each goes through the cached reads, so a publish or a minute refreshes it.
import 'server-only';
import { settle } from '@/lib/settle';
import type { ProductListItem } from '@/services/types/commerce';
import { readSearch } from './catalog';
import { readCmsPage } from './cms';

export const HOME_RAIL_SIZE = 10;

/** The platforms of the best-sellers tabs, in the order the real home page shows them, with their names. */
export const BEST_SELLER_PLATFORMS = [
  { slug: 'playstation-5', label: 'PlayStation 5' },
  { slug: 'playstation-4', label: 'PlayStation 4' },
  { slug: 'steam', label: 'Steam' },
  { slug: 'xbox-one', label: 'Xbox One' },
  { slug: 'xbox-series-xs', label: 'Xbox Series X|S' },
  { slug: 'nintendo-switch-2', label: 'Nintendo Switch 2' },
] as const;

export type PlatformRail = { slug: string; label: string; products: ProductListItem[] };

/** One platform's best sellers, or null when it sells nothing. Throws when the read fails or `slug` is unknown. */
export async function readPlatformBestSellers(slug: string): Promise<PlatformRail | null> {
  const platform = BEST_SELLER_PLATFORMS.find((candidate) => candidate.slug === slug);
  if (!platform) throw new Error(`Not a best-sellers platform: ${slug}`);
  const result = await readSearch({
    skipCount: 0,
    maxResultCount: HOME_RAIL_SIZE,
    orderBy: 'Sale',
    sortBy: 'desc',
    variants: [slug],
  });
  if (result.pagedResult.items.length === 0) return null;
  // The name as the catalog gives it, where it does; the fixed one otherwise.
  const facet = result.facets.find((entry) => entry.key === 'variants')?.items.find((item) => item.value === slug);
  return { slug, label: facet?.label || platform.label, products: result.pagedResult.items };
}

/**
 * The best sellers of each platform, one search per platform. A platform whose read failed or found nothing
 * is left out; only when every read failed does this throw, so the section shows its notice.
 */
export async function readBestSellersByPlatform(): Promise<PlatformRail[]> {
  const reads = await Promise.all(BEST_SELLER_PLATFORMS.map(({ slug }) => settle(readPlatformBestSellers(slug))));
  const failed = reads.find((read) => !read.ok);
  if (failed && reads.every((read) => !read.ok)) throw failed.error;
  return reads.flatMap((read) => (read.ok && read.value ? [read.value] : []));
}

/** Games sold before release (status OnBackOrder, sent singular as the real home page does). */
export async function readPreorders(): Promise<ProductListItem[]> {
  const result = await readSearch({ skipCount: 0, maxResultCount: HOME_RAIL_SIZE, status: ['OnBackOrder'] });
  return result.pagedResult.items;
}

export const readHomePage = () => readCmsPage('Home');
export const readAboutPage = () => readCmsPage('aboutUs');
