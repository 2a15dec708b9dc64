// A product in a grid or rail: cover, Persian and original titles, and the lowest price (from minVariant). Each
// card carries its variant's id and each list its id and name in data-* attributes, which analytics reads from the
// page once it is idle (components/shared/analytics/collector.ts): the cards stay server-rendered, with no script.
import { ServerImage } from '@/components/ui/ServerImage';
import type { ReactNode } from 'react';
import { IntentLink } from '@/components/shared/IntentLink';
import type { ProductListItem } from '@/services/types/commerce';
import { Price } from '@/components/ui/Price';
import { largestPaintImage } from '@/components/ui/largest-paint';
import { isPreorder, PreorderBadge } from '@/components/ui/PreorderBadge';
import { cardAttributes, listAttributes, type ItemList } from '@/lib/analytics/ecommerce';

export function ProductCard({ product, priority = false }: { product: ProductListItem; priority?: boolean }) {
  const price = product.minVariant?.items[0];
  const title = product.persianName || product.name;
  return (
    <article
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white"
      {...cardAttributes(product)}
    >
      <div className="relative aspect-[3/4] bg-slate-100">
        {product.filePath ? (
          // A card is never drawn wider than 256 px (half the 512 px column, or a 144 px rail card), so one
          // width at 1x and one at 2x cover every phone; a `sizes` list put six URLs in each card instead.
          <ServerImage
            src={product.filePath}
            alt={product.fileAltAttribute || title}
            width={256}
            height={341}
            className="size-full object-cover"
            {...largestPaintImage(priority)}
          />
        ) : null}
        {isPreorder(price?.status) ? <PreorderBadge className="absolute top-2 start-2 shadow-sm" /> : null}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-2.5">
        <h3 className="line-clamp-2 text-sm leading-6 font-bold text-slate-900">
          <IntentLink href={`/product/${product.slug}`} className="after:absolute after:inset-0">
            {title}
          </IntentLink>
        </h3>
        {product.persianName && product.persianName !== product.name ? (
          <p dir="ltr" className="truncate text-end text-xs text-slate-500">
            {product.name}
          </p>
        ) : null}
        <div className="mt-auto flex justify-end pt-1">
          <Price
            salePrice={price?.salePrice ?? null}
            regularPrice={price?.regularPrice}
            currencyType={price?.currencyType}
          />
        </div>
      </div>
    </article>
  );
}

export function ProductGrid({
  products,
  list,
  priorityCount = 0,
}: {
  products: ProductListItem[];
  list: ItemList;
  priorityCount?: number;
}) {
  return (
    <ul className="grid grid-cols-2 gap-3 px-4" {...listAttributes(list)}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} priority={index < priorityCount} />
        </li>
      ))}
    </ul>
  );
}

/** A rail's cards in a row, snapping card by card (CSS scroll-snap, no script); `className` adds its margin or height. */
export function RailCards({
  products,
  list,
  className = 'mt-3',
}: {
  products: ProductListItem[];
  list: ItemList;
  className?: string;
}) {
  return (
    <ul
      className={`flex snap-x snap-mandatory gap-3 overflow-x-auto scroll-ps-4 px-4 pb-2 [scrollbar-width:none] ${className}`}
      {...listAttributes(list)}
    >
      {products.map((product) => (
        <li key={product.id} className="w-36 shrink-0 snap-start">
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}

/** A rail's title and its link to the whole list, over the rail. */
export function RailSection({
  title,
  href,
  below,
  children,
}: {
  title: string;
  href: string;
  /** The section's usual height, for the browser to assume while it skips it (`below-fold`). */
  below: string;
  children: ReactNode;
}) {
  return (
    <section className={`mt-6 below-fold ${below}`} aria-label={title}>
      <div className="flex items-center justify-between px-4">
        <h2 className="text-base font-extrabold text-slate-900">{title}</h2>
        <IntentLink href={href} className="rounded-lg px-2 py-1 text-sm font-medium text-brand-600 hover:bg-brand-50">
          مشاهده همه
        </IntentLink>
      </div>
      {children}
    </section>
  );
}

/** A horizontal rail of cards, rendered with the page. */
export function ProductRail({
  title,
  href,
  products,
  listId,
}: {
  title: string;
  href: string;
  products: ProductListItem[];
  listId: string;
}) {
  if (products.length === 0) return null;
  return (
    <RailSection title={title} href={href} below="[--below-fold-height:377px]">
      <RailCards products={products} list={{ item_list_id: listId, item_list_name: title }} />
    </RailSection>
  );
}
