// /login: OTP, registration and password login; back to returnUrl (a path on this site only) afterwards.
import { AccountTopBar } from '@/components/account/AccountTopBar';
import { LoginScreen } from '@/components/account/LoginScreen';
import { safeReturnUrl } from '@/lib/return-url';

export default async function Page({ searchParams }: { searchParams: Promise<{ returnUrl?: string | string[] }> }) {
  const { returnUrl } = await searchParams;
  return (
    <>
      <AccountTopBar title="ورود یا ثبت نام" backHref="/" />
      <div className="px-4 py-6">
        <LoginScreen returnUrl={safeReturnUrl(typeof returnUrl === 'string' ? returnUrl : null)} />
      </div>
    </>
  );
}
