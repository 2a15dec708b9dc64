'use client';
// 'بازدیدهای اخیر': the cards of the products this browser opened last, newest first, read from localStorage with
// useSyncExternalStore (nothing on the server, so nothing to mismatch). Loaded as a chunk of its own once the page
// is idle, at the end of the page, so neither the first load nor anything on the first screen moves for it.
import { useSyncExternalStore } from 'react';
import { IntentLink } from '@/components/shared/IntentLink';
import { ServerImage } from '@/components/ui/ServerImage';
import type { RecentProduct } from '@/lib/recently-viewed';
import {
  clearRecentlyViewed,
  getRecentlyViewed,
  getServerRecentlyViewed,
  subscribeRecentlyViewed,
} from './recently-viewed-store';

export const RECENTLY_VIEWED_TITLE = 'بازدیدهای اخیر';

export default function RecentlyViewedRail({ excludeId }: { excludeId?: number }) {
  const stored = useSyncExternalStore(subscribeRecentlyViewed, getRecentlyViewed, getServerRecentlyViewed);
  const products = stored.filter((product) => product.id !== excludeId);
  if (products.length === 0) return null;

  const clear = () => {
    // The rail and its button go away: focus goes to the page's content rather than to the document's start.
    const main = document.getElementById('main');
    if (main) {
      if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
      main.focus({ preventScroll: true });
    }
    clearRecentlyViewed();
  };

  return (
    <section className="mt-6" aria-labelledby="recently-viewed-title">
      <div className="flex items-center justify-between px-4">
        <h2 id="recently-viewed-title" className="text-base font-extrabold text-slate-900">
          {RECENTLY_VIEWED_TITLE}
        </h2>
        <button
          type="button"
          onClick={clear}
          className="rounded-lg px-2 py-1 text-sm font-medium text-brand-600 hover:bg-brand-50"
        >
          پاک کردن
        </button>
      </div>
      <ul className="mt-3 flex snap-x snap-mandatory gap-3 overflow-x-auto scroll-ps-4 px-4 pb-2 [scrollbar-width:none]">
        {products.map((product) => (
          <li key={product.id} className="w-36 shrink-0 snap-start">
            <RecentCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A product card without a price (a kept price would be stale): cover and title, linking to the product. */
function RecentCard({ product }: { product: RecentProduct }) {
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white">
      <div className="relative aspect-[3/4] bg-slate-100">
        {product.image ? (
          <ServerImage
            src={product.image.src}
            alt={product.image.alt}
            width={256}
            height={341}
            className="size-full object-cover"
          />
        ) : null}
      </div>
      <h3 className="line-clamp-2 p-2.5 text-sm leading-6 font-bold text-slate-900">
        <IntentLink href={`/product/${encodeURIComponent(product.slug)}`} className="after:absolute after:inset-0">
          {product.name}
        </IntentLink>
      </h3>
    </article>
  );
}
