// Server-side catalog reads, cached in Next's data cache under the 'catalog' tag for a minute (stock and
// prices move; revalidateTag('catalog') refreshes them at once). Cart reads are never cached.
import { unstable_cache } from 'next/cache';
import { cache } from 'react';
import { getBrandBySlug, getProductBySlug, searchWithFacets } from '@/services/commerce';
import type { SearchWithFacetsParams } from '@/services/types';

export const CATALOG_CACHE_TAG = 'catalog';
export const CATALOG_REVALIDATE_SECONDS = 60;

const options = { tags: [CATALOG_CACHE_TAG], revalidate: CATALOG_REVALIDATE_SECONDS };

export const readSearch = cache(
  unstable_cache((params: SearchWithFacetsParams) => searchWithFacets(params), ['catalog:search'], options),
);

export const readProduct = cache(unstable_cache((slug: string) => getProductBySlug(slug), ['catalog:product'], options));

export const readBrand = cache(unstable_cache((slug: string) => getBrandBySlug(slug), ['catalog:brand'], options));
