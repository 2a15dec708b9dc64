// Identity host over real HTTP: signing in with a password, changing it, and recovering it by phone
// (docs/contracts/identity.md, "Password sign-in", "Changing the password" and "Forgotten password").
import { DEMO_USER } from '@/sandbox/seed/demo';
import { request, sandboxForThisFile, type AbpBody } from './helpers';
import { identityCalls, identityOnly, type LoginResult } from './identity-calls';

const sandbox = sandboxForThisFile({ modules: identityOnly });
const { api, freshPhone, lastCode, passwordLogin, demoToken, registerUser } = identityCalls(sandbox);

describe('TokenAuth/Login', () => {
  it.each(['09123456789', '+989123456789', '۰۹۱۲۳۴۵۶۷۸۹', 'SARA.mohammadi@example.com'])(
    'logs in with the password and %s',
    async (identifier) => {
      const response = await passwordLogin(identifier, DEMO_USER.password);
      expect(response.status).toBe(200);
      expect(response.body.result!.userId).toBe(DEMO_USER.id);
      expect(response.body.result!.user).toMatchObject({ firstName: DEMO_USER.firstName });
    },
  );

  it('accepts userNameOrEmailAddress as an alias', async () => {
    const response = await request<AbpBody<LoginResult>>(`${sandbox.url}/identity/api/TokenAuth/Login`, {
      body: { userNameOrEmailAddress: DEMO_USER.phoneNumber, password: DEMO_USER.password, rememberClient: true },
    });
    expect(response.status).toBe(200);
  });

  it.each([
    ['a wrong password', DEMO_USER.phoneNumber, 'nope'],
    ['an unknown user', '09390000000', DEMO_USER.password],
  ])('%s is a 500 "نام کاربری یا رمز عبور نامعتبر است."', async (_case, identifier, password) => {
    const response = await passwordLogin(identifier, password);
    expect(response.status).toBe(500);
    expect(response.body.error!.message).toBe('نام کاربری یا رمز عبور نامعتبر است.');
  });

  it("TokenAuth/Authenticate, ASP.NET Zero's name, is the same call", async () => {
    const authenticate = (password: string) =>
      request<AbpBody<LoginResult>>(`${sandbox.url}/identity/api/TokenAuth/Authenticate`, {
        body: { userNameOrEmailAddress: DEMO_USER.emailAddress, password, rememberClient: false },
      });
    const right = await authenticate(DEMO_USER.password);
    expect(right.status).toBe(200);
    expect(right.body.result).toMatchObject({ userId: DEMO_USER.id, user: { id: DEMO_USER.id } });
    const wrong = await authenticate('nope');
    expect(wrong.status).toBe(500);
    expect(wrong.body.error!.message).toBe('نام کاربری یا رمز عبور نامعتبر است.');
  });

  it('the access token is accepted as a Bearer token', async () => {
    const token = await demoToken();
    const response = await request(api('Profile/GetCurrentUserProfileForEdit'), { token });
    expect(response.status).toBe(200);
  });
});

