// /profile/wallet/charge; ?amount= (Toman) fills the amount in, e.g. the cart's shortfall.
import { AccountTopBar } from '@/components/account/AccountTopBar';
import { RequireLogin } from '@/components/account/RequireLogin';
import { ChargeForm } from '@/components/wallet/ChargeForm';
import { parseTomanInput } from '@/components/wallet/amount';

export default async function Page({ searchParams }: { searchParams: Promise<{ amount?: string | string[] }> }) {
  const { amount } = await searchParams;
  return (
    <>
      <AccountTopBar title="افزایش موجودی" backHref="/profile/wallet" />
      <RequireLogin>
        <ChargeForm initialToman={typeof amount === 'string' ? parseTomanInput(amount) : null} />
      </RequireLogin>
    </>
  );
}
