// The home page's rails of games below the best sellers: their titles, where 'مشاهده همه' leads and their lists'
// ids for analytics. The page renders their titles; their cards come when the shopper scrolls near
// (app/(shop)/home-rails-action.tsx).
import { discountPercent } from '@/components/ui/Price';
import type { ProductListItem } from '@/services/types/commerce';

export const HOME_RAILS = {
  newest: { title: 'جدیدترین بازی ها', href: '/products', listId: 'home-newest' },
  preorder: { title: 'پیش خرید', href: '/products?preorder=1', listId: 'home-preorder' },
  discounted: { title: 'تخفیف دارها', href: '/products', listId: 'home-discounted' },
} as const;

export type HomeRail = keyof typeof HOME_RAILS;

export const isHomeRail = (rail: unknown): rail is HomeRail =>
  typeof rail === 'string' && Object.hasOwn(HOME_RAILS, rail);

/** A game for the discounted rail: its cheapest variant sells below its regular price. */
export const isDiscounted = (product: ProductListItem) => {
  const price = product.minVariant?.items[0];
  return discountPercent(price?.regularPrice, price?.salePrice) > 0;
};
