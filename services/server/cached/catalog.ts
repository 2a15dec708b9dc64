// Catalog reads for server components (search, product, similar games, gallery, a variant's product, brand,
// category), cached under the 'catalog' tag.
// The cart, orders and anything per visitor are read in the browser and never cached.
import 'server-only';
import {
  getAllForSiteMap,
  getBrandBySlug,
  getCategoryBySlug,
  getGallery,
  getProductBySlug,
  getSimilar,
  getVariant,
  searchWithFacets,
} from '@/services/commerce';
import { productTag } from '@/lib/revalidation';
import type { Company, MediaType, ProductListItem, SearchWithFacetsInput } from '@/services/types/commerce';
import { cachedRead } from './policy';

// The parameters alone make the cache key: a server read is never cancelled, so it takes no signal.
export const readSearch = cachedRead('catalog', 'search', (params: SearchWithFacetsInput) => searchWithFacets(params));
export const readProduct = cachedRead(
  'catalog',
  'product',
  (slug: string) => getProductBySlug(slug),
  (slug) => [productTag(slug)],
);
export const readBrand = cachedRead('catalog', 'brand', getBrandBySlug);
export const readCategory = cachedRead('catalog', 'category', getCategoryBySlug);
/** A publisher or developer as its games name it (no call of its own): from a game it published, else developed. */
export const readCompany = cachedRead('catalog', 'company', async (slug: string): Promise<Company | null> => {
  for (const role of ['publisher', 'developer'] as const) {
    const search = { skipCount: 0, maxResultCount: 1, [`${role}s`]: [slug] };
    const [game] = (await searchWithFacets(search)).pagedResult.items;
    const company = game?.[role];
    if (company?.slug === slug) return company;
  }
  return null;
});
export const readSimilar = cachedRead<[slug: string, variantId?: number], ProductListItem[]>(
  'catalog',
  'similar',
  (slug: string, variantId?: number) => getSimilar(slug, { variantId }),
  (slug) => [productTag(slug)],
);
export const readVariant = cachedRead('catalog', 'variant', (id: number) => getVariant(id));
export const readGallery = cachedRead(
  'catalog',
  'gallery',
  (slug: string) => getGallery(slug),
  (slug) => [productTag(slug)],
);
/** A page of every product with its cover (Image) or its trailers (Video), for the sitemaps (services/server/sitemaps.ts). */
export const readSiteMapMedia = cachedRead(
  'catalog',
  'sitemap',
  (mediaType: MediaType, skipCount: number, maxResultCount: number) =>
    getAllForSiteMap({ mediaType, skipCount, maxResultCount }),
);
