// The order page while it loads, at the final layout's sizes: the heading, two items, the totals and the payments.
import { Bone } from '@/components/ui/Skeleton';
import { PaymentsSkeleton } from './OrderPayments';

function ItemSkeleton() {
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-slate-200 p-3">
      <div className="flex items-center gap-3">
        <Bone className="size-16 rounded-xl" />
        <div className="flex flex-1 flex-col gap-2">
          <Bone className="h-5 w-2/3" />
          <Bone className="h-4 w-1/3" />
        </div>
      </div>
      <Bone className="h-14 rounded-xl" />
      <div className="flex flex-col gap-2 border-t border-slate-100 pt-3">
        <Bone className="h-5 w-1/2" />
        <Bone className="h-4 w-5/6" />
        <Bone className="h-2 rounded-full" />
        <Bone className="h-4 w-1/3" />
        <Bone className="h-7 w-24" />
      </div>
      <Bone className="h-10 w-44 rounded-xl" />
    </div>
  );
}

export function OrderSkeleton() {
  return (
    <div aria-busy="true" data-testid="order-skeleton" className="flex flex-col gap-6 px-4 pt-5 pb-8">
      <span className="sr-only">در حال بارگذاری سفارش</span>
      <div className="flex flex-col gap-2">
        <div className="flex items-center justify-between gap-3">
          <h1 className="flex items-center gap-2 text-xl font-extrabold text-slate-900">
            سفارش <Bone className="h-6 w-24" />
          </h1>
          <Bone className="h-6 w-20 rounded-full" />
        </div>
        <Bone className="h-5 w-52" />
      </div>
      <div className="flex flex-col gap-3">
        <Bone className="h-7 w-32" />
        <ItemSkeleton />
        <ItemSkeleton />
      </div>
      <div className="flex flex-col gap-3">
        <Bone className="h-7 w-28" />
        <Bone className="h-[164px] rounded-2xl" />
      </div>
      <div className="flex flex-col gap-3">
        <Bone className="h-7 w-20" />
        <PaymentsSkeleton />
      </div>
    </div>
  );
}
