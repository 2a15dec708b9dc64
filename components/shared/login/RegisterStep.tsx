'use client';
// Login, for a number with no account: a password for the new account, registered with the number and
// the code already given.
import { validate } from '@/components/shared/forms';
import { useServiceForm } from '@/components/shared/useServiceForm';
import { LinkButton } from '@/components/ui/form/buttons';
import { PasswordField } from '@/components/ui/form/fields';
import { SubmitRow } from '@/components/ui/form/SubmitRow';
import { toPersianDigits } from '@/lib/digits';
import { codeSchema, registerSchema } from '@/lib/form-rules';
import { registerWithOtp } from '@/services/identity';
import type { StepProps } from './steps';

export function RegisterStep({ fields, phoneNumber, goTo, logIn }: StepProps) {
  const form = useServiceForm();
  const submit = form.handleSubmit(registerSchema, { password: fields.values.password }, async ({ password }) => {
    const code = validate(codeSchema, { code: fields.values.code });
    if (!code.ok) return goTo('code');
    const error = await logIn(
      await registerWithOtp({ emailOrPhoneNumber: phoneNumber, code: code.data.code, password }),
    );
    if (error) form.fail(error, ['password']);
  });

  return (
    <>
      <p className="leading-7 text-slate-600">
        شماره <bdi dir="ltr">{toPersianDigits(phoneNumber)}</bdi> هنوز حساب کاربری ندارد. برای ساخت حساب، یک رمز عبور
        انتخاب کنید.
      </p>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <PasswordField
          label="رمز عبور"
          name="new-password"
          autoComplete="new-password"
          hint="دست‌کم ۸ نویسه"
          {...fields.bind('password', form.errors)}
        />
        <SubmitRow
          error={form.formError}
          pending={form.pending}
          secondary={
            <LinkButton onClick={() => goTo('phone')} className="self-center">
              ویرایش شماره
            </LinkButton>
          }
        >
          ثبت نام
        </SubmitRow>
      </form>
    </>
  );
}
