// The product page's mount of the recently viewed rail: only what a card needs leaves the server (no price).
import type { ProductDetail } from '@/services/types/commerce';
import { recentProductOf } from '@/services/server/views/recently-viewed';
import { RecentlyViewed } from './RecentlyViewed';

export function ProductRecentlyViewed({ product }: { product: ProductDetail }) {
  return <RecentlyViewed current={recentProductOf(product)} />;
}
