// Stand-ins the size of what they hold (an order card with one item, the tabs, the search box), so nothing
// moves when the orders arrive.
import { Bone } from '@/components/ui/Skeleton';

function OrderCardSkeleton() {
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-3">
      <div className="flex items-start justify-between gap-2">
        <div className="flex flex-col gap-0.5">
          <Bone className="h-6 w-36" />
          <Bone className="h-5 w-44" />
        </div>
        <Bone className="h-6 w-20 rounded-full" />
      </div>
      <div className="flex items-center gap-3">
        {/* The cover is 56 px (OrderCard's COVER_SIZE). */}
        <Bone className="size-14 shrink-0 rounded-xl" />
        <div className="flex flex-1 flex-col gap-1">
          <Bone className="h-5 w-2/3" />
          <Bone className="h-4 w-1/3" />
        </div>
      </div>
      <div className="flex h-12 items-end justify-between border-t border-slate-100 pt-3">
        <Bone className="h-9 w-28" />
        <Bone className="h-9 w-16" />
      </div>
    </div>
  );
}

/** The list while a tab or a search is being read. */
export function OrderListSkeleton() {
  return (
    <div aria-busy="true" className="flex flex-col gap-3" data-testid="orders-skeleton">
      <span className="sr-only">در حال بارگذاری سفارش‌ها</span>
      <OrderCardSkeleton />
      <OrderCardSkeleton />
      <OrderCardSkeleton />
    </div>
  );
}

/** The whole page below its heading, while the session is being checked. */
export function OrdersPageSkeleton() {
  return (
    <div className="flex flex-col gap-4 px-4 pb-8">
      <Bone className="h-[52px] rounded-2xl" />
      <Bone className="h-11 rounded-xl" />
      <OrderListSkeleton />
    </div>
  );
}
