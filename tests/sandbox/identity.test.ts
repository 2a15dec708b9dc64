// Identity host over real HTTP (CONTRACTS.md §2): OTP, password login, profile, account recovery.
import { createIdentityApp, identityMigrations, seedIdentity } from '@/sandbox/identity';
import { DEMO_USER } from '@/sandbox/seed/demo';
import { request, startSandbox, type AbpBody, type StartedSandbox } from './helpers';

const modules = {
  services: [{ name: 'identity' as const, migrations: identityMigrations, seed: seedIdentity, createApp: createIdentityApp }],
};

type LoginResult = {
  accessToken: string;
  encryptedAccessToken: string;
  expireInSeconds: number;
  userId: number;
  refreshToken: string;
  user: Record<string, unknown>;
};

let sandbox: StartedSandbox;
const api = (path: string) => `${sandbox.url}/identity/api/services/app/${path}`;
let nextPhone = 100;
/** A fresh, unregistered number per test, so the 60 s resend rule never links tests. */
const freshPhone = () => `0935000${String(nextPhone++).padStart(4, '0')}`;

async function lastCode(phoneNumber: string): Promise<string> {
  const response = await request<{ code: string }>(`${sandbox.url}/__sandbox/otp?phoneNumber=${phoneNumber}`);
  expect(response.status).toBe(200);
  return response.body.code;
}

async function sendOtp(phoneNumber: string) {
  return request(api('OTP/SendOTP'), { body: { emailOrPhoneNumber: phoneNumber } });
}

async function passwordLogin(identifier: string, password: string) {
  return request<AbpBody<LoginResult>>(`${sandbox.url}/identity/api/TokenAuth/Login`, {
    body: { emailOrPhoneNumber: identifier, password },
  });
}

async function demoToken(): Promise<string> {
  const response = await passwordLogin(DEMO_USER.phoneNumber, DEMO_USER.password);
  expect(response.status).toBe(200);
  return response.body.result!.accessToken;
}

/** Registers a new user by OTP and returns its token. */
async function registerUser(phoneNumber: string, password = 'secret1') {
  await sendOtp(phoneNumber);
  const response = await request<AbpBody<LoginResult>>(api('OTP/Register'), {
    body: { emailOrPhoneNumber: phoneNumber, code: await lastCode(phoneNumber), password },
  });
  expect(response.status).toBe(200);
  return response.body.result!;
}

