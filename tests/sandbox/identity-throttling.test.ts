// Throttling with the ABP envelope and a Persian message (docs/contracts/identity.md, "Throttling"): five failed
// password sign-ins per account in 15 minutes, five codes per phone number in an hour; a reset clears both.
import { request, sandboxForThisFile, type AbpBody } from './helpers';
import { freezeClock, identityCalls, identityOnly } from './identity-calls';

const sandbox = sandboxForThisFile({ modules: identityOnly });
const { api, freshPhone, sendOtp, passwordLogin, registerUser } = identityCalls(sandbox);
afterEach(() => {
  vi.useRealTimers();
});

function expectThrottled(response: { status: number; headers: Headers; body: AbpBody }, message: RegExp) {
  expect(response.status).toBe(429);
  expect(response.body).toMatchObject({ result: null, success: false, unAuthorizedRequest: false, __abp: true });
  expect(response.body.error).toMatchObject({ code: 0, details: null, validationErrors: null });
  expect(response.body.error!.message).toMatch(message);
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
}

const LOGINS = /^تعداد تلاش‌های ناموفق ورود بیش از حد مجاز است\. لطفاً [۰-۹]+ دقیقه دیگر دوباره تلاش کنید\.$/;
const CODES = /^تعداد کدهای ارسال‌شده به این شماره بیش از حد مجاز است\. لطفاً [۰-۹]+ دقیقه دیگر دوباره تلاش کنید\.$/;

describe('password sign-in', () => {
  it('5 wrong passwords are 500s; the 6th to 12th are 429s, the right password too, until 15 minutes have passed', async () => {
    const phone = freshPhone();
    await registerUser(phone, 'right-pass1');
    const advance = freezeClock();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await passwordLogin(phone, `wrong-${attempt}`)).status, `attempt ${attempt}`).toBe(500);
      advance(60);
    }
    for (let attempt = 6; attempt <= 12; attempt += 1)
      expectThrottled(await passwordLogin(phone, `wrong-${attempt}`), LOGINS);
    const locked = await passwordLogin(phone, 'right-pass1');
    expectThrottled(locked, LOGINS);
    // The first failure was 5 minutes ago: the window passes in 10.
    expect(locked.body.error!.message).toContain('۱۰ دقیقه');
    advance(10 * 60);
    expect((await passwordLogin(phone, 'right-pass1')).status).toBe(200);
  });

  it('counts per account, whichever identifier names it, and leaves other accounts alone', async () => {
    const phone = freshPhone();
    const { accessToken } = await registerUser(phone, 'right-pass1');
    await request(api('Profile/UpdateProfileEmail'), {
      method: 'PUT',
      token: accessToken,
      body: { emailAddress: `${phone}@example.com` },
    });
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await passwordLogin(attempt % 2 ? `${phone}@EXAMPLE.com` : `+98${phone.slice(1)}`, 'wrong');
    }
    expectThrottled(await passwordLogin(phone, 'right-pass1'), LOGINS);
    expect((await passwordLogin('09123456789', 'Demo@12345')).status).toBe(200);
  });

  it('a right password clears the failures before it', async () => {
    const phone = freshPhone();
    await registerUser(phone, 'right-pass1');
    for (let attempt = 1; attempt <= 4; attempt += 1) await passwordLogin(phone, 'wrong');
    expect((await passwordLogin(phone, 'right-pass1')).status).toBe(200);
    for (let attempt = 1; attempt <= 4; attempt += 1) expect((await passwordLogin(phone, 'wrong')).status).toBe(500);
  });

  it('guesses at an unknown number are counted too, and failures older than the window are dropped', async () => {
    const phone = freshPhone();
    const advance = freezeClock();
    for (let attempt = 1; attempt <= 5; attempt += 1) expect((await passwordLogin(phone, 'guess')).status).toBe(500);
    expectThrottled(await passwordLogin(phone, 'guess'), LOGINS);
    advance(15 * 60);
    expect((await passwordLogin('someone@example.com', 'guess')).status).toBe(500);
    const count = (account: string) =>
      sandbox.deps.db.prepare('SELECT COUNT(*) FROM identity_login_failures WHERE account = ?').pluck().get(account);
    expect(count(`unknown:${phone}`)).toBe(0);
    expect(count('unknown:someone@example.com')).toBe(1);
  });
});

describe('one-time codes', () => {
  it('5 codes per number in an hour; the 6th SendOTP is a 429 until the hour has passed', async () => {
    const phone = freshPhone();
    const advance = freezeClock();
    for (let send = 1; send <= 5; send += 1) {
      expect((await sendOtp(phone)).status, `send ${send}`).toBe(200);
      advance(61);
    }
    const sixth = await sendOtp(phone);
    expectThrottled(sixth, CODES);
    // The first code went 305 s ago: the hour passes in 3295 s, 55 minutes rounded up.
    expect(sixth.body.error!.message).toContain('۵۵ دقیقه');
    advance(3294);
    expectThrottled(await sendOtp(phone), CODES);
    advance(1);
    expect((await sendOtp(phone)).status).toBe(200);
  });

  it('codes of every purpose count: reset codes to a number fill the same hour', async () => {
    const phone = freshPhone();
    await registerUser(phone);
    const advance = freezeClock();
    for (let send = 1; send <= 4; send += 1) {
      expect((await request(api('Account/ForgotPasswordByPhoneNumber'), { body: { phoneNumber: phone } })).status).toBe(
        200,
      );
      advance(61);
    }
    expectThrottled(await sendOtp(phone), CODES);
  });
});

it('POST /__sandbox/reset clears both counters', async () => {
  const phone = freshPhone();
  const advance = freezeClock();
  for (let send = 1; send <= 5; send += 1) {
    await sendOtp(phone);
    advance(61);
  }
  for (let attempt = 1; attempt <= 5; attempt += 1) await passwordLogin('09123456789', 'wrong');
  expectThrottled(await sendOtp(phone), CODES);
  expectThrottled(await passwordLogin('09123456789', 'Demo@12345'), LOGINS);
  expect((await request(`${sandbox.url}/__sandbox/reset`, { method: 'POST' })).status).toBe(200);
  expect((await sendOtp(phone)).status).toBe(200);
  expect((await passwordLogin('09123456789', 'Demo@12345')).status).toBe(200);
});
