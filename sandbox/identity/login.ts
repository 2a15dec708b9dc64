// OTP and password sign-in (docs/contracts/identity.md, "OTP sign-in" and "Password sign-in"): every
// route ends in the sign-in result, ASP.NET Zero's AuthenticateResultModel + user; and the refresh token traded
// for a new access token ("Refreshing the access token").
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import type { components } from '../../contracts/generated/identity';
import { signToken, userIdOfToken } from '../abp/auth';
import { bindBody, bindQuery } from '../abp/binding';
import { ok } from '../abp/envelope';
import { AbpUnauthorizedError, AbpValidationError, UserFriendlyError } from '../abp/errors';
import type { SandboxDeps } from '../deps';
import { normaliseMobile } from '../text';
import { OTP_CODE_LENGTH, OTP_LIFETIME_SECONDS, checkCode, sendCode } from './otp';
import { NO_PASSWORD, checkPassword, hashPassword, registrationPassword } from './passwords';
import { assertLoginAllowed, clearLoginFailures, recordLoginFailure } from './throttle';
import { mobileNumber, oneTimeCode } from './phone';
import { createUser, findUserByEmailOrUserName, findUserById, findUserByPhone, toProfile, type UserRow } from './users';

type Schemas = components['schemas'];

const REFRESH_TOKEN_SECONDS = 365 * 24 * 3600;

export const loginMessages = {
  // The client compares this exact string to switch to registration.
  userNotFound: 'UserNotFound',
  invalidCredentials: 'نام کاربری یا رمز عبور نامعتبر است.',
  inactive: 'حساب کاربری شما غیرفعال است.',
  alreadyRegistered: 'این شماره موبایل قبلاً ثبت نام شده است. لطفاً وارد شوید.',
  unconfirmedPhone: 'این شماره موبایل هنوز تأیید نشده است. با رمز عبور وارد شوید و شماره را در ویرایش حساب تأیید کنید.',
};

/** A new access token of the user, as both the sign-in result and RefreshToken write it. */
async function accessTokenOf(deps: SandboxDeps, user: UserRow): Promise<Schemas['RefreshTokenResult']> {
  const accessToken = await signToken(user.id, { type: 'access', stamp: user.security_stamp });
  return {
    accessToken,
    encryptedAccessToken: Buffer.from(accessToken).toString('base64'),
    expireInSeconds: deps.config.accessTokenSeconds,
  };
}

/** ASP.NET Zero's AuthenticateResultModel plus this backend's `user`. */
export async function authenticateResult(
  deps: SandboxDeps,
  user: UserRow,
): Promise<Schemas['AuthenticateResultModel']> {
  if (user.is_active !== 1) throw new UserFriendlyError(loginMessages.inactive);
  const refreshToken = await signToken(user.id, {
    type: 'refresh',
    stamp: user.security_stamp,
    lifetimeSeconds: REFRESH_TOKEN_SECONDS,
  });
  return {
    ...(await accessTokenOf(deps, user)),
    shouldResetPassword: false,
    passwordResetCode: null,
    userId: user.id,
    requiresTwoFactorVerification: false,
    twoFactorAuthProviders: null,
    twoFactorRememberClientToken: null,
    returnUrl: null,
    refreshToken,
    refreshTokenExpireInSeconds: REFRESH_TOKEN_SECONDS,
    user: toProfile(user),
  };
}

const sendOtpInput = z.object({ emailOrPhoneNumber: mobileNumber });
const otpLoginInput = z.object({ emailOrPhoneNumber: mobileNumber, code: oneTimeCode });
const otpRegisterInput = z.object({
  emailOrPhoneNumber: mobileNumber,
  code: oneTimeCode,
  password: registrationPassword,
});
const passwordLoginInput = z.object({
  emailOrPhoneNumber: z.string().optional(),
  userNameOrEmailAddress: z.string().optional(),
  password: z.string().min(1),
});

