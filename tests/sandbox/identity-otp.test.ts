// Identity host over real HTTP: one-time codes, signing in and registering with them
// (docs/contracts/identity.md, "One-time codes", "OTP sign-in" and "OTP registration").
import { DEMO_USER } from '@/sandbox/seed/demo';
import { request, sandboxForThisFile, type AbpBody } from './helpers';
import { identityCalls, identityOnly, freezeClock, type LoginResult } from './identity-calls';

const sandbox = sandboxForThisFile({ modules: identityOnly });
const { api, freshPhone, lastCode, sendOtp, passwordLogin, registerUser } = identityCalls(sandbox);
afterEach(() => {
  vi.useRealTimers();
});

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

  it("the right code logs in with accessToken and the user's profile; the code works once", async () => {
    const phone = freshPhone();
    await registerUser(phone);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61_000);
    await sendOtp(phone);
    const code = await lastCode(phone);
    const response = await request<AbpBody<LoginResult>>(api('OTP/Login'), {
      body: { emailOrPhoneNumber: phone, code },
    });
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
        'id',
        'userName',
        'firstName',
        'lastName',
        'emailAddress',
        'isEmailConfirmed',
        'phoneNumber',
        'isPhoneNumberConfirmed',
        'isActive',
        'gender',
        'birthDay',
        'nationalId',
        'nationalityId',
        'isNewsletter',
        'timezone',
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
    const result = await registerUser(phone, 'mypass12');
    expect(result.user).toMatchObject({ phoneNumber: phone, firstName: null });
    const login = await passwordLogin(phone, 'mypass12');
    expect(login.status).toBe(200);
  });

  it.each(['123', 'secret1'])(
    'a password under 8 characters (%s) is a 400 on members ["password"] with the rule in Persian',
    async (password) => {
      const phone = freshPhone();
      await sendOtp(phone);
      const response = await request(api('OTP/Register'), {
        body: { emailOrPhoneNumber: phone, code: await lastCode(phone), password },
      });
      expect(response.status).toBe(400);
      expect(response.body.error).toMatchObject({
        message: 'درخواست شما معتبر نمی باشد!',
        validationErrors: [{ message: 'رمز عبور باید دست‌کم ۸ نویسه باشد.', members: ['password'] }],
      });
    },
  );

  it('a registered number cannot register again', async () => {
    const response = await request(api('OTP/Register'), {
      body: { emailOrPhoneNumber: DEMO_USER.phoneNumber, code: '123456', password: 'secret12' },
    });
    expect(response.status).toBe(500);
  });
});

describe('OTP/RegisterOrLogin', () => {
  const registerOrLogin = (phoneNumber: string, code: string) =>
    request<AbpBody<LoginResult>>(api('OTP/RegisterOrLogin'), { body: { emailOrPhoneNumber: phoneNumber, code } });

  it('a number without a user gets one, with no password until recovery sets one; the next code signs the same user in', async () => {
    const advance = freezeClock();
    const phone = freshPhone();
    await sendOtp(phone);
    const first = await registerOrLogin(phone, await lastCode(phone));
    expect(first.status).toBe(200);
    const { userId } = first.body.result!;
    expect(first.body.result!.user).toMatchObject({
      id: userId,
      userName: phone,
      phoneNumber: phone,
      isPhoneNumberConfirmed: true,
      firstName: null,
    });

    const byPassword = await passwordLogin(phone, 'guessed-pass1');
    expect(byPassword.status).toBe(500);
    expect(byPassword.body.error!.message).toBe('نام کاربری یا رمز عبور نامعتبر است.');

    advance(61);
    await sendOtp(phone);
    const again = await registerOrLogin(phone, await lastCode(phone));
    expect(again.status).toBe(200);
    expect(again.body.result!.userId).toBe(userId);

    advance(61);
    expect(
      (await request(api('Account/ForgotPasswordByPhoneNumber'), { body: { phoneNumber: phone } })).body.result,
    ).toEqual({ userId });
    const reset = await request(api('Account/ResetPassword'), {
      body: { userId, code: await lastCode(phone), password: 'chosen-pass1' },
    });
    expect(reset.status).toBe(200);
    expect((await passwordLogin(phone, 'chosen-pass1')).status).toBe(200);
  });

  it('a registered user signs in as with OTP/Login', async () => {
    await sendOtp('09351234567');
    const response = await registerOrLogin('09351234567', await lastCode('09351234567'));
    expect(response.status).toBe(200);
    expect(response.body.result!.user).toMatchObject({ phoneNumber: '09351234567', firstName: 'مریم' });
  });

  it('a wrong code is a 500 and creates no user', async () => {
    const phone = freshPhone();
    await sendOtp(phone);
    const code = await lastCode(phone);
    const response = await registerOrLogin(phone, code === '000000' ? '111111' : '000000');
    expect(response.status).toBe(500);
    expect(response.body.error!.message).toBe('کد وارد شده صحیح نیست');
    const forgot = await request(api('Account/ForgotPasswordByPhoneNumber'), { body: { phoneNumber: phone } });
    expect(forgot.body.error!.message).toBe('کاربری با این شماره موبایل یافت نشد.');
  });
});
