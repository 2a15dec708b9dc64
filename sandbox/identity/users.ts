// Users as rows and as the profile DTO (docs/contracts/identity.md, "Profile").
import { randomBytes } from 'node:crypto';
import type { components } from '../../contracts/generated/identity';
import type { Db } from '../db/database';
import { UserFriendlyError } from '../abp/errors';

export type UserRow = {
  id: number;
  user_name: string;
  first_name: string | null;
  last_name: string | null;
  email_address: string | null;
  is_email_confirmed: number;
  phone_number: string;
  is_phone_number_confirmed: number;
  is_active: number;
  gender: number | null;
  birth_day: string | null;
  national_id: string | null;
  nationality_id: string | null;
  is_newsletter: number;
  timezone: string | null;
  password_hash: string;
  creation_time: string;
  security_stamp: string;
};

export const PHONE_TAKEN_MESSAGE = 'این شماره موبایل قبلاً برای حساب دیگری ثبت شده است.';

/** The profile as identity.openapi.yaml states it. */
export function toProfile(row: UserRow): components['schemas']['UserProfile'] {
  return {
    id: row.id,
    userName: row.user_name,
    firstName: row.first_name,
    lastName: row.last_name,
    emailAddress: row.email_address,
    isEmailConfirmed: row.is_email_confirmed === 1,
    phoneNumber: row.phone_number,
    isPhoneNumberConfirmed: row.is_phone_number_confirmed === 1,
    isActive: row.is_active === 1,
    gender: row.gender === null ? null : row.gender === 1,
    birthDay: row.birth_day,
    nationalId: row.national_id,
    nationalityId: row.nationality_id,
    isNewsletter: row.is_newsletter === 1,
    timezone: row.timezone,
  };
}

export function findUserById(db: Db, id: number): UserRow | null {
  return (db.prepare('SELECT * FROM identity_users WHERE id = ?').get(id) as UserRow | undefined) ?? null;
}

export function findUserByPhone(db: Db, phoneNumber: string): UserRow | null {
  return (
    (db.prepare('SELECT * FROM identity_users WHERE phone_number = ?').get(phoneNumber) as UserRow | undefined) ?? null
  );
}

export function findUserByEmailOrUserName(db: Db, text: string): UserRow | null {
  return (
    (db
      .prepare(
        'SELECT * FROM identity_users WHERE lower(email_address) = lower(?) OR lower(user_name) = lower(?) LIMIT 1',
      )
      .get(text, text) as UserRow | undefined) ?? null
  );
}

export type NewUser = {
  phoneNumber: string;
  passwordHash: string;
  firstName?: string | null;
  lastName?: string | null;
  emailAddress?: string | null;
  isEmailConfirmed?: boolean;
  gender?: boolean | null;
  birthDay?: string | null;
  nationalityId?: string | null;
  id?: number;
};

/** Inserts a user whose user name is the phone number; a taken number is a user-friendly error. */
export function createUser(db: Db, user: NewUser): UserRow {
  if (findUserByPhone(db, user.phoneNumber)) throw new UserFriendlyError(PHONE_TAKEN_MESSAGE);
  const result = db
    .prepare(
      `INSERT INTO identity_users (id, user_name, first_name, last_name, email_address, is_email_confirmed, phone_number,
         gender, birth_day, nationality_id, password_hash, creation_time, security_stamp)
       VALUES (@id, @phoneNumber, @firstName, @lastName, @emailAddress, @isEmailConfirmed, @phoneNumber,
         @gender, @birthDay, @nationalityId, @passwordHash, @creationTime, @securityStamp)`,
    )
    .run({
      id: user.id ?? null,
      phoneNumber: user.phoneNumber,
      firstName: user.firstName ?? null,
      lastName: user.lastName ?? null,
      emailAddress: user.emailAddress ?? null,
      isEmailConfirmed: user.isEmailConfirmed ? 1 : 0,
      gender: user.gender === undefined || user.gender === null ? null : user.gender ? 1 : 0,
      birthDay: user.birthDay ?? null,
      nationalityId: user.nationalityId ?? null,
      passwordHash: user.passwordHash,
      creationTime: new Date().toISOString(),
      securityStamp: newSecurityStamp(),
    });
  return findUserById(db, Number(result.lastInsertRowid))!;
}

/** A fresh stamp: random, so that a user id reused after a reset never matches an old token. */
const newSecurityStamp = () => randomBytes(16).toString('hex');

/** Sets a new password hash and renews the stamp, which retires every token issued before (access and refresh). */
export function setPasswordHash(db: Db, userId: number, passwordHash: string): void {
  db.prepare('UPDATE identity_users SET password_hash = ?, security_stamp = ? WHERE id = ?').run(
    passwordHash,
    newSecurityStamp(),
    userId,
  );
}
