'use client';
// Login and registration in one form (SPEC §7, CONTRACTS §2.1-2.2): phone → one-time code → logged in; an
// unknown number goes on to registration with the same number and code; or a password login. Reusable:
// the /login page wraps it, and the cart can open it over itself; the caller decides where to go next.
import Link from 'next/link';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toPersianDigits } from '@/lib/digits';
import { loginWithOtp, loginWithPassword, registerWithOtp, sendOtp } from '@/services/identity';
import type { ServiceError } from '@/services/types/common';
import type { UserProfile } from '@/services/types/identity';
import { useAppDispatch } from '@/store/hooks';
import { completeLogin } from './completeLogin';
import { FormError, PasswordField, PhoneField, SubmitButton, TextField } from '@/components/ui/form/fields';
import { serviceErrorFor, useSubmission, validate, type FieldErrors } from '@/components/shared/forms';
import { codeSchema, passwordLoginSchema, phoneSchema, registerSchema } from '@/lib/form-rules';
import { formatCountdown, useCountdown } from './useCountdown';

// The identity service's exact answer for a number with no account (CONTRACTS §2.2).
const USER_NOT_FOUND = 'UserNotFound';

type Step = 'phone' | 'code' | 'register' | 'password';

const linkButtonClass = 'rounded-lg px-2 py-1 text-sm font-bold text-brand-600 hover:bg-brand-50';

