// One platform's best sellers as a rail of cards, rendered when the shopper scrolls near the first tab's and when
// another tab is first chosen (./best-sellers-action.tsx).
import { RailCards } from '@/components/catalog/ProductCard';
import type { PlatformRail } from '@/services/server/cached/home';

export function PlatformCards({ rail }: { rail: PlatformRail }) {
  return (
    <RailCards
      products={rail.products}
      list={{ item_list_id: `home-bestselling-${rail.slug}`, item_list_name: `پرفروش ترین ها ${rail.label}` }}
    />
  );
}
