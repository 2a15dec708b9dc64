// Holds the cart page's layout while it loads: the heading, two cart lines and the totals.
import { CartSkeleton } from '@/components/cart/CartStates';
import { PageHeading } from '@/components/ui/PageHeading';

export default function Loading() {
  return (
    <div className="flex flex-col gap-5 px-4 pb-8">
      <div className="-mx-4">
        <PageHeading>سفارش های من</PageHeading>
      </div>
      <div className="flex flex-col gap-3">
        <div className="h-7 w-24 rounded bg-slate-200" />
        <CartSkeleton />
      </div>
    </div>
  );
}
