// Open to visitors (no RequireLogin): it is the way back in for a shopper who forgot the password.
import { AccountTopBar } from '@/components/account/AccountTopBar';
import { ForgetPasswordFlow } from '@/components/account/ForgetPasswordFlow';

export default function Page() {
  return (
    <>
      <AccountTopBar title="بازیابی رمز عبور" backHref="/login" />
      <ForgetPasswordFlow />
    </>
  );
}
