// Forgotten password by phone (docs/contracts/identity.md, "Forgotten password"): code to the phone →
// verify → new password.
import type { Hono } from 'hono';
import { z } from 'zod';
import type { components } from '../../contracts/generated/identity';
import { bindBody } from '../abp/binding';
import { ok } from '../abp/envelope';
import { AbpValidationError, UserFriendlyError } from '../abp/errors';
import type { SandboxDeps } from '../deps';
import { checkCode, otpMessages, sendCode } from './otp';
import { hashPassword, strongPassword } from './passwords';
import { mobileNumber, oneTimeCode } from './phone';
import { findUserById, findUserByPhone, setPasswordHash, type UserRow } from './users';

type Schemas = components['schemas'];

export const recoveryMessages = {
  unknownPhone: 'کاربری با این شماره موبایل یافت نشد.',
  unconfirmedPhone: 'شماره موبایل این حساب هنوز تأیید نشده است؛ بازیابی رمز عبور با آن ممکن نیست.',
};

/** A code to a number the account never proved it owns would hand the account to whoever holds that number. */
function assertConfirmed(user: UserRow) {
  if (user.is_phone_number_confirmed !== 1) throw new UserFriendlyError(recoveryMessages.unconfirmedPhone);
}

const userId = z.coerce.number().int().positive();

const resetPasswordInput = z.object({
  userId,
  code: oneTimeCode.optional(),
  // ASP.NET Zero's name for the same value.
  resetCode: oneTimeCode.optional(),
  password: strongPassword,
});

export function mountRecoveryRoutes(app: Hono, deps: SandboxDeps) {
  const { db } = deps;

  /** The phone a reset code went to; an unknown user id fails like a wrong code. */
  const phoneOfUser = (id: number) => {
    const user = findUserById(db, id);
    if (!user) throw new UserFriendlyError(otpMessages.wrongCode);
    assertConfirmed(user);
    return user;
  };

  app.post('/api/services/app/Account/ForgotPasswordByPhoneNumber', async (c) => {
    const { phoneNumber } = await bindBody(c, z.object({ phoneNumber: mobileNumber }));
    const user = findUserByPhone(db, phoneNumber);
    if (!user) throw new UserFriendlyError(recoveryMessages.unknownPhone);
    assertConfirmed(user);
    sendCode(deps, phoneNumber, 'reset');
    const result: Schemas['ForgotPasswordResult'] = { userId: user.id };
    return ok(c, result);
  });

  app.post('/api/services/app/Account/ForgotPasswordVerification', async (c) => {
    const input = await bindBody(c, z.object({ code: oneTimeCode, userId }));
    const user = phoneOfUser(input.userId);
    checkCode(db, user.phone_number, 'reset', input.code, { consume: false });
    const result: Schemas['ForgotPasswordVerificationResult'] = { isValid: true };
    return ok(c, result);
  });

  app.post('/api/services/app/Account/ResetPassword', async (c) => {
    const input = await bindBody(c, resetPasswordInput);
    const code = input.code ?? input.resetCode;
    if (!code) throw new AbpValidationError([{ message: 'The Code field is required.', members: ['code'] }]);
    const user = phoneOfUser(input.userId);
    checkCode(db, user.phone_number, 'reset', code, { consume: true });
    setPasswordHash(db, user.id, await hashPassword(input.password, deps.config.scryptLogN));
    const result: Schemas['ResetPasswordOutput'] = { canLogin: true, userName: user.user_name };
    return ok(c, result);
  });
}
