// /profile/orders (?tab=&q=): the shopper's orders by tab, with a search. Read in the browser behind the login.
import { RequireLogin } from '@/components/account/RequireLogin';
import { searchFromParam, tabFromParam } from '@/components/orders/list/list-query';
import { OrdersPage } from '@/components/orders/list/OrdersPage';
import { OrdersPageSkeleton } from '@/components/orders/list/OrdersSkeleton';
import { HeaderOverride } from '@/components/shared/HeaderOverride';
import { PageHeading } from '@/components/ui/PageHeading';

const TITLE = 'سفارش های من';

export default async function Page({
  searchParams,
}: {
  searchParams: Promise<{ tab?: string | string[]; q?: string | string[] }>;
}) {
  const { tab, q } = await searchParams;
  return (
    <>
      <HeaderOverride backUrl="/profile" title={TITLE} />
      <PageHeading>{TITLE}</PageHeading>
      <RequireLogin fallback={<OrdersPageSkeleton />}>
        <OrdersPage initialTab={tabFromParam(tab)} initialSearch={searchFromParam(q)} />
      </RequireLogin>
    </>
  );
}
