// /profile/wallet/transactions (?from=&to=&type=): the ledger, its filters and its Excel export. The page is the
// same for everyone and stays in the render cache; the list and its filters are read in the browser behind the
// login, and the Suspense boundary keeps the address's query (useSearchParams) out of the prerender.
import { Suspense } from 'react';
import { AccountTopBar } from '@/components/account/AccountTopBar';
import { PageSkeleton, RequireLogin } from '@/components/account/RequireLogin';
import { LedgerPage } from '@/components/wallet/ledger/LedgerPage';

export default function Page() {
  return (
    <>
      <AccountTopBar title="تراکنش ها" backHref="/profile/wallet" />
      <RequireLogin>
        <Suspense fallback={<PageSkeleton />}>
          <LedgerPage />
        </Suspense>
      </RequireLogin>
    </>
  );
}
