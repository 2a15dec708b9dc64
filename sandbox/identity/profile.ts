// The signed-in user's profile and account security (docs/contracts/identity.md, "Profile" and
// "Changing the password").
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { requireUserId } from '../abp/auth';
import { bindBody } from '../abp/binding';
import { ok } from '../abp/envelope';
import { AbpUnauthorizedError, UserFriendlyError } from '../abp/errors';
import type { SandboxDeps } from '../deps';
import { toLatinDigits } from '../text';
import { hashPassword, strongPassword, verifyPassword } from './passwords';
import { mountPhoneRoutes } from './phone-confirmation';
import { findUserById, setPasswordHash, toProfile, type UserRow } from './users';

export const profileMessages = {
  invalidEmail: 'نشانی ایمیل معتبر نیست.',
  invalidNationalId: 'کد ملی باید ۱۰ رقم باشد.',
  invalidBirthDay: 'تاریخ تولد معتبر نیست.',
  wrongCurrentPassword: 'رمز عبور فعلی صحیح نیست.',
  nameRequired: 'نام و نام خانوادگی را وارد کنید.',
};

const emailAddress = z
  .string()
  .trim()
  .refine((value) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) && value.length <= 256, profileMessages.invalidEmail);

const personName = z.string().trim().min(1, profileMessages.nameRequired).max(64);

const updateProfileInput = z.object({
  firstName: personName,
  lastName: personName,
  gender: z.boolean().nullable().optional(),
  timezone: z.string().max(64).nullable().optional(),
  nationalId: z
    .string()
    .nullable()
    .optional()
    .transform((value) => (value ? toLatinDigits(value).trim() : null))
    .refine((value) => value === null || /^\d{10}$/.test(value), profileMessages.invalidNationalId),
  birthDay: z
    .string()
    .nullable()
    .optional()
    .refine((value) => !value || !Number.isNaN(Date.parse(value)), profileMessages.invalidBirthDay)
    // Stored as ABP sends dates: a date-time without offset.
    .transform((value) => (value ? `${value.slice(0, 10)}T00:00:00` : null)),
  nationalityId: z.string().max(8).nullable().optional(),
  // The client sends `isNewsLetter`; binding ignores case.
  isNewsletter: z.boolean().optional(),
});

const changePasswordInput = z.object({ currentPassword: z.string().min(1), newPassword: strongPassword });
/** ChangePasswordByAuthorizedUser: the signed-in user's new password, without the current one (identity.md). */
const newPasswordInput = z.object({ newPassword: strongPassword });

async function currentUser(c: Context, deps: SandboxDeps): Promise<UserRow> {
  const user = findUserById(deps.db, await requireUserId(c));
  // A token that outlived its user (e.g. after a reset) is no login at all.
  if (!user) throw new AbpUnauthorizedError('unauthorized');
  return user;
}

export function mountProfileRoutes(app: Hono, deps: SandboxDeps) {
  const { db } = deps;

  app.get('/api/services/app/Profile/GetCurrentUserProfileForEdit', async (c) => {
    return ok(c, toProfile(await currentUser(c, deps)));
  });

  app.put('/api/services/app/Profile/UpdateCurrentUserProfile', async (c) => {
    const user = await currentUser(c, deps);
    const input = await bindBody(c, updateProfileInput);
    db.prepare(
      `UPDATE identity_users SET first_name = @firstName, last_name = @lastName, gender = @gender, timezone = @timezone,
         national_id = @nationalId, birth_day = @birthDay, nationality_id = @nationalityId, is_newsletter = @isNewsletter
       WHERE id = @id`,
    ).run({
      id: user.id,
      firstName: input.firstName,
      lastName: input.lastName,
      gender: input.gender === undefined ? user.gender : input.gender === null ? null : input.gender ? 1 : 0,
      timezone: input.timezone === undefined ? user.timezone : input.timezone,
      nationalId: input.nationalId,
      birthDay: input.birthDay,
      nationalityId: input.nationalityId === undefined ? user.nationality_id : input.nationalityId,
      isNewsletter: input.isNewsletter === undefined ? user.is_newsletter : input.isNewsletter ? 1 : 0,
    });
    return ok(c);
  });

  app.put('/api/services/app/Profile/UpdateProfileEmail', async (c) => {
    const user = await currentUser(c, deps);
    const input = await bindBody(c, z.object({ emailAddress }));
    db.prepare('UPDATE identity_users SET email_address = ?, is_email_confirmed = 0 WHERE id = ?').run(
      input.emailAddress,
      user.id,
    );
    return ok(c);
  });

  mountPhoneRoutes(app, deps, (c) => currentUser(c, deps));

  app.post('/api/services/app/Account/SendEmailActivation', async (c) => {
    const user = await currentUser(c, deps);
    const input = await bindBody(c, z.object({ emailAddress }));
    console.log(`[sandbox] e-mail activation link for user ${user.id} sent to ${input.emailAddress}`);
    return ok(c);
  });

  const changePassword = async (c: Context) => {
    const user = await currentUser(c, deps);
    const input = await bindBody(c, changePasswordInput);
    if (!(await verifyPassword(input.currentPassword, user.password_hash))) {
      throw new UserFriendlyError(profileMessages.wrongCurrentPassword);
    }
    // The caller's own token goes too: the client signs in again with the new password.
    setPasswordHash(db, user.id, await hashPassword(input.newPassword, deps.config.scryptLogN));
    return ok(c);
  };
  app.post('/api/services/app/Account/ChangePassword', changePassword);
  // The observed client sends the new password alone: the token is the proof, as for a user created by a code
  // without a password (OTP/RegisterOrLogin). Every older token stops working, as for ChangePassword.
  app.post('/api/services/app/Account/ChangePasswordByAuthorizedUser', async (c) => {
    const user = await currentUser(c, deps);
    const input = await bindBody(c, newPasswordInput);
    setPasswordHash(db, user.id, await hashPassword(input.newPassword, deps.config.scryptLogN));
    return ok(c);
  });
}
