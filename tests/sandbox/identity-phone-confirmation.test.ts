// A changed phone number is unconfirmed until the code sent to it is verified (docs/contracts/identity.md,
// "Phone number"); an unconfirmed number signs in by password only, and recovers no password.
import { request, sandboxForThisFile, type AbpBody } from './helpers';
import { identityCalls, identityOnly } from './identity-calls';

const sandbox = sandboxForThisFile({ modules: identityOnly });
const { api, freshPhone, lastCode, sendOtp, passwordLogin, registerUser } = identityCalls(sandbox);

type Profile = { phoneNumber: string; isPhoneNumberConfirmed: boolean };

const readProfile = async (token: string) =>
  (await request<AbpBody<Profile>>(api('Profile/GetCurrentUserProfileForEdit'), { token })).body.result!;
const movePhone = (token: string, phoneNumber: string) =>
  request(api('Profile/UpdateProfilePhoneNumber'), { method: 'PUT', token, body: { phoneNumber } });
const forgotPassword = (phoneNumber: string) =>
  request<AbpBody<{ userId: number }>>(api('Account/ForgotPasswordByPhoneNumber'), { body: { phoneNumber } });

const UNCONFIRMED_RESET = 'شماره موبایل این حساب هنوز تأیید نشده است؛ بازیابی رمز عبور با آن ممکن نیست.';

/** A registered user moved to a new, unconfirmed number. */
async function movedUser() {
  const registered = await registerUser(freshPhone(), 'first-pass1');
  const moved = freshPhone();
  expect((await movePhone(registered.accessToken, `+98${moved.slice(1)}`)).status).toBe(200);
  return { ...registered, token: registered.accessToken, moved };
}

describe('a changed phone number', () => {
  it('is unconfirmed after UpdateProfilePhoneNumber, and no code is sent by the change itself', async () => {
    const { token, moved } = await movedUser();
    expect(await readProfile(token)).toMatchObject({ phoneNumber: moved, isPhoneNumberConfirmed: false });
    expect((await request(`${sandbox.url}/__sandbox/otp?phoneNumber=${moved}`)).status).toBe(404);
  });

  it('recovers no password while unconfirmed, neither by a new code nor with one asked for before the move', async () => {
    const { token, userId, moved } = await movedUser();
    const refused = await forgotPassword(moved);
    expect(refused.status).toBe(500);
    expect(refused.body.error!.message).toBe(UNCONFIRMED_RESET);
    expect((await request(`${sandbox.url}/__sandbox/otp?phoneNumber=${moved}`)).status).toBe(404);
    const reset = await request(api('Account/ResetPassword'), {
      body: { userId, code: '123456', password: 'taken-over9' },
    });
    expect(reset.status).toBe(500);
    expect(reset.body.error!.message).toBe(UNCONFIRMED_RESET);
    expect((await readProfile(token)).phoneNumber).toBe(moved);
  });

  it('signs in by one-time code only once confirmed; by password it always does', async () => {
    const { moved } = await movedUser();
    await sendOtp(moved);
    const otpLogin = await request(api('OTP/Login'), {
      body: { emailOrPhoneNumber: moved, code: await lastCode(moved) },
    });
    expect(otpLogin.status).toBe(500);
    expect(otpLogin.body.error!.message).toBe(
      'این شماره موبایل هنوز تأیید نشده است. با رمز عبور وارد شوید و شماره را در ویرایش حساب تأیید کنید.',
    );
    expect((await passwordLogin(moved, 'first-pass1')).status).toBe(200);
  });

  it('SendVerificationSms + VerifySmsCode confirm it; then it recovers the password', async () => {
    const { token, userId, moved } = await movedUser();
    const sent = await request(api('Profile/SendVerificationSms'), { token, body: { phoneNumber: moved } });
    expect(sent.status).toBe(200);
    expect(sent.body.result).toBeNull();
    const code = await lastCode(moved);
    const wrong = await request(api('Profile/VerifySmsCode'), {
      token,
      body: { phoneNumber: moved, code: code === '000000' ? '111111' : '000000' },
    });
    expect(wrong.status).toBe(500);
    expect(wrong.body.error!.message).toBe('کد وارد شده صحیح نیست');
    expect((await readProfile(token)).isPhoneNumberConfirmed).toBe(false);
    const verified = await request(api('Profile/VerifySmsCode'), { token, body: { phoneNumber: moved, code } });
    expect(verified.status).toBe(200);
    expect(await readProfile(token)).toMatchObject({ phoneNumber: moved, isPhoneNumberConfirmed: true });
    expect((await forgotPassword(moved)).body.result).toEqual({ userId });
  });

  it("sends a verification code only to the user's own unconfirmed number", async () => {
    const { token, moved } = await movedUser();
    const elsewhere = await request(api('Profile/SendVerificationSms'), { token, body: { phoneNumber: freshPhone() } });
    expect(elsewhere.status).toBe(500);
    expect(elsewhere.body.error!.message).toBe('این شماره موبایل حساب شما نیست. ابتدا آن را در حساب خود ذخیره کنید.');
    await request(api('Profile/SendVerificationSms'), { token, body: { phoneNumber: moved } });
    await request(api('Profile/VerifySmsCode'), { token, body: { phoneNumber: moved, code: await lastCode(moved) } });
    const again = await request(api('Profile/SendVerificationSms'), { token, body: { phoneNumber: moved } });
    expect(again.body.error!.message).toBe('شماره موبایل شما قبلاً تأیید شده است.');
  });

  it('a registered number starts confirmed, and saving it again keeps it so', async () => {
    const phone = freshPhone();
    const { accessToken: token } = await registerUser(phone);
    expect((await movePhone(token, phone)).status).toBe(200);
    expect(await readProfile(token)).toMatchObject({ phoneNumber: phone, isPhoneNumberConfirmed: true });
  });
});
