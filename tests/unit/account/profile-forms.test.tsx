// /profile, /profile/edit, /profile/change-password and /profile/forget-password.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { ChangePasswordForm } from '@/components/account/ChangePasswordForm';
import { EditProfile } from '@/components/account/EditProfile';
import { ForgetPasswordFlow } from '@/components/account/ForgetPasswordFlow';
import { ProfileHome } from '@/components/account/ProfileHome';
import { messages } from '@/lib/form-rules';
import { getToken, setToken } from '@/services/session';
import { bootstrapSession } from '@/store/slices/authSlice';
import { makeStore } from '@/store/store';
import { abpError, abpOk, demoProfile, server, startMswServer } from '../services/msw';
import { api, balanceHandler, capture, loginAnswer, renderScreen } from './setup';

const navigation = vi.hoisted(() => ({ replace: vi.fn(), push: vi.fn() }));
vi.mock('next/navigation', () => ({
  usePathname: () => '/profile',
  useRouter: () => ({ replace: navigation.replace, push: navigation.push }),
}));

startMswServer();
beforeEach(() => {
  navigation.replace.mockReset();
  navigation.push.mockReset();
});

const profile = {
  ...demoProfile,
  emailAddress: 'ali@example.com',
  nationalId: '0012345678',
  birthDay: '1990-05-21T00:00:00',
};

async function loggedInStore(user = profile) {
  setToken('good');
  server.use(
    http.get(api.profile, () => abpOk(user)),
    balanceHandler(1_250_000),
  );
  const store = makeStore();
  await store.dispatch(bootstrapSession());
  return store;
}

