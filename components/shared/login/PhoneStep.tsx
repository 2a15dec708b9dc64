'use client';
// Login, first step: the mobile number the one-time code goes to, or the way to a password login.
import { useServiceForm } from '@/components/shared/useServiceForm';
import { LinkButton } from '@/components/ui/form/buttons';
import { PhoneField } from '@/components/ui/form/presets';
import { SubmitRow } from '@/components/ui/form/SubmitRow';
import { phoneSchema } from '@/lib/form-rules';
import { ForgetPasswordLink } from './ForgetPasswordLink';
import type { StepProps } from './steps';

export function PhoneStep({ fields, goTo, sendCode, forgetPasswordHref }: StepProps) {
  const form = useServiceForm();
  const submit = form.handleSubmit(phoneSchema, { phoneNumber: fields.values.phone }, async ({ phoneNumber }) => {
    const error = await sendCode(phoneNumber);
    if (error) form.fail(error, ['phoneNumber'], { emailOrPhoneNumber: 'phoneNumber' });
  });

  const openPasswordMode = () => {
    // Whatever was typed as the phone number is the likely identifier.
    fields.change('identifier', fields.values.identifier || fields.values.phone);
    goTo('password');
  };

  return (
    <>
      <p className="leading-7 text-slate-600">برای ورود یا ثبت نام، شماره موبایل خود را وارد کنید.</p>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <PhoneField name="phone" placeholder="۰۹۱۲۱۲۳۴۵۶۷" {...fields.bind('phone')} error={form.errors.phoneNumber} />
        <SubmitRow
          error={form.formError}
          pending={form.pending}
          secondary={
            <>
              <LinkButton onClick={openPasswordMode} className="self-center">
                ورود با رمز عبور
              </LinkButton>
              <ForgetPasswordLink href={forgetPasswordHref} />
            </>
          }
        >
          ارسال کد
        </SubmitRow>
      </form>
    </>
  );
}