beforeAll(async () => {
  sandbox = await startSandbox({ modules });
});
afterAll(async () => {
  await sandbox.close();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Only Date is faked: sockets and timers keep running, the sandbox's clock is ours. */
function freezeClock() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2025-12-14T10:00:00Z'));
  return (seconds: number) => vi.setSystemTime(new Date(Date.now() + seconds * 1000));
}

describe('OTP/SendOTP', () => {
  it.each([
    ['+989350001001', '09350001001'],
    ['989350001002', '09350001002'],
    ['9350001003', '09350001003'],
    ['۰۹۳۵۰۰۰۱۰۰۴', '09350001004'],
    ['٠٩٣٥٠٠٠١٠٠٥', '09350001005'],
  ])('normalises %s to %s', async (typed, normalised) => {
    const response = await sendOtp(typed);
    expect(response.status).toBe(200);
    expect(response.body.result).toMatchObject({ emailOrPhoneNumber: normalised });
  });

  it('answers isRegistered, codeLength 6 and expireInSeconds 120', async () => {
    const response = await sendOtp(DEMO_USER.phoneNumber);
    expect(response.body).toEqual({
      result: { emailOrPhoneNumber: DEMO_USER.phoneNumber, isRegistered: true, codeLength: 6, expireInSeconds: 120 },
      targetUrl: null,
      success: true,
      error: null,
      unAuthorizedRequest: false,
      __abp: true,
    });
    expect(await lastCode(DEMO_USER.phoneNumber)).toMatch(/^\d{6}$/);
    const unknown = await sendOtp(freshPhone());
    expect(unknown.body.result).toMatchObject({ isRegistered: false });
  });

  it.each(['0912123', '08123456789', 'someone@example.com', ''])(
    'an invalid mobile number (%s) is a 400 validation error on emailOrPhoneNumber',
    async (typed) => {
      const response = await sendOtp(typed);
      expect(response.status).toBe(400);
      expect(response.body.error!.validationErrors).toEqual([
        { message: 'شماره موبایل وارد شده معتبر نیست.', members: ['emailOrPhoneNumber'] },
      ]);
    },
  );

  it('one send per number per 60 s: a second send is a user-friendly 500 with the seconds left', async () => {
    const advance = freezeClock();
    const phone = freshPhone();
    expect((await sendOtp(phone)).status).toBe(200);
    advance(15);
    const second = await sendOtp(phone);
    expect(second.status).toBe(500);
    expect(second.body.error!.message).toContain('۴۵ ثانیه');
    advance(45);
    expect((await sendOtp(phone)).status).toBe(200);
  });
});

describe('OTP/Login', () => {
  it('an unknown number answers 500 with exactly "UserNotFound"', async () => {
    const phone = freshPhone();
    await sendOtp(phone);
    const response = await request(api('OTP/Login'), {
      body: { emailOrPhoneNumber: phone, code: await lastCode(phone) },
    });
    expect(response.status).toBe(500);
    expect(response.body.error).toEqual({ code: 0, message: 'UserNotFound', details: null, validationErrors: null });
  });

  it('the right code logs in with accessToken and the §2.1 user; the code works once', async () => {
    const phone = freshPhone();
    await registerUser(phone);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61_000);
    await sendOtp(phone);
    const code = await lastCode(phone);
    const response = await request<AbpBody<LoginResult>>(api('OTP/Login'), { body: { emailOrPhoneNumber: phone, code } });
    expect(response.status).toBe(200);
    const result = response.body.result!;
    expect(result.accessToken.split('.')).toHaveLength(3);
    expect(result).toMatchObject({
      expireInSeconds: 86400,
      shouldResetPassword: false,
      requiresTwoFactorVerification: false,
      refreshTokenExpireInSeconds: 31536000,
    });
    expect(Object.keys(result.user).sort()).toEqual(
      [
        'id', 'userName', 'firstName', 'lastName', 'emailAddress', 'isEmailConfirmed', 'phoneNumber',
        'isPhoneNumberConfirmed', 'isActive', 'gender', 'birthDay', 'nationalId', 'nationalityId', 'isNewsletter', 'timezone',
      ].sort(),
    );
    expect(result.user).toMatchObject({ userName: phone, phoneNumber: phone, id: result.userId });

    const replay = await request(api('OTP/Login'), { body: { emailOrPhoneNumber: phone, code } });
    expect(replay.status).toBe(500);
    expect(replay.body.error!.message).toBe('کد وارد شده صحیح نیست');
  });

  it('a wrong code is a 500 "کد وارد شده صحیح نیست"', async () => {
    await sendOtp('09121112233');
    const response = await request(api('OTP/Login'), { body: { emailOrPhoneNumber: '09121112233', code: '000000' } });
    const code = await lastCode('09121112233');
    if (code === '000000') return; // one chance in a million that the wrong code is right
    expect(response.status).toBe(500);
    expect(response.body.error!.message).toBe('کد وارد شده صحیح نیست');
  });

  it('at most 5 wrong tries per code, then even the right code is dead', async () => {
    const phone = freshPhone();
    await registerUser(phone);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61_000);
    await sendOtp(phone);
    const code = await lastCode(phone);
    const wrong = code === '111111' ? '222222' : '111111';
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await request(api('OTP/Login'), { body: { emailOrPhoneNumber: phone, code: wrong } });
      expect(response.body.error!.message).toBe('کد وارد شده صحیح نیست');
    }
    const right = await request(api('OTP/Login'), { body: { emailOrPhoneNumber: phone, code } });
    expect(right.status).toBe(500);
    expect(right.body.error!.message).toBe('تعداد تلاش‌های نادرست بیش از حد مجاز است. لطفاً کد جدید دریافت کنید.');
  });

  it('a code is valid for 120 s; after that it has its own "expired" message', async () => {
    const advance = freezeClock();
    const phone = freshPhone();
    await registerUser(phone);
    advance(61);
    await sendOtp(phone);
    const code = await lastCode(phone);
    advance(120);
    const response = await request(api('OTP/Login'), { body: { emailOrPhoneNumber: phone, code } });
    expect(response.status).toBe(500);
    expect(response.body.error!.message).toBe('کد وارد شده منقضی شده است. لطفاً کد جدید دریافت کنید.');
  });

  it('accepts a code typed in Persian digits', async () => {
    const phone = freshPhone();
    await registerUser(phone);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61_000);
    await sendOtp(phone);
    const persianCode = (await lastCode(phone)).replace(/\d/g, (digit) => '۰۱۲۳۴۵۶۷۸۹'[Number(digit)]);
    const response = await request(api('OTP/Login'), { body: { emailOrPhoneNumber: phone, code: persianCode } });
    expect(response.status).toBe(200);
  });
});