describe('/profile', () => {
  it('shows name, phone and e-mail, the balance in Toman, and the account links', async () => {
    const store = await loggedInStore();
    renderScreen(<ProfileHome />, { store });
    expect(screen.getByText('علی رضایی')).toBeInTheDocument();
    expect(screen.getByText('۰۹۱۲۳۴۵۶۷۸۹')).toBeInTheDocument();
    expect(screen.getByText('ali@example.com')).toBeInTheDocument();
    expect(await screen.findByText('۱۲۵٬۰۰۰ تومان')).toBeInTheDocument();
    const links = within(screen.getByRole('navigation', { name: 'حساب کاربری' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/profile/edit',
      '/profile/change-password',
      '/profile/wallet',
      '/profile/orders',
      '/profile/wishlist',
      '/profile/notifications',
    ]);
    expect(links.at(-1)).toHaveAccessibleName('اطلاع رسانی ها');
  });

  it("'خروج' clears the token and the user and returns to /", async () => {
    const store = await loggedInStore();
    renderScreen(<ProfileHome />, { store });
    await userEvent.click(screen.getByRole('button', { name: 'خروج' }));
    await waitFor(() => expect(navigation.replace).toHaveBeenCalledWith('/'));
    expect(getToken()).toBeNull();
    expect(store.getState().auth).toMatchObject({ isAuthenticated: false, user: null, balance: null });
  });
});

describe('/profile/edit', () => {
  it('saves first and last name with the rest of the profile unchanged, reloads the profile and confirms with the toast', async () => {
    const store = await loggedInStore();
    const bodies = capture('put', api.updateProfile, () => abpOk(null));
    const user = userEvent.setup();
    renderScreen(<EditProfile />, { store });
    server.use(http.get(api.profile, () => abpOk({ ...profile, firstName: 'مریم' })));
    const firstName = screen.getByRole('textbox', { name: 'نام' });
    await user.clear(firstName);
    await user.type(firstName, ' مریم ');
    await user.click(screen.getByRole('button', { name: 'ذخیره نام' }));
    await waitFor(() => expect(store.getState().notification.message).toBe('نام شما ذخیره شد.'));
    expect(bodies[0]).toMatchObject({
      firstName: 'مریم',
      lastName: 'رضایی',
      nationalId: '0012345678',
      birthDay: '1990-05-21T00:00:00',
      gender: true,
    });
    expect(store.getState().auth.user?.firstName).toBe('مریم');
  });

  it('checks the names on the client, in Persian', async () => {
    const store = await loggedInStore();
    const user = userEvent.setup();
    renderScreen(<EditProfile />, { store });
    await user.clear(screen.getByRole('textbox', { name: 'نام' }));
    await user.clear(screen.getByRole('textbox', { name: 'نام خانوادگی' }));
    await user.click(screen.getByRole('button', { name: 'ذخیره نام' }));
    expect(screen.getByRole('textbox', { name: 'نام' })).toHaveAccessibleDescription(messages.firstNameRequired);
    expect(screen.getByRole('textbox', { name: 'نام خانوادگی' })).toHaveAccessibleDescription(
      messages.lastNameRequired,
    );
  });

  it("maps the service's validationErrors onto the e-mail field and keeps what was typed", async () => {
    const store = await loggedInStore();
    server.use(
      http.put(api.updateEmail, () =>
        abpError(400, {
          message: 'درخواست شما معتبر نمی باشد!',
          validationErrors: [{ message: 'نشانی ایمیل معتبر نیست.', members: ['emailAddress'] }],
        }),
      ),
    );
    const user = userEvent.setup();
    renderScreen(<EditProfile />, { store });
    const email = screen.getByRole('textbox', { name: 'ایمیل' });
    await user.clear(email);
    await user.type(email, 'new@example.co');
    await user.click(screen.getByRole('button', { name: 'ذخیره ایمیل' }));
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('نشانی ایمیل معتبر نیست.');
    expect(email).toHaveValue('new@example.co');
  });

  it('sends the activation e-mail for an unconfirmed address', async () => {
    const store = await loggedInStore();
    const bodies = capture('post', api.emailActivation, () => abpOk(null));
    renderScreen(<EditProfile />, { store });
    await userEvent.click(screen.getByRole('button', { name: 'ارسال لینک فعال‌سازی' }));
    await waitFor(() => expect(store.getState().notification.message).toBe('لینک فعال‌سازی به ایمیل شما ارسال شد.'));
    expect(bodies).toEqual([{ emailAddress: 'ali@example.com' }]);
  });

  it('normalises the phone number before UpdateProfilePhoneNumber and stops an invalid one', async () => {
    const store = await loggedInStore();
    const bodies = capture('put', api.updatePhone, () => abpOk(null));
    const user = userEvent.setup();
    renderScreen(<EditProfile />, { store });
    const phone = screen.getByRole('textbox', { name: 'شماره موبایل' });
    await user.clear(phone);
    await user.type(phone, '12345');
    await user.click(screen.getByRole('button', { name: 'ذخیره شماره موبایل' }));
    expect(phone).toHaveAccessibleDescription(messages.phoneInvalid);
    await user.clear(phone);
    await user.type(phone, '۰۰۹۸۹۳۵۱۱۱۲۲۳۳');
    await user.click(screen.getByRole('button', { name: 'ذخیره شماره موبایل' }));
    await waitFor(() => expect(bodies).toEqual([{ phoneNumber: '09351112233' }]));
  });
});

describe('/profile/change-password', () => {
  const fill = async (user: ReturnType<typeof userEvent.setup>, current: string, next: string, repeat: string) => {
    if (current) await user.type(screen.getByLabelText('رمز عبور فعلی'), current);
    if (next) await user.type(screen.getByLabelText('رمز عبور جدید'), next);
    if (repeat) await user.type(screen.getByLabelText('تکرار رمز عبور جدید'), repeat);
    await user.click(screen.getByRole('button', { name: 'تغییر رمز عبور' }));
  };

  it("shows the service's rule before submit, and checks it and the repeat on the client", async () => {
    const user = userEvent.setup();
    renderScreen(<ChangePasswordForm />);
    expect(screen.getByLabelText('رمز عبور جدید')).toHaveAccessibleDescription(messages.passwordRule);
    await fill(user, 'old', 'short', 'short');
    expect(screen.getByLabelText('رمز عبور جدید')).toHaveAttribute('aria-invalid', 'true');
    await user.clear(screen.getByLabelText('رمز عبور جدید'));
    await user.type(screen.getByLabelText('رمز عبور جدید'), 'Better123');
    await user.click(screen.getByRole('button', { name: 'تغییر رمز عبور' }));
    expect(screen.getByLabelText('تکرار رمز عبور جدید')).toHaveAccessibleDescription(messages.repeatMismatch);
  });

  it("a wrong current password shows the service's message and keeps the fields", async () => {
    server.use(http.post(api.changePassword, () => abpError(500, { message: 'رمز عبور فعلی صحیح نیست.' })));
    const user = userEvent.setup();
    renderScreen(<ChangePasswordForm />);
    await fill(user, 'wrong', 'Better123', 'Better123');
    expect(await screen.findByRole('alert')).toHaveTextContent('رمز عبور فعلی صحیح نیست.');
    expect(screen.getByLabelText('رمز عبور فعلی')).toHaveValue('wrong');
  });

  it('changes it, signs in again with the new password (old tokens are retired), confirms with the toast and returns to /profile', async () => {
    const store = await loggedInStore();
    const bodies = capture('post', api.changePassword, () => abpOk(null));
    const logins = capture('post', api.passwordLogin, () => abpOk(loginAnswer()));
    const user = userEvent.setup();
    renderScreen(<ChangePasswordForm />, { store });
    const current = screen.getByLabelText('رمز عبور فعلی');
    expect(current).toHaveAttribute('type', 'password');
    await user.click(screen.getAllByRole('button', { name: 'نمایش' })[0]);
    expect(current).toHaveAttribute('type', 'text');
    await fill(user, 'Demo@12345', 'Better123', 'Better123');
    await waitFor(() => expect(navigation.push).toHaveBeenCalledWith('/profile'));
    expect(bodies).toEqual([{ currentPassword: 'Demo@12345', newPassword: 'Better123' }]);
    expect(logins).toEqual([{ emailOrPhoneNumber: profile.phoneNumber, password: 'Better123' }]);
    expect(getToken()).toBe('fresh-token');
    expect(store.getState().notification).toMatchObject({ status: 'success', message: 'رمز عبور شما تغییر کرد.' });
  });

  it('when signing in again fails, the old session ends and /login asks for the new password', async () => {
    const store = await loggedInStore();
    server.use(
      http.post(api.changePassword, () => abpOk(null)),
      http.post(api.passwordLogin, () => abpError(500, { message: 'نام کاربری یا رمز عبور نامعتبر است.' })),
    );
    const user = userEvent.setup();
    renderScreen(<ChangePasswordForm />, { store });
    await fill(user, 'Demo@12345', 'Better123', 'Better123');
    await waitFor(() => expect(navigation.push).toHaveBeenCalledWith('/login'));
    expect(getToken()).toBeNull();
    expect(store.getState().auth.isAuthenticated).toBe(false);
    expect(store.getState().notification.message).toBe('رمز عبور شما تغییر کرد. اکنون با رمز جدید وارد شوید.');
  });
});

describe('/profile/forget-password', () => {
  it('phone → code with the userId of the first answer → new password → /login with a success toast', async () => {
    const asked = capture('post', api.forgotPassword, () => abpOk({ userId: 42 }));
    const verified = capture('post', api.forgotVerification, () => abpOk({ isValid: true }));
    const reset = capture('post', api.resetPassword, () => abpOk({ canLogin: true, userName: '09123456789' }));
    const user = userEvent.setup();
    const { store } = renderScreen(<ForgetPasswordFlow />);
    await user.type(screen.getByRole('textbox', { name: 'شماره موبایل' }), '۹۱۲۳۴۵۶۷۸۹');
    await user.click(screen.getByRole('button', { name: 'ارسال کد' }));
    await user.type(await screen.findByRole('textbox', { name: 'کد تایید' }), '١٢٣٤٥٦');
    await user.click(screen.getByRole('button', { name: 'تایید کد' }));
    await user.type(await screen.findByLabelText('رمز عبور جدید'), 'Fresh1234');
    await user.type(screen.getByLabelText('تکرار رمز عبور جدید'), 'Fresh1234');
    await user.click(screen.getByRole('button', { name: 'ذخیره رمز عبور' }));
    await waitFor(() => expect(navigation.push).toHaveBeenCalledWith('/login'));
    expect(asked).toEqual([{ phoneNumber: '09123456789' }]);
    expect(verified).toEqual([{ code: '123456', userId: 42 }]);
    expect(reset).toEqual([{ code: '123456', password: 'Fresh1234', userId: 42 }]);
    expect(store.getState().notification.status).toBe('success');
  });

  it("an unknown number shows the service's message on the phone step", async () => {
    server.use(http.post(api.forgotPassword, () => abpError(500, { message: 'کاربری با این شماره موبایل یافت نشد.' })));
    const user = userEvent.setup();
    renderScreen(<ForgetPasswordFlow />);
    await user.type(screen.getByRole('textbox', { name: 'شماره موبایل' }), '09350000000');
    await user.click(screen.getByRole('button', { name: 'ارسال کد' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('کاربری با این شماره موبایل یافت نشد.');
    expect(screen.getByRole('textbox', { name: 'شماره موبایل' })).toHaveValue('09350000000');
  });
});
