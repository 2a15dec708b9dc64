// Password hashes: scrypt with a random salt per password; comparisons in constant time.
import { randomBytes, scrypt as scryptCallback, scryptSync, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { z } from 'zod';

const scrypt = promisify(scryptCallback) as (password: string, salt: Buffer, keyLength: number) => Promise<Buffer>;
const KEY_LENGTH = 32;

function encode(salt: Buffer, key: Buffer) {
  return `scrypt$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  return encode(salt, await scrypt(password, salt, KEY_LENGTH));
}

/** Synchronous variant for seeding. */
export function hashPasswordSync(password: string): string {
  const salt = randomBytes(16);
  return encode(salt, scryptSync(password, salt, KEY_LENGTH));
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, saltText, keyText] = stored.split('$');
  if (scheme !== 'scrypt' || !saltText || !keyText) return false;
  const expected = Buffer.from(keyText, 'base64');
  const actual = await scrypt(password, Buffer.from(saltText, 'base64'), expected.length);
  return timingSafeEqual(actual, expected);
}

export const PASSWORD_RULE_MESSAGE = 'رمز عبور باید دست‌کم ۸ نویسه و شامل حرف و عدد باشد.';

/** New passwords (change and reset): at least 8 characters with a letter and a digit. */
export const strongPassword = z
  .string()
  .refine((value) => value.length >= 8 && /\p{L}/u.test(value) && /\p{Nd}/u.test(value), PASSWORD_RULE_MESSAGE);

/** OTP registration keeps the client's own rule: at least 6 characters. */
export const registrationPassword = z.string().min(6, 'رمز عبور باید دست‌کم ۶ نویسه باشد.');
