'use client';
// /profile/wishlist: the heading with the count, the games newest first with 'نمایش بیشتر' while more remain, a
// removal that keeps the focus in the list and says what happened, an empty state and a failure with a retry.
import { useRef, useState } from 'react';
import { IntentLink } from '@/components/shared/IntentLink';
import type { WishlistItem } from '@/services/types/commerce';
import { HeartIcon } from '@/components/ui/icons';
import { RetryNotice } from '@/components/ui/RetryNotice';
import { WishlistCard, wishlistTitle } from './WishlistCard';
import { WishlistHeading } from './WishlistHeading';
import { WishlistListSkeleton } from './WishlistSkeleton';
import { useWishlist, type WishlistView } from './useWishlist';
import { LoadMore } from '@/components/ui/LoadMore';

/** Covers of the first rows are fetched at once; the rest when scrolled to. */
const EAGER_COVERS = 4;

function EmptyWishlist() {
  return (
    <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-slate-300 bg-white px-4 py-10 text-center">
      <HeartIcon size={40} className="text-slate-300" />
      <p className="font-bold text-slate-800">هنوز بازی‌ای به علاقه مندی ها اضافه نکرده‌اید.</p>
      <p className="text-sm leading-6 text-slate-500">
        با زدن قلب در صفحه‌ی هر بازی، آن را اینجا نگه دارید تا قیمتش را همیشه ببینید.
      </p>
      <IntentLink
        href="/products"
        className="mt-2 rounded-xl bg-brand-600 px-5 py-2.5 text-sm font-bold text-white hover:bg-brand-700"
      >
        مشاهده محصولات
      </IntentLink>
    </div>
  );
}

type ListProps = {
  view: Extract<WishlistView, { phase: 'ready' }>;
  removing: ReadonlySet<number>;
  removeErrors: Readonly<Record<number, string>>;
  onRemove: (item: WishlistItem, neighbour: WishlistItem | undefined) => void;
  /** Keeps each game's 'حذف' button, for the focus to go to after a removal. */
  registerRemoveButton: (productId: number, button: HTMLButtonElement | null) => void;
  onLoadMore: () => void;
};

function WishlistList({ view, removing, removeErrors, onRemove, registerRemoveButton, onLoadMore }: ListProps) {
  const { items, more, hasMore } = view;
  return (
    <>
      <ul className="flex flex-col gap-3" aria-label="بازی های علاقه مندی">
        {items.map((item, index) => (
          <li key={item.product.id}>
            <WishlistCard
              item={item}
              eager={index < EAGER_COVERS}
              removing={removing.has(item.product.id)}
              error={removeErrors[item.product.id]}
              onRemove={() => onRemove(item, items[index + 1] ?? items[index - 1])}
              removeRef={(button) => registerRemoveButton(item.product.id, button)}
            />
          </li>
        ))}
      </ul>
      <LoadMore more={more} hasMore={hasMore} onLoadMore={onLoadMore} />
    </>
  );
}

export function WishlistPage() {
  const { view, retry, loadMore, remove, removing, removeErrors } = useWishlist();
  const [announcement, setAnnouncement] = useState('');
  const removeButtons = useRef(new Map<number, HTMLButtonElement>());
  const heading = useRef<HTMLHeadingElement>(null);

  const onRemove = async (item: WishlistItem, neighbour: WishlistItem | undefined) => {
    if (!(await remove(item))) return;
    setAnnouncement(`${wishlistTitle(item.product)} از علاقه مندی ها حذف شد.`);
    // The pressed button is gone: the focus goes to a neighbouring game's, else to the heading.
    const next = neighbour ? removeButtons.current.get(neighbour.product.id) : undefined;
    (next ?? heading.current)?.focus();
  };

  const registerRemoveButton = (productId: number, button: HTMLButtonElement | null) => {
    if (button) removeButtons.current.set(productId, button);
    else removeButtons.current.delete(productId);
  };

  const count = view.phase === 'ready' ? view.totalCount : view.phase === 'loading' ? 'loading' : null;
  return (
    <>
      <WishlistHeading count={count} headingRef={heading} />
      <div className="flex flex-col gap-3 px-4 pb-8">
        <p role="status" className="sr-only">
          {announcement}
        </p>
        {view.phase === 'loading' ? <WishlistListSkeleton /> : null}
        {view.phase === 'failed' ? (
          <RetryNotice
            title="علاقه مندی های شما الان خوانده نشد."
            message={view.message}
            onRetry={retry}
            className="py-8"
          />
        ) : null}
        {view.phase === 'ready' && view.items.length === 0 ? <EmptyWishlist /> : null}
        {view.phase === 'ready' && view.items.length > 0 ? (
          <WishlistList
            view={view}
            removing={removing}
            removeErrors={removeErrors}
            onRemove={(item, neighbour) => void onRemove(item, neighbour)}
            registerRemoveButton={registerRemoveButton}
            onLoadMore={loadMore}
          />
        ) : null}
      </div>
    </>
  );
}
