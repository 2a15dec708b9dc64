// /profile/orders/[id]: one of the shopper's orders with each item's progress (issue 12). The order is theirs
// alone, so it is read in the browser behind the login.
import { RequireLogin } from '@/components/account/RequireLogin';
import { OrderDetail, OrderDetailFallback } from '@/components/orders/detail/OrderDetail';
import { idFromParam } from '@/lib/route-params';

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const orderId = idFromParam(id);
  return (
    <RequireLogin fallback={<OrderDetailFallback />}>
      {/* Keyed by the order, so moving to another order starts from its skeleton, not the last one's state. */}
      <OrderDetail key={orderId ?? 'none'} orderId={orderId} />
    </RequireLogin>
  );
}
