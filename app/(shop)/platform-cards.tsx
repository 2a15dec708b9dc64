// One platform's best sellers as a rail of cards: the first tab's is rendered with the home page, the others'
// when their tab is first chosen (./best-sellers-action.tsx).
import { ProductCard } from '@/components/catalog/ProductCard';
import { listAttributes } from '@/lib/analytics/ecommerce';
import type { PlatformRail } from '@/services/server/cached/home';

export function PlatformCards({ rail }: { rail: PlatformRail }) {
  return (
    <ul
      className="mt-3 flex snap-x snap-mandatory gap-3 overflow-x-auto scroll-ps-4 px-4 pb-2 [scrollbar-width:none]"
      {...listAttributes({
        item_list_id: `home-bestselling-${rail.slug}`,
        item_list_name: `پرفروش ترین ها ${rail.label}`,
      })}
    >
      {rail.products.map((product) => (
        <li key={product.id} className="w-36 shrink-0 snap-start">
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}
