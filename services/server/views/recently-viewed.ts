// A product as the recently viewed list keeps it: its id, slug, Persian title and cover; never a price.
import 'server-only';
import type { RecentProduct } from '@/lib/recently-viewed';
import type { ProductDetail } from '@/services/types/commerce';

export function recentProductOf(
  product: Pick<ProductDetail, 'id' | 'slug' | 'name' | 'persianName' | 'filePath' | 'fileAltAttribute'>,
): RecentProduct {
  const name = product.persianName || product.name;
  return {
    id: product.id,
    slug: product.slug,
    name,
    image: product.filePath ? { src: product.filePath, alt: product.fileAltAttribute || name } : null,
  };
}
