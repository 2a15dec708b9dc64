'use client';
// /profile/forget-password: phone → code (with the userId of the first answer) → new password → /login
// with a success toast. Open to visitors: it is how a shopper without a password gets back in.
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toPersianDigits } from '@/lib/digits';
import { forgotPasswordByPhoneNumber, forgotPasswordVerification, resetPassword } from '@/services/identity';
import type { ServiceError } from '@/services/types/common';
import { useAppDispatch } from '@/store/hooks';
import { showNotification } from '@/store/slices/notificationSlice';
import { FormError, PasswordField, PhoneField, SubmitButton, TextField } from '@/components/ui/form/fields';
import { serviceErrorFor, useSubmission, validate, type FieldErrors } from '@/components/shared/forms';
import { codeSchema, messages, newPasswordSchema, phoneSchema } from '@/lib/form-rules';
import { formatCountdown, useCountdown } from '@/components/shared/login/useCountdown';

type Step = 'phone' | 'code' | 'password';

export function ForgetPasswordFlow() {
  const dispatch = useAppDispatch();
  const router = useRouter();
  const { pending, run } = useSubmission();
  const countdown = useCountdown();
  const [step, setStep] = useState<Step>('phone');
  const [values, setValues] = useState({ phone: '', code: '', newPassword: '', repeatPassword: '' });
  const [request, setRequest] = useState<{ phoneNumber: string; userId: number; code: string } | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const stepStart = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (step !== 'phone') stepStart.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, [step]);

  const set = (field: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const showError = (error: ServiceError, fields: string[], aliases: Record<string, string> = {}) => {
    const mapped = serviceErrorFor(error, fields, aliases);
    setErrors(mapped.fieldErrors);
    setFormError(mapped.formError);
  };

  const goTo = (next: Step) => {
    setErrors({});
    setFormError(null);
    setStep(next);
  };

  const requestCode = (phoneNumber: string) =>
    run(async () => {
      setFormError(null);
      const sent = await forgotPasswordByPhoneNumber(phoneNumber);
      if (!sent.ok) return showError(sent.error, ['phone'], { phoneNumber: 'phone' });
      setRequest({ phoneNumber, userId: sent.data.userId, code: '' });
      countdown.start();
      if (step !== 'code') goTo('code');
    });

  const submitPhone = (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(phoneSchema, { phoneNumber: values.phone });
    if (!checked.ok) return setErrors({ phone: checked.errors.phoneNumber });
    setErrors({});
    void requestCode(checked.data.phoneNumber);
  };

  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(codeSchema, { code: values.code });
    if (!checked.ok || !request) return setErrors(checked.ok ? {} : checked.errors);
    void run(async () => {
      setErrors({});
      setFormError(null);
      const verified = await forgotPasswordVerification({ code: checked.data.code, userId: request.userId });
      if (!verified.ok) return showError(verified.error, ['code']);
      setRequest({ ...request, code: checked.data.code });
      goTo('password');
    });
  };

  const submitPassword = (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(newPasswordSchema, values);
    if (!checked.ok || !request) return setErrors(checked.ok ? {} : checked.errors);
    void run(async () => {
      setErrors({});
      setFormError(null);
      const reset = await resetPassword({ code: request.code, userId: request.userId, password: checked.data.newPassword });
      if (!reset.ok) return showError(reset.error, ['newPassword'], { password: 'newPassword' });
      dispatch(showNotification({ status: 'success', message: 'رمز عبور شما تغییر کرد. اکنون با رمز جدید وارد شوید.' }));
      router.push('/login');
    });
  };

  return (
    <div ref={stepStart} className="flex flex-col gap-4 px-4 py-6">
      {step === 'phone' ? (
        <form onSubmit={submitPhone} noValidate className="flex flex-col gap-4">
          <p className="leading-7 text-slate-600">شماره موبایل حساب خود را وارد کنید تا کد بازیابی برایتان پیامک شود.</p>
          <PhoneField
            name="phone"
            placeholder="۰۹۱۲۱۲۳۴۵۶۷"
            value={values.phone}
            onChange={set('phone')}
            error={errors.phone}
          />
          <FormError message={formError} />
          <SubmitButton pending={pending}>ارسال کد</SubmitButton>
        </form>
      ) : null}

      {step === 'code' && request ? (
        <>
          <form onSubmit={submitCode} noValidate className="flex flex-col gap-4">
            <p className="leading-7 text-slate-600">
              کد بازیابی به شماره <bdi dir="ltr">{toPersianDigits(request.phoneNumber)}</bdi> پیامک شد.
            </p>
            <TextField
              label="کد تایید"
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              dir="ltr"
              className="text-center tracking-[0.5em]"
              value={values.code}
              onChange={set('code')}
              error={errors.code}
            />
            <FormError message={formError} />
            <SubmitButton pending={pending}>تایید کد</SubmitButton>
          </form>
          <div className="text-center text-sm text-slate-500" aria-live="polite">
            {countdown.secondsLeft > 0 ? (
              <p>
                ارسال دوباره کد تا <span dir="ltr">{formatCountdown(countdown.secondsLeft)}</span> دیگر
              </p>
            ) : (
              <button
                type="button"
                disabled={pending}
                onClick={() => void requestCode(request.phoneNumber)}
                className="rounded-lg px-2 py-1 font-bold text-brand-600 hover:bg-brand-50"
              >
                ارسال دوباره کد
              </button>
            )}
          </div>
        </>
      ) : null}

      {step === 'password' ? (
        <form onSubmit={submitPassword} noValidate className="flex flex-col gap-4">
          <PasswordField
            label="رمز عبور جدید"
            name="new-password"
            autoComplete="new-password"
            hint={messages.passwordRule}
            value={values.newPassword}
            onChange={set('newPassword')}
            error={errors.newPassword}
          />
          <PasswordField
            label="تکرار رمز عبور جدید"
            name="repeat-password"
            autoComplete="new-password"
            value={values.repeatPassword}
            onChange={set('repeatPassword')}
            error={errors.repeatPassword}
          />
          <FormError message={formError} />
          <SubmitButton pending={pending}>ذخیره رمز عبور</SubmitButton>
        </form>
      ) : null}
    </div>
  );
}
