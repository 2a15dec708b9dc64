// One game on the wishlist: its cover, Persian and original names, categories, the price to buy it now (or
// 'ناموجود'), the whole card leading to its page, and 'حذف' (named after the game) to take it off the list.
import type { Ref } from 'react';
import { IntentLink } from '@/components/shared/IntentLink';
import type { WishlistItem } from '@/services/types/commerce';
import { CoverImage } from '@/components/ui/CoverImage';
import { Price } from '@/components/ui/Price';
import { cheapestAvailable } from './wishlist-price';

export const COVER_SIZE = 80;

export const wishlistTitle = (product: WishlistItem['product']) => product.persianName || product.name;

export function WishlistCard({
  item,
  eager,
  removing,
  error,
  onRemove,
  removeRef,
}: {
  item: WishlistItem;
  /** Among the first rows on screen: its cover is fetched at once rather than when scrolled to. */
  eager: boolean;
  removing: boolean;
  error: string | undefined;
  onRemove: () => void;
  removeRef: Ref<HTMLButtonElement>;
}) {
  const { product } = item;
  const title = wishlistTitle(product);
  const titleId = `wishlist-title-${product.id}`;
  const price = cheapestAvailable(product);
  const categories = product.categories.map((category) => category.name).join('، ');
  return (
    <article
      aria-labelledby={titleId}
      className="relative flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-3"
    >
      <div className="flex gap-3">
        <CoverImage src={product.filePath} alt={product.fileAltAttribute || title} size={COVER_SIZE} eager={eager} />
        <div className="flex min-w-0 flex-1 flex-col">
          <h2 id={titleId} className="line-clamp-2 text-sm leading-6 font-extrabold text-slate-900">
            {/* The card's one link, stretched over the whole card so a tap anywhere opens the game. */}
            <IntentLink
              href={`/product/${encodeURIComponent(product.slug)}`}
              className="after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand-600"
            >
              {title}
            </IntentLink>
          </h2>
          {product.persianName && product.persianName !== product.name ? (
            <p dir="ltr" className="truncate text-end text-xs leading-5 text-slate-500">
              {product.name}
            </p>
          ) : null}
          {categories ? <p className="truncate text-xs leading-5 text-slate-500">{categories}</p> : null}
        </div>
      </div>
      <div className="flex min-h-10 items-center justify-between gap-2 border-t border-slate-100 pt-2">
        <Price salePrice={price?.salePrice} regularPrice={price?.regularPrice} />
        <button
          ref={removeRef}
          type="button"
          onClick={onRemove}
          aria-label={`حذف ${title} از علاقه مندی ها`}
          aria-disabled={removing || undefined}
          aria-busy={removing || undefined}
          className="relative z-10 h-9 rounded-xl px-4 text-sm font-bold text-red-700 ring-1 ring-red-200 hover:bg-red-50 aria-disabled:opacity-60"
        >
          {removing ? 'در حال حذف…' : 'حذف'}
        </button>
      </div>
      {error ? (
        <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-xs leading-5 text-red-700">
          {error}
        </p>
      ) : null}
    </article>
  );
}
