// The product page's trail, shown as its breadcrumbs and written as its BreadcrumbList, so the two always agree:
// home, the game's first category (its catalog page), then the game. A game without categories goes home → game.
import 'server-only';
import { catalogPath } from '@/lib/catalog-query';
import type { ProductDetail } from '@/services/types/commerce';

export type TrailStep = { name: string; path: string };

export function productTrail(
  product: Pick<ProductDetail, 'slug' | 'name' | 'persianName' | 'categories'>,
): TrailStep[] {
  const category = product.categories?.[0];
  return [
    { name: 'خانه', path: '/' },
    ...(category ? [{ name: category.name, path: catalogPath({ kind: 'category', slug: category.slug }) }] : []),
    { name: product.persianName || product.name, path: `/product/${encodeURIComponent(product.slug)}` },
  ];
}
