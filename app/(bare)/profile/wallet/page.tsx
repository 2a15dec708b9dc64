// /profile/wallet, also where the bank gateway sends the shopper back (?status=1 or 0).
import { AccountTopBar } from '@/components/account/AccountTopBar';
import { RequireLogin } from '@/components/account/RequireLogin';
import { chargeOutcomeOf } from '@/components/wallet/outcome';
import { WalletHome } from '@/components/wallet/WalletHome';

export default async function Page({ searchParams }: { searchParams: Promise<{ status?: string | string[] }> }) {
  const { status } = await searchParams;
  return (
    <>
      <AccountTopBar title="کیف پول" backHref="/profile" />
      <RequireLogin>
        <WalletHome outcome={chargeOutcomeOf(status)} />
      </RequireLogin>
    </>
  );
}
