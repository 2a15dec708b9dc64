// The signed-in user's phone number (docs/contracts/identity.md, "Phone number"): a changed number is unconfirmed
// until the code sent to it is verified, with ASP.NET Zero's Profile/SendVerificationSms and Profile/VerifySmsCode.
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { bindBody } from '../abp/binding';
import { ok } from '../abp/envelope';
import { UserFriendlyError } from '../abp/errors';
import type { SandboxDeps } from '../deps';
import { checkCode, sendCode } from './otp';
import { mobileNumber, oneTimeCode } from './phone';
import { PHONE_TAKEN_MESSAGE, findUserByPhone, type UserRow } from './users';

export const phoneMessages = {
  notYourNumber: 'این شماره موبایل حساب شما نیست. ابتدا آن را در حساب خود ذخیره کنید.',
  alreadyConfirmed: 'شماره موبایل شما قبلاً تأیید شده است.',
};

export function mountPhoneRoutes(app: Hono, deps: SandboxDeps, currentUser: (c: Context) => Promise<UserRow>) {
  const { db } = deps;

  app.put('/api/services/app/Profile/UpdateProfilePhoneNumber', async (c) => {
    const user = await currentUser(c);
    const { phoneNumber } = await bindBody(c, z.object({ phoneNumber: mobileNumber }));
    if (phoneNumber === user.phone_number) return ok(c);
    if (findUserByPhone(db, phoneNumber)) throw new UserFriendlyError(PHONE_TAKEN_MESSAGE);
    db.prepare('UPDATE identity_users SET phone_number = ?, is_phone_number_confirmed = 0 WHERE id = ?').run(
      phoneNumber,
      user.id,
    );
    return ok(c);
  });

  /** The number must be the user's own, and not yet confirmed. */
  const numberToConfirm = (user: UserRow, phoneNumber: string) => {
    if (phoneNumber !== user.phone_number) throw new UserFriendlyError(phoneMessages.notYourNumber);
    if (user.is_phone_number_confirmed === 1) throw new UserFriendlyError(phoneMessages.alreadyConfirmed);
    return phoneNumber;
  };

  app.post('/api/services/app/Profile/SendVerificationSms', async (c) => {
    const user = await currentUser(c);
    const { phoneNumber } = await bindBody(c, z.object({ phoneNumber: mobileNumber }));
    sendCode(deps, numberToConfirm(user, phoneNumber), 'verify');
    return ok(c);
  });

  app.post('/api/services/app/Profile/VerifySmsCode', async (c) => {
    const user = await currentUser(c);
    const input = await bindBody(c, z.object({ phoneNumber: mobileNumber, code: oneTimeCode }));
    checkCode(db, numberToConfirm(user, input.phoneNumber), 'verify', input.code, { consume: true });
    db.prepare('UPDATE identity_users SET is_phone_number_confirmed = 1 WHERE id = ?').run(user.id);
    return ok(c);
  });
}
