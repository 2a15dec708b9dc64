// Stand-ins the size of what they hold (a wishlist card, the heading's count), so nothing moves when the list arrives.
import { Bone, SkeletonList } from '@/components/ui/Skeleton';
import { WishlistHeading } from './WishlistHeading';

function WishlistCardSkeleton() {
  return (
    <div className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-3">
      <div className="flex gap-3">
        {/* The cover is 80 px (WishlistCard's COVER_SIZE). */}
        <Bone className="size-20 shrink-0 rounded-xl" />
        <div className="flex flex-1 flex-col gap-1.5 pt-1">
          <Bone className="h-5 w-3/4" />
          <Bone className="h-4 w-1/2" />
          <Bone className="h-4 w-1/3" />
        </div>
      </div>
      <div className="flex min-h-10 items-center justify-between gap-2 border-t border-slate-100 pt-2">
        <Bone className="h-5 w-24" />
        <Bone className="h-9 w-16 rounded-xl" />
      </div>
    </div>
  );
}

/** The list while it is read. */
export function WishlistListSkeleton() {
  return (
    <SkeletonList label="در حال بارگذاری علاقه مندی ها" card={<WishlistCardSkeleton />} testId="wishlist-skeleton" />
  );
}

/** The whole page, heading included, while the session is being checked. */
export function WishlistPageSkeleton() {
  return (
    <>
      <WishlistHeading count="loading" />
      <div className="px-4 pb-8">
        <WishlistListSkeleton />
      </div>
    </>
  );
}