export function LoginForm({
  onLoggedIn,
  forgetPasswordHref = '/profile/forget-password',
}: {
  onLoggedIn?: (user: UserProfile) => void;
  forgetPasswordHref?: string;
}) {
  const dispatch = useAppDispatch();
  const { pending, run } = useSubmission();
  const countdown = useCountdown();
  const [step, setStep] = useState<Step>('phone');
  const [values, setValues] = useState({ phone: '', code: '', password: '', identifier: '', loginPassword: '' });
  // The number the code went to, normalised; registration reuses it so nothing is typed twice.
  const [phoneNumber, setPhoneNumber] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const stepStart = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // Each new step starts at its first input, so keyboard and screen-reader users land where to type.
    if (step !== 'phone') stepStart.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, [step]);

  const set = (field: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const goTo = (next: Step) => {
    setErrors({});
    setFormError(null);
    setStep(next);
  };

  const showError = (error: ServiceError, fields: string[], aliases: Record<string, string> = {}) => {
    const mapped = serviceErrorFor(error, fields, aliases);
    setErrors(mapped.fieldErrors);
    setFormError(mapped.formError);
  };

  const finish = async (result: Parameters<typeof completeLogin>[1]) => {
    const outcome = await completeLogin(dispatch, result);
    if (!outcome.ok) {
      setFormError(outcome.error.message);
      return;
    }
    onLoggedIn?.(outcome.data);
  };

  const requestCode = (mobile: string) =>
    run(async () => {
      setFormError(null);
      const sent = await sendOtp(mobile);
      if (!sent.ok) {
        showError(sent.error, ['phone'], { emailOrPhoneNumber: 'phone' });
        return;
      }
      setPhoneNumber(mobile);
      countdown.start();
      if (step !== 'code') goTo('code');
    });

  const submitPhone = (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(phoneSchema, { phoneNumber: values.phone });
    if (!checked.ok) {
      setErrors({ phone: checked.errors.phoneNumber });
      return;
    }
    setErrors({});
    void requestCode(checked.data.phoneNumber);
  };

  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(codeSchema, { code: values.code });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    void run(async () => {
      setErrors({});
      setFormError(null);
      const login = await loginWithOtp({ emailOrPhoneNumber: phoneNumber, code: checked.data.code });
      if (login.ok) return finish(login.data);
      if (login.error.message === USER_NOT_FOUND) goTo('register');
      else showError(login.error, ['code']);
    });
  };

  const submitRegistration = (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(registerSchema, { password: values.password });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    const code = validate(codeSchema, { code: values.code });
    if (!code.ok) return goTo('code');
    void run(async () => {
      setErrors({});
      setFormError(null);
      const registered = await registerWithOtp({
        emailOrPhoneNumber: phoneNumber,
        code: code.data.code,
        password: checked.data.password,
      });
      if (registered.ok) return finish(registered.data);
      showError(registered.error, ['password']);
    });
  };

  const submitPasswordLogin = (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(passwordLoginSchema, {
      emailOrPhoneNumber: values.identifier,
      password: values.loginPassword,
    });
    if (!checked.ok) {
      setErrors({ identifier: checked.errors.emailOrPhoneNumber, loginPassword: checked.errors.password });
      return;
    }
    void run(async () => {
      setErrors({});
      setFormError(null);
      const login = await loginWithPassword(checked.data);
      if (login.ok) return finish(login.data);
      showError(login.error, ['identifier', 'loginPassword'], {
        emailOrPhoneNumber: 'identifier',
        userNameOrEmailAddress: 'identifier',
        password: 'loginPassword',
      });
    });
  };

  const openPasswordMode = () => {
    // Whatever was typed as the phone number is the likely identifier.
    setValues((current) => ({ ...current, identifier: current.identifier || current.phone }));
    goTo('password');
  };

  const forgetLink = (
    <Link href={forgetPasswordHref} className={`${linkButtonClass} self-center`}>
      رمز عبور را فراموش کرده‌اید؟
    </Link>
  );

  return (
    <div ref={stepStart} className="flex flex-col gap-4">
      {step === 'phone' ? (
        <>
          <p className="leading-7 text-slate-600">برای ورود یا ثبت نام، شماره موبایل خود را وارد کنید.</p>
          <form onSubmit={submitPhone} noValidate className="flex flex-col gap-4">
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
          <button type="button" onClick={openPasswordMode} className={`${linkButtonClass} self-center`}>
            ورود با رمز عبور
          </button>
        </>
      ) : null}

      {step === 'code' ? (
        <>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="leading-7 text-slate-600">
              کد تایید به شماره <bdi dir="ltr">{toPersianDigits(phoneNumber)}</bdi> پیامک شد.
            </p>
            <button type="button" onClick={() => goTo('phone')} className={linkButtonClass}>
              ویرایش شماره
            </button>
          </div>
          <form onSubmit={submitCode} noValidate className="flex flex-col gap-4">
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
            <SubmitButton pending={pending}>ورود</SubmitButton>
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
                onClick={() => void requestCode(phoneNumber)}
                className={linkButtonClass}
              >
                ارسال دوباره کد
              </button>
            )}
          </div>
        </>
      ) : null}

      {step === 'register' ? (
        <>
          <p className="leading-7 text-slate-600">
            شماره <bdi dir="ltr">{toPersianDigits(phoneNumber)}</bdi> هنوز حساب کاربری ندارد. برای ساخت حساب، یک رمز
            عبور انتخاب کنید.
          </p>
          <form onSubmit={submitRegistration} noValidate className="flex flex-col gap-4">
            <PasswordField
              label="رمز عبور"
              name="new-password"
              autoComplete="new-password"
              hint="دست‌کم ۶ نویسه"
              value={values.password}
              onChange={set('password')}
              error={errors.password}
            />
            <FormError message={formError} />
            <SubmitButton pending={pending}>ثبت نام</SubmitButton>
          </form>
          <button type="button" onClick={() => goTo('phone')} className={`${linkButtonClass} self-center`}>
            ویرایش شماره
          </button>
        </>
      ) : null}

      {step === 'password' ? (
        <>
          <form onSubmit={submitPasswordLogin} noValidate className="flex flex-col gap-4">
            <TextField
              label="شماره موبایل یا ایمیل"
              name="username"
              autoComplete="username"
              dir="ltr"
              className="text-end"
              value={values.identifier}
              onChange={set('identifier')}
              error={errors.identifier}
            />
            <PasswordField
              label="رمز عبور"
              name="password"
              autoComplete="current-password"
              value={values.loginPassword}
              onChange={set('loginPassword')}
              error={errors.loginPassword}
            />
            <FormError message={formError} />
            <SubmitButton pending={pending}>ورود</SubmitButton>
          </form>
          <button type="button" onClick={() => goTo('phone')} className={`${linkButtonClass} self-center`}>
            دریافت کد یکبار مصرف
          </button>
          {forgetLink}
        </>
      ) : null}

      {step === 'phone' ? forgetLink : null}
    </div>
  );
}