describe('Account/ChangePassword', () => {
  const rule = 'رمز عبور باید دست‌کم ۸ نویسه و شامل حرف و عدد باشد.';

  it.each(['short1', 'onlyletters', '12345678'])(
    'a new password "%s" breaks the rule (8+ characters, a letter and a digit): 400 with the rule in Persian',
    async (newPassword) => {
      const response = await request(api('Account/ChangePassword'), {
        token: await demoToken(),
        body: { currentPassword: DEMO_USER.password, newPassword },
      });
      expect(response.status).toBe(400);
      expect(response.body.error!.validationErrors).toEqual([{ message: rule, members: ['newPassword'] }]);
    },
  );

  it('ChangePassword: a wrong current password is a 500 "رمز عبور فعلی صحیح نیست."', async () => {
    const response = await request(api('Account/ChangePassword'), {
      token: await demoToken(),
      body: { currentPassword: 'wrong-one', newPassword: 'newpass123' },
    });
    expect(response.status).toBe(500);
    expect(response.body.error!.message).toBe('رمز عبور فعلی صحیح نیست.');
  });

  it('ChangePassword changes the password', async () => {
    const phone = freshPhone();
    const { accessToken: token } = await registerUser(phone, 'first-pass1');
    const response = await request(api('Account/ChangePassword'), {
      token,
      body: { currentPassword: 'first-pass1', newPassword: 'second-pass2' },
    });
    expect(response.status).toBe(200);
    expect((await passwordLogin(phone, 'first-pass1')).status).toBe(500);
    expect((await passwordLogin(phone, 'second-pass2')).status).toBe(200);
  });

  it('ChangePasswordByAuthorizedUser sets the password from the new one alone, as the observed client sends it, and retires older tokens', async () => {
    const phone = freshPhone();
    const { accessToken: token } = await registerUser(phone, 'first-pass1');
    const response = await request(api('Account/ChangePasswordByAuthorizedUser'), {
      token,
      body: { newPassword: 'second-pass2' },
    });
    expect(response.status).toBe(200);
    expect((await passwordLogin(phone, 'second-pass2')).status).toBe(200);
    const again = await request(api('Account/ChangePasswordByAuthorizedUser'), {
      token,
      body: { newPassword: 'third-pass3' },
    });
    expect(again.status).toBe(401);
    const weak = await request(api('Account/ChangePasswordByAuthorizedUser'), {
      token: (await passwordLogin(phone, 'second-pass2')).body.result!.accessToken,
      body: { newPassword: 'short' },
    });
    expect(weak.status).toBe(400);
  });

  it('needs a login', async () => {
    const response = await request(api('Account/ChangePassword'), { body: { currentPassword: 'a', newPassword: 'b' } });
    expect(response.status).toBe(401);
  });
});

describe('forgot password by phone', () => {
  it('ForgotPasswordByPhoneNumber → userId; ForgotPasswordVerification → isValid; ResetPassword → canLogin', async () => {
    const phone = freshPhone();
    const registered = await registerUser(phone, 'old-pass1');
    const forgot = await request<AbpBody<{ userId: number }>>(api('Account/ForgotPasswordByPhoneNumber'), {
      body: { phoneNumber: phone },
    });
    expect(forgot.status).toBe(200);
    expect(forgot.body.result).toEqual({ userId: registered.userId });
    const code = await lastCode(phone);

    const verified = await request(api('Account/ForgotPasswordVerification'), {
      body: { code, userId: registered.userId },
    });
    expect(verified.body.result).toEqual({ isValid: true });

    const reset = await request(api('Account/ResetPassword'), {
      body: { resetCode: code, password: 'new-pass22', userId: String(registered.userId) },
    });
    expect(reset.status).toBe(200);
    expect(reset.body.result).toEqual({ canLogin: true, userName: phone });
    expect((await passwordLogin(phone, 'new-pass22')).status).toBe(200);

    const again = await request(api('Account/ResetPassword'), {
      body: { code, password: 'another-pass3', userId: registered.userId },
    });
    expect(again.status).toBe(500);
  });

  it('an unknown phone is a user-friendly 500 in Persian', async () => {
    const response = await request(api('Account/ForgotPasswordByPhoneNumber'), {
      body: { phoneNumber: '09390000001' },
    });
    expect(response.status).toBe(500);
    expect(response.body.error!.message).toBe('کاربری با این شماره موبایل یافت نشد.');
  });

  it('a wrong verification code is a user-friendly 500', async () => {
    const phone = freshPhone();
    const { userId } = await registerUser(phone);
    await request(api('Account/ForgotPasswordByPhoneNumber'), { body: { phoneNumber: phone } });
    const code = await lastCode(phone);
    const response = await request(api('Account/ForgotPasswordVerification'), {
      body: { code: code === '999999' ? '888888' : '999999', userId },
    });
    expect(response.status).toBe(500);
    expect(response.body.error!.message).toBe('کد وارد شده صحیح نیست');
  });
});
