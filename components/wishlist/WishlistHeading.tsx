// The page's one h1, 'علاقه مندی ها', with how many games the list holds in Persian digits (a bone until known).
// Drawn as PageHeading draws its h1; this one also takes the focus when the last game on screen is removed.
import type { Ref } from 'react';
import { toPersianDigits } from '@/lib/digits';
import { Bone } from '@/components/ui/Skeleton';

export const WISHLIST_TITLE = 'علاقه مندی ها';

/** `count`: a number once read, 'loading' meanwhile, null when there is none to show (the read failed). */
export function WishlistHeading({
  count,
  headingRef,
}: {
  count: number | 'loading' | null;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  return (
    <div className="px-4 pt-5 pb-3">
      <h1 ref={headingRef} tabIndex={-1} className="flex items-center gap-2 text-xl font-extrabold text-slate-900">
        {WISHLIST_TITLE} {count === 'loading' ? <Bone className="h-6 w-14 rounded-full" /> : null}
        {typeof count === 'number' ? (
          <span className="rounded-full bg-brand-50 px-2.5 text-sm leading-6 font-bold text-brand-700">
            {toPersianDigits(count)} بازی
          </span>
        ) : null}
      </h1>
    </div>
  );
}
