'use client';
// The cart page with what its address names (the order under way, the bank's return status) and the shell's
// header following its order panel: back to /cart under the order's title. components/cart never imports
// the shell, so the route joins the two.
import { useSearchParams } from 'next/navigation';
import { idFromParam } from '@/lib/route-params';
import { returnStatusOf } from '@/components/shared/payment/return-status';
import { CartPage } from '@/components/cart/CartPage';
import { HeaderOverride } from '@/components/shared/HeaderOverride';

const orderHeader = (title: string) => <HeaderOverride backUrl="/cart" title={title} />;

export function CartRoute() {
  const searchParams = useSearchParams();
  // A query name given twice names nothing, as on the server.
  const single = (name: string) => {
    const values = searchParams.getAll(name);
    return values.length === 1 ? values[0] : undefined;
  };
  // The bank's return: our callBackUrl names the order (`order`); the payment host adds `orderId` and `orderNumber`
  // too, and `status` 1 or 0 (docs/contracts/payment.md, Paying an order), read for its wording only.
  const orderId = idFromParam(single('order')) ?? idFromParam(single('orderId'));
  return (
    <CartPage
      orderId={orderId}
      returnStatus={returnStatusOf(single('status'), 'ReserveGatewayReturn_Navigate')}
      orderHeader={orderHeader}
    />
  );
}
