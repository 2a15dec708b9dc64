'use client';
// Login and registration in one form (docs/contracts/identity.md, OTP and TokenAuth): phone → one-time code →
// logged in; an unknown number goes on to registration with the same number and code; or a password login.
// Reusable: the /login page wraps it, and the cart can open it over itself; the caller decides where to go
// next. Each step is its own component; this one keeps what they share, and tells analytics how the shopper got
// in (login or sign_up, by 'otp' or 'password'; nothing of who they are).
import { useState, type ComponentType } from 'react';
import { useFieldValues } from '@/components/shared/useServiceForm';
import type { AuthEvent, AuthMethod } from '@/lib/analytics/ecommerce';
import { useStepFocus } from '@/components/ui/form/useStepFocus';
import { sendOtp } from '@/services/identity';
import type { ServiceResult } from '@/services/types/common';
import type { LoginResult, UserProfile } from '@/services/types/identity';
import { useAppDispatch } from '@/store/hooks';
import { CodeStep } from './CodeStep';
import { completeLogin } from './completeLogin';
import { PasswordStep } from './PasswordStep';
import { PhoneStep } from './PhoneStep';
import { RegisterStep } from './RegisterStep';
import type { LoginStep, LoginValues, StepProps } from './steps';
import { useCountdown } from './useCountdown';

/** What a login completed at each step is, for analytics. */
const AUTH_EVENTS: Record<LoginStep, [AuthEvent['event'], AuthMethod] | null> = {
  phone: null,
  code: ['login', 'otp'],
  password: ['login', 'password'],
  register: ['sign_up', 'otp'],
};

const STEPS: Record<LoginStep, ComponentType<StepProps>> = {
  phone: PhoneStep,
  code: CodeStep,
  register: RegisterStep,
  password: PasswordStep,
};

export function LoginForm({
  onLoggedIn,
  forgetPasswordHref = '/profile/forget-password',
}: {
  onLoggedIn?: (user: UserProfile) => void;
  forgetPasswordHref?: string;
}) {
  const dispatch = useAppDispatch();
  const countdown = useCountdown();
  const fields = useFieldValues<LoginValues>({ phone: '', code: '', password: '', identifier: '', loginPassword: '' });
  const [step, goTo] = useState<LoginStep>('phone');
  const [phoneNumber, setPhoneNumber] = useState('');
  const stepStart = useStepFocus(step, 'phone');

  const sendCode = async (mobile: string) => {
    const sent = await sendOtp(mobile);
    if (!sent.ok) return sent.error;
    setPhoneNumber(mobile);
    countdown.start();
    goTo('code');
    return null;
  };

  const logIn = async (answer: ServiceResult<LoginResult>) => {
    if (!answer.ok) return answer.error;
    const outcome = await completeLogin(dispatch, answer.data);
    if (!outcome.ok) return outcome.error;
    const auth = AUTH_EVENTS[step];
    if (auth) void import('@/components/shared/analytics/late').then(({ reportAuth }) => reportAuth(auth[0], auth[1]));
    onLoggedIn?.(outcome.data);
    return null;
  };

  const Step = STEPS[step];
  const shared: StepProps = {
    fields,
    phoneNumber,
    goTo,
    sendCode,
    logIn,
    secondsLeft: countdown.secondsLeft,
    forgetPasswordHref,
  };
  return (
    <div ref={stepStart} className="flex flex-col gap-4">
      <Step {...shared} />
    </div>
  );
}
