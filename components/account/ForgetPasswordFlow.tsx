'use client';
// /profile/forget-password: phone → code (with the userId of the first answer) → new password → /login
// with a success toast. Open to visitors: it is how a shopper without a password gets back in.
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { ResendCode } from '@/components/shared/login/ResendCode';
import { useCountdown } from '@/components/shared/login/useCountdown';
import { useWebOtp } from '@/components/shared/login/useWebOtp';
import { useFieldValues, useServiceForm } from '@/components/shared/useServiceForm';
import { NewPasswordFields } from '@/components/ui/form/NewPasswordFields';
import { CodeField, PhoneField } from '@/components/ui/form/presets';
import { SubmitRow } from '@/components/ui/form/SubmitRow';
import { useStepFocus } from '@/components/ui/form/useStepFocus';
import { toPersianDigits } from '@/lib/digits';
import { codeSchema, newPasswordSchema, phoneSchema } from '@/lib/form-rules';
import { forgotPasswordByPhoneNumber, forgotPasswordVerification, resetPassword } from '@/services/identity';
import { useAppDispatch } from '@/store/hooks';
import { showNotification } from '@/store/slices/notificationSlice';

type Step = 'phone' | 'code' | 'password';

/** The number asked for, the user it belongs to, and (once checked) the code that proves it. */
type Recovery = { phoneNumber: string; userId: number; code: string };

export function ForgetPasswordFlow() {
  const dispatch = useAppDispatch();
  const router = useRouter();
  const form = useServiceForm();
  const countdown = useCountdown();
  const fields = useFieldValues({ phone: '', code: '', newPassword: '', repeatPassword: '' });
  const [step, setStep] = useState<Step>('phone');
  const [recovery, setRecovery] = useState<Recovery | null>(null);
  const stepStart = useStepFocus(step, 'phone');

  const goTo = (next: Step) => {
    form.clear();
    setStep(next);
  };

  const sendCode = async (phoneNumber: string) => {
    const sent = await forgotPasswordByPhoneNumber(phoneNumber);
    if (!sent.ok) return form.fail(sent.error, ['phoneNumber']);
    setRecovery({ phoneNumber, userId: sent.data.userId, code: '' });
    countdown.start();
    if (step !== 'code') goTo('code');
  };

  const submitPhone = form.handleSubmit(phoneSchema, { phoneNumber: fields.values.phone }, ({ phoneNumber }) =>
    sendCode(phoneNumber),
  );

  // The code typed, or the one WebOTP read from the SMS (useWebOtp): the same schema checks either.
  const submitCodeOf = (typed: string) =>
    form.handleSubmit(codeSchema, { code: typed }, async ({ code }) => {
      if (!recovery) return;
      const verified = await forgotPasswordVerification({ code, userId: recovery.userId });
      if (!verified.ok) return form.fail(verified.error, ['code']);
      setRecovery({ ...recovery, code });
      goTo('password');
    });
  const stopWebOtp = useWebOtp(
    (code) => {
      fields.change('code', code);
      submitCodeOf(code)({ preventDefault: () => undefined });
    },
    step === 'code' && recovery !== null,
  );
  const submitCode = (event: FormEvent) => {
    stopWebOtp();
    submitCodeOf(fields.values.code)(event);
  };

  const submitPassword = form.handleSubmit(newPasswordSchema, fields.values, async ({ newPassword }) => {
    if (!recovery) return;
    const reset = await resetPassword({ code: recovery.code, userId: recovery.userId, password: newPassword });
    if (!reset.ok) return form.fail(reset.error, ['newPassword'], { password: 'newPassword' });
    dispatch(showNotification({ status: 'success', message: 'رمز عبور شما تغییر کرد. اکنون با رمز جدید وارد شوید.' }));
    router.push('/login');
  });

  return (
    <div ref={stepStart} className="flex flex-col gap-4 px-4 py-6">
      {step === 'phone' ? (
        <form onSubmit={submitPhone} noValidate className="flex flex-col gap-4">
          <p className="leading-7 text-slate-600">
            شماره موبایل حساب خود را وارد کنید تا کد بازیابی برایتان پیامک شود.
          </p>
          <PhoneField
            name="phone"
            placeholder="۰۹۱۲۱۲۳۴۵۶۷"
            {...fields.bind('phone')}
            error={form.errors.phoneNumber}
          />
          <SubmitRow error={form.formError} pending={form.pending}>
            ارسال کد
          </SubmitRow>
        </form>
      ) : null}

      {step === 'code' && recovery ? (
        <>
          <form onSubmit={submitCode} noValidate className="flex flex-col gap-4">
            <p className="leading-7 text-slate-600">
              کد بازیابی به شماره <bdi dir="ltr">{toPersianDigits(recovery.phoneNumber)}</bdi> پیامک شد.
            </p>
            <CodeField {...fields.bind('code', form.errors)} />
            <SubmitRow error={form.formError} pending={form.pending}>
              تایید کد
            </SubmitRow>
          </form>
          <ResendCode
            secondsLeft={countdown.secondsLeft}
            pending={form.pending}
            onResend={() => void form.start(() => sendCode(recovery.phoneNumber))}
          />
        </>
      ) : null}

      {step === 'password' ? (
        <form onSubmit={submitPassword} noValidate className="flex flex-col gap-4">
          <NewPasswordFields values={fields.values} errors={form.errors} onChange={fields.change} />
          <SubmitRow error={form.formError} pending={form.pending}>
            ذخیره رمز عبور
          </SubmitRow>
        </form>
      ) : null}
    </div>
  );
}
