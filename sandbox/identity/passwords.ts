// Password hashes: scrypt at OWASP's parameters (N=2^17, r=8, p=1) with a random salt per password, the
// parameters written into each hash so that older hashes still verify; comparisons in constant time.
import { randomBytes, scrypt as scryptCallback, scryptSync, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { promisify } from 'node:util';
import { z } from 'zod';
import type { Db } from '../db/database';
import type { UserRow } from './users';

const scrypt = promisify(scryptCallback) as (
  password: string,
  salt: Buffer,
  keyLength: number,
  options: ScryptOptions,
) => Promise<Buffer>;
const KEY_LENGTH = 32;

type Parameters = { logN: number; r: number; p: number };

/** Hashes written before parameters were stored used Node's defaults. */
const LEGACY: Parameters = { logN: 14, r: 8, p: 1 };

const options = ({ logN, r, p }: Parameters): ScryptOptions => ({ N: 2 ** logN, r, p, maxmem: 256 * 2 ** logN * r });

const current = (logN: number): Parameters => ({ logN, r: 8, p: 1 });

function encode({ logN, r, p }: Parameters, salt: Buffer, key: Buffer) {
  return `scrypt$ln=${logN},r=${r},p=${p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

type Decoded = { parameters: Parameters; salt: Buffer; key: Buffer };

/** `scrypt$ln=17,r=8,p=1$salt$key`, or the older `scrypt$salt$key`; null for anything else. */
function decode(stored: string): Decoded | null {
  const parts = stored.split('$');
  if (parts[0] !== 'scrypt') return null;
  if (parts.length === 3)
    return { parameters: LEGACY, salt: Buffer.from(parts[1], 'base64'), key: Buffer.from(parts[2], 'base64') };
  const match = /^ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})$/.exec(parts[1] ?? '');
  if (parts.length !== 4 || !match) return null;
  const parameters = { logN: Number(match[1]), r: Number(match[2]), p: Number(match[3]) };
  return { parameters, salt: Buffer.from(parts[2], 'base64'), key: Buffer.from(parts[3], 'base64') };
}

/**
 * The stored hash of a user who has no password yet (registered by code alone): no scrypt hash, so every password
 * is refused until one is set by recovery.
 */
export const NO_PASSWORD = '';

export async function hashPassword(password: string, logN: number): Promise<string> {
  const salt = randomBytes(16);
  const parameters = current(logN);
  return encode(parameters, salt, await scrypt(password, salt, KEY_LENGTH, options(parameters)));
}

const seedHashes = new Map<string, string>();

/**
 * The hash of a seeded account's password, worked out once per process and password: at OWASP's cost a hash
 * takes about a second, and every reset seeds again.
 */
export function seedPasswordHash(password: string, logN: number): string {
  const key = `${logN}:${password}`;
  let hash = seedHashes.get(key);
  if (!hash) {
    const salt = randomBytes(16);
    const parameters = current(logN);
    hash = encode(parameters, salt, scryptSync(password, salt, KEY_LENGTH, options(parameters)));
    seedHashes.set(key, hash);
  }
  return hash;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const decoded = decode(stored);
  if (!decoded) return false;
  const actual = await scrypt(password, decoded.salt, decoded.key.length, options(decoded.parameters));
  return timingSafeEqual(actual, decoded.key);
}

/** Whether a hash was made with other parameters than today's, and should be made again. */
export function needsRehash(stored: string, logN: number): boolean {
  const decoded = decode(stored);
  const wanted = current(logN);
  return (
    !decoded || Object.entries(wanted).some(([name, value]) => decoded.parameters[name as keyof Parameters] !== value)
  );
}

/** Checks a user's password; a right one under older parameters is hashed again at today's, stamp untouched. */
export async function checkPassword(
  db: Db,
  user: Pick<UserRow, 'id' | 'password_hash'>,
  password: string,
  logN: number,
): Promise<boolean> {
  if (!(await verifyPassword(password, user.password_hash))) return false;
  if (needsRehash(user.password_hash, logN)) {
    db.prepare('UPDATE identity_users SET password_hash = ? WHERE id = ?').run(
      await hashPassword(password, logN),
      user.id,
    );
  }
  return true;
}

export const PASSWORD_RULE_MESSAGE = 'رمز عبور باید دست‌کم ۸ نویسه و شامل حرف و عدد باشد.';

/** New passwords (change and reset): at least 8 characters with a letter and a digit. */
export const strongPassword = z
  .string()
  .refine((value) => value.length >= 8 && /\p{L}/u.test(value) && /\p{Nd}/u.test(value), PASSWORD_RULE_MESSAGE);

export const REGISTRATION_PASSWORD_MESSAGE = 'رمز عبور باید دست‌کم ۸ نویسه باشد.';

/** OTP registration: at least 8 characters, the length OWASP asks of every password. */
export const registrationPassword = z.string().min(8, REGISTRATION_PASSWORD_MESSAGE);
