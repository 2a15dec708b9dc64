// /cart; ?order=<id> names an order under way (after checkout, a reload, or the bank's return with ?status=).
import { idFromParam } from '@/lib/route-params';
import type { ReturnStatus } from '@/components/cart/checkoutReducer';
import { CartRoute } from './CartRoute';

const RETURN_STATUSES: ReturnStatus[] = ['success', 'canceled', 'failed'];

export default async function Page({
  searchParams,
}: {
  searchParams: Promise<{ order?: string | string[]; status?: string | string[] }>;
}) {
  const { order, status } = await searchParams;
  const returnStatus = RETURN_STATUSES.find((known) => known === status) ?? null;
  return <CartRoute orderId={idFromParam(order)} returnStatus={returnStatus} />;
}
