// Catalog reads for server components (search, product, brand), cached under the 'catalog' tag.
// The cart, orders and anything per visitor are read in the browser and never cached.
import { getBrandBySlug, getProductBySlug, searchWithFacets } from '@/services/commerce';
import { productTag } from '@/lib/revalidation';
import { cachedRead } from './policy';

export const readSearch = cachedRead('catalog', 'search', searchWithFacets);
export const readProduct = cachedRead('catalog', 'product', (slug: string) => getProductBySlug(slug), (slug) => [productTag(slug)]);
export const readBrand = cachedRead('catalog', 'brand', getBrandBySlug);
