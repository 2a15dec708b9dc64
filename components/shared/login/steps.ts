// What the login form hands each of its steps (PhoneStep, CodeStep, RegisterStep, PasswordStep).
import type { FieldValues } from '@/components/shared/useServiceForm';
import type { ServiceError, ServiceResult } from '@/services/types/common';
import type { LoginResult } from '@/services/types/identity';

export type LoginStep = 'phone' | 'code' | 'register' | 'password';

/** What was typed, kept across the steps: going back to a step shows it again. */
export type LoginValues = { phone: string; code: string; password: string; identifier: string; loginPassword: string };

export type StepProps = {
  fields: FieldValues<LoginValues>;
  /** The number the code went to, normalised; registration reuses it so nothing is typed twice. */
  phoneNumber: string;
  goTo: (step: LoginStep) => void;
  /** Sends a code to the number and moves on to the code step; the service's error when it cannot. */
  sendCode: (phoneNumber: string) => Promise<ServiceError | null>;
  /** Completes a login answer (token, user, balance) and hands the user on; the error when there is one. */
  logIn: (answer: ServiceResult<LoginResult>) => Promise<ServiceError | null>;
  /** Until a new code may be asked for. */
  secondsLeft: number;
  forgetPasswordHref: string;
};
