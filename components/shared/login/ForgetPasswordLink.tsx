// Under the phone and the password steps of the login form: the way to the forgotten-password flow.
import Link from 'next/link';
import { linkButtonClass } from '@/components/ui/form/styles';

export function ForgetPasswordLink({ href }: { href: string }) {
  return (
    <Link href={href} className={`${linkButtonClass} self-center`}>
      رمز عبور را فراموش کرده‌اید؟
    </Link>
  );
}
