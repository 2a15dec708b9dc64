// WebOTP on the login's code step: where the browser has it, the SMS's code is filled in and submitted as if typed;
// the request is aborted on unmount, on a submit by hand and on going back; elsewhere nothing is asked.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { ForgetPasswordFlow } from '@/components/account/ForgetPasswordFlow';
import { LoginForm } from '@/components/shared/login/LoginForm';
import { abpOk, demoProfile, server, startMswServer } from '../services/msw';
import { api, balanceHandler, capture, loginAnswer, renderScreen } from './setup';

vi.mock('next/navigation', () => ({
  usePathname: () => '/login',
  useRouter: () => ({ replace: vi.fn(), push: vi.fn() }),
}));

startMswServer();

const otpSent = () =>
  abpOk({ emailOrPhoneNumber: '09123456789', isRegistered: true, codeLength: 6, expireInSeconds: 120 });

type OtpRequest = { otp: { transport: string[] }; signal: AbortSignal };

/** A browser with WebOTP: each request waits for `deliver` (the SMS) or its signal's abort. */
function fakeWebOtp() {
  const requests: OtpRequest[] = [];
  let deliver: (code: string) => void = () => undefined;
  const get = vi.fn(
    (options: OtpRequest) =>
      new Promise((resolve, reject) => {
        requests.push(options);
        deliver = (code) => resolve({ type: 'otp', id: '', code });
        options.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      }),
  );
  Object.defineProperty(window, 'OTPCredential', { value: class {}, configurable: true });
  Object.defineProperty(navigator, 'credentials', { value: { get }, configurable: true });
  return { get, requests, deliver: (code: string) => deliver(code), last: () => requests.at(-1)! };
}

afterEach(() => {
  Reflect.deleteProperty(window, 'OTPCredential');
  Reflect.deleteProperty(navigator, 'credentials');
});

async function toCodeStep(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'شماره موبایل' }), '09123456789');
  await user.click(screen.getByRole('button', { name: 'ارسال کد' }));
  return screen.findByRole('textbox', { name: 'کد تایید' });
}

describe('WebOTP on the code step', () => {
  it("asks for the SMS's code when the code step is shown, fills it in and logs in with it", async () => {
    const webOtp = fakeWebOtp();
    server.use(http.post(api.sendOtp, otpSent), balanceHandler());
    const bodies = capture('post', api.otpLogin, () => abpOk(loginAnswer()));
    const onLoggedIn = vi.fn();
    const user = userEvent.setup();
    renderScreen(<LoginForm onLoggedIn={onLoggedIn} />);
    expect(webOtp.get).not.toHaveBeenCalled();
    const code = await toCodeStep(user);
    await waitFor(() => expect(webOtp.get).toHaveBeenCalled());
    expect(webOtp.last().otp).toEqual({ transport: ['sms'] });
    await act(async () => webOtp.deliver('123456'));
    expect(code).toHaveValue('123456');
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledWith(demoProfile));
    expect(bodies).toEqual([{ emailOrPhoneNumber: '09123456789', code: '123456' }]);
  });

  it('keeps the digit normalisation: a code in Persian digits is sent in Latin ones', async () => {
    const webOtp = fakeWebOtp();
    server.use(http.post(api.sendOtp, otpSent), balanceHandler());
    const bodies = capture('post', api.otpLogin, () => abpOk(loginAnswer()));
    const user = userEvent.setup();
    renderScreen(<LoginForm />);
    await toCodeStep(user);
    await waitFor(() => expect(webOtp.get).toHaveBeenCalled());
    await act(async () => webOtp.deliver('۶۵۴۳۲۱'));
    await waitFor(() => expect(bodies).toEqual([{ emailOrPhoneNumber: '09123456789', code: '654321' }]));
  });

  it('aborts the request when the code step goes away', async () => {
    const webOtp = fakeWebOtp();
    server.use(http.post(api.sendOtp, otpSent));
    const user = userEvent.setup();
    const { unmount } = renderScreen(<LoginForm />);
    await toCodeStep(user);
    await waitFor(() => expect(webOtp.get).toHaveBeenCalled());
    unmount();
    expect(webOtp.last().signal.aborted).toBe(true);
  });

  it('aborts the request on a submit by hand', async () => {
    const webOtp = fakeWebOtp();
    server.use(http.post(api.sendOtp, otpSent), balanceHandler());
    const bodies = capture('post', api.otpLogin, () => abpOk(loginAnswer()));
    const user = userEvent.setup();
    renderScreen(<LoginForm />);
    await user.type(await toCodeStep(user), '111111');
    await waitFor(() => expect(webOtp.get).toHaveBeenCalled());
    await user.click(screen.getByRole('button', { name: 'ورود' }));
    expect(webOtp.last().signal.aborted).toBe(true);
    await waitFor(() => expect(bodies).toEqual([{ emailOrPhoneNumber: '09123456789', code: '111111' }]));
  });

  it("aborts the request on 'ویرایش شماره'", async () => {
    const webOtp = fakeWebOtp();
    server.use(http.post(api.sendOtp, otpSent));
    const user = userEvent.setup();
    renderScreen(<LoginForm />);
    await toCodeStep(user);
    await waitFor(() => expect(webOtp.get).toHaveBeenCalled());
    await user.click(screen.getByRole('button', { name: 'ویرایش شماره' }));
    expect(webOtp.last().signal.aborted).toBe(true);
    expect(screen.getByRole('textbox', { name: 'شماره موبایل' })).toBeInTheDocument();
  });

  it('asks nothing where the browser has no WebOTP, and the field still offers one-time-code autofill', async () => {
    const get = vi.fn();
    Object.defineProperty(navigator, 'credentials', { value: { get }, configurable: true });
    server.use(http.post(api.sendOtp, otpSent));
    const user = userEvent.setup();
    renderScreen(<LoginForm />);
    const code = await toCodeStep(user);
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(get).not.toHaveBeenCalled();
  });

  it('the password reset asks only on its code step, then fills the code and checks it', async () => {
    const webOtp = fakeWebOtp();
    capture('post', api.forgotPassword, () => abpOk({ userId: 42 }));
    const verified = capture('post', api.forgotVerification, () => abpOk({ isValid: true }));
    const user = userEvent.setup();
    renderScreen(<ForgetPasswordFlow />);
    await user.type(screen.getByRole('textbox', { name: 'شماره موبایل' }), '09123456789');
    expect(webOtp.get).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'ارسال کد' }));
    const code = await screen.findByRole('textbox', { name: 'کد تایید' });
    await waitFor(() => expect(webOtp.get).toHaveBeenCalledTimes(1));
    await act(async () => webOtp.deliver('123456'));
    expect(code).toHaveValue('123456');
    expect(await screen.findByLabelText('رمز عبور جدید')).toBeInTheDocument();
    expect(verified).toEqual([{ code: '123456', userId: 42 }]);
  });
});
