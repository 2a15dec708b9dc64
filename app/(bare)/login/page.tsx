// /login: OTP, registration and password login; back to returnUrl (a path on this site only) afterwards. The same
// page for every visitor, so it is rendered once and kept: every page behind a login sends a visitor here.
import { AccountTopBar } from '@/components/account/AccountTopBar';
import { LoginScreen } from '@/components/account/LoginScreen';

export default function Page() {
  return (
    <>
      <AccountTopBar title="ورود یا ثبت نام" backHref="/" />
      <div className="px-4 py-6">
        <LoginScreen />
      </div>
    </>
  );
}
