import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http } from 'msw';
import { LoginForm } from '@/components/shared/login/LoginForm';
import { messages } from '@/lib/form-rules';
import { getToken } from '@/services/session';
import { abpError, abpOk, demoProfile, server, startMswServer } from '../services/msw';
import { api, balanceHandler, capture, loginAnswer, renderScreen } from './setup';

vi.mock('next/navigation', () => ({
  usePathname: () => '/login',
  useRouter: () => ({ replace: vi.fn(), push: vi.fn() }),
}));

startMswServer();

async function toCodeStep(user: ReturnType<typeof userEvent.setup>, typed = '09123456789') {
  await user.type(screen.getByRole('textbox', { name: 'شماره موبایل' }), typed);
  await user.click(screen.getByRole('button', { name: 'ارسال کد' }));
  return screen.findByRole('textbox', { name: 'کد تایید' });
}

const otpSent = () =>
  abpOk({ emailOrPhoneNumber: '09123456789', isRegistered: true, codeLength: 6, expireInSeconds: 120 });

describe('login form: phone number', () => {
  it('stops an invalid number with a Persian message before any call', async () => {
    const calls = vi.fn();
    server.use(http.post(api.sendOtp, () => (calls(), otpSent())));
    const user = userEvent.setup();
    renderScreen(<LoginForm />);
    await user.type(screen.getByRole('textbox', { name: 'شماره موبایل' }), '0912345');
    await user.click(screen.getByRole('button', { name: 'ارسال کد' }));
    const input = screen.getByRole('textbox', { name: 'شماره موبایل' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(messages.phoneInvalid);
    expect(input).toHaveValue('0912345');
    expect(calls).not.toHaveBeenCalled();
  });

  it('normalises +98 and Persian digits to 09… before sending, then asks for the 6-digit code with a countdown', async () => {
    const bodies = capture('post', api.sendOtp, otpSent);
    const user = userEvent.setup();
    renderScreen(<LoginForm />);
    const code = await toCodeStep(user, '+۹۸ ۹۱۲ ۳۴۵ ۶۷۸۹');
    expect(bodies).toEqual([{ emailOrPhoneNumber: '09123456789' }]);
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.getByText(/ارسال دوباره کد تا/)).toHaveTextContent('۱:۲۰');
  });

  it("shows the service's message when the code cannot be sent, keeping the number", async () => {
    server.use(http.post(api.sendOtp, () => abpError(500, { message: 'کد تأیید به تازگی ارسال شده است.' })));
    const user = userEvent.setup();
    renderScreen(<LoginForm />);
    await user.type(screen.getByRole('textbox', { name: 'شماره موبایل' }), '09123456789');
    await user.click(screen.getByRole('button', { name: 'ارسال کد' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('کد تأیید به تازگی ارسال شده است.');
    expect(screen.getByRole('textbox', { name: 'شماره موبایل' })).toHaveValue('09123456789');
  });

  it('a double click sends the code once and the button is disabled meanwhile', async () => {
    const calls = vi.fn();
    server.use(
      http.post(api.sendOtp, async () => {
        calls();
        await delay(30);
        return otpSent();
      }),
    );
    const user = userEvent.setup();
    renderScreen(<LoginForm />);
    await user.type(screen.getByRole('textbox', { name: 'شماره موبایل' }), '09123456789');
    const submit = screen.getByRole('button', { name: 'ارسال کد' });
    await user.dblClick(submit);
    expect(submit).toBeDisabled();
    await screen.findByRole('textbox', { name: 'کد تایید' });
    expect(calls).toHaveBeenCalledTimes(1);
  });
});

describe('login form: one-time code', () => {
  it("logs in: the token is stored under 'Token', the user and balance reach the store, onLoggedIn is called", async () => {
    server.use(http.post(api.sendOtp, otpSent), balanceHandler(500_000));
    const bodies = capture('post', api.otpLogin, () => abpOk(loginAnswer()));
    const onLoggedIn = vi.fn();
    const user = userEvent.setup();
    const { store } = renderScreen(<LoginForm onLoggedIn={onLoggedIn} />);
    const code = await toCodeStep(user);
    await user.type(code, '۱۲۳۴۵۶');
    await user.click(screen.getByRole('button', { name: 'ورود' }));
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledWith(demoProfile));
    expect(bodies).toEqual([{ emailOrPhoneNumber: '09123456789', code: '123456' }]);
    expect(getToken()).toBe('fresh-token');
    expect(store.getState().auth).toMatchObject({ isAuthenticated: true, user: demoProfile, balance: 500_000 });
  });

  it('fetches the profile when the login answer carries no user', async () => {
    server.use(
      http.post(api.sendOtp, otpSent),
      http.post(api.otpLogin, () => abpOk(loginAnswer(null))),
      http.get(api.profile, ({ request }) =>
        request.headers.get('Authorization') === 'Bearer fresh-token'
          ? abpOk(demoProfile)
          : abpError(401, { message: 'x' }),
      ),
      balanceHandler(),
    );
    const onLoggedIn = vi.fn();
    const user = userEvent.setup();
    renderScreen(<LoginForm onLoggedIn={onLoggedIn} />);
    await user.type(await toCodeStep(user), '123456');
    await user.click(screen.getByRole('button', { name: 'ورود' }));
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledWith(demoProfile));
  });

  it('checks the code has six digits before calling', async () => {
    const calls = vi.fn();
    server.use(
      http.post(api.sendOtp, otpSent),
      http.post(api.otpLogin, () => (calls(), abpOk(loginAnswer()))),
    );
    const user = userEvent.setup();
    renderScreen(<LoginForm />);
    await user.type(await toCodeStep(user), '12345');
    await user.click(screen.getByRole('button', { name: 'ورود' }));
    expect(screen.getByRole('textbox', { name: 'کد تایید' })).toHaveAccessibleDescription(messages.codeInvalid);
    expect(calls).not.toHaveBeenCalled();
  });

  it("a wrong code shows the service's message and keeps the code", async () => {
    server.use(
      http.post(api.sendOtp, otpSent),
      http.post(api.otpLogin, () => abpError(500, { message: 'کد وارد شده صحیح نیست' })),
    );
    const user = userEvent.setup();
    renderScreen(<LoginForm />);
    await user.type(await toCodeStep(user), '000000');
    await user.click(screen.getByRole('button', { name: 'ورود' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('کد وارد شده صحیح نیست');
    expect(screen.getByRole('textbox', { name: 'کد تایید' })).toHaveValue('000000');
  });

  it("an unknown number ('UserNotFound') continues to registration with the same number and code", async () => {
    server.use(
      http.post(api.sendOtp, otpSent),
      http.post(api.otpLogin, () => abpError(500, { message: 'UserNotFound' })),
      balanceHandler(0),
    );
    const bodies = capture('post', api.otpRegister, () => abpOk(loginAnswer()));
    const onLoggedIn = vi.fn();
    const user = userEvent.setup();
    renderScreen(<LoginForm onLoggedIn={onLoggedIn} />);
    await user.type(await toCodeStep(user, '9123456789'), '654321');
    await user.click(screen.getByRole('button', { name: 'ورود' }));
    const password = await screen.findByLabelText('رمز عبور');
    expect(screen.queryByText('UserNotFound')).not.toBeInTheDocument();
    await user.type(password, 'secret12');
    await user.click(screen.getByRole('button', { name: 'ثبت نام' }));
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalled());
    expect(bodies).toEqual([{ emailOrPhoneNumber: '09123456789', code: '654321', password: 'secret12' }]);
  });

  it("maps registration's validationErrors onto the password field", async () => {
    server.use(
      http.post(api.sendOtp, otpSent),
      http.post(api.otpLogin, () => abpError(500, { message: 'UserNotFound' })),
      http.post(api.otpRegister, () =>
        abpError(400, {
          message: 'درخواست شما معتبر نمی باشد!',
          validationErrors: [{ message: 'رمز عبور باید دست‌کم ۸ نویسه باشد.', members: ['password'] }],
        }),
      ),
    );
    const user = userEvent.setup();
    renderScreen(<LoginForm />);
    await user.type(await toCodeStep(user), '654321');
    await user.click(screen.getByRole('button', { name: 'ورود' }));
    await user.type(await screen.findByLabelText('رمز عبور'), 'abcdefgh');
    await user.click(screen.getByRole('button', { name: 'ثبت نام' }));
    const password = screen.getByLabelText('رمز عبور');
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(password).toHaveAccessibleDescription(/دست‌کم ۸ نویسه/);
    expect(password).toHaveValue('abcdefgh');
  });
});

describe('login form: password mode', () => {
  it("opens with 'ورود با رمز عبور' and logs in through TokenAuth/Login with the number normalised", async () => {
    server.use(balanceHandler());
    const bodies = capture('post', api.passwordLogin, () => abpOk(loginAnswer()));
    const onLoggedIn = vi.fn();
    const user = userEvent.setup();
    renderScreen(<LoginForm onLoggedIn={onLoggedIn} />);
    await user.click(screen.getByRole('button', { name: 'ورود با رمز عبور' }));
    await user.type(screen.getByRole('textbox', { name: 'شماره موبایل یا ایمیل' }), '۰۹۱۲۳۴۵۶۷۸۹');
    await user.type(screen.getByLabelText('رمز عبور'), 'Demo@12345');
    await user.click(screen.getByRole('button', { name: 'ورود' }));
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalled());
    expect(bodies).toEqual([{ emailOrPhoneNumber: '09123456789', password: 'Demo@12345' }]);
  });

  it.each([
    [500, 'نام کاربری یا رمز عبور نامعتبر است.'],
    [429, 'تعداد تلاش‌های ناموفق ورود بیش از حد مجاز است. لطفاً ۱۰ دقیقه دیگر دوباره تلاش کنید.'],
  ])(
    "shows the service's message for a %i (wrong credentials, too many tries) and keeps both fields",
    async (status, message) => {
      server.use(http.post(api.passwordLogin, () => abpError(status, { message })));
      const user = userEvent.setup();
      renderScreen(<LoginForm />);
      await user.click(screen.getByRole('button', { name: 'ورود با رمز عبور' }));
      await user.type(screen.getByRole('textbox', { name: 'شماره موبایل یا ایمیل' }), 'ali@example.com');
      await user.type(screen.getByLabelText('رمز عبور'), 'wrong');
      await user.click(screen.getByRole('button', { name: 'ورود' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(screen.getByRole('textbox', { name: 'شماره موبایل یا ایمیل' })).toHaveValue('ali@example.com');
      expect(screen.getByLabelText('رمز عبور')).toHaveValue('wrong');
      expect(getToken()).toBeNull();
    },
  );

  it('requires a valid mobile or e-mail and a password, in Persian', async () => {
    const user = userEvent.setup();
    renderScreen(<LoginForm />);
    await user.click(screen.getByRole('button', { name: 'ورود با رمز عبور' }));
    await user.type(screen.getByRole('textbox', { name: 'شماره موبایل یا ایمیل' }), 'ali');
    await user.click(screen.getByRole('button', { name: 'ورود' }));
    expect(screen.getByRole('textbox', { name: 'شماره موبایل یا ایمیل' })).toHaveAccessibleDescription(
      messages.identifierInvalid,
    );
    expect(screen.getByLabelText('رمز عبور')).toHaveAccessibleDescription(messages.passwordRequired);
  });

  it('links to the forgotten-password flow', () => {
    renderScreen(<LoginForm />);
    expect(screen.getByRole('link', { name: 'رمز عبور را فراموش کرده‌اید؟' })).toHaveAttribute(
      'href',
      '/profile/forget-password',
    );
  });
});

describe('resend countdown', () => {
  afterEach(() => vi.useRealTimers());

  it('offers to send a new code once 80 seconds have passed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = vi.fn();
    server.use(http.post(api.sendOtp, () => (calls(), otpSent())));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderScreen(<LoginForm />);
    await toCodeStep(user);
    expect(screen.queryByRole('button', { name: 'ارسال دوباره کد' })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(80_000));
    await user.click(await screen.findByRole('button', { name: 'ارسال دوباره کد' }));
    await waitFor(() => expect(calls).toHaveBeenCalledTimes(2));
  });
});