export function mountLoginRoutes(app: Hono, deps: SandboxDeps) {
  const { db } = deps;

  app.post('/api/services/app/OTP/SendOTP', async (c) => {
    const { emailOrPhoneNumber } = await bindBody(c, sendOtpInput);
    sendCode(deps, emailOrPhoneNumber, 'login');
    const sent: Schemas['SendOtpResult'] = {
      emailOrPhoneNumber,
      isRegistered: findUserByPhone(db, emailOrPhoneNumber) !== null,
      codeLength: OTP_CODE_LENGTH,
      expireInSeconds: OTP_LIFETIME_SECONDS,
    };
    return ok(c, sent);
  });

  app.post('/api/services/app/OTP/Login', async (c) => {
    const { emailOrPhoneNumber, code } = await bindBody(c, otpLoginInput);
    const user = findUserByPhone(db, emailOrPhoneNumber);
    // The code is left unused for an unknown number: the client registers with the same code next.
    if (!user) throw new UserFriendlyError(loginMessages.userNotFound);
    // A number typed into the profile is no proof of the account until a code sent to it was verified.
    if (user.is_phone_number_confirmed !== 1) throw new UserFriendlyError(loginMessages.unconfirmedPhone);
    checkCode(db, emailOrPhoneNumber, 'login', code, { consume: true });
    return ok(c, await authenticateResult(deps, user));
  });

  // The sibling client's single step: a number without a user gets one, with no password until it recovers one.
  app.post('/api/services/app/OTP/RegisterOrLogin', async (c) => {
    const { emailOrPhoneNumber, code } = await bindBody(c, otpLoginInput);
    const existing = findUserByPhone(db, emailOrPhoneNumber);
    if (existing && existing.is_phone_number_confirmed !== 1)
      throw new UserFriendlyError(loginMessages.unconfirmedPhone);
    checkCode(db, emailOrPhoneNumber, 'login', code, { consume: true });
    const user = existing ?? createUser(db, { phoneNumber: emailOrPhoneNumber, passwordHash: NO_PASSWORD });
    return ok(c, await authenticateResult(deps, user));
  });

  app.post('/api/services/app/OTP/Register', async (c) => {
    const { emailOrPhoneNumber, code, password } = await bindBody(c, otpRegisterInput);
    if (findUserByPhone(db, emailOrPhoneNumber)) throw new UserFriendlyError(loginMessages.alreadyRegistered);
    checkCode(db, emailOrPhoneNumber, 'login', code, { consume: true });
    const passwordHash = await hashPassword(password, deps.config.scryptLogN);
    const user = createUser(db, { phoneNumber: emailOrPhoneNumber, passwordHash });
    return ok(c, await authenticateResult(deps, user));
  });

  const passwordLogin = async (c: Context) => {
    const input = await bindBody(c, passwordLoginInput);
    const identifier = (input.emailOrPhoneNumber ?? input.userNameOrEmailAddress ?? '').trim();
    if (identifier === '') {
      throw new AbpValidationError([
        { message: 'The EmailOrPhoneNumber field is required.', members: ['emailOrPhoneNumber'] },
      ]);
    }
    const mobile = normaliseMobile(identifier);
    const user = mobile ? findUserByPhone(db, mobile) : findUserByEmailOrUserName(db, identifier);
    // Guesses are counted per account, whichever identifier names it; per identifier for no account at all.
    const account = user ? `user:${user.id}` : `unknown:${mobile ?? identifier.toLowerCase()}`;
    assertLoginAllowed(db, account);
    const checked = user ? await checkPassword(db, user, input.password, deps.config.scryptLogN) : false;
    if (!user || !checked) {
      recordLoginFailure(db, account);
      throw new UserFriendlyError(loginMessages.invalidCredentials);
    }
    clearLoginFailures(db, account);
    return ok(c, await authenticateResult(deps, user));
  };
  app.post('/api/TokenAuth/Login', passwordLogin);
  // ASP.NET Zero's standard name for the same call.
  app.post('/api/TokenAuth/Authenticate', passwordLogin);

  // ASP.NET Zero reads the token from the query string. A refresh token that no longer signs anyone in (forged,
  // expired, retired by a new password, its user gone or deactivated) is a 401: the client signs in again.
  app.post('/api/TokenAuth/RefreshToken', async (c) => {
    const { refreshToken } = bindQuery(c, z.object({ refreshToken: z.string().min(1) }));
    const userId = await userIdOfToken(c, refreshToken, 'refresh');
    const user = userId === null ? null : findUserById(db, userId);
    if (!user || user.is_active !== 1) throw new AbpUnauthorizedError('unauthorized');
    return ok(c, await accessTokenOf(deps, user));
  });
}
