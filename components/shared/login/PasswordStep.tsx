'use client';
// Login with a password: a mobile number or an e-mail address, and the password; or back to the one-time code.
import { useServiceForm } from '@/components/shared/useServiceForm';
import { LinkButton } from '@/components/ui/form/buttons';
import { PasswordField } from '@/components/ui/form/fields';
import { LtrField } from '@/components/ui/form/presets';
import { SubmitRow } from '@/components/ui/form/SubmitRow';
import { passwordLoginSchema } from '@/lib/form-rules';
import { loginWithPassword } from '@/services/identity';
import { ForgetPasswordLink } from './ForgetPasswordLink';
import type { StepProps } from './steps';

export function PasswordStep({ fields, goTo, logIn, forgetPasswordHref }: StepProps) {
  const form = useServiceForm();
  const credentials = { emailOrPhoneNumber: fields.values.identifier, password: fields.values.loginPassword };
  const submit = form.handleSubmit(passwordLoginSchema, credentials, async (input) => {
    const error = await logIn(await loginWithPassword(input));
    if (error) form.fail(error, ['emailOrPhoneNumber', 'password'], { userNameOrEmailAddress: 'emailOrPhoneNumber' });
  });
  // The schema's names (and the service's) for the fields' errors.
  const identifierField = { ...fields.bind('identifier'), error: form.errors.emailOrPhoneNumber };
  const passwordField = { ...fields.bind('loginPassword'), error: form.errors.password };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <LtrField label="شماره موبایل یا ایمیل" name="username" autoComplete="username" {...identifierField} />
      <PasswordField label="رمز عبور" name="password" autoComplete="current-password" {...passwordField} />
      <SubmitRow
        error={form.formError}
        pending={form.pending}
        secondary={
          <>
            <LinkButton onClick={() => goTo('phone')} className="self-center">
              دریافت کد یکبار مصرف
            </LinkButton>
            <ForgetPasswordLink href={forgetPasswordHref} />
          </>
        }
      >
        ورود
      </SubmitRow>
    </form>
  );
}
