// /cart; ?order=<id> names an order under way (after checkout, a reload, or the bank's return with ?status=).
import { gatewayOutcomeValues } from '@/contracts/generated/payment';
import { idFromParam } from '@/lib/route-params';
import { CartRoute } from './CartRoute';

export default async function Page({
  searchParams,
}: {
  searchParams: Promise<{ order?: string | string[]; status?: string | string[] }>;
}) {
  const { order, status } = await searchParams;
  const returnStatus = gatewayOutcomeValues.find((known) => known === status) ?? null;
  return <CartRoute orderId={idFromParam(order)} returnStatus={returnStatus} />;
}
