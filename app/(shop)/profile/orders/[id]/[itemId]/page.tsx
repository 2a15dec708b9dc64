// /profile/orders/[id]/[itemId]: the account form of one item of the buyer's order, behind the login.
import { RequireLogin } from '@/components/account/RequireLogin';
import { AccountFormPage } from '@/components/orders/account-form/AccountFormPage';
import { AccountFormNotFound, AccountFormSkeleton } from '@/components/orders/account-form/states';
import { ACCOUNT_FORM_TITLE } from '@/components/orders/account-form/title';
import { HeaderOverride } from '@/components/shared/HeaderOverride';
import { ORDERS_HREF, orderPageHref } from '@/components/shared/orders/order-status';
import { idFromParam } from '@/lib/route-params';

export default async function Page({ params }: { params: Promise<{ id: string; itemId: string }> }) {
  const { id, itemId } = await params;
  const orderId = idFromParam(id);
  const orderItemId = idFromParam(itemId);
  return (
    <>
      <HeaderOverride backUrl={orderId ? orderPageHref(orderId) : ORDERS_HREF} title={ACCOUNT_FORM_TITLE} />
      <RequireLogin fallback={<AccountFormSkeleton />}>
        {orderId && orderItemId ? <AccountFormPage orderId={orderId} itemId={orderItemId} /> : <AccountFormNotFound />}
      </RequireLogin>
    </>
  );
}