describe('OTP/Register', () => {
  it('creates the user with the code and a password, then is logged in', async () => {
    const phone = freshPhone();
    const result = await registerUser(phone, 'mypass1');
    expect(result.user).toMatchObject({ phoneNumber: phone, firstName: null });
    const login = await passwordLogin(phone, 'mypass1');
    expect(login.status).toBe(200);
  });

  it('a password under 6 characters is a 400 on members ["password"]', async () => {
    const phone = freshPhone();
    await sendOtp(phone);
    const response = await request(api('OTP/Register'), {
      body: { emailOrPhoneNumber: phone, code: await lastCode(phone), password: '123' },
    });
    expect(response.status).toBe(400);
    expect(response.body.error!.validationErrors![0].members).toEqual(['password']);
  });

  it('a registered number cannot register again', async () => {
    const response = await request(api('OTP/Register'), {
      body: { emailOrPhoneNumber: DEMO_USER.phoneNumber, code: '123456', password: 'secret1' },
    });
    expect(response.status).toBe(500);
  });
});

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

  it('the access token is accepted as a Bearer token', async () => {
    const token = await demoToken();
    const response = await request(api('Profile/GetCurrentUserProfileForEdit'), { token });
    expect(response.status).toBe(200);
  });
});

describe('Profile', () => {
  it('anonymous callers get 401 with unAuthorizedRequest true', async () => {
    const response = await request(api('Profile/GetCurrentUserProfileForEdit'));
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ success: false, unAuthorizedRequest: true, result: null });
    expect(response.body.error!.message).toBe('ورود کابر جاری منقضی شده است');
  });

  it('a forged token is no login', async () => {
    const token = await demoToken();
    const forged = `${token.slice(0, -4)}AAAA`;
    const response = await request(api('Profile/GetCurrentUserProfileForEdit'), { token: forged });
    expect(response.status).toBe(401);
  });

  it('GetCurrentUserProfileForEdit returns the §2.3 shape', async () => {
    const response = await request(api('Profile/GetCurrentUserProfileForEdit'), { token: await demoToken() });
    expect(response.body.result).toEqual({
      id: 1,
      userName: DEMO_USER.phoneNumber,
      firstName: DEMO_USER.firstName,
      lastName: DEMO_USER.lastName,
      emailAddress: DEMO_USER.emailAddress,
      isEmailConfirmed: true,
      phoneNumber: DEMO_USER.phoneNumber,
      isPhoneNumberConfirmed: true,
      isActive: true,
      gender: false,
      birthDay: '1995-03-21T00:00:00',
      nationalId: null,
      nationalityId: 'IR',
      isNewsletter: false,
      timezone: null,
    });
  });

  it('UpdateCurrentUserProfile binds keys case-insensitively (firstname, lastname, isNewsLetter)', async () => {
    const { accessToken: token } = await registerUser(freshPhone());
    const update = await request(api('Profile/UpdateCurrentUserProfile'), {
      method: 'PUT',
      token,
      body: { gender: true, firstname: 'علی', lastname: 'رضایی', isNewsLetter: true, nationalId: '۰۰۱۲۳۴۵۶۷۸', birthDay: '1990-05-21' },
    });
    expect(update.status).toBe(200);
    expect(update.body.result).toBeNull();
    const profile = await request(api('Profile/GetCurrentUserProfileForEdit'), { token });
    expect(profile.body.result).toMatchObject({
      firstName: 'علی',
      lastName: 'رضایی',
      gender: true,
      isNewsletter: true,
      nationalId: '0012345678',
      birthDay: '1990-05-21T00:00:00',
    });
  });

  it('firstName and lastName are required: 400 with camelCased members', async () => {
    const response = await request(api('Profile/UpdateCurrentUserProfile'), {
      method: 'PUT',
      token: await demoToken(),
      body: { gender: true },
    });
    expect(response.status).toBe(400);
    expect(response.body.error!.validationErrors).toEqual([
      { message: 'The FirstName field is required.', members: ['firstName'] },
      { message: 'The LastName field is required.', members: ['lastName'] },
    ]);
    expect(response.body.error!.details).toContain(' - The FirstName field is required.');
  });

  it('UpdateProfileEmail sets the address and isEmailConfirmed false; a malformed address is a 400', async () => {
    const { accessToken: token } = await registerUser(freshPhone());
    const bad = await request(api('Profile/UpdateProfileEmail'), { method: 'PUT', token, body: { emailAddress: 'not-an-email' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error!.validationErrors).toEqual([{ message: 'نشانی ایمیل معتبر نیست.', members: ['emailAddress'] }]);
    const good = await request(api('Profile/UpdateProfileEmail'), { method: 'PUT', token, body: { emailAddress: 'new@example.com' } });
    expect(good.status).toBe(200);
    const profile = await request<AbpBody<Record<string, unknown>>>(api('Profile/GetCurrentUserProfileForEdit'), { token });
    expect(profile.body.result).toMatchObject({ emailAddress: 'new@example.com', isEmailConfirmed: false });
  });

  it('UpdateProfilePhoneNumber normalises the number and refuses one of another account', async () => {
    const { accessToken: token } = await registerUser(freshPhone());
    const target = freshPhone();
    const moved = await request(api('Profile/UpdateProfilePhoneNumber'), {
      method: 'PUT',
      token,
      body: { phoneNumber: `+98${target.slice(1)}` },
    });
    expect(moved.status).toBe(200);
    const profile = await request<AbpBody<Record<string, unknown>>>(api('Profile/GetCurrentUserProfileForEdit'), { token });
    expect(profile.body.result).toMatchObject({ phoneNumber: target });
    const taken = await request(api('Profile/UpdateProfilePhoneNumber'), {
      method: 'PUT',
      token,
      body: { phoneNumber: DEMO_USER.phoneNumber },
    });
    expect(taken.status).toBe(500);
    expect(taken.body.error!.message).toBe('این شماره موبایل قبلاً برای حساب دیگری ثبت شده است.');
  });

  it('Account/SendEmailActivation answers success with a null result', async () => {
    const response = await request(api('Account/SendEmailActivation'), {
      token: await demoToken(),
      body: { emailAddress: DEMO_USER.emailAddress },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ success: true, result: null });
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

  it('a wrong current password is a 500 "رمز عبور فعلی صحیح نیست."', async () => {
    const response = await request(api('Account/ChangePassword'), {
      token: await demoToken(),
      body: { currentPassword: 'wrong-one', newPassword: 'newpass123' },
    });
    expect(response.status).toBe(500);
    expect(response.body.error!.message).toBe('رمز عبور فعلی صحیح نیست.');
  });

  it.each(['ChangePassword', 'ChangePasswordByAuthorizedUser'])('%s changes the password', async (method) => {
    const phone = freshPhone();
    const { accessToken: token } = await registerUser(phone, 'first-pass1');
    const response = await request(api(`Account/${method}`), {
      token,
      body: { currentPassword: 'first-pass1', newPassword: 'second-pass2' },
    });
    expect(response.status).toBe(200);
    expect((await passwordLogin(phone, 'first-pass1')).status).toBe(500);
    expect((await passwordLogin(phone, 'second-pass2')).status).toBe(200);
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

    const verified = await request(api('Account/ForgotPasswordVerification'), { body: { code, userId: registered.userId } });
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
    const response = await request(api('Account/ForgotPasswordByPhoneNumber'), { body: { phoneNumber: '09390000001' } });
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
