// Stand-ins the size of what they hold (a request card), so nothing moves when the requests arrive.
import { Bone, SkeletonList } from '@/components/ui/Skeleton';

function NotificationCardSkeleton() {
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-3">
      <div className="flex items-start gap-3">
        {/* The cover is 64 px (NotificationCard's COVER_SIZE). */}
        <Bone className="size-16 shrink-0 rounded-xl" />
        <div className="flex flex-1 flex-col gap-1">
          <Bone className="h-6 w-2/3" />
          <Bone className="h-5 w-1/3" />
          <Bone className="h-6 w-28 rounded-full" />
        </div>
      </div>
      <div className="flex flex-col gap-1 border-t border-slate-100 pt-3">
        <Bone className="h-6 w-1/2" />
        <Bone className="h-6 w-3/5" />
      </div>
      <div className="flex justify-between">
        <Bone className="h-10 w-28" />
        <Bone className="h-10 w-32" />
      </div>
    </div>
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
