import { AccountTopBar } from '@/components/account/AccountTopBar';
import { ChangePasswordForm } from '@/components/account/ChangePasswordForm';
import { RequireLogin } from '@/components/account/RequireLogin';

export default function Page() {
  return (
    <>
      <AccountTopBar title="تغییر رمز عبور" backHref="/profile" />
      <RequireLogin>
        <ChangePasswordForm />
      </RequireLogin>
    </>
  );
}
