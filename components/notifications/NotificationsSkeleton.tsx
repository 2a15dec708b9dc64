// Stand-ins the size of what they hold (a request card), so nothing moves when the requests arrive.
import { Bone, BoneLines, CoverCardSkeleton, SkeletonList } from '@/components/ui/Skeleton';

function NotificationCardSkeleton() {
  return (
    // The cover is 64 px (NotificationCard's COVER_SIZE).
    <CoverCardSkeleton
      cover="size-16"
      lines={['h-6 w-2/3', 'h-5 w-1/3', 'h-6 w-28 rounded-full']}
      linesClassName="gap-1"
      className="gap-3"
    >
      <BoneLines lines={['h-6 w-1/2', 'h-6 w-3/5']} className="gap-1 border-t border-slate-100 pt-3" />
      <div className="flex justify-between">
        <Bone className="h-10 w-28" />
        <Bone className="h-10 w-32" />
      </div>
    </CoverCardSkeleton>
  );
}

/** The list while it is being read, or while the session is being checked. */
export function NotificationsSkeleton() {
  return (
    <SkeletonList
      label="در حال بارگذاری اطلاع رسانی ها"
      card={<NotificationCardSkeleton />}
      testId="notifications-skeleton"
      className="px-4 pb-8"
    />
  );
}
