'use client';
// Login, second step: the one-time code sent to the number; a number with no account goes on to registration.
import type { FormEvent } from 'react';
import { useServiceForm } from '@/components/shared/useServiceForm';
import { LinkButton } from '@/components/ui/form/buttons';
import { CodeField } from '@/components/ui/form/presets';
import { SubmitRow } from '@/components/ui/form/SubmitRow';
import { toPersianDigits } from '@/lib/digits';
import { codeSchema } from '@/lib/form-rules';
import { loginWithOtp } from '@/services/identity';
import { ResendCode } from './ResendCode';
import { useWebOtp } from './useWebOtp';
import type { StepProps } from './steps';

// docs/contracts/identity.md, OTP login: the service's exact answer for a number with no account.
const USER_NOT_FOUND = 'UserNotFound';

export function CodeStep({ fields, phoneNumber, goTo, sendCode, logIn, secondsLeft }: StepProps) {
  const form = useServiceForm();
  // The code typed, or the one WebOTP read from the SMS: checked and normalised by the same schema either way.
  const submitCode = (typed: string) =>
    form.handleSubmit(codeSchema, { code: typed }, async ({ code }) => {
      const error = await logIn(await loginWithOtp({ emailOrPhoneNumber: phoneNumber, code }));
      if (error?.message === USER_NOT_FOUND) goTo('register');
      else if (error) form.fail(error, ['code']);
    });
  const stopWebOtp = useWebOtp((code) => {
    fields.change('code', code);
    submitCode(code)({ preventDefault: () => undefined });
  });
  const submit = (event: FormEvent) => {
    stopWebOtp();
    submitCode(fields.values.code)(event);
  };
  const editNumber = () => {
    stopWebOtp();
    goTo('phone');
  };

  const resend = () =>
    void form.start(async () => {
      const error = await sendCode(phoneNumber);
      if (error) form.fail(error, []);
    });

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="leading-7 text-slate-600">
          کد تایید به شماره <bdi dir="ltr">{toPersianDigits(phoneNumber)}</bdi> پیامک شد.
        </p>
        <LinkButton onClick={editNumber}>ویرایش شماره</LinkButton>
      </div>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <CodeField {...fields.bind('code', form.errors)} />
        <SubmitRow error={form.formError} pending={form.pending}>
          ورود
        </SubmitRow>
      </form>
      <ResendCode secondsLeft={secondsLeft} pending={form.pending} onResend={resend} />
    </>
  );
}
