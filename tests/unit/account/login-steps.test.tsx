// The login form's steps and the ways between them: each step starts at its first input, and what was typed
// comes back when the shopper returns to a step.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { LoginForm } from '@/components/shared/login/LoginForm';
import { abpError, abpOk, server, startMswServer } from '../services/msw';
import { api, renderScreen } from './setup';

vi.mock('next/navigation', () => ({
  usePathname: () => '/login',
  useRouter: () => ({ replace: vi.fn(), push: vi.fn() }),
}));

startMswServer();

const otpSent = () =>
  abpOk({ emailOrPhoneNumber: '09123456789', isRegistered: true, codeLength: 6, expireInSeconds: 120 });

async function sendCode(user: ReturnType<typeof userEvent.setup>) {
  server.use(http.post(api.sendOtp, otpSent));
  await user.type(screen.getByRole('textbox', { name: 'شماره موبایل' }), '09123456789');
  await user.click(screen.getByRole('button', { name: 'ارسال کد' }));
  return screen.findByRole('textbox', { name: 'کد تایید' });
}

describe('login form: moving between steps', () => {
  it('the code step starts at the code field, and names the number in Persian digits', async () => {
    const user = userEvent.setup();
    renderScreen(<LoginForm />);
    const code = await sendCode(user);
    expect(code).toHaveFocus();
    expect(screen.getByText('۰۹۱۲۳۴۵۶۷۸۹')).toBeInTheDocument();
  });

  it("'ویرایش شماره' goes back to the phone step with the number still typed", async () => {
    const user = userEvent.setup();
    renderScreen(<LoginForm />);
    await sendCode(user);
    await user.click(screen.getByRole('button', { name: 'ویرایش شماره' }));
    expect(screen.getByRole('textbox', { name: 'شماره موبایل' })).toHaveValue('09123456789');
    expect(screen.queryByRole('textbox', { name: 'کد تایید' })).not.toBeInTheDocument();
  });

  it('password mode starts at the identifier, prefilled with the number typed so far, and can go back', async () => {
    const user = userEvent.setup();
    renderScreen(<LoginForm />);
    await user.type(screen.getByRole('textbox', { name: 'شماره موبایل' }), '0935');
    await user.click(screen.getByRole('button', { name: 'ورود با رمز عبور' }));
    const identifier = screen.getByRole('textbox', { name: 'شماره موبایل یا ایمیل' });
    expect(identifier).toHaveValue('0935');
    expect(identifier).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'دریافت کد یکبار مصرف' }));
    expect(screen.getByRole('textbox', { name: 'شماره موبایل' })).toHaveValue('0935');
  });

  it('registration starts at its password, and an error of one step is gone on the next', async () => {
    server.use(http.post(api.otpLogin, () => abpError(500, { message: 'UserNotFound' })));
    const user = userEvent.setup();
    renderScreen(<LoginForm />);
    const code = await sendCode(user);
    await user.click(screen.getByRole('button', { name: 'ورود' }));
    expect(code).toHaveAttribute('aria-invalid', 'true');
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'ورود' }));
    const password = await screen.findByLabelText('رمز عبور');
    expect(password).toHaveFocus();
    expect(password).toHaveAccessibleDescription('دست‌کم ۸ نویسه');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("a refused resend says the service's message on the code step", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      renderScreen(<LoginForm />);
      await sendCode(user);
      server.use(http.post(api.sendOtp, () => abpError(500, { message: 'کد تأیید به تازگی ارسال شده است.' })));
      act(() => vi.advanceTimersByTime(80_000));
      await user.click(await screen.findByRole('button', { name: 'ارسال دوباره کد' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('کد تأیید به تازگی ارسال شده است.');
    } finally {
      vi.useRealTimers();
    }
  });
});
