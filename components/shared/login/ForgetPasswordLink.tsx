// Under the phone and the password steps of the login form: the way to the forgotten-password flow.
import { IntentLink } from '@/components/shared/IntentLink';
import { linkButtonClass } from '@/components/ui/form/styles';

export function ForgetPasswordLink({ href }: { href: string }) {
  return (
    <IntentLink href={href} className={`${linkButtonClass} self-center`}>
      رمز عبور را فراموش کرده‌اید؟
    </IntentLink>
  );
}
