// /profile/wallet/faq: read from the CMS on each request (the sandbox is not there at build time).
import { AccountTopBar } from '@/components/account/AccountTopBar';
import { RequireLogin } from '@/components/account/RequireLogin';
import { WalletFaq, faqEntriesOf } from '@/components/wallet/WalletFaq';
import { getPage } from '@/services/cms';

export const dynamic = 'force-dynamic';

export default async function Page() {
  const entries = faqEntriesOf(await getPage('walletFaq'));
  return (
    <>
      <AccountTopBar title="سوالات متداول کیف پول" backHref="/profile/wallet" />
      <RequireLogin>
        <WalletFaq entries={entries} />
      </RequireLogin>
    </>
  );
}
