'use client';
// The cart page with what its address names (the order under way, the bank's return status) and the shell's
// header following its order panel: back to /cart under the order's title. components/cart never imports
// the shell, so the route joins the two.
import { useSearchParams } from 'next/navigation';
import { gatewayOutcomeValues } from '@/contracts/generated/payment';
import { idFromParam } from '@/lib/route-params';
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
  const status = single('status');
  const returnStatus = gatewayOutcomeValues.find((known) => known === status) ?? null;
  return <CartPage orderId={idFromParam(single('order'))} returnStatus={returnStatus} orderHeader={orderHeader} />;
}
