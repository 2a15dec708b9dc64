// /profile/wallet/charge; ?amount= (Toman) fills the amount in and ?returnTo= brings the shopper back there
// after the bank (e.g. the cart's shortfall for an order).
import { AccountTopBar } from '@/components/account/AccountTopBar';
import { RequireLogin } from '@/components/account/RequireLogin';
import { ChargeForm } from '@/components/wallet/ChargeForm';
import { parseTomanInput } from '@/components/wallet/amount';

export default async function Page({
  searchParams,
}: {
  searchParams: Promise<{ amount?: string | string[]; returnTo?: string | string[] }>;
}) {
  const { amount, returnTo } = await searchParams;
  return (
    <>
      <AccountTopBar title="افزایش موجودی" backHref="/profile/wallet" />
      <RequireLogin>
        <ChargeForm
          initialToman={typeof amount === 'string' ? parseTomanInput(amount) : null}
          returnTo={typeof returnTo === 'string' ? returnTo : null}
        />
      </RequireLogin>
    </>
  );
}
