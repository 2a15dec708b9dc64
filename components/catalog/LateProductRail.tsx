// A rail far below the first screen, in a module of its own: the catalog's pages import ProductCard and should not
// carry the client component that loads it (LoadWhenNear) in their first load.
import type { ReactNode } from 'react';
import { LoadWhenNear } from '@/components/shared/LoadWhenNear';
import { RAIL_HEIGHT, RailPlaceholder } from '@/components/ui/RailPlaceholder';
import { RailSection } from './ProductCard';

/**
 * A rail far below the first screen: its title with the page, its cards (`load`, a server action that renders
 * RailCards with the `h-full` class) only once the shopper scrolls near it.
 */
export function LateProductRail({
  title,
  href,
  load,
}: {
  title: string;
  href: string;
  load: () => Promise<ReactNode>;
}) {
  return (
    <RailSection title={title} href={href} below="[--below-fold-height:378px]">
      <LoadWhenNear load={load} placeholder={<RailPlaceholder />} className={`mt-3 ${RAIL_HEIGHT}`} />
    </RailSection>
  );
}
