// /profile/wallet/faq: the CMS page 'walletFaq', read through the cached CMS reads.
import { AccountTopBar } from '@/components/account/AccountTopBar';
import { RequireLogin } from '@/components/account/RequireLogin';
import { WalletFaq } from '@/components/wallet/WalletFaq';
import { readCmsPage } from '@/services/server/cached/cms';
import { pageFaqItems } from '@/services/server/views/cms';

export const dynamic = 'force-dynamic';

export default async function Page() {
  const entries = pageFaqItems(await readCmsPage('walletFaq'));
  return (
    <>
      <AccountTopBar title="سوالات متداول کیف پول" backHref="/profile/wallet" />
      <RequireLogin>
        <WalletFaq entries={entries} />
      </RequireLogin>
    </>
  );
}
