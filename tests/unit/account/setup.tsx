// Shared by the account tests: service URLs, login answers and a render with the store, toast and error modal.
import { HttpResponse, http } from 'msw';
import type { ReactElement } from 'react';
import { ErrorModal } from '@/components/shell/ErrorModal';
import type { AppStore } from '@/store/store';
import { IDENTITY, PAYMENT, abpOk, demoProfile, server } from '../services/msw';
import { renderWithStore } from '../shell/render';

export const api = {
  sendOtp: `${IDENTITY}/api/services/app/OTP/SendOTP`,
  otpLogin: `${IDENTITY}/api/services/app/OTP/Login`,
  otpRegister: `${IDENTITY}/api/services/app/OTP/Register`,
  passwordLogin: `${IDENTITY}/api/TokenAuth/Login`,
  profile: `${IDENTITY}/api/services/app/Profile/GetCurrentUserProfileForEdit`,
  updateProfile: `${IDENTITY}/api/services/app/Profile/UpdateCurrentUserProfile`,
  updateEmail: `${IDENTITY}/api/services/app/Profile/UpdateProfileEmail`,
  updatePhone: `${IDENTITY}/api/services/app/Profile/UpdateProfilePhoneNumber`,
  sendVerificationSms: `${IDENTITY}/api/services/app/Profile/SendVerificationSms`,
  verifySmsCode: `${IDENTITY}/api/services/app/Profile/VerifySmsCode`,
  emailActivation: `${IDENTITY}/api/services/app/Account/SendEmailActivation`,
  changePassword: `${IDENTITY}/api/services/app/Account/ChangePassword`,
  forgotPassword: `${IDENTITY}/api/services/app/Account/ForgotPasswordByPhoneNumber`,
  forgotVerification: `${IDENTITY}/api/services/app/Account/ForgotPasswordVerification`,
  resetPassword: `${IDENTITY}/api/services/app/Account/ResetPassword`,
  balance: `${PAYMENT}/api/services/app/Deposit/GetBalance`,
  gateways: `${PAYMENT}/api/services/app/UserDepositBankGateway/GetAll`,
  makeToken: `${PAYMENT}/api/services/app/UserDepositBankGateway/MakeToken`,
  transactions: `${PAYMENT}/api/services/app/TransactionDeposit/GetAll`,
};

export const loginAnswer = (user: typeof demoProfile | null = demoProfile) => ({
  accessToken: 'fresh-token',
  expireInSeconds: 86400,
  userId: demoProfile.id,
  ...(user ? { user } : {}),
});

export const balanceHandler = (amount: number | null = 1_250_000) =>
  http.get(api.balance, () => abpOk({ amount, currencyType: 'IRR' }));

/** Answers with this handler and hands every JSON body it received to `bodies`. */
export function capture(method: 'post' | 'put', url: string, answer: () => Response | Promise<Response>) {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http[method](url, async ({ request }) => {
      bodies.push((await request.json()) as Record<string, unknown>);
      return answer();
    }),
  );
  return bodies;
}

export function renderScreen(ui: ReactElement, options: { store?: AppStore } = {}) {
  return renderWithStore(
    <>
      {ui}
      <ErrorModal />
    </>,
    options,
  );
}

export { HttpResponse, http };
