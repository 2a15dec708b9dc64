// /profile/wallet, also where the bank gateway sends the shopper back (?status=…).
import { AccountTopBar } from '@/components/account/AccountTopBar';
import { RequireLogin } from '@/components/account/RequireLogin';
import { chargeOutcomeOf, claimedAmountOf } from '@/components/wallet/outcome';
import { WalletHome } from '@/components/wallet/WalletHome';

export default async function Page({
  searchParams,
}: {
  searchParams: Promise<{ status?: string | string[]; amount?: string | string[] }>;
}) {
  const { status, amount } = await searchParams;
  return (
    <>
      <AccountTopBar title="کیف پول" backHref="/profile" />
      <RequireLogin>
        <WalletHome outcome={chargeOutcomeOf(status)} claimedAmount={claimedAmountOf(amount)} />
      </RequireLogin>
    </>
  );
}
