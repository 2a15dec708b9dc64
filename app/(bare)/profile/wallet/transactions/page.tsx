import { AccountTopBar } from '@/components/account/AccountTopBar';
import { RequireLogin } from '@/components/account/RequireLogin';
import { TransactionsList } from '@/components/wallet/TransactionsList';

export default function Page() {
  return (
    <>
      <AccountTopBar title="تراکنش ها" backHref="/profile/wallet" />
      <RequireLogin>
        <TransactionsList />
      </RequireLogin>
    </>
  );
}
