// Stand-ins the size of what they hold (a wishlist card, the heading's count), so nothing moves when the list arrives.
import { Bone, CoverCardSkeleton, SkeletonList } from '@/components/ui/Skeleton';
import { WishlistHeading } from './WishlistHeading';

function WishlistCardSkeleton() {
  return (
    // The cover is 80 px (WishlistCard's COVER_SIZE).
    <CoverCardSkeleton
      cover="size-20"
      lines={['h-5 w-3/4', 'h-4 w-1/2', 'h-4 w-1/3']}
      linesClassName="gap-1.5 pt-1"
      className="gap-2"
    >
      <div className="flex min-h-10 items-center justify-between gap-2 border-t border-slate-100 pt-2">
        <Bone className="h-5 w-24" />
        <Bone className="h-9 w-16 rounded-xl" />
      </div>
    </CoverCardSkeleton>
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
