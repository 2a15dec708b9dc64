// /profile/orders/[id]: one of the shopper's orders with each item's progress. The order is theirs
// alone, so it is read in the browser behind the login.
import { RequireLogin } from '@/components/account/RequireLogin';
import { OrderDetail, OrderDetailFallback } from '@/components/orders/detail/OrderDetail';
import { ORDERS_HREF, orderTitle } from '@/components/shared/orders/order-status';
import { HeaderOverride } from '@/components/shared/HeaderOverride';
import { idFromParam } from '@/lib/route-params';

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const orderId = idFromParam(id);
  return (
    <>
      {/* The page's header whatever the login check comes to (the identity service may not answer); the order's
          own title, set inside once it has been read, comes later and wins. */}
      <HeaderOverride backUrl={ORDERS_HREF} title={orderTitle(null)} />
      <RequireLogin fallback={<OrderDetailFallback />}>
        {/* Keyed by the order, so moving to another order starts from its skeleton, not the last one's state. */}
        <OrderDetail key={orderId ?? 'none'} orderId={orderId} />
      </RequireLogin>
    </>
  );
}
